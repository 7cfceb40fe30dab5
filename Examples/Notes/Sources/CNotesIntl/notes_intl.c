// Everything is inline in the header; SwiftPM needs one source file to make a C target.
#include "notes_intl.h"
