import ArgumentParser
import Foundation
import NotesFeature
import SignedLinks

struct Sign: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sign",
    abstract: "Sign a link with a key 'notes keys generate' made: the sender's side, for scripts.",
    discussion: """
      Prints URL with its expiry, the key's name, a nonce (unless --reusable) and the \
      signature. The notes app takes it in place of the token for updates and deletes, once, \
      until it expires.
      """
  )

  @OptionGroup var logging: LoggingOption

  @Argument(help: "The link to sign, e.g. notes://x-callback-url/notes/3/delete.")
  var url: String

  @Option(help: "The private key's file.")
  var key: String

  @Option(help: "How long the link stays valid: seconds, or a number with s, m or h (at most 10m for the notes app).")
  var expires = "10m"

  @Flag(help: "No nonce: the link may run more than once (the notes app refuses such links).")
  var reusable = false

  func run() async throws {
    guard let seconds = Self.seconds(expires) else {
      printError("\"\(expires)\" is not a duration: use seconds, or a number with s, m or h.")
      throw ExitCode.failure
    }
    guard let link = URL(string: url), link.scheme != nil else {
      printError("\"\(url)\" is not a URL.")
      throw ExitCode.failure
    }
    do {
      print(try SigningKeyFile.read(key).sign(link, expiresIn: seconds, singleUse: !reusable).absoluteString)
    } catch {
      printError("The link was not signed: \(error).")
      throw ExitCode.failure
    }
  }

  /// `90`, `90s`, `10m`, `1h` in seconds.
  static func seconds(_ text: String) -> Int? {
    let units = ["s": 1, "m": 60, "h": 3600]
    let unit = text.last.flatMap { units[String($0)] }
    guard let number = Int(unit == nil ? text : String(text.dropLast())), number >= 0, number <= 86_400 * 366 else {
      return nil
    }
    return number * (unit ?? 1)
  }
}

/// A private signing key in a file only its owner can read: one line, `NAME PRIVATE-KEY`
/// (base64url).
enum SigningKeyFile {
  struct Unreadable: Error, CustomStringConvertible {
    var description: String
  }

  static func write(_ key: LinkSigningKey, to path: String) throws {
    let line = "\(key.keyID) \(key.privateKey)\n"
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw Unreadable(description: "\(path) cannot be created (\(String(cString: strerror(errno))))")
    }
    defer { close(descriptor) }
    try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).write(contentsOf: Data(line.utf8))
  }

  static func read(_ path: String) throws -> LinkSigningKey {
    guard let data = FileManager.default.contents(atPath: path), data.count < 1024 else {
      throw Unreadable(description: "\(path) cannot be read")
    }
    let parts = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace)
    guard parts.count == 2 else { throw Unreadable(description: "\(path) is not a key file ('NAME PRIVATE-KEY')") }
    return try LinkSigningKey(keyID: String(parts[0]), privateKey: String(parts[1]))
  }
}
