import Foundation

/// The files under `folders` (recursively) whose bytes hold `text`: how the lock tests look for a
/// note's text on disk, as anyone who can read the files would.
func files(holding text: String, under folders: [URL]) -> [String] {
  let needle = Data(text.utf8)
  return folders.flatMap { folder -> [String] in
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
    return (enumerator?.allObjects as? [URL] ?? []).filter { file in
      (try? Data(contentsOf: file))?.range(of: needle) != nil
    }
    .map(\.path)
  }
}
