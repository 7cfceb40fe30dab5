import Foundation

/// This install's id: 16 random bytes in base64url, made once and kept beside the database
/// (`install-id`, readable by its owner only). Sent with each claim the app redeems, so that an
/// app killed after the site answered, before it kept the link, asks again and gets it again
/// (and no other install does). It says nothing of the person: it is made here, at random.
package enum InstallID {
  /// The id kept beside the database at `databasePath`, made and written on first use; nil
  /// when it can be neither read nor written (the claim is then redeemed without one).
  package static func current(besideDatabase databasePath: String) -> String? {
    let file = URL(fileURLWithPath: databasePath).deletingLastPathComponent().appendingPathComponent("install-id")
    if let kept = try? String(contentsOf: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines),
      kept.count == 22
    {
      return kept
    }
    var bytes = [UInt8](repeating: 0, count: 16)
    var generator = SystemRandomNumberGenerator()
    for index in bytes.indices { bytes[index] = generator.next() }
    let id = Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-")
      .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    do {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      // Made whole or not at all, and kept by the first of two processes that race to make it.
      let temporary = file.appendingPathExtension("\(getpid()).tmp")
      try Data((id + "\n").utf8).write(to: temporary, options: .atomic)
      _ = chmod(temporary.path, 0o600)
      if link(temporary.path, file.path) != 0 {
        try? FileManager.default.removeItem(at: temporary)
        return (try? String(contentsOf: file, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
      }
      try? FileManager.default.removeItem(at: temporary)
      return id
    } catch {
      return nil
    }
  }
}
