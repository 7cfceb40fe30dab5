#if LinkServer
  import AppLinks
  import Foundation
  import LinkRouting
  import Testing

  @testable import LinkServer

  /// The map of an app's links: what a site is built from, with none of the app's code. Written
  /// as JSON and read back unchanged; a site built from it answers every request as a site built
  /// from the table itself; a map that is not one is refused with a typed error.
  @Suite struct LinkMapTests {
    @Test func theMapSaysWhatTheSiteNeedsAndNothingOfTheApp() throws {
      let map = LinkServerStrangerTests.links.map
      #expect(map.schemes == ["notes"] && map.universalLinkHosts == ["notes.example.com"])
      #expect(map.hostIsFirstPathSegment && map.limits.maxURLLength == 2048)
      let routes = Dictionary(uniqueKeysWithValues: map.routes.map { ($0.pattern, $0) })
      #expect(routes["/items/:id"]?.screen == true && routes["/items/:id"]?.landing == true)
      #expect(routes["/items/:id/edit"]?.landing == false)
      #expect(routes["/items/:id/delete"]?.request == true && routes["/items/:id/delete"]?.landing == false)
      #expect(routes["/join/:code"]?.landing == true)
      #expect(routes["/join/:code"]?.landingReason == "joining shows the invitation and asks first")
      #expect(
        routes["/items/:id/rename"]?.signature
          == LinkMap.Signature(maximumAge: 600, singleUse: true, signedOnly: false))
      let json = String(decoding: map.json(), as: UTF8.self)
      #expect(!json.contains("State") && !json.contains("Action"))
    }

    @Test func aMapReadsBackAsItWasWritten() throws {
      let map = Shelf.links.map
      #expect(try LinkMap(json: map.json()) == map)
      #expect(map.json() == map.json(), "written the same every time")
      #expect(throws: LinkMapError.self) { try LinkMap(json: Data("not json".utf8)) }
      var other = map
      other.format = 2
      #expect(throws: LinkMapError.format(2)) { try LinkMap(json: other.json()) }
    }

    /// Aliases and renamed parameters survive the map: a published link still reaches its page.
    @Test func aSiteFromTheMapAnswersAsASiteFromTheTable() async throws {
      let routes = LinkRoutes<Shelf.State, Shelf.Action>(Shelf.configuration) { screens in
        Shelf.screens(&screens)
        screens.alias("/note/:noteID", of: "/notes/:id", renaming: ["noteID": "id"])
        screens.renaming(["q": "query"], in: "/search")
      } requests: {
        Shelf.requests(&$0)
      }
      let fromTable = try LinkServer(LinkPages(routes: routes, site: Shelf.site))
      let fromMap = try LinkServer(LinkPages(map: LinkMap(json: routes.map.json()), site: Shelf.site))
      for target in [
        "/notes/3", "/note/3", "/search?q=milk", "/search?query=milk", "/notes/3/rename?title=x", "/nowhere",
        "/.well-known/apple-app-site-association", "/.well-known/assetlinks.json", "/notes/3?x-success=javascript:x",
        "/notes/3?" + String(repeating: "a=1&", count: 60),
      ] {
        let (table, map) = (
          await fromTable.respond(method: "GET", target: target), await fromMap.respond(method: "GET", target: target)
        )
        #expect(table.status == map.status && table.body == map.body, "\(target)")
      }
      #expect(await fromMap.respond(method: "GET", target: "/note/3").status == 200)
      #expect(await fromMap.respond(method: "GET", target: "/nowhere").status == 404)
    }

    @Test func aMapEditedIntoNonsenseFailsTheBuildWithItsReason() {
      var map = Shelf.links.map
      map.routes.append(LinkMap.Route(pattern: "/notes/:other", screen: true, request: false, landing: true))
      #expect(throws: RouteRegistrationError.self) { try LinkServer(LinkPages(map: map, site: Shelf.site)) }
    }
  }
#endif
