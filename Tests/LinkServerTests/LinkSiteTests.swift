#if LinkServer
  import AppLinks
  import Foundation
  import LinkRouting
  import Testing

  @testable import LinkServer

  /// The association files vouch for sign-in too, in the keys Apple and Google document, and a
  /// site's identifiers are checked when it is made: a wrong one fails at the start, typed.
  @Suite struct LinkSiteTests {
    static let fingerprint =
      "5E:8F:16:06:2E:A3:CD:2C:4A:0D:54:78:76:BA:A6:F3:8C:AB:F6:25:E6:2A:3D:6B:7A:4B:9A:5F:3A:91:D2:11"

    @Test func signInIsVouchedForInTheSameTwoFiles() async throws {
      let site = try LinkSite(
        name: "Notes", host: "notes.example.com", appleAppIDs: ["ABCDE12345.com.example.notes"],
        webCredentialAppIDs: ["ABCDE12345.com.example.notes"], appClipIDs: ["ABCDE12345.com.example.notes.Clip"],
        androidApps: ["com.example.notes": [Self.fingerprint], "com.example.other": [Self.fingerprint]],
        androidSignIn: ["com.example.notes"])
      let server = try LinkServer(LinkPages(routes: Shelf.links, site: site))
      let apple = try #require(
        try JSONSerialization.jsonObject(
          with: Data(await server.respond(method: "GET", target: "/.well-known/apple-app-site-association").body))
          as? [String: Any])
      #expect((apple["webcredentials"] as? [String: [String]]) == ["apps": ["ABCDE12345.com.example.notes"]])
      #expect((apple["appclips"] as? [String: [String]]) == ["apps": ["ABCDE12345.com.example.notes.Clip"]])
      #expect(((apple["applinks"] as? [String: Any])?["details"] as? [[String: Any]])?.count == 1)

      let android = try #require(
        try JSONSerialization.jsonObject(
          with: Data(await server.respond(method: "GET", target: "/.well-known/assetlinks.json").body))
          as? [[String: Any]])
      let relations = android.map { statement in
        (
          (statement["target"] as? [String: Any])?["package_name"] as? String ?? "",
          statement["relation"] as? [String] ?? []
        )
      }
      #expect(relations.map(\.0) == ["com.example.notes", "com.example.other"])
      #expect(
        relations[0].1 == ["delegate_permission/common.handle_all_urls", "delegate_permission/common.get_login_creds"])
      #expect(relations[1].1 == ["delegate_permission/common.handle_all_urls"])
    }

    /// Links only: the file is byte for byte what it was (no `webcredentials`, no `appclips`).
    @Test func aSiteForLinksAloneServesTheSameBytesAsBefore() async throws {
      let claims = Shelf.links.screens.universalLinkClaims()
      let server = try LinkServer(LinkPages(routes: Shelf.links, site: Shelf.site))
      let body = Data(await server.respond(method: "GET", target: "/.well-known/apple-app-site-association").body)
      #expect(body == claims.appleAppSiteAssociation(appIDs: Shelf.site.appleAppIDs))
      #expect(!String(decoding: body, as: UTF8.self).contains("webcredentials"))
    }

    @Test func withNoAppleAppTheApplePathIsA404WithNoPage() async throws {
      let site = try LinkSite(
        name: "Notes", host: "notes.example.com", androidApps: ["com.example.notes": [Self.fingerprint]])
      let server = try LinkServer(LinkPages(routes: Shelf.links, site: site))
      for path in ["/.well-known/apple-app-site-association", "/apple-app-site-association"] {
        let response = await server.respond(method: "GET", target: path)
        #expect(response.status == 404 && response.body.isEmpty, "\(path)")
        #expect(!response.headers.contains { $0.name == "Content-Type" })
      }
      #expect(await server.respond(method: "GET", target: "/.well-known/assetlinks.json").status == 200)
    }

    @Test(arguments: [
      ("ABCDE1234.com.example.notes", LinkSiteError.appleAppID("ABCDE1234.com.example.notes")),
      ("abcde12345.com.example.notes", .appleAppID("abcde12345.com.example.notes")),
      ("ABCDE12345", .appleAppID("ABCDE12345")),
      ("ABCDE12345.com example", .appleAppID("ABCDE12345.com example")),
    ])
    func aWrongAppleAppIDIsRefused(id: String, error: LinkSiteError) {
      #expect(throws: error) { try LinkSite(name: "N", host: "h", appleAppIDs: [id]) }
      #expect(throws: error) { try LinkSite(name: "N", host: "h", webCredentialAppIDs: [id]) }
    }

    @Test func wrongFingerprintsAndPackagesAreRefused() {
      let sixteen = "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64"
      let sha1 = Array(repeating: "3B", count: 20).joined(separator: ":")
      let lower = Self.fingerprint.lowercased()
      for value in [sixteen, sha1, lower, "AA:BB", Self.fingerprint + ":00"] {
        #expect(throws: LinkSiteError.fingerprint(value, package: "com.example.notes")) {
          try LinkSite(name: "N", host: "h", androidApps: ["com.example.notes": [value]])
        }
      }
      let alternating = (0..<16).map { _ in "AA:BB" }.joined(separator: ":")
      for value in [
        SiteIdentifiers.documentationSample, Array(repeating: "00", count: 32).joined(separator: ":"),
        Array(repeating: "FF", count: 32).joined(separator: ":"), alternating,
        (0..<32).map { String(format: "%02X", $0) }.joined(separator: ":"),
      ] {
        #expect(throws: LinkSiteError.placeholderFingerprint(value, package: "com.example.notes")) {
          try LinkSite(name: "N", host: "h", androidApps: ["com.example.notes": [value]])
        }
      }
      for package in ["notes", "com..notes", "1com.example", "com.example-notes"] {
        #expect(throws: LinkSiteError.androidPackage(package)) {
          try LinkSite(name: "N", host: "h", androidApps: [package: [Self.fingerprint]])
        }
      }
      #expect(throws: LinkSiteError.signInPackage("com.example.other")) {
        try LinkSite(
          name: "N", host: "h", androidApps: ["com.example.notes": [Self.fingerprint]],
          androidSignIn: ["com.example.other"])
      }
      #expect(
        LinkSiteError.fingerprint(sixteen, package: "com.example.notes").description.contains("32 upper-case hex bytes")
      )
    }
  }
#endif
