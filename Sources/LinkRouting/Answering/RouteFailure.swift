import Foundation

/// A failed route, with what its `x-error` callback carries.
public struct RouteFailure: Error, Sendable, CustomStringConvertible {
  /// The error the handler (or input decoding) threw.
  public let error: any Error
  /// The `errorCode` sent to `x-error`.
  public let code: Int
  /// The `errorMessage` sent to `x-error`.
  public let message: String

  /// Describes `error` with its callback code and message.
  public init(_ error: any Error) {
    self.error = error
    switch error {
    case let error as any XCallbackError:
      self.code = error.errorCode
      self.message = error.errorMessage
    case let error as URLQueryDecodingError:
      self.code = 400
      self.message = error.description
    case let error as any LocalizedError:
      self.code = 500
      self.message = error.errorDescription ?? "\(error)"
    default:
      self.code = 500
      self.message = "\(error)"
    }
  }

  /// `message (code)`.
  public var description: String { "\(message) (\(code))" }
}

extension RouteFailure: Equatable {
  /// Two failures are equal when they carry the same code, message and error type: what a
  /// caller (and an `x-error` callback) can tell apart. The errors themselves need not be
  /// `Equatable`.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.code == rhs.code && lhs.message == rhs.message
      && type(of: lhs.error) == type(of: rhs.error)
  }
}
