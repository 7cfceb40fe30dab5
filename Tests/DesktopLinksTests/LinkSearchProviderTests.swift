#if os(Linux)
  import DesktopLinks
  import Foundation
  import Testing

  @Suite struct LinkSearchProviderTests {
    @Test func termsOutOfBoundsFindNothingAndEmptyTermsAreDropped() {
      #expect(LinkSearchProvider.checked([" milk ", "", "eggs"]) == ["milk", "eggs"])
      #expect(LinkSearchProvider.checked(["", "  "]) == nil)
      #expect(LinkSearchProvider.checked(Array(repeating: "a", count: LinkSearchProvider.maximumTerms + 1)) == nil)
      #expect(LinkSearchProvider.checked([String(repeating: "é", count: LinkSearchProvider.maximumTermBytes)]) == nil)
    }

    @Test func resultsAreCappedAndEachLinkComesOnce() async {
      let provider = LinkSearchProvider { terms in
        (0..<200).map { LinkSearchResult(link: URL(string: "app://item/\($0 % 60)")!, name: terms[0]) }
      }
      let results = await provider.results(for: ["x"])
      #expect(results.count == LinkSearchProvider.maximumResults)
      #expect(Set(results.map(\.link)).count == results.count)
      #expect(await provider.results(for: [""]).isEmpty, "a query with no term never reaches the search")
    }

    @Test func anOfferedResultIsRefreshedThroughCurrentOrKeptWithout() async {
      let offered = LinkSearchResult(link: URL(string: "app://item/1")!, name: "Old title")
      #expect(await LinkSearchProvider { _ in [] }.refreshed(offered) == offered)
      let renamed = LinkSearchProvider(search: { _ in [] }, current: { LinkSearchResult(link: $0, name: "New title") })
      #expect(await renamed.refreshed(offered)?.name == "New title")
      #expect(await LinkSearchProvider(search: { _ in [] }, current: { _ in nil }).refreshed(offered) == nil)
    }

    @Test func theShellFilesNameTheProvidersOwnBusNameAndObject() throws {
      let app = try DesktopApp(
        applicationID: "org.example.Notes", name: "Notes", schemes: ["notes"],
        executable: "/opt/notes/bin/notes-window",
        dbusActivatable: true)
      let files = try LinkSearchProvider.shellFiles(for: app)
      #expect(
        files.map(\.path) == [
          "gnome-shell/search-providers/org.example.Notes.search-provider.ini",
          "dbus-1/services/org.example.Notes.SearchProvider.service",
        ])
      #expect(
        files[0].contents.contains(
          "BusName=org.example.Notes.SearchProvider\nObjectPath=/org/example/Notes/SearchProvider\n"))
      #expect(
        files[1].contents
          == "[D-BUS Service]\nName=org.example.Notes.SearchProvider\nExec=/opt/notes/bin/notes-window --gapplication-service\n"
      )
    }
  }
#endif
