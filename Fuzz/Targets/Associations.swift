import FuzzSupport
import LinkRouting

// Association files from random route tables: the components written from a table claim only
// URLs the table routes, and every URL it routes in plain form (no escapes, no empty segments).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  AssociationCheck.check(UnsafeRawBufferPointer(start: start, count: count))
  return 0
}
