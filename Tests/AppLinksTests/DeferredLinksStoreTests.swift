@_spi(Testing) import ComposableLinks
import ConcurrencyExtras
import Foundation
import LinkTestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Deferred links: a claim the person carried across the install is redeemed once, after they
/// agreed; the site's link is taken in only once its signature holds (a replayed answer is
/// refused), then held, parked (its carrier kept across a relaunch) and recorded as deferred.
@MainActor
@Suite struct DeferredLinksStoreTests {
  let now = Date(timeIntervalSince1970: 1_800_000_000)
  static let signed = URL("https://invites.example/invites/abc?exp=1800000300&kid=site&nonce=n1&sig=good")

  /// A check that takes `sig=good`, spending each nonce once.
  static func check() -> LinkSignatureCheck {
    let spent = LockIsolated<Set<String>>([])
    return LinkSignatureCheck { url, rule in
      let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
      guard let sig = items.first(where: { $0.name == "sig" })?.value else { return .failure(.missing) }
      guard sig == "good" else { return .failure(.badSignature) }
      if rule.singleUse, let nonce = items.first(where: { $0.name == "nonce" })?.value {
        let fresh = spent.withValue { $0.insert(nonce).inserted }
        if !fresh { return .failure(.replayed) }
      }
      return .success("site")
    }
  }

  func makeStore(
    _ state: Invites.State = Invites.State(), answers: [Result<URL, DeferredLinkError>],
    redeemed: LockIsolated<[String]> = LockIsolated([]), disk: Disk = Disk(),
    outcomes: LinkOutcomes = .recording(), check: LinkSignatureCheck = check()
  ) -> TestStore<Invites.State, Invites.Action> {
    let answers = LockIsolated(answers)
    return TestStore(initialState: state) {
      Invites(check: check)
    } withDependencies: {
      $0.uuid = .incrementing
      $0.date = .constant(now)
      $0.continuousClock = TestClock()
      $0.parkedLinkStore = disk.store
      $0.linkOutcomes = outcomes
      $0.deferredLinks = DeferredLinkClient { claim in
        redeemed.withValue { $0.append(claim) }
        return try answers.withValue { try $0.removeFirst().get() }
      }
    }
  }

  @Test func aClaimIsRedeemedOnceAndItsLinkShownAsDeferred() async {
    let redeemed = LockIsolated<[String]>([])
    let outcomes = LinkOutcomes.recording()
    let store = makeStore(answers: [.success(Self.signed)], redeemed: redeemed, outcomes: outcomes)
    await store.send(.deferred(.redeem("  7K3M-0QRS-TVWX-YZ12-3456-789A\n", carrier: .clipboard)))
    await store.receive(\.deferred.redeemed) { $0.shown = "abc" }
    #expect(redeemed.value == ["7K3M-0QRS-TVWX-YZ12-3456-789A"])
    let outcome = outcomes.recent().last
    #expect(outcome?.source == .deferred(.clipboard))
    #expect(outcome?.result == .shown)
    // Taken in without its signature: the route sees the link as it was on the page.
    #expect(outcome?.url == "https://invites.example/invites/abc")
    #expect(outcome?.description.contains("(deferred (clipboard)") == true)
  }

  @Test func aRefusalIsSaidAndChangesNothing() async {
    let store = makeStore(answers: [.failure(.refused(.used)), .failure(.unavailable("connection refused"))])
    await store.send(.deferred(.redeem("7K3M-0QRS-TVWX-YZ12-3456-789A", carrier: .qrCode)))
    await store.receive(\.deferred.failed) { $0.failures = [.refused(.used)] }
    await store.send(.deferred(.redeem("7K3M-0QRS-TVWX-YZ12-3456-789A", carrier: .qrCode)))
    await store.receive(\.deferred.failed) { $0.failures.append(.unavailable("connection refused")) }
  }

