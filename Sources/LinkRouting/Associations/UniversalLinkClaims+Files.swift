import Foundation

extension UniversalLinkClaims {
  /// The `apple-app-site-association` file that gives these claims to `appIDs`
  /// (`TEAMID.bundle.id`), as JSON with sorted keys, the same bytes every time: served as
  /// `application/json`, without a redirect, at
  /// `https://HOST/.well-known/apple-app-site-association` (Apple: "Supporting associated
  /// domains").
  ///
  /// It vouches for sign-in too when asked: `webCredentials` (the apps whose passkeys and
  /// saved passwords are this host's: `webcredentials`) and `appClips` (the App Clips this host
  /// may invoke: `appclips`), each list left out when empty.
  ///
  /// ```swift
  /// let claims = table.universalLinkClaims()
  /// claims.appleAppSiteAssociation(appIDs: ["ABCDE12345.dev.example.notes"])
  /// // {"applinks":{"details":[{"appIDs":[…],"components":[…]}]}}
  /// claims.appleAppSiteAssociation(
  ///   appIDs: ["ABCDE12345.dev.example.notes"], webCredentials: ["ABCDE12345.dev.example.notes"],
  ///   appClips: ["ABCDE12345.dev.example.notes.Clip"])
  /// // {"appclips":{"apps":[…]},"applinks":{…},"webcredentials":{"apps":[…]}}
  /// ```
  public func appleAppSiteAssociation(appIDs: [String], webCredentials: [String] = [], appClips: [String] = []) -> Data
  {
    var file = AssociationFiles.Apple(appIDs: appIDs, components: components)
    if !webCredentials.isEmpty { file.webcredentials = .init(apps: webCredentials) }
    if !appClips.isEmpty { file.appclips = .init(apps: appClips) }
    return AssociationFiles.encoded(file)
  }

  /// The Digital Asset Links file (`assetlinks.json`) that lets each Android package open the
  /// host's links, keyed by package name, each with the SHA-256 fingerprints of its signing
  /// certificates (`AB:CD:…`); with `dynamicRules`, Android 15's
  /// `dynamic_app_link_components` carry these claims (read in order, first match wins, as
  /// Apple's). JSON with sorted keys and packages in name order, served as `application/json`
  /// at `https://HOST/.well-known/assetlinks.json`.
  ///
  /// The packages in `signIn` also share the host's sign-in: their statement grants `delegate_permission/common.get_login_creds` beside the links' relation
  /// (Google's Credential Manager and Smart Lock read it), as Google documents it.
  public func assetLinks(apps: [String: [String]], dynamicRules: Bool = false, signIn: Set<String> = []) -> Data {
    AssociationFiles.encoded(
      AssociationFiles.android(apps: apps, components: dynamicRules ? components : nil, signIn: signIn))
  }

  /// The claims of a published association file, told apart by its shape: an
  /// `apple-app-site-association` file's first `applinks.details` entry (the one the system
  /// tries first), or an `assetlinks.json` file's dynamic rules.
  ///
  /// - Throws: ``AssociationFileError``: larger than ``AssociationFileError/maximumSize``, not
  ///   the JSON either file must be, or an `assetlinks.json` without dynamic rules (it only
  ///   names the apps; their paths are in each app's manifest).
  public init(associationFile data: Data) throws(AssociationFileError) {
    guard data.count <= AssociationFileError.maximumSize else { throw .tooLarge(bytes: data.count) }
    let components =
      data.first(where: { !" \n\r\t".utf8.contains($0) }) == UInt8(ascii: "[")
      ? try AssociationFiles.androidComponents(data) : try AssociationFiles.appleComponents(data)
    self.init(components: components)
  }
}
