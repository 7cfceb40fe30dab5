import CGtk
import Foundation

/// A command-line option the window's `GApplication` lists in `--help` and parses.
package struct ApplicationOption: Sendable {
  /// The long name, without its dashes: `database` for `--database`.
  package var name: String
  /// What the value is called in `--help` (`PATH`), or nil for a switch.
  package var value: String?
  /// The one line `--help` gives it.
  package var summary: String

  package init(_ name: String, value: String? = nil, summary: String) {
    self.name = name
    self.value = value
    self.summary = summary
  }
}

/// The window's options as `GApplication`'s own option entries: `--help` (and
/// `--help-all`, `--help-gapplication`) then lists them with GLib's wording and exits 0, and
/// `--version` prints the version and exits 0, before the app registers on the bus.
@MainActor
package enum ApplicationOptions {
  /// Registers `options` and `--version` with `application` (an `AdwApplication *` from
  /// ``Application/make(id:)``), with `parameters` after them in the usage line and `summary`
  /// below it. `--version` prints `program version`; `versionSummary` is its line in `--help`.
  package static func describe(
    _ application: OpaquePointer, options: [ApplicationOption], parameters: String, summary: String,
    program: String, version: String, versionSummary: String = "Show the version and exit"
  ) {
    let app = UnsafeMutablePointer<GApplication>(application)
    // GLib keeps the entries' pointers for the application's life, which is the process's:
    // the copies are made once and never freed.
    var entries = (options + [ApplicationOption("version", summary: versionSummary)]).map { option in
      GOptionEntry(
        long_name: strdup(option.name), short_name: 0, flags: 0,
        arg: option.value == nil ? GOptionArg(0) : GOptionArg(1), arg_data: nil,  // G_OPTION_ARG_NONE, _STRING
        description: strdup(option.summary), arg_description: option.value.map { strdup($0) } ?? nil)
    }
    entries.append(GOptionEntry())
    let table = UnsafeMutablePointer<GOptionEntry>.allocate(capacity: entries.count)
    table.initialize(from: entries, count: entries.count)
    g_application_add_main_option_entries(app, table)
    g_application_set_option_context_parameter_string(app, parameters)
    g_application_set_option_context_summary(app, summary)
    Signals.connectLocalOptions(UnsafeMutableRawPointer(app), asking: ["version"]) { present in
      guard present.contains("version") else { return -1 }
      print("\(program) \(version)")
      return 0
    }
  }
}
