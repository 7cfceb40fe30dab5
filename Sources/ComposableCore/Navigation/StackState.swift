import CustomDump
import OrderedCollections

/// The screens of a navigation stack, each with a stable ``StackElementID``.
///
/// ```swift
/// struct State: Equatable {
///   var path = StackState<Path.State>()
/// }
/// …
/// state.path.append(.detail(Detail.State(id: 42)))
/// ```
///
/// Ids are handed out by the stack itself, in increasing order from 0, so the same sequence of
/// operations always gives the same ids: a test's expected state mints the ids the reducer did.
/// Equality compares the ids and the screens, not the counter.
public struct StackState<Element> {
  private var elements: OrderedDictionary<StackElementID, Element>
  private var nextID: Int

  /// An empty stack.
  public init() {
    self.elements = [:]
    self.nextID = 0
  }

  /// A stack holding `elements`, with ids 0, 1, 2, ….
  public init(_ elements: some Sequence<Element>) {
    self.init()
    for element in elements { append(element) }
  }

  /// The ids of the screens, bottom to top.
  public var ids: OrderedSet<StackElementID> {
    elements.keys
  }

  /// The screen with the given id, or `nil`. Setting `nil` removes the screen.
  public subscript(id id: StackElementID) -> Element? {
    get { elements[id] }
    _modify {
      yield &elements[id]
      // An element added through the subscript must not be handed out again by `append`.
      if id.rawValue >= nextID, elements[id] != nil { nextID = id.rawValue + 1 }
    }
  }

  /// Pushes a screen on top of the stack and returns its id.
  @discardableResult
  public mutating func append(_ element: Element) -> StackElementID {
    let id = StackElementID(rawValue: nextID)
    nextID += 1
    elements[id] = element
    return id
  }

  /// Pushes a screen with an id chosen by the caller (as ``StackAction/push(id:state:)`` does).
  /// Returns `false`, changing nothing, if the id is already in the stack.
  @discardableResult
  public mutating func append(_ element: Element, id: StackElementID) -> Bool {
    guard elements[id] == nil else { return false }
    nextID = Swift.max(nextID, id.rawValue + 1)
    elements[id] = element
    return true
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

  /// Removes the top screen.
  @discardableResult
  public mutating func removeLast() -> Element {
    elements.removeLast().value
  }

  /// Removes every screen.
  public mutating func removeAll() {
    elements.removeAll()
  }
}

extension StackState: RandomAccessCollection {
  /// The position of the bottom screen.
  public var startIndex: Int { elements.values.startIndex }
  /// The position after the top screen.
  public var endIndex: Int { elements.values.endIndex }
  /// The screen at a position, counted from the bottom.
  public subscript(position: Int) -> Element { elements.values[position] }
}

extension StackState: ExpressibleByArrayLiteral {
  /// A stack holding the listed screens, with ids 0, 1, 2, ….
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
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
  // Show the stack as an id → screen dictionary, so a diff names the screen that changed.
  /// Dumps the stack as an id → screen dictionary, so a diff names the screen that changed.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      unlabeledChildren: elements.map { ($0.key, $0.value) },
      displayStyle: .dictionary
    )
  }
}
