// swift-tools-version: 6.2
import CompilerPluginSupport
import PackageDescription

// What a user's build fetches is decided by two package traits (SE-0450):
//
// - `Composable` (on by default): the store and everything built on it — ComposableCore,
//   ComposableLinks, ComposableEnvironment, DesktopLinks, GApplicationLinks — and their
//   dependencies (the Point-Free libraries, swift-collections, swift-atomics, swift-log).
//   An app that takes `LinkRouting` alone turns it off (`traits: []`) and fetches nothing.
// - `LoopbackAuthorization` (off by default): the sign-in product's swift-nio and swift-crypto.
// - `SignedLinks` (off by default): the signed-link product's swift-crypto (Ed25519).
// - `LinkServer` (off by default): the web side's Hummingbird, swift-prometheus and what they
//   build on (swift-metrics, swift-nio, swift-service-lifecycle); it turns on `SignedLinks`.
// - `LinkServerSQLite`, `LinkServerPostgres` (off by default): a site's claim store in SQLite
//   (GRDB) or PostgreSQL (postgres-nio); each turns on `LinkServer`. A site that keeps its
//   claims elsewhere (or in memory) fetches neither.
//
// SwiftPM fetches every dependency a package's products need, whichever product a user takes;
// a dependency whose every use is conditioned on a trait that is off is not fetched at all.
// `scripts/check-consumers` counts the checkouts of each kind of user.

/// Settings every target of ours shares: Swift 6 language mode (the tools default). Warnings
/// fail the build only where `COMPOSABLE_LINKS_STRICT` is set (`scripts/test`, so CI): a
/// user's build must not break on a newer compiler's new warning, and Xcode builds packages
/// with `-suppress-warnings`, which conflicts with warnings-as-errors.
let strict: [SwiftSetting] =
  Context.environment["COMPOSABLE_LINKS_STRICT"] == nil ? [] : [.treatAllWarnings(as: .error)]

/// The traits on for a package that names none: `Composable`. Where `COMPOSABLE_LINKS_EVERY_TRAIT`
/// is set (`scripts/test`, so CI), every trait, so that the library's own build and the notes
/// example's (which then takes the library's defaults) write the same trait conditions and the
/// library is compiled once for both: SwiftPM 6.3 writes a package's conditions in an order that
/// depends on how its traits were turned on (`--traits`, a dependent's `traits:`, or the
/// defaults), and only the defaults come out in one order for a root package and a dependency
/// (swiftlang/swift-package-manager#10525). A user's build is never affected.
let defaultTraits: Set<String> =
  Context.environment["COMPOSABLE_LINKS_EVERY_TRAIT"] == nil
  ? ["Composable"]
  : ["Composable", "LinkServer", "LinkServerPostgres", "LinkServerSQLite", "LoopbackAuthorization", "SignedLinks"]

/// A dependency of the composable stack: fetched only with the `Composable` trait.
func composable(_ product: String, _ package: String) -> Target.Dependency {
  .product(name: product, package: package, condition: .when(traits: ["Composable"]))
}

/// A dependency of the signed-link product: fetched only with the `SignedLinks` trait.
func signing(_ product: String, _ package: String) -> Target.Dependency {
  .product(name: product, package: package, condition: .when(traits: ["SignedLinks"]))
}

/// A dependency of the web side: fetched only with the `LinkServer` trait.
func serving(_ product: String, _ package: String) -> Target.Dependency {
  .product(name: product, package: package, condition: .when(traits: ["LinkServer"]))
}

/// A dependency of a claim store's product: fetched only with its trait.
func store(_ trait: String, _ product: String, _ package: String) -> Target.Dependency {
  .product(name: product, package: package, condition: .when(traits: [trait]))
}

/// A dependency of the sign-in product: fetched only with the `LoopbackAuthorization` trait.
func loopback(_ product: String, _ package: String) -> Target.Dependency {
  .product(name: product, package: package, condition: .when(traits: ["LoopbackAuthorization"]))
}

