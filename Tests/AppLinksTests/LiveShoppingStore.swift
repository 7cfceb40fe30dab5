import ComposableLinks
import ConcurrencyExtras
import Foundation
import Testing

/// A `Shopping` store with the live caller, whose requests are opened into `opened` instead of
/// another app: a test answers them by hand, as the other app would.
@MainActor
func liveShoppingStore(
  _ dependencies: @escaping (inout DependencyValues) -> Void = { _ in }
) -> (store: TestStore<Shopping.State, Shopping.Action>, opened: AsyncStream<URL>) {
  let (opened, continuation) = AsyncStream<URL>.makeStream()
  let store = TestStore(initialState: Shopping.State()) {
    Shopping()
  } withDependencies: {
    $0.linkCaller = .live(scheme: "shopping", source: "Shopping")
    $0.urlOpener = URLOpener(
      canOpen: { _ in true },
      open: {
        continuation.yield($0); return true
      })
    $0.continuousClock = TestClock()
    dependencies(&$0)
  }
  return (store, opened)
}

/// The `x-success` address of the next request opened.
func successAddress(of opened: inout AsyncStream<URL>.Iterator) async throws -> String {
  let request = try #require(await opened.next())
  return try #require(
    URLComponents(url: request, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "x-success" }?.value)
}

extension TestClock<Duration> {
  /// Advances the clock once something sleeps on it: an effect started by the last action may
  /// not have reached its `sleep` yet, and advancing before it does would wake nothing. Waits
  /// by yielding, never by the wall clock.
  func advanceOnceAsleep(by duration: Duration) async {
    while (try? await checkSuspension()) != nil { await Task.yield() }
    await advance(by: duration)
  }
}
