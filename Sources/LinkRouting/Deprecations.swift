// Declarations kept for code written against earlier releases; each says what to write now.

extension Router {
  /// The old name of ``LinkConfiguration``, which configures every table, not only a router.
  @available(*, deprecated, renamed: "LinkConfiguration")
  public typealias Configuration = LinkConfiguration

  /// The old place of ``LinkConfiguration/HostHandling``.
  @available(*, deprecated, renamed: "LinkConfiguration.HostHandling")
  public typealias HostHandling = LinkConfiguration.HostHandling
}

/// The old name of ``RouteMatchError`` (an error's name ends in `Error`).
@available(*, deprecated, renamed: "RouteMatchError")
public typealias RouteMatchFailure = RouteMatchError

/// The old name of ``CallbackPolicyError``.
@available(*, deprecated, renamed: "CallbackPolicyError")
public typealias CallbackRefusal = CallbackPolicyError

/// The old name of ``LinkCallbackError``.
@available(*, deprecated, renamed: "LinkCallbackError")
public typealias LinkCallbackRejection = LinkCallbackError

/// The old name of ``RouteAccessError``.
@available(*, deprecated, renamed: "RouteAccessError")
public typealias RouteAccessDenial = RouteAccessError

extension URLQueryEncoder {
  /// The old place of ``URLQueryEncodingError``.
  @available(*, deprecated, renamed: "URLQueryEncodingError")
  public typealias Failure = URLQueryEncodingError
}