let package = Package(
  name: "swift-composable-links",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
  products: [
    .library(name: "LinkRouting", targets: ["LinkRouting"]),
    .library(name: "ComposableCore", targets: ["ComposableCore"]),
    .library(name: "AppLinks", targets: ["AppLinks"]),
    .library(name: "ComposableLinks", targets: ["ComposableLinks"]),
    .library(name: "ComposableEnvironment", targets: ["ComposableEnvironment"]),
    .library(name: "DesktopLinks", targets: ["DesktopLinks"]),
    .library(name: "GApplicationLinks", targets: ["GApplicationLinks"]),
    .library(name: "LoopbackAuthorization", targets: ["LoopbackAuthorization"]),
    .library(name: "SignedLinks", targets: ["SignedLinks"]),
    .library(name: "LinkServer", targets: ["LinkServer"]),
    .library(name: "LinkServerSQLite", targets: ["LinkServerSQLite"]),
    .library(name: "LinkServerPostgres", targets: ["LinkServerPostgres"]),
  ],
  traits: [
    .default(enabledTraits: defaultTraits),
    .trait(
      name: "Composable",
      description: "ComposableCore, ComposableLinks, ComposableEnvironment, DesktopLinks and GApplicationLinks, "
        + "with the Point-Free libraries and swift-log they build on."
    ),
    .trait(
      name: "LoopbackAuthorization",
      description: "The LoopbackAuthorization product, with swift-nio and swift-crypto."
    ),
    .trait(
      name: "SignedLinks",
      description:
        "The SignedLinks product (links signed with Ed25519 and checked by the route table), with swift-crypto."
    ),
    .trait(
      name: "LinkServer",
      description:
        "The LinkServer product (association files, a page for every link, and claims on deferred links, served "
        + "from the route table), with Hummingbird and swift-prometheus; turns on SignedLinks (the site signs "
        + "what a claim gives back).",
      enabledTraits: ["SignedLinks"]
    ),
    .trait(
      name: "LinkServerSQLite",
      description: "The LinkServerSQLite product (a site's claims in an SQLite file), with GRDB; turns on LinkServer.",
      enabledTraits: ["LinkServer"]
    ),
    .trait(
      name: "LinkServerPostgres",
      description:
        "The LinkServerPostgres product (a site's claims in PostgreSQL, shared by every instance, PgBouncer's "
        + "transaction mode included), with postgres-nio; turns on LinkServer.",
      enabledTraits: ["LinkServer"]
    ),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-atomics", from: "1.2.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    // Two of swift-dependencies' four default traits: `Clocks` (`continuousClock`) and
    // `Foundation` (`date`, `uuid`) are what the library reads. `CombineSchedulers` would fetch and
    // compile combine-schedulers and OpenCombine (about 25,000 lines on Linux) for nothing;
    // an app that wants `mainQueue` (a TCA app does) turns it on itself, and traits unify.
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1",
      traits: ["Clocks", "Foundation"]
    ),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    // ComposableCore's `@Reducer` and `@ObservableState` macros (swift-case-paths' and
    // swift-dependencies' macros fetch it already: nothing new for a user).
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
    .package(url: "https://github.com/apple/swift-crypto", from: "4.0.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    // Fetched with Hummingbird anyway: LinkServer's connection guard reads HTTP parts with it.
    .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.0"),
    .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
    .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
    // The LinkServer article's graceful shutdown (tests only; Hummingbird fetches it anyway).
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    // The claim stores' products (each fetched only with its trait).
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.0"),
    // Tests only (never fetched by users).
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    // `swift package generate-documentation`, for every library target (never fetched by users).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
  ],
  targets: [
    .target(
      name: "LinkRouting",
      swiftSettings: strict
    ),
    // `@Reducer` and `@ObservableState`, spelled as TCA spells them.
    .macro(
      name: "ComposableCoreMacros",
      dependencies: [
        composable("SwiftCompilerPlugin", "swift-syntax"),
        composable("SwiftDiagnostics", "swift-syntax"),
        composable("SwiftSyntax", "swift-syntax"),
        composable("SwiftSyntaxBuilder", "swift-syntax"),
        composable("SwiftSyntaxMacros", "swift-syntax"),
      ],
      swiftSettings: strict
    ),
    .target(
      name: "ComposableCore",
      dependencies: [
        .target(name: "ComposableCoreMacros", condition: .when(traits: ["Composable"])),
        composable("Atomics", "swift-atomics"),
        composable("CasePaths", "swift-case-paths"),
        composable("ConcurrencyExtras", "swift-concurrency-extras"),
        composable("CustomDump", "swift-custom-dump"),
        composable("Dependencies", "swift-dependencies"),
        composable("IdentifiedCollections", "swift-identified-collections"),
        composable("IssueReporting", "xctest-dynamic-overlay"),
        composable("OrderedCollections", "swift-collections"),
      ],
      swiftSettings: strict
    ),
    // Every link feature, on no store: the tables (screens both ways, requests answered with
    // their callbacks, requirements, published links) and the intake that takes a link in
    // (holding, duplicates, parking across a relaunch, outcomes, callbacks claimed), as values
    // and dependency clients any reducer drives. A TCA app's reducer calls them; so do
    // ComposableLinks' reducers, which adapt them to ComposableCore's store.
    .target(
      name: "AppLinks",
      dependencies: [
        "LinkRouting",
        composable("CasePaths", "swift-case-paths"),
        composable("ConcurrencyExtras", "swift-concurrency-extras"),
        composable("CustomDump", "swift-custom-dump"),
        composable("Dependencies", "swift-dependencies"),
        composable("IssueReporting", "xctest-dynamic-overlay"),
        composable("Logging", "swift-log"),
      ],
      swiftSettings: strict
    ),
    .target(
      name: "ComposableLinks",
      dependencies: [
        "AppLinks",
        "ComposableCore",
        "LinkRouting",
        composable("ConcurrencyExtras", "swift-concurrency-extras"),
        composable("CustomDump", "swift-custom-dump"),
        composable("Logging", "swift-log"),
        composable("IssueReporting", "xctest-dynamic-overlay"),
      ],
      swiftSettings: strict
    ),
    .target(
      name: "ComposableEnvironment",
      dependencies: [
        "ComposableCore",
        composable("Atomics", "swift-atomics"),
        composable("Dependencies", "swift-dependencies"),
      ],
      swiftSettings: strict
    ),
    // GIO from the system, for GApplicationLinks (Linux only).
    .systemLibrary(
      name: "CGIO",
      pkgConfig: "gio-2.0",
      providers: [.apt(["libglib2.0-dev"])]
    ),
    // Linux desktop integration without GIO: registration of URL scheme handlers and their
    // doctor, the link inbox, and the session-bus forwarder and listener, which speak D-Bus
    // over its socket themselves (a one-shot command starts ~4 ms sooner without GIO). Its
    // sources are Linux only (`#if os(Linux)`): an empty module elsewhere.
    .target(
      name: "DesktopLinks",
      dependencies: [
        "AppLinks",
        composable("ConcurrencyExtras", "swift-concurrency-extras"),
        composable("IssueReporting", "xctest-dynamic-overlay"),
        composable("Logging", "swift-log"),
      ],
      swiftSettings: strict
    ),
    // A running GTK or GLib app's side: GApplication owns the id and receives links, and the
    // GLib main loop runs the Swift main actor (GIO, Linux only; an empty module elsewhere).
    .target(
      name: "GApplicationLinks",
      dependencies: [
        "DesktopLinks",
        .target(name: "CGIO", condition: .when(platforms: [.linux])),
        composable("Logging", "swift-log"),
      ],
      swiftSettings: strict
    ),
    // Sign-in over a loopback redirect: swift-nio listens, swift-crypto hashes the verifier.
    .target(
      name: "LoopbackAuthorization",
      dependencies: [
        // ConstantTime, the one comparison of secrets (LinkRouting fetches nothing).
        "LinkRouting",
        loopback("Crypto", "swift-crypto"),
        loopback("Logging", "swift-log"),
        loopback("NIOCore", "swift-nio"),
        loopback("NIOHTTP1", "swift-nio"),
        loopback("NIOPosix", "swift-nio"),
      ],
      swiftSettings: strict
    ),
    // Links signed by their sender and checked by the route table: Ed25519 from swift-crypto
    // (CryptoKit on Apple platforms), and the record of single-use links. The format itself,
    // the rule and the check's seam are LinkRouting's (no dependency).
    .target(
      name: "SignedLinks",
      dependencies: [
        "LinkRouting",
        signing("Crypto", "swift-crypto"),
      ],
      swiftSettings: strict
    ),
    // The web side of an app's links: the association files and a page for every link its
    // table takes on the web host (preview, QR code, Smart App Banner), on Hummingbird. The
    // page, the QR code and the files are plain Swift (Internal/), the server a thin layer.
    .target(
      name: "LinkServer",
      dependencies: [
        "AppLinks",
        "LinkRouting",
        "SignedLinks",
        serving("Crypto", "swift-crypto"),
        serving("Hummingbird", "hummingbird"),
        serving("HummingbirdCore", "hummingbird"),
        serving("NIOCore", "swift-nio"),
        serving("NIOConcurrencyHelpers", "swift-nio"),
        serving("NIOHTTPTypes", "swift-nio-extras"),
        serving("Logging", "swift-log"),
        serving("Metrics", "swift-metrics"),
        serving("Prometheus", "swift-prometheus"),
      ],
      swiftSettings: strict
    ),
    // A site's claims in an SQLite file (one instance), and in PostgreSQL (any number, shared):
    // `LinkClaimStore` values, each deciding a redeem and a client's allowance in one statement.
    .target(
      name: "LinkServerSQLite",
      dependencies: [
        "LinkServer",
        store("LinkServerSQLite", "GRDB", "GRDB.swift"),
      ],
      swiftSettings: strict
    ),
    .target(
      name: "LinkServerPostgres",
      dependencies: [
        "LinkServer",
        store("LinkServerPostgres", "Logging", "swift-log"),
        store("LinkServerPostgres", "PostgresNIO", "postgres-nio"),
      ],
      swiftSettings: strict
    ),
    // The one suite every claim store passes: in memory, SQLite, PostgreSQL and PostgreSQL
    // behind PgBouncer (Debian's servers, started by the tests).
    .testTarget(
      name: "LinkServerStoresTests",
      dependencies: [
        "LinkRouting",
        "LinkServer",
        "LinkServerPostgres",
        "LinkServerSQLite",
        "SignedLinks",
        store("LinkServerPostgres", "Logging", "swift-log"),
        store("LinkServerPostgres", "PostgresNIO", "postgres-nio"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "LinkServerTests",
      dependencies: [
        "AppLinks",
        "LinkServer",
        "LinkTestSupport",
        "SignedLinks",
        serving("HummingbirdTesting", "hummingbird"),
        serving("Prometheus", "swift-prometheus"),
        serving("ServiceLifecycle", "swift-service-lifecycle"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "SignedLinksTests",
      dependencies: [
        "SignedLinks",
        // A store that takes signed links through its route table.
        "ComposableLinks",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "LinkRoutingTests",
      dependencies: [
        "LinkRouting",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "ComposableCoreTests",
      dependencies: [
        "ComposableCore",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "ComposableLinksTests",
      dependencies: [
        "ComposableLinks",
        "LinkTestSupport",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: strict
    ),
    // What tests of several targets share: an opener that records, URL literals, a log handler
    // that keeps its lines.
    .target(
      name: "LinkTestSupport",
      dependencies: [
        "AppLinks",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "Logging", package: "swift-log"),
      ],
      path: "Tests/LinkTestSupport",
      swiftSettings: strict
    ),
    // AppLinks' rules, each tested where it lives: driven by this package's store (as a TCA app
    // drives them from its own), and by a loop written by hand (no store at all).
    .testTarget(
      name: "AppLinksTests",
      dependencies: [
        "AppLinks",
        "ComposableLinks",
        "LinkTestSupport",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: strict
    ),
    // AppLinks' TCA article: its feature and tests, with AppLinks and ComposableCore (which
    // spells TCA's API) and no ComposableLinks, as a TCA app has them.
    .testTarget(
      name: "TCAArticleTests",
      dependencies: [
        "AppLinks",
        "ComposableCore",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "ComposableEnvironmentTests",
      dependencies: [
        "ComposableEnvironment",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "DesktopLinksTests",
      dependencies: [
        "DesktopLinks",
        // Its README app builds a store (ReadmeAppTests): imported, so declared.
        "ComposableLinks",
        // `gdbus` run off the pool.
        "LinkTestSupport",
        .target(name: "GApplicationLinks", condition: .when(platforms: [.linux])),
        .target(name: "CGIO", condition: .when(platforms: [.linux])),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "LoopbackAuthorizationTests",
      dependencies: [
        "LoopbackAuthorization",
        // The article's redirect choice hands a scheme redirect to AppLinks' LinkCaller.
        "AppLinks",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: strict
    ),
  ]
)
