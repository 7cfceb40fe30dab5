extension SignInError {
  /// Runs `operation`; once `deadline` has passed, cancels it and fails with a ``SignInError``
  /// saying `doing`. What bounds a whole network exchange, head and body: a server that answers
  /// slowly, byte by byte, cannot hold a command past it.
  package static func within<Value: Sendable>(
    _ deadline: Duration, doing: String, _ operation: @escaping @Sendable () async throws -> Value
  ) async throws -> Value {
    try await withThrowingTaskGroup(of: Value.self) { group in
      group.addTask { try await operation() }
      group.addTask {
        try await Task.sleep(for: deadline)
        throw SignInError(doing)
      }
      defer { group.cancelAll() }
      guard let first = try await group.next() else { throw SignInError(doing) }
      return first
    }
  }
}
