import ArgumentParser
import ComposableLinks
import DesktopLinks
import Foundation
import NotesFeature

struct Call: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "call",
    abstract: localized("Call an app with an x-callback-url request and print its answer (an xcall for Linux)."),
    discussion: """
      Adds x-success, x-error and x-cancel (notes://x-reply/<nonce>/…) and x-source to the URL, \
      opens it, and waits for the answer, which comes back to this process through the notes \
      app (the running window, or a one-shot notes open). Prints the x-success parameters, one \
      name=value per line, or a JSON object with --json.
      Exit status: 0 x-success, 3 x-error, 4 x-cancel, 124 no answer in time, 1 the call could \
      not be made (no session bus, no app for the URL, an answer that could not be read).
      Example: notes call 'notes://x-callback-url/create?title=Hello'
      """
  )

  @OptionGroup var logging: LoggingOption

  @Argument(help: ArgumentHelp(localized("The URL to call, without callbacks.")))
  var url: String

  @Option(help: ArgumentHelp(localized("Seconds to wait for the answer.")))
  var timeout: Double = 60

  @Flag(help: ArgumentHelp(localized("Print the answer as JSON.")))
  var json = false

  func run() async throws {
    throw ExitCode(await call())
  }

  @MainActor
  private func call() async -> Int32 {
    guard let target = URL(string: url, encodingInvalidCharacters: false), target.scheme != nil else {
      printError(localized("\"%@\" is not a URL.", Notes.configuration.withoutValues(url)))
      return 1
    }
    guard timeout > 0, timeout <= 86_400 else {
      printError(localized("--timeout must be between 0 and 86400 seconds."))
      return 1
    }
    // The answer comes back to the notes app, which hands it to the process listening under
    // a name made from the call's nonce: this one.
    let nonce = LinkCaller.makeNonce()
    let listener: LinkListener
    do {
      // The listener lets long answers through: the caller's claim judges them against its
      // own limits and ends the call with a typed error, rather than leaving it to time out.
      listener = try LinkListener(
        applicationID: HandlerRegistration.callerID(nonce: nonce), schemes: [Notes.scheme],
        limits: URLLimits(maxURLLength: 1 << 20))
    } catch {
      printError("\(error)")
      return 1
    }
    let store = Store(initialState: NotesCall.State(url: target, timeout: .milliseconds(Int64(timeout * 1000)))) {
      NotesCall()
    } withDependencies: {
      $0.linkCaller = .live(scheme: Notes.scheme, source: "notes call") { nonce }
      $0.urlOpener = .system
    }
    do {
      try listener.start { event in
        switch event {
        case let .link(url): Task { @MainActor in store.send(.received(url)) }
        case let .rejected(error): printError("\(error)")
        }
      }
    } catch {
      printError(localized("Cannot wait for an answer: %@", error))
      return 1
    }
    defer { listener.stop() }
    await store.send(.start).finish()
    for rejection in store.state.refused { printError(localized("Refused: %@", rejection)) }
    let report = report(store.state)
    if !report.isEmpty { print(report) }
    return store.state.exitCode
  }

  /// The answer as lines or JSON; errors go to standard error, with an empty report.
  private func report(_ state: NotesCall.State) -> String {
    switch (state.answer, state.error) {
    case let (.success(items)?, _):
      return json
        ? Self.json(items.map { ($0.name, $0.value ?? "") })
        : items.map { "\($0.name)=\($0.value ?? "")" }.joined(separator: "\n")
    case let (.failure(code, message)?, _):
      printError("\(message) (\(code))")
      return json ? Self.json([("errorCode", code), ("errorMessage", message)]) : ""
    case (.cancelled?, _):
      printError(localized("Cancelled."))
      return json ? "{}" : ""
    case let (nil, error):
      printError(error.map { "\($0)" } ?? localized("The call did not finish."))
      return ""
    }
  }

  /// A JSON object: one key per name, an array when a name is repeated (`id=1&id=2`).
  static func json(_ pairs: [(String, String)]) -> String {
    var object: [String: [String]] = [:]
    var order: [String] = []
    for (name, value) in pairs {
      if object[name] == nil { order.append(name) }
      object[name, default: []].append(value)
    }
    let encoder = JSONEncoder.notesOutput()
    func encoded(_ value: some Encodable) -> String {
      (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }
    let members = order.sorted().map { name in
      let values = object[name] ?? []
      return encoded(name) + ":" + (values.count == 1 ? encoded(values[0]) : encoded(values))
    }
    return "{" + members.joined(separator: ",") + "}"
  }
}
