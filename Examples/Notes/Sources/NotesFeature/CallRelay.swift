import ComposableLinks
import DesktopLinks
import Foundation

/// Hands an answer to a call this process did not make to the process that made it: a
/// `notes call` waiting for it. That process listens on the session bus under a name made
/// from its call's nonce (``HandlerRegistration/callerID(nonce:)``); the answer arrives here
/// because it is a `notes://` link, and the desktop sends those to the notes app.
public struct CallRelay: Sendable {
  /// Sends `url` (an answer to the call `nonce`) to the process waiting for it; `false` when
  /// no such process is listening.
  public var relay: @Sendable (_ url: URL, _ nonce: String) async -> Bool

  /// Creates a relay.
  public init(relay: @escaping @Sendable (_ url: URL, _ nonce: String) async -> Bool) {
    self.relay = relay
  }

  /// The nonce to relay a refused answer under, when it may belong to another process's call:
  /// it names a nonce, and it was refused for what it is (unknown here, unreadable, too long),
  /// not for how this app's own call ended. The process that made the call judges it again.
  public static func relayableNonce(_ rejection: LinkCallbackRejection) -> String? {
    switch rejection.reason {
    case .unknownCall, .malformed, .tooLong: rejection.nonce
    case .alreadyAnswered, .late, .stateMismatch: nil
    }
  }

  /// Over the session bus, to the `notes call` process listening under the call's name.
  public static let live = CallRelay { url, nonce in
    #if os(Linux)
      // A bus error (the listener went away mid-call) is the same as no listener: the call
      // has ended, and the answer has nowhere to go.
      return (try? LinkForwarder.forward([url], to: HandlerRegistration.callerID(nonce: nonce), timeout: .seconds(5)))
        ?? false
    #else
      return false
    #endif
  }
}

extension CallRelay: DependencyKey {
  /// ``live``.
  public static var liveValue: CallRelay { .live }
  /// Reports an issue when used: tests say where answers go.
  public static var testValue: CallRelay {
    CallRelay { url, _ in
      reportIssue("Unimplemented: 'CallRelay.relay' was called with \(url.absoluteString).")
      return false
    }
  }
}

extension DependencyValues {
  /// Hands answers to other processes' calls on. See ``CallRelay``.
  public var callRelay: CallRelay {
    get { self[CallRelay.self] }
    set { self[CallRelay.self] = newValue }
  }
}
