#if SignedLinks
  import Foundation
  import LinkRouting

  /// The nonces of the single-use links already run, each kept until its link expires: a link
  /// that comes again is refused (`LinkSignatureError.replayed`), across relaunches and
  /// between processes when kept in a file (``file(at:capacity:)``).
  ///
  /// The record is bounded: when `capacity` nonces are kept and none has expired, a new
  /// single-use link is refused (`LinkSignatureError.unavailable(_:)`) rather than one forgotten
  /// early, which would let it run twice. A record that cannot be read is refused the same way,
  /// and left as it is for the user to look at.
  public struct UsedLinkNonces: Sendable {
    /// Records `nonce` of `keyID` as used until `until` (seconds since 1970), at `now`; a reason
    /// to refuse the link when it cannot be.
    public var use: @Sendable (_ nonce: String, _ keyID: String, _ until: Int, _ now: Int) -> LinkSignatureError?

    /// Creates a record from its operation.
    public init(
      use: @escaping @Sendable (_ nonce: String, _ keyID: String, _ until: Int, _ now: Int) -> LinkSignatureError?
    ) {
      self.use = use
    }

    /// The record kept in memory, forgotten when the process ends: for tests, and for an app
    /// whose single-use links must not outlive it.
    public static func inMemory(capacity: Int = 10_000) -> UsedLinkNonces {
      let record = MemoryRecord()
      return UsedLinkNonces { nonce, keyID, until, now in
        record.lock.withLock { record.used.use(nonce, keyID, until: until, now: now, capacity: capacity) }
      }
    }

    /// The record kept in the file at `path` (created, readable by its owner only), written whole
    /// and atomically (a new file renamed over the old) under an exclusive lock on
    /// `path + ".lock"`, so that two processes never both run one link and a process killed
    /// mid-write leaves the old record.
    public static func file(at path: String, capacity: Int = 10_000) -> UsedLinkNonces {
      UsedLinkNonces { nonce, keyID, until, now in
        NonceFile(path: path).update { used in used.use(nonce, keyID, until: until, now: now, capacity: capacity) }
      }
    }
  }

  /// The nonces kept, with the time each may be forgotten.
  struct UsedNonces: Codable {
    var version = 1
    var used: [String: Int] = [:]

    /// Records a nonce (see ``UsedLinkNonces/use``), forgetting the expired ones; the reason
    /// when it is refused.
    mutating func use(_ nonce: String, _ keyID: String, until: Int, now: Int, capacity: Int) -> LinkSignatureError? {
      used = used.filter { $0.value >= now }
      let key = keyID + " " + nonce
      if used[key] != nil { return .replayed }
      guard used.count < capacity else { return .unavailable("too many single-use links are still valid") }
      used[key] = until
      return nil
    }
  }

  private final class MemoryRecord: @unchecked Sendable {
    let lock = NSLock()
    var used = UsedNonces()
  }
#endif
