import Foundation
import LinkRouting

/// Why a deferred link was not taken in: the site refused the claim, could not be reached, or
/// gave back a link the app's verifier refuses.
public enum DeferredLinkError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The site refused the claim, and why.
  case refused(LinkClaimRefusal)
  /// The site could not be reached, or answered with something that is not a claim's answer;
  /// the claim was not spent, as far as the app can tell, and may be tried again.
  case unavailable(String)
  /// The link the site gave back is not signed as the app's verifier requires (a site that is
  /// not the app's, or an answer changed on the way): nothing was applied.
  case signature(LinkSignatureError)
  /// The site's link leads to no screen of the app (a request, a call, or no route), at the
  /// path given: a site vouches only for the screen a person lands on, so nothing ran.
  case notAScreen(String)

  /// One line saying why, for a person.
  public var description: String {
    switch self {
    case let .refused(refusal): "The site refused the claim: \(refusal)."
    case let .unavailable(reason): "The site could not be asked: \(reason)."
    case let .signature(reason): "The site's link was not trusted: \(reason)."
    case let .notAScreen(path): "The site's link (\(path)) leads to no screen: a site's link only shows one."
    }
  }
}
