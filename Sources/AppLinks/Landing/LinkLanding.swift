/// Whether a person may land on a route from the web: whether a site (LinkServer) offers
/// "Install and continue" on its link's page, makes a claim for it, and so signs it with the
/// site's key when the claim is redeemed.
///
/// A screen may be landed on unless its route says ``refused``; a request never, unless its
/// route says ``allowed(because:)`` and why: a site signs what strangers ask it for, so what it
/// signs must be somewhere a stranger may send a person, never a change.
///
/// ```swift
/// static let links = LinkRoutes<State, Action>(configuration) { … }
///   .landing(.refused, on: "/notes/:id/edit")
///   .landing(.allowed(because: "joining shows the invitation first, and asks"), on: "/join/:code")
/// ```
public enum LinkLanding: Hashable, Sendable {
  /// A person may land on the route from the web; for a request, `reason` says why that is
  /// safe (it is kept with the table's map, for whoever reviews the site).
  case allowed(because: String)
  /// No person lands on the route from the web: its page offers no claim.
  case refused
}
