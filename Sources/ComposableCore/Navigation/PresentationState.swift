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
  /// The destination `ifLet` has seen presented (and started the lifetime of), whoever set it:
  /// as in TCA, a destination another reducer presents or dismisses starts or ends the next
  /// time an action passes `ifLet`. Not part of equality.
  var presentedID: NavigationID?

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

extension PresentationState: Equatable where State: Equatable {
  /// Equal when the presented states are.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.wrappedValue == rhs.wrappedValue
  }
}

extension PresentationState: Hashable where State: Hashable {
  /// Hashes the presented state.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}
extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: CustomDumpReflectable {
  // Dump the presented value itself, so test diffs read like the optional the user wrote.
  /// Dumps the presented value, so that test diffs read like the optional you wrote.
  public var customDumpMirror: Mirror {
    Mirror(reflecting: wrappedValue as Any)
  }
}
