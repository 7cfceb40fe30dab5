import Foundation
import Logging

extension LinkReducer {
  /// The same reducer, parking the links whose route's requirement does not hold
  /// (`LinkRoutes.requiring(_:for:fileID:filePath:line:column:)`) until it does.
  ///
  /// ```swift
  /// .handlesLinks(\.received, routes: App.links, …)
  /// .parksLinks(in: \.parked, action: \.parking)
  /// ```
  ///
  /// A link whose requirement is unmet after its match (after callbacks were claimed and
  /// duplicates dropped, before access and confirmation) is appended to `parked`, the
  /// requirement's `prompt` changes the state, and the list is written to the
  /// `parkedLinkStore` dependency. After every action, the links whose requirement now holds
  /// are removed, the list is written, and only then are they applied (``LinkParking/resume(_:)``):
  /// each exactly once, even if the process is killed right after. A link is dropped (and
  /// ``LinkParking/dropped(_:_:)`` sent; a request answered `x-cancel`) when it expires, when
  /// more than `limit` wait (oldest first), or when the user gives up
  /// (``LinkParking/giveUp(_:)``). Send ``LinkParking/restore`` at launch to read the links
  /// parked before the app last quit; a stored file that cannot be read is logged and ignored.
  ///
  /// Dependencies: `uuid` and `date` name and time each parked link, `continuousClock` runs
  /// its expiry, `parkedLinkStore` keeps the list.
  ///
  /// - Parameters:
  ///   - parked: Where the waiting links are kept in state.
  ///   - action: The case that embeds ``LinkParking``.
  ///   - expiry: How long a link may wait. Ten minutes unless said otherwise.
  ///   - limit: How many links may wait at once; the oldest is dropped first. 20 unless said.
  public func parksLinks(
    in parked: WritableKeyPath<Base.State, ParkedLinks>,
    action: CaseKeyPath<Base.Action, LinkParking>,
    expiry: Duration = .seconds(600),
    limit: Int = 20
  ) -> Self {
    var reducer = self
    reducer.waiting = LinkWaiting(
      parked: parked, action: CaseExtractor(action), expiry: max(expiry, .zero), limit: max(limit, 1))
    return reducer
  }

  /// Parks `url` until `requirement` holds, and prompts for it.
  func park(
    _ url: URL, _ request: RouteRequest, _ kind: ParkedLink.Kind, _ requirement: LinkRequirement<Base.State>,
    asRequest: Bool, into state: inout Base.State, since arrived: LinkOutcomes.Moment
  ) -> Effect<Base.Action> {
    let configuration = routes.configuration
    guard let waiting else {
      reportIssue(
        """
        Route \(request.pattern) requires "\(requirement.name)", but its links have nowhere to wait: \
        add ".parksLinks(in:action:)" after "handlesLinks". The link was dropped.
        """)
      outcomes.report(
        .refused(.accessDenied("requires \(requirement.name)")), for: url, pattern: request.pattern.description,
        since: arrived, configuration: configuration, request: request)
      return .none
    }
    @Dependency(\.uuid) var uuid
    @Dependency(\.date.now) var now
    let link = ParkedLink(
      id: uuid(), url: url, pattern: request.pattern.description, kind: kind, source: request.source, arrived: now,
      requirement: requirement.name, answersOnly: asRequest, redactedBy: configuration)
    state[keyPath: waiting.parked].links.append(link)
    requirement.prompt(&state)
    outcomes.report(
      .parked(requirement: requirement.name), for: url, pattern: link.pattern, since: arrived,
      configuration: configuration, request: request)
    var effects = [expiry(of: link, after: waiting.expiry, waiting)]
    effects += trim(waiting, &state)
    effects.append(write(waiting, state[keyPath: waiting.parked]))
    return .merge(effects)
  }

  /// Handles the parking actions.
  func handle(
    _ parking: LinkParking, _ waiting: LinkWaiting<Base.State, Base.Action>, into state: inout Base.State
  ) -> Effect<Base.Action> {
    switch parking {
    case .restore:
      return restore(waiting)

    case let .restored(links):
      @Dependency(\.date.now) var now
      let present = Set(state[keyPath: waiting.parked].links.map(\.id))
      var effects: [Effect<Base.Action>] = []
      var changed = false
      for link in links where !present.contains(link.id) {
        // A link dated in the future (a clock set back, a file edited) waits no longer than a new one.
        let waited = Duration.seconds(max(0, now.timeIntervalSince(link.arrived)))
        guard waited < waiting.expiry else {
          effects.append(drop(link, .expired, waiting))
          changed = true
          continue
        }
        state[keyPath: waiting.parked].links.append(link)
        effects.append(expiry(of: link, after: waiting.expiry - waited, waiting))
        if let requirement = requirement(named: link.requirement), !requirement.isMet(state) {
          requirement.prompt(&state)
        }
      }
      state[keyPath: waiting.parked].links.sort { $0.arrived < $1.arrived }
      let trimmed = trim(waiting, &state)
      if changed || !trimmed.isEmpty { effects.append(write(waiting, state[keyPath: waiting.parked])) }
      return .merge(effects + trimmed)

    case let .giveUp(name):
      let given = state[keyPath: waiting.parked].links.filter { $0.requirement == name }
      guard !given.isEmpty else { return .none }
      state[keyPath: waiting.parked].links.removeAll { $0.requirement == name }
      return .merge(given.map { drop($0, .gaveUp, waiting) } + [write(waiting, state[keyPath: waiting.parked])])

    case let .expired(id):
      guard let index = state[keyPath: waiting.parked].links.firstIndex(where: { $0.id == id }) else { return .none }
      let link = state[keyPath: waiting.parked].links.remove(at: index)
      return .merge(drop(link, .expired, waiting), write(waiting, state[keyPath: waiting.parked]))

    case let .resume(links):
      // Each is read again (a link restored after a relaunch was matched by the process
      // that parked it) and checked against its requirement again.
      return .merge(
        links.map { link in
          take(
            link.url, routes.table.match(link.url.absoluteString, asRequest: link.answersOnly), into: &state,
            asRequest: link.answersOnly)
        })

    case .dropped:
      return .none
    }
  }

