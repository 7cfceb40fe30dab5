// swift-tools-version: 6.2
import PackageDescription

/// Settings every target of ours shares: Swift 6 language mode (the tools default) and no
/// warnings left behind.
let strict: [SwiftSetting] = [
  .treatAllWarnings(as: .error)
]

let package = Package(
  name: "swift-composable-links",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
  products: [
    .library(name: "ComposableCore", targets: ["ComposableCore"]),
    .library(name: "LinkRouting", targets: ["LinkRouting"]),
    .library(name: "ComposableLinks", targets: ["ComposableLinks"]),
    .library(name: "ComposableEnvironment", targets: ["ComposableEnvironment"]),
    .library(name: "DesktopLinks", targets: ["DesktopLinks"]),
    .library(name: "GApplicationLinks", targets: ["GApplicationLinks"]),
    .library(name: "LoopbackAuthorization", targets: ["LoopbackAuthorization"]),
    .executable(name: "notes", targets: ["notes"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-atomics", from: "1.2.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    // `swift package generate-documentation`, for every library target (and a package index).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
    .package(url: "https://github.com/apple/swift-crypto", from: "4.0.0"),
    .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
    .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.0"),
  ],
  targets: [
    .target(
      name: "ComposableCore",
      dependencies: [
        .product(name: "Atomics", package: "swift-atomics"),
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "OrderedCollections", package: "swift-collections"),
      ],
      swiftSettings: strict
    ),
    .target(
      name: "LinkRouting",
      swiftSettings: strict
    ),
    .target(
      name: "ComposableLinks",
      dependencies: [
        "ComposableCore",
        "LinkRouting",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: strict
    ),
    .target(
      name: "ComposableEnvironment",
      dependencies: [
        "ComposableCore",
        .product(name: "Atomics", package: "swift-atomics"),
        .product(name: "Dependencies", package: "swift-dependencies"),
      ],
      swiftSettings: strict
    ),
    // GIO from the system, for GApplicationLinks (Linux only).
    .systemLibrary(
      name: "CGIO",
      pkgConfig: "gio-2.0",
      providers: [.apt(["libglib2.0-dev"])]
    ),
    // GTK 4 from the system, for the notes example's window (Linux only).
    .systemLibrary(
      name: "CGtk",
      pkgConfig: "gtk4",
      providers: [.apt(["libgtk-4-dev"])]
    ),
    // libadwaita from the system, for the notes example's window (Linux only).
    .systemLibrary(
      name: "CAdw",
      pkgConfig: "libadwaita-1",
      providers: [.apt(["libadwaita-1-dev"])]
    ),
    // Linux desktop integration without GIO: registration of URL scheme handlers and their
    // doctor, the link inbox, and the session-bus forwarder and listener, which speak D-Bus
    // over its socket themselves (a one-shot command starts ~4 ms sooner without GIO).
    .target(
      name: "DesktopLinks",
      dependencies: [
        "ComposableLinks",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: strict
    ),
    // A running GTK or GLib app's side: GApplication owns the id and receives links, and the
    // GLib main loop runs the Swift main actor (GIO, Linux only).
    .target(
      name: "GApplicationLinks",
      dependencies: [
        "DesktopLinks",
        .target(name: "CGIO", condition: .when(platforms: [.linux])),
        .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "DesktopLinksTests",
      dependencies: [
        "DesktopLinks",
        .target(name: "GApplicationLinks", condition: .when(platforms: [.linux])),
        .target(name: "CGIO", condition: .when(platforms: [.linux])),
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
    .target(
      name: "NotesFeature",
      dependencies: [
        "ComposableLinks",
        "DesktopLinks",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "CryptoExtras", package: "swift-crypto"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "Logging", package: "swift-log"),
      ],
      path: "Examples/Notes/Sources/NotesFeature",
      swiftSettings: strict
    ),
    .target(
      name: "LoopbackAuthorization",
      dependencies: [
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "LoopbackAuthorizationTests",
      dependencies: [
        "LoopbackAuthorization",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      swiftSettings: strict
    ),
    .executableTarget(
      name: "notes",
      dependencies: [
        "NotesFeature",
        "DesktopLinks",
        "LoopbackAuthorization",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "AsyncHTTPClient", package: "async-http-client"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOSSL", package: "swift-nio-ssl"),
        .product(name: "Logging", package: "swift-log"),
      ],
      path: "Examples/Notes/Sources/notes",
      swiftSettings: strict
    ),
    .testTarget(
      name: "NotesTests",
      dependencies: [
        "NotesFeature",
        "notes",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      path: "Examples/Notes/Tests/NotesTests",
      swiftSettings: strict
    ),
    .testTarget(
      name: "ComposableLinksTests",
      dependencies: [
        "ComposableLinks",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
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
  ]
)

#if os(Linux)
  // The notes example's window: GTK 4's and libadwaita's C API behind a small layer of its own
  // (no Swift binding for either is available here), kept apart from the feature and from the library, and
  // out of the one-shot CLI's process (linking GTK costs ~12 ms of start-up). Linux only.
  package.products.append(.executable(name: "notes-window", targets: ["notes-window"]))
  package.targets += [
    .target(
      name: "GtkUI",
      dependencies: ["CGtk", "CAdw"],
      path: "Examples/Notes/Sources/GtkUI",
      swiftSettings: strict
    ),
    .executableTarget(
      name: "notes-window",
      dependencies: [
        "NotesFeature", "DesktopLinks", "GApplicationLinks", "GtkUI",
        .product(name: "Logging", package: "swift-log"),
      ],
      path: "Examples/Notes/Sources/notes-window",
      swiftSettings: strict
    ),
  ]
  // The desktop end-to-end test runs the window.
  for index in package.targets.indices where package.targets[index].name == "NotesTests" {
    package.targets[index].dependencies.append("notes-window")
  }
#endif
