#if !LoopbackAuthorization
  // The product's code needs swift-nio and swift-crypto, which SwiftPM fetches only for the
  // package trait `LoopbackAuthorization`. Without it the module is empty but for these
  // names, so that a user who forgot the trait reads how to turn it on.

  /// Unavailable: enable the package trait `LoopbackAuthorization`.
  @available(
    *, unavailable,
    message: """
      LoopbackAuthorization needs the package trait of the same name: \
      .package(url: "…/swift-composable-links", from: "0.1.0", traits: [.defaults, "LoopbackAuthorization"])
      """
  )
  public struct LoopbackAuthorizer {}

  /// Unavailable: enable the package trait `LoopbackAuthorization`.
  @available(
    *, unavailable,
    message: """
      LoopbackAuthorization needs the package trait of the same name: \
      .package(url: "…/swift-composable-links", from: "0.1.0", traits: [.defaults, "LoopbackAuthorization"])
      """
  )
  public struct LoopbackRedirect {}
#endif
