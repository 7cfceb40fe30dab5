import LinkRouting

/// The library's answers to a refused request, in the user's language where the app's catalog
/// has them. LinkRouting speaks English (its messages are also the `x-error` callback's, read
/// by the calling app); what the window and `notes` show of them goes through here.
///
/// A message is matched against the library's own value, never a copy of its text: should the
/// library reword one, it shows in English rather than as a wrong translation. Messages that
/// carry a value (an unknown key's name) stay in English.
package enum LibraryMessages {
  /// `message` translated, if it is one of the library's known answers; else `message`.
  package static func translated(_ message: String) -> String {
    switch message {
    case RouteAccessError.missingToken.errorMessage: localized("This request needs the app's authorization token.")
    case RouteAccessError.wrongToken.errorMessage: localized("The authorization token is not valid.")
    case LinkSignatureError.missing.errorMessage: localized("This request must be a signed link.")
    case LinkSignatureError.expired.errorMessage: localized("The signed link has expired.")
    case LinkSignatureError.notYetValid.errorMessage: localized("The signed link is not valid yet.")
    case LinkSignatureError.lifetimeTooLong.errorMessage:
      localized("The signed link is valid for longer than this request allows.")
    case LinkSignatureError.badSignature.errorMessage: localized("The link's signature is not valid.")
    case LinkSignatureError.replayed.errorMessage: localized("The signed link was used before.")
    default: message
    }
  }
}
