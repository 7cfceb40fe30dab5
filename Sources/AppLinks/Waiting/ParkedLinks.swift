import LinkRouting

/// The links waiting for a requirement, oldest first: a property of the app's state, kept by
/// ``LinkIntake/parksLinks(in:action:expiry:limit:)``.
///
/// The reducer appends, applies and drops; the app reads it (to show how many links wait, say).
public struct ParkedLinks: Sendable, Equatable {
  /// The waiting links, in the order they arrived.
  public var links: [ParkedLink]

  /// Links waiting, as given: none by default (a test may start from links already parked).
  ///
  /// - Parameter links: The waiting links, oldest first.
  public init(_ links: [ParkedLink] = []) {
    self.links = links
  }

  /// Whether no link waits.
  public var isEmpty: Bool { links.isEmpty }

  /// The links waiting for the requirement named `requirement`.
  ///
  /// - Parameter requirement: A `LinkRequirement.name`.
  package func waiting(for requirement: String) -> [ParkedLink] {
    links.filter { $0.requirement == requirement }
  }
}
