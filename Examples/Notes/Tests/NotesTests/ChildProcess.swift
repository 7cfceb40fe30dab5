#if os(Linux)
  import Foundation

  /// The one place the end-to-end tests wait for other processes: running a program to its end,
  /// reading its pipes, stopping a server. Every wait happens on a thread of its own, never on
  /// Swift's cooperative pool.
  ///
  /// Why: the pool has one thread per core (two on a small CI machine). A test that waited for a
  /// process there (`waitUntilExit`, a pipe read to its end) held a pool thread for as long, and
  /// the store tests' effects queued behind it: a reducer test that needs milliseconds took 97 s.
  /// `scripts/check-blocking` fails on such a call anywhere else in the tests.
  enum ChildProcess {
    /// What a program printed, and how it ended.
    struct Result: Sendable {
      var status: Int32
      var output: String
      var error: String
    }

    /// Runs `work` on a new thread, and waits for it without holding a pool thread.
    static func offPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
      try await withCheckedThrowingContinuation { continuation in
        let thread = Thread {
          unblockSignals()
          continuation.resume(with: Swift.Result<T, any Error> { try work() })
        }
        thread.start()
      }
    }

    /// Starts `process` (a server the test stops later) with every signal unblocked.
    ///
    /// A child inherits the signal mask of the thread that starts it, and Swift's pool threads
    /// (dispatch's workers) block nearly every signal: a server started there ignored SIGTERM,
    /// and each desktop test waited out two 10-second deadlines for its X server and bus to
    /// stop, then killed them.
    static func start(_ process: Process) throws {
      let started = LockedResult()
      let thread = Thread {
        unblockSignals()
        started.set(Swift.Result { try process.run() })
      }
      thread.start()
      try started.wait()
    }

    /// Clears the calling thread's signal mask, so that the processes it starts get none.
    private static func unblockSignals() {
      var none = sigset_t()
      sigemptyset(&none)
      pthread_sigmask(SIG_SETMASK, &none, nil)
    }

    /// Runs `executable` with `arguments` to its end, `input` on its standard input (none when
    /// nil), and returns its status and both outputs.
    static func run(
      _ executable: String, _ arguments: [String], environment: [String: String], directory: URL? = nil,
      input: String? = nil
    ) async throws -> Result {
      try await offPool {
        let process = Process()
        process.currentDirectoryURL = directory
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let inputPipe = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        if let input {
          inputPipe.fileHandleForWriting.write(Data(input.utf8))
          try inputPipe.fileHandleForWriting.close()
        }
        // Both read before waiting: a full pipe would otherwise block the child.
        let errorData = LockedData()
        let reader = Thread { errorData.set(error.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        // On the thread that started it, whose run loop hears of its end.
        process.waitUntilExit()
        while !errorData.isSet { usleep(1000) }
        return Result(
          status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
          error: String(decoding: errorData.value, as: UTF8.self))
      }
    }

    /// Runs `executable` until its output contains `marker`, then kills it with SIGKILL.
    /// Returns whether the marker was seen (false: the process ended without it).
    static func killed(
      after marker: String, _ executable: String, _ arguments: [String], environment: [String: String],
      input: String?
    ) async throws -> Bool {
      try await offPool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let inputPipe = Pipe()
        let output = Pipe()
        process.standardInput = inputPipe
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        if let input { inputPipe.fileHandleForWriting.write(Data(input.utf8)) }
        try inputPipe.fileHandleForWriting.close()
        var seen = Data()
        while let chunk = try output.fileHandleForReading.read(upToCount: 1), !chunk.isEmpty {
          seen.append(chunk)
          if String(decoding: seen, as: UTF8.self).contains(marker) {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return true
          }
        }
        process.waitUntilExit()
        return false
      }
    }

    /// Reads `handle` up to the first newline (a server announcing its port), off the pool.
    static func firstLine(of handle: FileHandle) async throws -> String {
      try await offPool {
        var line = Data()
        while let byte = try handle.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
          line.append(byte)
        }
        return String(decoding: line, as: UTF8.self)
      }
    }

    /// Stops the child `pid`: SIGTERM (unless `terminating` is false: it was told to end some
    /// other way), then SIGKILL if it still runs after `grace`; returns once it has ended.
    /// Blocks its caller for as long as the child takes to go (milliseconds for the tests'
    /// servers), as a `defer` cannot wait asynchronously.
    static func stop(_ pid: Int32, terminating: Bool = true, grace: Duration = .seconds(10)) {
      if terminating { kill(pid, SIGTERM) }
      let deadline = ContinuousClock.now + grace
      while ContinuousClock.now < deadline {
        if reaped(pid, blocking: false) { return }
        usleep(2_000)
      }
      kill(pid, SIGKILL)
      _ = reaped(pid, blocking: true)
    }

    /// Whether the child `pid` has ended (reaped here, or already by Foundation).
    ///
    /// `waitpid` rather than `Process.isRunning`: Foundation records that a child ended on the
    /// run loop of the thread that started it, which a test's thread does not run; polling
    /// `isRunning` saw a stopped server as running until its 10-second deadline, twice per
    /// desktop test (20 s of each).
    private static func reaped(_ pid: Int32, blocking: Bool) -> Bool {
      var status: Int32 = 0
      var result: Int32
      repeat { result = waitpid(pid, &status, blocking ? 0 : WNOHANG) } while result < 0 && errno == EINTR
      return result == pid || (result < 0 && errno == ECHILD)
    }
  }

  /// The outcome of starting a process, which the thread that started it hands over.
  final class LockedResult: @unchecked Sendable {
    private let condition = NSCondition()
    private var result: Result<Void, any Error>?
    func set(_ value: Result<Void, any Error>) {
      condition.withLock {
        result = value
        condition.signal()
      }
    }
    /// Waits for the outcome (the time `posix_spawn` takes) and throws its error.
    func wait() throws {
      try condition.withLock {
        while result == nil { condition.wait() }
        return result
      }?.get()
    }
  }

  /// Bytes one thread reads and another takes.
  final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?
    func set(_ value: Data) { lock.withLock { data = value } }
    var isSet: Bool { lock.withLock { data != nil } }
    var value: Data { lock.withLock { data ?? Data() } }
  }
#endif
