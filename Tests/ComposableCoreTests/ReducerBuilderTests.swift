import ComposableCore
import Testing

private func logging(
  _ name: String
) -> Reduce<ReducerBuilderTests.State, ReducerBuilderTests.Action> {
  Reduce { state, _ in
    state.log.append(name)
    return .none
  }
}

@MainActor
struct ReducerBuilderTests {
  struct State: Equatable { var log: [String] = [] }
  enum Action: Equatable { case go }

  struct Feature: Reducer {
    let flag: Bool
    let count: Int
    var body: some Reducer<State, Action> {
      logging("first")
      if flag {
        logging("if")
      }
      if flag {
        logging("then")
      } else {
        logging("else")
      }
      for index in 0..<count {
        logging("loop \(index)")
      }
      CombineReducers {
        logging("combined")
        EmptyReducer()
      }
    }
  }

  @Test func runsInOrderWithTrueBranches() async {
    let store = TestStore(initialState: State()) { Feature(flag: true, count: 2) }
    await store.send(.go) {
      $0.log = ["first", "if", "then", "loop 0", "loop 1", "combined"]
    }
  }

  @Test func runsInOrderWithFalseBranches() async {
    let store = TestStore(initialState: State()) { Feature(flag: false, count: 0) }
    await store.send(.go) { $0.log = ["first", "else", "combined"] }
  }

  @Test func emptyBodyChangesNothing() async {
    let store = TestStore(initialState: State()) { EmptyReducer<State, Action>() }
    await store.send(.go)
  }

  @Test func reduceErasesAnotherReducer() async {
    let store = TestStore(initialState: State()) { Reduce(Feature(flag: false, count: 1)) }
    await store.send(.go) { $0.log = ["first", "else", "loop 0", "combined"] }
  }

  @Test func reducerWithReduceMethod() async {
    struct Doubler: Reducer {
      func reduce(into state: inout Int, action: Void) -> Effect<Void> {
        state *= 2
        return .none
      }
    }
    let store = TestStore(initialState: 3) { Doubler() }
    await store.send(()) { $0 = 6 }
  }
}
