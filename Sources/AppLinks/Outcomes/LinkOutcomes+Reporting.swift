import Foundation
import LinkRouting

extension LinkOutcomes {
  /// The redaction used where no route table says which parameters are secret.
  static let defaultRedaction = LinkConfiguration(schemes: [])

  /// Records `result` for `url`, timed from `start`: the URL with every query and fragment
  /// value masked, and every message scrubbed of those values (a link's values are the user's
  /// words, or an answer's, and the record is shown to other processes: `notes doctor
  /// --recent`, a D-Bus method). A link already read passes its
  /// `request`, whose `x-source` is then not looked for in the URL again.
  func report(
    _ result: LinkOutcome.Result, for url: URL, pattern: String?, since start: Moment,
    configuration: LinkConfiguration = defaultRedaction, request: RouteRequest? = nil, trust: LinkTrust = .none
  ) {
    let end = now()
    let text = url.absoluteString
    // The caller a request names; else what the link itself says (web), or how links reach
    // this process.
    let named = request?.xCallback.source.map(LinkSource.caller) ?? LinkSource(of: url)
    let source = carried ?? (named == .desktop ? arrival : named)
    record(
      LinkOutcome(
        pattern: pattern, result: result.scrubbed(of: text, by: configuration), source: source, trust: trust,
        url: configuration.withoutValues(text), duration: end.instant - start.instant, date: end.date
      )
    )
  }
}

extension LinkOutcome.Result {
  /// The result of an x-callback request: a request that never reached its feature (no
  /// route, unreadable input, denied access, a callback the policy refuses) is refused.
  init(_ outcome: RouteOutcome) {
    switch outcome {
    case .handled: self = .answered
    case .notMatched: self = .refused(.noRoute)
    case .cancelled: self = .cancelled
    case let .refused(refusal): self = .refused(.callbackNotAllowed(refusal.description))
    case let .failed(failure, _):
      switch failure.error {
      case let RouteAccessError.signature(reason): self = .refused(.signature(reason))
      case let denial as RouteAccessError: self = .refused(.accessDenied(denial.description))
      case is URLQueryDecodingError: self = .refused(.invalidInput(failure.message))
      default: self = .failed(code: failure.code, message: failure.message)
      }
    }
  }

  /// The result of a deep link that no screen took: no route, or an input that cannot be
  /// decoded.
  init(_ failure: DeepLinkError) {
    switch failure {
    case .notMatched: self = .refused(.noRoute)
    case let .invalid(failure): self = .refused(.invalidInput(failure.message))
    }
  }

  /// The same result, its messages scrubbed of `url`'s secret values.
  func scrubbed(of url: String, by configuration: LinkConfiguration) -> Self {
    let scrub = { configuration.scrubbedOfEveryValue(configuration.scrubbed($0, of: url), of: url) }
    switch self {
    case .shown, .answered, .cancelled, .delivered, .refused(.noRoute), .refused(.duplicate), .refused(.signature),
      .parked,
      .dropped:
      return self
    case let .failed(code, message): return .failed(code: code, message: scrub(message))
    case let .refused(.invalidInput(message)): return .refused(.invalidInput(scrub(message)))
    case let .refused(.accessDenied(reason)): return .refused(.accessDenied(scrub(reason)))
    case let .refused(.callbackNotAllowed(reason)): return .refused(.callbackNotAllowed(scrub(reason)))
    case let .refused(.unclaimedCallback(reason)): return .refused(.unclaimedCallback(scrub(reason)))
    case let .refused(.shortLink(reason)): return .refused(.shortLink(scrub(reason)))
    }
  }
}
