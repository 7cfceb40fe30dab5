import Foundation
import LinkRouting
import Testing

struct URLQueryDecoderTests {
  let decoder = URLQueryDecoder()

  struct Scalars: Decodable, Equatable {
    var text: String
    var int: Int
    var int8: Int8
    var uint64: UInt64
    var double: Double
    var float: Float
    var flag: Bool
  }

  @Test func scalars() throws {
    let value = try decoder.decode(
      Scalars.self,
      from: "text=hello%20world&int=-42&int8=7&uint64=18446744073709551615&double=2.5&float=0.25&flag=yes"
    )
    #expect(
      value
        == Scalars(
          text: "hello world", int: -42, int8: 7, uint64: .max, double: 2.5, float: 0.25, flag: true
        )
    )
  }

  @Test(arguments: [
    ("true", true), ("TRUE", true), ("1", true), ("yes", true), ("Yes", true),
    ("false", false), ("0", false), ("no", false), ("NO", false),
  ])
  func booleans(text: String, expected: Bool) throws {
    struct Input: Decodable { var flag: Bool }
    #expect(try decoder.decode(Input.self, from: "flag=\(text)").flag == expected)
  }

  // A URL value with a stray space keeps its own escapes (Foundation on Linux would turn `%20`
  // into `%2520` while repairing the space).
  @Test func urlValuesKeepTheirEscapes() throws {
    struct Input: Decodable { var link: URL }
    let input = try decoder.decode(Input.self, from: "link=https%3A%2F%2Fa.test%2Fx%2520y%20z")
    #expect(input.link.absoluteString == "https://a.test/x%20y%20z")
  }

  @Test func foundationTypes() throws {
    struct Input: Decodable, Equatable {
      var url: URL
      var id: UUID
      var date: Date
      var amount: Decimal
      var data: Data
    }
    let value = try decoder.decode(
      Input.self,
      from: "url=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1&id=E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        + "&date=2026-11-22T13%3A10%3A00Z&amount=12.50&data=aGk%3D"
    )
    #expect(value.url == URL(string: "https://example.com/a?b=1"))
    #expect(value.id == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
    #expect(value.date == Date(timeIntervalSince1970: 1_795_353_000))
    #expect(value.amount == Decimal(string: "12.5"))
    #expect(value.data == Data("hi".utf8))
  }

  @Test func dateStrategies() throws {
    struct Input: Decodable { var at: Date }
    var decoder = URLQueryDecoder(dateDecodingStrategy: .secondsSince1970)
    #expect(try decoder.decode(Input.self, from: "at=60").at == Date(timeIntervalSince1970: 60))
    decoder.dateDecodingStrategy = .millisecondsSince1970
    #expect(try decoder.decode(Input.self, from: "at=60000").at == Date(timeIntervalSince1970: 60))
    decoder.dateDecodingStrategy = .iso8601
    #expect(
      try decoder.decode(Input.self, from: "at=2026-11-22T13:10:00.500Z").at
        == Date(timeIntervalSince1970: 1_795_353_000.5)
    )
    decoder.dateDecodingStrategy = .custom { _ in Date(timeIntervalSince1970: 1) }
    #expect(try decoder.decode(Input.self, from: "at=whenever").at == Date(timeIntervalSince1970: 1))
  }

  @Test func rawRepresentableEnum() throws {
    enum Sort: String, Decodable { case newest, oldest }
    struct Input: Decodable { var sort: Sort }
    #expect(try decoder.decode(Input.self, from: "sort=oldest").sort == .oldest)
    #expect {
      try decoder.decode(Input.self, from: "sort=sideways")
    } throws: { error in
      guard case let .invalidValue(parameter, _) = error as? URLQueryDecodingError else { return false }
      return parameter == "sort"
    }
  }

  @Test func optionals() throws {
    struct Input: Decodable, Equatable {
      var title: String?
      var limit: Int?
      var tags: [String]?
    }
    #expect(try decoder.decode(Input.self, from: "") == Input())
    // An empty value is nil for non-strings, "" for strings.
    #expect(try decoder.decode(Input.self, from: "title=&limit=") == Input(title: "", limit: nil))
    #expect(try decoder.decode(Input.self, from: "limit=3") == Input(limit: 3))
    #expect(try decoder.decode(Input.self, from: "tags=") == Input(tags: [""]))
  }

  @Test func arraysFromRepeatedKeys() throws {
    struct Input: Decodable { var ids: [Int] }
    #expect(try decoder.decode(Input.self, from: "ids=3&ids=1&ids=2").ids == [3, 1, 2])
    #expect(try decoder.decode(Input.self, from: "ids=9").ids == [9])
  }

  @Test func arraysFromBracketsAndIndexes() throws {
    struct Input: Decodable { var ids: [Int] }
    let decoder = URLQueryDecoder(arrayKeys: [.brackets, .indexed])
    #expect(try decoder.decode(Input.self, from: "ids[]=1&ids[]=2").ids == [1, 2])
    #expect(try decoder.decode(Input.self, from: "ids[1]=2&ids[0]=1").ids == [1, 2])
    #expect(try decoder.decode(Input.self, from: "ids.1=20&ids.0=10").ids == [10, 20])
    // Without the option, bracketed keys are taken literally: `ids` itself is absent.
    #expect(try URLQueryDecoder().decode(Input.self, from: "ids[]=1").ids == [])
  }

  // Found by the QueryRoundTrip fuzzer: an empty array encodes as nothing, so a missing array
  // must decode as empty, or encoding then decoding is not the identity.
  @Test func missingArrayIsEmptyAndMissingOptionalArrayIsNil() throws {
    struct Input: Codable, Equatable {
      var tags: [String]
      var scores: [Int]?
    }
    #expect(try decoder.decode(Input.self, from: "") == Input(tags: [], scores: nil))
    let empty = Input(tags: [], scores: nil)
    #expect(try decoder.decode(Input.self, from: URLQueryEncoder().encodedQuery(empty)) == empty)
  }

  // A combining mark after a delimiter does not hide it: keys split by Unicode scalars.
  @Test func keyDelimitersFollowedByCombiningMarks() throws {
    struct Input: Decodable, Equatable { var a: [String: String] }
    let input = try decoder.decode(Input.self, from: "a.%CC%81x=1")
    #expect(input.a == ["\u{301}x": "1"])
  }

  @Test func nestedTypes() throws {
    struct Note: Decodable, Equatable {
      var title: String
      var body: String?
    }
    struct Input: Decodable, Equatable {
      var note: Note
      var items: [Note]
    }
    let decoder = URLQueryDecoder(arrayKeys: .indexed)
    let value = try decoder.decode(
      Input.self, from: "note.title=A&note[body]=B&items[0].title=x&items[1][title]=y"
    )
    #expect(value == Input(note: Note(title: "A", body: "B"), items: [Note(title: "x"), Note(title: "y")]))
  }

  @Test func errorsNameTheParameterByItsFullPath() {
    struct Note: Decodable { var title: String }
    struct Input: Decodable {
      var note: Note
      var count: Int
    }
    #expect {
      try decoder.decode(Input.self, from: "count=1&note.body=x")
    } throws: { error in
      (error as? URLQueryDecodingError)?.description == "Required parameter \"note.title\" not found."
    }
    #expect {
      try decoder.decode(Input.self, from: "count=many&note.title=x")
    } throws: { error in
      (error as? URLQueryDecodingError)?.description.hasPrefix(
        "Value for parameter \"count\" has incorrect type.") == true
    }
  }

  @Test func scalarGivenTwiceIsAnErrorNotACrash() {
    struct Input: Decodable { var count: Int }
    #expect(throws: URLQueryDecodingError.repeatedParameter("count", count: 2)) {
      try decoder.decode(Input.self, from: "count=1&count=2")
    }
  }

  @Test func percentDecodingHappensExactlyOnce() throws {
    struct Input: Decodable { var value: String }
    #expect(try decoder.decode(Input.self, from: "value=%2520").value == "%20")
    #expect(try decoder.decode(Input.self, from: "value=100%25").value == "100%")
    #expect(try decoder.decode(Input.self, from: "value=caf%C3%A9%20%F0%9F%98%80").value == "café 😀")
  }

  /// A NUL is refused, named, wherever it is: a store that cuts text at it would keep another
  /// value than the one sent (or signed).
  @Test(arguments: ["value=a%00b", "value=%00", "va%00lue=1"])
  func aNULIsATypedRefusal(query: String) {
    struct Input: Decodable { var value: String }
    #expect {
      try decoder.decode(Input.self, from: query)
    } throws: { error in
      guard case let .invalidValue(_, reason) = error as? URLQueryDecodingError else { return false }
      return reason.contains("NUL")
    }
  }

  /// The writer refuses what the reader would: a link is never printed that its reader refuses.
  @Test func aNULIsNotWrittenEither() {
    struct Output: Encodable { var title: String }
    #expect(throws: URLQueryEncodingError.nulCharacter(parameter: "title")) {
      try URLQueryEncoder().encodedQuery(Output(title: "a\0b"))
    }
    #expect(throws: URLQueryDecodingError.self) { try decoder.decode([String: String].self, from: "title=a\0b") }
  }

  @Test func plusIsLiteralByDefaultAndSpaceOnRequest() throws {
    struct Input: Decodable { var value: String }
    #expect(try decoder.decode(Input.self, from: "value=a+b").value == "a+b")
    #expect(try URLQueryDecoder(plusIsSpace: true).decode(Input.self, from: "value=a+b").value == "a b")
    #expect(try URLQueryDecoder(plusIsSpace: true).decode(Input.self, from: "value=a%2Bb").value == "a+b")
  }

  @Test(arguments: ["value=%", "value=%4", "value=%zz", "value=%C3%28", "va%lue=1"])
  func malformedPercentEncodingIsATypedError(query: String) {
    struct Input: Decodable { var value: String }
    #expect {
      try decoder.decode(Input.self, from: query)
    } throws: { error in
      guard case .malformedPercentEncoding = error as? URLQueryDecodingError else { return false }
      return true
    }
  }

  @Test func typeMismatches() {
    struct Input: Decodable {
      var small: UInt8
    }
    #expect(
      throws: URLQueryDecodingError.typeMismatch(parameter: "small", expected: "an integer (UInt8)", value: "300")
    ) {
      try decoder.decode(Input.self, from: "small=300")
    }
    struct Other: Decodable { var id: UUID }
    #expect(throws: URLQueryDecodingError.typeMismatch(parameter: "id", expected: "a UUID", value: "nope")) {
      try decoder.decode(Other.self, from: "id=nope")
    }
    struct Amount: Decodable { var amount: Decimal }
    #expect(
      throws: URLQueryDecodingError.typeMismatch(parameter: "amount", expected: "a decimal number", value: "1.5abc")
    ) {
      try decoder.decode(Amount.self, from: "amount=1.5abc")
    }
  }

  @Test func limits() {
    struct Input: Decodable { var a: Int? }
    let decoder = URLQueryDecoder(limits: URLLimits(maxURLLength: 64, maxQueryItems: 3, maxNestingDepth: 2))
    #expect(throws: URLQueryDecodingError.tooManyItems(limit: 3)) {
      try decoder.decode(Input.self, from: "a=1&b=2&c=3&d=4")
    }
    #expect(throws: URLQueryDecodingError.nestedTooDeeply(parameter: "a.b.c", limit: 2)) {
      try decoder.decode(Input.self, from: "a.b.c=1")
    }
    #expect(throws: URLQueryDecodingError.tooLong(limit: 64)) {
      try decoder.decode(Input.self, from: String(repeating: "x", count: 65))
    }
  }

  @Test func queryItemsAndURLs() throws {
    struct Input: Decodable, Equatable { var q: String; var n: Int }
    #expect(
      try decoder.decode(
        Input.self, from: [URLQueryItem(name: "q", value: "a b"), URLQueryItem(name: "n", value: "2")])
        == Input(q: "a b", n: 2)
    )
    #expect(
      try decoder.decode(Input.self, from: URL(string: "app:///search?q=x%26y&n=1#frag")!)
        == Input(q: "x&y", n: 1)
    )
  }
}
