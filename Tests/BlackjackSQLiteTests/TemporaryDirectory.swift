import Foundation

/// A directory of its own for one test, removed with everything in it when the test lets go of it.
final class TemporaryDirectory {
  /// The directory's path.
  let path: String

  init() {
    path = FileManager.default.temporaryDirectory.appendingPathComponent("blackjack-sqlite-\(UUID().uuidString)").path
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// The path of `name` in the directory.
  func file(_ name: String) -> String { path + "/" + name }

  /// Whether `name` exists in the directory.
  func has(_ name: String) -> Bool { FileManager.default.fileExists(atPath: file(name)) }
}
