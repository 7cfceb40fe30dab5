import Foundation
import LinkRouting

/// How parked links are written to storage, and read back from storage that may be damaged or
/// written by someone else: JSON, a version, one object per link.
///
/// Reading never traps and never loses a good link for a bad one: a file over
/// ``maximumSize`` or that is not this format is refused with a ``ParkedLinkFileError``; an
/// entry that cannot be read (a URL that does not parse, a date that is not a number, a field
/// too long) is skipped and counted; at most ``maximumLinks`` are read. These files import only
/// Foundation and LinkRouting, so the fuzz target builds them alone.
package enum ParkedLinkFile {
  /// The largest file read: 1 MiB, far above `maximumLinks` links of the longest URL routes take.
  package static let maximumSize = 1 << 20
  /// The most links read from one file.
  package static let maximumLinks = 1000
  /// The longest string field read (a URL, a pattern, a name).
  package static let maximumFieldLength = 16 * 1024
  /// The format written.
  package static let version = 1

  /// The links, written as JSON (keys sorted, `source` and `carrier` left out when there is none).
  ///
  /// Written by hand rather than with `JSONEncoder`: the list is written twice for every
  /// parked link (parked, then applied), and `JSONEncoder` was most of that cost in the
  /// parking benchmark (`Benchmarks/README.md`). `decode` reads it with `JSONDecoder`, and the
  /// `ParkedLinkDecoding` fuzz target checks that every list read is written back the same.
  package static func encode(_ links: [ParkedLink]) -> Data {
    var json = "{\"links\":["
    for (index, link) in links.enumerated() {
      if index > 0 { json += "," }
      // A date that is not a number (made by hand) is written as 1970: never as invalid JSON.
      let arrived = link.arrived.timeIntervalSince1970
      json += "{\"accessChecked\":\(link.accessChecked)"
      json += ",\"answersOnly\":\(link.answersOnly),\"arrived\":\(arrived.isFinite ? arrived : 0)"
      if let carrier = link.carrier { json += ",\"carrier\":" + quoted(carrier.rawValue) }
      json += ",\"id\":\"\(link.id.uuidString)\",\"kind\":\"\(link.kind.rawValue)\""
      json += ",\"pattern\":" + quoted(link.pattern) + ",\"requirement\":" + quoted(link.requirement)
      if let source = link.source { json += ",\"source\":" + quoted(source) }
      // Without its secret parameters: a token stays where the app keeps it.
      json += ",\"url\":" + quoted(link.storedURL.absoluteString) + "}"
    }
    json += "],\"version\":\(version)}"
    return Data(json.utf8)
  }

  /// `text` as a JSON string: quotes, backslashes and control characters escaped.
  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case let control where control.value < 0x20:
        result += "\\u00" + (control.value < 0x10 ? "0" : "") + String(control.value, radix: 16)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// The links in `data`, redacted for descriptions by `configuration`, and how many entries
  /// were skipped as unreadable.
  ///
  /// - Throws: ``ParkedLinkFileError``: too large, not JSON of this shape, another version.
  package static func decode(
    _ data: Data, redactedBy configuration: LinkConfiguration
  ) throws(ParkedLinkFileError) -> (links: [ParkedLink], skipped: Int) {
    guard data.count <= maximumSize else { throw .tooLarge(bytes: data.count) }
    let file: LenientFile
    do {
      file = try JSONDecoder().decode(LenientFile.self, from: data)
    } catch {
      throw .unreadable
    }
    guard file.version == version else { throw .unsupportedVersion(file.version) }
    var links: [ParkedLink] = []
    var skipped = 0
    var seen = Set<UUID>()
    for entry in file.links.prefix(maximumLinks) {
      guard let link = entry.entry?.link(redactedBy: configuration), seen.insert(link.id).inserted else {
        skipped += 1
        continue
      }
      links.append(link)
    }
    skipped += max(0, file.links.count - maximumLinks)
    return (links, skipped)
  }

  /// The file as read: each entry on its own, so that one bad entry skips only itself.
  private struct LenientFile: Decodable {
    let version: Int
    let links: [LenientEntry]
  }

  private struct LenientEntry: Decodable {
    let entry: Entry?
    init(from decoder: any Decoder) throws {
      entry = try? Entry(from: decoder)
    }
  }

  /// One link as stored.
  private struct Entry: Decodable {
    let id: UUID
    let url: String
    let pattern: String
    let kind: ParkedLink.Kind
    let source: String?
    /// Seconds since 1970.
    let arrived: Double
    let requirement: String
    let answersOnly: Bool
    /// Absent in a file written before it was kept: not checked.
    let accessChecked: Bool?
    /// A deferred link's carrier; absent for every other link (and in older files).
    let carrier: String?

    func link(redactedBy configuration: LinkConfiguration) -> ParkedLink? {
      let fields = [url, pattern, requirement, source ?? "", carrier ?? ""]
      guard fields.allSatisfy({ $0.utf8.count <= ParkedLinkFile.maximumFieldLength }),
        arrived.isFinite, abs(arrived) < 1e11, !url.isEmpty, let parsed = URL(string: url),
        !(parsed.scheme ?? "").isEmpty
      else { return nil }
      var link = ParkedLink(
        id: id, url: parsed, pattern: pattern, kind: kind, source: source,
        arrived: Date(timeIntervalSince1970: arrived), requirement: requirement, answersOnly: answersOnly,
        accessChecked: accessChecked ?? false, redactedBy: configuration)
      link.carrier = carrier.flatMap(LinkCarrier.init(rawValue:))
      return link
    }
  }
}
