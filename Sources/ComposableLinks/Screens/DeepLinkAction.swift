import Foundation

/// The actions of one feature's part in a chain of deep-link handlers (see ``DeepLinkChain``).
///
/// A feature embeds it (`case deepLink(DeepLinkAction)`) and runs a ``DeepLinkHandler`` for it.
/// The chain sends ``handle(_:)``; the feature answers with ``delegate(_:)``.
@CasePathable
public enum DeepLinkAction: Equatable, Sendable {
  /// Handle this link, or pass it on.
  case handle(URL)
  /// The feature's answer to ``handle(_:)``.
  case delegate(DeepLinkDelegate)
}
