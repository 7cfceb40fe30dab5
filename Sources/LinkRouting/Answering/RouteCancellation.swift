/// Throw from a route handler when the user cancelled: the outcome is
/// ``RouteOutcome/cancelled(callback:)`` and the `x-cancel` callback is opened, neither success
/// nor failure.
public struct RouteCancellation: Error, Hashable, Sendable {
  /// Creates a cancellation.
  public init() {}
}
