import ComposableLinks
import Foundation

/// The notes app: answers `notes://` x-callback-url requests through the store.
///
/// Routes (scheme `notes`, host ignored):
/// - `/create?title=…&body=…` → output `id`
/// - `/notes/:id` → output `id`, `title`, `body`; unknown id → `x-error` 404
/// - `/search?query=…&limit=…` → output the matching `id`s (repeated key)
/// - `/fetch?limit=…` → output the newest notes' `id`s and `title`s
/// - `/notes/:id/delete` → requires confirmation; declined → `x-cancel`
public struct Notes: Reducer, Sendable {
  /// The app's state for one request: what to open, and what happened.
  public struct State: Equatable {
    /// The callback to open.
    public var urlToOpen: URL?
    /// The outcome of the link, once finished.
    public var outcome: RouteOutcome?
    /// One line for the user about what was done.
    public var message: String?
    /// The outcome of opening the callback.
    public var callbackOpened: OpenURLAction?

    /// The state before a link arrives.
    public init() {}
  }

  /// `/create` input.
  public struct NewNote: Decodable, Equatable, Sendable {
    /// The title; required.
    public var title: String
    /// The text; empty when missing.
    public var body: String?
  }

  /// Input of routes with a note id.
  public struct NoteLink: Decodable, Equatable, Sendable {
    /// The note's id.
    public var id: Int64
  }

  /// `/search` input.
  public struct SearchQuery: Decodable, Equatable, Sendable {
    /// Text to look for in titles and bodies.
    public var query: String
    /// At most this many ids (default 20).
    public var limit: Int?
  }

  /// `/fetch` input.
  public struct FetchQuery: Decodable, Equatable, Sendable {
    /// At most this many notes (default 10).
    public var limit: Int?
  }

  /// `/create` output.
  public struct Created: Encodable, Equatable, Sendable {
    /// The new note's id.
    public var id: Int64
  }

  /// `/notes/:id` output.
  public struct Shown: Encodable, Equatable, Sendable {
    /// The id.
    public var id: Int64
    /// The title.
    public var title: String
    /// The text.
    public var body: String
  }

  /// `/search` output: `id=3&id=1`.
  public struct Found: Encodable, Equatable, Sendable {
    /// The matching ids, newest first.
    public var id: [Int64]
  }

  /// `/fetch` output: `id=3&id=2&title=…&title=…`.
  public struct Fetched: Encodable, Equatable, Sendable {
    /// The ids, newest first.
    public var id: [Int64]
    /// The titles, in the same order.
    public var title: [String]
  }

  /// Everything that happens to a request.
  @CasePathable
  public enum Action: Equatable, Sendable {
    /// A URL to handle.
    case link(URL)
    /// The router's verdict; its callback is now the URL to open.
    case linkFinished(RouteOutcome)
    /// `/create` matched.
    case create(NewNote, LinkReply<Created>)
    /// `/notes/:id` matched.
    case show(NoteLink, LinkReply<Shown>)
    /// `/search` matched.
    case search(SearchQuery, LinkReply<Found>)
    /// `/fetch` matched.
    case fetch(FetchQuery, LinkReply<Fetched>)
    /// `/notes/:id/delete` matched and was confirmed.
    case delete(NoteLink, LinkReply<NoOutput>)
    /// A database operation finished: what to say, and how to answer.
    case stored(Stored)
    /// The callback was opened (or not).
    case openURL(OpenURLAction)
  }

  /// The result of a database operation, with the reply it answers.
  @CasePathable
  public enum Stored: Equatable, Sendable {
    /// A note was created.
    case created(Note, LinkReply<Created>)
    /// A note was read.
    case shown(Note, LinkReply<Shown>)
    /// A search finished.
    case found([Int64], LinkReply<Found>)
    /// The newest notes were read.
    case fetched([Note], LinkReply<Fetched>)
    /// A note was deleted.
    case deleted(Int64, LinkReply<NoOutput>)
  }

  /// The routes, with the confirmation that destructive ones need.
  public let routes: XCallbackRoutes<Action>

