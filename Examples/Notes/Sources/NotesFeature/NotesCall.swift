import ComposableLinks
import Foundation

/// `notes call`: one call to an app (the notes app itself, or any other) and its answer, as a
/// store. The call is an effect whose result comes back as an action; the links the process
/// receives are claimed as answers before anything else sees them.
package struct NotesCall: Reducer, Sendable {
  /// The call and how it ended.
  package struct State: Equatable, Sendable {
    /// What to open.
    package var url: URL
    /// How long to wait for the answer.
    package var timeout: Duration
    /// The answer, once there is one.
    package var answer: LinkCallResult<[URLQueryItem]>?
    /// Why there is no answer, when the call ended without one.
    package var error: LinkCallError?
    /// Links received that were refused as answers (forged, for another call, malformed).
    package var refused: [LinkCallbackError] = []

    /// A call not yet made.
    package init(url: URL, timeout: Duration) {
      self.url = url
      self.timeout = timeout
    }

    /// The exit status: 0 success, 3 x-error, 4 x-cancel, 124 timeout, 1 any other failure.
    package var exitCode: Int32 {
      switch (answer, error) {
      case (.success, _): 0
      case (.failure, _): 3
      case (.cancelled, _): 4
      case (nil, .timedOut?): 124
      case (nil, _): 1
      }
    }
  }

  /// What happens to a call.
  @CasePathable
  package enum Action: Equatable, Sendable {
    /// Make the call.
    case start
    /// The other app answered.
    case answered(LinkCallResult<[URLQueryItem]>)
    /// The call ended without an answer.
    case failed(LinkCallError)
    /// A link reached this process.
    case received(URL)
    /// A link that was refused as an answer.
    case callbackRejected(URL, LinkCallbackError)
    /// A link this process cannot answer, finished (it declares no routes).
    case linkFinished(RouteOutcome)
  }

  /// No routes: this process only takes the answer to its call.
  static let links = LinkRoutes<State, Action>(LinkConfiguration(schemes: [Notes.scheme]))
  static let intake = LinkIntake(links, link: \.received, finished: \.linkFinished)
    .claimingCallbacks(rejected: \.callbackRejected)

  @Dependency(\.linkCaller) var linkCaller

  /// Creates the feature.
  package init() {}

  /// The call's logic.
  package var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        let call = LinkCall(url: state.url, style: .xCallback, timeout: state.timeout)
        return .run { send in
          do throws(LinkCallError) {
            let answer = try await linkCaller.call(call)
            await send(.answered(answer))
          } catch {
            await send(.failed(error))
          }
        }
      case let .answered(answer):
        state.answer = answer
        return .none
      case let .failed(error):
        state.error = error
        return .none
      case .received, .linkFinished:
        // Not an answer: this process only waits for one.
        return .none
      case let .callbackRejected(_, rejection):
        state.refused.append(rejection)
        return .none
      }
    }
    .handlesLinks(Self.intake)
  }
}
