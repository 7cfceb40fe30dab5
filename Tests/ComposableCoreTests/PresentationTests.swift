import ComposableCore
import Testing

@MainActor
struct PresentationTests {
  struct Feature: Reducer {
    struct State: Equatable {
      @PresentationState var sheet: Ticker.State?
      var dismissals = 0
    }
    @CasePathable
    enum Action: Equatable {
      case sheet(PresentationAction<Ticker.Action>)
      case present
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .present:
          state.sheet = Ticker.State()
        case .sheet(.dismiss):
          // The parent sees the dismissal while the sheet is still presented.
          if state.sheet != nil { state.dismissals += 1 }
        case .sheet:
          break
        }
        return .none
      }
      .ifLet(\.$sheet, action: \.sheet) { Ticker() }
    }
  }

  @Test func presentedActionsRunTheDestination() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.present) { $0.sheet = Ticker.State() }
    await store.send(.sheet(.presented(.tick))) { $0.sheet?.ticks = 1 }
  }

  @Test func dismissRunsParentThenClearsAndCancels() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.present) { $0.sheet = Ticker.State() }
    await store.send(.sheet(.presented(.start)))
    await store.send(.sheet(.dismiss)) {
      $0.dismissals = 1
      $0.sheet = nil
    }
    await store.finish()
  }

  @Test func dismissDependencyClosesTheDestination() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.present) { $0.sheet = Ticker.State() }
    await store.send(.sheet(.presented(.start)))
    await store.send(.sheet(.presented(.close)))
    await store.receive(.sheet(.dismiss)) {
      $0.dismissals = 1
      $0.sheet = nil
    }
    await store.finish()
  }

  @Test func dismissOutsidePresentationIsReported() async {
    await withKnownIssue {
      let store = TestStore(initialState: Ticker.State()) { Ticker() }
      await store.send(.close)
      await store.finish()
    } matching: {
      issue($0, contains: "\"dismiss()\" was called from an effect of a feature that is not presented")
    }
  }

  @Test func presentationActionWhenNotPresentedIsReported() async {
    await withKnownIssue {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      await store.send(.sheet(.presented(.tick)))
    } matching: {
      issue($0, contains: "received a presentation action when the destination was not presented")
    }
  }
}

@MainActor
struct StackTests {
  struct Feature: Reducer {
    struct State: Equatable {
      var path = StackState<Ticker.State>()
      var pops = 0
    }
    @CasePathable
    enum Action: Equatable {
      case path(StackActionOf<Ticker>)
      case pushTwo
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .pushTwo:
          state.path.append(Ticker.State(id: 1))
          state.path.append(Ticker.State(id: 2))
        case .path(.popFrom):
          state.pops += 1
        case .path:
          break
        }
        return .none
      }
      .forEach(\.path, action: \.path) { Ticker() }
    }
  }

  @Test func pushesGetIncreasingIDs() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.pushTwo) {
      $0.path.append(Ticker.State(id: 1))
      $0.path.append(Ticker.State(id: 2))
    }
    #expect(store.state.path.ids == [0, 1])
    await store.send(.path(.element(id: 1, action: .tick))) { $0.path[id: 1]?.ticks = 1 }
  }

  @Test func pushActionAppendsAfterParent() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.path(.push(id: 5, state: Ticker.State(id: 9)))) {
      $0.path[id: 5] = Ticker.State(id: 9)
    }
    await store.send(.pushTwo) {
      $0.path.append(Ticker.State(id: 1))
      $0.path.append(Ticker.State(id: 2))
    }
    #expect(store.state.path.ids == [5, 6, 7])
  }

  @Test func popFromRemovesElementAndAboveAndCancels() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.pushTwo) {
      $0.path.append(contentsOf: [Ticker.State(id: 1), Ticker.State(id: 2)])
    }
    await store.send(.path(.element(id: 1, action: .start)))
    await store.send(.path(.popFrom(id: 0))) {
      $0.pops = 1
      $0.path.removeAll()
    }
    await store.finish()
  }

  @Test func dismissPopsTheScreen() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.pushTwo) { $0.path.append(contentsOf: [Ticker.State(id: 1), Ticker.State(id: 2)]) }
    await store.send(.path(.element(id: 1, action: .close)))
    await store.receive(.path(.popFrom(id: 1))) {
      $0.pops = 1
      $0.path.pop(from: 1)
    }
  }

  @Test func duplicatePushIsReported() async {
    await withKnownIssue {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      await store.send(.pushTwo) { $0.path.append(contentsOf: [Ticker.State(id: 1), Ticker.State(id: 2)]) }
      await store.send(.path(.push(id: 0, state: Ticker.State())))
    } matching: {
      issue($0, contains: "received a push with an id that is already in the stack")
    }
  }

  @Test func stackStateOperations() {
    withDependencies {
      $0.context = .test
    } operation: {
      var stack = StackState(["a", "b", "c", "d"])
      #expect(Array(stack) == ["a", "b", "c", "d"])
      stack.pop(to: 2)
      #expect(Array(stack) == ["a", "b", "c"])
      #expect(stack.removeLast() == "c")
      stack.append("e")
      #expect(stack.ids.last == 4)
      stack[id: 0] = nil
      #expect(Array(stack) == ["b", "e"])
      stack.removeAll()
      #expect(stack.isEmpty)
    }
  }

  /// As in TCA, every stack in a test draws its ids from one generator: a second stack goes
  /// on where the first stopped, and a second store too.
  @Test func stacksShareOneGeneratorAsInTCA() async {
    let first = StackState(["a", "b"])
    let second = StackState(["c"])
    #expect(Array(first.ids) == [0, 1])
    #expect(Array(second.ids) == [2])
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.pushTwo) {
      $0.path.append(Ticker.State(id: 1))
      $0.path.append(Ticker.State(id: 2))
    }
    #expect(Array(store.state.path.ids) == [3, 4])
  }

  /// The state a received action's test expects mints the ids the reducer did, though other
  /// actions came between.
  @Test func aReceivedPushIsExpectedWithItsOwnIDs() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.pushTwo) {
      $0.path.append(Ticker.State(id: 1))
      $0.path.append(Ticker.State(id: 2))
    }
    await store.send(.path(.element(id: 1, action: .close)))
    await store.receive(.path(.popFrom(id: 1))) {
      $0.pops = 1
      $0.path.removeLast()
    }
    await store.send(.pushTwo) {
      $0.path.append(Ticker.State(id: 1))
      $0.path.append(Ticker.State(id: 2))
    }
    #expect(Array(store.state.path.ids) == [0, 2, 3])
  }
}
