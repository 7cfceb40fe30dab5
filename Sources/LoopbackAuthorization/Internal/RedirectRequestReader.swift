#if LoopbackAuthorization
  import LinkRouting

  /// Decides what the loopback listener answers to one HTTP request, from its method and
  /// request target alone: pure, so that it is tested and fuzzed without a socket. The HTTP
  /// parsing itself is swift-nio's.
  package enum RedirectRequestReader {
    /// What to do with a request.
    package enum Decision: Equatable, Sendable {
      /// The authorization server's redirect: its query items (`code` and `state`, or `error`).
      /// Ends the wait.
      case answer([QueryItem])
      /// Another path: 404, the wait goes on.
      case notFound
      /// The registered path, but not an answer this call can take (no or another `state`,
      /// neither `code` nor `error`, a parameter given twice, not a GET): 400, the wait goes on.
      case badRequest(String)

      /// The HTTP status the listener answers with: 200, 404 or 400. The live listener and the
      /// in-memory one (``LoopbackListener/deliver(_:method:)``) both read it here.
      package var status: Int {
        switch self {
        case .answer: 200
        case .notFound: 404
        case .badRequest: 400
        }
      }
    }

    /// One query item, percent-decoded.
    package struct QueryItem: Equatable, Sendable {
      package let name: String
      package let value: String

      package init(name: String, value: String) {
        self.name = name
        self.value = value
      }
    }

    /// The longest request target read: far more than any authorization response needs.
    package static let maximumTargetLength = 8 * 1024

    /// What to answer to `method target`, when the call waits on `path` with `state`.
    package static func decide(method: String, target: String, path: String, state: String) -> Decision {
      guard target.utf8.count <= maximumTargetLength else { return .badRequest("request target too long") }
      guard target.utf8.first == UInt8(ascii: "/") else { return .notFound }
      let question = target.firstIndex(of: "?")
      // A fragment never reaches a server; a `#` in the target is not an answer.
      guard !target.contains("#") else { return .badRequest("a fragment in the request target") }
      guard target[..<(question ?? target.endIndex)] == path else { return .notFound }
      guard method == "GET" else { return .badRequest("method \(method), not GET") }
      let query = question.map { target[target.index(after: $0)...] } ?? ""
      var items: [QueryItem] = []
      for pair in query.split(separator: "&", omittingEmptySubsequences: true) {
        let equals = pair.firstIndex(of: "=")
        guard let name = decode(pair[..<(equals ?? pair.endIndex)]),
          let value = decode(equals.map { pair[pair.index(after: $0)...] } ?? "")
        else { return .badRequest("a parameter that is not percent-encoded UTF-8") }
        items.append(QueryItem(name: name, value: value))
      }
      // One of each, so that no two readers of the answer can disagree about it.
      for name in ["state", "code", "error"] where items.filter({ $0.name == name }).count > 1 {
        return .badRequest("\(name) given more than once")
      }
      guard let received = items.first(where: { $0.name == "state" })?.value else { return .badRequest("no state") }
      guard ConstantTime.equals(received, state) else { return .badRequest("another call's state") }
      guard items.contains(where: { $0.name == "code" || $0.name == "error" }) else {
        return .badRequest("neither code nor error")
      }
      return .answer(items)
    }

    /// `text` with `+` as a space and `%XX` escapes decoded, if they make UTF-8.
    private static func decode(_ text: Substring) -> String? {
      var bytes: [UInt8] = []
      bytes.reserveCapacity(text.utf8.count)
      var iterator = text.utf8.makeIterator()
      while let byte = iterator.next() {
        switch byte {
        case UInt8(ascii: "+"): bytes.append(UInt8(ascii: " "))
        case UInt8(ascii: "%"):
          guard let high = iterator.next().flatMap(hex), let low = iterator.next().flatMap(hex) else { return nil }
          bytes.append(high << 4 | low)
        default: bytes.append(byte)
        }
      }
      // Invalid UTF-8 decodes with replacement characters: refused, rather than read as another value.
      let string = String(decoding: bytes, as: UTF8.self)
      return Array(string.utf8) == bytes ? string : nil
    }

    private static func hex(_ byte: UInt8) -> UInt8? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
      default: nil
      }
    }
  }
#endif
