#if os(Linux)
  @testable import AppLinks
  import Foundation
  import Testing

  /// The one way the library starts a desktop tool: its output, its status, and a child that can
  /// be stopped, whichever thread starts it.
  @Suite struct ToolProcessTests {
    let environment = ["PATH": "/usr/bin:/bin"]

    @Test func outputAndStatusComeBack() {
      let printed = ToolProcess.run(
        "/bin/sh", ["-c", "printf 'a b\\n'; exit 3"], environment: environment, captureOutput: true)
      #expect(printed?.status == 3)
      #expect(printed?.output == "a b\n")
      let quiet = ToolProcess.run("/bin/sh", ["-c", "echo hidden"], environment: environment, captureOutput: false)
      #expect(quiet?.status == 0)
      #expect(quiet?.output == "")
      let killed = ToolProcess.run("/bin/sh", ["-c", "kill -TERM $$"], environment: environment, captureOutput: false)
      #expect(killed?.status == 128 + SIGTERM)
    }

    /// A descriptor the app opened without `O_CLOEXEC` (as Foundation's atomic writes do)
    /// stays in the app: the tool, and the browser `xdg-open` would start, do not hold it. With
    /// glibc's `closefrom` action, and with the fallback for a glibc without it.
    @Test(arguments: [true, false])
    func theToolInheritsNoDescriptorOfTheApp(withCloseFrom: Bool) throws {
      if withCloseFrom { try #require(ToolProcess.closeFrom != nil, "glibc 2.34 or later") }
      let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("tool-process-\(UUID().uuidString)").path
      let descriptor = open(path, O_WRONLY | O_CREAT, 0o600)
      try #require(descriptor > 2)
      defer {
        close(descriptor)
        unlink(path)
      }
      // What each of the shell's descriptors names, read once the glob's own is closed.
      let printed = ToolProcess.spawn(
        "/bin/sh", ["-c", "for f in /proc/$$/fd/*; do readlink \"$f\"; done"], environment: environment,
        captureOutput: true, closeFrom: withCloseFrom ? ToolProcess.closeFrom : nil)
      let named = try #require(printed?.output)
      #expect(named.contains("/dev/null"))
      #expect(!named.contains(path), "the tool holds descriptor \(descriptor): \(named)")
    }

    @Test func aToolThatCannotStartIsNil() {
      #expect(ToolProcess.run("/nonexistent/tool", [], environment: environment, captureOutput: true) == nil)
    }

    @Test func theEnvironmentIsTheOneGiven() {
      let printed = ToolProcess.run(
        "/bin/sh", ["-c", "echo \"$ONLY\" \"${HOME-unset}\""], environment: ["ONLY": "this"], captureOutput: true)
      #expect(printed?.output == "this unset\n")
    }

    /// Started from a thread that blocks every signal (as Swift's pool threads and dispatch's
    /// workers do), the tool blocks none, and SIGPIPE is back to its default: a browser that
    /// `xdg-open` starts can be stopped by a logout's SIGTERM or a Ctrl-C.
    @Test func theToolBlocksNoSignalWhateverThreadStartsIt() async throws {
      let status = try await withCheckedThrowingContinuation { continuation in
        Thread {
          var all = sigset_t()
          sigfillset(&all)
          pthread_sigmask(SIG_SETMASK, &all, nil)
          let result = ToolProcess.run(
            "/bin/sh", ["-c", "grep -E '^Sig(Blk|Ign)' /proc/self/status"], environment: ["PATH": "/usr/bin:/bin"],
            captureOutput: true)
          continuation.resume(returning: result?.output ?? "")
        }.start()
      }
      let lines = Dictionary(
        uniqueKeysWithValues: status.split(separator: "\n").map { line in
          let parts = line.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
          return (parts[0], parts.count > 1 ? parts[1] : "")
        })
      #expect(lines["SigBlk"] == "0000000000000000", "\(status)")
      let ignored = UInt64(lines["SigIgn"] ?? "", radix: 16) ?? .max
      #expect(ignored & (1 << (UInt64(SIGPIPE) - 1)) == 0, "\(status)")
    }
  }
#endif
