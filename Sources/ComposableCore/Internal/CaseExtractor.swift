import Atomics
@_spi(Reflection) import CasePaths

/// Extracts the associated value of one enum case, as a case key path describes it, fast.
///
/// Why not `AnyCasePath(caseKeyPath)` alone: each extraction through a case key path goes
/// through `Any` casts and key path application, about 1.2 µs and two allocations on the
/// development machine. A `Scope` extracts once per level per action, so ten levels would cost
/// more than ten times the rest of a `Store.send`. swift-case-paths offers nothing faster for a
/// case key path.
///
/// How: a key path that names one case directly (`\.child`, found among the enum's
/// `allCasePaths`) is extracted by tag. Once the slow path has run
/// ``slowExtractionsBeforeLearning`` times, the first time it succeeds the extractor learns the
/// enum tag of that case and checks that the case's payload is exactly `Value`.
/// From then on, an action with another tag is rejected after one tag read, and a matching one
/// has its payload copied out through the enum's value witnesses, the Swift runtime ABI that
/// case-paths' reflection uses too. Tags that failed on the slow path are remembered, so misses
/// before the first match get fast as well. Whenever a check does not hold (not an enum, a key
/// path through several cases, no reflection metadata), the slow path is used
/// for good: for `\.a.b` a miss under `a`'s tag says nothing about the next value with that tag.
///
/// Why learning waits: telling whether a key path names one case walks every case key path of
/// the enum, and makes each of them. For the notes app's stores that cost 2.5 ms of a one-shot
/// `notes open` (perf, 2026-11-26; about 7% of the command), paid before the first action for
/// extractors that a short-lived process uses once or never. At about 1.2 µs a slow extraction,
/// the few slow ones before learning cost a long-lived store nothing it would notice.
///
/// A class, so that the operators holding one (`Scope` and the rest) copy one reference rather
/// than six: a `Scope` is copied on its way into each level's reduce, and with the extractor
/// inline it outgrew what is copied in registers (a `memmove` and six retains per level,
/// StoreBenchmarks, 2026-11-29).
@usableFromInline
package final class CaseExtractor<Root, Value>: Sendable {
  @usableFromInline let casePath: AnyCasePath<Root, Value>
  @usableFromInline let learned = OnceReference<LearnedCase>()
  @usableFromInline let missedTags = ManagedAtomic<UInt64>(0)
  @usableFromInline let slowExtractions = ManagedAtomic<Int>(0)
  @usableFromInline let oneCase = ManagedAtomicLazyReference<OneCaseVerdict>()
  // A key path is an immutable value, shared freely across threads; it is not declared
  // `Sendable` in the standard library, which cannot know its captured indices.
  @usableFromInline nonisolated(unsafe) let keyPath: CaseKeyPath<Root, Value>

  /// How many extractions take the slow path before the extractor learns the case's layout.
  package static var slowExtractionsBeforeLearning: Int { 8 }

  @usableFromInline
  package init(_ keyPath: CaseKeyPath<Root, Value>) {
    self.casePath = AnyCasePath(keyPath)
    self.keyPath = keyPath
  }

  /// Whether the key path is one of the enum's own case key paths, not a path through several;
  /// found out once.
  package var namesOneCase: Bool {
    if let verdict = oneCase.load() { return verdict.namesOneCase }
    return oneCase.storeIfNilThenLoad(OneCaseVerdict(namesOneCase: Self.namesOneCase(keyPath))).namesOneCase
  }

  private static func namesOneCase(_ keyPath: CaseKeyPath<Root, Value>) -> Bool {
    guard let iterable = Root.self as? any CasePathIterable.Type else { return false }
    func contains<Enum: CasePathIterable>(_: Enum.Type) -> Bool {
      Enum.allCasePaths.contains { ($0 as AnyKeyPath) == (keyPath as AnyKeyPath) }
    }
    return contains(iterable)
  }

  /// Embeds a value in the case (not a hot path: used when children send actions).
  @inlinable
  package func embed(_ value: Value) -> Root {
    casePath.embed(value)
  }

  @inlinable
  package func extract(from root: Root) -> Value? {
    switch learned.withIfMade({ $0.layout }) {
    case let .some(.some(layout)): return layout.extract(Value.self, from: root)
    case .some(.none): return casePath.extract(from: root)
    case .none: return extractLearning(from: root)
    }
  }

  @usableFromInline
  func extractLearning(from root: Root) -> Value? {
    let slow = slowExtractions.loadThenWrappingIncrement(ordering: .relaxed)
    guard slow >= Self.slowExtractionsBeforeLearning else { return casePath.extract(from: root) }
    guard namesOneCase else {
      // Never a layout: every extraction takes the slow path, without coming here again.
      learned.makeIfNone { LearnedCase(layout: nil) }
      return casePath.extract(from: root)
    }
    let tag = EnumMetadata(Root.self) == nil ? nil : EnumValueWitnesses(Root.self).tag(of: root)
    if let tag, tag < 64, missedTags.load(ordering: .relaxed) & (1 << tag) != 0 {
      return nil
    }
    guard let value = casePath.extract(from: root) else {
      if let tag, tag < 64 {
        _ = missedTags.loadThenBitwiseOr(with: 1 << tag, ordering: .relaxed)
      }
      return nil
    }
    learned.makeIfNone { LearnedCase(layout: EnumCaseLayout(Root.self, Value.self, tag: tag)) }
    return value
  }
}

