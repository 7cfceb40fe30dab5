import Foundation

/// A Digital Asset Links file (`assetlinks.json`) for Android App Links: each app package
/// and the SHA-256 fingerprints of its signing certificates, allowed to handle all URLs of the
/// host, and optionally Android 15's dynamic rules (Android: "Configure website associations
/// and dynamic rules", developer.android.com/training/app-links/configure-assetlinks).
public struct AssetLinks: Hashable, Sendable {
  /// One app allowed to open the host's links.
  public struct App: Hashable, Sendable {
    /// The application ID.
    public var package: String
    /// The signing certificates' SHA-256 fingerprints (`AB:CD:…`, upper case).
    public var fingerprints: [String]

    /// Creates an app.
    public init(package: String, fingerprints: [String]) {
      self.package = package
      self.fingerprints = fingerprints
    }
  }

  /// The apps.
  public var apps: [App]
  /// Android 15's `dynamic_app_link_components`, when given: which URLs the apps open, in the
  /// same components as Apple's (read in order, first match wins, exclusions allowed).
  public var dynamicClaims: UniversalLinkClaims?

  /// Creates the file's content.
  public init(apps: [App], dynamicClaims: UniversalLinkClaims? = nil) {
    self.apps = apps
    self.dynamicClaims = dynamicClaims
  }

  /// Reads a file. The dynamic claims are the first statement's.
  ///
  /// - Throws: ``AssociationFileError``.
  public init(json: Data) throws(AssociationFileError) {
    guard json.count <= AssociationFileError.maximumSize else { throw .tooLarge(bytes: json.count) }
    let statements: [Statement]
    do {
      statements = try JSONDecoder().decode([Statement].self, from: json)
    } catch {
      throw .malformed(String(describing: error))
    }
    let handling = statements.filter { $0.relation.contains(Self.relation) && $0.target.namespace == "android_app" }
    guard !handling.isEmpty else { throw .malformed("no statement grants \(Self.relation) to an android_app") }
    self.init(
      apps: handling.map { App(package: $0.target.package_name, fingerprints: $0.target.sha256_cert_fingerprints) },
      dynamicClaims: (handling.first?.relation_extensions?[Self.relation]?.dynamic_app_link_components)
        .map { UniversalLinkClaims(components: $0) }
    )
  }

  /// The relation that lets an app open the host's links.
  public static let relation = "delegate_permission/common.handle_all_urls"

  /// The file, as JSON with sorted keys (served as `application/json` at
  /// `https://HOST/.well-known/assetlinks.json`).
  public func json() -> Data {
    let extensions = dynamicClaims.map { [Self.relation: Extension(dynamic_app_link_components: $0.components)] }
    let statements = apps.map { app in
      Statement(
        relation: [Self.relation],
        target: .init(namespace: "android_app", package_name: app.package, sha256_cert_fingerprints: app.fingerprints),
        relation_extensions: extensions
      )
    }
    return (try? AppleAppSiteAssociation.encoder.encode(statements)) ?? Data()
  }

  // The file's own key names.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  struct Statement: Codable {
    struct Target: Codable {
      var namespace: String
      var package_name: String
      var sha256_cert_fingerprints: [String]
    }
    var relation: [String]
    var target: Target
    var relation_extensions: [String: Extension]?
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  struct Extension: Codable {
    var dynamic_app_link_components: [UniversalLinkComponent]
  }
}
