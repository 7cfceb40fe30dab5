import Foundation

/// A position in an array, as a coding key.
struct IndexKey: CodingKey {
  let intValue: Int?
  let stringValue: String
  init(_ index: Int) {
    self.intValue = index
    self.stringValue = String(index)
  }
  init?(stringValue: String) {
    guard let index = Int(stringValue) else { return nil }
    self.init(index)
  }
  init?(intValue: Int) { self.init(intValue) }
}
