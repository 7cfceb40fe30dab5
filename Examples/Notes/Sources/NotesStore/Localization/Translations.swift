import Foundation

#if canImport(CNotesIntl)
  import CNotesIntl
#endif

/// The app's translations: gettext catalogs (`.mo`), one per language, of the domain
/// `composable-links-notes`.
///
/// Every string a person reads in the window or from `notes` goes through ``localized(_:)``,
/// ``localized(_:_:)`` or ``localizedPlural(_:_:count:_:)``; `scripts/notes-pot` collects them
/// into `Examples/Notes/po/composable-links-notes.pot`, translators fill a `.po` per language,
/// and `scripts/install` compiles each into `PREFIX/share/locale/LANG/LC_MESSAGES/`. The user's
/// language is the environment's (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`), as in every
/// GNOME app. Where no catalog has a string (or on Darwin), the English in the code shows.
package enum Translations {
  /// The gettext domain: the catalogs' file name.
  package static let domain = "composable-links-notes"

  /// Takes the user's locale from the environment and tells gettext where the catalogs are.
  /// Called first thing by each executable, before any string is translated.
  package static func start(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    executable: URL = URL(fileURLWithPath: Translations.currentExecutable())
  ) {
    #if canImport(CNotesIntl)
      notes_intl_use_environment_locale()
      notes_intl_bind(domain, catalogs(environment: environment, executable: executable).path)
    #endif
  }

  /// The running binary's absolute path.
  package static func currentExecutable() -> String {
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      return path
    }
    return URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
  }

  /// Where the catalogs are: `$NOTES_LOCALEDIR` (a build folder's catalogs, in tests), else
  /// `PREFIX/share/locale` for an executable in `PREFIX/bin` or `PREFIX/libexec/NAME`.
  package static func catalogs(environment: [String: String], executable: URL) -> URL {
    if let folder = environment["NOTES_LOCALEDIR"], !folder.isEmpty { return URL(fileURLWithPath: folder) }
    var prefix = executable.resolvingSymlinksInPath().deletingLastPathComponent()
    if prefix.deletingLastPathComponent().lastPathComponent == "libexec" { prefix.deleteLastPathComponent() }
    return prefix.deletingLastPathComponent().appendingPathComponent("share/locale")
  }

  /// `format` with `%@` and `%N$@` replaced by `arguments` (the next one, the Nth one) and `%%`
  /// by `%`; any other `%` stays as it is, and a placeholder without an argument becomes empty.
  static func fill(_ format: String, with arguments: [String]) -> String {
    var filled = ""
    var next = 0
    var rest = Substring(format)
    while let percent = rest.firstIndex(of: "%") {
      filled += rest[..<percent]
      rest = rest[rest.index(after: percent)...]
      if rest.first == "%" {
        filled += "%"
        rest = rest.dropFirst()
      } else if rest.first == "@" {
        filled += arguments.indices.contains(next) ? arguments[next] : ""
        next += 1
        rest = rest.dropFirst()
      } else if let dollar = rest.prefix(3).firstIndex(of: "$"), let position = Int(rest[..<dollar]),
        rest[rest.index(after: dollar)...].first == "@"
      {
        filled += arguments.indices.contains(position - 1) ? arguments[position - 1] : ""
        rest = rest[rest.index(dollar, offsetBy: 2)...]
      } else {
        filled += "%"
      }
    }
    return filled + rest
  }

  // gettext answers the very pointer it was given when no catalog has the string: a pointer into
  // the temporary C string Swift made for the call, gone after it. Each answer is therefore read
  // inside the call, and only a different pointer (a catalog's, which lives as long as the
  // process) is a translation.

  static func message(_ message: String) -> String {
    #if canImport(CNotesIntl)
      message.withCString { original in
        guard let translated = notes_intl_message(domain, original), translated != original else { return message }
        return String(cString: translated)
      }
    #else
      message
    #endif
  }

  static func plural(_ singular: String, _ plural: String, count: Int) -> String {
    let english = count == 1 ? singular : plural
    #if canImport(CNotesIntl)
      return singular.withCString { one in
        plural.withCString { many in
          guard let translated = notes_intl_plural(domain, one, many, UInt(clamping: count)),
            translated != one, translated != many
          else { return english }
          return String(cString: translated)
        }
      }
    #else
      return english
    #endif
  }
}

/// `message` in the user's language.
///
/// `message` must be a string literal, so that `scripts/notes-pot` finds it.
package func localized(_ message: String) -> String {
  Translations.message(message)
}

/// `format` in the user's language, each `%@` filled with the next of `arguments` (a
/// translation may reorder them as `%2$@`; `%%` is a percent sign).
///
/// Filled here rather than by `String(format:)`, whose other directives a catalog could use
/// with arguments of the wrong type and crash the app: a catalog is input, and a bad one shows
/// a placeholder unfilled, never traps.
package func localized(_ format: String, _ arguments: Any...) -> String {
  Translations.fill(Translations.message(format), with: arguments.map { String(describing: $0) })
}

/// The form of `singular`/`plural` for `count` in the user's language (languages have from one
/// to six forms), its `%@` filled with `count`, then `arguments`, as ``localized(_:_:)`` does.
package func localizedPlural(
  _ singular: String, _ plural: String, count: Int, _ arguments: Any...
) -> String {
  Translations.fill(
    Translations.plural(singular, plural, count: count),
    with: [count.description] + arguments.map { String(describing: $0) })
}
