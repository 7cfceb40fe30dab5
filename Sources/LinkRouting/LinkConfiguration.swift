/// What an app's links are: the schemes and hosts a router (or an app's table, AppLinks' `LinkRoutes`) accepts,
/// and how it reads and writes values. Given once, to the tables that share it.
public struct LinkConfiguration: Sendable {
  /// How the host of a custom-scheme URL is read.
  public enum HostHandling: Hashable, Sendable {
    /// The host is ignored: `app://anything/search` is `/search`. The default.
    case ignored
    /// The host is the first path segment: `app://books/42` is `/books/42`. The `x-callback-url`
    /// host is always ignored.
    case firstPathSegment
  }

  /// The custom schemes routed, the first being the one URLs are printed with.
  public var schemes: [String]
  /// Hosts whose `http` and `https` URLs are routed (universal links). Default: none.
  public var universalLinkHosts: Set<String>
  /// How the host of a custom-scheme URL is read. Default: ``HostHandling/ignored``.
  public var hostHandling: HostHandling
  /// Decodes route input. Its ``URLQueryDecoder/limits`` are ``limits``: one value, not two.
  public var decoder: URLQueryDecoder
  /// Encodes route output and printed URLs' queries.
  public var encoder: URLQueryEncoder
  /// Which callbacks are answered. Default: ``CallbackPolicy/default``.
  public var callbackPolicy: CallbackPolicy
  /// Query parameters whose values are secret: a ``RouteRequest``'s description masks them.
  /// Default: ``defaultSecretParameters``.
  public var secretParameters: Set<String>

  /// `token`, `auth-token`, `access_token`, `refresh_token`, `id_token`, `password`,
  /// `secret`, `client_secret`, and OAuth's `code` and `code_verifier`.
  public static let defaultSecretParameters: Set<String> = [
    "token", "auth-token", "access_token", "refresh_token", "id_token", "password", "secret", "client_secret",
    "code", "code_verifier",
  ]

  /// Bounds on incoming URLs: the decoder's ``URLQueryDecoder/limits``, the one place they
  /// are kept. Default: ``URLLimits/default``.
  public var limits: URLLimits {
    get { decoder.limits }
    set { decoder.limits = newValue }
  }

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - schemes: The custom schemes routed, the first being the one URLs are printed with.
  ///   - universalLinkHosts: Hosts whose `http` and `https` URLs are routed.
  ///   - hostHandling: How the host of a custom-scheme URL is read.
  ///   - decoder: Decodes route input.
  ///   - encoder: Encodes route output and printed URLs' queries.
  ///   - callbackPolicy: Which callbacks are answered.
  ///   - limits: Bounds on incoming URLs; `nil` keeps the `decoder`'s.
  ///   - secretParameters: Query parameters whose values logs must not show.
  public init(
    schemes: [String],
    universalLinkHosts: Set<String> = [],
    hostHandling: HostHandling = .ignored,
    decoder: URLQueryDecoder = URLQueryDecoder(),
    encoder: URLQueryEncoder = URLQueryEncoder(),
    callbackPolicy: CallbackPolicy = .default,
    limits: URLLimits? = nil,
    secretParameters: Set<String> = LinkConfiguration.defaultSecretParameters
  ) {
    self.schemes = schemes
    self.universalLinkHosts = universalLinkHosts
    self.hostHandling = hostHandling
    self.decoder = decoder
    self.encoder = encoder
    self.callbackPolicy = callbackPolicy
    self.secretParameters = secretParameters
    if let limits { self.decoder.limits = limits }
  }
}
