import ComposableCore
import ComposableEnvironment
import Foundation
import Testing

// The two styles together: a reducer reads an environment's values (the article's last block;
// see MigrationArticleTests.swift).
@MainActor
@Suite struct MigrationArticleBothTests {
  @Test func bothStylesTogether() async {
    let fixed = Date(timeIntervalSince1970: 1_000_000)
    let root = RootEnvironment().with(\.date, .constant(fixed))
    let store = TestStore(initialState: Stamp.State()) {
      Stamp().environment(root.child)
    }
    await store.send(.stamp) { $0.stampedAt = fixed }
  }
}
