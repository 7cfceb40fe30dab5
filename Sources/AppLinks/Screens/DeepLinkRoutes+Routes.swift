// The shapes a deep-link route can have: a state change with or without the link's input,
// optionally readable back from the state, or an action to send.

extension DeepLinkRoutes {
  /// Adds a route that changes the state.
  ///
  /// - Parameters:
  ///   - pattern: The path pattern (see `RoutePattern`).
  ///   - parent: A registered route applied first, with the same link (its input decoded from
  ///     the same path parameters and query): the screen behind this one.
  ///   - examples: Links to this route, for ``checkExamples(from:fileID:filePath:line:column:)``.
  ///   - change: The state change.
  ///   - fileID: The file of the registration, for the issue reported if it fails.
  ///   - filePath: The file path of the registration, for the issue reported if it fails.
  ///   - line: The line of the registration, for the issue reported if it fails.
  ///   - column: The column of the registration, for the issue reported if it fails.
  public consuming func route(
    _ pattern: String, parent: String? = nil, examples: [String] = [],
    _ change: @escaping @Sendable (_ state: inout State) -> Void,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Self {
    adding(
      pattern, parent: parent, examples: examples, signature: RouteSignature(),
      apply: Self.changing(change),
      read: nil, location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Adds a route that changes the state, and says when the state shows its screen, so that
  /// ``url(for:)`` can print its link.
  ///
  /// - Parameters:
  ///   - pattern: The path pattern (see `RoutePattern`).
  ///   - parent: A registered route applied first, with the same link (its input decoded from
  ///     the same path parameters and query): the screen behind this one.
  ///   - examples: Links to this route, for ``checkExamples(from:fileID:filePath:line:column:)``.
  ///   - change: The state change.
  ///   - shows: Whether `state` shows this route's screen.
  ///   - fileID: The file of the registration, for the issue reported if it fails.
  ///   - filePath: The file path of the registration, for the issue reported if it fails.
  ///   - line: The line of the registration, for the issue reported if it fails.
  ///   - column: The column of the registration, for the issue reported if it fails.
  public consuming func route(
    _ pattern: String, parent: String? = nil, examples: [String] = [],
    _ change: @escaping @Sendable (_ state: inout State) -> Void,
    shows: @escaping @Sendable (_ state: State) -> Bool,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Self {
    adding(
      pattern, parent: parent, examples: examples, signature: RouteSignature(),
      apply: Self.changing(change),
      read: { state in shows(state) ? [] : nil },
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Adds a route that changes the state with the link's decoded input.
  ///
  /// - Parameters:
  ///   - pattern: The path pattern (see `RoutePattern`).
  ///   - parent: A registered route applied first, with the same link (its input decoded from
  ///     the same path parameters and query): the screen behind this one.
  ///   - examples: Links to this route, for ``checkExamples(from:fileID:filePath:line:column:)``.
  ///   - change: The state change, given the input.
  ///   - fileID: The file of the registration, for the issue reported if it fails.
  ///   - filePath: The file path of the registration, for the issue reported if it fails.
  ///   - line: The line of the registration, for the issue reported if it fails.
  ///   - column: The column of the registration, for the issue reported if it fails.
  public consuming func route<Input: Decodable & SendableMetatype>(
    _ pattern: String, parent: String? = nil, examples: [String] = [],
    _ change: @escaping @Sendable (_ state: inout State, _ input: Input) -> Void,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Self {
    adding(
      pattern, parent: parent, examples: examples, signature: RouteSignature().input(Input.self),
      apply: decoding(change),
      read: nil, location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Adds a route that changes the state with the link's decoded input, and reads that input
  /// back from the state, so that ``url(for:)`` can print the link of the screen shown.
  ///
  /// - Parameters:
  ///   - pattern: The path pattern (see `RoutePattern`).
  ///   - parent: A registered route applied first, with the same link (its input decoded from
  ///     the same path parameters and query): the screen behind this one.
  ///   - examples: Links to this route, for ``checkExamples(from:fileID:filePath:line:column:)``.
  ///   - change: The state change, given the input.
  ///   - read: The input of the link to the screen `state` shows, or `nil` when it does not
  ///     show this route's screen.
  ///   - fileID: The file of the registration, for the issue reported if it fails.
  ///   - filePath: The file path of the registration, for the issue reported if it fails.
  ///   - line: The line of the registration, for the issue reported if it fails.
  ///   - column: The column of the registration, for the issue reported if it fails.
  public consuming func route<Input: Codable & SendableMetatype>(
    _ pattern: String, parent: String? = nil, examples: [String] = [],
    _ change: @escaping @Sendable (_ state: inout State, _ input: Input) -> Void,
    read: @escaping @Sendable (_ state: State) -> Input?,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Self {
    let encoder = configuration.encoder
    return adding(
      pattern, parent: parent, examples: examples, signature: RouteSignature().input(Input.self),
      apply: decoding(change),
      read: { state in try read(state).map { try encoder.encodePairs($0) } },
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Adds a route that sends an action (after its parent, if any, has changed the state).
  ///
  /// - Parameters:
  ///   - pattern: The path pattern (see `RoutePattern`).
  ///   - parent: A registered route applied first, with the same link.
  ///   - action: The action to send.
  ///   - fileID: The file of the registration, for the issue reported if it fails.
  ///   - filePath: The file path of the registration, for the issue reported if it fails.
  ///   - line: The line of the registration, for the issue reported if it fails.
  ///   - column: The column of the registration, for the issue reported if it fails.
  public consuming func route(
    _ pattern: String, parent: String? = nil, send action: Action,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Self {
    adding(
      pattern, parent: parent, examples: [], signature: RouteSignature(),
      apply: { _, _ in [action] }, read: nil,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Adds a route that sends an action made from the link's decoded input.
  ///
  /// - Parameters:
  ///   - pattern: The path pattern (see `RoutePattern`).
  ///   - parent: A registered route applied first, with the same link.
  ///   - action: Makes the action from the input.
  ///   - fileID: The file of the registration, for the issue reported if it fails.
  ///   - filePath: The file path of the registration, for the issue reported if it fails.
  ///   - line: The line of the registration, for the issue reported if it fails.
  ///   - column: The column of the registration, for the issue reported if it fails.
  public consuming func route<Input: Decodable & SendableMetatype>(
    _ pattern: String, parent: String? = nil, send action: @escaping @Sendable (_ input: Input) -> Action,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Self {
    let decoder = configuration.decoder
    return adding(
      pattern, parent: parent, examples: [], signature: RouteSignature().input(Input.self),
      apply: { _, request in [action(try decoder.decode(Input.self, from: request))] },
      read: nil, location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// What a route that changes the state does: the change, no effect.
  private static func changing(_ change: @escaping @Sendable (_ state: inout State) -> Void) -> Apply {
    { state, _ in
      change(&state)
      return []
    }
  }

  /// What a route that changes the state with the link's input does: decode, then change.
  private func decoding<Input: Decodable & SendableMetatype>(
    _ change: @escaping @Sendable (_ state: inout State, _ input: Input) -> Void
  ) -> Apply {
    let decoder = configuration.decoder
    return { state, request in
      change(&state, try decoder.decode(Input.self, from: request))
      return []
    }
  }
}
