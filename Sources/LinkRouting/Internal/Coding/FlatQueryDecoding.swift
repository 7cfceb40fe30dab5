/// The decoder a whole flat query (plain keys only, the usual deep link) is read through.
///
/// It does what ``QueryDecoding`` does for such a query, but holds only the items and the scope:
/// small enough for the `any Decoder` a type's `init(from:)` receives to keep it inline, where
/// ``QueryDecoding`` (with its value, path and key) is boxed on the heap for every top-level
/// value decoded.
struct FlatQueryDecoding: Decoder {
  let items: [QueryPart]
  let scope: DecodingScope
  var codingPath: [any CodingKey] { scope.codingPath }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  private var general: QueryDecoding { QueryDecoding(value: .flat(items), scope: scope) }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(KeyedDecoding(value: .flat(items), scope: scope))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try general.unkeyedContainer()
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    try general.singleValueContainer()
  }
}
