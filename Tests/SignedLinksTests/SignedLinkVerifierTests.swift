#if SignedLinks
  import Foundation
  import LinkRouting
  import SignedLinks
  import Testing

  /// A link signed by a trusted key runs; every other is refused with its own reason.
  @Suite struct SignedLinkVerifierTests {
    static let now = Date(timeIntervalSince1970: 1_900_000_000)
    static let rule = LinkSignatureRule(maximumAge: 600, singleUse: true)
    static let delete = URL(string: "notes://x-callback-url/notes/3/delete?x-success=caller://ok")!

    let key: LinkSigningKey
    let verifier: SignedLinkVerifier

    init() throws {
      let key = try LinkSigningKey(keyID: "server-1")
      var keys = TrustedLinkKeys()
      try keys.trust(key.publicKey, as: key.keyID)
      self.key = key
      verifier = SignedLinkVerifier(keys: { [keys] in keys }, nonces: .inMemory(), now: { Self.now })
    }

    @Test func aSignedLinkRunsOnceThenIsReplayed() async throws {
      let link = try key.sign(Self.delete, expiresIn: 300, singleUse: true, now: Self.now)
      #expect(
        link.absoluteString.hasPrefix("notes://x-callback-url/notes/3/delete?x-success=caller://ok&exp=1900000300&"))
      #expect(await verifier.verify(link, rule: Self.rule) == .success("server-1"))
      #expect(await verifier.verify(link, rule: Self.rule) == .failure(.replayed))
      // A route that is not single-use takes it again.
      #expect(
        await verifier.verify(link, rule: LinkSignatureRule(maximumAge: 600, singleUse: false)) == .success("server-1"))
    }

    @Test func everyRefusalHasItsOwnReason() async throws {
      let signed = { (url: URL, expiresIn: Int, now: Date) in
        try key.sign(url, expiresIn: expiresIn, singleUse: true, now: now)
      }
      #expect(await verifier.verify(Self.delete, rule: Self.rule) == .failure(.missing))
      let expired = try signed(Self.delete, 10, Self.now - 3600)
      #expect(await verifier.verify(expired, rule: Self.rule) == .failure(.expired))
      let early = try signed(Self.delete, 300, Self.now + 3600)
      #expect(await verifier.verify(early, rule: Self.rule) == .failure(.notYetValid))
      let long = try signed(Self.delete, 86_400, Self.now)
      #expect(await verifier.verify(long, rule: Self.rule) == .failure(.lifetimeTooLong))
      let stranger = try LinkSigningKey(keyID: "stranger").sign(
        Self.delete, expiresIn: 300, singleUse: true, now: Self.now)
      #expect(await verifier.verify(stranger, rule: Self.rule) == .failure(.unknownKey("stranger")))
      // Signed by another key that claims a trusted id.
      let impostor = try LinkSigningKey(keyID: "server-1").sign(
        Self.delete, expiresIn: 300, singleUse: true, now: Self.now)
      #expect(await verifier.verify(impostor, rule: Self.rule) == .failure(.badSignature))
      // The signed link with its note changed.
      let good = try signed(Self.delete, 300, Self.now)
      let changed = URL(string: good.absoluteString.replacingOccurrences(of: "/notes/3/", with: "/notes/4/"))!
      #expect(await verifier.verify(changed, rule: Self.rule) == .failure(.badSignature))
      let unreadable = URL(string: good.absoluteString + "#more")!
      #expect(
        await verifier.verify(unreadable, rule: Self.rule) == .failure(.malformed("a signed link has no fragment")))
    }

    @Test func aRevokedKeyIsRefusedByNameAndARotatedOneTakesItsPlace() async throws {
      let next = try LinkSigningKey(keyID: "server-2")
      var keys = TrustedLinkKeys()
      try keys.trust(key.publicKey, as: key.keyID)
      try keys.trust(next.publicKey, as: next.keyID)
      keys.revoke("server-1")
      #expect(throws: LinkSigningError.invalidKeyID("server-1")) { try keys.trust(key.publicKey, as: "server-1") }
      #expect(keys.ids == ["server-2"])
      let verifier = SignedLinkVerifier(keys: { [keys] in keys }, nonces: .inMemory(), now: { Self.now })
      let old = try key.sign(Self.delete, expiresIn: 300, singleUse: true, now: Self.now)
      #expect(await verifier.verify(old, rule: Self.rule) == .failure(.revokedKey("server-1")))
      let new = try next.sign(Self.delete, expiresIn: 300, singleUse: true, now: Self.now)
      #expect(await verifier.verify(new, rule: Self.rule) == .success("server-2"))
      #expect(throws: LinkSigningError.invalidKey) { try keys.trust("not a key", as: "server-3") }
    }

    /// A verifier that trusts `key` and keeps its used nonces in the file at `path`, at `now`:
    /// what a process that starts with that record does.
    func fileVerifier(recordAt path: String, now: Date = Self.now) throws -> SignedLinkVerifier {
      var keys = TrustedLinkKeys()
      try keys.trust(key.publicKey, as: key.keyID)
      return SignedLinkVerifier(keys: { [keys] in keys }, nonces: .file(at: path), now: { now })
    }

    /// A used single-use link is refused after a relaunch: the record is a file, written whole
    /// and atomically, and a new process reads it back.
    @Test func aReplayedLinkIsRefusedAfterARelaunch() async throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nonces-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: folder) }
      let path = folder.appendingPathComponent("used-links.json").path
      let link = try key.sign(Self.delete, expiresIn: 300, singleUse: true, now: Self.now)
      let first = try fileVerifier(recordAt: path)
      #expect(await first.verify(link, rule: Self.rule) == .success("server-1"))
      let relaunched = try fileVerifier(recordAt: path)
      #expect(await relaunched.verify(link, rule: Self.rule) == .failure(.replayed))
      // Forgotten once expired: the record does not grow without end.
      let later = try fileVerifier(recordAt: path, now: Self.now + 3600)
      let fresh = try key.sign(Self.delete, expiresIn: 300, singleUse: true, now: Self.now + 3600)
      #expect(await later.verify(fresh, rule: Self.rule) == .success("server-1"))
      let record = try String(contentsOfFile: path, encoding: .utf8)
      #expect(record.components(separatedBy: "server-1 ").count == 2, "\(record)")
      #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o600)
      // A record that cannot be read refuses single-use links, and is left for the user.
      try Data("garbage".utf8).write(to: URL(fileURLWithPath: path))
      let another = try key.sign(Self.delete, expiresIn: 300, singleUse: true, now: Self.now + 3600)
      guard case .failure(.unavailable) = await later.verify(another, rule: Self.rule) else {
        Issue.record("a damaged record was overwritten")
        return
      }
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "garbage")
    }

    /// The record is read from the file itself: a symbolic link in its place (to a valid copy
    /// elsewhere) is not followed, not replaced, and refuses single-use links with a typed error;
    /// so is a link left where the new record is written.
    @Test func aRecordReachedThroughALinkFailsClosed() async throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nonces-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: folder) }
      let elsewhere = folder.appendingPathComponent("elsewhere.json").path
      let path = folder.appendingPathComponent("used-links.json").path
      let first = try key.sign(Self.delete, expiresIn: 300, singleUse: true, now: Self.now)
      let writer = try fileVerifier(recordAt: elsewhere)
      #expect(await writer.verify(first, rule: Self.rule) == .success("server-1"))
      let copy = try Data(contentsOf: URL(fileURLWithPath: elsewhere))
      try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: elsewhere)
      let verifier = try fileVerifier(recordAt: path)
      let second = try key.sign(Self.delete, expiresIn: 300, singleUse: true, now: Self.now)
      #expect(
        await verifier.verify(second, rule: Self.rule)
          == .failure(
            .unavailable(
              "the record of used links at \(path) is a symbolic link, which is not followed; move it away to start anew"
            )))
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == elsewhere)
      #expect(try Data(contentsOf: URL(fileURLWithPath: elsewhere)) == copy)

      // A link where the new record is written is removed, not written through.
      try FileManager.default.removeItem(atPath: path)
      let target = folder.appendingPathComponent("target").path
      try Data("kept".utf8).write(to: URL(fileURLWithPath: target))
      try FileManager.default.createSymbolicLink(atPath: path + ".new", withDestinationPath: target)
      #expect(await verifier.verify(second, rule: Self.rule) == .success("server-1"))
      #expect(try String(contentsOfFile: target, encoding: .utf8) == "kept")
      #expect(try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType == .typeRegular)
    }

    @Test func aFullRecordRefusesRatherThanForgetsEarly() async throws {
      var keys = TrustedLinkKeys()
      try keys.trust(key.publicKey, as: key.keyID)
      let verifier = SignedLinkVerifier(keys: { [keys] in keys }, nonces: .inMemory(capacity: 2), now: { Self.now })
      for _ in 0..<2 {
        let link = try key.sign(Self.delete, expiresIn: 300, singleUse: true, now: Self.now)
        #expect(await verifier.verify(link, rule: Self.rule) == .success("server-1"))
      }
      let third = try key.sign(Self.delete, expiresIn: 300, singleUse: true, now: Self.now)
      #expect(
        await verifier.verify(third, rule: Self.rule)
          == .failure(.unavailable("too many single-use links are still valid")))
    }

    @Test func aKeyIsKeptAndReadBack() throws {
      let copy = try LinkSigningKey(keyID: key.keyID, rawRepresentation: key.rawRepresentation)
      #expect(copy.publicKey == key.publicKey)
      #expect(try LinkSigningKey(keyID: key.keyID, privateKey: key.privateKey).publicKey == key.publicKey)
      #expect(throws: LinkSigningError.invalidKey) { try LinkSigningKey(keyID: "k", privateKey: "not base64url!") }
      #expect(throws: LinkSigningError.invalidKeyID("a b")) { try LinkSigningKey(keyID: "a b") }
      #expect(throws: LinkSigningError.invalidKey) {
        try LinkSigningKey(keyID: "k", rawRepresentation: Data([1, 2, 3]))
      }
    }
  }

  /// The table that prints a route's link signs it, and reads it back.
  @Suite struct SignedLinkPrintingTests {
    struct NoteLink: Codable, Equatable, Sendable { var id: Int }

    @Test func theTableThatPrintsALinkSignsItAndReadsItBack() async throws {
      let key = try LinkSigningKey(keyID: "server-1")
      let router = LinkRouter(scheme: "notes") { router in
        router.route("/notes/:id/delete") { (_: NoteLink) in }
      }
      let now = Date(timeIntervalSince1970: 1_900_000_000)
      let link = try router.url(
        for: "/notes/:id/delete", input: NoteLink(id: 3), host: "x-callback-url", signedBy: key, expiresIn: 600,
        singleUse: true, now: now)
      #expect(link.absoluteString.hasPrefix("notes://x-callback-url/notes/3/delete?exp=1900000600&iat=1900000000&kid="))
      var keys = TrustedLinkKeys()
      try keys.trust(key.publicKey, as: key.keyID)
      let verifier = SignedLinkVerifier(keys: { [keys] in keys }, nonces: .inMemory(), now: { now })
      #expect(
        await verifier.verify(link, rule: LinkSignatureRule(maximumAge: 600, singleUse: true)) == .success("server-1"))
      #expect(try router.match(link.absoluteString, as: NoteLink.self).input == NoteLink(id: 3))
    }
  }
#endif
