import Foundation

/// One call to another app, as a `LinkCaller` (ComposableLinks) is asked to make it: what its test client
/// receives, so a test can check what the feature asked for.
public struct LinkCall: Hashable, Sendable {
  /// How the answer comes back.
  public enum Style: Hashable, Sendable {
    /// x-callback-url: `x-success`, `x-error` and `x-cancel` are added, each a callback on the
    /// caller's own scheme, with `x-source`.
    case xCallback
    /// An OAuth-style redirect: the callback URL goes in the query parameter `parameter`
    /// (`redirect_uri`), with a `state` value made for this call and checked on return.
    case redirect(parameter: String)
  }

  /// The URL to open, without callbacks: the caller adds them.
  public var url: URL
  /// How the answer comes back.
  public var style: Style
  /// How long to wait for the answer.
  public var timeout: Duration

  /// Describes a call.
  public init(url: URL, style: Style = .xCallback, timeout: Duration = .seconds(60)) {
    self.url = url
    self.style = style
    self.timeout = timeout
  }
}
