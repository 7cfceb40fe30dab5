import Foundation

extension JSONEncoder {
  /// How every `--json` output of `notes` is written: indented, keys sorted (stable output),
  /// slashes and URLs unescaped, dates in ISO 8601.
  package static func notesOutput() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }
}
