import Foundation

extension UniversalLinkClaims {
  /// Checks these components (written from the table, or read from a published file) against
  /// the routes of `host`, as iOS and Android would read them:
  /// - **every route is claimed**: a link to each pattern (parameters as `1`) opens the app;
  /// - **every example lands**: each of `examples` is claimed, and `route` takes it;
  /// - **nothing else is claimed**: links no route takes (a path off the table, one segment
  ///   deeper than each route, the root) stay on the web, so a catch-all such as `/*` fails;
  /// - **no exclusion is shadowed**: a path each exclusion matches is not claimed first by an
  ///   earlier component (the system stops at the first match).
  ///
  /// - Parameters:
  ///   - host: The universal-link host.
  ///   - patterns: The routes' patterns.
  ///   - examples: Example links of the routes (other hosts and schemes are skipped).
  ///   - route: The pattern of the route that takes a URL, or `nil`: the table's own match.
  public func check(
    host: String, patterns: [RoutePattern], examples: [URL] = [], route: (URL) -> String?
  ) -> AssociationReport {
    var lines: [AssociationReport.Line] = []
    func link(_ path: String) -> URL? { URL(string: "https://\(host)\(path)") }

    for pattern in patterns {
      guard let url = link(Self.samplePath(of: pattern)) else { continue }
      let claimed = claims(url)
      lines.append(
        .init(
          subject: "route \(pattern)", agrees: claimed || unexpressible.contains(pattern.description),
          detail: claimed
            ? "claimed (\(url.path))"
            : unexpressible.contains(pattern.description)
              ? "cannot be written in an association file: left to the web"
              : "not claimed: \(url.absoluteString) would open the web page"
        ))
    }

    for (index, component) in components.enumerated() {
      let subject = "component \(index) (\(component.path ?? "*")\(component.exclude ? ", exclude" : ""))"
      guard let sample = component.path.map(Self.samplePath(ofGlob:)), let url = link(sample) else {
        lines.append(.init(subject: subject, agrees: true, detail: "matches any path"))
        continue
      }
      let first = self.component(for: url)
      if component.exclude {
        // Shadowed: a path it should leave to the web, which no route takes, is claimed first.
        let shadowed = first.map { $0.index < index && !$0.component.exclude } == true && route(url) == nil
        lines.append(
          .init(
            subject: subject, agrees: !shadowed,
            detail: shadowed
              ? "shadowed: component \(first?.index ?? 0) claims \(sample) first, so the exclusion never applies"
              : "leaves \(sample) to the web"))
      } else {
        let taken = route(url)
        lines.append(
          .init(
            subject: subject, agrees: taken != nil || first.map { $0.index != index } == true,
            detail: taken.map { "\(sample) → route \($0)" } ?? "claims \(sample), which no route takes"))
      }
    }

    for example in examples where example.host?.lowercased() == host.lowercased() {
      let claimed = claims(example)
      let taken = route(example)
      lines.append(
        .init(
          subject: "example \(example.absoluteString)", agrees: claimed && taken != nil,
          detail: claimed
            ? taken.map { "claimed, lands on \($0)" } ?? "claimed, but no route takes it"
            : "not claimed: would open the web page"))
    }

    // Links off the table: each must stay on the web.
    var probes = ["/", "/zz-not-routed", "/zz-not-routed/deeper", "/.well-known/apple-app-site-association"]
    probes += patterns.map { Self.samplePath(of: $0) + "/zz-deeper" }
    for path in probes {
      guard let url = link(path), route(url) == nil else { continue }
      let claimed = claims(url)
      lines.append(
        .init(
          subject: "unrouted \(path)", agrees: !claimed,
          detail: claimed
            ? "claimed, but no route takes it: the app would open a page it cannot show" : "left to the web"
        ))
    }
    return AssociationReport(lines: lines)
  }

  /// A path `pattern` routes: parameters and `*` as `1`, `**` as nothing.
  static func samplePath(of pattern: RoutePattern) -> String {
    let path = pattern.segments.compactMap { segment -> String? in
      switch segment {
      case let .literal(text): text
      case .parameter, .wildcard: "1"
      case .rest: nil
      }
    }
    return "/" + path.joined(separator: "/")
  }

  /// A path an association-file pattern matches: each wildcard as `z` (so `?*` is `zz`, a
  /// segment no route is likely to name).
  static func samplePath(ofGlob glob: String) -> String {
    let path = String(glob.unicodeScalars.map { $0 == "*" || $0 == "?" ? "z" : Character($0) })
    return path.hasPrefix("/") ? path : "/" + path
  }
}
