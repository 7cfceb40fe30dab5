import ConcurrencyExtras
import Testing

@testable import ComposableCore

/// A screen that shows keeps an effect alive until it goes, as TCA's stack and presentation do,
/// so that what a TCA app's store does, CI sees.
@MainActor
struct ScreenLifetimeTests {
  struct Feature: Reducer {
    struct State: Equatable {
      var path = StackState<Ticker.State>()
      @PresentationState var sheet: Ticker.State?
      var linked: [Int] = []
    }
    @CasePathable
    enum Action: Equatable {
      case path(StackActionOf<Ticker>)
      case sheet(PresentationAction<Ticker.Action>)
      case push
      case present
      case noted(Int)
      case later
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .push: state.path.append(Ticker.State(id: 1))
        case .present: state.sheet = Ticker.State(id: 2)
        case .later: return .run { send in await send(.push) }
        case .path, .sheet, .noted: break
        }
        return .none
      }
      .forEach(\.path, action: \.path) { Ticker() }
      .ifLet(\.$sheet, action: \.sheet) { Ticker() }
      // Outside `forEach`, as a link's intake often is: the stack it sets is seen later.
      Reduce { state, action in
        if case let .noted(id) = action {
          // In place: a new `StackState` would forget which screens `forEach` has seen (in
          // TCA too), and the old screens' effects would run on.
          state.path.removeAll()
          state.path.append(Ticker.State(id: id))
        }
        return .none
      }
    }
  }

  /// Runs `body` in a task and reports whether it had returned once the store settled and
  /// every task had its turn (with the task, to await after the screen goes).
  private func returns(_ store: StoreOf<Feature>, _ body: @escaping @MainActor () async -> Void) async -> (
    Bool, Task<Void, Never>
  ) {
    let returned = LockIsolated(false)
    let task = Task { @MainActor in
      await body()
      returned.setValue(true)
    }
    #expect(await store.settle(timeout: .seconds(60)) == 0)
    await Task.megaYield()
    return (returned.value, task)
  }

  @Test func aPushedScreenKeepsItsActionsTaskUntilItGoes() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    let pushed = store.send(.push)
    let (returned, waiter) = await returns(store) { await pushed.finish() }
    #expect(!returned, "the push's effects ended while its screen still shows")
    store.send(.path(.popFrom(id: store.state.path.ids[0])))
    await waiter.value
  }

  @Test func aPresentedScreenKeepsItsActionsTaskUntilItGoes() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    let presented = store.send(.present)
    let (returned, waiter) = await returns(store) { await presented.finish() }
    #expect(!returned)
    store.send(.sheet(.dismiss))
    await waiter.value
  }

  @Test func aScreenPushedByAnEffectsActionBelongsToTheSendThatStartedIt() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    let later = store.send(.later)
    let (returned, waiter) = await returns(store) { await later.finish() }
    #expect(!returned)
    #expect(store.state.path.count == 1)
    store.send(.path(.popFrom(id: store.state.path.ids[0])))
    await waiter.value
  }

  @Test func aStackSetOutsideForEachStartsItsLifetimeWhenTheNextActionPassesIt() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    // The reducer that sets the stack runs after `forEach`: nothing is mounted yet.
    await store.send(.noted(3)).finish()
    let next = store.send(.present)
    let (returned, waiter) = await returns(store) { await next.finish() }
    #expect(!returned)
    store.send(.sheet(.dismiss))
    store.send(.path(.popFrom(id: store.state.path.ids[0])))
    await waiter.value
  }

  @Test func aStackReplacedOutsideForEachCancelsTheOldScreensEffects() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    store.exhaustivity = .off
    await store.send(.push)
    await store.send(.path(.element(id: 0, action: .start)))
    #expect(store.hasRunningEffects)
    await store.send(.noted(4))
    // The next action through `forEach` sees screen 0 gone and ends what it started.
    await store.send(.present)
    await store.send(.sheet(.dismiss))
    #expect(!store.hasRunningEffects)
    await store.finish()
  }

  @Test func aTestStoreEndsWithScreensShowingAndNoEffectReported() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.push) { $0.path.append(Ticker.State(id: 1)) }
    await store.send(.present) { $0.sheet = Ticker.State(id: 2) }
    #expect(!store.hasRunningEffects)
  }

  @Test func aTestStoreGoesOnAfterFinishWithItsScreensStillShowing() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.push) { $0.path.append(Ticker.State(id: 1)) }
    await store.finish()
    await store.send(.path(.element(id: 0, action: .tick))) { $0.path[id: 0]?.ticks = 1 }
    await store.send(.path(.element(id: 0, action: .close)))
    await store.receive(\.path.popFrom) { $0.path.removeAll() }
  }

  @Test func equalityIgnoresWhatTheReducersHaveSeen() {
    var seen = StackState<Ticker.State>()
    seen[id: 0] = Ticker.State(id: 1)
    seen.mounted = seen.ids
    var fresh = StackState<Ticker.State>()
    fresh[id: 0] = Ticker.State(id: 1)
    #expect(seen == fresh)
    var shown = PresentationState(wrappedValue: Ticker.State(id: 2))
    shown.presentedID = NavigationID(path: \Feature.State.$sheet, state: Ticker.State(id: 2))
    #expect(shown == PresentationState(wrappedValue: Ticker.State(id: 2)))
  }
}
