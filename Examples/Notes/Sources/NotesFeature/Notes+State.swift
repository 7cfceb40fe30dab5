import ComposableLinks
import DesktopLinks
import Foundation

extension Notes {
  /// The app's state: the screens shown (``path``, ``query``, ``draft``), what they show
  /// (``notes``, ``details``), the links waiting or dropped, and the last request's outcome.
  package struct State: Equatable {
    /// The notes shown over the list, bottom to top (a back stack: back pops the last).
    package var path: [Int64] = []
    /// The list's search text; empty shows every note.
    package var query = ""
    /// The "New note" sheet, when it is presented.
    package var draft: Draft?
    /// The note open for editing, over its screen (a deep link to `/notes/:id/edit` opens it).
    package var editor: Editor?
    /// The editor's writes: in flight, waiting, or failed.
    package var saves = Saves()
    /// A note deleted in the window, while its toast offers Undo.
    package var deletion: Deletion?
    /// Deletions being written: the window closes once there are none.
    package var deletesInFlight = 0
    /// A request waiting for the user to confirm it (delete).
    package var pendingConfirmation: LinkConfirmation<Action>?
    /// The last link no deep-link route handles.
    package var unhandledLink: URL?
    /// The callback to open.
    package var urlToOpen: URL?
    /// The outcome of the link, once finished.
    package var outcome: RouteOutcome?
    /// One line for the user about what was done.
    package var message: String?
    /// The outcome of opening the callback.
    package var callbackOpened: OpenURLAction?

    /// The list: the notes matching ``query``, newest first, as last loaded.
    package var notes: [Note] = []
    /// The notes on ``path``, by id, as last loaded.
    package var details: [Int64: Note] = [:]
    /// Whether the list has been loaded once: links wait in ``pendingLinks`` until then.
    package var isReady = false
    /// Links received before the app was ready, in order.
    package var pendingLinks: [URL] = []
    /// The saved screen's link (``SavedWindow``) to return to once the list is loaded, and the
    /// notes are unlocked.
    package var restoring: URL?
    /// Links seen in the last second, and the duplicates dropped.
    package var recentLinks = RecentLinks()
    /// The last argument the desktop handed the app that was not a `notes:` link.
    package var rejectedLink: LinkInboxError?
    /// A link from a note's body being opened.
    package var openingLink: URL?
    /// The last answer to a call that was refused: not this app's call, and no `notes call`
    /// waiting for it (or answered twice, late, forged or malformed).
    package var rejectedCallback: LinkCallbackError?
    /// How many answers to other processes' calls were handed on (``CallRelay``).
    package var relayedCallbacks = 0
    /// Answers to other processes' calls being handed on now: a launch that only relays
    /// quits once this is back to zero.
    package var relaysInFlight = 0
    /// Whether the notes are locked: links to them wait (``parked``) until they are unlocked.
    package var isLocked = false
    /// Whether the unlock sheet is shown.
    package var unlockShown = false
    /// The links waiting for the notes to be unlocked.
    package var parked = ParkedLinks()
    /// Whether the banner that offers to continue with a copied link is shown.
    package var continueShown = false

    /// The state of a fresh app (the list, unfiltered), or of the screens given.
    package init(path: [Int64] = [], query: String = "", draft: Draft? = nil) {
      self.path = path
      self.query = query
      self.draft = draft
    }
  }

  /// The "New note" sheet's fields; a deep link to `/create` prefills them.
  package struct Draft: Codable, Equatable, Sendable {
    /// The title.
    package var title: String
    /// The text.
    package var body: String?

    /// Creates a draft.
    package init(title: String, body: String? = nil) {
      self.title = title
      self.body = body
    }
  }

  /// The note shown on top, if any: the last of ``State/path``, when loaded.
  /// (A sheet over it does not hide it.)
  package static func shownNote(_ state: State) -> Note? {
    state.path.last.flatMap { state.details[$0] }
  }

  /// The list's filter, as a deep link to `/search` carries it.
  package struct ListFilter: Codable, Equatable, Sendable {
    /// The search text.
    package var query: String
  }
}
