#if canImport(CGIO)
  import CGIO
  import DesktopLinks
  import Foundation
  import Logging

  /// Serves `org.gnome.Shell.SearchProvider2` on the app's own D-Bus connection (a
  /// ``BusObject``), answering with a `LinkSearchProvider`.
  ///
  /// Each identifier the Shell gets is a result's link; activating one hands the app that
  /// link exactly as `gio open` would (checked, delivered, then the app activated), so it
  /// goes through the app's route table. An identifier the app did not offer is refused.
  @MainActor
  final class SearchProviderObject {
    static let introspection = """
      <node><interface name="org.gnome.Shell.SearchProvider2">
      <method name="GetInitialResultSet"><arg type="as" direction="in"/><arg type="as" direction="out"/></method>
      <method name="GetSubsearchResultSet"><arg type="as" direction="in"/><arg type="as" direction="in"/>\
      <arg type="as" direction="out"/></method>
      <method name="GetResultMetas"><arg type="as" direction="in"/><arg type="aa{sv}" direction="out"/></method>
      <method name="ActivateResult"><arg type="s" direction="in"/><arg type="as" direction="in"/>\
      <arg type="u" direction="in"/></method>
      <method name="LaunchSearch"><arg type="as" direction="in"/><arg type="u" direction="in"/></method>
      </interface></node>
      """

    /// The most results remembered for `GetResultMetas` and `ActivateResult`: those of the
    /// last searches, dropped all at once beyond this.
    static let remembered = 500

    private let provider: LinkSearchProvider
    private let iconName: String?
    private let deliver: @MainActor ([String]) -> Void
    private let logger: Logger
    private var offered: [String: LinkSearchResult] = [:]

    private init(
      provider: LinkSearchProvider, iconName: String?, logger: Logger, deliver: @escaping @MainActor ([String]) -> Void
    ) {
      self.provider = provider
      self.iconName = iconName
      self.logger = logger
      self.deliver = deliver
    }

    /// Registers the object at `path`, then takes `busName` (the Shell's calls wait for it);
    /// false without a bus connection or if GDBus refuses the object.
    static func register(
      _ application: UnsafeMutablePointer<GApplication>, path: String, busName: String, provider: LinkSearchProvider,
      iconName: String?, logger: Logger, deliver: @escaping @MainActor ([String]) -> Void
    ) -> Bool {
      guard let connection = g_application_get_dbus_connection(application) else { return false }
      let object = SearchProviderObject(provider: provider, iconName: iconName, logger: logger, deliver: deliver)
      guard BusObject.register(on: connection, path: path, introspection: introspection, answer: object.answer) else {
        return false
      }
      _ = g_bus_own_name_on_connection(connection, busName, G_BUS_NAME_OWNER_FLAGS_NONE, nil, nil, nil, nil)
      return true
    }

    /// Answers one call; a search later (the provider is asynchronous).
    private func answer(_ call: BusObject.Call) {
      let parameters = call.parameters
      switch call.method {
      case "GetInitialResultSet", "GetSubsearchResultSet":
        let subsearch = call.method == "GetSubsearchResultSet"
        let terms = Self.strings(parameters, at: subsearch ? 1 : 0)
        let previous = subsearch ? Set(Self.strings(parameters, at: 0)) : nil
        Task { @MainActor in
          var results = await provider.results(for: terms)
          if let previous { results.removeAll { !previous.contains($0.link.absoluteString) } }
          remember(results)
          Self.returnStrings(results.map(\.link.absoluteString), call)
        }
      case "GetResultMetas":
        // Described as they stand now (the provider's `current`), not as they were offered: a
        // note deleted, or hidden by a lock set since, is described no more.
        let results = Self.strings(parameters, at: 0).compactMap { offered[$0] }
        Task { @MainActor in
          var metas: [OpaquePointer?] = []
          for result in results {
            if let current = await provider.refreshed(result) { metas.append(meta(current)) }
          }
          call.reply(BusObject.tuple(Self.array(of: "a{sv}", metas)))
        }
      case "ActivateResult":
        let identifier = Self.string(parameters, at: 0)
        guard let result = offered[identifier] else {
          logger.notice(
            "refused a search result the app did not offer", metadata: ["bytes": "\(identifier.utf8.count)"])
          call.reply(nil)
          return
        }
        Task { @MainActor in
          if await provider.refreshed(result) != nil {
            deliver([identifier])
          } else {
            logger.notice("refused a search result that is gone or hidden now")
          }
          call.reply(nil)
        }
      case "LaunchSearch":
        let terms = LinkSearchProvider.checked(Self.strings(parameters, at: 0))
        if let terms, let link = provider.searchLink(terms) { deliver([link.absoluteString]) }
        call.reply(nil)
      default:
        call.replyUnknownMethod()
      }
    }

    private func remember(_ results: [LinkSearchResult]) {
      if offered.count + results.count > Self.remembered { offered.removeAll() }
      for result in results { offered[result.link.absoluteString] = result }
    }

    /// A result as the Shell shows it: `id`, `name`, `description`, and the app's icon.
    private func meta(_ result: LinkSearchResult) -> OpaquePointer? {
      var entries = [
        Self.entry("id", result.link.absoluteString), Self.entry("name", result.name),
        Self.entry("description", result.description),
      ]
      if let iconName { entries.append(Self.entry("gicon", iconName)) }
      return entries.withUnsafeMutableBufferPointer { g_variant_new_array(nil, $0.baseAddress, gsize($0.count)) }
    }

    // MARK: GVariant, by hand

    /// The strings of the `as` at `index` of a call's parameters (GDBus checked the types).
    private static func strings(_ parameters: OpaquePointer, at index: Int) -> [String] {
      guard let child = g_variant_get_child_value(parameters, gsize(index)) else { return [] }
      defer { g_variant_unref(child) }
      var count: gsize = 0
      guard let array = g_variant_get_strv(child, &count) else { return [] }
      defer { g_free(array) }
      return (0..<Int(count)).compactMap { array[$0].map { String(cString: $0) } }
    }

    /// The `s` at `index` of a call's parameters.
    private static func string(_ parameters: OpaquePointer, at index: Int) -> String {
      guard let child = g_variant_get_child_value(parameters, gsize(index)) else { return "" }
      defer { g_variant_unref(child) }
      return g_variant_get_string(child, nil).map { String(cString: $0) } ?? ""
    }

    private static func returnStrings(_ strings: [String], _ call: BusObject.Call) {
      let copies = strings.map { strdup($0) }
      defer { for copy in copies { free(copy) } }
      let pointers = copies.map { UnsafePointer($0) }
      let array = pointers.withUnsafeBufferPointer { g_variant_new_strv($0.baseAddress, gssize($0.count)) }
      call.reply(BusObject.tuple(array))
    }

    private static func entry(_ key: String, _ value: String) -> OpaquePointer? {
      g_variant_new_dict_entry(g_variant_new_string(key), g_variant_new_variant(g_variant_new_string(value)))
    }

    private static func array(of type: String, _ children: [OpaquePointer?]) -> OpaquePointer? {
      let elementType = g_variant_type_new(type)
      defer { g_variant_type_free(elementType) }
      return children.withUnsafeBufferPointer { g_variant_new_array(elementType, $0.baseAddress, gsize($0.count)) }
    }
  }
#endif
