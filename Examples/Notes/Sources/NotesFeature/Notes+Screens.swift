import ComposableLinks
import DesktopLinks
import Foundation

/// What the window's screens do: the list and its search, a note pushed over it, the
/// "New note" sheet, links from the desktop, "Copy link" and links in a note's body.
extension Notes {
  /// The ids of the effects that reload what the screens show (a newer load replaces one in
  /// flight, so a fast typist's last query wins).
  enum LoadID: Hashable, Sendable {
    case list
  }

  /// The window's actions: what its user does, and what its loads bring back.
  func screens(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .started:
      // The lock first: no link is applied, and no parked link restored, before the app
      // knows whether the notes are locked (links are held until the list has loaded).
      return .merge(.concatenate(loadLock(), .send(.parking(.restore)), loadList(state.query)), readInbox())

    case let .restore(url):
      guard state.isReady else {
        state.restoring = url
        return .none
      }
      return restore(url, into: &state)

    case let .rejected(error):
      state.rejectedLink = error
      state.message = error.description
      return .none

    case let .callbackRejected(url, rejection):
      // Not this app's call: perhaps a `notes call` is waiting for it.
      state.relaysInFlight += 1
      guard let nonce = CallRelay.relayableNonce(rejection) else {
        return .send(.callbackRelayed(false, rejection))
      }
      return .run { [callRelay] send in
        await send(.callbackRelayed(await callRelay.relay(url, nonce), rejection))
      }

    case let .callbackRelayed(relayed, rejection):
      state.relaysInFlight = max(0, state.relaysInFlight - 1)
      if relayed {
        state.relayedCallbacks += 1
      } else {
        state.rejectedCallback = rejection
        state.message = rejection.description
      }
      return .none

    case let .listLoaded(notes):
      // A note deleted in the window stays in the database until its toast goes: not shown.
      state.notes = notes.filter { $0.id == nil || $0.id != state.deletion?.note.id }
      state.isReady = true
      guard let url = state.restoring else { return .none }
      return restore(url, into: &state)

    case let .noteLoaded(id, note):
      if let note {
        state.details[id] = note
        if let editor = state.editor, editor.id == id, !editor.isLoaded { state.editor = Editor(id: id, note: note) }
      } else {
        state.path.removeAll { $0 == id }
        if state.editor?.id == id { state.editor = nil }
        state.message = localized("There is no note %@.", id)
      }
      return .none

    case let .searchChanged(query):
      state.query = query
      return loadList(query)

    case let .noteTapped(id):
      state.path.append(id)
      return loadScreens(&state)

    case .backTapped:
      if state.draft != nil {
        state.draft = nil
      } else if state.editor != nil {
        state.editor = nil
        return .none
      } else if !state.path.isEmpty {
        state.path.removeLast()
      }
      return loadScreens(&state)

    case .searchTapped:
      state.draft = nil
      state.editor = nil
      state.path = []
      return loadScreens(&state)

    case .newNoteTapped:
      state.draft = Draft(title: "")
      return .none

    case let .draftChanged(draft):
      state.draft = draft
      return .none

    case .saveDraftTapped:
      guard let draft = state.draft else { return .none }
      guard let title = Self.trimmedTitle(draft.title) else {
        state.message = NotesError.missingTitle.errorMessage
        return .none
      }
      return .run { send in
        await send(.draftSaved(try await database.create(title, draft.body ?? "")))
      } catch: { error, send in
        await send(.failed(localized("Could not save the note: %@", error)))
      }

    case let .draftSaved(note):
      let id = note.id ?? 0
      state.draft = nil
      state.path = [id]
      state.details = [id: note]
      state.message = localized("Created note %@: %@", id, note.title)
      return loadList(state.query)

    case let .failed(reason):
      state.message = reason
      return .none

    case let .bodyLinkTapped(url):
      state.openingLink = url
      state.urlToOpen = url
      return .none

    case let .openURL(result):
      guard let link = state.openingLink else { return .none }
      state.openingLink = nil
      if result != .openedURL(true) { state.message = localized("Could not open %@", link.absoluteString) }
      return .none

    case .copyLinkTapped:
      guard let url = Self.links.url(for: state) else {
        state.message = localized("This screen has no link.")
        return .none
      }
      state.message = localized("Link copied")
      return .run { _ in await clipboard.copy(url.absoluteString) }

    case .messageDismissed:
      state.message = nil
      return .none

    default:
      return .none
    }
  }

  /// Returns to the screen of a saved link (``SavedWindow``): a screen only, never a
  /// request, and not a link from outside (no outcome, no duplicate check).
  ///
  /// While the notes are locked it waits (in ``State/restoring``) until they are unlocked: a
  /// restored screen would put a note's title in the window's title.
  func restore(_ url: URL, into state: inout State) -> Effect<Action> {
    guard !state.isLocked else {
      state.restoring = url
      return .none
    }
    state.restoring = nil
    guard case let .success(actions) = Self.links.screens.apply(url, to: &state) else {
      state.message = localized("The screen saved when the window closed is gone.")
      return .none
    }
    return .merge(.merge(actions.map { .send($0) }), loadScreens(&state))
  }

  /// Reloads the list, and the notes on the path not loaded yet; forgets the others. Nothing
  /// is loaded before the app shows its screens (``Action/started``): the one-shot CLI answers
  /// a request without reading a list it never shows.
  func loadScreens(_ state: inout State) -> Effect<Action> {
    let path = state.path
    state.details = state.details.filter { path.contains($0.key) }
    guard state.isReady else { return .none }
    let missing = path.filter { state.details[$0] == nil }
    // The list, then the notes shown over it: in that order every time, so that what the
    // window shows (and a test reads) never depends on which read finished first.
    return .concatenate(
      loadList(state.query),
      .merge(
        missing.map { id in
          .run { send in
            await send(.noteLoaded(id, try await database.note(id)))
          } catch: { error, send in
            await send(.failed(localized("Could not read note %@: %@", id, error)))
          }
        })
    )
  }

  /// Reads whether the notes are locked (a passphrase is set and its key is not kept).
  func loadLock() -> Effect<Action> {
    .run { send in
      await send(.lockLoaded(try await database.isLocked()))
    } catch: { error, send in
      // Unknown is locked: a link must not open a note the user locked away.
      await send(.lockLoaded(true))
      await send(.failed(localized("Could not read the lock: %@", error)))
    }
  }

  /// Loads the list for `query`: the newest notes, or the matching ones; none while the notes
  /// are locked (nothing of them can be read: the list loads again when they are unlocked).
  func loadList(_ query: String) -> Effect<Action> {
    .run { send in
      do {
        let notes =
          query.isEmpty
          ? try await database.newest(Self.listLimit)
          : try await database.matching(query, Self.listLimit)
        await send(.listLoaded(notes))
      } catch NotesError.locked {
        await send(.listLoaded([]))
      }
    } catch: { error, send in
      await send(.failed(localized("Could not read the notes: %@", error)))
    }
    .cancellable(id: LoadID.list, cancelInFlight: true)
  }

  /// Sends each link (or refusal) the desktop hands the app, for as long as the app runs.
  func readInbox() -> Effect<Action> {
    .run { send in
      for await event in inbox.events() {
        switch event {
        case let .link(url): await send(.received(url))
        case let .rejected(error): await send(.rejected(error))
        }
      }
    }
  }

  /// The most notes the list loads: every one (the window's list makes rows only for what is
  /// on screen; `Benchmarks/README.md` has its numbers at 10,000 notes).
  static let listLimit = Int(Int32.max)
}
