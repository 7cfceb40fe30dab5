import Foundation
import LinkRouting

/// What became of one link the app received: which route took it, what happened, where it
/// came from, and how long it took. Never a secret nor the user's words: every query and
/// fragment value of the URL is masked (`title=•••`: the names say what was asked), and
/// messages are scrubbed of those values.
///
/// ``LinkIntake`` records one outcome per link through the ``LinkOutcomes`` dependency: a
/// screen ``Result/shown`` or refused; a request answered, failed, cancelled or refused; a
/// duplicate refused; a link parked, then dropped or decided; an answer
/// ``Result/delivered`` to one of the app's calls, or refused. A held link is recorded once,
/// when it is released and decided.
public struct LinkOutcome: Codable, Equatable, Sendable, CustomStringConvertible {
  /// What happened to the link.
  public enum Result: Codable, Equatable, Sendable {
    /// A deep link changed the screens.
    case shown
    /// An x-callback-url request succeeded (its `x-success`, if any, is opened).
    case answered
    /// An x-callback-url request failed with this `errorCode` and `errorMessage`.
    case failed(code: Int, message: String)
    /// An x-callback-url request was cancelled, or declined at its confirmation.
    case cancelled
    /// An answer to one of the app's own calls (`LinkCaller`), handed to the call.
    case delivered
    /// The link was refused; nothing ran.
    case refused(Refusal)
    /// The link waits until the requirement of this name holds (a ``ParkedLink``); it is
    /// recorded again when it is applied.
    case parked(requirement: String)
    /// A parked link was dropped without being applied, for this reason.
    case dropped(ParkedLinkDrop)
  }

  /// Why a link was refused.
  public enum Refusal: Codable, Equatable, Sendable {
    /// No route takes the link (its scheme, host or path).
    case noRoute
    /// A route takes the link, but its input cannot be read: the message, scrubbed.
    case invalidInput(String)
    /// The route's `RouteAccess` turned it away (a missing or wrong token, another source).
    case accessDenied(String)
    /// A callback in the link is not allowed by the `CallbackPolicy`.
    case callbackNotAllowed(String)
    /// The same link arrived moments before (`dropsDuplicateLinks`).
    case duplicate
    /// The link looks like an answer to a call, but answers none that waits for it
    /// (`LinkCallbackError`).
    case unclaimedCallback(String)
    /// A signed link whose signature was refused: the reason (expired, not yet valid, unknown or
    /// revoked key, bad signature, replayed, missing …).
    case signature(LinkSignatureError)
    /// One of the site's short links that gave no screen: the site refused it (unknown,
    /// expired, used up), could not be asked, or gave a link no screen of its host shows
    /// (``LinkIntake/expandingShortLinks(under:)``).
    case shortLink(String)
  }

  /// The pattern of the route that took the link (`/notes/:id`), never the raw URL; `nil`
  /// when no route did.
  public var pattern: String?
  /// What happened.
  public var result: Result
  /// Who sent the link.
  public var source: LinkSource
  /// What the request proved about its sender: its token, a signature, or nothing.
  public var trust: LinkTrust
  /// The link, every query and fragment value masked.
  public var url: String
  /// From the moment the deciding reducer received the link to its outcome (for an
  /// x-callback request: its answer, confirmation included).
  public var duration: Duration
  /// When the outcome was reached.
  public var date: Date

  /// Creates an outcome.
  public init(
    pattern: String?, result: Result, source: LinkSource, trust: LinkTrust = .none, url: String,
    duration: Duration = .zero, date: Date = Date(timeIntervalSince1970: 0)
  ) {
    self.pattern = pattern
    self.result = result
    self.source = source
    self.trust = trust
    self.url = url
    self.duration = duration
    self.date = date
  }

  /// One line: `pattern result (source, duration): url`, with `-` for no pattern, and the
  /// trust after the source when there is one (`(desktop, signed by server-1, 0.31 ms)`).
  public var description: String {
    let milliseconds = Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    let trusted = trust == .none ? "" : ", \(trust)"
    return "\(pattern ?? "-") \(result) (\(source)\(trusted), \(String(format: "%.2f", milliseconds)) ms): \(url)"
  }
}

extension LinkOutcome.Result: CustomStringConvertible {
  /// A few words: `shown`, `answered`, `failed 404: …`, `refused: duplicate` …
  public var description: String {
    switch self {
    case .shown: "shown"
    case .answered: "answered"
    case let .failed(code, message): "failed \(code): \(message)"
    case .cancelled: "cancelled"
    case .delivered: "delivered to its call"
    case let .refused(refusal): "refused: \(refusal)"
    case let .parked(requirement): "parked until \(requirement)"
    case let .dropped(reason): "dropped: \(reason)"
    }
  }

  /// Whether the link was refused or its request failed: what an app that logs only
  /// problems reports.
  package var isProblem: Bool {
    switch self {
    case .shown, .answered, .cancelled, .delivered, .parked: false
    case .failed, .refused, .dropped: true
    }
  }
}

extension LinkOutcome.Refusal: CustomStringConvertible {
  /// A few words on why.
  public var description: String {
    switch self {
    case .noRoute: "no route"
    case let .invalidInput(message): "invalid input: \(message)"
    case let .accessDenied(reason): "access denied: \(reason)"
    case let .callbackNotAllowed(reason): "callback not allowed: \(reason)"
    case .duplicate: "duplicate"
    case let .unclaimedCallback(reason): "unclaimed callback: \(reason)"
    case let .signature(reason): "signature refused: \(reason)"
    case let .shortLink(reason): "short link: \(reason)"
    }
  }
}
