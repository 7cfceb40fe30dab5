import LinkRouting

#if os(Linux) || os(FreeBSD) || os(OpenBSD) || os(macOS)
  import Foundation
  #if os(Linux)
    import Glibc
  #endif

  /// Runs a desktop tool (`gio`, `xdg-open`, `xdg-mime`, `gdbus` …) to its end: the one place
  /// the URL opener and DesktopLinks start a process. Standard input and error are discarded;
  /// standard output is read to the end before waiting, so a chatty tool cannot block on a full
  /// pipe. Blocks the calling thread: call it off the cooperative pool when it matters.
  package enum ToolProcess {
    /// The tool's exit status (128 + the signal when a signal ended it) and standard output
    /// (empty unless `captureOutput`), or `nil` when it cannot start.
    package static func run(
      _ executable: String, _ arguments: [String], environment: [String: String], captureOutput: Bool
    ) -> (status: Int32, output: String)? {
      #if os(Linux)
        return spawn(
          executable, arguments, environment: environment, captureOutput: captureOutput, closeFrom: closeFrom)
      #else
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let pipe = captureOutput ? Pipe() : nil
        process.standardOutput = pipe ?? FileHandle.nullDevice
        do {
          try process.run()
        } catch {
          return nil
        }
        let data = pipe?.fileHandleForReading.readDataToEndOfFile() ?? Data()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
      #endif
    }

    #if os(Linux)
      /// `posix_spawn` with the child's signal mask emptied and SIGPIPE back to its default.
      ///
      /// Why not `Process`: a child inherits the signal mask of the thread that starts it, and
      /// the threads this runs on (dispatch's workers, Swift's pool) block nearly every signal.
      /// Foundation's `Process` on Linux passes that mask on, so `xdg-open`, and the browser it
      /// starts, ignored SIGTERM and SIGINT: a session's logout and a terminal's Ctrl-C could
      /// not stop them. Foundation offers no way to set the child's mask.
      ///
      /// `closeFrom` is glibc's `posix_spawn_file_actions_addclosefrom_np`, or `nil` where it is
      /// missing (tests pass `nil` to run the fallback).
      static func spawn(
        _ executable: String, _ arguments: [String], environment: [String: String], captureOutput: Bool,
        closeFrom: CloseFrom?
      ) -> (status: Int32, output: String)? {
        var output: [Int32] = [-1, -1]
        if captureOutput {
          guard pipe(&output) == 0 else { return nil }
          _ = fcntl(output[0], F_SETFD, FD_CLOEXEC)
          _ = fcntl(output[1], F_SETFD, FD_CLOEXEC)
        }
        defer { for descriptor in output where descriptor >= 0 { close(descriptor) } }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        if captureOutput {
          posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        } else {
          posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        closeInheritedDescriptors(&actions, closeFrom: closeFrom)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        // Ignored signals stay ignored across exec; Swift's runtime ignores SIGPIPE.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
          for pointer in argv { free(pointer) }
          for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, &attributes, argv, envp) == 0 else { return nil }

        var data = Data()
        if captureOutput {
          close(output[1])
          output[1] = -1
          var buffer = [UInt8](repeating: 0, count: 16_384)
          while true {
            let count = buffer.withUnsafeMutableBytes { read(output[0], $0.baseAddress, $0.count) }
            if count > 0 {
              data.append(contentsOf: buffer[..<count])
            } else if count == 0 || errno != EINTR {
              break
            }
          }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
          guard errno == EINTR else { return nil }
        }
        let signal = status & 0x7f
        return (signal == 0 ? (status >> 8) & 0xff : 128 + signal, String(decoding: data, as: UTF8.self))
      }

      /// Closes every descriptor above standard error in the child, as its last file action.
      ///
      /// Why: `posix_spawn` on Linux passes on every descriptor opened without `O_CLOEXEC`, and
      /// Foundation opens files that way (`Data.write(to:options: .atomic)` among them). A tool
      /// kept the app's files, sockets and locks open for as long as it ran, and `xdg-open`
      /// hands them on to the browser it starts, which can run for days. A script another
      /// thread was writing could not be run by anyone (`ETXTBSY`) while a tool held it.
      private static func closeInheritedDescriptors(
        _ actions: inout posix_spawn_file_actions_t, closeFrom: CloseFrom?
      ) {
        if let closeFrom {
          _ = closeFrom(&actions, 3)
          return
        }
        // glibc before 2.34: the descriptors open now. One opened by another thread between
        // this listing and the spawn still leaks; glibc ignores closing one closed meanwhile.
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in open.compactMap({ Int32($0) }) where descriptor > 2 {
          posix_spawn_file_actions_addclose(&actions, descriptor)
        }
      }

      /// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34 and later), looked up at run
      /// time: Swift's Glibc module does not declare it (it needs `_GNU_SOURCE`), and a C target
      /// for one function would be built by every user of AppLinks.
      static let closeFrom: CloseFrom? = {
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: CloseFrom.self)
      }()

      /// The C signature of `posix_spawn_file_actions_addclosefrom_np`.
      typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    #endif
  }
#endif
