import Configuration
import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdTLS
import LinkServer
import Logging
import NIOSSL
import NotesFeature
import Prometheus
import ServiceLifecycle

/// `notes-web`: the notes domain's web side (``NotesWebsite``) on Hummingbird, until SIGTERM or
/// SIGINT, finishing the requests in flight. Settings from flags, else the environment:
///
///   --web-host / WEB_HOST                     the address to listen on (127.0.0.1)
///   --web-port / WEB_PORT                     the port (8080; 0 picks a free one)
///   --web-tls-certificate / WEB_TLS_CERTIFICATE, --web-tls-key / WEB_TLS_KEY
///                                             PEM files: serve HTTPS (the platforms fetch the
///                                             association files over HTTPS only)
///   --site-host / SITE_HOST                   the links' host (notes.example.com)
///   --site-apple-app-ids / SITE_APPLE_APP_IDS  TEAMID.bundle.id, comma-separated
///   --site-android-package / SITE_ANDROID_PACKAGE, --site-android-sha256 / SITE_ANDROID_SHA256
///   --notes-database / NOTES_DATABASE         the notes database (the default location)
///   --log-level / LOG_LEVEL                   trace … critical (info)
///
/// Prints `listening on URL` once it listens. Not in the `.deb`: a web host's program.
@main
struct NotesWeb {
  static func main() async throws {
    let config = ConfigReader(providers: [CommandLineArgumentsProvider(), EnvironmentVariablesProvider()])
    var logger = Logger(label: "notes-web")
    logger.logLevel = config.string(forKey: "log.level").flatMap(Logger.Level.init(rawValue:)) ?? .info
    let database = try NotesDatabase.live(
      path: config.string(forKey: "notes.database") ?? NotesDatabase.defaultPath())
    let android = config.string(forKey: "site.android.package").map { package in
      [package: config.stringArray(forKey: "site.android.sha256", default: [])]
    }
    let site = NotesWebsite.site(
      host: config.string(forKey: "site.host", default: NotesAssociations.host),
      appleAppIDs: config.stringArray(forKey: "site.apple.app.ids", default: []), androidApps: android ?? [:])
    let server = try LinkServer(NotesWebsite.pages(database: database, site: site), logger: logger)
    let registry = PrometheusCollectorRegistry()
    let router = Router()
    router.add(middleware: server.middleware(metrics: registry))

    let host = config.string(forKey: "web.host", default: "127.0.0.1")
    let port = config.int(forKey: "web.port", default: 8080)
    var builder = HTTPServerBuilder.http1()
    var scheme = "http"
    if let certificate = config.string(forKey: "web.tls.certificate"), let key = config.string(forKey: "web.tls.key") {
      let chain = try NIOSSLCertificate.fromPEMFile(certificate).map { NIOSSLCertificateSource.certificate($0) }
      let tls = TLSConfiguration.makeServerConfiguration(
        certificateChain: chain, privateKey: .privateKey(try NIOSSLPrivateKey(file: key, format: .pem)))
      builder = try .tls(.http1(), tlsConfiguration: tls)
      scheme = "https"
    }
    let served = scheme
    let app = Application(
      router: router, server: builder, configuration: .init(address: .hostname(host, port: port)),
      onServerRunning: { channel in
        let bound = channel.localAddress?.port ?? port
        // Written straight to the descriptor: a pipe's reader waits for this line.
        let line = localized("listening on %@", "\(served)://\(host):\(bound)") + "\n"
        FileHandle.standardOutput.write(Data(line.utf8))
      }, logger: logger)
    try await ServiceGroup(services: [app], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger).run()
  }
}
