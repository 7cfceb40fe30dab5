import Foundation
@_spi(Testing) import LinkRouting

/// Routes whose handlers are a store's features, built: each matched link becomes an action,
/// and the feature's ``LinkReply`` becomes the x-callback answer.
///
/// A finished table (``LinkRoutes/requests``): its routes are declared on the
/// ``LinkRoutes/Requests`` a ``LinkRoutes``' `requests` closure is handed, and it has no
/// `route` of its own.
///
/// Take links in with ``LinkIntake``: it matches a link, decodes its input and sends the
/// route's action; an effect waits for the feature's answer, then sends the `RouteOutcome`,
/// whose callback URL (checked by the `CallbackPolicy`) becomes the URL to open. A route that
/// requires confirmation first sends a ``LinkConfirmation``, which the feature approves or
/// declines.
public struct XCallbackRoutes<Action: Sendable>: Sendable {
  /// A matched route's action, and how to wait for its answer.
  package struct Started: Sendable {
    package let action: Action
    /// Waits for the feature's answer: the output's pairs, or the error it failed with. Holds
    /// the reply's channel, never the reply itself, so a reply the feature drops still fails.
    package let answer: @Sendable () async -> Result<[(key: String, value: String)], any Error>
  }

  /// A route's value in the table: makes the action for a request.
  package struct Entry: Sendable {
    package let requiresConfirmation: Bool
    package let access: RouteAccess
    package let start: @Sendable (RouteRequest) throws -> Started
  }

  /// The routes frozen for matching.
  package private(set) var table: RouteTable<Entry>
  /// How links are read and answered.
  package let configuration: LinkConfiguration

  /// Builds the table from the routes declared: once, when `LinkRoutes` is made. Declaring a
  /// route builds nothing.
  package init(building builder: RouteTableBuilder<Entry>) {
    self.table = builder.build()
    self.configuration = builder.configuration
  }

  /// What each route takes and gives, in registration order.
  package var descriptions: [RouteDescription] { table.descriptions }

  /// Whether a route matches `url` (its scheme, host and path; the query is not decoded).
  public func matches(_ url: URL) -> Bool {
    if case .success = table.match(url.absoluteString) { return true }
    return false
  }

  /// The same routes, with every match counted by `probe` (see `LinkRoutes`).
  package func counting(into probe: MatchProbe) -> Self {
    var copy = self
    copy.table = table.counting(into: probe)
    return copy
  }
}
