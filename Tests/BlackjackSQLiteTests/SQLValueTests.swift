import BlackjackSQLite
import Testing

/// Every case of ``SQLValue`` goes into SQLite and comes back as it was, stored in SQLite's storage class for it;
/// the conversions read each case as worked out by hand.
@Suite("SQL values")
struct SQLValueTests {
  @Test(
    "each case is bound, stored and read back unchanged, in the storage class SQLite names",
    arguments: [
      (SQLValue.integer(0), "integer"), (.integer(-1), "integer"), (.integer(Int.max), "integer"),
      (.integer(Int.min), "integer"), (.real(1.5), "real"), (.real(0.1), "real"), (.real(-2.5e-300), "real"),
      (.real(.greatestFiniteMagnitude), "real"), (.text(""), "text"), (.text("plain"), "text"),
      (.text("é — ♠︎ 🂡"), "text"), (.text("a\u{0}b"), "text"), (.null, "null"),
    ])
  func roundTrip(value: SQLValue, storageClass: String) throws {
    let connection = try SQLiteConnection.memory()
    // No declared type: the column has no affinity, so SQLite keeps each value in the class it was bound as.
    try connection.execute("CREATE TABLE v(x)")
    try connection.query("INSERT INTO v VALUES (?1)", [value])
    #expect(try connection.query("SELECT x, typeof(x) FROM v") == [[value, .text(storageClass)]])
    #expect(try connection.query("SELECT ?1, typeof(?1)", [value]) == [[value, .text(storageClass)]])
  }

  @Test("a text's length counts its bytes: 'é' is 2, a NUL inside is kept")
  func textBytes() throws {
    let connection = try SQLiteConnection.memory()
    #expect(try connection.scalar("SELECT length(CAST(?1 AS BLOB))", [.text("é")]) == .integer(2))
    #expect(try connection.scalar("SELECT length(CAST(?1 AS BLOB))", [.text("a\u{0}b")]) == .integer(3))
  }

  @Test("int: the integer, a real truncated toward zero (0 out of range), whole-number text, else 0")
  func int() {
    #expect(SQLValue.integer(-42).int == -42)
    #expect(SQLValue.real(2.9).int == 2)
    #expect(SQLValue.real(-2.9).int == -2)
    #expect(SQLValue.real(.infinity).int == 0)
    #expect(SQLValue.real(1e19).int == 0)  // above Int.max, 9.22e18
    #expect(SQLValue.text("17").int == 17)
    #expect(SQLValue.text("1.5").int == 0)
    #expect(SQLValue.null.int == 0)
  }

  @Test("optionalInt64: nil for NULL and for what is no whole number")
  func optionalInt64() {
    #expect(SQLValue.integer(Int.min).optionalInt64 == Int64.min)
    #expect(SQLValue.real(7.0).optionalInt64 == 7)
    #expect(SQLValue.real(.nan).optionalInt64 == nil)
    #expect(SQLValue.text("-3").optionalInt64 == -3)
    #expect(SQLValue.text("3.5").optionalInt64 == nil)
    #expect(SQLValue.null.optionalInt64 == nil)
  }

  @Test("string and double")
  func stringAndDouble() {
    #expect(SQLValue.integer(-12).string == "-12")
    #expect(SQLValue.real(1.5).string == "1.5")
    #expect(SQLValue.text("x").string == "x")
    #expect(SQLValue.null.string == nil)
    #expect(SQLValue.integer(3).double == 3)
    #expect(SQLValue.real(-0.25).double == -0.25)
    #expect(SQLValue.text("2.5").double == 2.5)
    #expect(SQLValue.text("x").double == nil)
    #expect(SQLValue.null.double == nil)
  }
}