  @Dependency(\.notesDatabase) var database

  /// Creates the app.
  ///
  /// - Parameter confirm: Asked before a destructive request runs; `false` declines it.
  public init(confirm: @escaping @Sendable (_ request: RouteRequest) async -> Bool) {
    routes = XCallbackRoutes(configuration: Router.Configuration(schemes: ["notes"]), confirm: confirm)
      .route("/create") { (note: NewNote, reply: LinkReply<Created>) in .create(note, reply) }
      .route("/notes/:id") { (link: NoteLink, reply: LinkReply<Shown>) in .show(link, reply) }
      .route("/search") { (query: SearchQuery, reply: LinkReply<Found>) in .search(query, reply) }
      .route("/fetch") { (query: FetchQuery, reply: LinkReply<Fetched>) in .fetch(query, reply) }
      .route("/notes/:id/delete", requiresConfirmation: true) {
        (link: NoteLink, reply: LinkReply<NoOutput>) in .delete(link, reply)
      }
  }

  /// The app's logic.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .create(note, reply):
        let title = note.title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { return reply.fail(NotesError.missingTitle) }
        return store(reply) { try await .created(database.create(title, note.body ?? ""), reply) }

      case let .show(link, reply):
        return store(reply) {
          guard let note = try await database.note(link.id) else { throw NotesError.notFound(id: link.id) }
          return .shown(note, reply)
        }

      case let .search(query, reply):
        let limit = query.limit ?? 20
        guard (1...1000).contains(limit) else { return reply.fail(NotesError.invalidLimit(limit)) }
        return store(reply) { try await .found(database.search(query.query, limit), reply) }

      case let .fetch(query, reply):
        let limit = query.limit ?? 10
        guard (1...1000).contains(limit) else { return reply.fail(NotesError.invalidLimit(limit)) }
        return store(reply) { try await .fetched(database.newest(limit), reply) }

      case let .delete(link, reply):
        return store(reply) {
          guard try await database.delete(link.id) else { throw NotesError.notFound(id: link.id) }
          return .deleted(link.id, reply)
        }

      case let .stored(.created(note, reply)):
        let id = note.id ?? 0
        state.message = "Created note \(id): \(note.title)"
        return reply.succeed(with: Created(id: id))

      case let .stored(.shown(note, reply)):
        let id = note.id ?? 0
        state.message = "Note \(id): \(note.title)"
        return reply.succeed(with: Shown(id: id, title: note.title, body: note.body))

      case let .stored(.found(ids, reply)):
        state.message = "Found \(ids.count) note\(ids.count == 1 ? "" : "s")"
          + (ids.isEmpty ? "" : ": " + ids.map(String.init).joined(separator: ", "))
        return reply.succeed(with: Found(id: ids))

      case let .stored(.fetched(notes, reply)):
        state.message = "Fetched \(notes.count) note\(notes.count == 1 ? "" : "s")"
        return reply.succeed(with: Fetched(id: notes.map { $0.id ?? 0 }, title: notes.map(\.title)))

      case let .stored(.deleted(id, reply)):
        state.message = "Deleted note \(id)"
        return reply.succeed()

      case let .linkFinished(outcome):
        state.outcome = outcome
        return .none

      case let .openURL(outcome):
        state.callbackOpened = outcome
        return .none

      case .link:
        return .none
      }
    }
    .handlesXCallbacks(\.link, routes: routes, finished: \.linkFinished, urlToOpen: \.urlToOpen)
    .opensURL(state: \.urlToOpen, action: \.openURL)
  }

  /// Runs a database operation; its result comes back as ``Stored``, its failure goes to the
  /// reply (database errors as ``NotesError/storage(_:)``).
  private func store<Output>(
    _ reply: LinkReply<Output>, _ operation: @escaping @Sendable () async throws -> Stored
  ) -> Effect<Action> {
    .run { send in
      await send(.stored(try await operation()))
    } catch: { error, _ in
      reply.answer(.failure(error is NotesError ? error : NotesError.storage("\(error)")))
    }
  }
}
