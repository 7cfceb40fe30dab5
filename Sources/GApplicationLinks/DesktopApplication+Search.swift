#if canImport(CGIO)
  import CGIO
  import DesktopLinks

  extension DesktopApplication {
    /// The object path of the app's search provider: the app's path, then `SearchProvider`
    /// (`/org/example/Notes/SearchProvider`). The provider's `.ini` file names it
    /// (`LinkSearchProvider.shellFiles(for:)`).
    package var searchProviderObjectPath: String {
      LinkSearchProvider.objectPath(applicationID: applicationID)
    }

    /// Makes the app a GNOME Shell search provider (`org.gnome.Shell.SearchProvider2` at
    /// the app's D-Bus path then `/SearchProvider`, then the bus name, the app's id then
    /// `.SearchProvider`, taken) answering with `provider`. Each
    /// result is a link: the Shell activating one hands the app that link as `gio open` does
    /// (``onActivate`` and all), so it reaches the store through the app's route table; an
    /// identifier the app did not offer is refused and logged. "More results" opens
    /// `provider.searchLink`. Call it in ``onStartup``.
    ///
    /// - Parameters:
    ///   - provider: The search.
    ///   - iconName: The icon shown beside each result (the app's), or `nil`.
    /// - Returns: `false` when the app has no session bus connection, so nothing is served.
    @discardableResult
    public func servesSearch(_ provider: LinkSearchProvider, iconName: String? = nil) -> Bool {
      SearchProviderObject.register(
        UnsafeMutablePointer(handle), path: searchProviderObjectPath,
        busName: LinkSearchProvider.busName(applicationID: applicationID), provider: provider, iconName: iconName,
        logger: logger
      ) { [weak self] links in self?.receive(links) }
    }
  }
#endif
