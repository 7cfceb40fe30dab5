import ComposableLinks
import Foundation
import GtkUI
import NotesFeature

/// The banner over the window that offers to continue with a link copied on a note's web page
/// (a deferred link, ``Notes/Action/continueOffered``): Continue reads the clipboard, only
/// then, and hands its code to the store; Not Now reads nothing. (libadwaita 1.2 has no
/// `AdwBanner`: a box of a label and two buttons, styled as one.)
@MainActor
final class ContinueBanner {
  let widget: Widget

  init(store: StoreOf<Notes>) {
    let box = Box(vertical: false, spacing: 12)
    widget = box.widget
    widget.setMargins(6)
    widget.addClass("card")
    let label = Label(localized("Continue with the link you copied?"))
    label.widget.setExpands(horizontally: true)
    label.widget.setMargins(6)
    let notNow = Button(localized("Not Now")) { store.send(.continueDeclined) }
    let proceed = Button(localized("Continue")) {
      Application.readClipboard { text in store.send(.continueAccepted(text)) }
    }
    proceed.widget.addClass("suggested-action")
    box.append(label.widget)
    box.append(notNow.widget)
    box.append(proceed.widget)
    widget.setVisible(false)
  }

  /// Shows the banner while the state offers to continue.
  func render(_ state: Notes.State) {
    widget.setVisible(state.continueShown)
  }
}
