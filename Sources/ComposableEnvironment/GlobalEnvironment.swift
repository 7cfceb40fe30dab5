/// An environment whose instances all share one set of values: the last write wins, wherever
/// it was made. For apps that never override a value for one subtree.
///
/// ```swift
/// final class AppEnvironment: GlobalEnvironment {
///   @Dependency(\.mainQueue) var mainQueue
///   @DerivedEnvironment var search: SearchEnvironment
/// }
/// ```
///
/// Aliases declared on any instance apply to all of them.
open class GlobalEnvironment: ComposableEnvironment {
  override class var sharesValues: Bool { true }

  /// Forgets every shared value and alias: for tests, which share the process.
  public static func resetSharedValues() {
    EnvironmentNode.global.removeAll()
  }
}
