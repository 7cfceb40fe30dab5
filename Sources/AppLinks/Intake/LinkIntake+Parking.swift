import CasePaths
import Dependencies
import Foundation
import IssueReporting
import LinkRouting
import Logging

extension LinkIntake {
  /// The same intake, parking the links whose route's requirement does not hold
  /// (``LinkRoutes/Screens/requiring(_:for:fileID:filePath:line:column:)``) until it does.
  ///
  /// ```swift
  /// LinkIntake(App.links, link: \.received, finished: \.linkFinished)
  ///   .parksLinks(in: \.parked, action: \.parking)
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
  /// its expiry (an operation cancellable by ``LinkWorkID``), `parkedLinkStore` keeps the list.
  ///
  /// - Parameters:
  ///   - parked: Where the waiting links are kept in state.
  ///   - action: The case that embeds ``LinkParking``.
  ///   - expiry: How long a link may wait. Ten minutes unless said otherwise.
  ///   - limit: How many links may wait at once; the oldest is dropped first. 20 unless said.
  public func parksLinks(
    in parked: WritableKeyPath<State, ParkedLinks>, action: CaseKeyPath<Action, LinkParking>,
    expiry: Duration = .seconds(600), limit: Int = 20
  ) -> Self {
    var intake = self
    intake.waiting = LinkWaiting(
      parked: parked, action: ActionCase(action), expiry: max(expiry, .zero), limit: max(limit, 1))
    return intake
  }

  /// Parks `url` until `requirement` holds, and prompts for it.
  func park(
    _ url: URL, _ request: RouteRequest, _ kind: ParkedLink.Kind, _ requirement: LinkRequirement<State>,
    asRequest: Bool, accessChecked: Bool = false, into state: inout State, since arrived: LinkOutcomes.Moment
  ) -> LinkWork<Action> {
    @Dependency(\.linkOutcomes) var outcomes
    let configuration = routes.configuration
    guard let waiting else {
      reportIssue(
        """
        Route \(request.pattern) requires "\(requirement.name)", but its links have nowhere to wait: \
        add ".parksLinks(in:action:)". The link was dropped.
        """)
      outcomes.report(
        .refused(.accessDenied("requires \(requirement.name)")), for: url, pattern: request.pattern.description,
        since: arrived, configuration: configuration, request: request)
      return .none
    }
    @Dependency(\.uuid) var uuid
    @Dependency(\.date.now) var now
    var link = ParkedLink(
      id: uuid(), url: url, pattern: request.pattern.description, kind: kind, source: request.xCallback.source,
      arrived: now,
      requirement: requirement.name, answersOnly: asRequest, accessChecked: accessChecked, redactedBy: configuration)
    if case let .deferred(carrier) = outcomes.carried { link.carrier = carrier }
    state[keyPath: waiting.parked].links.append(link)
    requirement.prompt(&state)
    outcomes.report(
      .parked(requirement: requirement.name), for: url, pattern: link.pattern, since: arrived,
      configuration: configuration, request: request)
    return expiry(of: link, after: waiting.expiry, waiting)
      .followed(by: trim(waiting, &state))
      .followed(by: writing(waiting, state[keyPath: waiting.parked]))
  }

  /// Handles the parking events.
  func handle(_ parking: LinkParking, _ waiting: LinkWaiting<State, Action>, into state: inout State)
    -> LinkWork<Action>
  {
    switch parking {
    case .restore:
      return restore(waiting)

    case let .restored(links):
      @Dependency(\.date.now) var now
      let present = Set(state[keyPath: waiting.parked].links.map(\.id))
      var work = LinkWork<Action>.none
      var changed = false
      for link in links where !present.contains(link.id) {
        // A link dated in the future (a clock set back, a file edited) waits no longer than a new one.
        let waited = Duration.seconds(max(0, now.timeIntervalSince(link.arrived)))
        guard waited < waiting.expiry else {
          work = work.followed(by: drop(link, .expired, waiting))
          changed = true
          continue
        }
        state[keyPath: waiting.parked].links.append(link)
        work = work.followed(by: expiry(of: link, after: waiting.expiry - waited, waiting))
        if let requirement = requirement(named: link.requirement), !requirement.isMet(state) {
          requirement.prompt(&state)
        }
      }
      state[keyPath: waiting.parked].links.sort { $0.arrived < $1.arrived }
      let trimmed = trim(waiting, &state)
      if changed || !trimmed.isEmpty { work = work.followed(by: writing(waiting, state[keyPath: waiting.parked])) }
      return work.followed(by: trimmed)

    case let .giveUp(name):
      let given = state[keyPath: waiting.parked].links.filter { $0.requirement == name }
      guard !given.isEmpty else { return .none }
      state[keyPath: waiting.parked].links.removeAll { $0.requirement == name }
      return .all(given.map { drop($0, .gaveUp, waiting) }).followed(
        by: writing(waiting, state[keyPath: waiting.parked]))

    case let .expired(id):
      guard let index = state[keyPath: waiting.parked].links.firstIndex(where: { $0.id == id }) else { return .none }
      let link = state[keyPath: waiting.parked].links.remove(at: index)
      return drop(link, .expired, waiting).followed(by: writing(waiting, state[keyPath: waiting.parked]))

    case let .resume(links):
      // Each is read again (a link restored after a relaunch was matched by the process
      // that parked it) and checked against its requirement again.
      return .all(
        links.map { link in
          // A deferred link keeps its carrier as its source while it waits, across a relaunch.
          withDependencies {
            if let carrier = link.carrier { $0.linkOutcomes.carried = .deferred(carrier) }
          } operation: {
            decide(
              link.url, routes.table.match(link.url.absoluteString, asRequest: link.answersOnly), into: &state,
              asRequest: link.answersOnly, accessChecked: link.accessChecked)
          }
        })

    case let .accessChecked(url, answersOnly):
      return decide(
        url, routes.table.match(url.absoluteString, asRequest: answersOnly), into: &state, asRequest: answersOnly,
        accessChecked: true)

    case .dropped:
      return .none
    }
  }

