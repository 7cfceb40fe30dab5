#if SignedLinks
  import ComposableLinks
  import ConcurrencyExtras
  import Foundation
  import SignedLinks
  import Testing

  /// The code of `SigningAndCheckingLinks.md`, run: each of its Swift blocks is a run of lines of
  /// this file or of `SignedLinkIntakeTests.swift` (checked by TCAArticleTests' ArticleCodeTests).
  @MainActor @Suite struct SignedLinkArticleTests {
    @Test func theArticlesSenderRouteAndCheckWorkTogether() async throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("article-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: folder) }
      let usedLinksPath = folder.appendingPathComponent("used-links.json").path

      let key = try LinkSigningKey(keyID: "server-2026")
      let link = try key.sign(
        URL(string: "notes://x-callback-url/notes/3/delete?x-success=caller://deleted")!,
        expiresIn: 600, singleUse: true)

      var trusted = TrustedLinkKeys()
      try trusted.trust(key.publicKey, as: "server-2026")
      let verifier = SignedLinkVerifier(keys: { [trusted] in trusted }, nonces: .file(at: usedLinksPath))

      let intake = LinkIntake(Drawer.links, link: \.link, finished: \.finished).checkingSignatures(verifier.check)

      #expect(
        await verifier.verify(link, rule: LinkSignatureRule(maximumAge: 600, singleUse: true))
          == .success("server-2026"))
      // The intake takes a signed link to the drawer's route and answers it as checked.
      var state = Drawer.State()
      let drawerLink = try key.sign(URL(string: "drawer:///remove?name=a")!, expiresIn: 600, singleUse: true)
      let work = intake.reduce(into: &state, action: .link(drawerLink))
      #expect(work.actions.isEmpty && work.operations.count == 1)
      let sent = LockIsolated<[Drawer.Action]>([])
      // The feature's part: the request's reply answered, which ends the operation.
      for operation in work.operations {
        await operation.run { action in
          sent.withValue { $0.append(action) }
          if case let .remove(_, reply) = action { reply.answer(.success(NoOutput())) }
        }
      }
      guard case let .remove(item, _)? = sent.value.first else {
        Issue.record("the signed link did not reach its route: \(sent.value)")
        return
      }
      #expect(item == Drawer.Item(name: "a"))
    }
  }
#endif
