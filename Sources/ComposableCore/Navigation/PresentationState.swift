import CustomDump

/// The state of a feature that can be presented (a sheet, an alert, a destination), or `nil`
/// when nothing is presented.
///
/// ```swift
/// struct State: Equatable {
///   @PresentationState var destination: Destination.State?
/// }
/// …
/// .ifLet(\.$destination, action: \.destination) { Destination() }
/// ```
///
/// Setting the value presents the feature; setting it to `nil` (or the child sending
/// ``PresentationAction/dismiss``) dismisses it and cancels its effects.
@propertyWrapper
public struct PresentationState<State> {
  /// The presented state, or `nil` when nothing is presented.
  public var wrappedValue: State?

  /// Creates presentation state, presenting `wrappedValue` when it is not `nil`.
  public init(wrappedValue: State?) {
    self.wrappedValue = wrappedValue
  }

  /// The wrapper itself, which `ifLet(_:action:destination:)` takes as `\.$destination`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

extension PresentationState: Equatable where State: Equatable {}
extension PresentationState: Hashable where State: Hashable {}
extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: CustomDumpReflectable {
  // Dump the presented value itself, so test diffs read like the optional the user wrote.
  /// Dumps the presented value, so that test diffs read like the optional you wrote.
  public var customDumpMirror: Mirror {
    Mirror(reflecting: wrappedValue as Any)
  }
}
