/// What a `Scope` into a case of an enum state holds: the case's extractor and where the scope
/// was written, for the issue it reports when a child action arrives in another case.
///
/// A class, so that a `Scope` holds one reference for it: inline, the two `StaticString`s and
/// the position made every `Scope` (whichever way it reaches its state) too large to be copied
/// in registers.
@usableFromInline
final class CaseScope<Root, Value>: Sendable {
  @usableFromInline let extractor: CaseExtractor<Root, Value>
  @usableFromInline let fileID: StaticString
  @usableFromInline let filePath: StaticString
  @usableFromInline let line: UInt
  @usableFromInline let column: UInt

  @usableFromInline
  init(
    extractor: CaseExtractor<Root, Value>, fileID: StaticString, filePath: StaticString, line: UInt,
    column: UInt
  ) {
    self.extractor = extractor
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }
}
