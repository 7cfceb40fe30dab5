import FuzzSupport
import LinkRouting

// Deep links in both directions: any bytes as a URL either lead to no screen (with a typed
// error) or to a screen whose printed link leads back to the same screen.
private let links = ScreenLinks()

// The same URL through screens and requests joined into one table (`LinkTable`).
private let joined = JoinedLinks(
  configuration: LinkConfiguration(schemes: ["notes"], hostHandling: .firstPathSegment))

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  links.check(url: String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self))
  joined.check(url: String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self))
  return 0
}
