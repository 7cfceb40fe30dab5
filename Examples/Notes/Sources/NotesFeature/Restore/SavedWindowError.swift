/// Why a saved window was not restored. The window starts on the list instead, and says why in
/// a logged warning.
package enum SavedWindowError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file is larger than ``SavedWindow/maximumSize``.
  case tooLarge(bytes: Int)
  /// The file is not the JSON object the window writes.
  case malformed
  /// The saved link (shown redacted and cut short) is not one a screen of the app takes.
  case notAScreen(String)
  /// The file could not be read or written (the system's reason).
  case file(String)

  package var description: String {
    switch self {
    case let .tooLarge(bytes): "the saved window is \(bytes) bytes, more than \(SavedWindow.maximumSize)"
    case .malformed: "the saved window is not the JSON the window writes"
    case let .notAScreen(link): "the saved link \(link) is not a screen of the app"
    case let .file(reason): "the saved window could not be read or written: \(reason)"
    }
  }
}
