// swift-tools-version: 6.2
import Foundation
import PackageDescription

// The notes example: a command-line app (`notes`) and a libadwaita window (`notes-window`) on
// one store, with the feature they share and its tests. A package of its own, so that the
// library's users never fetch what only the example needs (GRDB, AsyncHTTPClient,
// swift-nio-ssl, ArgumentParser, GTK). It depends on the library by path, as an app would by URL.

// A path dependency's identity is its directory's name, which differs between clones
// (`swift-composable-links`, `main`, …): derive it instead of spelling it.
let library = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

/// The library with every trait on. Named one by one, as an app names what it takes (not
/// `.defaults` plus some: `.defaults` also defines a `default` compilation condition). Where
/// `COMPOSABLE_LINKS_EVERY_TRAIT` is set (`scripts/test`, so CI), the library's defaults, which
/// that variable makes every trait (see the library's manifest): the library's modules are then
/// compiled with the same arguments as for its own tests, once, in the build folder the two share.
let everyTrait: Package.Dependency =
  Context.environment["COMPOSABLE_LINKS_EVERY_TRAIT"] == nil
  ? .package(
    path: "../..",
    traits: [
      "Composable", "LinkServer", "LinkServerPostgres", "LinkServerSQLite", "LoopbackAuthorization", "SignedLinks",
    ]
  )
  : .package(path: "../..")

/// Swift 6 language mode (the tools default); warnings fail the build where
/// `COMPOSABLE_LINKS_STRICT` is set (`scripts/test`, so CI), as in the library.
let strict: [SwiftSetting] =
  Context.environment["COMPOSABLE_LINKS_STRICT"] == nil ? [] : [.treatAllWarnings(as: .error)]

let package = Package(
  name: "Notes",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "notes", targets: ["notes"]),
    .executable(name: "notes-http", targets: ["notes-http"]),
    .executable(name: "notes-web", targets: ["notes-web"]),
  ],
  dependencies: [
    everyTrait,
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
    .package(url: "https://github.com/apple/swift-crypto", from: "4.0.0"),
    .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
    .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.0"),
  ],
  targets: [
    // What the notes keep and how they keep it (the database, its sealing and lock, the
    // secrets, the trusted keys), and the translations: all that `notes-web` needs of the
    // notes, without the app's reducer and its links' code (the site reads the links' map).
    .target(
      name: "NotesStore",
      dependencies: [
        .product(name: "AppLinks", package: library),
        .product(name: "DesktopLinks", package: library),
        .product(name: "LinkRouting", package: library),
        .product(name: "SignedLinks", package: library),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "CryptoExtras", package: "swift-crypto"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "Logging", package: "swift-log"),
        .target(name: "CNotesSecret", condition: .when(platforms: [.linux])),
        .target(name: "CNotesIntl", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: strict
    ),
    .target(
      name: "NotesFeature",
      dependencies: [
        // The storage, its cryptography and the C shims come with NotesStore.
        "NotesStore",
        .product(name: "ComposableLinks", package: library),
        .product(name: "DesktopLinks", package: library),
        .product(name: "SignedLinks", package: library),
        .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: strict
    ),
    // The desktop's keyring through libsecret, opened when a secret is first needed rather
    // than linked (see its header): C, because libsecret's calls are variadic.
    .target(name: "CNotesSecret"),
    // The C library's message catalogs (gettext), which Swift's Glibc module does not export.
    .target(name: "CNotesIntl"),
    .executableTarget(
      name: "notes",
      dependencies: [
        "NotesFeature",
        .product(name: "DesktopLinks", package: library),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: strict
    ),
    // The network work of `notes login` and `notes associations --check`, which `notes` hands
    // over (`NetworkJob`): the HTTP stack linked into `notes` slowed every command's start-up
    // (1.13× to 1.29×, all of it load time; Benchmarks/README.md).
    .executableTarget(
      name: "notes-http",
      dependencies: [
        "NotesFeature",
        .product(name: "LinkRouting", package: library),
        .product(name: "LoopbackAuthorization", package: library),
        .product(name: "AsyncHTTPClient", package: "async-http-client"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOSSL", package: "swift-nio-ssl"),
      ],
      swiftSettings: strict
    ),
    // The notes domain's web side: the association files and a page per link, from the app's
    // own table (LinkServer on Hummingbird). A web host's program: not in the `.deb`.
    .executableTarget(
      name: "notes-web",
      dependencies: [
        "NotesStore",
        // Where it keeps its claims on deferred links: SQLite (one instance, no setup) or
        // PostgreSQL (any number of instances).
        .product(name: "LinkServer", package: library),
        .product(name: "LinkServerPostgres", package: library),
        .product(name: "LinkServerSQLite", package: library),
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "SignedLinks", package: library),
        // `--check-previews`: fetches a running site's pages and images as an unfurler does.
        .product(name: "AsyncHTTPClient", package: "async-http-client"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "HummingbirdTLS", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOSSL", package: "swift-nio-ssl"),
        .product(name: "Prometheus", package: "swift-prometheus"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ],
      // The links' map it serves unless told another (`notes routes --map` writes it).
      resources: [.copy("LinkMap.json")],
      swiftSettings: strict
    ),
    .testTarget(
      name: "NotesTests",
      dependencies: [
        "NotesStore",
        "NotesFeature",
        "notes",
        "notes-http",
        "notes-web",
        // Keys made in the test (one whose public key begins with '-').
        .product(name: "SignedLinks", package: library),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strict
    ),
  ]
)

#if os(Linux)
  // The window: GTK 4's and libadwaita's C API behind a small layer of its own (no Swift
  // binding for either is available here), kept apart from the feature, and out of the
  // one-shot CLI's process (linking GTK costs ~12 ms of start-up). The example's window is
  // Linux only; on the host that reads this manifest, as the example is only ever built
  // from a checkout (never as a dependency).
  package.products.append(.executable(name: "notes-window", targets: ["notes-window"]))
  package.targets += [
    .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
    .systemLibrary(name: "CAdw", pkgConfig: "libadwaita-1", providers: [.apt(["libadwaita-1-dev"])]),
    .target(name: "GtkUI", dependencies: ["CGtk", "CAdw"], swiftSettings: strict),
    .executableTarget(
      name: "notes-window",
      dependencies: [
        "NotesFeature", "GtkUI",
        .product(name: "DesktopLinks", package: library),
        .product(name: "GApplicationLinks", package: library),
        .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: strict
    ),
  ]
  // The desktop end-to-end tests run the window.
  for index in package.targets.indices where package.targets[index].name == "NotesTests" {
    package.targets[index].dependencies += ["notes-window", "GtkUI"]
  }
#endif
