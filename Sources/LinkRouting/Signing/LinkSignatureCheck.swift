import Foundation

/// How an intake checks a signed link (a route whose access is ``RouteAccess/signed(maximumAge:singleUse:)``): the `SignedLinks` product
/// makes one from trusted keys and a record of used links (`SignedLinkVerifier.check`); a test
/// may give its own. Kept here, with no dependency, so that the intake that takes links needs
/// no cryptography of its own.
public struct LinkSignatureCheck: Sendable {
  /// The id of the key that signed `url`, if its signature holds under `rule`, else why not.
  public var verify: @Sendable (_ url: URL, _ rule: LinkSignatureRule) async -> Result<String, LinkSignatureError>

  /// Creates a check.
  public init(
    verify: @escaping @Sendable (_ url: URL, _ rule: LinkSignatureRule) async -> Result<String, LinkSignatureError>
  ) {
    self.verify = verify
  }
}
