import Foundation
import LinkRouting

/// A link that arrived while its route's `LinkRequirement` was unmet, waiting in state until
/// it is met (then applied once), given up, or expired.
///
/// Its description and its reflection (test diffs, `dump`, logs) show the URL redacted as its
/// table redacts (secret parameters such as an access token replaced); the URL itself is kept
/// whole, because applying the link needs it.
public struct ParkedLink: Sendable, Equatable, Identifiable {
  /// What the link's route is.
  public enum Kind: String, Sendable, Equatable, Codable {
    /// A screen: applying it changes the state.
    case screen
    /// An x-callback request: applying it sends its action; dropping it answers `x-cancel`.
    case request
  }

  /// Identifies the link while it waits (and its expiry timer).
  public let id: UUID
  /// The link as it arrived.
  public let url: URL
  /// The pattern of the route that took it.
  public let pattern: String
  /// Whether a screen or a request took it.
  public let kind: Kind
  /// Its `x-source`, if it said one.
  public let source: String?
  /// When it arrived.
  public let arrived: Date
  /// The `LinkRequirement.name` it waits for.
  public let requirement: String
  /// Whether it came in as a link to answer whatever its shape (``LinkIntake/answering(_:)``).
  package let answersOnly: Bool
  /// Whether the request's token was checked when it arrived, before it waited: it is not
  /// checked again when the link is applied, and the link is kept on disk without it.
  package let accessChecked: Bool
  /// The URL with its secrets redacted: what descriptions show.
  public let redactedURL: String
  /// The URL without its secret parameters: what is written to disk (``ParkedLinkStore``). A
  /// token is never copied out of where the app keeps it.
  package let storedURL: URL
  /// How a deferred link reached the app (its outcome's source when it is applied); nil for
  /// every other link.
  public var carrier: LinkCarrier?

  /// Creates a parked link.
  ///
  /// - Parameters:
  ///   - id: Its identifier.
  ///   - url: The link.
  ///   - pattern: The pattern of the route that took it.
  ///   - kind: Whether a screen or a request took it.
  ///   - source: Its `x-source`.
  ///   - arrived: When it arrived.
  ///   - requirement: The name of the requirement it waits for.
  ///   - answersOnly: Whether it is to be answered whatever its shape.
  ///   - accessChecked: Whether the request's token was checked before it waited.
  ///   - configuration: How its table reads links: which parameters are redacted.
  public init(
    id: UUID, url: URL, pattern: String, kind: Kind, source: String? = nil, arrived: Date, requirement: String,
    answersOnly: Bool = false, accessChecked: Bool = false, redactedBy configuration: LinkConfiguration
  ) {
    self.accessChecked = accessChecked
    self.storedURL = URL(string: configuration.withoutSecrets(url.absoluteString)) ?? url
    self.id = id
    self.url = url
    self.pattern = pattern
    self.kind = kind
    self.source = source
    self.arrived = arrived
    self.requirement = requirement
    self.answersOnly = answersOnly
    self.redactedURL = configuration.redacted(url.absoluteString)
  }
}

extension ParkedLink: CustomStringConvertible, CustomReflectable {
  /// The redacted link and what it waits for.
  public var description: String {
    "\(redactedURL) (\(kind) \(pattern)) waiting for \(requirement) since \(arrived.formatted(.iso8601))"
  }

  /// The fields, with the URL redacted: a test diff or a dump never shows a secret.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "id": id, "url": redactedURL, "pattern": pattern, "kind": kind, "source": source as Any,
        "arrived": arrived, "requirement": requirement, "answersOnly": answersOnly, "accessChecked": accessChecked,
        "carrier": carrier as Any,
      ],
      displayStyle: .struct
    )
  }
}
