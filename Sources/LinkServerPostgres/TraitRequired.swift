#if !LinkServerPostgres
  // The store needs postgres-nio, which SwiftPM fetches only for the package trait
  // `LinkServerPostgres`. Without it the module is empty but for this name, so that a site that
  // forgot the trait reads how to turn it on.
  import Foundation
  import LinkServer

  extension LinkClaimStore {
    /// Unavailable: enable the package trait `LinkServerPostgres`.
    @available(
      *, unavailable,
      message: """
        LinkServerPostgres needs the package trait of the same name: \
        .package(url: "…/swift-composable-links", from: "0.2.0", traits: [.defaults, "LinkServerPostgres"])
        """
    )
    public static func postgres<Client, Logger>(_ client: Client, logger: Logger) async throws -> Self {
      throw CocoaError(.featureUnsupported)
    }
  }
#endif
