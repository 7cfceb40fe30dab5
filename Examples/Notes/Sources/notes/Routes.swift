import ArgumentParser
import Foundation
import NotesFeature

struct Routes: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "routes",
    abstract: localized("Print the links the app answers: x-callback requests and deep links."),
    discussion: localized("Read from the route tables themselves: pattern, input and output fields, confirmation.")
  )

  @OptionGroup var logging: LoggingOption

  @Flag(help: ArgumentHelp(localized("Print JSON instead of a Markdown table.")))
  var json = false

  @Flag(
    help: ArgumentHelp(
      localized("Print the links' map, the file notes-web is built from (Sources/notes-web/LinkMap.json).")))
  var map = false

  func run() {
    if map {
      FileHandle.standardOutput.write(Notes.links.map.json())
    } else {
      print(json ? RouteCatalog.notes.json : RouteCatalog.notes.markdown)
    }
  }
}
