/// Where an effect came from: the test step that started it. Lets a `TestStore` report a
/// still-running effect at the line of the action that started it.
struct EffectOrigin: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
  let action: String
}
