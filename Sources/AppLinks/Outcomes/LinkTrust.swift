import Foundation

/// What a request proved about who sent it, as its ``LinkOutcome`` records: nothing, the app's
/// token, or a signature by a trusted key (`RouteAccess.signed`, the `SignedLinks` product).
public enum LinkTrust: Codable, Hashable, Sendable, CustomStringConvertible {
  /// Nothing: a route open to anyone, a screen, or a proof that was refused.
  case none
  /// The app's token, checked.
  case token
  /// A signature by the trusted key of this id, checked.
  case signed(keyID: String)
  /// A token or a signature, checked when the link arrived, before it waited for a requirement
  /// (a parked link keeps neither).
  case checkedBeforeWaiting

  /// `none`, `token`, `signed by ID`, `checked before waiting`.
  public var description: String {
    switch self {
    case .none: "none"
    case .token: "token"
    case let .signed(keyID): "signed by \(keyID)"
    case .checkedBeforeWaiting: "checked before waiting"
    }
  }
}
