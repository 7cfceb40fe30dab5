import ArgumentParser
import Foundation
import NotesFeature

struct InstallHandler: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Make this notes binary the desktop's handler of notes:// URLs (xdg-open, browsers)."
  )

  func run() throws {
    let registration = HandlerRegistration()
    let executable = currentExecutable()
    do {
      try registration.install(executable: executable)
    } catch {
      printError("\(error)")
      throw ExitCode.failure
    }
    print("Installed \(registration.desktopFile): notes:// URLs now run \(executable) open <url>.")
  }

  /// The running binary's absolute path.
  private func currentExecutable() -> String {
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      return path
    }
    return URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
  }
}

struct UninstallHandler: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Remove the notes:// handler entry.")

  func run() throws {
    let registration = HandlerRegistration()
    let removed = try registration.uninstall()
    print(removed ? "Removed \(registration.desktopFile)." : "No handler was installed.")
  }
}
