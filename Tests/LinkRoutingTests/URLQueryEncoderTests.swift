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
    #expect(throws: URLQueryEncoder.Failure.nestedValueInRepeatedArray(parameter: "notes")) {
      try URLQueryEncoder().encode(Input(notes: [Note(title: "x")]))
    }
  }

  @Test func topLevelScalarIsAnError() {
    #expect(throws: URLQueryEncoder.Failure.topLevelNotKeyed) {
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
}
