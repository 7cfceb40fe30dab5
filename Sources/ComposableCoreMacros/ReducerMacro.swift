#if Composable
  import SwiftDiagnostics
  import SwiftSyntax
  import SwiftSyntaxBuilder
  import SwiftSyntaxMacros

  /// `@Reducer`, as TCA spells it:
  ///
  /// - on a struct, the struct conforms to `Reducer` and its `Action` enum is made
  ///   `@CasePathable`;
  /// - on an enum whose cases each hold one reducer (`case detail(NoteDetail)`), the enum gets the
  ///   `State` and `Action` enums of its cases and a `body` that scopes each case to its reducer,
  ///   and conforms to `CaseReducer`: a navigation stack's or a destination's features.
  struct ReducerMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    static func expansion(
      of node: AttributeSyntax,
      providingMembersOf declaration: some DeclGroupSyntax,
      conformingTo protocols: [TypeSyntax],
      in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
      guard let enumDecl = declaration.as(EnumDeclSyntax.self) else { return [] }
      let cases = try reducerCases(of: enumDecl, in: context)
      let access = accessLevel(of: enumDecl)
      let stateCases = cases.map { "case \($0.name)(\($0.reducer).State)" }.joined(separator: "\n")
      let actionCases = cases.map { "case \($0.name)(\($0.reducer).Action)" }.joined(separator: "\n")
      let scopes = cases.map {
        "ComposableCore.Scope(\\Self.State.Cases.\($0.name), action: \\Self.Action.Cases.\($0.name)) { \($0.reducer)() }"
      }
      let body = scopes.isEmpty ? "ComposableCore.EmptyReducer()" : scopes.joined(separator: "\n")
      return [
        """
        @CasePathable
        \(raw: access)enum State: ComposableCore.CaseReducerState {
        \(raw: access)typealias StateReducer = \(enumDecl.name.trimmed)
        \(raw: stateCases)
        }
        """,
        """
        @CasePathable
        \(raw: access)enum Action {
        \(raw: actionCases)
        }
        """,
        """
        @ComposableCore.ReducerBuilder<Self.State, Self.Action>
        \(raw: access)static var body: some ComposableCore.Reducer<Self.State, Self.Action> {
        \(raw: body)
        }
        """,
      ]
    }

    static func expansion(
      of node: AttributeSyntax,
      attachedTo declaration: some DeclGroupSyntax,
      providingAttributesFor member: some DeclSyntaxProtocol,
      in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
      // A struct's `enum Action` is made case-pathable, as TCA's macro does, unless it is already.
      guard declaration.is(StructDeclSyntax.self), let action = member.as(EnumDeclSyntax.self),
        action.name.text == "Action",
        !action.attributes.contains(where: {
          $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription.hasSuffix("CasePathable") == true
        })
      else { return [] }
      return ["@CasePaths.CasePathable"]
    }

    static func expansion(
      of node: AttributeSyntax,
      attachedTo declaration: some DeclGroupSyntax,
      providingExtensionsOf type: some TypeSyntaxProtocol,
      conformingTo protocols: [TypeSyntax],
      in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
      if declaration.is(EnumDeclSyntax.self) {
        return [
          try ExtensionDeclSyntax("extension \(type.trimmed): ComposableCore.CaseReducer, ComposableCore.Reducer {}")
        ]
      }
      guard !protocols.isEmpty else { return [] }
      return [try ExtensionDeclSyntax("extension \(type.trimmed): ComposableCore.Reducer {}")]
    }

    /// The enum's cases, each with the one reducer it holds.
    private static func reducerCases(
      of enumDecl: EnumDeclSyntax, in context: some MacroExpansionContext
    ) throws -> [(name: String, reducer: String)] {
      var cases: [(name: String, reducer: String)] = []
      for member in enumDecl.memberBlock.members {
        guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
        for element in caseDecl.elements {
          guard let parameters = element.parameterClause?.parameters, parameters.count == 1,
            let parameter = parameters.first, parameter.firstName == nil
          else {
            context.diagnose(
              Diagnostic(node: Syntax(element), message: ReducerMacroMessage.caseNeedsOneReducer(element.name.text)))
            continue
          }
          cases.append((element.name.text, parameter.type.trimmedDescription))
        }
      }
      return cases
    }

    private static func accessLevel(of declaration: EnumDeclSyntax) -> String {
      for modifier in declaration.modifiers {
        switch modifier.name.tokenKind {
        case .keyword(.public): return "public "
        case .keyword(.package): return "package "
        default: continue
        }
      }
      return ""
    }
  }

  /// Why `@Reducer` could not expand.
  enum ReducerMacroMessage: DiagnosticMessage {
    case caseNeedsOneReducer(String)

    var message: String {
      switch self {
      case let .caseNeedsOneReducer(name):
        "'@Reducer' enum case '\(name)' must hold exactly one reducer, unlabeled: 'case \(name)(Feature)'"
      }
    }

    var diagnosticID: MessageID { MessageID(domain: "ComposableCoreMacros", id: "caseNeedsOneReducer") }
    var severity: DiagnosticSeverity { .error }
  }
#endif
