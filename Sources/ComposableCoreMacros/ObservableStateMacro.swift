#if Composable
  import SwiftSyntax
  import SwiftSyntaxMacros

  /// `@ObservableState`: the state conforms to `ObservableState`. ComposableCore's store tells
  /// its observers of every change itself, so unlike TCA's macro this one adds no observation
  /// registrar; it exists so that a feature's code reads as a TCA app's (`store.state`).
  struct ObservableStateMacro: ExtensionMacro {
    static func expansion(
      of node: AttributeSyntax,
      attachedTo declaration: some DeclGroupSyntax,
      providingExtensionsOf type: some TypeSyntaxProtocol,
      conformingTo protocols: [TypeSyntax],
      in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
      guard !protocols.isEmpty else { return [] }
      return [try ExtensionDeclSyntax("extension \(type.trimmed): ComposableCore.ObservableState {}")]
    }
  }
#endif
