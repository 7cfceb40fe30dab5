import DesktopLinks
import Foundation

/// The notes app on the Linux desktop: its application id, its `notes://` scheme and the
/// command links start (`notes open <url>`), registered and checked with DesktopLinks.
public enum HandlerRegistration {
  /// The application id, and so the desktop entry's name (`dev.composablelinks.Notes.desktop`).
  public static let applicationID = "dev.composablelinks.Notes"

  /// The app for the binary at `executable`. Not `DBusActivatable`: the binary answers one
  /// link per process (`notes open`); a running app that owns its id on the bus is what makes
  /// D-Bus activation worth having.
  public static func app(executable: String) throws(DesktopLinksError) -> DesktopApp {
    try DesktopApp(
      applicationID: applicationID, name: "Notes", schemes: ["notes"], executable: executable,
      arguments: ["open"]
    )
  }

  /// The registration of the binary at `executable` in `environment`.
  public static func registration(
    executable: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(DesktopLinksError) -> LinkRegistration {
    LinkRegistration(app: try app(executable: executable), system: .live(environment: environment))
  }

  /// The doctor of the binary at `executable` in `environment`.
  public static func doctor(
    executable: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(DesktopLinksError) -> LinkDoctor {
    LinkDoctor(app: try app(executable: executable), system: .live(environment: environment))
  }

  /// The running binary's absolute path.
  public static func currentExecutable() -> String {
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      return path
    }
    return URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
  }
}
