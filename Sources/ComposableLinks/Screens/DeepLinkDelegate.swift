import Foundation

/// A feature's answer to a link it was asked to handle.
@CasePathable
public enum DeepLinkDelegate: Equatable, Sendable {
  /// The feature handled the link: its state now shows what the link points to.
  case handled(URL)
  /// The link is not for this feature: the next one in the chain gets it.
  case next(URL)
}
