#if os(Linux)
  import Foundation

  /// The texts of the files the desktop reads: the desktop entry and the D-Bus service file.
  enum DesktopFiles {
    /// The desktop entry (Desktop Entry Specification 1.5): `Exec` ends with `%u`, so the
    /// desktop passes the link (an entry without it silently drops every URL).
    static func entry(for app: DesktopApp) -> String {
      var lines = [
        "[Desktop Entry]",
        "Type=Application",
        "Name=\(app.name)",
      ]
      if let comment = app.comment { lines.append("Comment=\(comment)") }
      if let icon = app.iconName { lines.append("Icon=\(icon)") }
      lines += [
        "Exec=" + ([app.executable] + app.arguments).map(execArgument).joined(separator: " ") + " %u",
        "MimeType=" + app.mimeTypes.map { $0 + ";" }.joined(),
        "Terminal=false",
      ]
      if !app.categories.isEmpty { lines.append("Categories=" + app.categories.map { $0 + ";" }.joined()) }
      if !app.keywords.isEmpty { lines.append("Keywords=" + app.keywords.map { $0 + ";" }.joined()) }
      if app.startupNotify { lines.append("StartupNotify=true") }
      // The specification's own key, `SingleMainWindow` (1.5), is an error to desktop-file-utils
      // before 0.27 (Debian 12's), so a distribution's packaging check would fail on it; GNOME
      // Shell reads the older `X-GNOME-SingleWindow` as well, which every validator accepts.
      if app.singleMainWindow { lines.append("X-GNOME-SingleWindow=true") }
      if !app.showsInMenus { lines.append("NoDisplay=true") }
      if app.dbusActivatable { lines.append("DBusActivatable=true") }
      return lines.joined(separator: "\n") + "\n"
    }

    /// The D-Bus service file: how the session bus starts the app for a call to its name when
    /// it is not running.
    static func service(for app: DesktopApp, name: String? = nil) -> String {
      let exec = ([app.executable] + app.serviceArguments).map(execArgument).joined(separator: " ")
      return "[D-BUS Service]\nName=\(name ?? app.applicationID)\nExec=\(exec)\n"
    }

    /// Quotes an argument for an `Exec` key: as it is when plain, else in double quotes with
    /// `"`, `` ` ``, `$` and `\` escaped, then backslashes doubled for the string value (Desktop
    /// Entry Specification, "The Exec key").
    static func execArgument(_ argument: String) -> String {
      let plain =
        !argument.isEmpty
        && argument.unicodeScalars.allSatisfy {
          $0.isASCII
            && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "/._-+=:".unicodeScalars.contains($0))
        }
      if plain { return argument }
      var quoted = "\""
      for character in argument {
        if "\"`$\\".contains(character) { quoted += "\\" }
        quoted.append(character)
      }
      quoted += "\""
      return quoted.replacingOccurrences(of: "\\", with: "\\\\")
    }

    /// The keys of a desktop entry's `[Desktop Entry]` group.
    static func keys(ofEntry text: String) -> [String: String] {
      var keys: [String: String] = [:]
      var inGroup = false
      for line in text.split(separator: "\n") {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("[") {
          inGroup = trimmed == "[Desktop Entry]"
          continue
        }
        guard inGroup, !trimmed.hasPrefix("#"), let equals = trimmed.firstIndex(of: "=") else { continue }
        let key = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
        if keys[key] == nil {
          keys[key] = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        }
      }
      return keys
    }
  }
#endif
