// GTK 4 from the system (Debian: libgtk-4-dev), for the notes example's window only. No Swift
// binding for GTK is available to this package; the example's GtkUI target wraps the few calls
// it needs.
#include <gtk/gtk.h>
// glibc's malloc tuning (mallopt), which the window sets before its threads start.
#include <malloc.h>
