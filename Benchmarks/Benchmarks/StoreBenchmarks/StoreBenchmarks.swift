import Benchmark
import ComposableCore

// Store.send through 1 and 10 nested `Scope`s, against a hand-written nested switch doing the
// same mutation, in the same run. Both arms go through a `Store`, so the ratio isolates what
// scoping costs. And a desktop link through a store, one table against two (LinkBenchmarks.swift),
// and a link parked until its requirement holds against the same link applied at once
// (ParkingBenchmarks.swift).

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .instructions],
    warmupIterations: 10,
    scalingFactor: .kilo,
    maxDuration: .seconds(2),
    maxIterations: 1_000
  )

  sendBenchmark("Store.send, 1 Scope", add1) {
    Store(initialState: Level1.State()) { Level1() }
  }
  sendBenchmark("Store.send, hand-written 1 level", add1) {
    Store(initialState: Level1.State()) { handWritten1() }
  }
  sendBenchmark("Store.send, 10 Scopes", add10) {
    Store(initialState: Level10.State()) { Level10() }
  }
  sendBenchmark("Store.send, hand-written 10 levels", add10) {
    Store(initialState: Level10.State()) { handWritten10() }
  }
  sendBenchmark("Store.send, 10 closure levels (the floor of a scoping level)", add10) {
    Store(initialState: Level10.State()) { closureLevels10() }
  }
  linkBenchmarks()
  parkingBenchmarks()
}

/// Measures sending `action` to the store `makeStore` builds, on the main actor where stores
/// live; building the store is not measured.
func sendBenchmark<State, Action: Sendable>(
  _ name: String, _ action: Action, _ makeStore: @escaping @MainActor () -> Store<State, Action>
) {
  Benchmark(name) { @MainActor benchmark async in
    let store = makeStore()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(store.send(action)) }
  }
}
