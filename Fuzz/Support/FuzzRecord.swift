import Foundation

/// A nested `Codable` type with every shape the query coders support: scalars of each kind,
/// optionals, arrays, a nested value and an array of nested values.
public struct FuzzRecord: Codable, Equatable, Sendable {
  /// A raw-value enum.
  public enum Kind: String, Codable, Sendable { case plain, starred, archived }

  /// A nested value.
  public struct Inner: Codable, Equatable, Sendable {
    public var label: String
    public var weight: Double?
    public var kind: Kind?
    public var flags: [Bool]?

    public init(label: String, weight: Double?, kind: Kind?, flags: [Bool]?) {
      self.label = label
      self.weight = weight
      self.kind = kind
      self.flags = flags
    }
  }

  public var id: Int
  public var title: String
  public var note: String?
  public var done: Bool?
  public var small: UInt8?
  public var tags: [String]
  public var scores: [Int]?
  public var inner: Inner?
  public var items: [Inner]?
  public var uuid: UUID?
  public var link: URL?
  public var blob: Data?

  public init(
    id: Int, title: String, note: String?, done: Bool?, small: UInt8?, tags: [String],
    scores: [Int]?, inner: Inner?, items: [Inner]?, uuid: UUID?, link: URL?, blob: Data?
  ) {
    self.id = id
    self.title = title
    self.note = note
    self.done = done
    self.small = small
    self.tags = tags
    self.scores = scores
    self.inner = inner
    self.items = items
    self.uuid = uuid
    self.link = link
    self.blob = blob
  }
}

extension FuzzInput {
  /// A record whose every field comes from the fuzzer's bytes.
  public mutating func record() -> FuzzRecord {
    FuzzRecord(
      id: int(),
      title: text(),
      note: bool() ? text() : nil,
      done: bool() ? bool() : nil,
      small: bool() ? byte() : nil,
      tags: (0..<choice(4)).map { _ in text(maxLength: 6) },
      scores: bool() ? (0..<choice(4)).map { _ in int() } : nil,
      inner: bool() ? inner() : nil,
      items: bool() ? (0..<choice(3)).map { _ in inner() } : nil,
      uuid: bool()
        ? UUID(
          uuid: (
            byte(), byte(), byte(), byte(), byte(), byte(), byte(), byte(),
            byte(), byte(), byte(), byte(), byte(), byte(), byte(), byte()
          )) : nil,
      link: bool() ? URL(string: "https://example.com/" + String(byte())) : nil,
      blob: bool() ? Data((0..<choice(8)).map { _ in byte() }) : nil
    )
  }

  /// A nested value from the fuzzer's bytes. Weights are multiples of 1/8, which print and
  /// read back exactly.
  public mutating func inner() -> FuzzRecord.Inner {
    FuzzRecord.Inner(
      label: text(maxLength: 8),
      weight: bool() ? Double(Int16(truncatingIfNeeded: int())) / 8 : nil,
      kind: bool() ? [.plain, .starred, .archived][choice(3)] : nil,
      flags: bool() ? (0..<choice(3)).map { _ in bool() } : nil
    )
  }
}
