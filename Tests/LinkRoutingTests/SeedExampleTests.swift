import Foundation
import LinkRouting
import Testing

// URLSchemeRouter's README example, written against LinkRouter. Each route is the seed's; the
// assertions check what the README promises.
struct SeedExampleTests {
  struct Note: Codable, Equatable, Sendable {
    let title: String
    let body: String?
  }

  struct FetchParameters: Encodable, Sendable {
    let urls: [String]
  }

  @Test func searchWithoutInput() async {
    let searches = Recorder<String>()
    let router = LinkRouter(scheme: "notesapp") { router in
      router.route("/search") {
        searches.append("Navigate to search view")
      }
    }
    #expect(await router.handle(URL(string: "notesapp:///search")!).kind == "handled")
    // The host is ignored: the x-callback-url form is the same route.
    #expect(await router.handle(URL(string: "notesapp://x-callback-url/search")!).kind == "handled")
    #expect(searches.values.count == 2)
  }

  @Test func createDecodesTheNote() async {
    let created = Recorder<Note>()
    let router = LinkRouter(scheme: "notesapp") { router in
      router.route("/create") { (note: Note) in
        created.append(note)
      }
    }
    await router.handle(URL(string: "notesapp:///create?title=My%20note")!)
    await router.handle(URL(string: "notesapp:///create?title=T&body=B")!)
    #expect(created.values == [Note(title: "My note", body: nil), Note(title: "T", body: "B")])
  }

  @Test func fetchPassesOutputToSuccess() async {
    let router = LinkRouter(scheme: "readlaterapp") { router in
      router.route("/fetch") {
        FetchParameters(urls: ["https://a.example/1", "https://b.example/2"])
      }
    }
    let outcome = await router.handle(
      URL(string: "readlaterapp:///fetch?x-success=otherapp%3A%2F%2F")!
    )
    #expect(
      outcome.callback?.absoluteString
        == "otherapp://?urls=https%3A%2F%2Fa.example%2F1&urls=https%3A%2F%2Fb.example%2F2"
    )
  }

  @Test func errorsGoToErrorCallbackOrOnError() async {
    struct InvalidURLError: Error, LocalizedError {
      var errorDescription: String? { "Invalid URL" }
    }
    struct SaveParameters: Decodable { let url: String }
    let reported = Recorder<String>()
    let router = LinkRouter(
      scheme: "readlaterapp",
      onError: { error in
        reported.append("\(error)")
      }
    ) { router in
      router.route("/save") { (parameters: SaveParameters) in
        guard URL(string: parameters.url)?.scheme != nil else { throw InvalidURLError() }
      }
    }

    let withCallback = await router.handle(
      "readlaterapp:///save?url=nope&x-error=caller%3A%2F%2Ferror"
    )
    #expect(withCallback.callback?.absoluteString == "caller://error?errorCode=500&errorMessage=Invalid%20URL")
    #expect(reported.values.isEmpty)

    let withoutCallback = await router.handle("readlaterapp:///save")
    #expect(withoutCallback.failure?.message == "Required parameter \"url\" not found.")
    #expect(reported.values == ["Required parameter \"url\" not found."])
  }
}
