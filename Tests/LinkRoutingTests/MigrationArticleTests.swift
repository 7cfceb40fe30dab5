import Foundation
import LinkRouting
import Testing

// The code of the "Migrating from URLSchemeRouter" article, kept here so it compiles and runs.
// Change both together. (`UIApplication` is the one part left out: it does not exist on Linux.)

struct SaveParameters: Decodable {
  let url: String
}

struct FetchParameters: Encodable {
  let urls: [String]
}

struct InvalidURLError: Error, LocalizedError {
  var errorDescription: String? { "Invalid URL" }
}

/// The app's store of saved links; a real one can fail, hence `throws`.
actor ReadingList {
  private var urls: [URL] = []
  func save(_ url: URL) throws { urls.append(url) }
  func fetchURLs() throws -> [URL] { urls }
}

/// Where the app shows errors.
actor Alerts {
  private(set) var shown: [String] = []
  func show(_ message: String) { shown.append(message) }
}

func makeRouter(database: ReadingList, alerts: Alerts) -> LinkRouter {
  LinkRouter(scheme: "readlaterapp") { error in
    await alerts.show(error.localizedDescription)
  } routes: { router in
    router.route("/save") { (parameters: SaveParameters) in
      guard let url = URL(string: parameters.url), url.scheme != nil else {
        throw InvalidURLError()
      }
      try await database.save(url)
    }

    router.route("/fetch") {
      FetchParameters(urls: try await database.fetchURLs().map(\.absoluteString))
    }
  }
}

struct MigrationArticleTests {
  @Test func readLaterExample() async {
    let database = ReadingList()
    let alerts = Alerts()
    let router = makeRouter(database: database, alerts: alerts)

    #expect(await router.handle("readlaterapp:///save?url=https%3A%2F%2Fswift.org").kind == "handled")
    #expect(await router.handle("readlaterapp:///save?url=nope").kind == "failed")
    #expect(await alerts.shown == ["Invalid URL"])

    let outcome = await router.handle("readlaterapp://x-callback-url/fetch?x-success=otherapp%3A%2F%2F")
    #expect(outcome.callback?.absoluteString == "otherapp://?urls=https%3A%2F%2Fswift.org")
  }

  @Test func outcomeSwitch() async {
    let router = makeRouter(database: ReadingList(), alerts: Alerts())
    var notOurs: [String] = []
    for url in ["readlaterapp:///elsewhere", "readlaterapp:///fetch?x-success=javascript%3Ax"] {
      let outcome = await router.handle(url)
      switch outcome {
      case .handled, .cancelled, .failed:
        break  // callbacks, if any, are in `outcome.callback`
      case let .notMatched(reason):
        notOurs.append("Not ours: \(reason)")
      case let .refused(refusal):
        notOurs.append("\(refusal)")  // a hostile callback; nothing ran
      }
    }
    #expect(
      notOurs == [
        "Not ours: No route matches \"/elsewhere\".",
        "Refused x-success callback \"javascript:x\": scheme \"javascript\" is not allowed.",
      ])
  }
}
