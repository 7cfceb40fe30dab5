// GIO from the system (Debian: libglib2.0-dev), for DesktopLinks' link inbox and forwarder.
// No Swift binding for GLib is available to this package, so the C API is imported directly
// and kept behind DesktopLinks' own small types.
#include <gio/gio.h>
#include <glib-unix.h>
