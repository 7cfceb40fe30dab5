import Foundation

/// A lock that two `notes` processes (or `notes` and `notes-http`, or the window) take in turn:
/// `flock(2)` on a file beside the database, 0600. What it guards is read, changed and written
/// by one holder at a time, so no update is lost between processes and a sign-in that one
/// process forgot is not written back by another.
///
/// Waiting never blocks a thread: the lock is tried, and tried again after a few milliseconds,
/// until it is free. A holder that dies releases it (the kernel closes its descriptor).
package struct CrossProcessLock: Sendable {
  /// The lock file; `nil` for a database in memory, which one process alone uses.
  package let path: String?

  /// The lock of the file at `path` (made when first taken).
  package init(path: String?) {
    self.path = path
  }

  /// Runs `body` holding the lock.
  package func run<Value>(_ body: () async throws -> Value) async throws -> Value {
    guard let path else { return try await body() }
    let descriptor = try openFile(path)
    defer { close(descriptor) }  // closing releases the lock
    while try !lock(descriptor, path, waiting: false) {
      try await Task.sleep(for: .milliseconds(5))
    }
    return try await body()
  }

  /// The same, for work that does not wait: a blocking lock, held for the length of `body`.
  package func runBlocking<Value>(_ body: () throws -> Value) throws -> Value {
    guard let path else { return try body() }
    let descriptor = try openFile(path)
    defer { close(descriptor) }
    while try !lock(descriptor, path, waiting: true) {}
    return try body()
  }

  /// The lock file's descriptor, made 0600 when there is none.
  private func openFile(_ path: String) throws -> Int32 {
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw NotesError.storage("\(path) cannot be opened to lock: \(String(cString: strerror(errno)))")
    }
    return descriptor
  }

  /// Takes the lock: `true` once held, `false` when it is busy (without `waiting`) or the
  /// wait was interrupted, to try again.
  private func lock(_ descriptor: Int32, _ path: String, waiting: Bool) throws -> Bool {
    guard flock(descriptor, waiting ? LOCK_EX : LOCK_EX | LOCK_NB) != 0 else { return true }
    guard errno == EINTR || (!waiting && errno == EWOULDBLOCK) else {
      throw NotesError.storage("\(path) cannot be locked: \(String(cString: strerror(errno)))")
    }
    return false
  }
}
