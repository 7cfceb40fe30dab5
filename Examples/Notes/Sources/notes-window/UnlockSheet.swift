import ComposableLinks
import GtkUI
import NotesFeature

/// The unlock sheet: shown while links wait for the notes to be unlocked. Unlock sends the
/// passphrase; Cancel (or closing it) drops the links that waited.
@MainActor
final class UnlockSheet {
  private let window: Window
  private let entry: PasswordEntry

  init(over parent: Window, store: StoreOf<Notes>) {
    window = Window(modalOver: parent, title: localized("Unlock Notes")) { store.send(.unlockCancelled) }
    let submit = Submit()
    entry = PasswordEntry(placeholder: localized("Passphrase")) { submit.run() }
    entry.widget.setAccessibleName(localized("Passphrase"))
    let entry = self.entry
    submit.run = { store.send(.unlockSubmitted(entry.text)) }
    let waiting = store.state.parked.links.count
    let text: String =
      switch waiting {
      case 0: localized("Give the passphrase to see your notes.")
      default:
        localizedPlural(
          "A link is waiting until the notes are unlocked.", "%@ links are waiting until the notes are unlocked.",
          count: waiting)
      }
    let explanation = Label(text)
    window.setChild(
      ModalContent.make(
        rows: [explanation.widget, entry.widget], cancel: { store.send(.unlockCancelled) }, action: localized("Unlock")
      ) { submit.run() })
    window.present()
  }

  func close() {
    window.destroy()
  }

  /// What Enter and the Unlock button do, set once the entry exists.
  private final class Submit {
    var run: @MainActor () -> Void = {}
  }
}
