import Crypto
import Foundation

/// The key that seals the notes while a passphrase locks them (``NotesLock``): AES-256-GCM, one
/// sealed box per note holding its title and text, bound to the note's id (a box moved to
/// another row does not open there).
///
/// Unlocked, the key is kept in the desktop's keyring, in its session collection (forgotten
/// when the session ends), and every reader — the command line, the window, the Shell's
/// search, x-callback requests — takes it from there; `notes lock` forgets it. A key is tied to
/// the lock it was opened from: after the passphrase changes, a key kept for the old lock
/// opens nothing.
package struct NotesKey: Sendable {
  let secret: SymmetricKey
  /// The lock's record's digest.
  let lock: Data

  init(_ secret: SymmetricKey, lock record: String) {
    self.secret = secret
    self.lock = Self.digest(of: record)
  }

  /// The key as the keyring keeps it: `v1 KEY LOCKDIGEST` (base64).
  package var text: String {
    "v1 \(secret.withUnsafeBytes { Data($0) }.base64EncodedString()) \(lock.base64EncodedString())"
  }

  /// The key kept as `text`, if it is the key of the lock `record`; nil for a damaged value or
  /// the key of another lock.
  package init?(text: String, record: String) {
    let parts = text.split(separator: " ")
    guard parts.count == 3, parts[0] == "v1", let secret = Data(base64Encoded: String(parts[1])), secret.count == 32,
      let lock = Data(base64Encoded: String(parts[2])), lock == Self.digest(of: record)
    else { return nil }
    self.secret = SymmetricKey(data: secret)
    self.lock = lock
  }

  /// Whether this is the key of the lock `record`.
  func opens(_ record: String?) -> Bool {
    record.map { Self.digest(of: $0) == lock } ?? false
  }

  /// The sealed box of a note's title and text.
  func seal(title: String, body: String, id: Int64) throws -> Data {
    let content = try JSONEncoder().encode(Content(title: title, body: body))
    guard let combined = try AES.GCM.seal(content, using: secret, authenticating: Self.binding(id)).combined else {
      throw NotesError.storage("note \(id) could not be sealed")
    }
    return combined
  }

  /// The title and text sealed in `box` for the note `id`.
  ///
  /// - Throws: ``NotesError/storage(_:)`` when the box does not open with this key for this
  ///   note (damaged, or moved from another row).
  func open(_ box: Data, id: Int64) throws -> (title: String, body: String) {
    do {
      let opened = try AES.GCM.open(AES.GCM.SealedBox(combined: box), using: secret, authenticating: Self.binding(id))
      let content = try JSONDecoder().decode(Content.self, from: opened)
      return (content.title, content.body)
    } catch {
      throw NotesError.storage("note \(id) does not open with the notes' key: it was damaged or moved")
    }
  }

  private struct Content: Codable {
    var title: String
    var body: String
  }

  private static func binding(_ id: Int64) -> Data { Data("note \(id)".utf8) }

  private static func digest(of record: String) -> Data { Data(SHA256.hash(data: Data(record.utf8))) }
}
