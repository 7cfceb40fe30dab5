import ComposableLinks
import Foundation

extension Notes {
  /// Sharing the note shown on the web (the window's menu; `notes share` on the command line):
  /// `notes-web` then previews it on its link's page.
  func sharing(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .shareTapped(shared):
      guard let id = state.path.last else {
        state.message = localized("Open a note to share it.")
        return .none
      }
      return .run { [database] send in
        do {
          guard try await database.setShared(id, shared) else {
            await send(.failed(localized("There is no note %@.", id)))
            return
          }
          await send(.sharingChanged(id, shared))
        } catch {
          await send(.failed(localized("Cannot write the notes database: %@", error)))
        }
      }

    case let .sharingChanged(_, shared):
      state.message =
        shared
        ? localized("Note shared: its link’s page shows its title and first line.")
        : localized("Note no longer shared.")
      return .none

    default:
      return .none
    }
  }
}
