import Foundation

/// Opens the URLs a store's state asks for: the Linux counterpart of a SwiftUI view modifier.
///
/// ```swift
/// let store = Store(initialState: Feature.State()) { Feature() }
/// let driver = store.drivesURLOpening(state: \.urlToOpen, action: \.openURL)
/// ```
///
/// While the driver lives, each time the watched `URL?` becomes non-`nil` it asks the
/// `URLOpener` whether the URL can be opened, opens it, and sends the outcome
/// (``OpenURLAction/openedURL(_:)`` or ``OpenURLAction/urlNotSupported``) to the store. A URL
/// already set when the driver starts is opened at once. A URL is not opened again while it
/// is being opened, nor while it stays set.
@MainActor
public final class URLOpeningDriver {
  private let opener: URLOpener
  private let sendOutcome: @MainActor (OpenURLAction) -> Void
  private var observation: StoreObservation?
  private var opening: [URL: Task<Void, Never>] = [:]

  /// Binds a driver to a store.
  ///
  /// - Parameters:
  ///   - store: The store whose state holds the URL.
  ///   - toURL: The `URL?` that means "open this".
  ///   - toOpenURLAction: Where the outcome goes.
  ///   - opener: Opens the URLs; by default the store's `urlOpener` dependency.
  public init<State, Action>(
    store: Store<State, Action>,
    state toURL: KeyPath<State, URL?>,
    action toOpenURLAction: CaseKeyPath<Action, OpenURLAction>,
    opener: URLOpener? = nil
  ) {
    self.opener = opener ?? store.dependencies.urlOpener
    let embed = CaseExtractor(toOpenURLAction)
    self.sendOutcome = { store.send(embed.embed($0)) }
    self.observation = store.observe({ $0[keyPath: toURL] }) { [weak self] url in
      guard let self, let url else { return }
      self.start(url)
    }
  }

  isolated deinit {
    stop()
  }

  /// Whether a URL is being opened.
  package var isOpening: Bool { !opening.isEmpty }

  /// Waits until every URL being opened has been opened and its outcome sent.
  public func finish() async {
    while let task = opening.values.first {
      await task.value
    }
  }

  /// Stops watching the store; URLs being opened are opened, but their outcome is not sent.
  public func stop() {
    observation?.cancel()
    observation = nil
    for task in opening.values { task.cancel() }
  }

  private func start(_ url: URL) {
    guard opening[url] == nil else { return }
    let opener = self.opener
    opening[url] = Task { [weak self] in
      let outcome: OpenURLAction =
        await opener.canOpen(url) ? .openedURL(await opener.open(url)) : .urlNotSupported
      guard let self else { return }
      self.opening[url] = nil
      guard !Task.isCancelled else { return }
      self.sendOutcome(outcome)
    }
  }
}

extension Store {
  /// Opens the URLs this store's state asks for, until the returned driver is released or
  /// stopped. See ``URLOpeningDriver``.
  ///
  /// - Parameters:
  ///   - toURL: The `URL?` that means "open this".
  ///   - toOpenURLAction: Where the outcome goes.
  ///   - opener: Opens the URLs; by default the store's `urlOpener` dependency.
  public func drivesURLOpening(
    state toURL: KeyPath<State, URL?>,
    action toOpenURLAction: CaseKeyPath<Action, OpenURLAction>,
    opener: URLOpener? = nil
  ) -> URLOpeningDriver {
    URLOpeningDriver(store: self, state: toURL, action: toOpenURLAction, opener: opener)
  }
}
