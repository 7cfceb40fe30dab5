import ConcurrencyExtras
import Foundation

#if canImport(CNotesSecret)
  import CNotesSecret
#endif

extension SecretStore {
  /// The desktop's keyring, over the Secret Service API (libsecret): each secret an item of
  /// its collection (``SecretKey/collection``), found by the database's path and the key, so that two databases
  /// keep two sets. libsecret's calls block while they talk to the keyring over D-Bus; they run
  /// on a thread of their own, never on Swift's cooperative pool.
  package static func keyring(database: String) -> SecretStore {
    #if canImport(CNotesSecret)
      SecretStore(place: "the keyring") { key throws(SecretStoreError) in
        try await Keyring.call { error in
          var value: UnsafeMutablePointer<CChar>?
          guard notes_secret_lookup(database, key.rawValue, &value, &error) == 0 else { return nil }
          defer { free(value) }
          return value.map { String(cString: $0) }
        }
      } write: { key, value throws(SecretStoreError) in
        _ = try await Keyring.call { error -> String? in
          if let value {
            _ = notes_secret_store(database, key.rawValue, key.label, key.collection, value, &error)
          } else {
            _ = notes_secret_clear(database, key.rawValue, &error)
          }
          return nil
        }
      }
    #else
      let unavailable = SecretStoreError.keyringUnavailable("the keyring is reached through libsecret, on Linux")
      return SecretStore(place: "the keyring") { _ throws(SecretStoreError) in
        throw unavailable
      } write: { _, _ throws(SecretStoreError) in
        throw unavailable
      }
    #endif
  }
}

/// Runs libsecret's blocking calls off the cooperative pool.
private enum Keyring {
  /// How long a call may take before the terminal is told what it waits for: a keyring that
  /// was not unlocked at login asks for its password, and the command would seem to hang.
  static let patience = DispatchTimeInterval.seconds(3)

  /// Runs `body` on a dispatch thread; an error it sets (a `malloc`ed message) is thrown.
  static func call(
    _ body: @escaping @Sendable (_ error: inout UnsafeMutablePointer<CChar>?) -> String?
  ) async throws(SecretStoreError) -> String? {
    let result = await withCheckedContinuation {
      (continuation: CheckedContinuation<Result<String?, SecretStoreError>, Never>) in
      let answered = LockIsolated(false)
      DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + patience) {
        guard !answered.value else { return }
        FileHandle.standardError.write(
          Data("Waiting for the keyring: it may be asking for its password in another window.\n".utf8))
      }
      DispatchQueue.global(qos: .userInitiated).async {
        var error: UnsafeMutablePointer<CChar>?
        let value = body(&error)
        answered.setValue(true)
        if let error {
          let message = String(cString: error)
          free(error)
          continuation.resume(returning: .failure(classify(message)))
        } else {
          continuation.resume(returning: .success(value))
        }
      }
    }
    return try result.get()
  }

  /// Locked (the shim's word, or the Secret Service's); no bus, no service, no library: the
  /// keyring is unavailable; anything else it said.
  static func classify(_ message: String) -> SecretStoreError {
    if message.hasPrefix("locked:") || message.localizedCaseInsensitiveContains("is locked") {
      return .keyringLocked
    }
    let unavailable = [
      "libsecret", "Cannot autolaunch D-Bus", "DBUS_SESSION_BUS_ADDRESS", "was not provided by any .service",
      "Could not connect", "No such file or directory", "ServiceUnknown",
    ]
    return unavailable.contains { message.contains($0) } ? .keyringUnavailable(message) : .keyringFailed(message)
  }
}
