// libadwaita from the system (Debian: libadwaita-1-dev, 1.2), for the notes example's window
// only: GNOME's application window, header bar, toasts, status pages and message dialogs, and
// the style manager that follows the system's dark style. No Swift binding is available to this
// package; the example's GtkUI target wraps the few calls it needs.
#include <adwaita.h>

// The confirmation dialog, built with what the libadwaita at hand offers: AdwAlertDialog from
// 1.5 on, AdwMessageDialog (deprecated since 1.6) before. Chosen here, when the header is read,
// so that the Swift code names neither, and a newer libadwaita's deprecations warn nobody (the
// build keeps warnings as errors). A dialog is returned as a GtkWidget; its "response" signal
// has the same shape in both.
#if ADW_CHECK_VERSION(1, 5, 0)
static inline GtkWidget *notes_alert_new(const char *title, const char *heading, const char *body) {
  AdwDialog *dialog = adw_alert_dialog_new(heading, body);
  adw_dialog_set_title(dialog, title);
  return GTK_WIDGET(dialog);
}
static inline void notes_alert_add_response(GtkWidget *dialog, const char *id, const char *label, gboolean destructive) {
  adw_alert_dialog_add_response(ADW_ALERT_DIALOG(dialog), id, label);
  if (destructive) adw_alert_dialog_set_response_appearance(ADW_ALERT_DIALOG(dialog), id, ADW_RESPONSE_DESTRUCTIVE);
}
static inline void notes_alert_set_cancel(GtkWidget *dialog, const char *id) {
  adw_alert_dialog_set_close_response(ADW_ALERT_DIALOG(dialog), id);
  adw_alert_dialog_set_default_response(ADW_ALERT_DIALOG(dialog), id);
}
static inline void notes_alert_present(GtkWidget *dialog, GtkWindow *parent) {
  adw_dialog_present(ADW_DIALOG(dialog), GTK_WIDGET(parent));
}
static inline void notes_alert_close(GtkWidget *dialog) { adw_dialog_force_close(ADW_DIALOG(dialog)); }
#else
static inline GtkWidget *notes_alert_new(const char *title, const char *heading, const char *body) {
  GtkWidget *dialog = adw_message_dialog_new(NULL, heading, body);
  gtk_window_set_title(GTK_WINDOW(dialog), title);
  return dialog;
}
static inline void notes_alert_add_response(GtkWidget *dialog, const char *id, const char *label, gboolean destructive) {
  adw_message_dialog_add_response(ADW_MESSAGE_DIALOG(dialog), id, label);
  if (destructive) adw_message_dialog_set_response_appearance(ADW_MESSAGE_DIALOG(dialog), id, ADW_RESPONSE_DESTRUCTIVE);
}
static inline void notes_alert_set_cancel(GtkWidget *dialog, const char *id) {
  adw_message_dialog_set_close_response(ADW_MESSAGE_DIALOG(dialog), id);
  adw_message_dialog_set_default_response(ADW_MESSAGE_DIALOG(dialog), id);
}
static inline void notes_alert_present(GtkWidget *dialog, GtkWindow *parent) {
  gtk_window_set_transient_for(GTK_WINDOW(dialog), parent);
  gtk_window_set_modal(GTK_WINDOW(dialog), TRUE);
  gtk_window_present(GTK_WINDOW(dialog));
}
static inline void notes_alert_close(GtkWidget *dialog) { gtk_window_destroy(GTK_WINDOW(dialog)); }
#endif
