/// What became of a URL a feature asked to open: sent back to the feature by the
/// ``URLOpeningDriver``.
///
/// Embed it in a feature's actions and attach `Reducer.opensURL(state:action:)`:
///
/// ```swift
/// enum Action {
///   case helpTapped
///   case openURL(OpenURLAction)
/// }
/// ```
@CasePathable
public enum OpenURLAction: Equatable, Sendable {
  /// The opener was asked to open the URL; `true` when it says it did.
  case openedURL(Bool)
  /// No application on this system handles the URL, so nothing was opened.
  case urlNotSupported
}
