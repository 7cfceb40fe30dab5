import Foundation
import Testing

@testable import ComposableCore

// The fast extraction behind `Scope` and the other operators must agree with case-paths on every
// shape of enum, before and after it has learned a case's layout.
struct CaseExtractorTests {
  final class Reference: Equatable, Sendable {
    let value: String
    init(_ value: String) { self.value = value }
    static func == (lhs: Reference, rhs: Reference) -> Bool { lhs.value == rhs.value }
  }

  @CasePathable
  indirect enum Shape: Equatable {
    case empty
    case number(Int)
    case text(String)
    case pair(id: Int, name: String)
    case reference(Reference)
    case optional(Int?)
    case nested(Shape)
    case url(URL)
  }

  @CasePathable
  enum Single: Equatable {
    case value(String)
    case empty
    case other
  }

  @CasePathable
  enum Generic<Payload: Equatable & Sendable>: Equatable {
    case value(Payload)
    case list([Payload])
    case nothing
  }

  @CasePathable
  enum Direct: Equatable {
    case reference(Reference)
    case small(UInt8)
    case big(a: Int, b: Int, c: Int, d: Int)
  }

  /// Extracts every value until well after the extractor has learned, and checks each against
  /// case-paths: before learning, while learning, and learned.
  func check<Root, Value: Equatable>(
    _ keyPath: CaseKeyPath<Root, Value>, _ roots: [Root],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let extractor = CaseExtractor(keyPath)
    let reference = AnyCasePath(keyPath)
    for _ in 0..<(CaseExtractor<Root, Value>.slowExtractionsBeforeLearning + 2) {
      for root in roots {
        #expect(
          extractor.extract(from: root) == reference.extract(from: root),
          sourceLocation: sourceLocation
        )
      }
    }
  }

  let shapes: [Shape] = [
    .empty, .number(1), .text("a string long enough to live on the heap, not inline"),
    .pair(id: 3, name: "three"), .reference(Reference("ref")), .optional(nil), .optional(5),
    .nested(.text("inner")), .nested(.nested(.number(9))), .url(URL(string: "notes:///x")!),
  ]

  @Test func indirectEnumCases() {
    check(\Shape.Cases.number, shapes)
    check(\Shape.Cases.text, shapes)
    check(\Shape.Cases.reference, shapes)
    check(\Shape.Cases.optional, shapes)
    check(\Shape.Cases.nested, shapes)
    check(\Shape.Cases.url, shapes)
  }

  @Test func fastPathIsLearnedForADirectCase() {
    let extractor = CaseExtractor(\Shape.Cases.text)
    // A few extractions first, on the slow path (a short-lived process never pays to learn).
    for _ in 0..<CaseExtractor<Shape, String>.slowExtractionsBeforeLearning {
      #expect(extractor.extract(from: .text("t")) == "t")
      #expect(extractor.learned.load() == nil)
    }
    #expect(extractor.oneCase.load() == nil)
    #expect(extractor.extract(from: .text("t")) == "t")
    #expect(extractor.learned.load()?.layout != nil)
  }

  /// A single-payload enum's payload case is read in place (no copy, no runtime calls); a
  /// multi-payload enum's, or an indirect case's, through the runtime: both give the payload,
  /// and other cases give nil.
  @Test func aSinglePayloadCaseIsReadInPlace() {
    let single = CaseExtractor(\Single.Cases.value)
    let multiple = CaseExtractor(\Shape.Cases.text)
    for _ in 0...CaseExtractor<Single, String>.slowExtractionsBeforeLearning {
      #expect(single.extract(from: .value("a long string that lives on the heap, not inline")) != nil)
      #expect(multiple.extract(from: .text("t")) == "t")
    }
    #expect(single.learned.load()?.layout?.readsInPlace == true)
    #expect(multiple.learned.load()?.layout?.readsInPlace == false)
    #expect(
      single.extract(from: .value("a long string that lives on the heap, not inline"))
        == "a long string that lives on the heap, not inline")
    #expect(single.extract(from: .value("")) == "")
    #expect(single.extract(from: .empty) == nil)
    #expect(single.extract(from: .other) == nil)
    #expect(multiple.extract(from: .number(1)) == nil)
  }

  @Test func nestedPathNeverLearnsALayout() {
    let extractor = CaseExtractor(\Shape.Cases.nested.nested)
    #expect(!extractor.namesOneCase)
    #expect(extractor.extract(from: .nested(.nested(.empty))) == .empty)
    #expect(extractor.extract(from: .nested(.number(1))) == nil)
    for _ in 0..<CaseExtractor<Shape, Shape>.slowExtractionsBeforeLearning {
      #expect(extractor.extract(from: .nested(.nested(.number(2)))) == .number(2))
    }
    // Learned that there is nothing to learn: the slow path, for good.
    #expect(extractor.learned.load() != nil)
    #expect(extractor.learned.load()?.layout == nil)
    #expect(extractor.extract(from: .nested(.nested(.empty))) == .empty)
  }

  @Test func tuplePayload() {
    let extractor = CaseExtractor(\Shape.Cases.pair)
    // Slow, then learned: each pass extracts twice.
    for _ in 0..<CaseExtractor<Shape, (id: Int, name: String)>.slowExtractionsBeforeLearning {
      let pair = extractor.extract(from: .pair(id: 3, name: "three"))
      #expect(pair?.id == 3)
      #expect(pair?.name == "three")
      #expect(extractor.extract(from: .number(3)) == nil)
    }
  }

  @Test func nestedCaseKeyPath() {
    check(\Shape.Cases.nested.number, shapes)
    check(\Shape.Cases.nested.nested.number, shapes)
    check(\Shape.Cases.nested.nested, shapes)
  }

  @Test func directEnumCases() {
    let roots: [Direct] = [
      .reference(Reference("r")), .small(7), .big(a: 1, b: 2, c: 3, d: 4), .small(255),
    ]
    check(\Direct.Cases.reference, roots)
    check(\Direct.Cases.small, roots)
  }

  @Test func genericEnum() {
    let roots: [Generic<String>] = [.value("v"), .list(["a", "b"]), .nothing, .value("w")]
    check(\Generic<String>.Cases.value, roots)
    check(\Generic<String>.Cases.list, roots)
  }

  @Test func optionalRoot() {
    check(\Int?.Cases.some, [nil, 1, 2, nil])
  }

  @Test func missesBeforeTheFirstMatchStayCorrect() {
    let extractor = CaseExtractor(\Shape.Cases.text)
    for _ in 0..<3 { #expect(extractor.extract(from: .number(1)) == nil) }
    #expect(extractor.extract(from: .text("t")) == "t")
    #expect(extractor.extract(from: .number(1)) == nil)
    #expect(extractor.extract(from: .text("u")) == "u")
  }

  @Test func referencesAreRetainedCorrectly() {
    let extractor = CaseExtractor(\Direct.Cases.reference)
    weak var weakReference: Reference?
    do {
      let reference = Reference("kept")
      weakReference = reference
      let root = Direct.reference(reference)
      for _ in 0..<1_000 { #expect(extractor.extract(from: root)?.value == "kept") }
    }
    #expect(weakReference == nil)
  }

  @Test func concurrentFirstUse() async {
    let extractor = CaseExtractor(\Shape.Cases.text)
    await withTaskGroup(of: Bool.self) { group in
      for index in 0..<64 {
        group.addTask {
          let root: Shape = index.isMultiple(of: 2) ? .text("\(index)") : .number(index)
          let expected: String? = index.isMultiple(of: 2) ? "\(index)" : nil
          return extractor.extract(from: root) == expected
        }
      }
      for await correct in group { #expect(correct) }
    }
  }
}

/// A feature that contains itself: its body must not be built eagerly, or building it would
/// never end.
struct Tree: Reducer {
  struct State: Equatable {
    var count = 0
    var child: Node?
    final class Node: Equatable {
      let state: Tree.State
      init(_ state: Tree.State) { self.state = state }
      static func == (lhs: Node, rhs: Node) -> Bool { lhs.state == rhs.state }
    }
    var childState: Tree.State? {
      get { child?.state }
      set { child = newValue.map(Node.init) }
    }
  }
  @CasePathable
  indirect enum Action: Equatable {
    case increment
    case grow
    case child(Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment: state.count += 1
      case .grow: state.childState = Tree.State()
      case .child: break
      }
      return .none
    }
    .ifLet(\.childState, action: \.child) { Tree() }
  }
}

@MainActor
struct RecursiveFeatureTests {
  @Test func recursiveFeatureBuildsLazily() async {
    let store = TestStore(initialState: Tree.State()) { Tree() }
    await store.send(.grow) { $0.childState = Tree.State() }
    await store.send(.child(.grow)) { $0.childState?.childState = Tree.State() }
    await store.send(.child(.child(.increment))) { $0.childState?.childState?.count = 1 }
  }
}
