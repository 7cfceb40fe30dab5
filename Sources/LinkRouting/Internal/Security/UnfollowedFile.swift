import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A record in an app's data folder, read without following a symbolic link: a link planted in
/// the folder would have the app read its state from elsewhere (and then write it there). The
/// one reader of the records that survive a relaunch: the parked links (AppLinks) and the
/// used signed-link nonces (SignedLinks).
package enum UnfollowedFile {
  /// What reading found.
  package enum Reading: Equatable, Sendable {
    /// No file.
    case missing
    /// The file's bytes: at most one byte past the limit, so that a caller can tell a file
    /// that is too large without reading all of it.
    case read(Data)
    /// A symbolic link in the file's place, not followed.
    case symbolicLink
    /// Something other than a regular file (a folder, a pipe) in the file's place.
    case notRegularFile
    /// The file could not be opened or read (`errno`).
    case failed(Int32)
  }

  /// Reads the regular file at `path`, never through a symbolic link and never more than
  /// `limit + 1` bytes. Opened without blocking, so a pipe left in the file's place cannot
  /// stall the app.
  package static func read(_ path: String, limit: Int) -> Reading {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    guard descriptor >= 0 else {
      let code = errno
      switch code {
      case ENOENT: return .missing
      case ELOOP: return .symbolicLink
      default: return .failed(code)
      }
    }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failed(errno) }
    guard status.st_mode & S_IFMT == S_IFREG else { return .notRegularFile }
    do {
      return .read(try handle.read(upToCount: limit + 1) ?? Data())
    } catch {
      return .failed(EIO)
    }
  }
}
