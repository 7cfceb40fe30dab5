import LinkRouting

/// Where deferred links come in (``LinkIntake/redeemingClaims(_:maximumAge:)``).
struct LinkDeferring<Action>: Sendable {
  /// The case that embeds ``DeferredLinkAction``.
  var action: ActionCase<Action, DeferredLinkAction>
  /// What the site's link must be signed as.
  let rule: LinkSignatureRule

  /// The longest claim text sent to a site, in bytes: a claim is 29 characters, and a person
  /// may add spaces or a line around it.
  static var longestClaim: Int { 64 }
}
