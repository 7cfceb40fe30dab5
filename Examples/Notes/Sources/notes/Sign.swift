import ArgumentParser
import Foundation
import NotesFeature
import SignedLinks

struct Sign: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sign",
    abstract: localized("Sign a link with a key 'notes keys generate' made: the sender's side, for scripts."),
    discussion: """
      Prints URL with its expiry, the key's name, a nonce (unless --reusable) and the \
      signature. The notes app takes it in place of the token for updates and deletes, once, \
      until it expires.
      """
  )

  @OptionGroup var logging: LoggingOption

  @Argument(help: ArgumentHelp(localized("The link to sign, e.g. notes://x-callback-url/notes/3/delete.")))
  var url: String

  @Option(help: ArgumentHelp(localized("The private key's file.")))
  var key: String

  @Option(
    help: ArgumentHelp(
      localized("How long the link stays valid: seconds, or a number with s, m or h (at most 10m for the notes app).")))
  var expires = "10m"

  @Flag(help: ArgumentHelp(localized("No nonce: the link may run more than once (the notes app refuses such links).")))
  var reusable = false

  func run() async throws {
    guard let seconds = Self.seconds(expires) else {
      printError(localized("\"%@\" is not a duration: use seconds, or a number with s, m or h.", expires))
      throw ExitCode.failure
    }
    guard let link = URL(string: url, encodingInvalidCharacters: false), link.scheme != nil else {
      printError(localized("\"%@\" is not a URL.", Notes.configuration.withoutValues(url)))
      throw ExitCode.failure
    }
    do {
      print(try SigningKeyFile.read(key).sign(link, expiresIn: seconds, singleUse: !reusable).absoluteString)
    } catch {
      printError(localized("The link was not signed: %@.", error))
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
