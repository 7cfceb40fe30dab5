// The desktop's keyring (the Secret Service: GNOME Keyring, KWallet) through libsecret, for
// the notes example's secrets. libsecret is opened when a secret is first needed (dlopen), not
// linked: it brings GLib, GObject and GIO, and `notes list` should not load them to print a
// list. No Swift binding for libsecret is available to this package, and its calls are
// variadic, which Swift cannot call: these three functions call them.
#ifndef NOTES_SECRET_H
#define NOTES_SECRET_H

/// The error of a lookup whose secret exists in a locked collection: never read as "no secret".
#define NOTES_SECRET_LOCKED "locked: the keyring that holds this secret is locked"

/// 0 and `*value` (free it with `free`; NULL when no item is kept for `key`), or -1 and
/// `*error` (free it with `free`; NOTES_SECRET_LOCKED when the item exists but is locked).
int notes_secret_lookup(const char *database, const char *key, char **value, char **error);

/// 0, or -1 and `*error` (free it with `free`). Replaces the secret kept for `key`, as an item of
/// the Secret Service collection whose alias is `collection` ("default", or "session": in memory,
/// gone when the session ends).
int notes_secret_store(const char *database, const char *key, const char *label, const char *collection,
                       const char *value, char **error);

/// 0 (whether or not a secret was kept), or -1 and `*error` (free it with `free`).
int notes_secret_clear(const char *database, const char *key, char **error);

#endif
