/// One feature in a ``DeepLinkChain``: where its ``DeepLinkAction``s are, and what the parent
/// does when it handles a link.
public struct DeepLinkStep<State, Action> {
  let extract: (Action) -> DeepLinkAction?
  let embed: (DeepLinkAction) -> Action
  let onHandled: ((inout State) -> Void)?

  /// A feature whose deep-link actions are at `toDeepLinkAction`.
  ///
  /// - Parameters:
  ///   - toDeepLinkAction: The feature's deep-link actions, from the parent's actions.
  ///   - onHandled: Runs on the parent's state when the feature handled a link.
  public static func step(
    _ toDeepLinkAction: CaseKeyPath<Action, DeepLinkAction>,
    onHandled: ((_ state: inout State) -> Void)? = nil
  ) -> Self {
    let extractor = CaseExtractor(toDeepLinkAction)
    return Self(extract: extractor.extract(from:), embed: extractor.embed, onHandled: onHandled)
  }

  /// A feature at `toFeatureAction` whose own actions hold its deep-link actions at
  /// `toDeepLinkAction`: `.step(\.profile, \.deepLink)`. Faster than one nested key path, as
  /// each action is checked case by case.
  ///
  /// - Parameters:
  ///   - toFeatureAction: The feature's actions, from the parent's actions.
  ///   - toDeepLinkAction: The feature's deep-link actions, from the feature's actions.
  ///   - onHandled: Runs on the parent's state when the feature handled a link.
  public static func step<FeatureAction>(
    _ toFeatureAction: CaseKeyPath<Action, FeatureAction>,
    _ toDeepLinkAction: CaseKeyPath<FeatureAction, DeepLinkAction>,
    onHandled: ((_ state: inout State) -> Void)? = nil
  ) -> Self {
    let feature = CaseExtractor(toFeatureAction)
    let deepLink = CaseExtractor(toDeepLinkAction)
    return Self(
      extract: { feature.extract(from: $0).flatMap(deepLink.extract(from:)) },
      embed: { feature.embed(deepLink.embed($0)) },
      onHandled: onHandled
    )
  }
}
