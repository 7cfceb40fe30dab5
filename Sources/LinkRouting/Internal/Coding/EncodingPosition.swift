import Foundation

/// Where a nested value is written: its parent's coding path and its own key.
///
/// A class so that ``QueryEncoding``, which the standard library copies for every field it
/// writes, holds one reference instead of a path and an existential key, and stays small
/// enough to sit inline in the `any Encoder` a value's `encode(to:)` receives.
final class EncodingPosition {
  let parentPath: [any CodingKey]
  let key: any CodingKey

  init(parentPath: [any CodingKey], key: any CodingKey) {
    self.parentPath = parentPath
    self.key = key
  }
}
