import Foundation
import LinkRouting
import Testing

struct URLQueryEncoderTests {
  struct Note: Codable, Equatable {
    var title: String
    var body: String?
  }

  struct Output: Codable, Equatable {
    var id: Int
    var title: String
    var tags: [String]
    var note: Note
    var archived: Bool
    var score: Double?
  }

  @Test func encodesInDeclarationOrder() throws {
    let output = Output(
      id: 7, title: "Hi there & more", tags: ["a", "b"], note: Note(title: "n"), archived: false
    )
    let query = try URLQueryEncoder().encodedQuery(output)
    #expect(query == "id=7&title=Hi%20there%20%26%20more&tags=a&tags=b&note.title=n&archived=false")
    // The same value always gives the same query.
    for _ in 0..<20 { #expect(try URLQueryEncoder().encodedQuery(output) == query) }
  }

  @Test func arraySpellings() throws {
    struct Input: Codable { var ids: [Int] }
    #expect(try URLQueryEncoder(arrayKeys: .brackets).encodedQuery(Input(ids: [1, 2])) == "ids%5B%5D=1&ids%5B%5D=2")
    #expect(try URLQueryEncoder(arrayKeys: .indexed).encode(Input(ids: [1, 2])).map(\.name) == ["ids[0]", "ids[1]"])
  }

  @Test func nestedValuesInRepeatedArraysAreAnError() {
    struct Input: Codable { var notes: [Note] }
    #expect(throws: URLQueryEncodingError.nestedValueInRepeatedArray(parameter: "notes")) {
      try URLQueryEncoder().encode(Input(notes: [Note(title: "x")]))
    }
  }

  @Test func topLevelScalarIsAnError() {
    #expect(throws: URLQueryEncodingError.topLevelNotKeyed) {
      try URLQueryEncoder().encode(42)
    }
  }

  @Test func roundTripsThroughTheDecoder() throws {
    let output = Output(
      id: -1, title: "a+b=c&d%e/f?g#h é 😀", tags: [], note: Note(title: "t", body: "b"),
      archived: true, score: 0.5
    )
    let query = try URLQueryEncoder().encodedQuery(output)
    struct Decoded: Decodable, Equatable {
      var id: Int
      var title: String
      var tags: [String]?
      var note: Note
      var archived: Bool
      var score: Double?
    }
    let decoded = try URLQueryDecoder().decode(Decoded.self, from: query)
    #expect(decoded == Decoded(id: -1, title: output.title, tags: nil, note: output.note, archived: true, score: 0.5))
  }

  @Test func foundationTypes() throws {
    struct Input: Codable, Equatable {
      var url: URL
      var id: UUID
      var date: Date
      var data: Data
      var amount: Decimal
    }
    let input = Input(
      url: URL(string: "https://example.com/?a=1")!, id: UUID(), date: Date(timeIntervalSince1970: 1_795_353_000),
      data: Data([0, 1, 2, 255]), amount: Decimal(string: "12.5")!
    )
    let query = try URLQueryEncoder().encodedQuery(input)
    #expect(try URLQueryDecoder().decode(Input.self, from: query) == input)
  }

  /// Every type written as one query value reads as its text through each kind of container:
  /// a field, an array element, and a single-value container (the generic path, where the
  /// encoder recognizes these types by their metatype).
  @Test func queryScalarTypesAreRecognized() throws {
    struct Single<T: Encodable>: Encodable {
      var value: T
      func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
      }
    }
    struct Fields<T: Encodable>: Encodable {
      var field: T
      var list: [T]
      var single: Single<T>
    }
    func text<T: Encodable>(_ value: T) throws -> String {
      try URLQueryEncoder().encodedQuery(Fields(field: value, list: [value], single: Single(value: value)))
    }
    func expect<T: Encodable>(_ value: T, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    {
      #expect(
        try text(value) == "field=\(expected)&list=\(expected)&single=\(expected)", sourceLocation: sourceLocation)
    }
    try expect("a b", "a%20b")
    try expect(true, "true")
    try expect(-1 as Int, "-1")
    try expect(-8 as Int8, "-8")
    try expect(-16 as Int16, "-16")
    try expect(-32 as Int32, "-32")
    try expect(-64 as Int64, "-64")
    try expect(1 as UInt, "1")
    try expect(8 as UInt8, "8")
    try expect(16 as UInt16, "16")
    try expect(32 as UInt32, "32")
    try expect(64 as UInt64, "64")
    try expect(0.5 as Double, "0.5")
    try expect(0.25 as Float, "0.25")
    try expect(Decimal(string: "12.5")!, "12.5")
    try expect(URL(string: "https://example.com/a")!, "https%3A%2F%2Fexample.com%2Fa")
    let id = UUID()
    try expect(id, id.uuidString)
    try expect(Data([0, 1, 255]), "AAH%2F")
    try expect(Date(timeIntervalSince1970: 0), "1970-01-01T00%3A00%3A00Z")
  }
}
