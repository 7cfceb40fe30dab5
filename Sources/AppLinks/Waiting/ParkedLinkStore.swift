import ConcurrencyExtras
import Dependencies
import Foundation
import LinkRouting

/// Where parked links are kept while the app is not running: a dependency, so that a link
/// parked before a relaunch is applied after it (and one applied before is not applied again).
///
/// The reducer writes the whole list after every change, and removes a link from storage
/// *before* applying it: a process killed after applying a link does not apply it again.
/// Writes are made one at a time, in order, and an older list still waiting is skipped for a
/// newer one.
///
/// ```swift
/// let store = Store(initialState: App.State()) {
///   App()
/// } withDependencies: {
///   $0.parkedLinkStore = .file(at: appSupport.appendingPathComponent("parked-links.json"))
/// }
/// ```
public struct ParkedLinkStore: Sendable {
  /// Reads what was stored, or `nil` if nothing was.
  public var load: @Sendable () async throws -> Data?
  /// Replaces what is stored.
  public var save: @Sendable (Data) async throws -> Void

  /// Creates a store from its two operations.
  ///
  /// - Parameters:
  ///   - load: Reads what was stored, or `nil` if nothing was.
  ///   - save: Replaces what is stored. The reducer calls it for one list at a time, in order.
  public init(
    load: @escaping @Sendable () async throws -> Data?, save: @escaping @Sendable (Data) async throws -> Void
  ) {
    self.load = load
    self.save = save
  }

  /// Keeps the links in memory: they do not survive the process.
  public static func inMemory() -> Self {
    let stored = LockIsolated<Data?>(nil)
    return Self(
      load: { stored.value },
      save: { data in stored.setValue(data) }
    )
  }

  /// Keeps the links in a file, replaced atomically (written beside it, then renamed over it)
  /// and readable by the user only: a process killed mid-write leaves the old list or the
  /// new, never half of one. The folder is created when first needed (a first run has none).
  ///
  /// - Parameter url: The file.
  public static func file(at url: URL) -> Self {
    let lock = NSLock()
    return Self(
      load: { try readWithoutFollowing(url) },
      save: { data in
        try lock.withLock {
          // A link in the file's place is not replaced: the list it leads to stays as it is.
          var status = stat()
          if lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
            throw ParkedLinkFileError.symbolicLink
          }
          try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
          let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString)")
          guard
            FileManager.default.createFile(
              atPath: temporary.path, contents: data, attributes: [.posixPermissions: 0o600])
          else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary.path]) }
          // rename(2) replaces the file in one step; FileManager's replace is not atomic on
          // every platform.
          guard rename(temporary.path, url.path) == 0 else {
            let code = errno
            try? FileManager.default.removeItem(at: temporary)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
          }
        }
      }
    )
  }
}

/// The file's bytes, `nil` when there is none; never through a symbolic link, and never more
/// than one byte past the largest parked-link file (which decoding then refuses).
private func readWithoutFollowing(_ url: URL) throws -> Data? {
  switch UnfollowedFile.read(url.path, limit: ParkedLinkFile.maximumSize) {
  case .missing: return nil
  case let .read(data): return data
  case .symbolicLink: throw ParkedLinkFileError.symbolicLink
  case .notRegularFile: throw ParkedLinkFileError.unreadable
  case let .failed(code): throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
  }
}

private enum ParkedLinkStoreKey: DependencyKey {
  static var liveValue: ParkedLinkStore { .inMemory() }
  static var testValue: ParkedLinkStore { .inMemory() }
}

extension DependencyValues {
  /// Where parked links are kept between launches. See ``ParkedLinkStore``.
  ///
  /// In memory unless an app sets another: an app that wants its parked links to survive a
  /// relaunch sets ``ParkedLinkStore/file(at:)``. In tests, in memory, one per test.
  public var parkedLinkStore: ParkedLinkStore {
    get { self[ParkedLinkStoreKey.self] }
    set { self[ParkedLinkStoreKey.self] = newValue }
  }
}
