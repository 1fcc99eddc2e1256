// Swift access to libpq, PostgreSQL's client library (Debian's libpq-dev, found through pkg-config `libpq`).
#ifndef CLIBPQ_SHIM_H
#define CLIBPQ_SHIM_H

#include <libpq-fe.h>

#endif
