/* The floor for the cold-start benchmark: the smallest libadwaita app that shows a link. An
 * AdwApplication that, opened with a link, makes an AdwApplicationWindow with a header bar and
 * the link as a label, presents it, and writes one trace line (CLOCK_MONOTONIC ns) when the
 * window's first frame has been painted, then quits. No Swift, no store, no database. */
#include <adwaita.h>
#include <stdio.h>
#include <time.h>

static FILE *trace;

static void on_painted(GdkFrameClock *clock, gpointer app) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  fprintf(trace, "%lld drawn\n", (long long)now.tv_sec * 1000000000LL + now.tv_nsec);
  fflush(trace);
  g_signal_handlers_disconnect_by_func(clock, on_painted, app);
  g_application_quit(G_APPLICATION(app));
}

static void on_open(GApplication *app, GFile **files, gint n, const gchar *hint, gpointer data) {
  GtkWidget *window = adw_application_window_new(GTK_APPLICATION(app));
  GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append(GTK_BOX(box), adw_header_bar_new());
  gchar *uri = n > 0 ? g_file_get_uri(files[0]) : g_strdup("");
  gtk_box_append(GTK_BOX(box), gtk_label_new(uri));
  g_free(uri);
  adw_application_window_set_content(ADW_APPLICATION_WINDOW(window), box);
  gtk_window_set_default_size(GTK_WINDOW(window), 640, 560);
  gtk_window_present(GTK_WINDOW(window));
  g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(on_painted), app);
}

int main(int argc, char **argv) {
  trace = fopen(argv[1], "w");
  AdwApplication *app = adw_application_new(argv[2], G_APPLICATION_HANDLES_OPEN);
  g_signal_connect(app, "open", G_CALLBACK(on_open), NULL);
  char *args[] = {argv[0], argv[3], NULL};
  return g_application_run(G_APPLICATION(app), 2, args);
}
