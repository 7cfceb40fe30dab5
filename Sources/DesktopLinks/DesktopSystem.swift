#if os(Linux)
  @_spi(Testing) import AppLinks
  import Foundation

  /// What registration and the doctor need from the system, as values: the environment (the
  /// XDG directories, `PATH`, the session bus, which the doctor asks with this package's own
  /// D-Bus client) and a way to run a desktop tool (`xdg-mime`, `update-desktop-database`).
  ///
  /// The live value runs the real tools; tests give it a throwaway `HOME` and, where they need
  /// to, a `run` of their own.
  package struct DesktopSystem: Sendable {
    /// The output of a tool that ran.
    package struct ToolResult: Hashable, Sendable {
      /// Its exit status.
      package var status: Int32
      /// What it wrote to standard output.
      package var output: String

      /// Creates a result.
      package init(status: Int32, output: String) {
        self.status = status
        self.output = output
      }
    }

    /// The environment the tools see and the directories are read from.
    package var environment: [String: String]
    /// Runs a tool found on `PATH` with arguments; `nil` when there is no such tool.
    package var run: @Sendable (_ tool: String, _ arguments: [String]) -> ToolResult?

    /// A system with the given environment and tool runner.
    package init(
      environment: [String: String],
      run: @escaping @Sendable (_ tool: String, _ arguments: [String]) -> ToolResult?
    ) {
      self.environment = environment
      self.run = run
    }

    /// The real system: tools looked up on `environment["PATH"]` and run with `environment`.
    package static func live(
      environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> DesktopSystem {
      DesktopSystem(environment: environment) { tool, arguments in
        guard let path = ExecutableLookup.find(tool, in: environment),
          let result = ToolProcess.run(path, arguments, environment: environment, captureOutput: true)
        else { return nil }
        return ToolResult(status: result.status, output: result.output)
      }
    }

    /// Whether a tool is on `PATH`.
    package func hasTool(_ name: String) -> Bool {
      ExecutableLookup.find(name, in: environment) != nil
    }

    /// `$XDG_DATA_HOME`, else `~/.local/share` (``XDGDirectories``).
    package var dataHome: String { XDGDirectories(environment: environment).dataHome }

    /// `$XDG_CONFIG_HOME`, else `~/.config` (``XDGDirectories``).
    package var configHome: String { XDGDirectories(environment: environment).configHome }
  }
#endif
