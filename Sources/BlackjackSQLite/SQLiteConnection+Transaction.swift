extension SQLiteConnection {
  /// Runs `body` in one transaction (`BEGIN IMMEDIATE`, so that the write lock is taken at once): committed when
  /// `body` returns, rolled back when it throws.
  package func transaction<T>(_ body: () throws -> T) throws -> T {
    try execute("BEGIN IMMEDIATE")
    do {
      let result = try body()
      try execute("COMMIT")
      return result
    } catch {
      if inTransaction { try? execute("ROLLBACK") }
      throw error
    }
  }
}
