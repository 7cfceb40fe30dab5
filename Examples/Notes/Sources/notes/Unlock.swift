import ArgumentParser
import ComposableLinks
import Foundation
import NotesFeature

struct Unlock: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "unlock",
    abstract: localized("Unlock the notes: answer the requests that waited for the passphrase."),
    discussion: """
      Reads the passphrase from the terminal (or the first line of standard input), keeps the \
      key it opens in the keyring (the session's collection: a new login finds the notes \
      locked) until 'notes lock', then answers, once each, the requests 'notes open' kept \
      while the notes were locked. --remove also removes the passphrase.
      """
  )

  @OptionGroup var logging: LoggingOption

  @OptionGroup var options: DatabaseOption

  @Flag(help: ArgumentHelp(localized("Remove the passphrase: the notes stay unlocked.")))
  var remove = false

  @Flag(help: ArgumentHelp(localized("Print callback URLs on stdout instead of opening them.")))
  var printCallbacks = false

  func run() async throws {
    let database = try openDatabase(options)
    guard try await database.lockRecord() != nil else {
      print(localized("The notes are not locked."))
      return
    }
    guard let passphrase = Passphrase.read(prompt: localized("Passphrase: ")) else {
      printError(localized("No passphrase given."))
      throw ExitCode.failure
    }
    let verdict: PassphraseVerdict
    do {
      verdict = try await PassphraseCheck.check(passphrase, in: database, now: Date())
      if verdict == .right, remove { try await database.removeLock() }
    } catch {
      printError(localized("The notes were not unlocked: %@", error))
      throw ExitCode.failure
    }
    switch verdict {
    case .right:
      break
    case let .wrong(retryAfter):
      printError(
        retryAfter > 0
          ? localized("That is not the passphrase. The next try waits %@ s.", retryAfter)
          : localized("That is not the passphrase."))
      throw ExitCode.failure
    case let .tooSoon(seconds):
      printError(localized("Too many wrong passphrases: try again in %@ s.", seconds))
      throw ExitCode.failure
    }
    let answered = await answerWaiting(database)
    print(remove ? localized("The notes are unlocked for good.") : localized("Unlocked until 'notes lock'."))
    print(
      answered == 0
        ? localized("No request was waiting.")
        : localizedPlural("Answered %@ waiting request.", "Answered %@ waiting requests.", count: answered))
  }

  /// Restores the requests `notes open` parked, unlocks, and answers them; returns how many.
  @MainActor
  private func answerWaiting(_ database: NotesDatabase) async -> Int {
    let printed = PrintedCallbacks()
    let outcomes = LinkOutcomes.recording()
    var locked = Notes.State()
    locked.isLocked = true
    let store = Store(initialState: locked) {
      Notes()
    } withDependencies: {
      $0.notesDatabase = database
      $0.parkedLinkStore = .file(at: OpenRequests.file(options))
      $0.linkOutcomes = outcomes
      if printCallbacks { $0.urlOpener = printed.opener }
      // A restored link's expiry is a timer, an effect of the action the restore sends: the
      // restore's `finish()` would wait it out (ten minutes), in TCA as here. This process
      // answers what waits and exits; the next one drops what has grown too old as it reads it.
      $0.continuousClock = ExpiryFreeClock()
    }
    let driver = store.drivesURLOpening(state: \.urlToOpen, action: \.openURL)
    await store.send(.parking(.restore)).finish()
    let waiting = store.state.parked.links.count
    // Removed from storage before each is answered: killed from here on, none runs twice.
    store.send(.unlockChecked(true))
    let confirm = Confirmation(assumeYes: false)
    while true {
      if let pending = store.state.pendingConfirmation {
        store.send(.confirmationAnswered(await confirm.ask(pending.request)))
      }
      if await store.settle(timeout: .milliseconds(50)) == 0 { break }
    }
    await driver.finish()
    for outcome in outcomes.recent() where outcome.result != .parked(requirement: Notes.unlocked.name) {
      print("\(outcome.result): \(outcome.url)")
    }
    printed.print()
    return waiting
  }
}

/// Where `notes open` keeps the requests that wait for the notes to be unlocked, apart from
/// the window's waiting links (each process answers its own).
enum OpenRequests {
  static func file(_ options: DatabaseOption) -> URL {
    let database = options.database ?? NotesDatabase.defaultPath()
    return URL(fileURLWithPath: database).deletingLastPathComponent().appendingPathComponent("waiting-requests.json")
  }
}