/// What a `CaseExtractor` learned: the layout to extract with, or `nil` to always use the slow
/// path.
@usableFromInline
final class LearnedCase: Sendable {
  @usableFromInline let layout: EnumCaseLayout?

  init(layout: EnumCaseLayout?) {
    self.layout = layout
  }
}

/// Whether a case key path names one case of its enum.
@usableFromInline
final class OneCaseVerdict: Sendable {
  let namesOneCase: Bool

  init(namesOneCase: Bool) {
    self.namesOneCase = namesOneCase
  }
}

/// Where one case's payload lives in an enum value, and how to copy it out.
@usableFromInline
struct EnumCaseLayout: Sendable {
  @usableFromInline let witnesses: EnumValueWitnesses
  @usableFromInline let tag: UInt32
  @usableFromInline let isIndirect: Bool
  /// Whether the payload is read in place: the one payload case of a single-payload enum,
  /// stored inline, whose representation is its payload's (the other cases live in the
  /// payload's spare values or in tag bytes after it). Such a case needs neither a copy of the
  /// enum nor the runtime's project and inject calls: measured, a third of each `Scope`'s
  /// extraction (StoreBenchmarks, 2026-11-29).
  @usableFromInline let readsInPlace: Bool

  init?(_ root: Any.Type, _ value: Any.Type, tag: UInt32?) {
    guard
      let tag,
      let metadata = EnumMetadata(root),
      let isIndirect = EnumValueWitnesses.isIndirectCase(metadata: root, tag: tag),
      Self.payloadType(metadata, tag: tag) == value
    else { return nil }
    self.witnesses = EnumValueWitnesses(root)
    self.tag = tag
    self.isIndirect = isIndirect
    self.readsInPlace =
      !isIndirect && tag == 0 && EnumValueWitnesses.payloadCaseCount(metadata: root) == 1
  }

  private static func payloadType(_ metadata: EnumMetadata, tag: UInt32) -> Any.Type {
    metadata.associatedValueType(forTag: tag)
  }

  @inlinable
  func extract<Root, Value>(_: Value.Type, from root: Root) -> Value? {
    guard witnesses.tag(of: root) == tag else { return nil }
    if readsInPlace {
      return withUnsafePointer(to: root) { UnsafeRawPointer($0).load(as: Value.self) }
    }
    var copy = root
    return withUnsafeMutableBytes(of: &copy) { bytes -> Value? in
      guard let pointer = bytes.baseAddress else { return nil }
      witnesses.projectPayload(pointer)
      // Put the tag back so the copy is a valid enum again when it is destroyed.
      defer { witnesses.injectTag(tag, pointer) }
      if isIndirect {
        // An indirect payload lives in a heap box: skip the box's header (metadata, refcount).
        return pointer.load(as: UnsafeRawPointer.self)
          .advanced(by: 2 * MemoryLayout<UnsafeRawPointer>.size)
          .load(as: Value.self)
      }
      return pointer.load(as: Value.self)
    }
  }
}