  /// Removes the links whose requirement holds, writes the list, then applies them.
  func resumeMet(_ waiting: LinkWaiting<Base.State, Base.Action>, in state: inout Base.State) -> Effect<Base.Action> {
    var met: [String: Bool] = [:]
    let ready = state[keyPath: waiting.parked].links.filter { link in
      if let known = met[link.requirement] { return known }
      // A requirement the routes no longer have (the app changed since the link was parked)
      // holds; the link's route is checked again when it is applied.
      let holds = requirement(named: link.requirement)?.isMet(state) ?? true
      met[link.requirement] = holds
      return holds
    }
    guard !ready.isEmpty else { return .none }
    let ids = Set(ready.map(\.id))
    state[keyPath: waiting.parked].links.removeAll { ids.contains($0.id) }
    return .merge(
      ready.map { .cancel(id: ParkedLinkTimer(id: $0.id)) }
        + [.concatenate(write(waiting, state[keyPath: waiting.parked]), .send(waiting.action.embed(.resume(ready))))]
    )
  }

  /// Drops the oldest links while more than the limit wait.
  private func trim(_ waiting: LinkWaiting<Base.State, Base.Action>, _ state: inout Base.State) -> [Effect<Base.Action>]
  {
    var effects: [Effect<Base.Action>] = []
    while state[keyPath: waiting.parked].links.count > waiting.limit {
      effects.append(drop(state[keyPath: waiting.parked].links.removeFirst(), .limit, waiting))
    }
    return effects
  }

  /// Says a link was dropped; a request's caller gets its `x-cancel`.
  private func drop(
    _ link: ParkedLink, _ reason: ParkedLinkDrop, _ waiting: LinkWaiting<Base.State, Base.Action>
  ) -> Effect<Base.Action> {
    let outcomes = self.outcomes
    outcomes.report(
      .dropped(reason), for: link.url, pattern: link.pattern, since: outcomes.now(), configuration: routes.configuration
    )
    var effects: [Effect<Base.Action>] = [
      .cancel(id: ParkedLinkTimer(id: link.id)), .send(waiting.action.embed(.dropped(link, reason))),
    ]
    // The caller of a request is not left waiting: it is read again for its callbacks, which
    // the table's callback policy checks as it does for every answer.
    if link.kind == .request,
      case let .request(_, request) = routes.table.match(link.url.absoluteString, asRequest: link.answersOnly)
    {
      effects.append(.send(finished.embed(RouteOutcome(answering: request, with: .failure(RouteCancellation())))))
    }
    return .merge(effects)
  }

  /// Sends ``LinkParking/expired(_:)`` for `link` after `duration`, unless cancelled first.
  private func expiry(
    of link: ParkedLink, after duration: Duration, _ waiting: LinkWaiting<Base.State, Base.Action>
  ) -> Effect<Base.Action> {
    @Dependency(\.continuousClock) var clock
    let (id, action) = (link.id, waiting.action)
    return .run { send in
      try await clock.sleep(for: duration)
      await send(action.embed(.expired(id)))
    }
    .cancellable(id: ParkedLinkTimer(id: id))
    .cancellable(id: ParkedLinkTimer.all)
  }

  /// Writes the list to the `parkedLinkStore`, after the writes made before it.
  private func write(_ waiting: LinkWaiting<Base.State, Base.Action>, _ parked: ParkedLinks) -> Effect<Base.Action> {
    @Dependency(\.parkedLinkStore) var store
    let (data, writes) = (ParkedLinkFile.encode(parked.links), waiting.writes)
    let number = writes.next()
    return .run { _ in
      await writes.perform(number) {
        do {
          try await store.save(data)
        } catch {
          Logger(label: "ComposableLinks").warning("Parked links not saved: \(error)")
        }
      }
    }
  }

  /// Reads the links parked before the app last quit.
  private func restore(_ waiting: LinkWaiting<Base.State, Base.Action>) -> Effect<Base.Action> {
    @Dependency(\.parkedLinkStore) var store
    let (configuration, action) = (routes.configuration, waiting.action)
    return .run { send in
      let logger = Logger(label: "ComposableLinks")
      let data: Data?
      do {
        data = try await store.load()
      } catch {
        logger.warning("Parked links not restored: \(error)")
        return
      }
      guard let data else { return }
      do {
        let (links, skipped) = try ParkedLinkFile.decode(data, redactedBy: configuration)
        if skipped > 0 { logger.warning("Parked links: \(skipped) unreadable entries skipped") }
        await send(action.embed(.restored(links)))
      } catch {
        logger.warning("Parked links not restored: \(error)")
      }
    }
  }

  /// The requirement of this name among the routes'.
  private func requirement(named name: String) -> LinkRequirement<Base.State>? {
    routes.requirements.values.first { $0.name == name }
  }
}
