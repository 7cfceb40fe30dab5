extension LinkMap {
  /// The map as a table whose screens and requests hold each route's index in ``routes``: what
  /// a site matches links with.
  ///
  /// - Throws: ``RouteRegistrationError`` for a pattern, alias or rename that cannot be
  ///   registered (a map edited by hand).
  package func table() throws(RouteRegistrationError) -> LinkTable<Int, Int> {
    let configuration = self.configuration
    var screens = RouteTableBuilder<Int>(configuration: configuration)
    var requests = RouteTableBuilder<Int>(configuration: configuration)
    for (index, route) in routes.enumerated() {
      if route.screen { try screens.add(route.pattern, index) }
      if route.request { try requests.add(route.pattern, index) }
    }
    // The old forms go to whichever table has the route (both, for a path both kinds take),
    // after every route is added: an alias names its route's pattern.
    func addOldForms(of route: Route, to builder: inout RouteTableBuilder<Int>) throws(RouteRegistrationError) {
      for alias in route.aliases {
        try builder.addAlias(alias.pattern, of: route.pattern, renaming: alias.renaming)
      }
      if !route.renamedParameters.isEmpty { try builder.renameParameters(route.renamedParameters, in: route.pattern) }
    }
    for route in routes {
      if route.screen { try addOldForms(of: route, to: &screens) }
      if route.request { try addOldForms(of: route, to: &requests) }
    }
    return try LinkTable(screens: screens.build(), requests: requests.build())
  }
}

extension LinkTable {
  /// The old patterns of each route of the joined table (its aliases, with their renamed
  /// parameters), and the old query names each reads: what a ``LinkMap`` keeps of them.
  package var oldForms: [RoutePattern: (aliases: [LinkMap.Alias], renamed: [String: String])] {
    let matcher = table.matcher
    var forms: [RoutePattern: (aliases: [LinkMap.Alias], renamed: [String: String])] = [:]
    for (index, pattern) in matcher.patterns.enumerated() {
      forms[pattern] = ([], matcher.renames[index])
    }
    for alias in matcher.aliases {
      forms[matcher.patterns[alias.route], default: ([], [:])].aliases.append(
        LinkMap.Alias(pattern: alias.pattern.description, renaming: alias.renaming))
    }
    return forms
  }
}
