import ArgumentParser
import ComposableLinks
import DesktopLinks
import Foundation
import NotesFeature

struct Open: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "open",
    abstract: localized("Handle one notes:// URL, as the desktop does when a link is opened."),
    discussion: "Example: notes open 'notes:///create?title=Hello&x-success=other-app://done'"
  )

  @OptionGroup var logging: LoggingOption

  @Argument(help: ArgumentHelp(localized("The URL.")))
  var url: String

  @OptionGroup var options: DatabaseOption

  @Flag(help: ArgumentHelp(localized("Confirm destructive requests without asking.")))
  var yes = false

  @Flag(help: ArgumentHelp(localized("Print callback URLs on stdout instead of opening them.")))
  var printCallbacks = false

  @Flag(help: ArgumentHelp(localized("Answer here even when the notes window is running.")))
  var here = false

  func run() async throws {
    let code = await handle()
    throw ExitCode(code.rawValue)
  }

  @MainActor
  private func handle() async -> OpenExitCode {
    guard let link = URL(string: url, encodingInvalidCharacters: false), link.scheme != nil else {
      printError(localized("\"%@\" is not a URL.", Notes.configuration.withoutValues(url)))
      return .notMatched
    }
    // The running window takes the link (it answers it, and shows it), unless this command
    // was told where to answer: its own database, callbacks printed, or --here.
    if !here, !printCallbacks, !yes, options.database == nil {
      do {
        if try LinkForwarder.forward([link], to: HandlerRegistration.applicationID) {
          print(
            localized("Handed %@ to the running notes window.", Notes.configuration.withoutValues(link.absoluteString)))
          return .handled
        }
      } catch {
        printError(localized("The notes window did not take the link (%@); answering here.", error))
      }
    }
    // An answer to a call: not a request to answer, but one to hand to the `notes call`
    // waiting for it. Nothing else ever sees it.
    if case let .rejected(rejection) = LinkCaller.live(scheme: Notes.scheme, source: "Notes").claim(link) {
      let nonce = CallRelay.relayableNonce(rejection)
      guard let nonce, await CallRelay.live.relay(link, nonce) else {
        printError(nonce != nil ? localized("%@ No notes call is waiting for it.", rejection) : "\(rejection)")
        return .notMatched
      }
      print(localized("Handed the answer to the notes call waiting for it."))
      return .handled
    }
    let database: NotesDatabase
    do {
      database = try NotesDatabase.live(path: options.database ?? NotesDatabase.defaultPath())
    } catch {
      printError(localized("Cannot open the notes database: %@", error))
      return .failed
    }
    let printed = PrintedCallbacks()
    let opener = printCallbacks ? printed.opener : URLOpener.system
    let confirm = Confirmation(assumeYes: yes)
    // Locked notes keep the request until `notes unlock`, in a file beside the database.
    var initial = Notes.State()
    // Fails closed: a lock that cannot be read locks the notes.
    do {
      initial.isLocked = try await database.isLocked()
    } catch {
      initial.isLocked = true
    }
    let saved = AsyncStream<Void>.makeStream()
    let file = ParkedLinkStore.file(at: OpenRequests.file(options))
    let store = Store(initialState: initial) {
      Notes()
    } withDependencies: {
      $0.notesDatabase = database
      // What `notes doctor --recent` would show for these links: they came on a command line.
      $0.linkOutcomes.arrival = .commandLine
      $0.urlOpener = opener
      $0.parkedLinkStore = ParkedLinkStore(load: file.load) { data in
        try await file.save(data)
        saved.continuation.yield()
      }
    }
    let driver = store.drivesURLOpening(state: \.urlToOpen, action: \.openURL)
    let task = store.send(.link(link))
    // A destructive request asks first (once its token is checked, in an effect): the store
    // holds the question until it is answered. Wait for the question or the outcome.
    for await settled in store.values(of: {
      $0.pendingConfirmation != nil || $0.outcome != nil || !$0.parked.isEmpty
    }) where settled {
      break
    }
    if !store.state.parked.isEmpty {
      // Kept on disk before this process says so (and exits): `notes unlock` answers it.
      for await _ in saved.stream { break }
      print(localized("The notes are locked: the request waits until 'notes unlock'."))
      return .waiting
    }
    if let pending = store.state.pendingConfirmation {
      store.send(.confirmationAnswered(await confirm.ask(pending.request)))
    }
    await task.finish()
    await driver.finish()

    guard let outcome = store.state.outcome else {
      printError(localized("The request did not finish."))
      return .failed
    }
    switch outcome {
    case .handled:
      print(store.state.message ?? localized("Handled %@", Notes.configuration.withoutValues(link.absoluteString)))
    case let .notMatched(failure):
      printError(failure.description)
    case let .failed(failure, _):
      printError("\(LibraryMessages.translated(failure.message)) (\(failure.code))")
    case .cancelled:
      print(localized("Cancelled."))
    case let .refused(refusal):
      printError(refusal.description)
    }
    printed.print()
    if let callback = outcome.callback, !printCallbacks, store.state.callbackOpened != .openedURL(true) {
      // The request ran; only its answer is lost. Say which, in a newcomer's words, and say
      // so in the exit status too.
      let shown = Notes.configuration.withoutValues(callback.absoluteString)
      if store.state.callbackOpened == .urlNotSupported {
        printError(
          localized(
            "No app here handles %@ links, so the answer (%@) was not delivered.",
            "\(callback.scheme ?? ""):", shown))
      } else {
        printError(localized("The answer (%@) could not be opened, so it was not delivered.", shown))
      }
      // A request that failed, was cancelled or refused says so first; one that ran says that
      // its answer was lost.
      if case .handled = outcome { return .answerNotDelivered }
    }
    return OpenExitCode(outcome)
  }
}

/// Asks before destructive requests: yes with `--yes`, a prompt on a terminal, else no.
struct Confirmation: Sendable {
  let assumeYes: Bool

  func ask(_ request: RouteRequest) async -> Bool {
    if assumeYes { return true }
    guard isatty(STDIN_FILENO) == 1 else { return false }
    let source = request.xCallback.source.map { " (asked by \($0))" } ?? ""
    FileHandle.standardError.write(Data(localized("Run %@%@? [y/N] ", request.pattern, source).utf8))
    guard let answer = readLine()?.lowercased() else { return false }
    return answer == "y" || answer == "yes"
  }
}
