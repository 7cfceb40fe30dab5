import ArgumentParser
import Foundation
import NotesFeature

struct Secrets: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "secrets",
    abstract: localized("Say where the secrets are kept, or keep them in a file where no keyring runs."),
    discussion: """
      The link token and the sign-in's tokens are kept in the desktop's keyring (the Secret \
      Service: GNOME Keyring, KWallet), never in the notes database. Where no keyring runs (a \
      server without a desktop), --use-file keeps them in a file beside the database that only \
      you can read (0600); --use-keyring moves them back into the keyring and removes the file.
      """
  )

  @OptionGroup var logging: LoggingOption

  @OptionGroup var options: DatabaseOption

  @Flag(help: ArgumentHelp(localized("Keep the secrets in a file beside the database, readable by you only.")))
  var useFile = false

  @Flag(help: ArgumentHelp(localized("Keep the secrets in the keyring again, and remove the file.")))
  var useKeyring = false

  func validate() throws {
    if useFile && useKeyring { throw ValidationError(localized("Choose --use-file or --use-keyring, not both.")) }
  }

  func run() async throws {
    let path = URL(fileURLWithPath: options.database ?? NotesDatabase.defaultPath()).standardizedFileURL.path
    let file = SecretFile.path(besideDatabase: path)
    do {
      if useFile, !FileManager.default.fileExists(atPath: file) {
        // Created empty first (its folder too, on a first run): choosing the file is
        // remembered even with no secret yet.
        try FileManager.default.createDirectory(
          atPath: URL(fileURLWithPath: file).deletingLastPathComponent().path, withIntermediateDirectories: true,
          attributes: [.posixPermissions: 0o700])
        try SecretFile.create(at: file)
        do {
          try await move(from: .keyring(database: path), to: .file(at: file))
        } catch {
          // The file chosen but holding nothing would hide the keyring's secrets from then on.
          try? FileManager.default.removeItem(atPath: file)
          throw error
        }
      } else if useKeyring, FileManager.default.fileExists(atPath: file) {
        try await move(from: .file(at: file), to: .keyring(database: path))
        try FileManager.default.removeItem(atPath: file)
      }
    } catch {
      printError(localized("The secrets were not moved: %@", error))
      throw ExitCode.failure
    }
    print(localized("The secrets are kept in %@.", SecretStore.forDatabase(at: path).place))
  }

  /// Copies every secret `from` holds `to`, then forgets them in `from`. A keyring that does
  /// not answer holds nothing to move.
  private func move(from: SecretStore, to: SecretStore) async throws {
    for key in SecretKey.allCases {
      let value: String?
      do {
        value = try await from.read(key)
      } catch SecretStoreError.keyringUnavailable {
        continue
      }
      guard let value else { continue }
      try await to.write(key, value)
      try await from.write(key, nil)
    }
  }
}
