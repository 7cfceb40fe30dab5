import Foundation

extension URL {
  /// A URL literal for tests; a typo is a test failure, not a crash of the run.
  public init(_ string: StaticString) {
    guard let url = URL(string: "\(string)") else {
      self.init(fileURLWithPath: "/invalid-test-url")
      return
    }
    self = url
  }
}
