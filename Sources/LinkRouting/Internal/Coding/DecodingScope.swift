/// A place in the value being decoded: the decoder's settings and the coding path there.
///
/// A class because the standard library copies a keyed container for every field it reads:
/// a container holding one reference costs one retain per copy, where the settings and the
/// path held by value would cost several. Immutable (`let`s only), so it is safe to share
/// between threads; `@unchecked` only because `any CodingKey` is not declared `Sendable`.
final class DecodingScope: @unchecked Sendable {
  let options: URLQueryDecoder
  let codingPath: [any CodingKey]

  init(options: URLQueryDecoder, codingPath: [any CodingKey] = []) {
    self.options = options
    self.codingPath = codingPath
  }

  /// The scope one key further down.
  func appending(_ key: any CodingKey) -> DecodingScope {
    DecodingScope(options: options, codingPath: codingPath + [key])
  }
}
