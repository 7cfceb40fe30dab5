import Foundation

/// An error that chooses the `errorCode` and `errorMessage` sent to an `x-error` callback.
///
/// ```swift
/// enum NotesError: XCallbackError {
///   case notFound(id: Int)
///   var errorCode: Int { 404 }
///   var errorMessage: String { "No note with id \(id)." }
/// }
/// ```
///
/// Other errors get a documented default: ``URLQueryDecodingError`` (bad input) has code 400,
/// and anything else 500. The message is the error's `LocalizedError.errorDescription` when it
/// has one, otherwise its description.
public protocol XCallbackError: Error {
  /// The `errorCode` parameter.
  var errorCode: Int { get }
  /// The `errorMessage` parameter.
  var errorMessage: String { get }
}
