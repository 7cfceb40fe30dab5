import Foundation

/// Where ``LinkIntake`` parks links whose requirement is unmet, and for how long: set by
/// ``LinkIntake/parksLinks(in:action:expiry:limit:)``.
struct LinkWaiting<State, Action>: @unchecked Sendable {
  // `@unchecked` for the key path alone (see `LinkHold`); the rest is `Sendable`.
  let parked: WritableKeyPath<State, ParkedLinks>
  let action: ActionCase<Action, LinkParking>
  let expiry: Duration
  let limit: Int
  /// Orders the writes of the parked links.
  let writes = ParkedLinkWrites()
}
