import ArgumentParser
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

  func run() {
    print(json ? RouteCatalog.notes.json : RouteCatalog.notes.markdown)
  }
}
