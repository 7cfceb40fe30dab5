/// What a route's registration says about its input and output types, kept so that a table
/// can describe itself (``RouteDescription``). Made by the registration values, never by users.
///
/// ```swift
/// RouteSignature(requiresConfirmation: true).input(NoteLink.self).output(NoOutput.self)
/// ```
package struct RouteSignature: Sendable {
  private var inputFields: @Sendable () -> [String] = { [] }
  private var outputFields: @Sendable () -> [String]? = { [] }
  /// Whether the route asks for confirmation before it runs.
  package var requiresConfirmation: Bool
  /// Who may run the route.
  package var access: RouteAccess

  /// A route without input or output.
  package init(requiresConfirmation: Bool = false, access: RouteAccess = .anyone) {
    self.requiresConfirmation = requiresConfirmation
    self.access = access
  }

  /// The same route, taking `type` as its input.
  package func input<Input: Decodable & SendableMetatype>(_ type: Input.Type) -> Self {
    var signature = self
    signature.inputFields = { FieldProbe.fields(of: Input.self) }
    return signature
  }

  /// The same route, answering with `type`.
  package func output<Output: Encodable & SendableMetatype>(_ type: Output.Type) -> Self {
    var signature = self
    signature.outputFields = {
      // The output's names can be read only if it can also be decoded: a check of a metatype's
      // conformance, made when a table describes itself, never on the match path.
      (Output.self as? any Decodable.Type).map(FieldProbe.fields(of:))
    }
    return signature
  }

  func describe(_ pattern: RoutePattern) -> RouteDescription {
    RouteDescription(
      pattern: pattern.description, inputFields: inputFields(), outputFields: outputFields(),
      requiresConfirmation: requiresConfirmation, tokenParameter: access.tokenParameter,
      allowedSources: access.sources.map { $0.sorted() }
    )
  }
}
