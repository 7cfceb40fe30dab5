import Foundation
import LinkRouting
import Testing

@Suite struct AssociationTests {
  let host = "notes.example.com"
  let patterns = try! ["/notes", "/notes/:id", "/search", "/folders/:folder/notes/:id", "/files/**", "/"]
    .map { try RoutePattern($0) }

  func table() throws -> RouteTable<String> {
    var builder = RouteTableBuilder<String>(
      configuration: .init(schemes: ["notes"], universalLinkHosts: [host], hostHandling: .firstPathSegment))
    for pattern in patterns { try builder.add(pattern.description, pattern.description) }
    return builder.build()
  }

  func url(_ path: String) -> URL { URL(string: "https://\(host)\(path)")! }

  func route(in table: RouteTable<String>) -> (URL) -> String? {
    { url in try? table.match(url.absoluteString).get().value }
  }

  @Test func theGeneratedClaimsAreExactlyTheRoutedPaths() throws {
    let table = try table()
    let claims = table.universalLinkClaims()
    for path in ["/", "/notes", "/notes/3", "/search", "/folders/a/notes/3", "/files", "/files/a/b/c", "/notes/3?x=1"] {
      #expect(claims.claims(url(path)), "\(path) is routed")
      #expect(table.match(url(path).absoluteString).isSuccess, "\(path)")
    }
    for path in ["/blog", "/notes/3/edit", "/folders/a", "/folders/a/notes", "/folders/a/notes/3/x", "/filesystem"] {
      #expect(!claims.claims(url(path)), "\(path) is not routed")
      #expect(!table.match(url(path).absoluteString).isSuccess, "\(path)")
    }
    let report = claims.check(host: host, patterns: patterns, examples: [url("/notes/3")], route: route(in: table))
    #expect(report.agrees, "\(report)")
  }

  /// Found by the `Associations` fuzz target.
  @Test func escapedLiteralsAndParametersBeforeRestClaimOnlyRoutedPaths() throws {
    var builder = RouteTableBuilder<Int>(configuration: .init(schemes: ["app"], universalLinkHosts: [host]))
    try builder.add("/%7E", 0)
    try builder.add("/:p0/a/**", 1)
    let table = builder.build()
    let claims = table.universalLinkClaims()
    for path in ["/%7E", "/./1/a", "/x/y/a/b"] {
      let routed = (try? table.match(url(path).absoluteString).get()) != nil
      #expect(!claims.claims(url(path)) || routed, "\(path) claimed but not routed")
    }
    #expect(claims.claims(url("/%257E")) && claims.claims(url("/x/a")))
    #expect(claims.unexpressible == ["/:p0/a/**"])
  }

  @Test func aCatchAllFileFailsTheCheck() throws {
    let table = try table()
    let catchAll = UniversalLinkClaims(components: [UniversalLinkComponent(path: "/*")])
    let report = catchAll.check(host: host, patterns: patterns, route: route(in: table))
    #expect(!report.agrees)
    #expect(report.disagreements.contains { $0.subject == "unrouted /zz-not-routed" })
  }

  @Test func anExclusionAfterAnIncludeThatClaimsItIsShadowed() throws {
    let claims = UniversalLinkClaims(components: [
      UniversalLinkComponent(path: "/notes/*"),
      UniversalLinkComponent(path: "/notes/private/*", exclude: true),
    ])
    let report = claims.check(host: host, patterns: patterns, route: route(in: try table()))
    #expect(report.disagreements.contains { $0.subject.hasPrefix("component 1") && $0.detail.hasPrefix("shadowed") })
    // In the right order, the exclusion applies.
    let fixed = UniversalLinkClaims(components: claims.components.reversed())
    #expect(!fixed.claims(url("/notes/private/3")))
  }

  @Test func aRouteTheFileForgetsIsReported() throws {
    let claims = UniversalLinkClaims(components: [UniversalLinkComponent(path: "/notes")])
    let report = claims.check(host: host, patterns: patterns, route: route(in: try table()))
    #expect(report.disagreements.contains { $0.subject == "route /notes/:id" })
  }

