#if SignedLinks
  import Foundation
  import LinkRouting

  extension LinkRouter {
    /// The link to `pattern` with `input`, printed by the table that routes it
    /// (`url(for:input:host:)`) and signed by `key`: what a server
    /// hands out for a route that takes signed links, so that the link it makes and the table
    /// that reads it cannot disagree.
    ///
    /// ```swift
    /// let link = try router.url(
    ///   for: "/notes/:id/delete", input: NoteLink(id: 3), host: "x-callback-url",
    ///   signedBy: key, expiresIn: 600, singleUse: true)
    /// ```
    ///
    /// - Parameters:
    ///   - pattern: A route pattern.
    ///   - input: The route's input, every parameter of the request (callbacks included).
    ///   - host: As `url(for:input:host:)` takes it.
    ///   - key: The key that signs.
    ///   - expiresIn: Seconds from `now` until the link expires.
    ///   - singleUse: Whether the link carries a nonce.
    ///   - now: The time the link is made.
    /// - Throws: `RoutePrintingError` when the link cannot be printed, ``LinkSigningError`` when
    ///   it cannot be signed.
    public func url(
      for pattern: String, input: some Encodable, host: String? = nil, signedBy key: LinkSigningKey,
      expiresIn: Int, singleUse: Bool, now: Date = Date()
    ) throws -> URL {
      try key.sign(url(for: pattern, input: input, host: host), expiresIn: expiresIn, singleUse: singleUse, now: now)
    }
  }
#endif
