import AppLinks
import Foundation
import Testing

/// An app written with no store library at all: its state, its actions, a reduce function and
/// a loop that runs what the reduce function returns. The link tables are called from it as
/// from any reducer.
enum Inbox {
  struct NewNote: Decodable, Sendable { var title: String }
  struct Created: Encodable, Sendable { var id: Int }
  struct NoteLink: Codable, Sendable { var id: Int }

  struct State: Sendable {
    var path: [Int] = []
    var notes: [String] = []
    var isLocked = false
    var unlockPrompt = false
    var waiting: [URL] = []
    var urlToOpen: URL?
  }

  enum Action: Sendable {
    case received(URL)
    case create(NewNote, LinkReply<Created>)
    case finished(RouteOutcome)
    case unlock
  }

  static let configuration = LinkConfiguration(schemes: ["notes"], hostHandling: .firstPathSegment)
  static let unlocked = LinkRequirement<State>("unlocked") {
    !$0.isLocked
  } prompt: {
    $0.unlockPrompt = true
  }

  static let links = LinkRoutes<State, Action>(configuration) { screens in
    screens.route("/notes/:id", examples: ["notes://notes/3"]) { (state, link: NoteLink) in
      state.path = [link.id]
    } read: { state in
      state.path.last.map(NoteLink.init(id:))
    }
    screens.requiring(unlocked, for: ["/notes/:id"])
  } requests: { requests in
    requests.route("/create") { (note: NewNote, reply: LinkReply<Created>) in .create(note, reply) }
  }

  /// What a reduce returns: actions to send at once, and work that sends more later.
  struct Work: Sendable {
    var actions: [Action] = []
    var tasks: [@Sendable (@escaping LinkWork<Action>.Send) async -> Void] = []

    init() {}
    init(_ work: LinkWork<Action>) {
      actions = work.actions
      // The operations alone: an action may hold a reply, which must be able to go away.
      tasks = work.operations.map(\.run)
    }
  }

  static func reduce(_ state: inout State, _ action: Action) -> Work {
    switch action {
    case let .received(url):
      return take(url, &state)
    case let .create(note, reply):
      state.notes.append(note.title)
      let id = state.notes.count
      var work = Work()
      work.tasks = [{ _ in reply.answer(.success(Created(id: id))) }]
      return work
    case let .finished(outcome):
      state.urlToOpen = outcome.callback
      return Work()
    case .unlock:
      state.isLocked = false
      state.unlockPrompt = false
      var work = Work()
      for url in state.waiting where unlocked.isMet(state) {
        let more = take(url, &state)
        work.actions += more.actions
        work.tasks += more.tasks
      }
      state.waiting.removeAll()
      return work
    }
  }

  static func take(_ url: URL, _ state: inout State) -> Work {
    switch links.decide(url, in: &state) {
    case let .shown(_, actions):
      var work = Work()
      work.actions = actions
      return work
    case let .request(start):
      return Work(start.start(finished: Action.finished))
    case let .waiting(requirement, _, _):
      state.waiting.append(url)
      requirement.prompt(&state)
      return Work()
    case .unhandled:
      return Work()
    }
  }
}

/// The loop: sends actions through `reduce`, runs the work, and waits for all of it.
@MainActor
final class Loop {
  private(set) var state = Inbox.State()
  private var running: [Task<Void, Never>] = []

  func send(_ action: Inbox.Action) {
    let work = Inbox.reduce(&state, action)
    for next in work.actions { send(next) }
    for task in work.tasks {
      running.append(Task { await task { action in await self.send(action) } })
    }
  }

  /// Locks the app (the test's way in: the app has no lock action).
  func lock() {
    state.isLocked = true
  }

  /// Waits until no work runs.
  func settle() async {
    while let task = running.popLast() { await task.value }
  }
}

@MainActor
@Suite struct HandWrittenLoopTests {
  @Test func aScreenLinkChangesTheStateAndPrintsBack() async {
    let loop = Loop()
    loop.send(.received(URL(string: "notes://notes/3")!))
    await loop.settle()
    #expect(loop.state.path == [3])
    #expect(Inbox.links.url(for: loop.state) == URL(string: "notes://notes/3"))
    Inbox.links.screens.checkExamples(from: Inbox.State())
  }

  @Test func aRequestIsAnsweredWithItsCallback() async {
    let loop = Loop()
    loop.send(.received(URL(string: "notes://x-callback-url/create?title=Hi&x-success=caller%3A%2F%2Fdone")!))
    await loop.settle()
    #expect(loop.state.notes == ["Hi"])
    #expect(loop.state.urlToOpen == URL(string: "caller://done?id=1"))
  }

  @Test func aRequestWithBadInputAnswersItsErrorCallback() async throws {
    let loop = Loop()
    loop.send(.received(URL(string: "notes://x-callback-url/create?x-error=caller%3A%2F%2Ffailed")!))
    await loop.settle()
    #expect(loop.state.notes.isEmpty)
    let callback = try #require(loop.state.urlToOpen)
    #expect(callback.absoluteString.hasPrefix("caller://failed?errorCode="))
  }

  @Test func aLinkToALockedRouteIsDecidedAsWaiting() {
    var locked = Inbox.State()
    locked.isLocked = true
    let decision = Inbox.links.decide(URL(string: "notes://notes/3")!, in: &locked)
    guard case let .waiting(requirement, request, isScreen) = decision else {
      Issue.record("Expected the link to wait, got \(decision)")
      return
    }
    #expect(requirement.name == "unlocked")
    #expect(request.pattern.description == "/notes/:id")
    #expect(isScreen)
    #expect(locked.path.isEmpty)
  }

  @Test func aLockedLinkIsKeptPromptedAndAppliedOnceUnlocked() async {
    let loop = Loop()
    loop.send(.received(URL(string: "notes://notes/1")!))
    await loop.settle()
    #expect(loop.state.path == [1])

    // Locked: the link waits, the prompt shows, nothing else changes.
    let locking = Loop()
    locking.lock()
    locking.send(.received(URL(string: "notes://notes/3")!))
    #expect(locking.state.path.isEmpty)
    #expect(locking.state.unlockPrompt)
    #expect(locking.state.waiting == [URL(string: "notes://notes/3")!])

    locking.send(.unlock)
    await locking.settle()
    #expect(locking.state.path == [3])
    #expect(locking.state.waiting.isEmpty)
    #expect(!locking.state.unlockPrompt)
  }

  @Test func aLinkNoRouteTakesIsUnhandled() {
    var state = Inbox.State()
    guard case let .unhandled(pattern, failure) = Inbox.links.decide(URL(string: "notes://settings")!, in: &state)
    else {
      Issue.record("Expected unhandled")
      return
    }
    #expect(pattern == nil)
    #expect(failure == .notMatched(RouteMatchError.noRoute(path: "/settings")))
  }
}
