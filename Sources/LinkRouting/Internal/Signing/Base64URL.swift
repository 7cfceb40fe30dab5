import Foundation

/// Base64url without padding (RFC 4648 §5), as signed links carry keys and signatures.
package enum Base64URL {
  /// The text of `bytes`.
  package static func encode(_ bytes: some Sequence<UInt8>) -> String {
    Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-")
      .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
  }

  /// The bytes of `text`; nil when it is not base64url, or not the one way to write its
  /// bytes (padding, or unused bits that are not zero): one value, one text.
  package static func decode(_ text: String) -> [UInt8]? {
    guard !text.contains("="), !text.contains("+"), !text.contains("/") else { return nil }
    var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    standard += String(repeating: "=", count: (4 - standard.utf8.count % 4) % 4)
    guard let bytes = Data(base64Encoded: standard).map(Array.init), encode(bytes) == text else { return nil }
    return bytes
  }
}
