import ArgumentParser
import ComposableLinks
import DesktopLinks
import Foundation
import NotesFeature

struct InstallHandler: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "install-handler",
    abstract: localized(
      "Make this notes binary the desktop's handler of notes:// URLs (xdg-open, gio open, browsers)."),
    discussion: """
      By default links go to the notes window (notes-window, beside this binary): to the running \
      one over D-Bus, or they start it. With --one-shot each link runs 'notes open <url>' instead.
      """
  )

  @OptionGroup var logging: LoggingOption

  @OptionGroup var mode: ModeOption

  func run() throws {
    do {
      let app = try HandlerRegistration.app(executable: HandlerRegistration.currentExecutable(), mode: mode.mode)
      let registration = LinkRegistration(app: app)
      for step in try registration.install() { print(step) }
      let command = ([app.executable] + app.arguments).joined(separator: " ")
      print(localized("Installed %@: notes:// URLs now run %@ <url>.", registration.entryPath, command))
    } catch {
      printError("\(error)")
      throw ExitCode.failure
    }
  }
}

struct UninstallHandler: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "uninstall-handler", abstract: localized("Remove the notes:// handler entry."))

  @OptionGroup var logging: LoggingOption

  func run() throws {
    do {
      let registration = try HandlerRegistration.registration(executable: HandlerRegistration.currentExecutable())
      let removed = try registration.uninstall()
      print(removed ? localized("Removed %@.", registration.entryPath) : localized("No handler was installed."))
    } catch {
      printError("\(error)")
      throw ExitCode.failure
    }
  }
}

struct Doctor: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "doctor",
    abstract: localized("Check each link of the chain from a clicked notes:// URL to this binary, with fixes."),
    discussion: """
      Exit status: 0 when nothing is broken (warnings allowed), 1 otherwise. With --recent: the \
      outcomes of the last links the running window received (route, result, source, time, the \
      link with its secrets masked); exit 1 when no window is running.
      """
  )

  @OptionGroup var logging: LoggingOption

  @Flag(help: ArgumentHelp(localized("Print JSON instead of one line per check.")))
  var json = false

  @Flag(help: ArgumentHelp(localized("Show the running window's last 20 link outcomes instead of checking the chain.")))
  var recent = false

  @OptionGroup var mode: ModeOption

  func run() throws {
    if recent { return try showRecent() }
    let findings: [DoctorFinding]
    do {
      findings =
        try HandlerRegistration.doctor(executable: HandlerRegistration.currentExecutable(), mode: mode.mode)
        .examine() + [SecretFile.finding(besideDatabase: NotesDatabase.defaultPath())]
    } catch {
      printError("\(error)")
      throw ExitCode.failure
    }
    if json {
      print(String(decoding: try JSONEncoder.notesOutput().encode(findings), as: UTF8.self))
    } else {
      for finding in findings { print(finding) }
    }
    if findings.contains(where: { $0.status == .failure }) { throw ExitCode.failure }
  }

  /// Asks the running window (over the session bus, never starting it) what became of the
  /// last links it received.
  private func showRecent() throws {
    let outcomes: [LinkOutcome]?
    do {
      outcomes = try RecentLinkOutcomes.read(from: HandlerRegistration.applicationID, limit: 20)
    } catch {
      printError("\(error)")
      throw ExitCode.failure
    }
    guard let outcomes else {
      printError(localized("The notes window is not running: no link outcomes to show (start it with 'notes')."))
      throw ExitCode.failure
    }
    if json {
      print(String(decoding: try JSONEncoder.notesOutput().encode(outcomes), as: UTF8.self))
    } else if outcomes.isEmpty {
      print(localized("The notes window has received no links yet."))
    } else {
      for outcome in outcomes { print(outcome) }
    }
  }
}

/// `--one-shot`: links run `notes open <url>` instead of going to the window.
struct ModeOption: ParsableArguments {
  @Flag(
    help: ArgumentHelp(
      localized("Register 'notes open <url>' (one process per link, no window) instead of the window.")))
  var oneShot = false

  var mode: HandlerRegistration.Mode { oneShot ? .oneShot : .window }
}
