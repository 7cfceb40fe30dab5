import DesktopLinks
import Foundation

/// The file that keeps the secrets where no keyring runs, when the user chose it
/// (`notes secrets --use-file`): beside the database, readable and writable by its owner only
/// (0600), a JSON object of ``SecretKey`` raw values to secrets, replaced whole on each write
/// (a new file, then a rename), so a process killed mid-write leaves the old one.
package enum SecretFile {
  /// The largest file read: the secrets are a few hundred bytes.
  static let maximumSize = 64 * 1024

  /// `notes.secrets` beside `notes.sqlite`: the database's path with `.secrets` for its
  /// extension.
  package static func path(besideDatabase database: String) -> String {
    let url = URL(fileURLWithPath: database)
    return url.deletingPathExtension().appendingPathExtension("secrets").path
  }

  /// Creates the file at `path`, holding no secret yet (0600).
  package static func create(at path: String) throws(SecretStoreError) {
    try write([:], to: path)
  }

  /// The secrets in the file at `path` (none when there is no file).
  static func read(_ path: String) throws(SecretStoreError) -> [String: String] {
    var info = stat()
    guard stat(path, &info) == 0 else {
      if errno == ENOENT { return [:] }
      throw .file("\(path) cannot be read: \(String(cString: strerror(errno)))")
    }
    guard info.st_uid == getuid() else {
      throw .file(
        "\(path) belongs to another user (uid \(info.st_uid)): its secrets are not used; remove it, "
          + "or run notes as its owner")
    }
    guard info.st_mode & 0o077 == 0 else {
      throw .file(
        "\(path) may be read by others (mode \(String(info.st_mode & 0o777, radix: 8))): its secrets are not used; "
          + "make it yours alone (chmod 600) or remove it")
    }
    guard info.st_size <= maximumSize, let data = FileManager.default.contents(atPath: path) else {
      throw .file("\(path) is not a secrets file (over \(maximumSize) bytes, or unreadable)")
    }
    do {
      return try JSONDecoder().decode([String: String].self, from: data)
    } catch {
      throw .file("\(path) is not a secrets file: \(error)")
    }
  }

  /// Replaces the file at `path` with `secrets`: written to a new file created 0600 in the same
  /// folder, flushed, then renamed over the old one.
  static func write(_ secrets: [String: String], to path: String) throws(SecretStoreError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data: Data
    do {
      data = try encoder.encode(secrets)
    } catch {
      throw .file("the secrets could not be encoded: \(error)")
    }
    let temporary = path + ".\(getpid()).new"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw .file("\(temporary) cannot be created: \(String(cString: strerror(errno)))") }
    let written = data.withUnsafeBytes { bytes in Foundation.write(descriptor, bytes.baseAddress, bytes.count) }
    let flushed = fsync(descriptor) == 0
    close(descriptor)
    guard written == data.count, flushed, rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw .file("\(path) cannot be written: \(reason)")
    }
  }
}

extension SecretStore {
  /// Secrets in the file at `path` (see ``SecretFile``), which the user chose where no keyring
  /// runs. A file others may read is refused, not used.
  package static func file(at path: String) -> SecretStore {
    let access = SecretFileAccess(path: path)
    return SecretStore(place: path) { key throws(SecretStoreError) in
      try access.read(key)
    } write: { key, value throws(SecretStoreError) in
      try access.write(key, value)
    }
  }
}

/// The reads and writes of a secrets file, one at a time across processes: a write reads the
/// file, changes one secret and writes it whole, holding `notes.secrets.lock` beside it
/// (``CrossProcessLock``), so two processes that each change a secret keep both changes.
private struct SecretFileAccess: Sendable {
  let path: String
  let lock: CrossProcessLock

  init(path: String) {
    self.path = path
    self.lock = CrossProcessLock(path: path + ".lock")
  }

  func read(_ key: SecretKey) throws(SecretStoreError) -> String? {
    try SecretFile.read(path)[key.rawValue]
  }

  func write(_ key: SecretKey, _ value: String?) throws(SecretStoreError) {
    do {
      try lock.runBlocking {
        var secrets = try SecretFile.read(path)
        secrets[key.rawValue] = value
        try SecretFile.write(secrets, to: path)
      }
    } catch let error as SecretStoreError {
      throw error
    } catch {
      throw .file("\(error)")
    }
  }
}

extension SecretFile {
  /// What `notes doctor` says of the secrets of the database at `database`: in the keyring, or
  /// in the file the user chose (a failure when others may read it).
  package static func finding(besideDatabase database: String) -> DoctorFinding {
    let file = path(besideDatabase: database)
    guard FileManager.default.fileExists(atPath: file) else {
      return DoctorFinding(
        check: "secrets", status: .ok,
        detail: "the link token and the sign-in's tokens are kept in the desktop's keyring, not in the database")
    }
    do {
      _ = try read(file)
      return DoctorFinding(
        check: "secrets", status: .ok,
        detail: "kept in \(file), readable by you only, as chosen with 'notes secrets --use-file'",
        fix: "where a keyring runs, 'notes secrets --use-keyring' keeps them there instead")
    } catch {
      return DoctorFinding(
        check: "secrets", status: .failure, detail: "\(error)",
        fix: "remove \(file) and keep the secrets again: notes secrets --use-file, notes token --rotate, notes login"
      )
    }
  }
}
