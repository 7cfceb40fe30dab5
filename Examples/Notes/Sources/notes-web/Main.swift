import ArgumentParser
import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdTLS
import LinkServer
import LinkServerPostgres
import LinkServerSQLite
import Logging
import NIOSSL
import NotesStore
import PostgresNIO
import Prometheus
import ServiceLifecycle

/// `notes-web`: the notes domain's web side (``NotesWebsite``) on Hummingbird, until SIGTERM or
/// SIGINT, finishing the requests in flight. Each setting is a flag, else an environment
/// variable, else its default. Prints `listening on URL` once it listens. Not in the `.deb`: a
/// web host's program.
@main
struct NotesWeb: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "notes-web",
    abstract: localized("Serve the notes links' association files and a page for each link."))

  @Option(help: ArgumentHelp(localized("The address to listen on ($WEB_HOST; default 127.0.0.1).")))
  var webHost: String?
  @Option(help: ArgumentHelp(localized("The port; 0 picks a free one ($WEB_PORT; default 8080).")))
  var webPort: Int?
  @Option(help: ArgumentHelp(localized("A PEM certificate chain: serve HTTPS ($WEB_TLS_CERTIFICATE).")))
  var webTLSCertificate: String?
  @Option(help: ArgumentHelp(localized("The PEM private key of the certificate ($WEB_TLS_KEY).")))
  var webTLSKey: String?
  @Option(help: ArgumentHelp(localized("The links' host ($SITE_HOST; default the map's first).")))
  var siteHost: String?
  @Option(
    help: ArgumentHelp(
      localized("The links' map, as 'notes routes --map' writes it ($LINK_MAP; default the built-in one).")))
  var linkMap: String?
  @Option(
    name: .customLong("site-apple-app-ids"),
    help: ArgumentHelp(
      localized("iOS apps the site vouches for, TEAMID.bundle.id, comma-separated ($SITE_APPLE_APP_IDS).")))
  var siteAppleAppIDs: String?
  @Option(
    name: .customLong("site-app-store-id"),
    help: ArgumentHelp(localized("The app's App Store id, for Safari's Smart App Banner ($SITE_APP_STORE_ID).")))
  var siteAppStoreID: String?
  @Option(
    name: .customLong("site-web-credentials"),
    help: ArgumentHelp(
      localized(
        "Apps that share the site's passkeys and passwords, TEAMID.bundle.id, comma-separated ($SITE_WEB_CREDENTIALS).")
    ))
  var siteWebCredentials: String?
  @Flag(help: ArgumentHelp(localized("The Android app shares the site's sign-in (get_login_creds).")))
  var siteAndroidSignIn = false
  @Option(
    name: .customLong("site-flatpak-id"),
    help: ArgumentHelp(localized("The app's AppStream id, for Linux readers' software center ($SITE_FLATPAK_ID).")))
  var siteFlatpakID: String?
  @Option(help: ArgumentHelp(localized("The Android package the site vouches for ($SITE_ANDROID_PACKAGE).")))
  var siteAndroidPackage: String?
  @Option(
    help: ArgumentHelp(
      localized("Its signing certificates' SHA-256 fingerprints, comma-separated ($SITE_ANDROID_SHA256).")))
  var siteAndroidSha256: String?
  @Option(help: ArgumentHelp(localized("The database file ($NOTES_DATABASE; default the notes app's).")))
  var database: String?
  @Option(help: ArgumentHelp(localized("How much to log: trace … critical ($LOG_LEVEL; default info).")))
  var logLevel: String?
  @Option(
    help: ArgumentHelp(
      localized("The site's signing key file ('NAME PRIVATE-KEY'): offer deferred links ($SITE_SIGNING_KEY).")))
  var siteSigningKey: String?
  @Option(
    help: ArgumentHelp(
      localized("The SQLite file of claims ($CLAIMS_DATABASE; default claims.sqlite beside the notes).")))
  var claimsDatabase: String?
  @Option(
    help: ArgumentHelp(
      localized(
        "Keep claims in PostgreSQL instead, postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE ($CLAIMS_POSTGRES).")
    ))
  var claimsPostgres: String?
  @Option(
    help: ArgumentHelp(localized("How long a claim may be redeemed, in seconds ($CLAIM_LIFETIME; default 3600).")))
  var claimLifetime: Int?
  @Option(
    help: ArgumentHelp(
      localized("Serve /metrics on HOST:PORT, a listener of its own ($METRICS_ADDRESS; default none).")))
  var metricsAddress: String?
  @Option(
    help: ArgumentHelp(
      localized("Seconds a client may take to send a request's head ($WEB_HEAD_DEADLINE; default 10).")))
  var webHeadDeadline: Int?
  @Option(
    help: ArgumentHelp(
      localized("Claims one client may make at once, then one a minute; 0: no limit ($CLAIMS_PER_CLIENT; default 10)."))
  )
  var claimsPerClient: Int?
  @Option(
    help: ArgumentHelp(
      localized(
        "The header a reverse proxy names the client in, such as X-Forwarded-For ($CLIENT_HEADER; default none).")))
  var clientHeader: String?

  @Option(
    help: ArgumentHelp(
      localized(
        "Before serving, import another service's short links: a CSV export of old short link and link (Firebase Dynamic Links, Branch), kept with the claims."
      )))
  var importLinks: String?
  @Flag(help: ArgumentHelp(localized("Imported short links answer with a redirect (308) rather than the page.")))
  var redirectImported = false
  @Option(
    help: ArgumentHelp(
      localized("Instead of serving: make a short link (/s/CODE) for this link of the site, print it, and exit.")))
  var shorten: String?
  @Option(help: ArgumentHelp(localized("How many times the short link may be followed (default: no limit).")))
  var uses: Int?

  @Option(
    name: .customLong("check-previews"),
    help: ArgumentHelp(
      localized(
        "Instead of serving: fetch each screen's example page at this address (a running site), and its image, as a chat app unfurls them; exit 1 when one breaks a rule."
      )))
  var checkPreviews: String?

  func run() async throws {
    let environment = ProcessInfo.processInfo.environment
    func setting(_ flag: String?, _ variable: String) -> String? {
      flag ?? environment[variable].flatMap { $0.isEmpty ? nil : $0 }
    }
    func list(_ text: String?) -> [String] { text?.split(separator: ",").map(String.init) ?? [] }
    var logger = Logger(label: "notes-web")
    logger.logLevel = setting(logLevel, "LOG_LEVEL").flatMap(Logger.Level.init(rawValue:)) ?? .info
    let notesPath = database ?? NotesDatabase.defaultPath()
    let android = setting(siteAndroidPackage, "SITE_ANDROID_PACKAGE").map { package in
      [package: list(setting(siteAndroidSha256, "SITE_ANDROID_SHA256"))]
    }
    let map = try NotesWebsite.map(at: setting(linkMap, "LINK_MAP"))
    let site: LinkSite
    do {
      site = try NotesWebsite.site(
        host: setting(siteHost, "SITE_HOST") ?? map.universalLinkHosts.first ?? "localhost",
        appleAppIDs: list(setting(siteAppleAppIDs, "SITE_APPLE_APP_IDS")), androidApps: android ?? [:],
        appStoreID: setting(siteAppStoreID, "SITE_APP_STORE_ID"),
        webCredentials: list(setting(siteWebCredentials, "SITE_WEB_CREDENTIALS")),
        androidSignIn: siteAndroidSignIn ? Set(android?.keys.map { $0 } ?? []) : [],
        flatpakID: setting(siteFlatpakID, "SITE_FLATPAK_ID"))
    } catch {
      throw ValidationError("\(error)")
    }
    if let checkPreviews {
      // The pages as a running site serves them: the check needs the map's examples, not the notes.
      guard let base = URL(string: checkPreviews), base.host != nil else {
        throw ValidationError(
          localized("--check-previews takes the site's address, such as https://notes.example.com."))
      }
      let report = await LinkPages(map: map, site: site).checkPreviews(base: base, fetch: PreviewFetch.live)
      print(report)
      throw ExitCode(report.passes ? 0 : 1)
    }
    let notes = try NotesDatabase.live(path: notesPath)
    var pages = NotesWebsite.pages(map: map, database: notes, site: site)
    // The PostgreSQL client runs for the process's life, from before the server listens (the
    // table is made first) until it has finished its last request.
    var postgres: Task<Void, Never>?
    defer { postgres?.cancel() }
    // Claims and short links share one store, made when either is asked for.
    let keyFile = setting(siteSigningKey, "SITE_SIGNING_KEY")
    var store: LinkClaimStore?
    let claimsAsked =
      setting(claimsPostgres, "CLAIMS_POSTGRES") != nil || setting(claimsDatabase, "CLAIMS_DATABASE") != nil
    let besideNotes = URL(fileURLWithPath: notesPath).deletingLastPathComponent()
      .appendingPathComponent("claims.sqlite").path
    // A store already beside the notes (made by `notes share N --short`, or an earlier run) is
    // served whatever the flags: its short links keep answering.
    if keyFile != nil || importLinks != nil || shorten != nil || claimsAsked
      || FileManager.default.fileExists(atPath: besideNotes)
    {
      if let address = setting(claimsPostgres, "CLAIMS_POSTGRES") {
        let client = PostgresClient(configuration: try Self.postgres(address), backgroundLogger: logger)
        postgres = Task { await client.run() }
        store = try await LinkClaimStore.postgres(client, logger: logger)
      } else {
        store = try LinkClaimStore.sqlite(at: setting(claimsDatabase, "CLAIMS_DATABASE") ?? besideNotes)
      }
    }
    // Short links (`/s/<code>`, and those imported) answer wherever a store is kept.
    pages.shortLinks = store
    if let keyFile, let store {
      let key = try SigningKeyFile.read(keyFile)
      let lifetime = Int(setting(claimLifetime.map(String.init), "CLAIM_LIFETIME") ?? "3600") ?? 3600
      pages.deferredLinks = DeferredLinks(store: store, signingKey: key, lifetime: .seconds(lifetime))
      // Behind a reverse proxy, the header it names the client in (trusted only when given).
      pages.deferredLinks?.clientHeader = setting(clientHeader, "CLIENT_HEADER")
      if let burst = setting(claimsPerClient.map(String.init), "CLAIMS_PER_CLIENT").flatMap(Int.init) {
        pages.deferredLinks?.perClient = burst > 0 ? LinkClaimRate(burst: burst) : nil
      }
    }
    let server = try LinkServer(pages, logger: logger)
    if let shorten {
      guard let link = URL(string: shorten) else { throw ValidationError(localized("%@ is not a link.", shorten)) }
      do {
        print(try await server.shorten(link, uses: uses).absoluteString)
      } catch {
        throw ValidationError(error.description)
      }
      return
    }
    if let importLinks {
      let report = try await server.importLinks(
        csv: try String(contentsOfFile: importLinks, encoding: .utf8), redirects: redirectImported)
      // Written at once, as `listening on` is: under a supervisor, standard output is a pipe.
      let line = localized(
        "imported short links: %@ kept, %@ already kept, %@ refused", report.kept.count, report.taken.count,
        report.refused.count)
      FileHandle.standardOutput.write(Data((line + "\n").utf8))
      for refusal in report.refused {
        FileHandle.standardError.write(Data("\(importLinks):\(refusal.line): \(refusal.reason)\n".utf8))
      }
    }
    let router = Router(context: NotesWebContext.self)
    let registry = PrometheusCollectorRegistry()
    router.add(middleware: server.middleware(metrics: registry))
    // The metrics on a listener of their own (an address only the scraper reaches), if asked.
    var services: [any Service] = []
    if let address = setting(metricsAddress, "METRICS_ADDRESS") {
      guard let colon = address.lastIndex(of: ":"), let port = Int(address[address.index(after: colon)...]),
        (0...65535).contains(port)
      else { throw ValidationError(localized("The metrics address must be HOST:PORT.")) }
      let metricsHost = String(address[..<colon])
      services.append(
        Application(
          router: LinkServer.metricsRouter(registry),
          configuration: .init(address: .hostname(metricsHost, port: port)),
          onServerRunning: { channel in
            let line = "metrics on http://\(metricsHost):\(channel.localAddress?.port ?? port)\n"
            FileHandle.standardOutput.write(Data(line.utf8))
          }, logger: logger))
    }

    let host = setting(webHost, "WEB_HOST") ?? "127.0.0.1"
    guard let port = Int(setting(webPort.map(String.init), "WEB_PORT") ?? "8080"), (0...65535).contains(port) else {
      throw ValidationError(localized("The port must be a number from 0 to 65535."))
    }
    // Strangers' connections: a deadline on each request's head and body, an idle timeout,
    // and a limit per client address (LinkServerConnections' defaults).
    var connections = LinkServerConnections()
    if let seconds = setting(webHeadDeadline.map(String.init), "WEB_HEAD_DEADLINE").flatMap(Int.init), seconds > 0 {
      connections.headDeadline = .seconds(seconds)
    }
    var builder = connections.http1()
    var scheme = "http"
    if let certificate = setting(webTLSCertificate, "WEB_TLS_CERTIFICATE"),
      let key = setting(webTLSKey, "WEB_TLS_KEY")
    {
      let chain = try NIOSSLCertificate.fromPEMFile(certificate).map { NIOSSLCertificateSource.certificate($0) }
      let tls = TLSConfiguration.makeServerConfiguration(
        certificateChain: chain, privateKey: .privateKey(try NIOSSLPrivateKey(file: key, format: .pem)))
      builder = try .tls(connections.http1(), tlsConfiguration: tls)
      scheme = "https"
    }
    let served = scheme
    let app = Application(
      router: router, server: builder, configuration: .init(address: .hostname(host, port: port)),
      onServerRunning: { channel in
        // Written straight to the descriptor: a pipe's reader waits for this line.
        let line = localized("listening on %@", "\(served)://\(host):\(channel.localAddress?.port ?? port)") + "\n"
        FileHandle.standardOutput.write(Data(line.utf8))
      }, logger: logger)
    try await ServiceGroup(services: [app] + services, gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
      .run()
  }

  /// The client settings of `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE` (no TLS: a
  /// database on the site's own network).
  static func postgres(_ address: String) throws -> PostgresClient.Configuration {
    guard let url = URLComponents(string: address), url.scheme == "postgres" || url.scheme == "postgresql",
      let host = url.host, !host.isEmpty, let user = url.user
    else {
      throw ValidationError(
        localized("The PostgreSQL address must be postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE."))
    }
    let database = url.path.split(separator: "/").first.map(String.init)
    return PostgresClient.Configuration(
      host: host, port: url.port ?? 5432, username: user, password: url.password, database: database, tls: .disable)
  }
}
