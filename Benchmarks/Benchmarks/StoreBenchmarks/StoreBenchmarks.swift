import Benchmark
import ComposableCore

// Store.send through 1 and 10 nested `Scope`s, against a hand-written nested switch doing the
// same mutation, in the same run. Both arms go through a `Store`, so the ratio isolates what
// scoping costs.

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .instructions],
    warmupIterations: 10,
    scalingFactor: .kilo,
    maxDuration: .seconds(2),
    maxIterations: 1_000
  )

  Benchmark("Store.send, 1 Scope") { @MainActor benchmark async in
    let store = Store(initialState: Level1.State()) { Level1() }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(store.send(add1)) }
  }

  Benchmark("Store.send, hand-written 1 level") { @MainActor benchmark async in
    let store = Store(initialState: Level1.State()) { handWritten1() }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(store.send(add1)) }
  }

  Benchmark("Store.send, 10 Scopes") { @MainActor benchmark async in
    let store = Store(initialState: Level10.State()) { Level10() }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(store.send(add10)) }
  }

  Benchmark("Store.send, hand-written 10 levels") { @MainActor benchmark async in
    let store = Store(initialState: Level10.State()) { handWritten10() }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(store.send(add10)) }
  }
}
