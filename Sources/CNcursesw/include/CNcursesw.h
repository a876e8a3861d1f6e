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

// Attribute bits. They are macros built from NCURSES_BITS, which Swift does not import.
static const attr_t TESSERA_A_NORMAL = A_NORMAL;
static const attr_t TESSERA_A_BOLD = A_BOLD;
static const attr_t TESSERA_A_DIM = A_DIM;
static const attr_t TESSERA_A_ITALIC = A_ITALIC;
static const attr_t TESSERA_A_UNDERLINE = A_UNDERLINE;
static const attr_t TESSERA_A_REVERSE = A_REVERSE;
// Concealed: marks the stand-ins of emoji drawn whole after ncurses' update (nothing else uses it).
static const attr_t TESSERA_A_INVIS = A_INVIS;

// How many wide characters one cchar_t holds (a spacing character plus combining marks).
static const int TESSERA_CCHARW_MAX = CCHARW_MAX;

// ncurses' global variables, read through functions: Swift 6 treats imported mutable
// globals as unsafe to touch.
WINDOW *tessera_stdscr(void);
int tessera_color_pairs(void);

// COLOR_PAIR(n) and getmaxyx(win, y, x) are macros.
attr_t tessera_color_pair(int pair);
void tessera_getmaxyx(WINDOW *window, int *out_rows, int *out_columns);

// Where ncurses believes the terminal's cursor is (curscr's position): after doupdate, the
// cursor is there, and output of our own must put it back there.
void tessera_physical_cursor(int *out_row, int *out_column);

// Fills `cell` from a NUL-terminated wide string (one spacing character, then combining
// characters), attributes and an extended colour pair (pairs above 32767 need the `opts`
// pointer, which is awkward from Swift). Returns OK or ERR.
int tessera_setcchar(cchar_t *cell, const wchar_t *characters, attr_t attributes, int pair);

// mvadd_wch is a macro over wmove + wadd_wch on stdscr.
int tessera_mvadd_wch(int row, int column, const cchar_t *cell);

// The C library's width of a wide character (wcwidth): what ncurses moves its cursor by.
int tessera_wcwidth(wchar_t character);

// Defines colour pair `pair` (extended numbering) as foreground/background; -1 = default.
int tessera_init_pair(int pair, int foreground, int background);

// How long ncurses waits after ESC for the rest of a sequence, in milliseconds.
int tessera_set_escdelay(int milliseconds);

// Looks `term` up in terminfo without creating a screen and without printing anything.
// Returns 1 when the entry is usable, 2 when it is a hardcopy terminal, 0 when it is not found
// or generic, -1 when there is no terminfo database; sets *can_address_cursor when the entry
// has `cup`. Frees what it loaded.
int tessera_probe_terminal(const char *term, int fd, int *can_address_cursor);

// A terminfo string capability of the current terminal, or NULL when it is absent or
// cancelled (tigetstr returns (char *)-1 for "not a string capability", also hidden here).
const char *tessera_tigetstr(const char *capability);

#endif
