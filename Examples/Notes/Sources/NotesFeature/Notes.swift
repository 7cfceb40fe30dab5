import ComposableLinks
import Foundation
import LinkRouting
import SignedLinks

/// The notes app: answers `notes://` x-callback-url requests through the store, and navigates
/// by deep links (``links``).
///
/// x-callback routes (scheme `notes`; the host is the first path segment, and
/// `x-callback-url` or no host is ignored, so `notes:///create` and
/// `notes://x-callback-url/create` are the same):
/// - `/create?title=…&body=…` → output `id`
/// - `/notes/:id` → output `id`, `title`, `body`; unknown id → `x-error` 404
/// - `/search?query=…&limit=…` → output the matching `id`s (repeated key)
/// - `/fetch?limit=…` → output the newest notes' `id`s and `title`s
/// - `/notes/:id/update?token=…&title=…&body=…` → requires the app's link token, or a signed
///   link (``changes``); changes the title and/or text, output `id`, `title`, `body`; unknown id
///   → `x-error` 404
/// - `/notes/:id/delete?token=…` → requires the app's link token (`notes token`) or a signed
///   link (missing or wrong → `x-error` 401, nothing runs) and confirmation; declined →
///   `x-cancel`
///
/// Answers to calls (`notes://x-reply/<nonce>/…`, see ``LinkCaller``) are claimed before any
/// route; one this app did not make is handed to the `notes call` waiting for it
/// (``CallRelay``).
package struct Notes: Reducer, Sendable {
  /// The app's URL scheme, declared once: its routes, its registration with the desktop, its
  /// running app and its calls all read it from here.
  package static let scheme = "notes"

  /// How `notes://` links are read: the host is the first path segment (`notes://notes/3` is
  /// `/notes/3`), except `x-callback-url`, which is ignored. `https://notes.example.com/notes/3`
  /// is the same link from the web (a universal link; see ``NotesAssociations``).
  package static let configuration = LinkConfiguration(
    schemes: [scheme], universalLinkHosts: [NotesAssociations.host], hostHandling: .firstPathSegment)

  /// Who may change a note by link: the app's token (`notes token`), or in its place a link
  /// signed by a key the user trusts (`notes keys add`), valid for ten minutes at most and run
  /// once (``SignedLinkVerifier``).
  package static let changes = RouteAccess.token().acceptingSignedLinks(maximumAge: 600, singleUse: true)

  /// Every link the app takes, declared once: the screens links lead to and the requests
  /// they make, read as ``configuration`` says, in one table (``LinkRoutes``) where a link is
  /// matched once and the library decides whether it is shown or answered. A link to
  /// `/notes/3` shows the note; the same path called as an x-callback request
  /// (`notes://x-callback-url/notes/3?x-success=…`) answers with the note instead.
  package static let links = LinkRoutes<State, Action>(configuration) { screens in
    // The list, a note over it, the list filtered, the "New note" sheet; each reads its link
    // back from the state it shows.
    screens.route("/notes", examples: ["notes://notes"]) { state in
      state.path = []
      state.query = ""
      state.draft = nil
      state.editor = nil
    } shows: { _ in
      true
    }
    screens.route("/notes/:id", parent: "/notes", examples: ["notes://notes/3", "notes:///notes/42"]) {
      (state, link: NoteLink) in
      state.editor = nil
      if state.path.last != link.id { state.path.append(link.id) }
    } read: { state in
      state.draft == nil ? state.path.last.map(NoteLink.init(id:)) : nil
    }
    // The note, open for editing.
    screens.route("/notes/:id/edit", parent: "/notes/:id", examples: ["notes://notes/3/edit"]) {
      (state, link: NoteLink) in
      state.editor = Editor(id: link.id, note: state.details[link.id])
    } read: { state in
      guard state.draft == nil, let editor = state.editor, editor.id == state.path.last else { return nil }
      return NoteLink(id: editor.id)
    }
    screens.route("/search", parent: "/notes", examples: ["notes://search?query=milk%20%26%20eggs"]) {
      (state, filter: ListFilter) in
      state.query = filter.query
    } read: { state in
      state.path.isEmpty && state.draft == nil && !state.query.isEmpty ? ListFilter(query: state.query) : nil
    }
    screens.route("/create", parent: "/notes", examples: ["notes://create?title=Groceries&body=Milk"]) {
      (state, draft: Draft) in
      state.draft = draft
    } read: { state in
      state.draft
    }
    // Links published before the routes were renamed keep working (PublishedLinks.txt), shown
    // or answered.
    screens.alias("/note/:noteID", of: "/notes/:id", renaming: ["noteID": "id"])
    screens.renaming(["q": "query"], in: "/search")
    // From the web a person lands on a note or the list, never straight in its editor (the site
    // offers no claim there); no request is landed on (the default).
    screens.landing(.refused, on: "/notes/:id/edit")
    // While the notes are locked, every link to them waits for the passphrase.
    screens.requiring(unlocked)
  } requests: { requests in
    // The x-callback-url requests the app answers.
    requests.route("/create") { (note: NewNote, reply: LinkReply<Created>) in .create(note, reply) }
    requests.route("/notes/:id") { (link: NoteLink, reply: LinkReply<Shown>) in .show(link, reply) }
    requests.route("/search") { (query: SearchQuery, reply: LinkReply<Found>) in .search(query, reply) }
    requests.route("/fetch") { (query: FetchQuery, reply: LinkReply<Fetched>) in .fetch(query, reply) }
    requests.route("/notes/:id/update", access: changes) { (change: NoteUpdate, reply: LinkReply<Shown>) in
      .update(change, reply)
    }
    requests.route("/notes/:id/delete", requiresConfirmation: true, access: changes) {
      (link: NoteLink, reply: LinkReply<NoOutput>) in .delete(link, reply)
    }
    requests.requiring(unlocked)
  }

  /// The notes are unlocked: what every link waits for while a passphrase locks them
  /// (`notes lock`). The unlock sheet shows while it waits.
  package static let unlocked = LinkRequirement<State>("unlocked") { state in
    !state.isLocked
  } prompt: { state in
    state.unlockShown = true
  }

  @Dependency(\.notesDatabase) var database
  @Dependency(\.linkInbox) var inbox
  @Dependency(\.clipboard) var clipboard
  @Dependency(\.callRelay) var callRelay
  @Dependency(\.date) var date

  /// The table links go through: ``links``, or a copy that counts its matches.
  let routes: LinkRoutes<State, Action>

  /// Creates the app, its links taken through `routes` (a test passes a copy of ``links``
  /// that counts its matches).
  package init(routes: LinkRoutes<State, Action> = Self.links) {
    self.routes = routes
  }

  /// The app's logic.
  package var body: some ReducerOf<Self> {
    CombineReducers {
      Reduce(screens)
      Reduce(editing)
      Reduce(deleting)
      Reduce(sharing)
      Reduce(deferring)
      Reduce { state, action in
        switch action {
        case let .create(note, reply):
          guard let title = Self.trimmedTitle(note.title) else { return reply.fail(NotesError.missingTitle) }
          return store(reply) { try await .created(database.create(title, note.body ?? ""), reply) }

        case let .show(link, reply):
          return store(reply) {
            guard let note = try await database.note(link.id) else { throw NotesError.notFound(id: link.id) }
            return .shown(note, reply)
          }

        case let .search(query, reply):
          let limit = query.limit ?? 20
          guard (1...1000).contains(limit) else { return reply.fail(NotesError.invalidLimit(limit)) }
          return store(reply) { try await .found(database.search(query.query, limit), reply) }

        case let .fetch(query, reply):
          let limit = query.limit ?? 10
          guard (1...1000).contains(limit) else { return reply.fail(NotesError.invalidLimit(limit)) }
          return store(reply) { try await .fetched(database.newest(limit), reply) }

        case let .delete(link, reply):
          return store(reply) {
            guard try await database.delete(link.id) else { throw NotesError.notFound(id: link.id) }
            return .deleted(link.id, reply)
          }

        case let .stored(.created(note, reply)):
          let id = note.id ?? 0
          state.message = localized("Created note %@: %@", id, note.title)
          // The screens are reloaded before the caller is answered: its answer (and the
          // outcome) come once the new note is in the list, in that order every time.
          return .concatenate(loadScreens(&state), reply.succeed(with: Created(id: id)))

        case let .stored(.shown(note, reply)):
          let id = note.id ?? 0
          state.message = localized("Note %@: %@", id, note.title)
          return reply.succeed(with: Shown(id: id, title: note.title, body: note.body))

        case let .stored(.found(ids, reply)):
          state.message =
            ids.isEmpty
            ? localized("Found no note")
            : localizedPlural(
              "Found %@ note: %@", "Found %@ notes: %@", count: ids.count,
              ids.map(String.init).joined(separator: ", "))
          return reply.succeed(with: Found(id: ids))

        case let .stored(.fetched(notes, reply)):
          state.message = localizedPlural("Fetched %@ note", "Fetched %@ notes", count: notes.count)
          return reply.succeed(with: Fetched(id: notes.map { $0.id ?? 0 }, title: notes.map(\.title)))

        case let .stored(.deleted(id, reply)):
          state.message = localized("Deleted note %@", id)
          state.path.removeAll { $0 == id }
          return .concatenate(loadScreens(&state), reply.succeed())

        case let .linkFinished(outcome):
          state.outcome = outcome
          // A request that did not run says why (a toast in the window): a delete link without
          // the app's token says that a token is needed. One that ran said what it did.
          switch outcome {
          case let .failed(failure, _): state.message = LibraryMessages.translated(failure.message)
          case let .refused(refusal): state.message = refusal.description
          case .notMatched: state.message = localized("No request of this app takes that link.")
          case .handled, .cancelled: break
          }
          return .none

        case let .openURL(outcome):
          state.callbackOpened = outcome
          return .none

        case let .confirmLink(confirmation):
          // One question at a time: a newer request declines the one still waiting.
          let previous = state.pendingConfirmation
          state.pendingConfirmation = confirmation
          return previous?.decline() ?? .none

        case let .confirmationAnswered(approved):
          guard let confirmation = state.pendingConfirmation else { return .none }
          state.pendingConfirmation = nil
          return approved ? confirmation.approve() : confirmation.decline()

        case let .unhandledLink(url):
          state.unhandledLink = url
          state.message = localized("No screen for %@", url.absoluteString)
          return .none

        case .shown:
          // A link changed the screens; load what they show.
          return loadScreens(&state)

        case let .lockLoaded(locked):
          state.isLocked = locked
          return .none

        case .lockSet:
          guard !state.isLocked else { return .none }
          state.isLocked = true
          state.path = []
          state.details = [:]
          state.notes = []
          state.draft = nil
          state.editor = nil
          state.message = localized("The notes were locked.")
          return .cancel(id: LoadID.list)

        case .lockTapped:
          guard !state.isLocked else { return .none }
          return .run { send in
            guard try await database.lockRecord() != nil else {
              await send(.failed(localized("No passphrase is set: 'notes lock' in a terminal sets one.")))
              return
            }
            try await database.keepKey(nil)
            await send(.lockSet)
          } catch: { error, send in
            await send(.failed(localized("The notes were not locked: %@", error)))
          }

        case .unlockTapped:
          state.unlockShown = state.isLocked
          return .none

        case let .unlockSubmitted(passphrase):
          let now = date.now
          return .run { send in
            switch try await PassphraseCheck.check(passphrase, in: database, now: now) {
            case .right:
              await send(.unlockChecked(true))
            case let .wrong(retryAfter):
              await send(.unlockChecked(false))
              if retryAfter > 0 { await send(.unlockDelayed(seconds: retryAfter)) }
            case let .tooSoon(seconds):
              await send(.unlockDelayed(seconds: seconds))
            }
          } catch: { error, send in
            await send(.failed(localized("Could not read the lock: %@", error)))
          }

        case let .unlockChecked(right):
          guard right else {
            state.message = localized("That is not the passphrase.")
            return .none
          }
          state.unlockShown = false
          guard state.isLocked else { return .none }
          state.isLocked = false
          guard state.isReady else { return .none }
          // The screen saved when the window closed, which waited for the unlock; else the list,
          // which could not be read while the notes were locked.
          guard let url = state.restoring else { return loadScreens(&state) }
          return restore(url, into: &state)

        case let .unlockDelayed(seconds):
          state.message = localized("Too many wrong passphrases: try again in %@ s.", seconds)
          return .none

        case .unlockCancelled:
          state.unlockShown = false
          return .send(.parking(.giveUp(Self.unlocked.name)))

        case let .parking(.dropped(link, reason)):
          state.message = localized("The link %@ was dropped: %@.", link.redactedURL, reason)
          return .none

        default:
          return .none
        }
      }
    }
    // Each link is matched once, in one table: shown or answered. One from the desktop is
    // first claimed if it answers a call, held until the list is loaded, and counted once.
    .handlesLinks(
      LinkIntake(routes, link: \.received, finished: \.linkFinished)
        .showing(\.shown, unhandled: \.unhandledLink)
        .confirming(\.confirmLink)
        .requiringToken { [database] in try await database.linkToken() }
        .checkingSignatures(
          SignedLinkVerifier(keys: { [database] in try await database.linkKeys().keys }, nonces: database.usedLinks)
            .check
        )
        .answering(\.link)
        .parksLinks(in: \.parked, action: \.parking)
        .redeemingClaims(\.deferred)
        .expandingShortLinks()
        .dropsDuplicateLinks(within: .seconds(1), recent: \.recentLinks)
        .holdsLinks(until: \.isReady, pending: \.pendingLinks)
        .claimingCallbacks(rejected: \.callbackRejected),
      urlToOpen: \.urlToOpen
    )
    .opensURL(state: \.urlToOpen, action: \.openURL)
  }

  /// Runs a database operation; its result comes back as ``Stored``, its failure goes to the
  /// reply (database errors as ``NotesError/storage(_:)``).
  func store<Output>(
    _ reply: LinkReply<Output>, _ operation: @escaping @Sendable () async throws -> Stored
  ) -> Effect<Action> {
    .run { send in
      await send(.stored(try await operation()))
    } catch: { error, _ in
      reply.answer(.failure(error is NotesError ? error : NotesError.storage("\(error)")))
    }
  }
}
