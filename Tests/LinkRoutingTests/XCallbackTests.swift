import Foundation
import LinkRouting
import Testing

struct XCallbackTests {
  struct Created: Encodable, Sendable { var id: Int; var title: String }

  enum NotesError: XCallbackError {
    case notFound(Int)
    var errorCode: Int { 404 }
    var errorMessage: String {
      switch self {
      case let .notFound(id): "No note with id \(id)."
      }
    }
  }

  func router(
    policy: CallbackPolicy = .default,
    confirm: (@Sendable (RouteRequest) async -> Bool)? = nil
  ) -> LinkRouter {
    let router = LinkRouter(configuration: .init(schemes: ["notes"], callbackPolicy: policy), confirm: confirm) {
      router in
      router.route("/create") { Created(id: 7, title: "Hi & bye") }
      router.route("/missing") { () async throws -> Void in throw NotesError.notFound(3) }
      router.route("/cancel") { () async throws -> Void in throw RouteCancellation() }
      router.route("/delete", requiresConfirmation: true) {}
    }
    return router
  }

  @Test func successAppendsOutputAndKeepsTheCallbackQuery() async {
    let outcome = await router().handle(
      "notes://x-callback-url/create?x-source=Caller&x-success=caller%3A%2F%2Fdone%3Fref%3D1%23top"
    )
    #expect(outcome.callback?.absoluteString == "caller://done?ref=1&id=7&title=Hi%20%26%20bye#top")
  }

  @Test func errorCarriesTheErrorsCodeAndMessage() async {
    let outcome = await router().handle("notes:///missing?x-error=caller%3A%2F%2Ffail")
    #expect(outcome.failure?.code == 404)
    #expect(outcome.callback?.absoluteString == "caller://fail?errorCode=404&errorMessage=No%20note%20with%20id%203.")
  }

  @Test func decodingErrorsHaveCode400() async {
    struct Input: Decodable { var id: Int }
    let router = LinkRouter(scheme: "notes") { router in
      router.route("/show") { (_: Input) in }
    }
    let outcome = await router.handle("notes:///show?id=x&x-error=caller%3A%2F%2Ffail")
    #expect(outcome.failure?.code == 400)
    #expect(outcome.callback?.query?.hasPrefix("errorCode=400&errorMessage=Value%20for%20parameter%20%22id%22") == true)
  }

  @Test func cancellationOpensXCancel() async {
    let outcome = await router().handle("notes:///cancel?x-cancel=caller%3A%2F%2Fcancelled&x-success=caller%3A%2F%2Fok")
    #expect(outcome.kind == "cancelled")
    #expect(outcome.callback?.absoluteString == "caller://cancelled")
  }

  @Test func emptyCallbacksAreIgnored() async {
    let outcome = await router().handle("notes:///missing?x-error=&x-success=")
    #expect(outcome.kind == "failed")
    #expect(outcome.callback == nil)
  }

  @Test func xParametersAreNeverInput() async {
    let seen = Recorder<[String]>()
    let router = LinkRouter(scheme: "notes") { router in
      router.route("/echo") { (request: RouteRequest) in seen.append(request.queryItems.map(\.name)) }
    }
    await router.handle("notes:///echo?a=1&x-source=S&x-custom=2&b=3")
    #expect(seen.values == [["a", "b"]])
  }

  // Found while fuzzing: `hasPrefix("x-")` compares characters, and `x-` followed by a combining
  // mark starts with the character "-\u{301}", so the key slipped into the route's input.
  @Test func xParametersFollowedByACombiningMarkAreNeverInput() async {
    let seen = Recorder<[String]>()
    let router = LinkRouter(scheme: "notes") { router in
      router.route("/echo") { (request: RouteRequest) in seen.append(request.queryItems.map(\.name)) }
    }
    await router.handle("notes:///echo?a=1&x-%CC%81custom=2")
    #expect(seen.values == [["a"]])
  }

  @Test(arguments: [
    ("javascript%3Aalert(1)", CallbackPolicyError.Reason.schemeNotAllowed("javascript")),
    ("file%3A%2F%2F%2Fetc%2Fpasswd", .schemeNotAllowed("file")),
    ("DATA%3Atext%2Fhtml%2Cx", .schemeNotAllowed("data")),
    ("not-a-url", .malformed),
    // Found by the XCallback fuzzer: callbacks Foundation cannot read would be dropped unanswered.
    ("caller%3A%2F%2Fh%5Bx%2Fa", .malformed),
    ("%20javascript%3Aalert(1)", .malformed),
  ])
  func hostileCallbacksAreRefusedAndNothingRuns(callback: String, reason: CallbackPolicyError.Reason) async {
    let runs = Recorder<Int>()
    let router = LinkRouter(scheme: "notes") { router in
      router.route("/create") { runs.append(1) }
    }
    let outcome = await router.handle("notes:///create?x-success=\(callback)")
    #expect(outcome.refusal?.reason == reason)
    #expect(outcome.refusal?.parameter == "x-success")
    #expect(runs.values.isEmpty)
  }

