#if !LinkServer
  // The server needs Hummingbird and swift-prometheus, which SwiftPM fetches only for the
  // package trait `LinkServer`. Without it the module has the site's values but no server, and
  // these names say how to turn it on.

  /// Unavailable: enable the package trait `LinkServer`.
  @available(
    *, unavailable,
    message: """
      LinkServer needs the package trait of the same name: \
      .package(url: "…/swift-composable-links", from: "0.1.0", traits: [.defaults, "LinkServer"])
      """
  )
  public struct LinkServer {}
#endif
