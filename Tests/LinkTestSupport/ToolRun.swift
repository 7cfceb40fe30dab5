import Foundation

/// A program of the system run to its end for a test, on a thread of its own: the one place in
/// the package's tests that waits for a process (`scripts/check-blocking`). Swift Testing runs
/// tests on the cooperative pool, two threads on a small machine; a test that waited there for
/// a process would hold one for as long.
public enum ToolRun {
  /// What the program did.
  public struct Result: Sendable {
    /// Its exit status.
    public var status: Int32
    /// What it wrote to its standard output (and its standard error, when merged).
    public var output: String
    /// What it wrote to its standard error, when not merged.
    public var error: String
  }

  /// Runs `executable` with `arguments` (and `environment`, else this process's) to its end, with
  /// every signal unblocked on its thread so that the process can be stopped.
  ///
  /// - Parameter mergingErrors: Whether its standard error goes to ``Result/output``.
  public static func run(
    _ executable: String, _ arguments: [String], environment: [String: String]? = nil, mergingErrors: Bool = false
  ) async throws -> Result {
    try await offPool {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = arguments
      if let environment { process.environment = environment }
      let output = Pipe()
      let error = mergingErrors ? output : Pipe()
      process.standardOutput = output
      process.standardError = error
      try process.run()
      // The error pipe is read on another thread, so that neither pipe fills while the
      // other is read to its end.
      let errors = mergingErrors ? nil : ReadToEnd(error.fileHandleForReading)
      let out = try output.fileHandleForReading.readToEnd() ?? Data()
      process.waitUntilExit()
      return Self.Result(
        status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
        error: String(decoding: errors?.data() ?? Data(), as: UTF8.self))
    }
  }

  /// Runs `work` on a new thread with every signal unblocked (so that the processes it starts
  /// can be stopped), and waits for it without holding a pool thread.
  public static func offPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      Thread {
        var none = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, nil)
        continuation.resume(with: Swift.Result { try work() })
      }.start()
    }
  }
}

/// A pipe read to its end on a thread of its own.
private final class ReadToEnd: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var bytes = Data()

  init(_ handle: FileHandle) {
    Thread { [self] in
      bytes = (try? handle.readToEnd()) ?? Data()
      done.signal()
    }.start()
  }

  /// What was read, once the pipe closed.
  func data() -> Data {
    done.wait()
    return bytes
  }
}
