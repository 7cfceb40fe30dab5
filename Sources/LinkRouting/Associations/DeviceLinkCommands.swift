import Foundation

/// Example links as the commands that open them on a device, so that the links the tests
/// check also drive simulators, emulators and UI tests elsewhere.
public enum DeviceLinkCommands {
  /// `xcrun simctl openurl booted '…'`: opens the link in the booted iOS simulator.
  public static func simulator(_ url: URL) -> String {
    "xcrun simctl openurl booted \(shellQuoted(url.absoluteString))"
  }

  /// `adb shell am start -W -a android.intent.action.VIEW -d '…'`: opens the link on the
  /// connected Android device or emulator (and waits until it is handled). The link is quoted
  /// twice: once for the local shell, once for the device's.
  public static func android(_ url: URL, package: String? = nil) -> String {
    let inner = shellQuoted(url.absoluteString)
    return "adb shell am start -W -a android.intent.action.VIEW -d \(shellQuoted(inner))"
      + (package.map { " \(shellQuoted($0))" } ?? "")
  }

  /// A Maestro flow that opens each link in turn (`openLink`) in the app `appID`.
  public static func maestroFlow(appID: String, links: [URL]) -> String {
    (["appId: \(yamlQuoted(appID))", "---"] + links.map { "- openLink: \(yamlQuoted($0.absoluteString))" })
      .joined(separator: "\n") + "\n"
  }

  /// `text` in single quotes for a POSIX shell.
  static func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }

  /// `text` in double quotes for YAML.
  static func yamlQuoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
