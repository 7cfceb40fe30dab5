import Foundation

/// The two association files' JSON, as the platforms define their keys: written and read by
/// `UniversalLinkClaims+Files`.
enum AssociationFiles {
  /// The relation that lets an app open the host's links.
  static let relation = "delegate_permission/common.handle_all_urls"
  /// The relation that shares the host's sign-in (saved credentials) with an app.
  static let signInRelation = "delegate_permission/common.get_login_creds"

  static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()

  /// Plain strings, booleans and arrays: encoding cannot fail.
  static func encoded(_ value: some Encodable) -> Data {
    (try? encoder.encode(value)) ?? Data()
  }

  static func decoded<Value: Decodable>(_ type: Value.Type, _ data: Data) throws(AssociationFileError) -> Value {
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch {
      throw .malformed(String(describing: error))
    }
  }

  struct Apple: Codable {
    struct AppLinks: Codable {
      struct Details: Codable {
        var appIDs: [String]
        var components: [UniversalLinkComponent]
      }
      var details: [Details]
    }
    /// `webcredentials` and `appclips`: a list of app ids each.
    struct Apps: Codable {
      var apps: [String]
    }
    var applinks: AppLinks
    var webcredentials: Apps?
    var appclips: Apps?

    init(appIDs: [String], components: [UniversalLinkComponent]) {
      applinks = AppLinks(details: [.init(appIDs: appIDs, components: components)])
    }
  }

  static func appleComponents(_ data: Data) throws(AssociationFileError) -> [UniversalLinkComponent] {
    guard let details = try decoded(Apple.self, data).applinks.details.first else {
      throw .malformed("applinks.details is empty")
    }
    return details.components
  }

  // The file's own key names.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  struct Statement: Codable {
    struct Target: Codable {
      var namespace: String
      var package_name: String?
      var sha256_cert_fingerprints: [String]?
    }
    var relation: [String]
    var target: Target
    var relation_extensions: [String: Extension]?
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  struct Extension: Codable {
    var dynamic_app_link_components: [UniversalLinkComponent]
  }

  static func android(
    apps: [String: [String]], components: [UniversalLinkComponent]?, signIn: Set<String> = []
  ) -> [Statement] {
    let extensions = components.map { [relation: Extension(dynamic_app_link_components: $0)] }
    return apps.sorted { $0.key < $1.key }.map { package, fingerprints in
      Statement(
        relation: signIn.contains(package) ? [relation, signInRelation] : [relation],
        target: .init(namespace: "android_app", package_name: package, sha256_cert_fingerprints: fingerprints),
        relation_extensions: extensions
      )
    }
  }

  static func androidComponents(_ data: Data) throws(AssociationFileError) -> [UniversalLinkComponent] {
    let handling = try decoded([Statement].self, data).filter {
      $0.relation.contains(relation) && $0.target.namespace == "android_app" && $0.target.package_name != nil
    }
    guard let first = handling.first else { throw .malformed("no statement grants \(relation) to an android_app") }
    guard let components = first.relation_extensions?[relation]?.dynamic_app_link_components else {
      throw .malformed("assetlinks.json has no dynamic_app_link_components to check")
    }
    return components
  }
}
