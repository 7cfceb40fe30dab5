import ConcurrencyExtras
import Foundation
import IssueReporting

/// URL patterns and the state changes they mean: how a feature (or a whole app) turns a link
/// into navigation.
///
/// ```swift
/// let routes = DeepLinkRoutes<App.State, App.Action>(scheme: "notes")
///   .route("/settings") { state in
///     state.tab = .settings
///   }
///   .route("/notes/:id") { (state, link: NoteLink) in
///     state.tab = .notes
///     state.path.append(.detail(NoteDetail.State(id: link.id)))
///   }
///   .route("/new", send: .newNoteTapped)
/// ```
///
/// Matching and input decoding are LinkRouting's: patterns with `:name`, `*` and `**`, the
/// most specific route wins, the scheme is compared case-insensitively, and the input is a
/// `Decodable` read from the path parameters and the query. A change may mutate any part of
/// the state, so one URL can select a tab, push several screens and present a sheet at once;
/// an action route sends its action after the state changes, for work that needs effects.
///
/// Registering an invalid or duplicate pattern reports an issue and keeps the first route.
/// Routes can be registered once and shared (a `static let`): the table is locked.
public final class DeepLinkRoutes<State, Action: Sendable>: Sendable {
  /// What a matched route does, given the request.
  typealias Apply = @Sendable (inout State, RouteRequest) throws -> Effect<Action>

  /// The router that matches URLs and decodes inputs. Its handlers are never run.
  public let router: Router
  private let applies = LockIsolated<[RoutePattern: Apply]>([:])

  /// Creates routes for links with one of `schemes`, host ignored.
  public convenience init(scheme: String, _ otherSchemes: String...) {
    self.init(configuration: Router.Configuration(schemes: [scheme] + otherSchemes))
  }

  /// Creates routes whose URLs are matched as `configuration` says (schemes, universal-link
  /// hosts, host handling, decoding, limits).
  public init(configuration: Router.Configuration) {
    self.router = Router(configuration: configuration)
  }

  /// Adds a route that changes the state.
  @discardableResult
  public func route(
    _ pattern: String, _ change: @escaping @Sendable (_ state: inout State) -> Void,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Self {
    add(pattern, fileID: fileID, filePath: filePath, line: line, column: column) { state, _ in
      change(&state)
      return .none
    }
  }

  /// Adds a route that changes the state with the link's decoded input.
  @discardableResult
  public func route<Input: Decodable & SendableMetatype>(
    _ pattern: String, _ change: @escaping @Sendable (_ state: inout State, _ input: Input) -> Void,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Self {
    add(pattern, fileID: fileID, filePath: filePath, line: line, column: column) {
      [router] state, request in
      change(&state, try router.decode(Input.self, from: request))
      return .none
    }
  }

  /// Adds a route that sends an action.
  @discardableResult
  public func route(
    _ pattern: String, send action: Action,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Self {
    add(pattern, fileID: fileID, filePath: filePath, line: line, column: column) { _, _ in
      .send(action)
    }
  }

  /// Adds a route that sends an action made from the link's decoded input.
  @discardableResult
  public func route<Input: Decodable & SendableMetatype>(
    _ pattern: String, send action: @escaping @Sendable (_ input: Input) -> Action,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Self {
    add(pattern, fileID: fileID, filePath: filePath, line: line, column: column) {
      [router] _, request in
      .send(action(try router.decode(Input.self, from: request)))
    }
  }

  /// Applies the route that matches `url` to `state`.
  ///
  /// - Returns: The route's effect (its action, if any), or why no route applies. When the
  ///   URL matches but its input cannot be decoded, `state` is left as it was.
  public func apply(_ url: URL, to state: inout State) -> Result<Effect<Action>, DeepLinkFailure> {
    let request: RouteRequest
    do {
      request = try router.request(for: url.absoluteString)
    } catch let failure as RouteMatchFailure {
      return .failure(.notMatched(failure))
    } catch {
      return .failure(.invalid(RouteFailure(error)))
    }
    guard let apply = applies.withValue({ $0[request.pattern] }) else {
      return .failure(.notMatched(.noRoute(path: request.pattern.description)))
    }
    var changed = state
    do {
      let effect = try apply(&changed, request)
      state = changed
      return .success(effect)
    } catch {
      return .failure(.invalid(RouteFailure(error)))
    }
  }

  private func add(
    _ pattern: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt,
    _ apply: @escaping Apply
  ) -> Self {
    let before = router.registrationErrors.count
    router.route(pattern) {}
    let errors = router.registrationErrors
    guard errors.count == before, let parsed = try? RoutePattern(pattern) else {
      reportIssue(
        "Deep-link route not added: \(errors.last.map(String.init(describing:)) ?? pattern)",
        fileID: fileID, filePath: filePath, line: line, column: column
      )
      return self
    }
    applies.withValue { $0[parsed] = apply }
    return self
  }
}
