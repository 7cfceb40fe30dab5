#if SignedLinks
  import Foundation
  import LinkRouting

  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// The file of ``UsedLinkNonces/file(at:capacity:)``: read, changed and written back under an
  /// exclusive `flock` on a lock file beside it. (Foundation has no cross-process lock; `flock` is
  /// the one both platforms have.)
  struct NonceFile {
    let path: String
    /// A record larger than this is not read: ten thousand nonces take about 700 kB.
    static let largest = 4 << 20

    /// Runs `change` on the record and writes it back if it accepted the nonce; the refusal
    /// otherwise, or when the record cannot be read or written.
    func update(_ change: (inout UsedNonces) -> LinkSignatureError?) -> LinkSignatureError? {
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      // Neither the lock nor the record is reached through a symbolic link: a link planted in
      // the data folder would otherwise have the record read from, and the lock taken on,
      // a file elsewhere. A link fails closed, as an unreadable record does.
      let descriptor = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
      guard descriptor >= 0 else {
        return .unavailable(
          errno == ELOOP ? "\(path).lock is a symbolic link, which is not followed" : "\(path).lock cannot be opened")
      }
      defer { close(descriptor) }
      guard flock(descriptor, LOCK_EX) == 0 else { return .unavailable("\(path).lock cannot be locked") }
      defer { flock(descriptor, LOCK_UN) }
      var record = UsedNonces()
      switch read() {
      case .missing: break
      case let .read(data):
        guard let read = try? JSONDecoder().decode(UsedNonces.self, from: data), read.version == 1 else {
          return .unavailable("the record of used links at \(path) cannot be read; move it away to start anew")
        }
        record = read
      case let .refused(reason):
        return .unavailable("the record of used links at \(path) \(reason); move it away to start anew")
      }
      if let refusal = change(&record) { return refusal }
      do {
        try write(record)
        return nil
      } catch {
        return .unavailable("the record of used links at \(path) cannot be written")
      }
    }

    private enum Reading {
      case missing
      case read(Data)
      case refused(String)
    }

    /// The record's bytes, read from the file itself: never through a symbolic link, never
    /// from anything but a regular file, never more than ``largest`` bytes.
    private func read() -> Reading {
      switch UnfollowedFile.read(path, limit: Self.largest) {
      case .missing: return .missing
      case let .read(data) where data.count <= Self.largest: return .read(data)
      case .read: return .refused("is larger than \(Self.largest) bytes")
      case .symbolicLink: return .refused("is a symbolic link, which is not followed")
      case .notRegularFile: return .refused("is not a regular file")
      case .failed: return .refused("cannot be read")
      }
    }

    /// Writes `record` to a new file beside the old, flushed, then renamed over it. The new
    /// file is made afresh (`O_EXCL`): a link left in its place is removed, never written through.
    private func write(_ record: UsedNonces) throws {
      let data = try JSONEncoder().encode(record)
      let temporary = path + ".new"
      unlink(temporary)
      let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
      guard descriptor >= 0 else { throw CocoaError(.fileWriteNoPermission) }
      let written = Result { try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).write(contentsOf: data) }
      let flushed = fsync(descriptor)
      close(descriptor)
      guard case .success = written, flushed == 0, rename(temporary, path) == 0 else {
        unlink(temporary)
        throw CocoaError(.fileWriteUnknown)
      }
    }
  }
#endif
