import AppLinks

/// Why a notes request failed, with the `errorCode` its `x-error` callback gets.
package enum NotesError: XCallbackError, Equatable, Sendable {
  /// `/create` without a title (or a blank one). Code 400.
  case missingTitle
  /// `/notes/:id/update` with neither a title nor a text to change. Code 400.
  case nothingToUpdate
  /// A `limit` that is not between 1 and 1,000. Code 400.
  case invalidLimit(Int)
  /// No note has this id. Code 404.
  case notFound(id: Int64)
  /// The notes are locked, and their key is not in the keyring: nothing of them can be read
  /// or changed until they are unlocked. Code 423.
  case locked
  /// The database failed. Code 500.
  case storage(String)

  /// HTTP-like codes callers already know.
  package var errorCode: Int {
    switch self {
    case .missingTitle, .nothingToUpdate, .invalidLimit: 400
    case .notFound: 404
    case .locked: 423
    case .storage: 500
    }
  }

  /// A one-line message.
  package var errorMessage: String {
    switch self {
    case .missingTitle: localized("A note needs a title.")
    case .nothingToUpdate: localized("Give a title or a text to change.")
    case let .invalidLimit(limit): localized("The limit must be between 1 and 1000, not %@.", limit)
    case let .notFound(id): localized("There is no note %@.", id)
    case .locked: localized("The notes are locked: unlock them first.")
    case let .storage(message): localized("The notes database failed: %@", message)
    }
  }
}
