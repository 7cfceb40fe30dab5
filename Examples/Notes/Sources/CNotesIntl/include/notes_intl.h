// The C library's message catalogs (gettext), for the notes example's translations. Swift's
// Glibc module does not export <libintl.h>, and neither Foundation on Linux nor any package in
// reach reads .mo catalogs: these inline functions only make glibc's own calls visible. Where
// <libintl.h> is missing (Darwin), the header declares nothing and the app stays in English.
#ifndef NOTES_INTL_H
#define NOTES_INTL_H

#if __has_include(<libintl.h>)
#include <libintl.h>
#include <locale.h>

#define NOTES_INTL_AVAILABLE 1

/// Takes the user's locale from the environment (LANG, LC_*; LANGUAGE then picks the catalog).
static inline void notes_intl_use_environment_locale(void) { setlocale(LC_ALL, ""); }

/// Reads `domain`'s catalogs from `directory` (`directory/LANG/LC_MESSAGES/domain.mo`), in UTF-8.
static inline void notes_intl_bind(const char *domain, const char *directory) {
  bindtextdomain(domain, directory);
  bind_textdomain_codeset(domain, "UTF-8");
}

/// `message` in the user's language, else `message` itself (the same pointer).
static inline const char *notes_intl_message(const char *domain, const char *message) {
  return dgettext(domain, message);
}

/// The form of `singular`/`plural` for `count` in the user's language (English's rule when no
/// catalog has it).
static inline const char *notes_intl_plural(const char *domain, const char *singular, const char *plural,
                                            unsigned long count) {
  return dngettext(domain, singular, plural, count);
}
#endif

#endif
