import ComposableLinks
import DesktopLinks
import GApplicationLinks
import NotesFeature

/// When the window shows itself. A launch, or a batch of links, shows it, unless all it
/// brought were answers to calls (`notes://x-reply/…`): an answer to another process's call
/// wakes the app only so that it hands the answer on (``CallRelay``), and a window with nothing
/// in it would be in the user's way. Such a launch quits once its relays are done. (A
/// `GtkApplication` stays up while its window exists, shown or not.)
@MainActor
final class WindowPresence {
  private var shown = false
  private var answers = 0
  private var others = 0
  private var waitingToQuit: StoreObservation?
  private var waitingToShow: StoreObservation?

  /// Counts what a batch brings, before the store reads it.
  func received(_ event: LinkInbox.Event) {
    if case let .link(url) = event, LinkCaller.isAnswerToACall(url) {
      answers += 1
    } else {
      others += 1
    }
  }

  /// The app was activated (a launch, or after a batch of links): shows the window, or, for a
  /// first batch of answers only, quits once they are handed on.
  /// A launch with no link at all returns to where the window was (`restore`).
  func activate(_ window: NotesWindow?, application: DesktopApplication, restore: WindowRestore) {
    defer { (answers, others) = (0, 0) }
    guard let window else { return }
    if shown || others > 0 || answers == 0 {
      if !shown && others == 0 { restore.restore(window.store) }
      waitingToQuit = nil
      if shown { return window.window.present() }
      shown = true
      presentWhenSettled(window)
      return
    }
    guard window.store.state.relaysInFlight > 0 else { return application.quit() }
    waitingToQuit = window.store.observe(\.relaysInFlight) { [weak self] inFlight in
      guard inFlight == 0, let self, !self.shown else { return }
      application.quit()
    }
  }

  /// Shows the window for the first time once what it should show is loaded: the list, the
  /// links that waited for it, and the notes on the path. A cold start with a link then draws
  /// that link's screen in its first frame, instead of the empty list, then the list, then the
  /// note, each a frame of its own (measured: 20–40 ms later, and a flash of the wrong screen).
  /// A database that never answers does not keep the window hidden: it shows after a second
  /// whatever it has (the store says what failed).
  private func presentWhenSettled(_ window: NotesWindow) {
    guard !Self.isSettled(window.store.state) else { return window.window.present() }
    waitingToShow = window.store.observe(Self.isSettled) { [weak self, weak window] settled in
      guard settled, let window, let self, self.waitingToShow != nil else { return }
      self.waitingToShow = nil
      window.window.present()
    }
    Task { @MainActor [weak self, weak window] in
      try? await Task.sleep(for: .seconds(1))
      guard let window, let self, self.waitingToShow != nil else { return }
      self.waitingToShow = nil
      window.window.present()
    }
  }

  static func isSettled(_ state: Notes.State) -> Bool {
    state.isReady && state.pendingLinks.isEmpty && state.restoring == nil
      && state.path.allSatisfy { state.details[$0] != nil }
  }
}
