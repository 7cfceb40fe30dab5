#if Composable
  import SwiftCompilerPlugin
  import SwiftSyntaxMacros

  /// The macros ComposableCore declares, as TCA declares them: `@Reducer` and `@ObservableState`.
  @main
  struct ComposableCoreMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [ReducerMacro.self, ObservableStateMacro.self]
  }
#else
  // Without the trait nothing uses the macros and swift-syntax is not fetched; this keeps the
  // target buildable on its own (`swift build` of every target, `traits: []`).
  @main
  enum ComposableCoreMacrosPlugin {
    static func main() {}
  }
#endif
