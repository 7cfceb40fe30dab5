import Foundation
import Testing

@testable import ComposableCore

/// What TCA's `StackState` does beyond a stack: saved and restored as an array, and read by
/// case.
struct StackStateTests {
  @CasePathable
  enum Screen: Codable, Equatable {
    case detail(String)
    case settings
  }

  @Test func aStackIsSavedAsItsScreensAndRestoredWithNewIDs() throws {
    try withDependencies {
      $0.context = .test
    } operation: {
      let stack = StackState<Screen>([.detail("Milk"), .settings])
      let data = try JSONEncoder().encode(stack)
      #expect(String(decoding: data, as: UTF8.self) == #"[{"detail":{"_0":"Milk"}},{"settings":{}}]"#)
      let restored = try JSONDecoder().decode(StackState<Screen>.self, from: data)
      #expect(Array(restored) == [.detail("Milk"), .settings])
      #expect(Array(restored.ids) == [2, 3])
    }
  }

  @Test func aDamagedSaveIsATypedErrorNotAStack() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(StackState<Screen>.self, from: Data(#"{"detail":1}"#.utf8))
    }
  }

  @Test func aScreenIsReadAndChangedByItsCase() {
    withDependencies {
      $0.context = .test
    } operation: {
      var stack = StackState<Screen>([.detail("Milk"), .settings])
      #expect(stack[id: 0, case: \.detail] == "Milk")
      #expect(stack[id: 1, case: \.detail] == nil)
      stack[id: 0, case: \.detail]?.append("!")
      #expect(stack[id: 0] == .detail("Milk!"))
      stack[id: 0, case: \.detail] = nil
      #expect(stack[id: 0] == .detail("Milk!"))
      stack[id: 7, case: \.detail] = "Eggs"
      #expect(stack.count == 2)
    }
  }
}
