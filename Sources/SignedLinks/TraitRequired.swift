#if !SignedLinks
  // The product's code needs swift-crypto, which SwiftPM fetches only for the package trait
  // `SignedLinks`. Without it the module is empty but for these names, so that a user who forgot
  // the trait reads how to turn it on. (The format itself, `SignedLinkFormat`, is LinkRouting's.)

  /// Unavailable: enable the package trait `SignedLinks`.
  @available(
    *, unavailable,
    message: """
      SignedLinks needs the package trait of the same name: \
      .package(url: "…/swift-composable-links", from: "0.1.0", traits: [.defaults, "SignedLinks"])
      """
  )
  public struct LinkSigningKey {}

  /// Unavailable: enable the package trait `SignedLinks`.
  @available(
    *, unavailable,
    message: """
      SignedLinks needs the package trait of the same name: \
      .package(url: "…/swift-composable-links", from: "0.1.0", traits: [.defaults, "SignedLinks"])
      """
  )
  public struct SignedLinkVerifier {}
#endif
