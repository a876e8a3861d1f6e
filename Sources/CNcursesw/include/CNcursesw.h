#ifndef CNCURSESW_H
#define CNCURSESW_H
// The wide-character ncurses API, switched on before the header is read.
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <ncursesw/ncurses.h>
#include <locale.h>
#include <wchar.h>

#endif