  @Test func allowListsOfSchemesAndHosts() async {
    let policy = CallbackPolicy(allowedSchemes: ["caller", "https"], allowedHosts: ["trusted.example"])
    let router = router(policy: policy)
    #expect(await router.handle("notes:///create?x-success=caller%3A%2F%2Fok").kind == "handled")
    #expect(await router.handle("notes:///create?x-success=https%3A%2F%2Ftrusted.example%2Fok").kind == "handled")
    #expect(
      await router.handle("notes:///create?x-success=https%3A%2F%2Fevil.example%2F").refusal?.reason
        == .hostNotAllowed("evil.example"))
    #expect(await router.handle("notes:///create?x-error=other%3A%2F%2F").refusal?.reason == .schemeNotAllowed("other"))
  }

  // Found by the XCallback fuzzer: on Linux, `URL(string:)` re-encodes a whole string that holds
  // one character it does not accept, so `%20` in the callback's own query became `%2520` and so
  // did every escape of the appended answer.
  @Test func strayCharactersInACallbackDoNotGarbleItsEscapes() async {
    let callback = "caller://done?q=a%20b c|d&bad=%zz#frag#more"
    let encoded = callback.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
    let success = await router().handle("notes:///create?x-success=\(encoded)")
    #expect(
      success.callback?.absoluteString
        == "caller://done?q=a%20b%20c%7Cd&bad=%25zz&id=7&title=Hi%20%26%20bye#frag%23more"
    )
    let failure = await router().handle("notes:///missing?x-error=\(encoded)")
    #expect(
      failure.callback?.absoluteString
        == "caller://done?q=a%20b%20c%7Cd&bad=%25zz&errorCode=404&errorMessage=No%20note%20with%20id%203.#frag%23more"
    )
    let cancel = await router().handle("notes:///cancel?x-cancel=\(encoded)")
    #expect(cancel.callback?.absoluteString == "caller://done?q=a%20b%20c%7Cd&bad=%25zz#frag%23more")
  }

  // Found by the XCallback fuzzer: a callback query ending in `?` got no `&`, so the answer's
  // first item ran into the callback's last value.
  @Test func answerItemsAreSeparatedFromACallbackQueryEndingInAQuestionMark() {
    let callbacks = XCallbackParameters(success: "caller://done?", error: "caller://done?ref=7?")
    #expect(callbacks.successURL(output: [("id", "1")])?.absoluteString == "caller://done?id=1")
    #expect(
      callbacks.errorURL(code: 400, message: "Bad")?.absoluteString
        == "caller://done?ref=7?&errorCode=400&errorMessage=Bad"
    )
  }

  // `successURL(output:encoder:)` encodes straight into the callback's bytes; it must print
  // what the pairs path prints, for every shape of callback.
  @Test(arguments: [
    "caller://done", "caller://done?", "caller://done?ref=7", "caller://done?ref=7&", "caller://done?ref=7?",
    "caller://done#frag", "caller://done?ref=7#frag", "caller://done?q=a b|c&bad=%zz#frag#more",
  ])
  func anEncodedOutputIsAppendedAsItsPairsAre(callback: String) throws {
    struct Output: Encodable {
      var id = 42
      var title: String? = "Hi & bye / ü"
      var tags = ["a", "b c"]
      var note: String?
    }
    let callbacks = XCallbackParameters(success: callback)
    let pairs = try URLQueryEncoder().encodePairs(Output())
    let encoded = try #require(try callbacks.successURL(output: Output()))
    #expect(encoded == callbacks.successURL(output: pairs))
    // An output that writes nothing leaves the callback as it was: no separator is added.
    let empty = try callbacks.successURL(output: Output(title: nil, tags: []))
    #expect(empty?.absoluteString == callbacks.successURL(output: [("id", "42")])?.absoluteString)
    #expect(try callbacks.successURL(output: [String: String]()) == callbacks.successURL())
  }

  @Test func aLongEncodedOutputGrowsTheCallbackBuffer() throws {
    struct Output: Encodable { var text: String }
    let text = String(repeating: "é&", count: 2_000)
    let callbacks = XCallbackParameters(success: "caller://done?ref=7#end")
    let url = try #require(try callbacks.successURL(output: Output(text: text)))
    #expect(url == callbacks.successURL(output: [("text", text)]))
    #expect(url.absoluteString.hasSuffix("#end"))
  }

  // Integers are written into a callback as digits, without a string made first: every width,
  // sign and bound must read as `String(value)` does, and as the pairs path writes them.
  @Test func integersAreWrittenIntoACallbackAsTheirDecimalText() throws {
    struct Integers: Encodable {
      var int = Int.min
      var int8 = Int8.min
      var int16 = Int16.max
      var int32 = Int32(-7)
      var int64 = Int64.max
      var uint = UInt.max
      var uint8 = UInt8(0)
      var uint16 = UInt16(10)
      var uint32 = UInt32.max
      var uint64 = UInt64(1_000_000_000_000_000_000)
      var zero = 0
      var nested = Nested()
      struct Nested: Encodable { var depth = -42 }
    }
    let callbacks = XCallbackParameters(success: "caller://done?ref=7")
    let url = try #require(try callbacks.successURL(output: Integers()))
    #expect(
      url.absoluteString
        == "caller://done?ref=7&int=-9223372036854775808&int8=-128&int16=32767&int32=-7"
        + "&int64=9223372036854775807&uint=18446744073709551615&uint8=0&uint16=10&uint32=4294967295"
        + "&uint64=1000000000000000000&zero=0&nested.depth=-42"
    )
    #expect(url == callbacks.successURL(output: try URLQueryEncoder().encodePairs(Integers())))
  }

  // An output may keep the encoder it was given (a bad idea, but legal): writing through it
  // after the callback was made must neither touch memory gone by then nor change the URL.
  @Test func anEncoderKeptPastItsOutputWritesNowhere() throws {
    final class Kept: @unchecked Sendable {
      var encoder: (any Encoder)?
    }
    struct Sneaky: Encodable {
      let kept: Kept
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode("1", forKey: .id)
        kept.encoder = encoder
      }
      enum Key: CodingKey { case id, late }
    }
    let kept = Kept()
    let callbacks = XCallbackParameters(success: "caller://done")
    let url = try callbacks.successURL(output: Sneaky(kept: kept))
    #expect(url?.absoluteString == "caller://done?id=1")
    var late = try #require(kept.encoder).container(keyedBy: Sneaky.Key.self)
    try late.encode(String(repeating: "x", count: 5_000), forKey: .late)
    try late.encode(42, forKey: .late)
    #expect(url?.absoluteString == "caller://done?id=1")
  }

  @Test func aScalarOutputIsRefusedWhenEncodedIntoACallback() {
    let callbacks = XCallbackParameters(success: "caller://done")
    #expect(throws: URLQueryEncodingError.topLevelNotKeyed) { try callbacks.successURL(output: 42) }
  }

  @Test func repeatedCallbackIsRefused() async {
    let outcome = await router().handle("notes:///create?x-success=a%3A%2F%2F1&x-success=b%3A%2F%2F2")
    #expect(outcome.refusal?.reason == .repeated)
  }

  @Test func confirmationSeesTheRequestAndDeclineCancels() async {
    let asked = Recorder<String>()
    let declining = router { request in
      asked.append(request.xCallback.source ?? "")
      return false
    }
    let declined = await declining.handle("notes:///delete?x-source=Shortcuts&x-cancel=caller%3A%2F%2Fno")
    #expect(declined.kind == "cancelled")
    #expect(declined.callback?.absoluteString == "caller://no")
    #expect(asked.values == ["Shortcuts"])

    let accepting = router { _ in true }
    #expect(await accepting.handle("notes:///delete").kind == "handled")

    // Without a confirmation hook, routes that need one are declined.
    #expect(await router().handle("notes:///delete").kind == "cancelled")
  }

  @Test func openCallbackOpensTheCallback() async {
    let opened = Recorder<URL>()
    let router = LinkRouter(configuration: .init(schemes: ["notes"]), openCallback: { opened.append($0) }) { router in
      router.route("/ping") {}
    }
    await router.handle("notes:///ping?x-success=caller%3A%2F%2Fpong")
    await router.handle("notes:///ping")
    #expect(opened.values == [URL(string: "caller://pong")!])
  }
}
