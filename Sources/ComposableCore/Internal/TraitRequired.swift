#if !Composable
  #error(
    """
    ComposableCore, ComposableLinks, ComposableEnvironment, DesktopLinks and GApplicationLinks need \
    the package trait Composable (on by default): remove `traits: []` from the package's \
    dependency, or write `traits: [.defaults]`.
    """
  )
#endif
