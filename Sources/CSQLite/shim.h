// Swift access to SQLite 3 (Debian's libsqlite3-dev, found through pkg-config `sqlite3`).
//
// SQLITE_TRANSIENT is a macro casting -1 to a function pointer, which Swift cannot import, so text is bound
// through the accessor below.
#ifndef CSQLITE_SHIM_H
#define CSQLITE_SHIM_H

#include <sqlite3.h>

/// Binds `length` bytes of UTF-8 text to parameter `index`, SQLite copying them (SQLITE_TRANSIENT).
static inline int csqlite_bind_text(sqlite3_stmt *statement, int index, const char *text, int length) {
  return sqlite3_bind_text(statement, index, text, length, SQLITE_TRANSIENT);
}

#endif
