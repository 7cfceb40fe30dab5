// swift-tools-version: 6.1
import Foundation
import PackageDescription

// A path dependency's identity is its directory's name, which differs between clones
// (`swift-composable-links`, `main`, …): derive it instead of spelling it.
let library = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

// Benchmarks live in their own package so that the library's users never build ordo-one's
// benchmark tooling, and so peers compared against stay out of the main package.
let package = Package(
  name: "Benchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(path: "../", traits: [.defaults, "LoopbackAuthorization", "SignedLinks", "LinkServer"]),
    .package(url: "https://github.com/apple/swift-crypto", from: "4.0.0"),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]
    ),
    // Peers measured against, in the same run; never a dependency of the library itself.
    .package(url: "https://github.com/vapor/routing-kit", from: "4.9.3"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
  ],
  targets: [
    .executableTarget(
      name: "StoreBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "ComposableCore", package: library),
        .product(name: "ComposableLinks", package: library),
      ],
      path: "Benchmarks/StoreBenchmarks",
      plugins: [
        .plugin(name: "BenchmarkPlugin", package: "benchmark")
      ]
    ),
    .executableTarget(
      name: "AuthorizationBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "LoopbackAuthorization", package: library),
      ],
      path: "Benchmarks/AuthorizationBenchmarks",
      plugins: [
        .plugin(name: "BenchmarkPlugin", package: "benchmark")
      ]
    ),
    // Checking a signed link against its floor, the Ed25519 check alone (swift-crypto, called
    // directly), and against matching and decoding the same link.
    .executableTarget(
      name: "SignedLinkBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "SignedLinks", package: library),
        .product(name: "LinkRouting", package: library),
        .product(name: "Crypto", package: "swift-crypto"),
      ],
      path: "Benchmarks/SignedLinkBenchmarks",
      plugins: [
        .plugin(name: "BenchmarkPlugin", package: "benchmark")
      ]
    ),
    // LinkServer under load (wrk, scripts/web-benchmark) against Hummingbird answering the same
    // bytes as a fixed response.
    .executableTarget(
      name: "LinkServerLoad",
      dependencies: [
        .product(name: "AppLinks", package: library),
        .product(name: "LinkRouting", package: library),
        .product(name: "LinkServer", package: library),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Prometheus", package: "swift-prometheus"),
      ],
      path: "Benchmarks/LinkServerLoad"
    ),
    // The minimal coders LinkRouting's are measured against, in a module of their own as any
    // library's coder is (see CodableFloor.swift).
    .target(name: "CodableFloor", path: "Benchmarks/CodableFloor"),
    .executableTarget(
      name: "RoutingBenchmarks",
      dependencies: [
        "CodableFloor",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "LinkRouting", package: library),
        .product(name: "ComposableLinks", package: library),
        .product(name: "RoutingKit", package: "routing-kit"),
        .product(name: "Hummingbird", package: "hummingbird"),
      ],
      path: "Benchmarks/RoutingBenchmarks",
      plugins: [
        .plugin(name: "BenchmarkPlugin", package: "benchmark")
      ]
    ),
  ]
)
