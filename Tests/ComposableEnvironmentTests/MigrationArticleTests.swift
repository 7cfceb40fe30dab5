import ComposableEnvironment
import Foundation
import Testing

// The code of the article "Migrating from swift-composable-environment"
// (Sources/ComposableEnvironment/Documentation.docc), in three files as an app would keep it:
// the environments here, the reducers (MigrationArticleReducerTests.swift) where only
// ComposableCore is imported, so that each `@Dependency` is the one the article means, and the
// two together (MigrationArticleBothTests.swift). Change them and the article together.

// Before: environments, as the seed writes them, on swift-dependencies' keys.
final class RootEnvironment: ComposableEnvironment, @unchecked Sendable {
  @Dependency(\.date) var date
  @DerivedEnvironment var child: ChildEnvironment
}

final class ChildEnvironment: ComposableEnvironment, @unchecked Sendable {
  @Dependency(\.date) var date
}

@Suite struct MigrationArticleTests {
  @Test func environmentsInheritAndOverride() {
    let fixed = Date(timeIntervalSince1970: 1_000_000)
    let root = RootEnvironment().with(\.date, .constant(fixed))
    #expect(root.child.date.now == fixed)  // inherited
  }
}
