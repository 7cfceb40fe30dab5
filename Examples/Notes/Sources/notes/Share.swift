import ArgumentParser
import Foundation
import NotesFeature

struct Share: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "share",
    abstract: localized(
      "Share a note on the web: its link's page shows its title and first line to anyone with the link."))

  @OptionGroup var options: DatabaseOption
  @OptionGroup var logging: LoggingOption

  @Argument(help: ArgumentHelp(localized("The note's id.")))
  var id: Int64

  @Flag(
    help: ArgumentHelp(
      localized(
        "Also make a short link (/s/CODE) for it, kept by the notes site (notes-web, beside notes), and print it.")
    ))
  var short = false

  @Option(help: ArgumentHelp(localized("How many times the short link may be followed (default: no limit).")))
  var uses: Int?

  func validate() throws {
    if uses != nil, !short { throw ValidationError(localized("--uses is for a short link: add --short.")) }
    if let uses, uses < 1 { throw ValidationError(localized("--uses takes a number from 1.")) }
  }

  func run() async throws {
    try await Self.change(id, shared: true, database: options.database)
    // Written at once: with --short this process is replaced next, and print's buffer with it.
    FileHandle.standardOutput.write(
      Data((localized("Note %@ is shared: its link's page shows it.", String(id)) + "\n").utf8))
    guard short else { return }
    // The site makes and keeps its short links (in the store notes-web serves them from,
    // beside the notes unless $CLAIMS_DATABASE or $CLAIMS_POSTGRES names another): this
    // command hands the note's link to it, as the window hands HTTP to notes-http.
    guard let link = NotesAssociations.webLink(for: URL(string: "notes://notes/\(id)")!) else { return }
    let site = URL(fileURLWithPath: HandlerRegistration.currentExecutable()).deletingLastPathComponent()
      .appendingPathComponent("notes-web").path
    var arguments = ["--shorten", link.absoluteString]
    if let database = options.database { arguments += ["--database", database] }
    if let uses { arguments += ["--uses", String(uses)] }
    try replaceProcess(with: site, arguments)
  }

  /// Shares note `id`, or stops sharing it, in the database at `path` (the default when nil).
  static func change(_ id: Int64, shared: Bool, database path: String?) async throws {
    do {
      let database = try NotesDatabase.live(path: path ?? NotesDatabase.defaultPath())
      guard try await database.setShared(id, shared) else {
        printError(localized("There is no note %@.", String(id)))
        throw ExitCode.failure
      }
    } catch let exit as ExitCode {
      throw exit
    } catch {
      printError(localized("Cannot write the notes database: %@", error))
      throw ExitCode.failure
    }
  }
}
