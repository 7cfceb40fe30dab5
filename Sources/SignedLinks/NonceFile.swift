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
      let descriptor = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else { return .unavailable("\(path).lock cannot be opened") }
      defer { close(descriptor) }
      guard flock(descriptor, LOCK_EX) == 0 else { return .unavailable("\(path).lock cannot be locked") }
      defer { flock(descriptor, LOCK_UN) }
      var record = UsedNonces()
      if FileManager.default.fileExists(atPath: path) {
        guard let data = FileManager.default.contents(atPath: path), data.count <= Self.largest,
          let read = try? JSONDecoder().decode(UsedNonces.self, from: data), read.version == 1
        else { return .unavailable("the record of used links at \(path) cannot be read; move it away to start anew") }
        record = read
      }
      if let refusal = change(&record) { return refusal }
      do {
        try write(record)
        return nil
      } catch {
        return .unavailable("the record of used links at \(path) cannot be written")
      }
    }

    /// Writes `record` to a new file beside the old, flushed, then renamed over it.
    private func write(_ record: UsedNonces) throws {
      let data = try JSONEncoder().encode(record)
      let temporary = path + ".new"
      let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
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
