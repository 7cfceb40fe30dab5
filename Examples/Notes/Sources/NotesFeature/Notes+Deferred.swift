import ComposableLinks
import Foundation

extension Notes {
  /// Deferred links: a person without the app pressed "Install and continue" on a note's page
  /// and copied its code. On the window's first launch (or from its menu) a banner asks
  /// whether to continue with the link they copied; only if they agree is the clipboard read,
  /// and its code redeemed once at the site (``LinkIntake/redeemingClaims(_:maximumAge:)``).
  func deferring(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .continueOffered:
      state.continueShown = true
      return .none

    case let .continueAccepted(text):
      state.continueShown = false
      guard let text, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
        state.message = localized("There is no code on the clipboard: copy it from the link’s page, then try again.")
        return .none
      }
      return .send(.deferred(.redeem(text, carrier: .clipboard)))

    case .continueDeclined:
      state.continueShown = false
      return .none

    case let .deferred(.failed(error)):
      state.message = localized("The copied link was not opened: %@", Self.reason(error))
      return .none

    default:
      return .none
    }
  }

  /// Why a deferred link was not taken, for a person (and translated).
  static func reason(_ error: DeferredLinkError) -> String {
    switch error {
    case let .refused(refusal):
      switch refusal {
      case .malformed, .truncated, .oversized: localized("the clipboard does not hold a whole code.")
      case .forged, .unknown: localized("the site does not know this code.")
      case .used: localized("the code was already used.")
      case .expired: localized("the code has expired.")
      case .full: localized("the site is busy; try again later.")
      }
    case .unavailable: localized("the site cannot be reached; try again later.")
    case .signature: localized("the site’s answer is not signed by a key these notes trust.")
    case .notAScreen: localized("the site’s link does not lead to a note or a list.")
    }
  }
}
