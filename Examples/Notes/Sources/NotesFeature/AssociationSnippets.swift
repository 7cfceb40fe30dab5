import ComposableLinks
import Foundation

/// The lines a developer pastes into an app so that the association files take effect, written
/// from the same routes as the files: the associated-domains entitlement, the Android intent
/// filter and `CFBundleURLTypes` (`notes associations --snippets`). Developer tooling, so it
/// lives with the tool rather than in the library an app links.
package enum AssociationSnippets {
  /// The `com.apple.developer.associated-domains` entitlement for `hosts` (`applinks:HOST`).
  package static func entitlement(hosts: [String]) -> String {
    (["<key>com.apple.developer.associated-domains</key>", "<array>"]
      + hosts.map { "  <string>applinks:\(xmlEscaped($0))</string>" } + ["</array>"])
      .joined(separator: "\n")
  }

  /// An `<intent-filter android:autoVerify="true">` for `host`'s routes: a literal route as
  /// `android:path`, one with parameters as `android:pathAdvancedPattern` (API 31), each
  /// parameter or `*` one segment (`[^/]+`), `**` anything below its prefix.
  package static func intentFilter(host: String, patterns: [RoutePattern]) -> String {
    var lines = [
      #"<intent-filter android:autoVerify="true">"#,
      #"  <action android:name="android.intent.action.VIEW" />"#,
      #"  <category android:name="android.intent.category.DEFAULT" />"#,
      #"  <category android:name="android.intent.category.BROWSABLE" />"#,
      #"  <data android:scheme="https" />"#,
      "  <data android:host=\"\(xmlEscaped(host))\" />",
    ]
    for pattern in patterns {
      // The pattern's normalized text: `/` then segments, each a literal, `:name`, `*` or `**`.
      let segments = pattern.description.split(separator: "/").map(String.init)
      if pattern.parameterNames.isEmpty, !segments.contains(where: { $0 == "*" || $0 == "**" }) {
        lines.append("  <data android:path=\"\(xmlEscaped(pattern.description))\" />")
      } else {
        let regex = segments.map { segment in
          switch segment {
          case "**": "(/.*)?"
          case "*": "/[^/]+"
          case _ where segment.hasPrefix(":"): "/[^/]+"
          default: "/" + regexEscaped(segment)
          }
        }.joined()
        lines.append("  <data android:pathAdvancedPattern=\"\(xmlEscaped(regex))\" />")
      }
    }
    lines.append("</intent-filter>")
    return lines.joined(separator: "\n")
  }

  /// `CFBundleURLTypes` for an app's custom `schemes` (Info.plist), named `name`.
  package static func bundleURLTypes(name: String, schemes: [String]) -> String {
    ([
      "<key>CFBundleURLTypes</key>", "<array>", "  <dict>", "    <key>CFBundleURLName</key>",
      "    <string>\(xmlEscaped(name))</string>", "    <key>CFBundleURLSchemes</key>", "    <array>",
    ]
      + schemes.map { "      <string>\(xmlEscaped($0))</string>" } + ["    </array>", "  </dict>", "</array>"])
      .joined(separator: "\n")
  }

  /// Example links as the commands that open them on a device (`notes associations
  /// --device-commands`), so that the links the tests check also drive simulators, emulators
  /// and UI tests elsewhere.
  package enum DeviceCommands {
    /// `xcrun simctl openurl booted '…'`: opens the link in the booted iOS simulator.
    package static func simulator(_ url: URL) -> String {
      "xcrun simctl openurl booted \(shellQuoted(url.absoluteString))"
    }

    /// `adb shell am start -W -a android.intent.action.VIEW -d '…'`: opens the link on the
    /// connected Android device or emulator and waits until it is handled. The link is quoted
    /// twice: once for the local shell, once for the device's.
    package static func android(_ url: URL, package: String? = nil) -> String {
      "adb shell am start -W -a android.intent.action.VIEW -d \(shellQuoted(shellQuoted(url.absoluteString)))"
        + (package.map { " \(shellQuoted($0))" } ?? "")
    }

    /// A Maestro flow that opens each link in turn (`openLink`) in the app `appID`.
    package static func maestroFlow(appID: String, links: [URL]) -> String {
      (["appId: \(yamlQuoted(appID))", "---"] + links.map { "- openLink: \(yamlQuoted($0.absoluteString))" })
        .joined(separator: "\n") + "\n"
    }
  }

  static func xmlEscaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

  static func regexEscaped(_ text: String) -> String {
    String(text.flatMap { ".*+?()[]{}|^$\\".contains($0) ? ["\\", $0] : [$0] })
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
