#if !LinkServerSQLite
  // The store needs GRDB, which SwiftPM fetches only for the package trait `LinkServerSQLite`.
  // Without it the module is empty but for this name, so that a site that forgot the trait
  // reads how to turn it on.
  import Foundation
  import LinkServer

  extension LinkClaimStore {
    /// Unavailable: enable the package trait `LinkServerSQLite`.
    @available(
      *, unavailable,
      message: """
        LinkServerSQLite needs the package trait of the same name: \
        .package(url: "…/swift-composable-links", from: "0.2.0", traits: [.defaults, "LinkServerSQLite"])
        """
    )
    public static func sqlite(at path: String) throws -> Self {
      throw CocoaError(.featureUnsupported)
    }
  }
#endif
