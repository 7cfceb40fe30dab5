import ComposableLinks
import ConcurrencyExtras
import Foundation
import LinkTestSupport
import Testing

/// A feature that asks another app to add a task and gets its id back: the call is an effect,
/// its answer an action, and the answer's link is claimed before the feature's routes.
struct Shopping: Reducer {
  struct State: Equatable {
    var taskID: Int?
    var declined = false
    var problem: String?
    var links: [URL] = []
  }

  struct NewTask: Decodable, Equatable, Sendable { var id: Int }

  @CasePathable enum Action: Equatable, Sendable {
    case addToTasksTapped(String)
    case taskAdded(LinkCallResult<NewTask>)
    case callFailed(String)
    case received(URL)
    case callbackRejected(URL, LinkCallbackError)
    case finished(RouteOutcome)
  }

  // No routes: the app takes answers to its calls, and its feature sees every other link.
  static let intake = LinkIntake(
    LinkRoutes<State, Action>(LinkConfiguration(schemes: ["shopping"])), link: \.received, finished: \.finished
  )
  .claimingCallbacks(rejected: \.callbackRejected)

  @Dependency(\.linkCaller) var linkCaller

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .addToTasksTapped(title):
        var components = URLComponents(string: "tasks://x-callback-url/add")
        components?.queryItems = [URLQueryItem(name: "title", value: title)]
        guard let url = components?.url else { return .none }
        return .run { send in
          await send(.taskAdded(try await linkCaller.call(url, expecting: NewTask.self, timeout: .seconds(30))))
        } catch: { error, send in
          await send(.callFailed("\(error)"))
        }
      case let .taskAdded(.success(task)):
        state.taskID = task.id
        return .none
      case let .taskAdded(.failure(code, message)):
        state.problem = "\(message) (\(code))"
        return .none
      case .taskAdded(.cancelled):
        state.declined = true
        return .none
      case let .callFailed(problem):
        state.problem = problem
        return .none
      case let .received(url):
        state.links.append(url)
        return .none
      case .finished:
        return .none
      case let .callbackRejected(_, rejection):
        state.problem = rejection.description
        return .none
      }
    }
    .handlesLinks(Self.intake)
  }
}

@MainActor @Suite struct LinkCallingStoreTests {
  // The "Calling other apps" article's sign-in: a call answered by a redirect.
  @Test func anAuthorizationIsARedirectAnswered() async throws {
    struct AuthorizationCode: Decodable, Equatable { var code: String }
    let asked = LockIsolated<[LinkCall.Style]>([])
    let linkCaller = LinkCaller.answering { call in
      asked.withValue { $0.append(call.style) }
      return .success([URLQueryItem(name: "code", value: "abc")])
    }
    let result = try await linkCaller.authorize(
      URL(string: "https://auth.example/authorize?client_id=notes&response_type=code")!,
      expecting: AuthorizationCode.self
    )
    #expect(result == .success(AuthorizationCode(code: "abc")))
    #expect(asked.value == [.redirect(parameter: "redirect_uri")])
  }

  // The "Calling other apps" article's test.
  @Test func theArticlesTest() async {
    let store = TestStore(initialState: Shopping.State()) {
      Shopping()
    } withDependencies: {
      $0.linkCaller = .answering { call in
        .success([URLQueryItem(name: "id", value: "7")])
      }
    }
    await store.send(.addToTasksTapped("Milk"))
    await store.receive(\.taskAdded) { $0.taskID = 7 }
  }

  @Test func aTestCallerAnswersWithoutAnyOtherApp() async {
    let asked = LockIsolated<[LinkCall]>([])
    let store = TestStore(initialState: Shopping.State()) {
      Shopping()
    } withDependencies: {
      $0.linkCaller = .answering { call throws(LinkCallError) in
        asked.withValue { $0.append(call) }
        return .success([URLQueryItem(name: "id", value: "7")])
      }
    }
    await store.send(.addToTasksTapped("Milk & eggs"))
    await store.receive(\.taskAdded) {
      $0.taskID = 7
    }
    #expect(
      asked.value == [
        LinkCall(url: URL("tasks://x-callback-url/add?title=Milk%20%26%20eggs"), timeout: .seconds(30))
      ])
  }

  @Test func declinedAndFailedCallsComeBackAsActions() async {
    let answers = LockIsolated<[LinkCallResult<[URLQueryItem]>]>([
      .cancelled, .failure(code: "409", message: "List is full"),
    ])
    let store = TestStore(initialState: Shopping.State()) {
      Shopping()
    } withDependencies: {
      $0.linkCaller = .answering { _ throws(LinkCallError) in answers.withValue { $0.removeFirst() } }
    }
    await store.send(.addToTasksTapped("Milk"))
    await store.receive(\.taskAdded) {
      $0.declined = true
    }
    await store.send(.addToTasksTapped("Milk"))
    await store.receive(\.taskAdded) {
      $0.problem = "List is full (409)"
    }
  }

  @Test func theLiveCallerTakesItsAnswerFromTheIncomingLinks() async throws {
    let (store, opened) = liveShoppingStore()
    await store.send(.addToTasksTapped("Milk"))
    var requests = opened.makeAsyncIterator()
    let success = try await successAddress(of: &requests)
    let answer = try #require(URL(string: success + "?id=42"))

    // The answer is claimed: the feature sees the call's result, never the link.
    await store.send(.received(answer))
    await store.receive(\.taskAdded) {
      $0.taskID = 42
    }
    // The same answer again is refused, and still never reaches the feature as a link.
    let nonce = String(success.split(separator: "/")[2])
    let twice = LinkCallbackError(.alreadyAnswered, nonce: nonce)
    await store.send(.received(answer))
    await store.receive(.callbackRejected(answer, twice)) {
      $0.problem = twice.description
    }
    // Any other link is the feature's.
    await store.send(.received(URL("shopping://lists/1"))) {
      $0.links = [URL("shopping://lists/1")]
    }
  }
}
