/// The enum value witnesses of a type, read from its runtime metadata.
///
/// This is the stable Swift runtime ABI (the value witness table sits one word before the
/// metadata; the enum witnesses follow the size, stride, flags and extra-inhabitant count) that
/// swift-case-paths' reflection also reads. It is only used after `EnumCaseLayout` has checked
/// that the type is an enum and that the case's payload has the expected type.
@usableFromInline
struct EnumValueWitnesses: @unchecked Sendable {
  // Immutable pointers into read-only runtime metadata and code: safe to share between threads.
  @usableFromInline let metadata: UnsafeRawPointer
  @usableFromInline let getTag: GetTag
  @usableFromInline let project: Project
  @usableFromInline let inject: Inject

  @usableFromInline static let word = MemoryLayout<UnsafeRawPointer>.size
  // 8 function pointers, size and stride (words), flags and extra-inhabitant count (UInt32s).
  @usableFromInline static let enumWitnessesOffset = 10 * word + 8

  init(_ type: Any.Type) {
    self.metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    let table = metadata.load(fromByteOffset: -Self.word, as: UnsafeRawPointer.self)
    let witnesses = Self.enumWitnessesOffset
    self.getTag = table.load(fromByteOffset: witnesses, as: GetTag.self)
    self.project = table.load(fromByteOffset: witnesses + Self.word, as: Project.self)
    self.inject = table.load(fromByteOffset: witnesses + 2 * Self.word, as: Inject.self)
  }

  @usableFromInline
  typealias GetTag = @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
  @usableFromInline
  typealias Project = @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void
  @usableFromInline
  typealias Inject = @convention(c) (UnsafeMutableRawPointer, UInt32, UnsafeRawPointer) -> Void

  /// The tag of an enum value: which case it is in.
  @inlinable
  func tag<Root>(of value: Root) -> UInt32 {
    withUnsafePointer(to: value) { getTag(UnsafeRawPointer($0), metadata) }
  }

  /// Turns an enum value in place into its payload (clearing tag bits kept in spare bits).
  @inlinable
  func projectPayload(_ value: UnsafeMutableRawPointer) {
    project(value, metadata)
  }

  /// Turns a payload in place back into an enum value with the given tag.
  @inlinable
  func injectTag(_ tag: UInt32, _ value: UnsafeMutableRawPointer) {
    inject(value, tag, metadata)
  }

  /// How many cases of the enum carry a payload, from its type descriptor (the runtime numbers
  /// them first: in a single-payload enum, the payload case's tag is 0).
  static func payloadCaseCount(metadata type: Any.Type) -> UInt32 {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    // Enum descriptor: flags, parent, name, access function, fields (32 bits each), then the
    // number of payload cases in the low 24 bits of the next word.
    let descriptor = metadata.load(fromByteOffset: word, as: UnsafeRawPointer.self)
    return descriptor.load(fromByteOffset: 20, as: UInt32.self) & 0x00FF_FFFF
  }

  /// Whether the case with `tag` is `indirect`, from the enum's field descriptor; `nil` when the
  /// type has no reflection metadata.
  static func isIndirectCase(metadata type: Any.Type, tag: UInt32) -> Bool? {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    // Nominal type descriptor: flags, parent, name, access function, then the field descriptor
    // as a 32-bit relative pointer.
    let descriptor = metadata.load(fromByteOffset: word, as: UnsafeRawPointer.self)
    let fieldsOffset = descriptor.load(fromByteOffset: 16, as: Int32.self)
    guard fieldsOffset != 0 else { return nil }
    let fields = descriptor.advanced(by: 16 + Int(fieldsOffset))
    // Field descriptor: type name, superclass, kind (UInt16), record size (UInt16), count.
    let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
    let count = fields.load(fromByteOffset: 12, as: UInt32.self)
    guard tag < count, recordSize >= 4 else { return nil }
    let flags = fields.load(fromByteOffset: 16 + Int(tag) * recordSize, as: UInt32.self)
    return flags & 0x1 != 0
  }
}
