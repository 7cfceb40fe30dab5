import LinkRouting

#if os(Linux) || os(FreeBSD) || os(OpenBSD)
  import Foundation

  /// Opens URLs on freedesktop systems with `gio` or `xdg-open`.
  ///
  /// Why by hand: no package in reach wraps these tools. Each runs as a child process with the
  /// URL as one argument, so no character of a URL can reach a shell.
  struct ProcessURLOpener: Sendable {
    /// The environment the tools are looked up in (`PATH`) and run with (`XDG_*`, `DISPLAY`).
    let environment: [String: String]

    /// Schemes a desktop can always open (a browser or a mail client), without asking.
    static let usualSchemes: Set<String> = ["http", "https", "mailto"]

    func canOpen(_ url: URL) async -> Bool {
      guard let scheme = url.scheme?.lowercased(), Self.isPlainScheme(scheme) else { return false }
      let gio = executable("gio")
      let xdgOpen = executable("xdg-open")
      guard gio != nil || xdgOpen != nil else { return false }
      if Self.usualSchemes.contains(scheme) { return true }
      let mimeType = "x-scheme-handler/\(scheme)"
      if let xdgMime = executable("xdg-mime"),
        let result = await run(xdgMime, ["query", "default", mimeType], captureOutput: true),
        result.status == 0
      {
        return !result.output.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
      }
      if let gio, let result = await run(gio, ["mime", mimeType], captureOutput: true),
        result.status == 0
      {
        // `gio mime` prints "Default application for …" only when one is set (C locale).
        return result.output.contains("Default application")
      }
      return false
    }

    func open(_ url: URL) async -> Bool {
      let commands: [(String, [String])] = [
        executable("gio").map { ($0, ["open", url.absoluteString]) },
        executable("xdg-open").map { ($0, [url.absoluteString]) },
      ].compactMap { $0 }
      for (executable, arguments) in commands {
        if let result = await run(executable, arguments, captureOutput: false),
          result.status == 0
        {
          return true
        }
      }
      return false
    }

    /// RFC 3986 scheme characters only, so the MIME type built from it is well formed.
    static func isPlainScheme(_ scheme: String) -> Bool {
      func isLetter(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) }
      guard let first = scheme.unicodeScalars.first, isLetter(first) else { return false }
      return scheme.unicodeScalars.allSatisfy {
        isLetter($0) || ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == "."
      }
    }

    /// The first executable called `name` on `PATH`.
    func executable(_ name: String) -> String? {
      ExecutableLookup.find(name, in: environment)
    }

    /// Runs a program to its end without blocking a concurrency thread; `nil` if it cannot
    /// start. Its output is read to the end before waiting, so a chatty child cannot block on a
    /// full pipe.
    func run(
      _ executable: String, _ arguments: [String], captureOutput: Bool
    ) async -> (status: Int32, output: String)? {
      await withCheckedContinuation { continuation in
        // Off the cooperative pool: `ToolProcess.run` blocks until the tool exits.
        DispatchQueue.global().async {
          var environment = self.environment
          environment["LC_ALL"] = "C"  // Output parsed above is English.
          continuation.resume(
            returning: ToolProcess.run(executable, arguments, environment: environment, captureOutput: captureOutput)
          )
        }
      }
    }
  }
#endif
