// GIO from the system (Debian: libglib2.0-dev), for GApplicationLinks (a GApplication that
// receives links, the GLib main loop running the Swift main actor).
// No Swift binding for GLib is available to this package, so the C API is imported directly
// and kept behind GApplicationLinks' own small types.
#include <gio/gio.h>
#include <glib-unix.h>
