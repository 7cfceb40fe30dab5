import ComposableLinks
import DesktopLinks
import Foundation

extension Notes {
  /// Everything that happens: links in, requests answered, and what the window's user does.
  @CasePathable
  package enum Action: Equatable, Sendable {
    /// The app started: load the list and read the desktop's links (``LinkInbox``).
    case started
    /// A link the desktop handed the app: a deep link to show, or an x-callback request.
    case received(URL)
    /// A start with no link of its own returns to the screen the window showed when it closed
    /// (``SavedWindow``): navigated to once the list is loaded, never run as a request.
    case restore(URL)
    /// An argument the desktop handed the app that was refused.
    case rejected(LinkInboxError)
    /// A link that answers a call and that no call of this app took (``LinkCaller``): handed
    /// to the `notes call` that may be waiting for it, else refused.
    case callbackRejected(URL, LinkCallbackError)
    /// A refused answer was handed to the process waiting for it (`true`), or no process was.
    case callbackRelayed(Bool, LinkCallbackError)
    /// The list was loaded (for ``State/query``).
    case listLoaded([Note])
    /// A note on the path was loaded, or is gone.
    case noteLoaded(Int64, Note?)
    /// The user typed in the search field.
    case searchChanged(String)
    /// The user picked a note in the list.
    case noteTapped(Int64)
    /// The user went back: closes the sheet, else pops the top note.
    case backTapped
    /// The user asked to search (Ctrl+F): the list, with its query as it was.
    case searchTapped
    /// The user asked for a new note: opens the sheet, empty.
    case newNoteTapped
    /// The user edited the sheet.
    case draftChanged(Draft)
    /// The user saved the sheet.
    case saveDraftTapped
    /// The sheet's note was stored.
    case draftSaved(Note)
    /// The user asked to edit the note shown (the Edit button, Ctrl+E), or to stop editing.
    case editTapped
    /// The user changed the editor's title or text: saved as typed.
    case editChanged(title: String, body: String)
    /// An edit was written: the note as stored, or nil when it was deleted meanwhile.
    case editSaved(Edit, Note?)
    /// An edit could not be written: why.
    case editFailed(Edit, String)
    /// Something the screens asked for failed: the message to show.
    case failed(String)
    /// The user clicked a link in a note's body.
    case bodyLinkTapped(URL)
    /// The user asked for the link of the screen shown.
    case copyLinkTapped
    /// The user shared the note shown on the web (`true`), or stopped sharing it.
    case shareTapped(Bool)
    /// A note was shared on the web, or no longer.
    case sharingChanged(Int64, Bool)
    /// The user dismissed the message.
    case messageDismissed
    /// Delete, on a note or a row of the list (its button, the Delete key): the note leaves
    /// the screens, and the database once the toast that offers Undo goes.
    case deleteTapped(Int64)
    /// Undo, in the toast of a deletion.
    case undoDeleteTapped
    /// The toast of a deletion went, or the window closes: the deletion is final.
    case deletionEnded
    /// A deletion was written.
    case deletionWritten
    /// A deletion could not be written: the note is back.
    case deletionFailed(Note, String)
    /// A link to answer as an x-callback-url request whatever its shape: the one-shot
    /// `notes open`, which shows no screens.
    case link(URL)
    /// A link changed the screens (``Notes/links`` showed it): load what they show.
    case shown(URL)
    /// A deep link no route handles: shown as a message, kept in ``State/unhandledLink``.
    case unhandledLink(URL)
    /// A request that needs the user's confirmation arrived.
    case confirmLink(LinkConfirmation<Action>)
    /// The user answered the pending confirmation.
    case confirmationAnswered(Bool)
    /// The router's verdict; its callback is now the URL to open.
    case linkFinished(RouteOutcome)
    /// `/create` matched.
    case create(NewNote, LinkReply<Created>)
    /// `/notes/:id` matched.
    case show(NoteLink, LinkReply<Shown>)
    /// `/search` matched.
    case search(SearchQuery, LinkReply<Found>)
    /// `/fetch` matched.
    case fetch(FetchQuery, LinkReply<Fetched>)
    /// `/notes/:id/update` matched, with the app's token.
    case update(NoteUpdate, LinkReply<Shown>)
    /// `/notes/:id/delete` matched and was confirmed.
    case delete(NoteLink, LinkReply<NoOutput>)
    /// A database operation finished: what to say, and how to answer.
    case stored(Stored)
    /// The callback was opened (or not).
    case openURL(OpenURLAction)
    /// Whether a passphrase locks the notes, read at start.
    case lockLoaded(Bool)
    /// A passphrase was set while the app runs (`notes lock`): the notes leave the screens at
    /// once, and every link waits again, as in an app started locked.
    case lockSet
    /// The user asked to lock the notes (the primary menu's Lock, Ctrl+Shift+L): the key is
    /// forgotten for every reader, as `notes lock` does, and the window locks at once.
    case lockTapped
    /// The user asked to unlock the notes (the locked window's button).
    case unlockTapped
    /// The user entered a passphrase in the unlock sheet.
    case unlockSubmitted(String)
    /// Whether the passphrase was right.
    case unlockChecked(Bool)
    /// Too many wrong passphrases came lately: the next try waits this many seconds
    /// (``PassphraseCheck``).
    case unlockDelayed(seconds: Int)
    /// The user closed the unlock sheet without unlocking: the links waiting are dropped.
    case unlockCancelled
    /// Links waiting for the notes to be unlocked.
    case parking(LinkParking)
    /// The window offers to continue with a link copied from the web (its first launch, or
    /// its menu).
    case continueOffered
    /// The person agreed: the clipboard's text, read only now (nil when it holds none).
    case continueAccepted(String?)
    /// The person declined: nothing is read, nothing redeemed.
    case continueDeclined
    /// A deferred link's claim redeemed, or why not.
    case deferred(DeferredLinkAction)
  }

  /// The result of a database operation, with the reply it answers.
  @CasePathable
  package enum Stored: Equatable, Sendable {
    /// A note was created.
    case created(Note, LinkReply<Created>)
    /// A note was read.
    case shown(Note, LinkReply<Shown>)
    /// A search finished.
    case found([Int64], LinkReply<Found>)
    /// The newest notes were read.
    case fetched([Note], LinkReply<Fetched>)
    /// A note was changed by a request.
    case updated(Note, LinkReply<Shown>)
    /// A note was deleted.
    case deleted(Int64, LinkReply<NoOutput>)
  }
}