  /// Removes the links whose requirement holds, writes the list, then applies them.
  func resumeMet(_ waiting: LinkWaiting<State, Action>, in state: inout State) -> LinkWork<Action> {
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
    let (write, resume) = (write(waiting, state[keyPath: waiting.parked]), waiting.action.embed(.resume(ready)))
    return LinkWork(
      operations: [
        LinkWork.Operation { send in
          await write()
          await send(resume)
        }
      ],
      cancelling: ready.map { LinkWorkID.expiry(of: $0.id) })
  }

  /// Drops the oldest links while more than the limit wait.
  private func trim(_ waiting: LinkWaiting<State, Action>, _ state: inout State) -> LinkWork<Action> {
    var work = LinkWork<Action>.none
    while state[keyPath: waiting.parked].links.count > waiting.limit {
      work = work.followed(by: drop(state[keyPath: waiting.parked].links.removeFirst(), .limit, waiting))
    }
    return work
  }

  /// Says a link was dropped; a request's caller gets its `x-cancel`.
  private func drop(_ link: ParkedLink, _ reason: ParkedLinkDrop, _ waiting: LinkWaiting<State, Action>)
    -> LinkWork<Action>
  {
    @Dependency(\.linkOutcomes) var outcomes
    outcomes.report(
      .dropped(reason), for: link.url, pattern: link.pattern, since: outcomes.now(), configuration: routes.configuration
    )
    var actions = [waiting.action.embed(.dropped(link, reason))]
    // The caller of a request is not left waiting: it is read again for its callbacks, which
    // the table's callback policy checks as it does for every answer.
    if link.kind == .request,
      case let .request(_, request) = routes.table.match(link.url.absoluteString, asRequest: link.answersOnly)
    {
      actions.append(finished.embed(RouteOutcome(answering: request, with: .failure(RouteCancellation()))))
    }
    return LinkWork(actions: actions, cancelling: [.expiry(of: link.id)])
  }

  /// Sends ``LinkParking/expired(_:)`` for `link` after `duration`, unless cancelled first.
  private func expiry(of link: ParkedLink, after duration: Duration, _ waiting: LinkWaiting<State, Action>)
    -> LinkWork<Action>
  {
    @Dependency(\.continuousClock) var clock
    let expired = waiting.action.embed(.expired(link.id))
    return LinkWork(operations: [
      LinkWork.Operation(id: .expiry(of: link.id)) { send in
        guard (try? await clock.sleep(for: duration)) != nil else { return }
        await send(expired)
      }
    ])
  }

  /// Writes the list to the `parkedLinkStore`, after the writes made before it.
  private func writing(_ waiting: LinkWaiting<State, Action>, _ parked: ParkedLinks) -> LinkWork<Action> {
    let write = write(waiting, parked)
    return LinkWork(operations: [LinkWork.Operation { _ in await write() }])
  }

  /// What writes the list, numbered now: the writes run in the order they were made.
  private func write(_ waiting: LinkWaiting<State, Action>, _ parked: ParkedLinks) -> @Sendable () async -> Void {
    @Dependency(\.parkedLinkStore) var store
    let (data, writes) = (ParkedLinkFile.encode(parked.links), waiting.writes)
    let number = writes.next()
    return {
      await writes.perform(number) {
        do {
          try await store.save(data)
        } catch {
          Logger(label: "AppLinks").warning("Parked links not saved: \(error)")
        }
      }
    }
  }

  /// Reads the links parked before the app last quit.
  private func restore(_ waiting: LinkWaiting<State, Action>) -> LinkWork<Action> {
    @Dependency(\.parkedLinkStore) var store
    let (configuration, action) = (routes.configuration, waiting.action)
    return LinkWork(operations: [
      LinkWork.Operation { send in
        let logger = Logger(label: "AppLinks")
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
    ])
  }

  /// The requirement of this name among the routes'.
  private func requirement(named name: String) -> LinkRequirement<State>? {
    routes.requirements.values.first { $0.name == name }
  }
}
