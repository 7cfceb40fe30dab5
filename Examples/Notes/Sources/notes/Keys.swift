import ArgumentParser
import Foundation
import NotesFeature
import SignedLinks

struct Keys: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "keys",
    abstract: localized("The keys whose signed links may update and delete notes, in place of the token."),
    discussion: """
      A signed link (docs/SignedLinks.md) proves who made it, expires within ten minutes, and \
      runs once. 'notes keys generate NAME' makes a key for a sender (a script, a server) and \
      trusts it; 'notes keys add NAME PUBLIC-KEY' trusts a key made elsewhere; 'notes keys \
      revoke NAME' stops trusting it for good. The sender signs with 'notes sign' or any \
      implementation of the format. A site's key ('--site': the key notes-web signs deferred \
      links with) is trusted only to lead to a note or the list through a deferred link: a \
      link it signs never updates or deletes a note, whichever way it arrives.
      """,
    subcommands: [ListKeys.self, AddKey.self, GenerateKey.self, RevokeKey.self],
    defaultSubcommand: ListKeys.self
  )
}

/// `--site`, said once for `add` and `generate`.
enum SiteFlag {
  static var help: String {
    localized("Trust it as a site's key: its links may only lead to a note or the list, through a deferred link.")
  }
}

struct ListKeys: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: localized("List the trusted and revoked keys."))

  @OptionGroup var options: DatabaseOption
  @OptionGroup var logging: LoggingOption

  func run() async throws {
    let keys = try await Keys.read(openDatabase(options))
    if keys.trusted.isEmpty && keys.revoked.isEmpty { print(localized("No key is trusted: links need the token.")) }
    for (name, key) in keys.trusted.sorted(by: { $0.key < $1.key }) {
      print(keys.sites.contains(name) ? "\(name)\t\(key)\tsite" : "\(name)\t\(key)")
    }
    for name in keys.revoked.sorted() { print("\(name)\trevoked") }  // not translated: a listing programs read
  }
}

struct AddKey: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "add", abstract: localized("Trust a sender's public key."))

  @OptionGroup var options: DatabaseOption
  @OptionGroup var logging: LoggingOption

  @Argument(
    help: ArgumentHelp(localized("The key's name: the 'kid' its links carry (letters, digits, '.', '_', '-').")))
  var name: String

  // Everything after the name is the key, as given: about one key in 64 begins with '-' in
  // base64url, and must be read as a key, not an option ('--' before it is allowed too).
  @Argument(
    parsing: .captureForPassthrough,
    help: ArgumentHelp(
      localized(
        "The Ed25519 public key, 32 bytes in base64url (one that begins with '-' too; '--' before it is allowed)."),
      valueName: "public-key"))
  var publicKey: [String] = []

  @Flag(help: ArgumentHelp(SiteFlag.help))
  var site = false

  func validate() throws {
    guard key != nil else {
      throw ValidationError(localized("Give the public key once, after the name: notes keys add NAME KEY"))
    }
  }

  /// The key given: the one value after the name (and after a '--', if one came first).
  var key: String? {
    let values = publicKey.first == "--" ? Array(publicKey.dropFirst()) : publicKey
    return values.count == 1 ? values[0] : nil
  }

  func run() async throws {
    guard let key else { return }
    try await Keys.change(options) { [site] keys throws(LinkSigningError) in
      try keys.add(name, publicKey: key, site: site)
    }
    print(
      site
        ? localized("Links signed by \"%@\" may now lead to notes from the site, and change none.", name)
        : localized("Links signed by \"%@\" may now update and delete notes.", name))
  }
}

struct GenerateKey: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "generate",
    abstract: localized("Make a key for a sender, write it to a file only you can read, and trust it."))

  @OptionGroup var options: DatabaseOption
  @OptionGroup var logging: LoggingOption

  @Argument(help: ArgumentHelp(localized("The key's name.")))
  var name: String

  @Option(help: ArgumentHelp(localized("The file the private key is written to (it must not exist).")))
  var output: String

  @Flag(help: ArgumentHelp(SiteFlag.help))
  var site = false

  func run() async throws {
    let key: LinkSigningKey
    do {
      key = try LinkSigningKey(keyID: name)
      try SigningKeyFile.write(key, to: output)
    } catch {
      printError(localized("No key was made: %@.", error))
      throw ExitCode.failure
    }
    try await Keys.change(options) { [site] keys throws(LinkSigningError) in
      try keys.add(name, publicKey: key.publicKey, site: site)
    }
    print(key.publicKey)
  }
}

struct RevokeKey: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "revoke", abstract: localized("Stop trusting a key, for good."))

  @OptionGroup var options: DatabaseOption
  @OptionGroup var logging: LoggingOption

  @Argument(help: ArgumentHelp(localized("The key's name.")))
  var name: String

  func run() async throws {
    var found = false
    try await Keys.change(options) { keys in found = keys.revoke(name) }
    guard found else {
      printError(localized("No key named \"%@\" is trusted.", name))
      throw ExitCode.failure
    }
    print(localized("Links signed by \"%@\" are refused from now on.", name))
  }
}

extension Keys {
  /// The trusted keys, read from `database`.
  static func read(_ database: NotesDatabase) async throws -> LinkKeyList {
    do {
      return try await database.linkKeys()
    } catch {
      printError(localized("The keys cannot be read: %@.", error))
      throw ExitCode.failure
    }
  }

  /// Reads the trusted keys, changes them with `body`, and keeps them, in one database.
  static func change(
    _ options: DatabaseOption, _ body: (inout LinkKeyList) throws(LinkSigningError) -> Void
  ) async throws {
    let database = try openDatabase(options)
    var keys = try await read(database)
    do {
      try body(&keys)
    } catch {
      printError("\(error.description.prefix(1).uppercased())\(error.description.dropFirst()).")
      throw ExitCode.failure
    }
    do {
      try await database.setLinkKeys(keys)
    } catch {
      printError(localized("The keys cannot be kept: %@.", error))
      throw ExitCode.failure
    }
  }
}