  /// A site vouches for where a person lands, never for what runs: its answer is checked for
  /// a deferred link to a screen (a key trusted for requests alone refuses it), and a link
  /// that leads to no screen is refused before it is held, with nothing applied.
  @Test func theSitesLinkIsCheckedForAScreenAndMustLeadToOne() async {
    let purposes = LockIsolated<[LinkKeyPurpose]>([])
    let check = Self.check()
    let store = makeStore(
      answers: [
        .success(URL("https://invites.example/settings/delete?exp=1800000300&kid=site&nonce=n3&sig=good")),
        .success(Self.signed),
      ],
      check: LinkSignatureCheck { url, rule in
        purposes.withValue { $0.append(rule.purpose) }
        return await check.verify(url, rule)
      })
    let redeem = Invites.Action.deferred(.redeem("7K3M-0QRS-TVWX-YZ12-3456-789A", carrier: .clipboard))
    await store.send(redeem)
    await store.receive(\.deferred.redeemed)
    await store.receive(\.deferred.failed) { $0.failures = [.notAScreen("/settings/delete")] }
    await store.send(redeem)
    await store.receive(\.deferred.redeemed) { $0.shown = "abc" }
    #expect(purposes.value == [.deferredScreens, .deferredScreens])
    #expect(
      DeferredLinkError.notAScreen("/settings/delete").description
        == "The site's link (/settings/delete) leads to no screen: a site's link only shows one.")
  }

  @Test func aTextLongerThanAnyClaimIsNeverSent() async {
    let redeemed = LockIsolated<[String]>([])
    let store = makeStore(answers: [], redeemed: redeemed)
    await store.send(.deferred(.redeem(String(repeating: "A", count: 100_000), carrier: .clipboard)))
    await store.receive(\.deferred.failed) { $0.failures = [.refused(.oversized)] }
    #expect(redeemed.value.isEmpty)
  }

  /// A site's answer that is not signed, forged, or replayed (the same signed link a second
  /// time: its nonce was spent) is refused, recorded as deferred, and applies nothing.
  @Test func anAnswerWhoseSignatureDoesNotHoldAppliesNothing() async {
    let outcomes = LinkOutcomes.recording()
    let store = makeStore(
      answers: [
        .success(URL("https://invites.example/invites/abc")),
        .success(URL("https://invites.example/invites/abc?exp=1800000300&kid=site&nonce=n2&sig=forged")),
        .success(Self.signed), .success(Self.signed),
      ], outcomes: outcomes)
    let redeem = Invites.Action.deferred(.redeem("7K3M-0QRS-TVWX-YZ12-3456-789A", carrier: .clipboard))
    await store.send(redeem)
    await store.receive(\.deferred.failed) { $0.failures = [.signature(.missing)] }
    await store.send(redeem)
    await store.receive(\.deferred.failed) { $0.failures.append(.signature(.badSignature)) }
    await store.send(redeem)
    await store.receive(\.deferred.redeemed) { $0.shown = "abc" }
    await store.send(redeem)
    await store.receive(\.deferred.failed) { $0.failures.append(.signature(.replayed)) }
    #expect(
      outcomes.recent().map(\.result) == [
        .refused(.signature(.missing)), .refused(.signature(.badSignature)), .shown, .refused(.signature(.replayed)),
      ])
    #expect(outcomes.recent().allSatisfy { $0.source == .deferred(.clipboard) })
    // Nothing of the signature in the record.
    #expect(outcomes.recent().allSatisfy { !$0.url.contains("good") && !$0.url.contains("forged") })
  }

  /// Redeemed before the person signed in: the link waits, written to disk with its carrier; a
  /// relaunch reads it back, and signing in shows it once, recorded as deferred.
  @Test func aDeferredLinkWaitsAcrossARelaunchAndIsAppliedOnce() async {
    let disk = Disk()
    let first = makeStore(Invites.State(signedIn: false), answers: [.success(Self.signed)], disk: disk)
    await first.send(.deferred(.redeem("7K3M-0QRS-TVWX-YZ12-3456-789A", carrier: .installReferrer)))
    await first.receive(\.deferred.redeemed) {
      var link = ParkedLink(
        id: UUID(0), url: URL("https://invites.example/invites/abc"), pattern: "/invites/:code", kind: .screen,
        arrived: now, requirement: "signed in", redactedBy: Invites.configuration)
      link.carrier = .installReferrer
      $0.parked = ParkedLinks([link])
      $0.signInShown = true
    }
    await disk.waitForWrites(1)
    #expect(disk.links.map(\.carrier) == [.installReferrer])
    await first.skipInFlightEffects()

    // The process was killed; the next one reads what waited.
    let outcomes = LinkOutcomes.recording()
    let second = makeStore(Invites.State(signedIn: false), answers: [], disk: disk, outcomes: outcomes)
    second.exhaustivity = .off(showSkippedAssertions: false)
    await second.send(.parking(.restore))
    await second.receive(\.parking.restored)
    await second.send(.signIn)
    await second.receive(\.parking.resume) { $0.shown = "abc" }
    await second.finish()
    #expect(second.state.parked.isEmpty)
    #expect(outcomes.recent().map(\.source) == [.deferred(.installReferrer)])
    // Signing in again applies nothing more.
    await second.send(.signIn)
    #expect(outcomes.recent().count == 1)
  }

  @Test func aSitesAnswerIsReadAsALinkOrATypedRefusal() throws {
    #expect(
      try DeferredLinkClient.link(fromAnswer: Data(#"{"link":"https://invites.example/invites/abc?sig=x"}"#.utf8))
        == URL("https://invites.example/invites/abc?sig=x"))
    for refusal in LinkClaimRefusal.allCases {
      #expect(throws: DeferredLinkError.refused(refusal)) {
        try DeferredLinkClient.link(fromAnswer: Data(#"{"refused":"\#(refusal.rawValue)","reason":"…"}"#.utf8))
      }
    }
    for garbage in ["", "{", "[]", #"{"link":"not a link"}"#, #"{"refused":"teapot"}"#, "\u{0}"] {
      #expect(throws: DeferredLinkError.self) { try DeferredLinkClient.link(fromAnswer: Data(garbage.utf8)) }
    }
  }
}

/// `DeferredLinkClient`'s example, as written in its documentation: a client on `URLSession`.
@Test func theDocumentedURLSessionClientCompiles() {
  let installID = UUID().uuidString  // in an app: made once, kept with its data
  let client = DeferredLinkClient { claim in
    var request = URLRequest(url: URL(string: "https://notes.example/.well-known/link-claims/redeem")!)
    request.httpMethod = "POST"
    request.httpBody = Data((claim + "\n" + installID).utf8)
    let (body, _) = try await URLSession.shared.data(for: request)
    return try DeferredLinkClient.link(fromAnswer: body)
  }
  _ = client
}
