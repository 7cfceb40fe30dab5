import DesktopLinks
import Foundation

/// What the desktop's search (GNOME Shell) finds in the notes: notes whose title or text holds
/// every term, newest first, each as the link of its screen.
package enum NotesSearch {
  /// How many notes the first term may match before the other terms narrow them.
  static let candidates = 1000

  /// The provider `notes-window` serves: each result's link is printed by ``Notes/links``
  /// from the screen that shows the note (a note no screen shows is no result), and "more
  /// results" opens the list filtered by the terms.
  ///
  /// While the notes are locked it finds nothing (no title, no first line leaves the app; they
  /// could not be read anyway); a lock that cannot be read finds nothing either. A result offered before is described as the note stands now, and not at
  /// all once the note is deleted or the notes locked (the Shell asks again for results it
  /// was given earlier).
  ///
  /// - Parameter database: The notes.
  package static func provider(database: NotesDatabase) -> LinkSearchProvider {
    LinkSearchProvider(
      search: { terms in
        guard await mayShow(database) else { return [] }
        guard let first = terms.first, let notes = try? await database.matching(first, candidates) else { return [] }
        return notes.lazy.filter { note in terms.dropFirst().allSatisfy { holds(note, $0) } }.compactMap(result)
      },
      searchLink: { terms in
        Notes.links.url(for: Notes.State(query: terms.joined(separator: " ")))
      },
      current: { link in
        guard await mayShow(database) else { return nil }
        var state = Notes.State()
        guard case .success = Notes.links.screens.apply(link, to: &state), let id = state.path.last,
          let note = try? await database.note(id)
        else { return nil }
        return result(note)
      }
    )
  }

  /// Whether the notes may be shown outside the window: they are not locked. Fails closed.
  static func mayShow(_ database: NotesDatabase) async -> Bool {
    (try? await database.isLocked()) == false
  }

  /// The note as a result: its screen's link, its title and its first line.
  static func result(_ note: Note) -> LinkSearchResult? {
    guard let id = note.id, let link = Notes.links.url(for: Notes.State(path: [id])) else { return nil }
    return LinkSearchResult(link: link, name: note.title, description: note.firstLine)
  }

  private static func holds(_ note: Note, _ term: String) -> Bool {
    let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
    return note.title.range(of: term, options: options) != nil || note.body.range(of: term, options: options) != nil
  }
}
