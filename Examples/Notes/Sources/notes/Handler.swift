import ArgumentParser
import DesktopLinks
import Foundation
import NotesFeature

struct InstallHandler: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Make this notes binary the desktop's handler of notes:// URLs (xdg-open, gio open, browsers)."
  )

  func run() throws {
    let executable = HandlerRegistration.currentExecutable()
    do {
      let registration = try HandlerRegistration.registration(executable: executable)
      for step in try registration.install() { print(step) }
      print("Installed \(registration.entryPath): notes:// URLs now run \(executable) open <url>.")
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

  func run() throws {
    let findings: [DoctorFinding]
    do {
      findings = try HandlerRegistration.doctor(executable: HandlerRegistration.currentExecutable()).examine()
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
