// libadwaita from the system (Debian: libadwaita-1-dev, 1.2), for the notes example's window
// only: GNOME's application window, header bar, toasts, status pages and message dialogs, and
// the style manager that follows the system's dark style. No Swift binding is available to this
// package; the example's GtkUI target wraps the few calls it needs.
#include <adwaita.h>
