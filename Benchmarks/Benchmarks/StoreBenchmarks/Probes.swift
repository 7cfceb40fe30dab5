import Benchmark
import ComposableCore

// Probes of the pieces a `Scope` level is made of, to see where its time goes.
let probes: @Sendable () -> Void = {
  Benchmark("probe: AnyCasePath(caseKeyPath).extract") { benchmark in
    let casePath = AnyCasePath(\Level2.Action.Cases.child)
    let action = Level2.Action.child(.child(.increment))
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(casePath.extract(from: action)) }
  }
  Benchmark("probe: allCasePaths.child.extract") { benchmark in
    let casePath = Level2.Action.allCasePaths.child
    let action = Level2.Action.child(.child(.increment))
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(casePath.extract(from: action)) }
  }
  Benchmark("probe: inout through WritableKeyPath") { benchmark in
    let keyPath = \Level2.State.child
    var state = Level2.State()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { state[keyPath: keyPath].child.count += 1 }
    blackHole(state)
  }
}
