import ComposableLinks
import Foundation

/// Registers `notes` as the desktop's handler of `notes://` URLs (freedesktop.org): a
/// `.desktop` entry under `$XDG_DATA_HOME/applications`, made the default with `xdg-mime`.
public struct HandlerRegistration: Sendable {
  /// The desktop entry's file name.
  public static let desktopFileName = "notes-url-handler.desktop"
  /// The MIME type of `notes://` URLs.
  public static let mimeType = "x-scheme-handler/notes"

  /// The environment to read `XDG_DATA_HOME`, `XDG_CONFIG_HOME`, `HOME` and `PATH` from.
  public var environment: [String: String]

  /// A registration in `environment`.
  public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    self.environment = environment
  }

  /// `$XDG_DATA_HOME/applications/notes-url-handler.desktop`.
  public var desktopFile: String {
    dataHome + "/applications/" + Self.desktopFileName
  }

  /// Writes the entry, which runs `executable open %u`, and makes it the default handler.
  ///
  /// - Throws: ``RegistrationError`` when `xdg-mime` is missing or fails.
  public func install(executable: String) throws {
    let directory = (desktopFile as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try Self.desktopEntry(executable: executable).write(toFile: desktopFile, atomically: true, encoding: .utf8)
    try runXDGMime(["default", Self.desktopFileName, Self.mimeType])
  }

  /// Removes the entry and its default association. Returns whether there was an entry.
  @discardableResult
  public func uninstall() throws -> Bool {
    let existed = FileManager.default.fileExists(atPath: desktopFile)
    if existed { try FileManager.default.removeItem(atPath: desktopFile) }
    let list = configHome + "/mimeapps.list"
    if let text = try? String(contentsOfFile: list, encoding: .utf8) {
      let kept = text.split(separator: "\n", omittingEmptySubsequences: false).filter {
        !($0.hasPrefix(Self.mimeType + "=") && $0.contains(Self.desktopFileName))
      }
      try kept.joined(separator: "\n").write(toFile: list, atomically: true, encoding: .utf8)
    }
    return existed
  }

  /// The desktop entry text.
  public static func desktopEntry(executable: String) -> String {
    """
    [Desktop Entry]
    Type=Application
    Name=Notes
    Comment=Answers notes:// URLs
    Exec=\(execArgument(executable)) open %u
    MimeType=\(mimeType);
    NoDisplay=true
    Terminal=false

    """
  }

  /// Quotes a path for an `Exec` key: double quotes with `"`, `` ` ``, `$` and `\` escaped,
  /// then backslashes doubled for the string value (Desktop Entry Specification, "The Exec key").
  static func execArgument(_ path: String) -> String {
    let plain = path.unicodeScalars.allSatisfy {
      CharacterSet.alphanumerics.contains($0) || "/._-+".unicodeScalars.contains($0)
    }
    if plain { return path }
    var quoted = "\""
    for character in path {
      if "\"`$\\".contains(character) { quoted += "\\" }
      quoted.append(character)
    }
    quoted += "\""
    return quoted.replacingOccurrences(of: "\\", with: "\\\\")
  }

  private var dataHome: String {
    environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.local/share"
  }

  private var configHome: String {
    environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.config"
  }

  private var home: String { environment["HOME"] ?? NSHomeDirectory() }

  private func runXDGMime(_ arguments: [String]) throws {
    guard let path = ExecutableLookup.find("xdg-mime", in: environment) else { throw RegistrationError.xdgMimeMissing }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.environment = environment
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw RegistrationError.xdgMimeFailed(status: process.terminationStatus)
    }
  }
}

/// Why the handler could not be registered.
public enum RegistrationError: Error, Equatable, CustomStringConvertible {
  /// `xdg-mime` is not on `PATH`.
  case xdgMimeMissing
  /// `xdg-mime` exited with this status.
  case xdgMimeFailed(status: Int32)

  /// A one-line message.
  public var description: String {
    switch self {
    case .xdgMimeMissing: "xdg-mime was not found: install xdg-utils (scripts/install-prerequisites)."
    case let .xdgMimeFailed(status): "xdg-mime failed with status \(status)."
    }
  }
}
