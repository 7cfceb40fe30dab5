/// The lines a developer pastes into an app so that the association files take effect: the
/// associated-domains entitlement, the Android intent filter, and `CFBundleURLTypes` for the
/// custom schemes. Written from the same routes as the files.
public enum AssociationSnippets {
  /// The `com.apple.developer.associated-domains` entitlement for `hosts` (`applinks:HOST`).
  public static func entitlement(hosts: [String]) -> String {
    (["<key>com.apple.developer.associated-domains</key>", "<array>"]
      + hosts.map { "  <string>applinks:\(xmlEscaped($0))</string>" } + ["</array>"])
      .joined(separator: "\n")
  }

  /// An `<intent-filter android:autoVerify="true">` for `host`'s routes: a literal route as
  /// `android:path`, one with parameters as `android:pathAdvancedPattern` (API 31), each
  /// parameter one segment (`[^/]+`), `**` anything below its prefix.
  public static func intentFilter(host: String, patterns: [RoutePattern]) -> String {
    var lines = [
      #"<intent-filter android:autoVerify="true">"#,
      #"  <action android:name="android.intent.action.VIEW" />"#,
      #"  <category android:name="android.intent.category.DEFAULT" />"#,
      #"  <category android:name="android.intent.category.BROWSABLE" />"#,
      #"  <data android:scheme="https" />"#,
      "  <data android:host=\"\(xmlEscaped(host))\" />",
    ]
    for pattern in patterns {
      let literal = pattern.segments.allSatisfy { if case .literal = $0 { true } else { false } }
      if literal {
        lines.append("  <data android:path=\"\(xmlEscaped(pattern.description))\" />")
      } else {
        let regex = pattern.segments.map { segment -> String in
          switch segment {
          case let .literal(text): "/" + regexEscaped(text)
          case .parameter, .wildcard: "/[^/]+"
          case .rest: "(/.*)?"
          }
        }.joined()
        lines.append("  <data android:pathAdvancedPattern=\"\(xmlEscaped(regex))\" />")
      }
    }
    lines.append("</intent-filter>")
    return lines.joined(separator: "\n")
  }

  /// `CFBundleURLTypes` for an app's custom `schemes` (Info.plist), named `name`.
  public static func bundleURLTypes(name: String, schemes: [String]) -> String {
    ([
      "<key>CFBundleURLTypes</key>", "<array>", "  <dict>", "    <key>CFBundleURLName</key>",
      "    <string>\(xmlEscaped(name))</string>", "    <key>CFBundleURLSchemes</key>", "    <array>",
    ]
      + schemes.map { "      <string>\(xmlEscaped($0))</string>" } + ["    </array>", "  </dict>", "</array>"])
      .joined(separator: "\n")
  }

  static func xmlEscaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

  static func regexEscaped(_ text: String) -> String {
    String(text.flatMap { ".*+?()[]{}|^$\\".contains($0) ? ["\\", $0] : [$0] })
  }
}
