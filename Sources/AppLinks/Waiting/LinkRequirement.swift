/// What must hold before a route's link is applied (signed in, unlocked, onboarding done),
/// and what to show while it does not.
///
/// ```swift
/// static let unlocked = LinkRequirement<State>("unlocked") { state in
///   !state.isLocked
/// } prompt: { state in
///   state.unlockSheet = UnlockSheet()
/// }
/// ```
///
/// Declare it on routes with ``LinkRoutes/Screens/requiring(_:for:fileID:filePath:line:column:)``. A
/// link to such a route while the requirement is unmet is decided as
/// waiting: the app keeps it, `prompt` changes the state
/// to show what is needed, and the link is decided again once `isMet` holds.
/// ``LinkIntake/parksLinks(in:action:expiry:limit:)`` does all of it, across a relaunch,
/// exactly once.
public struct LinkRequirement<State>: Sendable {
  /// The requirement's name: why a link waits (``ParkedLink/requirement``, and what
  /// ``LinkParking/giveUp(_:)`` names).
  public let name: String
  /// Whether the requirement holds in a state.
  package let isMet: @Sendable (State) -> Bool
  /// Changes the state to show what is needed (a sign-in screen, an unlock sheet).
  package let prompt: @Sendable (inout State) -> Void

  /// Creates a requirement.
  ///
  /// - Parameters:
  ///   - name: Why links wait ("unlocked", "signed in"); unique among an app's requirements.
  ///   - isMet: Whether the requirement holds in a state. Called after every action while
  ///     links wait: keep it cheap.
  ///   - prompt: Shows what is needed (a sign-in screen, an unlock sheet) when a link is parked.
  public init(
    _ name: String, isMet: @escaping @Sendable (State) -> Bool,
    prompt: @escaping @Sendable (inout State) -> Void
  ) {
    self.name = name
    self.isMet = isMet
    self.prompt = prompt
  }
}
