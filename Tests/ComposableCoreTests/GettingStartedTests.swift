import ComposableCore
import Testing

// The code of the "Getting started" article (Sources/ComposableCore/Documentation.docc), kept
// here so it compiles and runs. Change both together. (A real app's client would ask a server;
// the article's only needs something that answers.)

struct InboxClient: Sendable {
  var unreadCount: @Sendable () async throws -> Int
}

extension InboxClient: DependencyKey {
  static let liveValue = InboxClient(unreadCount: { 0 })
  static let testValue = InboxClient(
    unreadCount: unimplemented("InboxClient.unreadCount", placeholder: 0)
  )
}

extension DependencyValues {
  var inboxClient: InboxClient {
    get { self[InboxClient.self] }
    set { self[InboxClient.self] = newValue }
  }
}

struct Inbox: Reducer {
  struct State: Equatable {
    var unread = 0
    var isRefreshing = false
    var failure: String?
  }

  @CasePathable
  enum Action: Equatable {
    case refreshButtonTapped
    case refreshed(Int)
    case refreshFailed(String)
  }

  @Dependency(\.inboxClient) var inboxClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .refreshButtonTapped:
        state.isRefreshing = true
        state.failure = nil
        return .run { send in
          await send(.refreshed(try await inboxClient.unreadCount()))
        } catch: { error, send in
          await send(.refreshFailed("\(error)"))
        }

      case let .refreshed(count):
        state.isRefreshing = false
        state.unread = count
        return .none

      case let .refreshFailed(message):
        state.isRefreshing = false
        state.failure = message
        return .none
      }
    }
  }
}

struct App: Reducer {
  struct State: Equatable {
    var inbox = Inbox.State()
    @PresentationState var compose: Compose.State?
  }

  @CasePathable
  enum Action: Equatable {
    case inbox(Inbox.Action)
    case composeButtonTapped
    case compose(PresentationAction<Compose.Action>)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.inbox, action: \.inbox) { Inbox() }
    Reduce { state, action in
      switch action {
      case .composeButtonTapped:
        state.compose = Compose.State()
        return .none
      case .inbox, .compose:
        return .none
      }
    }
    .ifLet(\.$compose, action: \.compose) { Compose() }
  }
}

struct Compose: Reducer {
  struct State: Equatable { var text = "" }

  @CasePathable
  enum Action: Equatable {
    case textChanged(String)
    case sendButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .textChanged(text):
      state.text = text
      return .none
    case .sendButtonTapped:
      return .run { _ in await dismiss() }
    }
  }
}

@MainActor
@Test func refresh() async {
  let store = TestStore(initialState: Inbox.State()) {
    Inbox()
  } withDependencies: {
    $0.inboxClient.unreadCount = { 3 }
  }

  await store.send(.refreshButtonTapped) {
    $0.isRefreshing = true
  }
  await store.receive(.refreshed(3)) {
    $0.isRefreshing = false
    $0.unread = 3
  }
}

@MainActor
struct GettingStartedTests {
  @Test func observing() async {
    await withDependencies {
      $0.inboxClient.unreadCount = { 3 }
    } operation: {
      let store = Store(initialState: Inbox.State()) {
        Inbox()
      }

      let observation = store.observe(\.unread) { unread in
        print("Unread: \(unread)")
      }

      await store.send(.refreshButtonTapped).finish()
      #expect(store.unread == 3)
      observation.cancel()
    }
  }

  @Test func refreshFailure() async {
    struct Offline: Error {}
    let store = TestStore(initialState: Inbox.State()) {
      Inbox()
    } withDependencies: {
      $0.inboxClient.unreadCount = { throw Offline() }
    }

    await store.send(.refreshButtonTapped) {
      $0.isRefreshing = true
    }
    await store.receive(\.refreshFailed) {
      $0.isRefreshing = false
      $0.failure = "Offline()"
    }
  }

  @Test func composeAndSend() async {
    let store = TestStore(initialState: App.State()) { App() }

    await store.send(.composeButtonTapped) {
      $0.compose = Compose.State()
    }
    await store.send(.compose(.presented(.textChanged("Hi")))) {
      $0.compose?.text = "Hi"
    }
    await store.send(.compose(.presented(.sendButtonTapped)))
    await store.receive(.compose(.dismiss)) {
      $0.compose = nil
    }
  }

  @Test func runInAStore() async {
    let store = Store(initialState: Inbox.State()) {
      Inbox()
    } withDependencies: {
      $0.inboxClient.unreadCount = { 5 }
    }

    var badges: [Int] = []
    let observation = store.observe(\.unread) { badges.append($0) }
    defer { observation.cancel() }

    await store.send(.refreshButtonTapped).finish()
    #expect(badges == [0, 5])
  }
}
