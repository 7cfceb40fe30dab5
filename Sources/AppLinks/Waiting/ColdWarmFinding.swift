import LinkRouting

/// An example link that leaves the app in another state when it arrives at launch, or while
/// its requirement is unmet, than when it arrives in a running app. Found by
/// `LinkRoutes.checkColdAndWarm(from:link:launch:meeting:timeout:reducer:withDependencies:normalize:fileID:filePath:line:column:)`.
public struct ColdWarmFinding: Equatable, Sendable, CustomStringConvertible {
  /// When the link arrived.
  public enum Arrival: String, Equatable, Sendable {
    /// Before the launch actions: held until the app is ready (and then parked if its
    /// requirement is unmet), as a link that launches the app.
    case cold
    /// After the launch, before its requirement was met: parked, then applied.
    case waiting
  }

  /// The route's pattern.
  public let pattern: String
  /// The example link.
  public let example: String
  /// When it arrived.
  public let arrival: Arrival
  /// How the state differs from the running app's (`-` running, `+` this arrival), or why the
  /// check could not run.
  public let difference: String

  /// Says which example differed, how.
  public var description: String {
    "\(example) (\(pattern)) arriving \(arrival.rawValue) leaves another state than in a running app:\n\(difference)"
  }
}
