import ArgumentParser
import DesktopLinks
import Foundation
import NotesFeature

struct InstallHandler: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Make this notes binary the desktop's handler of notes:// URLs (xdg-open, gio open, browsers).",
    discussion: """
      By default links go to the notes window (notes-window, beside this binary): to the running \
      one over D-Bus, or they start it. With --one-shot each link runs 'notes open <url>' instead.
      """
  )

  @OptionGroup var mode: ModeOption

  func run() throws {
    do {
      let registration = try HandlerRegistration.registration(
        executable: HandlerRegistration.currentExecutable(), mode: mode.mode
      )
      for step in try registration.install() { print(step) }
      let app = registration.app
      let command = ([app.executable] + app.arguments).joined(separator: " ")
      print("Installed \(registration.entryPath): notes:// URLs now run \(command) <url>.")
    } catch {
      printError("\(error)")
      throw ExitCode.failure
    }
  }
}

struct UninstallHandler: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Remove the notes:// handler entry.")

  func run() throws {
    do {
      let registration = try HandlerRegistration.registration(executable: HandlerRegistration.currentExecutable())
      let removed = try registration.uninstall()
      print(removed ? "Removed \(registration.entryPath)." : "No handler was installed.")
    } catch {
      printError("\(error)")
      throw ExitCode.failure
    }
  }
}

struct Doctor: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check each link of the chain from a clicked notes:// URL to this binary, with fixes.",
    discussion: "Exit status: 0 when nothing is broken (warnings allowed), 1 otherwise."
  )

  @Flag(help: "Print JSON instead of one line per check.")
  var json = false

  @OptionGroup var mode: ModeOption

  func run() throws {
    let findings: [DoctorFinding]
    do {
      findings = try HandlerRegistration.doctor(executable: HandlerRegistration.currentExecutable(), mode: mode.mode)
        .examine()
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
}

/// `--one-shot`: links run `notes open <url>` instead of going to the window.
struct ModeOption: ParsableArguments {
  @Flag(help: "Register 'notes open <url>' (one process per link, no window) instead of the window.")
  var oneShot = false

  var mode: HandlerRegistration.Mode { oneShot ? .oneShot : .window }
}
