import CasePaths
import CustomDump
import Dependencies
import OrderedCollections

/// The screens of a navigation stack, each with a stable ``StackElementID``.
///
/// ```swift
/// struct State: Equatable {
///   var path = StackState<Path.State>()
/// }
/// …
/// state.path.append(.detail(Detail.State(id: 42)))
/// state.path = StackState([.list, .detail(Detail.State(id: 42))])
/// ```
///
/// A collection of its screens, bottom to top, that can be changed as any
/// `RangeReplaceableCollection` (`append`, `removeLast`, `removeAll`, …), as TCA's is, and is
/// not written as an array literal (TCA's is not either). Each screen added gets the next id
/// of the `stackElementID` dependency, which every stack in the dependency context shares, as
/// in TCA: in a test the ids are 0, 1, 2, … in the order screens were pushed, and the test
/// store mints the same ids for the state a test expects. Equality compares the ids and the
/// screens.
public struct StackState<Element> {
  private var elements: OrderedDictionary<StackElementID, Element>
  /// The screens `forEach` has seen on the stack (and started the lifetimes of), whoever put
  /// them there: a screen pushed by another reducer starts, and one removed by another reducer
  /// ends, the next time an action passes `forEach`, as in TCA. Not part of equality. A stack
  /// replaced by a new `StackState` value starts with none seen (TCA's too): the screens it
  /// replaced are not known to have gone, so a reducer outside `forEach` changes the stack in
  /// place (`removeAll()`, `append(_:)`) to have their effects end.
  var mounted: OrderedSet<StackElementID> = []

  /// An empty stack.
  public init() {
    self.elements = [:]
  }

  /// The ids of the screens, bottom to top.
  public var ids: OrderedSet<StackElementID> {
    elements.keys
  }

  /// The screen with the given id, or `nil`. Setting `nil` removes the screen; setting a
  /// screen for an id not in the stack pushes it with that id.
  public subscript(id id: StackElementID) -> Element? {
    get { elements[id] }
    _modify { yield &elements[id] }
  }

  /// Removes the screen with the given id and every screen above it.
  public mutating func pop(from id: StackElementID) {
    guard let index = elements.index(forKey: id) else { return }
    elements.removeSubrange(index...)
  }

  /// Removes every screen above the one with the given id.
  public mutating func pop(to id: StackElementID) {
    guard let index = elements.index(forKey: id) else { return }
    elements.removeSubrange((index + 1)...)
  }

  /// Pushes a screen with an id chosen by the caller (as ``StackAction/push(id:state:)`` does),
  /// and makes sure the generator does not hand that id out again. Returns `false`, changing
  /// nothing, if the id is already in the stack.
  mutating func append(_ element: Element, id: StackElementID) -> Bool {
    guard elements[id] == nil else { return false }
    @Dependency(\.stackElementID) var stackElementID
    stackElementID.advance(past: id)
    elements[id] = element
    return true
  }
}

extension StackState: RandomAccessCollection, RangeReplaceableCollection {
  /// The position of the bottom screen.
  public var startIndex: Int { elements.values.startIndex }
  /// The position after the top screen.
  public var endIndex: Int { elements.values.endIndex }
  /// The screen at a position, counted from the bottom.
  public subscript(position: Int) -> Element { elements.values[position] }

  /// Replaces the screens in `subrange` with `newElements`, each with a new id.
  public mutating func replaceSubrange(_ subrange: Range<Int>, with newElements: some Collection<Element>) {
    @Dependency(\.stackElementID) var stackElementID
    elements.removeSubrange(subrange)
    for (offset, element) in zip(subrange.lowerBound..., newElements) {
      elements.updateValue(element, forKey: stackElementID.next(), insertingAt: offset)
    }
  }

  /// Removes every screen.
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    elements.removeAll(keepingCapacity: keepCapacity)
  }
}

extension StackState: Equatable where Element: Equatable {
  /// Two stacks are equal when they hold equal screens under the same ids, in the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.elements == rhs.elements
  }
}

extension StackState: Hashable where Element: Hashable {
  /// Hashes the ids and the screens.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(elements)
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: CustomDumpReflectable {
  /// Dumps the stack as an id → screen dictionary, so a diff names the screen that changed.
  public var customDumpMirror: Mirror {
    Mirror(self, unlabeledChildren: elements.map { ($0.key, $0.value) }, displayStyle: .dictionary)
  }
}

extension StackState: Encodable where Element: Encodable {
  /// Encodes the screens, bottom to top, as an array: ids are not saved, as in TCA.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for element in elements.values { try container.encode(element) }
  }
}

extension StackState: Decodable where Element: Decodable {
  /// Decodes an array of screens, each pushed with a new id (a restored stack is new to the
  /// stack's generator, as in TCA).
  public init(from decoder: any Decoder) throws {
    self.init()
    var container = try decoder.unkeyedContainer()
    @Dependency(\.stackElementID) var stackElementID
    while !container.isAtEnd {
      elements[stackElementID.next()] = try container.decode(Element.self)
    }
  }
}

extension StackState where Element: CasePathable {
  /// The screen with the given id, as the case `path` names, or `nil` when there is no such
  /// screen or it is another case. Setting a value replaces the screen with that case;
  /// setting `nil` changes nothing (pop the screen to remove it).
  ///
  /// ```swift
  /// $0.path[id: 0, case: \.detail]?.title = "Groceries"
  /// ```
  public subscript<Case>(id id: StackElementID, case path: CaseKeyPath<Element, Case>) -> Case? {
    get { elements[id]?[case: path] }
    set {
      guard let newValue, elements[id] != nil else { return }
      elements[id] = path(newValue)
    }
  }
}
