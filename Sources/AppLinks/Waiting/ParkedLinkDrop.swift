import LinkRouting

/// Why a parked link was dropped without being applied.
public enum ParkedLinkDrop: String, Codable, Sendable, Equatable, CustomStringConvertible {
  /// It waited longer than `parksLinks(in:action:expiry:limit:)`'s `expiry`.
  case expired
  /// The user gave up on its requirement (``LinkParking/giveUp(_:)``).
  case gaveUp
  /// More links waited than `parksLinks(in:action:expiry:limit:)`'s `limit`; the oldest went first.
  case limit

  /// Says why, for a message to the user.
  public var description: String {
    switch self {
    case .expired: "it waited too long"
    case .gaveUp: "it was cancelled"
    case .limit: "too many links were waiting"
    }
  }
}
