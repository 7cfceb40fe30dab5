import CasePaths
import Foundation

/// The actions of deferred links: embed it in the app's actions (`case deferred(DeferredLinkAction)`)
/// and give its case to ``LinkIntake/redeemingClaims(_:maximumAge:)``.
///
/// The app sends ``redeem(_:carrier:)`` once the person agreed to continue with the link they
/// carried; it observes ``failed(_:)`` to tell them why not. The library sends the others.
@CasePathable
public enum DeferredLinkAction: Sendable, Equatable {
  /// Redeems the claim (its text, as the person carried it) at the site, once. Sent by the app,
  /// only after the person agreed: nothing is read from a clipboard before that.
  case redeem(String, carrier: LinkCarrier)
  /// The site's link, its signature checked (and removed): taken in as any link, its outcome's
  /// source ``LinkSource/deferred(_:)``. Sent by the library.
  case redeemed(URL, carrier: LinkCarrier)
  /// Why the claim gave no link. Sent by the library, for the app to say so.
  case failed(DeferredLinkError)
}
