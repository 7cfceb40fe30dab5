/* The floor for the warm-link benchmark: a GApplication that takes links over D-Bus and does
 * nothing with them but write one trace line (CLOCK_MONOTONIC ns), as the notes window does
 * when it receives one. Same id handling, same bus, no Swift, no store, no window. */
#include <gio/gio.h>
#include <stdio.h>
#include <time.h>

static FILE *trace;

static void on_open(GApplication *app, GFile **files, gint n, const gchar *hint, gpointer data) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  for (gint i = 0; i < n; i++) {
    gchar *uri = g_file_get_uri(files[i]);
    fprintf(trace, "%lld received %s\n", (long long)now.tv_sec * 1000000000LL + now.tv_nsec, uri);
    fprintf(trace, "%lld state %s\n", (long long)now.tv_sec * 1000000000LL + now.tv_nsec, uri);
    fflush(trace);
    g_free(uri);
  }
}

static void on_startup(GApplication *app, gpointer data) { g_application_hold(app); }

int main(int argc, char **argv) {
  trace = fopen(argv[1], "w");
  GApplication *app = g_application_new(argv[2], G_APPLICATION_HANDLES_OPEN);
  g_signal_connect(app, "open", G_CALLBACK(on_open), NULL);
  g_signal_connect(app, "startup", G_CALLBACK(on_startup), NULL);
  char *args[] = {argv[0], NULL};
  return g_application_run(app, 1, args);
}
