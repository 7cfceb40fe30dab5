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
  var writes = ParkedLinkWrites()

  /// The same parking, its case read and made by `action` (the writes' order kept).
  func with(action: ActionCase<Action, LinkParking>) -> Self {
    var waiting = LinkWaiting(parked: parked, action: action, expiry: expiry, limit: limit)
    waiting.writes = writes
    return waiting
  }
}
