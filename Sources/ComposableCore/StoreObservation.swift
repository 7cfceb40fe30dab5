/// A running observation of a store, from ``Store/observe(_:onChange:)``. It stops when
/// cancelled or released.
public final class StoreObservation: Sendable {
  private let onCancel: LockIsolated<(@Sendable () -> Void)?>

  init(onCancel: @escaping @Sendable () -> Void) {
    self.onCancel = LockIsolated(onCancel)
  }

  /// Stops the observation; `onChange` is not called again.
  public func cancel() {
    let onCancel = self.onCancel.withValue { value in
      defer { value = nil }
      return value
    }
    onCancel?()
  }

  deinit {
    cancel()
  }
}
