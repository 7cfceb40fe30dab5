#if os(Linux)
  import DesktopLinks
  import Testing

  @Suite struct XDGDirectoriesTests {
    @Test func setAbsoluteVariablesAreUsed() {
      let directories = XDGDirectories(environment: [
        "HOME": "/h", "XDG_DATA_HOME": "/d", "XDG_CONFIG_HOME": "/c", "XDG_STATE_HOME": "/s",
        "XDG_DATA_DIRS": "/opt/share:/usr/share", "XDG_RUNTIME_DIR": "/run/user/1000",
      ])
      #expect(directories.dataHome == "/d")
      #expect(directories.configHome == "/c")
      #expect(directories.stateHome == "/s")
      #expect(directories.dataDirectories == ["/opt/share", "/usr/share"])
      #expect(directories.runtimeDirectory == "/run/user/1000")
    }

    /// The specification: an unset, empty or relative value is ignored (a relative one is
    /// invalid), and the default under `$HOME` used.
    @Test func unsetEmptyOrRelativeVariablesFallBackToTheDefaults() {
      for value in [nil, "", "relative/path", "./data"] as [String?] {
        var environment = ["HOME": "/h"]
        for name in ["XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_DATA_DIRS", "XDG_RUNTIME_DIR"] {
          environment[name] = value
        }
        let directories = XDGDirectories(environment: environment)
        #expect(directories.dataHome == "/h/.local/share", "\(value ?? "unset")")
        #expect(directories.configHome == "/h/.config")
        #expect(directories.stateHome == "/h/.local/state")
        #expect(directories.dataDirectories == ["/usr/local/share", "/usr/share"])
        #expect(directories.runtimeDirectory == nil)
      }
      // A relative entry of the list is dropped; the absolute ones stay.
      #expect(
        XDGDirectories(environment: ["HOME": "/h", "XDG_DATA_DIRS": "share:/usr/share"]).dataDirectories
          == ["/usr/share"])
    }
  }
#endif
