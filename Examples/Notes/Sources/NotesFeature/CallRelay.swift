import ComposableLinks
import DesktopLinks
import Foundation
import Logging

/// Hands an answer to a call this process did not make to the process that made it: a
/// `notes call` waiting for it. That process listens on the session bus under a name made
/// from its call's nonce (``HandlerRegistration/callerID(nonce:)``); the answer arrives here
/// because it is a `notes://` link, and the desktop sends those to the notes app.
package struct CallRelay: Sendable {
  /// Sends `url` (an answer to the call `nonce`) to the process waiting for it; `false` when
  /// no such process is listening.
  package var relay: @Sendable (_ url: URL, _ nonce: String) async -> Bool

  /// Creates a relay.
  package init(relay: @escaping @Sendable (_ url: URL, _ nonce: String) async -> Bool) {
    self.relay = relay
  }

  /// The nonce to relay a refused answer under, when it may belong to another process's call:
  /// it names a nonce, and it was refused for what it is (unknown here, unreadable, too long),
  /// not for how this app's own call ended. The process that made the call judges it again.
  package static func relayableNonce(_ rejection: LinkCallbackError) -> String? {
    switch rejection.reason {
    case .unknownCall, .malformed, .tooLong: rejection.nonce
    case .alreadyAnswered, .late, .stateMismatch: nil
    }
  }

  /// Over the session bus, to the `notes call` process listening under the call's name.
  /// Logged (label `notes`): a relayed answer at `debug`, one that found no listener at `info`,
  /// a bus error at `notice`; never the answer's query, which may carry secrets.
  package static let live = CallRelay { url, nonce in
    let logger = Logger(label: "notes")
    let call: Logger.Metadata = ["call": "\(nonce.prefix(8))…"]
    #if os(Linux)
      do {
        let relayed = try LinkForwarder.forward(
          [url], to: HandlerRegistration.callerID(nonce: nonce), timeout: .seconds(5))
        logger.log(
          level: relayed ? .debug : .info, relayed ? "relayed an answer" : "no process waits for this answer",
          metadata: call)
        return relayed
      } catch {
        // A bus error (the listener went away mid-call) is the same as no listener: the call
        // has ended, and the answer has nowhere to go.
        logger.notice("could not relay an answer", metadata: call.merging(["error": "\(error)"]) { $1 })
        return false
      }
    #else
      logger.info("no process waits for this answer", metadata: call)
      return false
    #endif
  }
}

extension CallRelay: DependencyKey {
  /// ``live``.
  package static var liveValue: CallRelay { .live }
  /// Reports an issue when used: tests say where answers go.
  package static var testValue: CallRelay {
    CallRelay { url, _ in
      reportIssue("Unimplemented: 'CallRelay.relay' was called with \(url.absoluteString).")
      return false
    }
  }
}

extension DependencyValues {
  /// Hands answers to other processes' calls on. See ``CallRelay``.
  package var callRelay: CallRelay {
    get { self[CallRelay.self] }
    set { self[CallRelay.self] = newValue }
  }
}
