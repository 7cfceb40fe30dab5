#include "notes_secret.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// libsecret's and GLib's types, as their ABI defines them (libsecret/secret-schema.h,
// glib/gerror.h): the headers are not needed to build, as the library is not needed to run
// the commands that keep no secret.
typedef struct {
  const char *name;
  int type;  // SECRET_SCHEMA_ATTRIBUTE_STRING = 0
} SchemaAttribute;

typedef struct {
  const char *name;
  int flags;  // SECRET_SCHEMA_NONE = 0
  SchemaAttribute attributes[32];
  int reserved;
  void *reserved1, *reserved2, *reserved3, *reserved4, *reserved5, *reserved6, *reserved7;
} Schema;

typedef struct {
  unsigned int domain;
  int code;
  char *message;
} GLibError;

typedef int (*StoreFunction)(const Schema *, const char *collection, const char *label, const char *password,
                             void *cancellable, GLibError **error, ...);
typedef char *(*LookupFunction)(const Schema *, void *cancellable, GLibError **error, ...);
typedef int (*ClearFunction)(const Schema *, void *cancellable, GLibError **error, ...);
typedef void *(*SearchFunction)(const Schema *, int flags, void *cancellable, GLibError **error, ...);
typedef void (*FreeFunction)(void *);
typedef void (*FreeListFunction)(void *list, FreeFunction freeElement);

// libsecret's SECRET_SEARCH_ALL: every item, locked or not, without unlocking or prompting.
static const int searchAll = 1 << 1;

static const Schema schema = {
    "dev.composablelinks.Notes.Secret", 0, {{"database", 0}, {"key", 0}, {NULL, 0}}, 0, NULL, NULL, NULL, NULL,
    NULL, NULL, NULL};

static struct {
  StoreFunction store;
  LookupFunction lookup;
  ClearFunction clear;
  SearchFunction search;
  FreeListFunction freeList;
  FreeFunction unref;
  FreeFunction freePassword;
  FreeFunction freeError;
  char *failure;
} library;
static pthread_once_t opened = PTHREAD_ONCE_INIT;

static void open_library(void) {
  void *handle = dlopen("libsecret-1.so.0", RTLD_NOW | RTLD_LOCAL);
  if (handle == NULL) {
    const char *reason = dlerror();
    library.failure = strdup(reason ? reason : "libsecret-1.so.0 could not be opened");
    return;
  }
  library.store = (StoreFunction)dlsym(handle, "secret_password_store_sync");
  library.lookup = (LookupFunction)dlsym(handle, "secret_password_lookup_sync");
  library.clear = (ClearFunction)dlsym(handle, "secret_password_clear_sync");
  library.search = (SearchFunction)dlsym(handle, "secret_password_search_sync");
  library.freeList = (FreeListFunction)dlsym(handle, "g_list_free_full");
  library.unref = (FreeFunction)dlsym(handle, "g_object_unref");
  library.freePassword = (FreeFunction)dlsym(handle, "secret_password_free");
  library.freeError = (FreeFunction)dlsym(handle, "g_error_free");
  if (!library.store || !library.lookup || !library.clear || !library.search || !library.freeList ||
      !library.unref || !library.freePassword || !library.freeError) {
    library.failure = strdup("libsecret-1.so.0 lacks the password functions");
  }
}

/// Whether the library is there; else `*error` says why.
static int ready(char **error) {
  pthread_once(&opened, open_library);
  if (library.failure == NULL) return 1;
  *error = strdup(library.failure);
  return 0;
}

static int fail(GLibError *glibError, char **error) {
  *error = strdup(glibError && glibError->message ? glibError->message : "the keyring did not answer");
  if (glibError) library.freeError(glibError);
  return -1;
}

int notes_secret_lookup(const char *database, const char *key, char **value, char **error) {
  *value = NULL;
  if (!ready(error)) return -1;
  GLibError *glibError = NULL;
  char *found = library.lookup(&schema, NULL, &glibError, "database", database, "key", key, NULL);
  if (glibError) return fail(glibError, error);
  if (found) {
    *value = strdup(found);
    library.freePassword(found);  // libsecret wipes the copy it made
    return 0;
  }
  // Nothing came back. That is "no such secret" only if no item exists: a locked collection
  // (one that could not be unlocked, its prompt dismissed or impossible) also answers nothing.
  void *items = library.search(&schema, searchAll, NULL, &glibError, "database", database, "key", key, NULL);
  if (glibError) return fail(glibError, error);
  if (items) {
    library.freeList(items, library.unref);
    *error = strdup(NOTES_SECRET_LOCKED);
    return -1;
  }
  return 0;
}

int notes_secret_store(const char *database, const char *key, const char *label, const char *collection,
                       const char *value, char **error) {
  if (!ready(error)) return -1;
  GLibError *glibError = NULL;
  int stored = library.store(&schema, collection, label, value, NULL, &glibError, "database", database, "key", key,
                             NULL);
  return stored && !glibError ? 0 : fail(glibError, error);
}

int notes_secret_clear(const char *database, const char *key, char **error) {
  if (!ready(error)) return -1;
  GLibError *glibError = NULL;
  library.clear(&schema, NULL, &glibError, "database", database, "key", key, NULL);
  return glibError ? fail(glibError, error) : 0;
}
