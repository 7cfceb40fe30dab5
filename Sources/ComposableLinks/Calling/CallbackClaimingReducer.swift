import Foundation

extension Reducer {
  /// Hands answers to calls (`LinkCaller`) to the calls waiting for them, before this
  /// reducer, and so any route, sees the link: for a store whose links do not all go through
  /// `handlesLinks` (which claims them with `claimingCallbacks(rejected:)`).
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .claimsLinkCallbacks(\.received, rejected: \.callbackRejected)
  /// ```
  ///
  /// On a `link` action the `linkCaller` dependency's `LinkCaller/claim` reads the link. One
  /// that is not a callback goes on to this reducer. An answer to a waiting call is delivered
  /// (the call's effect sends its result) and goes no further. A callback that answers no
  /// waiting call, or does so wrongly, goes no further either: `rejected` is sent with the
  /// link and why. Either is reported to the `linkOutcomes` dependency
  /// (`LinkOutcome/Result/delivered`, or refused as `LinkOutcome/Refusal/unclaimedCallback(_:)`):
  /// the same claim as AppLinks' `LinkIntake.claimingCallbacks(rejected:)`.
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
    switch outcomes.claim(url, with: linkCaller) {
    case .notACallback: return base.reduce(into: &state, action: action)
    case .answered: return .none
    case let .rejected(rejection): return .send(rejected.embed((url, rejection)))
    }
  }
}
