/// What `LinkCaller.claim` (ComposableLinks) made of an incoming link.
public enum LinkCallbackClaim: Hashable, Sendable {
  /// Not a callback: the link goes on to the app's routes.
  case notACallback
  /// The answer to a waiting call, now delivered to it.
  case answered
  /// A callback (its scheme and reserved host say so) that answers no waiting call, or does so
  /// wrongly. It goes nowhere else.
  case rejected(LinkCallbackError)
}
