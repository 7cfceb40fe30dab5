import DesktopLinks
import Foundation
import Testing

@Suite struct LinkInboxTests {
  @Test func aURLOfTheAppsSchemeWithinTheLimitsIsALink() throws {
    #expect(try LinkInbox.check("notes://notes/3", schemes: ["notes"]).get() == URL(string: "notes://notes/3"))
    #expect(try LinkInbox.check("NOTES:///create?title=a", schemes: ["notes"]).get().scheme == "NOTES")
  }

  @Test func everythingElseIsATypedRefusal() {
    #expect(LinkInbox.check("hello world", schemes: ["notes"]) == .failure(.notAURL("hello world")))
    #expect(LinkInbox.check(":nothing", schemes: ["notes"]) == .failure(.notAURL(":nothing")))
    // Read as given: `%zz` is no percent-encoding, and Foundation's mending it into `%25zz`
    // would hand on another link than the one sent (or signed).
    #expect(
      LinkInbox.check("notes:///notes/2/update?title=a%zzb", schemes: ["notes"])
        == .failure(.notAURL("notes:///notes/2/update?title=a%zzb")))
    #expect(
      LinkInbox.check("file:///tmp/hello", schemes: ["notes"])
        == .failure(.otherScheme(scheme: "file", expected: ["notes"])))
    let long = "notes://notes/" + String(repeating: "9", count: 20_000)
    #expect(LinkInbox.check(long, schemes: ["notes"]) == .failure(.tooLong(length: 20_014, limit: 16_384)))
    #expect(
      LinkInboxError.tooLong(length: 20_014, limit: 16_384).description
        == "Refused a URL of 20014 bytes: the limit is 16384.")
  }

  @Test func aRefusedArgumentIsDescribedWithItsSecretsMasked() {
    let refused = LinkInboxError.notAURL("not a link ?token=s3cret&password=hunter2")
    #expect(refused.description == "Refused \"not a link ?token=•••&password=•••\": not a URL.")
  }

  @Test func eventsWaitForTheirReaderInOrder() async {
    let (inbox, send, finish) = LinkInbox.makeInbox()
    send(.link(URL(string: "notes://a")!))
    send(.rejected(.notAURL("b")))
    finish()
    var events: [LinkInbox.Event] = []
    for await event in inbox.events() { events.append(event) }
    #expect(events == [.link(URL(string: "notes://a")!), .rejected(.notAURL("b"))])
  }

  @Test func aSecondReaderGetsNothingAndAnIssue() async {
    let (inbox, _, finish) = LinkInbox.makeInbox()
    finish()
    _ = inbox.events()
    await withKnownIssue {
      var count = 0
      for await _ in inbox.events() { count += 1 }
      #expect(count == 0)
    }
  }

  #if os(Linux)
    @Test func withoutASessionBusNothingIsForwarded() throws {
      // No bus address and no runtime directory: no app can be running, and no bus is started.
      let noBus = ["PATH": "/usr/bin:/bin", "XDG_RUNTIME_DIR": "/nonexistent"]
      #expect(
        try LinkForwarder.forward([URL(string: "notes://a")!], to: "dev.composablelinks.Probe", environment: noBus)
          == false)
    }

    @Test func anInvalidApplicationIDIsRefused() {
      #expect(throws: DesktopLinksError.invalidApplicationID("not an id")) {
        try LinkForwarder.forward([URL(string: "notes://a")!], to: "not an id")
      }
    }
  #endif
}

#if os(Linux)
  import ComposableLinks

  /// What a running app sends `notes doctor --recent`, and what the reader makes of anything else.
  @Suite struct RecentLinkOutcomesTests {
    @Test func outcomesTravelAsJSONAndBack() throws {
      let outcomes = [
        LinkOutcome(
          pattern: "/notes/:id", result: .shown, source: .desktop, url: "notes://notes/1", duration: .milliseconds(2),
          date: Date(timeIntervalSince1970: 1_700_000_000)),
        LinkOutcome(
          pattern: nil, result: .refused(.unclaimedCallback("An answer to a call that this app never made.")),
          source: .caller("Shortcuts"), url: "notes://x-reply/0/success?token=•••"),
      ]
      #expect(try RecentLinkOutcomes.decode(RecentLinkOutcomes.encode(outcomes)) == outcomes)
    }

    @Test func anUnreadableAnswerIsATypedError() {
      #expect(throws: DesktopLinksError.self) { try RecentLinkOutcomes.decode("{\"not\": \"outcomes\"}") }
      #expect(throws: DesktopLinksError.self) { try RecentLinkOutcomes.decode(String(repeating: "[", count: 10_000)) }
    }

    @Test func withoutASessionBusNoAppIsRunning() throws {
      #expect(try RecentLinkOutcomes.read(from: "org.example.Notes", environment: ["HOME": "/nonexistent"]) == nil)
      #expect(throws: DesktopLinksError.invalidApplicationID("not an id")) {
        try RecentLinkOutcomes.read(from: "not an id", environment: [:])
      }
    }
  }
#endif
