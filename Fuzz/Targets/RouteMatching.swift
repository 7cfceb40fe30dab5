import FuzzSupport
import LinkRouting

// Matching + input decoding on a realistic table: any bytes as a URL either match a route (and
// decode or fail to decode with a typed error) or fail with a typed match failure.
private let table = NotesRouteTable()

// The same URL through screens and requests joined into one table (`LinkTable`).
private let joined = JoinedLinks(
  configuration: LinkConfiguration(schemes: ["notes", "notes-beta"], universalLinkHosts: ["notes.example.com"]))

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  table.check(url: String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self))
  joined.check(url: String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self))
  return 0
}
