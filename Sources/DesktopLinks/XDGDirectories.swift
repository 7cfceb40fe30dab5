#if os(Linux)
  import Foundation

  /// The base directories of the XDG Base Directory specification for one environment: the
  /// one place the package and its example read `$XDG_DATA_HOME`, `$XDG_CONFIG_HOME`,
  /// `$XDG_STATE_HOME`, `$XDG_DATA_DIRS` and `$XDG_RUNTIME_DIR`.
  ///
  /// As the specification says, a variable that is unset, empty or a relative path is ignored
  /// (a relative path is invalid), and its default under `$HOME` is used instead.
  public struct XDGDirectories: Sendable, Equatable {
    /// Where user data goes: `$XDG_DATA_HOME`, else `~/.local/share`.
    public var dataHome: String
    /// Where user configuration goes: `$XDG_CONFIG_HOME`, else `~/.config`.
    package var configHome: String
    /// Where state that outlives a run goes: `$XDG_STATE_HOME`, else `~/.local/state`.
    public var stateHome: String
    /// The system's data directories, in order of preference: `$XDG_DATA_DIRS`, else
    /// `/usr/local/share` and `/usr/share`.
    package var dataDirectories: [String]
    /// The session's runtime directory (its sockets: the session bus's `bus`):
    /// `$XDG_RUNTIME_DIR`, or `nil` (the specification gives it no default).
    package var runtimeDirectory: String?

    /// The directories `environment` names.
    ///
    /// - Parameter environment: The variables to read; `HOME` (else the user's home) for the
    ///   defaults.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
      let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
      func absolute(_ name: String) -> String? {
        environment[name].flatMap { $0.hasPrefix("/") ? $0 : nil }
      }
      dataHome = absolute("XDG_DATA_HOME") ?? home + "/.local/share"
      configHome = absolute("XDG_CONFIG_HOME") ?? home + "/.config"
      stateHome = absolute("XDG_STATE_HOME") ?? home + "/.local/state"
      let listed = (environment["XDG_DATA_DIRS"] ?? "").split(separator: ":").map(String.init).filter {
        $0.hasPrefix("/")
      }
      dataDirectories = listed.isEmpty ? ["/usr/local/share", "/usr/share"] : listed
      runtimeDirectory = absolute("XDG_RUNTIME_DIR")
    }
  }
#endif
