import ComposableCore
import ComposableEnvironment
import Foundation
import Testing

// Dependency keys of our own, as an app would declare them.
private enum IntKey: DependencyKey {
  static let liveValue = 1
  static let testValue = 1
}
private enum OtherIntKey: DependencyKey {
  static let liveValue = 100
  static let testValue = 100
}
private enum NameKey: DependencyKey {
  static let liveValue = "default"
  static let testValue = "default"
}

extension DependencyValues {
  var int: Int {
    get { self[IntKey.self] }
    set { self[IntKey.self] = newValue }
  }
  var otherInt: Int {
    get { self[OtherIntKey.self] }
    set { self[OtherIntKey.self] = newValue }
  }
  /// A computed property on the dependency values.
  var describedInt: String { "int is \(int)" }
  var name: String {
    get { self[NameKey.self] }
    set { self[NameKey.self] = newValue }
  }
}

final class Parent: ComposableEnvironment, @unchecked Sendable {
  @Dependency(\.int) var int
  @DerivedEnvironment var first: Child
  @DerivedEnvironment var second: Child
  @DerivedEnvironment var inline = Child().with(\.int, 42)
  @DerivedEnvironment(aliases: [.alias(\.otherInt, to: \.int)]) var aliased: Child
  var notADependency = "kept"
}

final class Child: ComposableEnvironment, @unchecked Sendable {
  @Dependency(\.int) var int
  @Dependency(\.otherInt) var otherInt
  @DerivedEnvironment var grandchild: Grandchild
}

final class Grandchild: ComposableEnvironment, @unchecked Sendable {
  @Dependency(\.int) var int
  @DerivedEnvironment var level4: Level4
}

final class Level4: ComposableEnvironment, @unchecked Sendable {
  @DerivedEnvironment var level5: Level5
}

final class Level5: ComposableEnvironment, @unchecked Sendable {
  @Dependency(\.int) var int
}

// Recursion: A derives B derives A.
final class RecursiveA: ComposableEnvironment, @unchecked Sendable {
  @Dependency(\.int) var int
  @DerivedEnvironment var b: RecursiveB
}
final class RecursiveB: ComposableEnvironment, @unchecked Sendable {
  @DerivedEnvironment var a: RecursiveA
}

@Suite struct ComposableEnvironmentTests {
  @Test func defaultValue() {
    #expect(Parent().int == 1)
    #expect(Parent()[\.name] == "default")
  }

  @Test func implicitAccessThroughDynamicMembers() {
    let parent = Parent().with(\.name, "set")
    #expect(parent.name == "set")
    #expect(parent.first.name == "set")
    #expect(parent.with(\.int, 5).describedInt == "int is 5")  // a computed property
  }

  @Test func propagatesThroughAFiveLevelChainThatDeclaresNothing() {
    let parent = Parent().with(\.int, 7)
    #expect(parent.first.grandchild.level4.level5.int == 7)
  }

  @Test func overrideOnOneChildLeavesParentAndSiblingAlone() {
    let parent = Parent().with(\.int, 2)
    parent.first.with(\.int, 3)
    #expect(parent.int == 2)
    #expect(parent.first.int == 3)
    #expect(parent.second.int == 2)
    #expect(parent.first.grandchild.int == 3)
  }

  @Test func inlineWithOnADerivedChildWins() {
    let parent = Parent().with(\.int, 2)
    #expect(parent.inline.int == 42)
    #expect(parent.inline.grandchild.int == 42)
  }

  @Test func nonDependencyPropertiesSurviveDerivation() {
    let parent = Parent()
    parent.notADependency = "changed"
    _ = parent.first
    #expect(parent.notADependency == "changed")
  }

  @Test func changesAfterFirstAccessPropagateAndAreShieldedBelowAnOverride() {
    let parent = Parent()
    let first = parent.first
    let grandchild = first.grandchild
    #expect(grandchild.int == 1)
    parent.with(\.int, 8)
    #expect(first.int == 8)
    #expect(grandchild.int == 8)
    first.with(\.int, 9)
    parent.with(\.int, 10)
    #expect(parent.int == 10)
    #expect(grandchild.int == 9)
  }

  @Test func subscriptReadsAndWrites() {
    let parent = Parent()
    parent[\.int] = 11
    #expect(parent[\.int] == 11)
    #expect(parent.first[\.int] == 11)
  }

  @Test func aliasChainBothDirections() {
    // `otherInt` is an alias of `int`, which supplies the default.
    let parent = Parent()
    #expect(parent.aliased.otherInt == 1)
    parent.aliased.with(\.otherInt, 5)
    #expect(parent.aliased.int == 5)
    parent.aliased.with(\.int, 6)
    #expect(parent.aliased.otherInt == 6)
    #expect(parent.int == 1)  // The write went to the child's group, not to its parent.
  }

