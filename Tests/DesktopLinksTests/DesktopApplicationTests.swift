#if canImport(CGIO)
  import ComposableLinks
  import ConcurrencyExtras
  import DesktopLinks
  import GApplicationLinks
  import Foundation
  import Testing

  /// The app's own opener: its own links come straight back to its inbox, checked; others go
  /// to the system (here, a recording fallback). No bus is needed: nothing is registered.
  @MainActor
  @Suite struct DesktopApplicationTests {
    func url(_ string: String) throws -> URL { try #require(URL(string: string)) }

    @Test func ownLinksComeBackInAndOthersGoOut() async throws {
      let application = try DesktopApplication(applicationID: "dev.composablelinks.OpenerTest", schemes: ["Notes"])
      let opened = LockIsolated<[URL]>([])
      let opener = application.opener(
        fallback: URLOpener(
          canOpen: { _ in false },
          open: { url in
            opened.withValue { $0.append(url) }; return true
          }))

      #expect(await opener.canOpen(try url("NOTES://notes/1")))
      #expect(!(await opener.canOpen(try url("https://example.com"))))
      #expect(await opener.open(try url("notes://x-reply/0123456789abcdef/success?id=1")))
      #expect(await opener.open(try url("https://example.com/a")))
      #expect(await opener.open(try url("notes://notes/" + String(repeating: "9", count: 20_000))))
      #expect(opened.value == [try url("https://example.com/a")])

      var events = application.inbox.events().makeAsyncIterator()
      #expect(await events.next() == .link(try url("notes://x-reply/0123456789abcdef/success?id=1")))
      // Checked as the desktop's links are: too long is refused, not delivered.
      guard case .rejected(.tooLong)? = await events.next() else {
        Issue.record("An oversized link was not refused")
        return
      }
    }
  }
#endif