  @Test func patternsFollowApplesWildcards() {
    func claims(_ component: UniversalLinkComponent, _ path: String) -> Bool {
      UniversalLinkClaims(components: [component]).claims(url(path))
    }
    #expect(claims(.init(path: "/a/*"), "/a/"))  // `*` is zero or more
    #expect(!claims(.init(path: "/a/?*"), "/a/"))  // `?*` is one or more
    #expect(claims(.init(path: "/a/?*"), "/a/b/c"))  // …and crosses `/`
    #expect(claims(.init(path: "/a/?"), "/a/b") && !claims(.init(path: "/a/?"), "/a/bc"))
    #expect(!claims(.init(path: "/Notes"), "/notes"))  // case-sensitive by default
    #expect(claims(.init(path: "/Notes", caseSensitive: false), "/notes"))
    #expect(!claims(.init(path: "/a b"), "/a%20b") && claims(.init(path: "/a%20b"), "/a%20b"))
    #expect(claims(.init(path: "/a b", percentEncoded: false), "/a%20b"))
    #expect(claims(.init(query: .items(["ref": "?*"])), "/x?ref=mail&y=1"))
    #expect(!claims(.init(query: .items(["ref": "?*"])), "/x?y=1"))
    #expect(claims(.init(query: .whole("y=*")), "/x?y=1"))
    #expect(claims(.init(fragment: "no_universal_links"), "/x#no_universal_links"))
    #expect(!claims(.init(fragment: "no_universal_links"), "/x"))
    #expect(!claims(.init(path: "/x", exclude: true), "/x"))
  }

  @Test func aHostilePatternCostsNoMoreThanItsLength() {
    let pattern = String(repeating: "*a", count: 2_000) + "b"
    let text = String(repeating: "a", count: 4_000)
    #expect(!UniversalLinkClaims(components: [.init(path: "/" + pattern)]).claims(url("/" + text)))
  }

  @Test func theFilesRoundTripAndBadFilesAreTypedErrors() throws {
    let claims = try table().universalLinkClaims(webOnly: ["/notes/*/print"])
    #expect(
      claims.components.first
        == UniversalLinkComponent(path: "/notes/*/print", exclude: true, comment: "left to the web"))
    let apple = claims.appleAppSiteAssociation(appIDs: ["ABCDE12345.dev.example.notes"])
    #expect(try UniversalLinkClaims(associationFile: apple) == claims)
    #expect(String(decoding: apple, as: UTF8.self).contains(#""/" : "/notes/?*""#))
    #expect(String(decoding: apple, as: UTF8.self).contains(#""ABCDE12345.dev.example.notes""#))
    // The same bytes every time: what a server sends with an ETag.
    #expect(claims.appleAppSiteAssociation(appIDs: ["ABCDE12345.dev.example.notes"]) == apple)

    let android = claims.assetLinks(
      apps: ["dev.example.notes": ["AB:CD"], "dev.example.a": ["EF"]], dynamicRules: true)
    #expect(try UniversalLinkClaims(associationFile: android) == claims)
    let text = String(decoding: android, as: UTF8.self)
    #expect(text.contains("dynamic_app_link_components") && text.contains(#""sha256_cert_fingerprints" : ["#))
    let first = try #require(text.range(of: "dev.example.a"))
    let second = try #require(text.range(of: "dev.example.notes"))
    #expect(first.lowerBound < second.lowerBound, "packages in name order")
    // Without dynamic rules the file names the apps only: nothing to check paths against.
    #expect(throws: AssociationFileError.malformed("assetlinks.json has no dynamic_app_link_components to check")) {
      try UniversalLinkClaims(associationFile: claims.assetLinks(apps: ["dev.example.notes": ["AB:CD"]]))
    }

    #expect(throws: AssociationFileError.tooLarge(bytes: 200_000)) {
      try UniversalLinkClaims(associationFile: Data(count: 200_000))
    }
    for garbage in [
      "", "{", "[]", #"{"applinks":{"details":[]}}"#, #"{"applinks":{"details":[{"appIDs":[1]}]}}"#,
      #"[{"relation":["other"],"target":{"namespace":"web","site":"x"}}]"#,
    ] {
      #expect(throws: AssociationFileError.self, "\(garbage)") {
        try UniversalLinkClaims(associationFile: Data(garbage.utf8))
      }
    }
  }
}

extension Result {
  var isSuccess: Bool {
    if case .success = self { return true }
    return false
  }
}
