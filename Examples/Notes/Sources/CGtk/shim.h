// GTK 4 from the system (Debian: libgtk-4-dev), for the notes example's window only. No Swift
// binding for GTK is available to this package; the example's GtkUI target wraps the few calls
// it needs.
// The API level this code targets, pinned (GLib 2.74, GTK 4.8, libadwaita 1.2: Debian 12's): a
// newer library's deprecations are not warnings here (the build keeps warnings as errors), and
// a call newer than the pinned level is a warning. Where a newer library offers a replacement
// (AdwAlertDialog, AdwShortcutsDialog), GtkUI chooses it at run time, by the library's version.
#define GLIB_VERSION_MIN_REQUIRED GLIB_VERSION_2_74
#define GLIB_VERSION_MAX_ALLOWED GLIB_VERSION_2_74
#define GDK_VERSION_MIN_REQUIRED GDK_VERSION_4_8
#define GDK_VERSION_MAX_ALLOWED GDK_VERSION_4_8
#include <gtk/gtk.h>
// glibc's malloc tuning (mallopt), which the window sets before its threads start.
#include <malloc.h>
