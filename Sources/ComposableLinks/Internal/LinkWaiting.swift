import Foundation

/// Where `handlesLinks` parks links whose requirement is unmet, and for how long: set by
/// `parksLinks(in:action:expiry:limit:)`.
struct LinkWaiting<State, Action> {
  let parked: WritableKeyPath<State, ParkedLinks>
  let action: CaseExtractor<Action, LinkParking>
  let expiry: Duration
  let limit: Int
  /// Orders the reducer's writes of its parked links.
  let writes = ParkedLinkWrites()
}

/// Identifies a parked link's expiry timer (each is also tagged with ``all``).
struct ParkedLinkTimer: Hashable, Sendable {
  let id: UUID?

  init(id: UUID) {
    self.id = id
  }

  private init() {
    self.id = nil
  }

  /// Every expiry timer: what `checkColdAndWarm` lets run on after a step.
  static let all = ParkedLinkTimer()
}
