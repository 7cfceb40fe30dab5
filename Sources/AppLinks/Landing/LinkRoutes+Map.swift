import LinkRouting

extension LinkRoutes {
  /// The table's map, with none of its code (`LinkMap`): how links are read, and each route's
  /// pattern, kind, examples, aliases, signature rule and whether a person may land on it from
  /// the web. What a site is built from where the app cannot be compiled: write it out
  /// (`LinkMap.json()`) in the app's tests, and check there that the committed file is still
  /// this map.
  public var map: LinkMap {
    let forms = table.oldForms
    let screenIndex = Dictionary(
      (0..<screens.table.count).map { (screens.table.route(at: $0).pattern, $0) },
      uniquingKeysWith: { first, _ in first })
    let requestIndex = Dictionary(
      (0..<requests.table.count).map { (requests.table.route(at: $0).pattern, $0) },
      uniquingKeysWith: { first, _ in first })
    let mapped = table.patterns.map { pattern -> LinkMap.Route in
      let screen = screenIndex[pattern]
      let request = requestIndex[pattern]
      let access = request.map { requests.table.route(at: $0).value.access }
      let landing = landings[pattern]
      let reason: String? = if case let .allowed(reason)? = landing { reason } else { nil }
      return LinkMap.Route(
        pattern: pattern.description, screen: screen != nil, request: request != nil,
        landing: mayLand(on: pattern, isScreen: screen != nil), landingReason: reason,
        signature: access?.signature.map {
          LinkMap.Signature(
            maximumAge: $0.maximumAge, singleUse: $0.singleUse, signedOnly: access?.tokenParameter == nil)
        },
        examples: screen.map { screens.table.route(at: $0).value.examples } ?? [],
        aliases: forms[pattern]?.aliases ?? [], renamedParameters: forms[pattern]?.renamed ?? [:])
    }
    return LinkMap(configuration: configuration, routes: mapped)
  }
}
