import Foundation
import FuzzSupport
import LinkRouting
import ParkedLinkWire

// The parked-link file read back from storage that may be damaged or written by someone else.
// Promises: only `ParkedLinkFileError` comes out (typed `throws`: a compile-time fact) and
// nothing traps; what is read stays within the limits (links, unique identifiers); a link's
// redacted URL shows no secret parameter's value; and what is read is written back to a
// file that reads as the same links but for their secret parameters, which are never written,
// with nothing skipped (and written again, as the same links).
private let configuration = LinkConfiguration(schemes: ["notes"])

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  let links: [ParkedLink]
  do {
    (links, _) = try ParkedLinkFile.decode(data, redactedBy: configuration)
  } catch {
    require(!error.description.isEmpty, "an error without a message")
    return 0
  }
  require(links.count <= ParkedLinkFile.maximumLinks, "\(links.count) links read")
  require(Set(links.map(\.id)).count == links.count, "two links with one identifier")
  for link in links {
    let shown = Set(items(of: link.redactedURL))
    for item in items(of: link.url.absoluteString) {
      guard let equals = item.firstIndex(of: "=") else { continue }
      let name = String(item[..<equals])
      let value = item[item.index(after: equals)...]
      guard configuration.secretParameters.contains((name.removingPercentEncoding ?? name).lowercased()),
        !value.isEmpty, value != "•••"
      else { continue }
      require(!shown.contains(item), "\(name)'s value shown in \(link.redactedURL)")
    }
  }
  do {
    // Written back without its secret parameters (a token stays where the app keeps it), and
    // otherwise the same; written again, the same file.
    let (again, skipped) = try ParkedLinkFile.decode(ParkedLinkFile.encode(links), redactedBy: configuration)
    require(again.count == links.count && skipped == 0, "links lost when written back: \(links) → \(again)")
    for (read, written) in zip(links, again) {
      require(
        written.url == read.storedURL && written.id == read.id && written.pattern == read.pattern
          && written.kind == read.kind && written.source == read.source && written.arrived == read.arrived
          && written.requirement == read.requirement && written.answersOnly == read.answersOnly
          && written.accessChecked == read.accessChecked,
        "a link changed when written back: \(read) → \(written)")
      for item in items(of: written.url.absoluteString) {
        let name = String(item[..<(item.firstIndex(of: "=") ?? item.endIndex)])
        require(
          !configuration.secretParameters.contains((name.removingPercentEncoding ?? name).lowercased()),
          "\(name) written to disk in \(written.redactedURL)")
      }
    }
    let (third, _) = try ParkedLinkFile.decode(ParkedLinkFile.encode(again), redactedBy: configuration)
    require(third == again, "links changed when written a second time: \(again) → \(third)")
  } catch {
    require(false, "links that were read could not be read again once written: \(error)")
  }
  return 0
}

/// A URL's query items (from the first `?` to the first `#`) and fragment items, as written.
private func items(of url: String) -> [Substring] {
  let hash = url.firstIndex(of: "#") ?? url.endIndex
  let query = url[..<hash].firstIndex(of: "?").map { url[url.index(after: $0)..<hash] } ?? ""
  let fragment = hash < url.endIndex ? url[url.index(after: hash)...] : ""
  return query.split(separator: "&") + fragment.split(separator: "&")
}