  @Test func aliasesSeeTheParentsValuesOnFirstAccess() {
    // The original library's bug: the first access to a derived environment that declares
    // aliases ignored the parent's values.
    let parent = Parent().with(\.int, 12)
    #expect(parent.aliased.otherInt == 12)
    #expect(parent.aliased.int == 12)
  }

  @Test func aliasDeclaredOnAnEnvironmentApplies() {
    let child = Child().aliasing(\.otherInt, to: \.int).with(\.int, 4)
    #expect(child.otherInt == 4)
    #expect(child.grandchild.int == 4)
  }

  @Test func recursiveEnvironmentTypesDoNotCrash() {
    let a = RecursiveA().with(\.int, 3)
    #expect(a.b.a.b.a.int == 3)
    a.b.a.with(\.int, 4)
    #expect(a.b.a.b.a.int == 4)
    #expect(a.int == 3)
  }

  @Test func defaultsComeFromCurrentDependencyValues() {
    let value = withDependencies {
      $0.int = 77
    } operation: {
      Parent().first.int
    }
    #expect(value == 77)
  }

  @Test func anEnvironmentFromDependencyValues() {
    var values = DependencyValues()
    values.int = 31
    let parent = Parent(dependencies: values)
    #expect(parent.first.int == 31)
    #expect(parent.first.with(\.int, 32).dependencies.int == 32)
  }

  @Test func dependenciesCarryTheWholeChainAndAliases() {
    let parent = Parent().with(\.int, 2).with(\.name, "p")
    let child = parent.aliased.with(\.otherInt, 9)
    let values = child.dependencies
    #expect(values.int == 9)
    #expect(values.otherInt == 9)
    #expect(values.name == "p")
  }

  @Test func concurrentReadsAndWritesFromManyTasks() async {
    let parent = Parent()
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<200 {
        group.addTask {
          if index.isMultiple(of: 4) {
            parent.with(\.int, index)
          } else if index.isMultiple(of: 4 + 1) {
            parent.first.with(\.name, "\(index)")
          } else {
            _ = parent.first.grandchild.int
            _ = parent.second.dependencies
          }
        }
      }
    }
    parent.with(\.int, -1)
    #expect(parent.first.grandchild.int == -1)
  }
}

final class SharedApp: GlobalEnvironment {
  @Dependency(\.int) var int
  @DerivedEnvironment var feature: SharedFeature
}
final class SharedFeature: GlobalEnvironment {
  @Dependency(\.int) var int
}

@Suite(.serialized) struct GlobalEnvironmentTests {
  @Test func lastWriteWinsEverywhere() {
    GlobalEnvironment.resetSharedValues()
    defer { GlobalEnvironment.resetSharedValues() }
    let app = SharedApp()
    #expect(app.feature.int == 1)
    app.feature.with(\.int, 5)
    #expect(app.int == 5)
    SharedApp().with(\.int, 6)
    #expect(app.feature.int == 6)
    #expect(SharedFeature().int == 6)
  }

  @Test func sharedDefaultsFromDependencyValues() {
    GlobalEnvironment.resetSharedValues()
    defer { GlobalEnvironment.resetSharedValues() }
    var values = DependencyValues()
    values.int = 21
    _ = SharedApp(dependencies: values)
    #expect(SharedApp().feature.int == 21)
  }
}

/// The bridge to reducers: one key serves both styles.
struct Counter: Reducer {
  struct State: Equatable { var seen: Int? }
  enum Action: Equatable { case read }
  @ComposableCore.Dependency(\.int) var int

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.seen = int
    return .none
  }
}

@MainActor
@Suite struct EnvironmentBridgeTests {
  @Test func aReducerRunsWithAnEnvironmentsValues() async {
    let environment = Parent().with(\.int, 5)
    let store = TestStore(initialState: Counter.State()) {
      Counter().environment(environment.first)
    }
    await store.send(.read) { $0.seen = 5 }
    environment.first.with(\.int, 6)
    await store.send(.read) { $0.seen = 6 }
  }

  @Test func anEnvironmentBuiltFromTheStoresDependencies() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.int = 40
    }
    let environment = Parent(dependencies: store.dependencies)
    #expect(environment.first.int == 40)
    await store.send(.read) { $0.seen = 40 }
  }
}

/// A subclass with stored properties of its own and its own initializer, as migrated code has.
final class Configured: ComposableEnvironment, @unchecked Sendable {
  let label: String
  @Dependency(\.int) var int

  required init() {
    label = "configured"
    super.init()
  }
}

@Suite struct SubclassInitializerTests {
  @Test func aSubclassWithItsOwnInitInheritsTheDependenciesInitializer() {
    var values = DependencyValues()
    values.int = 42
    let environment = Configured(dependencies: values)
    #expect(environment.label == "configured")
    #expect(environment.int == 42)
  }
}
