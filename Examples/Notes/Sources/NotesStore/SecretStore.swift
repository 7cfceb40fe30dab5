import Foundation

/// Where the notes app keeps its secrets, the link token and the sign-in's tokens: the desktop's
/// keyring (``keyring(database:)``), or, where none runs and the user chose it, a file only they
/// can read (``file(at:)``). Never the notes database.
package struct SecretStore: Sendable {
  /// Where the secrets are, in words for messages and `notes doctor`.
  package var place: String
  /// The secret kept for `key`, or nil.
  package var read: @Sendable (_ key: SecretKey) async throws(SecretStoreError) -> String?
  /// Keeps `value` for `key`, or, with nil, forgets it.
  package var write: @Sendable (_ key: SecretKey, _ value: String?) async throws(SecretStoreError) -> Void

  package init(
    place: String,
    read: @escaping @Sendable (_ key: SecretKey) async throws(SecretStoreError) -> String?,
    write: @escaping @Sendable (_ key: SecretKey, _ value: String?) async throws(SecretStoreError) -> Void
  ) {
    self.place = place
    self.read = read
    self.write = write
  }

  /// The store of the database at `path`: the file beside it when the user chose one
  /// (``SecretFile/path(besideDatabase:)`` exists), else the keyring.
  package static func forDatabase(at path: String) -> SecretStore {
    let file = SecretFile.path(besideDatabase: path)
    return FileManager.default.fileExists(atPath: file) ? .file(at: file) : .keyring(database: path)
  }

  /// Secrets in memory, for tests and previews.
  package static func inMemory() -> SecretStore {
    let secrets = LockedSecrets()
    return SecretStore(place: "memory") { key in
      secrets.value(for: key)
    } write: { key, value in
      secrets.set(value, for: key)
    }
  }
}

/// The secrets the notes app keeps.
package enum SecretKey: String, CaseIterable, Sendable {
  /// The token links must carry to delete a note (`notes token`).
  case linkToken = "link-token"
  /// The sign-in of `notes login`: its access and refresh tokens (``SignInSession``).
  case signIn = "sign-in"
  /// The key of the unlocked notes (``NotesKey``), kept from `notes unlock` (or the window's
  /// unlock) until `notes lock`.
  case notesKey = "notes-key"

  /// The secret's name in the keyring, as the desktop's keyring manager lists it.
  package var label: String {
    switch self {
    case .linkToken: "Notes: the token of delete links"
    case .signIn: "Notes: sign-in tokens"
    case .notesKey: "Notes: the key of the unlocked notes"
    }
  }

  /// The keyring's collection that keeps the secret: the notes' key is a secret of the
  /// session (the Secret Service's `session` collection, in memory, forgotten when the session
  /// ends, so a new login finds the notes locked); the others are kept across sessions.
  package var collection: String {
    self == .notesKey ? "session" : "default"
  }
}

/// Why a secret could not be read or kept.
package enum SecretStoreError: Error, Equatable, CustomStringConvertible {
  /// No keyring answers (no session bus, no Secret Service, no libsecret): `reason` says which.
  case keyringUnavailable(String)
  /// The secret is in a locked keyring, which was not unlocked: it is there, but cannot be read
  /// (never "no secret").
  case keyringLocked
  /// The keyring answered with an error (refused, cancelled …).
  case keyringFailed(String)
  /// The secrets file could not be read or written, or others may read it.
  case file(String)

  package var description: String {
    switch self {
    case let .keyringUnavailable(reason):
      "no keyring answers (\(reason)). Where no keyring runs, `notes secrets --use-file` keeps the secrets in a "
        + "file beside the database that only you can read"
    case .keyringLocked:
      "the keyring that holds the notes' secrets is locked: unlock it (GNOME's Passwords and Keys, "
        + "Seahorse, or by logging in again), then run the command again"
    case let .keyringFailed(reason): "the keyring refused: \(reason)"
    case let .file(reason): reason
    }
  }
}

/// The in-memory store's secrets.
private final class LockedSecrets: @unchecked Sendable {
  private let lock = NSLock()
  private var secrets: [SecretKey: String] = [:]

  func value(for key: SecretKey) -> String? { lock.withLock { secrets[key] } }
  func set(_ value: String?, for key: SecretKey) { lock.withLock { secrets[key] = value } }
}
