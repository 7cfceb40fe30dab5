import Foundation

extension Reducer {
  /// Hands answers to calls (``LinkCaller``) to the calls waiting for them, before this
  /// reducer, and so any route, sees the link.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .dropsDuplicateLinks(\.received, within: .seconds(1), recent: \.recentLinks)
  ///   .claimsLinkCallbacks(\.received, rejected: \.callbackRejected)
  /// ```
  ///
  /// On a `link` action the `linkCaller` dependency's ``LinkCaller/claim`` reads the link. One
  /// that is not a callback goes on to this reducer. An answer to a waiting call is delivered
  /// (the call's effect sends its result) and goes no further. A callback that answers no
  /// waiting call, or does so wrongly, goes no further either: `rejected` is sent with the
  /// link and why, so the app can log it, show it, or hand it to another process waiting for it.
  /// Either is reported to the `linkOutcomes` dependency (``LinkOutcome/Result/delivered``, or
  /// refused as ``LinkOutcome/Refusal/unclaimedCallback(_:)``).
  /// Apply it outside `holdsLinks`, so an answer is not held until the app is ready, and
  /// outside `dropsDuplicateLinks`, so a second answer is refused as one.
  ///
  /// - Parameters:
  ///   - link: The action that brings a link in.
  ///   - rejected: The action sent for a refused callback.
  public func claimsLinkCallbacks(
    _ link: CaseKeyPath<Action, URL>, rejected: CaseKeyPath<Action, (URL, LinkCallbackError)>
  ) -> _CallbackClaimingReducer<Self> {
    _CallbackClaimingReducer(base: self, link: link, rejected: rejected)
  }
}

/// The reducer built by `Reducer.claimsLinkCallbacks(_:rejected:)`.
public struct _CallbackClaimingReducer<Base: Reducer>: Reducer {
  let base: BuiltOnce<Base>
  let link: CaseExtractor<Base.Action, URL>
  let rejected: CaseExtractor<Base.Action, (URL, LinkCallbackError)>
  @Dependency(\.linkCaller) var linkCaller
  @Dependency(\.linkOutcomes) var outcomes

  init(
    base: Base, link: CaseKeyPath<Base.Action, URL>, rejected: CaseKeyPath<Base.Action, (URL, LinkCallbackError)>
  ) {
    self.base = BuiltOnce(base)
    self.link = CaseExtractor(link)
    self.rejected = CaseExtractor(rejected)
  }

  /// Claims callbacks; passes every other action on.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    guard let url = link.extract(from: action) else { return base.reduce(into: &state, action: action) }
    let arrived = outcomes.now()
    switch linkCaller.claim(url) {
    case .notACallback:
      return base.reduce(into: &state, action: action)
    case .answered:
      outcomes.report(.delivered, for: url, pattern: nil, since: arrived)
      return .none
    case let .rejected(rejection):
      outcomes.report(.refused(.unclaimedCallback(rejection.description)), for: url, pattern: nil, since: arrived)
      return .send(rejected.embed((url, rejection)))
    }
  }
}
