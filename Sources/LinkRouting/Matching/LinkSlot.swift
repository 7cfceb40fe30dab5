/// One route of a ``LinkTable``'s joined table: where its screen and its request are in their
/// own tables.
struct LinkSlot: Sendable {
  let screen: Int?
  let request: Int?
}
