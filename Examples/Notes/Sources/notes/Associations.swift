import ArgumentParser
import ComposableLinks
import Foundation
import NotesFeature

struct Associations: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "associations",
    abstract: localized("Write the association files for links from the web, or check published ones."),
    discussion: """
      Writes apple-app-site-association and assetlinks.json from the app's screens, claiming
      exactly the paths they route. --check reads a file (or fetches one over HTTPS) and reports,
      per route and per component, what agrees with the routes; it exits 1 on any disagreement.
      Example: notes associations --apple-app-id ABCDE12345.dev.example.notes --output site/.well-known
      """
  )

  @OptionGroup var logging: LoggingOption

  @Option(help: ArgumentHelp(localized("The universal-link host.")))
  var host = NotesAssociations.host

  @Option(help: ArgumentHelp(localized("An iOS app allowed to open the links: TEAMID.bundle.id (repeatable).")))
  var appleAppID: [String] = []

  @Option(help: ArgumentHelp(localized("An Android package allowed to open the links (repeatable).")))
  var androidPackage: [String] = []

  @Option(help: ArgumentHelp(localized("The SHA-256 fingerprint of the Android signing certificate (repeatable).")))
  var androidSha256: [String] = []

  @Flag(help: ArgumentHelp(localized("Also write Android 15's dynamic rules (dynamic_app_link_components).")))
  var dynamic = false

  @Option(help: ArgumentHelp(localized("Write the files into this folder instead of printing them.")))
  var output: String?

  @Option(help: ArgumentHelp(localized("Check this file, or fetch this https:// URL and check it.")))
  var check: String?

  @Option(
    name: .customLong("ca-certificate"),
    help: ArgumentHelp(localized("Also trust the certificate authorities in this PEM file when fetching (repeatable)."))
  )
  var caCertificates: [String] = []

  @Option(
    help: ArgumentHelp(
      localized(
        "With --check of an Apple file: also name what these app entitlements (a plist) claim that it does not vouch for."
      )))
  var entitlements: String?

  @Flag(help: ArgumentHelp(localized("Print the entitlement, the Android intent filter and CFBundleURLTypes.")))
  var snippets = false

  @Flag(help: ArgumentHelp(localized("Print each example link as simctl and adb commands, and a Maestro flow.")))
  var deviceCommands = false

  func run() async throws {
    if let check {
      throw ExitCode(try checkFile(check))
    }
    if snippets {
      let patterns = Notes.links.screens.patterns
      print(AssociationSnippets.entitlement(hosts: [host]))
      print(AssociationSnippets.intentFilter(host: host, patterns: patterns))
      print(AssociationSnippets.bundleURLTypes(name: HandlerRegistration.applicationID, schemes: [Notes.scheme]))
      return
    }
    if deviceCommands {
      let links = NotesAssociations.webExamples(host: host) + Notes.links.screens.exampleLinks
      for link in links {
        print(AssociationSnippets.DeviceCommands.simulator(link))
        print(AssociationSnippets.DeviceCommands.android(link, package: androidPackage.first))
      }
      print(
        AssociationSnippets.DeviceCommands.maestroFlow(
          appID: androidPackage.first ?? HandlerRegistration.applicationID, links: links))
      return
    }
    let claims = NotesAssociations.claims
    var files: [(name: String, data: Data)] = []
    if !appleAppID.isEmpty {
      files.append(
        ("apple-app-site-association", claims.appleAppSiteAssociation(appIDs: appleAppID)))
    }
    if !androidPackage.isEmpty {
      let apps = Dictionary(androidPackage.map { ($0, androidSha256) }, uniquingKeysWith: { first, _ in first })
      files.append(("assetlinks.json", claims.assetLinks(apps: apps, dynamicRules: dynamic)))
    }
    guard !files.isEmpty else {
      throw ValidationError(localized("Name an app: --apple-app-id TEAMID.bundle.id and/or --android-package NAME."))
    }
    if !androidPackage.isEmpty, androidSha256.isEmpty {
      throw ValidationError("--android-package needs the signing certificate's --android-sha256.")
    }
    for (name, data) in files {
      guard let output else {
        print("\(name):\n\(String(decoding: data, as: UTF8.self))")
        continue
      }
      let folder = URL(fileURLWithPath: output, isDirectory: true)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try data.write(to: folder.appendingPathComponent(name), options: .atomic)
      print(localized("Wrote %@", folder.appendingPathComponent(name).path))
    }
  }

  /// Checks the file at `location`, or has `notes-http` fetch and check the one at an
  /// `http(s)://` address; prints the report and exits 0 when it agrees, 1 when it does not,
  /// 2 when it cannot be read.
  private func checkFile(_ location: String) throws -> Int32 {
    let lowercased = location.lowercased()
    guard lowercased.hasPrefix("https://") || lowercased.hasPrefix("http://") else {
      let data = Result { try NotesAssociations.read(URL(fileURLWithPath: location)) }
      let status = NotesAssociations.printCheck(of: data, host: host)
      guard let entitlements, status != 2, let file = try? data.get() else { return status }
      return max(status, try checkEntitlements(entitlements, against: file))
    }
    guard entitlements == nil else {
      throw ValidationError(localized("--entitlements checks a file on disk: fetch the association file first."))
    }
    guard let url = URL(string: location) else {
      return NotesAssociations.printCheck(of: .failure(AssociationFileError.malformed("not a URL")), host: host)
    }
    let job = NetworkJob(
      .checkAssociations(url: url, host: host, certificateFiles: caCertificates), logLevel: logging.logLevel)
    try handOver(job)
  }

  /// Prints each claim of the entitlements at `path` for the host, vouched for or not; returns 1
  /// when the file does not back one, 2 when either cannot be read.
  private func checkEntitlements(_ path: String, against file: Data) throws -> Int32 {
    let findings: [EntitlementCheck.Finding]
    do {
      let plist = try Data(contentsOf: URL(fileURLWithPath: path))
      findings = try EntitlementCheck.check(
        entitlements: plist, associationFile: file, host: host, appID: appleAppID.first)
    } catch {
      printError("\(error)")
      return 2
    }
    for finding in findings {
      print(
        finding.vouched
          ? localized("ok      entitlement %@", finding.claim)
          : localized("MISSING entitlement %@: the site's file does not name the app for it", finding.claim))
    }
    let missing = findings.filter { !$0.vouched }.count
    guard missing == 0 else {
      printError(
        localizedPlural(
          "%@ entitlement the site does not vouch for.", "%@ entitlements the site does not vouch for.", count: missing)
      )
      return 1
    }
    return 0
  }
}
