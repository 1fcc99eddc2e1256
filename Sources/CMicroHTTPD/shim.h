// Swift access to GNU libmicrohttpd (Debian's libmicrohttpd-dev, found through pkg-config `libmicrohttpd`).
//
// MHD_start_daemon and MHD_get_connection_info are variadic, which Swift cannot call: the accessors below call them
// with fixed arguments.
#ifndef CMICROHTTPD_SHIM_H
#define CMICROHTTPD_SHIM_H

#include <stdint.h>
#include <stddef.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

/// Decodes the %XX escapes of a request's path or query value in place, as libmicrohttpd's own unescaper does,
/// except that %00 (and any % not followed by two hexadecimal digits) is left as written: a decoded NUL would cut the
/// text short where the application reads it as a C string ("/%00x" would read as "/").
static inline size_t cmhd_unescape(void *context, struct MHD_Connection *connection, char *text) {
  (void)context;
  (void)connection;
  char *read = text, *write = text;
  while (*read != '\0') {
    if (read[0] == '%' && read[1] != '\0' && read[2] != '\0') {
      int high = -1, low = -1;
      char h = read[1], l = read[2];
      if (h >= '0' && h <= '9') high = h - '0';
      else if (h >= 'a' && h <= 'f') high = h - 'a' + 10;
      else if (h >= 'A' && h <= 'F') high = h - 'A' + 10;
      if (l >= '0' && l <= '9') low = l - '0';
      else if (l >= 'a' && l <= 'f') low = l - 'a' + 10;
      else if (l >= 'A' && l <= 'F') low = l - 'A' + 10;
      if (high >= 0 && low >= 0 && (high | low) != 0) {
        *write++ = (char)(high * 16 + low);
        read += 3;
        continue;
      }
    }
    *write++ = *read++;
  }
  *write = '\0';
  return (size_t)(write - text);
}

/// Starts a daemon on the listening socket `listen_fd` (bound and listening already; the daemon closes it when
/// stopped), calling `handler` with `handler_context` for every request and `completed` with `completed_context`
/// when a request ends (answered, failed or cut off). `threads` internal threads poll the connections; a connection
/// idle for `timeout_seconds` is closed; at most `connection_limit` connections are open, `per_ip_limit` (0: no
/// limit) from one address; `memory_limit` bytes of buffer serve each connection.
static inline struct MHD_Daemon *cmhd_start_daemon(
    unsigned int flags, int listen_fd, MHD_AccessHandlerCallback handler, void *handler_context,
    MHD_RequestCompletedCallback completed, void *completed_context, unsigned int threads,
    unsigned int connection_limit, unsigned int per_ip_limit, unsigned int timeout_seconds, size_t memory_limit) {
  return MHD_start_daemon(
      flags, 0, NULL, NULL, handler, handler_context,
      MHD_OPTION_LISTEN_SOCKET, (MHD_socket)listen_fd,
      MHD_OPTION_NOTIFY_COMPLETED, completed, completed_context,
      MHD_OPTION_THREAD_POOL_SIZE, threads,
      MHD_OPTION_CONNECTION_LIMIT, connection_limit,
      MHD_OPTION_PER_IP_CONNECTION_LIMIT, per_ip_limit,
      MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds,
      MHD_OPTION_CONNECTION_MEMORY_LIMIT, memory_limit,
      MHD_OPTION_UNESCAPE_CALLBACK, cmhd_unescape, NULL,
      MHD_OPTION_END);
}

/// The flags `daemon` runs with, as libmicrohttpd resolved them (MHD_USE_AUTO replaced by the event loop it chose).
static inline unsigned int cmhd_daemon_flags(struct MHD_Daemon *daemon) {
  const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_FLAGS);
  return info == NULL ? 0 : (unsigned int)info->flags;
}

/// The address of the client on `connection`, or NULL.
static inline const struct sockaddr *cmhd_client_address(struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
  return info == NULL ? NULL : info->client_addr;
}

#endif
