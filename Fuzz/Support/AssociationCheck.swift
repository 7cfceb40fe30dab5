import Foundation
import LinkRouting

/// Builds a route table (with aliases) from the first bytes of an input, association-file
/// components from it, and URLs from the rest; requires that the components claim a URL only
/// when the table routes it, and claim every plain URL it routes.
public enum AssociationCheck {
  static let host = "links.example.com"
  static let literals = ["a", "b", "notes", "x-y", "A", "%7E"]

  /// One segment of a random pattern or path, from a byte.
  static func segment(_ byte: UInt8, inPattern: Bool, index: Int) -> String {
    switch byte % (inPattern ? 9 : 8) {
    case 0, 1, 2: literals[Int(byte / 9) % literals.count]
    case 3: inPattern ? ":p\(index)" : "1"
    case 4: inPattern ? "*" : "zz"
    case 5: inPattern ? "a" : ""
    case 6: inPattern ? "b" : "a%2Fb"
    case 7: inPattern ? "notes" : "."
    default: "**"
    }
  }

  public static func check(_ bytes: UnsafeRawBufferPointer) {
    var input = bytes.makeIterator()
    var builder = RouteTableBuilder<Int>(configuration: .init(schemes: ["app"], universalLinkHosts: [host]))
    var patterns: [String] = []
    let routes = Int(input.next() ?? 0) % 6
    for route in 0..<routes {
      let depth = Int(input.next() ?? 0) % 4
      var pattern = ""
      for index in 0..<depth { pattern += "/" + segment(input.next() ?? 0, inPattern: true, index: index) }
      if (try? builder.add(pattern.isEmpty ? "/" : pattern, route)) != nil { patterns.append(pattern) }
    }
    // An alias of the first route, when the bytes ask for one.
    if let first = patterns.first, (input.next() ?? 0) % 2 == 0 {
      let names = ((try? RoutePattern(first))?.parameterNames ?? []).map { ":\($0)" }
      try? builder.addAlias("/old" + names.map { "/" + $0 }.joined(), of: first.isEmpty ? "/" : first)
    }
    let table = builder.build()
    let claims = table.universalLinkClaims()
    while let length = input.next() {
      var path = ""
      var plain = true
      for _ in 0..<(Int(length) % 5) {
        let part = segment(input.next() ?? 0, inPattern: false, index: 0)
        plain = plain && !part.isEmpty && !part.contains("%") && part != "."
        path += "/" + part
      }
      let text = "https://\(host)\(path.isEmpty ? "/" : path)"
      guard let url = URL(string: text) else { continue }
      let routed = (try? table.match(text).get()) != nil
      let claimed = claims.claims(url)
      require(!claimed || routed, "claimed but not routed: \(text) with routes \(patterns)")
      require(
        !routed || claimed || !plain || !claims.unexpressible.isEmpty,
        "routed but not claimed: \(text) with routes \(patterns)")
    }
  }
}
