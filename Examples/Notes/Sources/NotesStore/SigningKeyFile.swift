import Foundation
import SignedLinks

/// A private signing key in a file only its owner can read: one line, `NAME PRIVATE-KEY`
/// (base64url).
package enum SigningKeyFile {
  package struct Unreadable: Error, CustomStringConvertible {
    package var description: String
  }

  package static func write(_ key: LinkSigningKey, to path: String) throws {
    let line = "\(key.keyID) \(key.privateKey)\n"
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw Unreadable(description: "\(path) cannot be created (\(String(cString: strerror(errno))))")
    }
    defer { close(descriptor) }
    try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).write(contentsOf: Data(line.utf8))
  }

  package static func read(_ path: String) throws -> LinkSigningKey {
    guard let data = FileManager.default.contents(atPath: path), data.count < 1024 else {
      throw Unreadable(description: "\(path) cannot be read")
    }
    let parts = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace)
    guard parts.count == 2 else { throw Unreadable(description: "\(path) is not a key file ('NAME PRIVATE-KEY')") }
    return try LinkSigningKey(keyID: String(parts[0]), privateKey: String(parts[1]))
  }
}
