import Foundation

/// An `apple-app-site-association` file's universal links: the apps (`TEAMID.bundle.id`) and
/// the components that say which URLs open them (Apple: "Supporting associated domains",
/// developer.apple.com/documentation/xcode/supporting-associated-domains).
///
/// ```swift
/// let file = AppleAppSiteAssociation(appIDs: ["ABCDE12345.dev.example.notes"], claims: claims)
/// try file.json()   // {"applinks":{"details":[{"appIDs":[…],"components":[…]}]}}
/// ```
public struct AppleAppSiteAssociation: Hashable, Sendable {
  /// The apps, as `TEAMID.bundle.id`.
  public var appIDs: [String]
  /// Which URLs open them.
  public var claims: UniversalLinkClaims

  /// Creates the file's content.
  public init(appIDs: [String], claims: UniversalLinkClaims) {
    self.appIDs = appIDs
    self.claims = claims
  }

  /// Reads a file: its first `applinks.details` entry (the one the system tries first).
  ///
  /// - Throws: ``AssociationFileError``.
  public init(json: Data) throws(AssociationFileError) {
    guard json.count <= AssociationFileError.maximumSize else { throw .tooLarge(bytes: json.count) }
    let file: File
    do {
      file = try JSONDecoder().decode(File.self, from: json)
    } catch {
      throw .malformed(String(describing: error))
    }
    guard let details = file.applinks.details.first else { throw .malformed("applinks.details is empty") }
    self.init(appIDs: details.appIDs, claims: UniversalLinkClaims(components: details.components))
  }

  /// The file, as JSON with sorted keys (served as `application/json`, without a redirect,
  /// at `https://HOST/.well-known/apple-app-site-association`).
  public func json() -> Data {
    let file = File(applinks: .init(details: [.init(appIDs: appIDs, components: claims.components)]))
    // Plain strings, booleans and arrays: encoding cannot fail.
    return (try? Self.encoder.encode(file)) ?? Data()
  }

  static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()

  struct File: Codable {
    struct AppLinks: Codable {
      struct Details: Codable {
        var appIDs: [String]
        var components: [UniversalLinkComponent]
      }
      var details: [Details]
    }
    var applinks: AppLinks
  }
}
