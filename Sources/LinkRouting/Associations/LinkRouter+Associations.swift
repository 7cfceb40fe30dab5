import Foundation

extension LinkRouter {
  /// The association-file components that claim exactly this router's paths on a universal-link
  /// host, its routes' old patterns (aliases) included, leaving `webOnly` paths to the web: what
  /// `apple-app-site-association` and `assetlinks.json` are written from (see
  /// <doc:UniversalLinksAndAppLinks>).
  public func universalLinkClaims(webOnly: [String] = []) -> UniversalLinkClaims {
    routeTable.universalLinkClaims(webOnly: webOnly)
  }
}
