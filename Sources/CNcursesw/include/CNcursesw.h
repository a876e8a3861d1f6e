#ifndef CNCURSESW_H
#define CNCURSESW_H
// The wide-character ncurses API, switched on before the header is read.
//
// Portability (issue 21): this shim compiles against ncurses 5.7 (the macOS SDK's) up to 6.5.
// Where ncurses lays its headers out differently, `__has_include` picks the path; where a
// feature is newer than 5.7 it is guarded, and the other branch does the same job the old way
// (TESSERA_NCURSES_EXTENDED below). `make test` builds the shim a second time with
// TESSERA_NCURSES_LEGACY defined, which takes every old branch on Linux too (scripts/test-ncurses-legacy.sh).
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#if __has_include(<ncursesw/ncurses.h>)
#include <ncursesw/ncurses.h>   // Debian, Fedora, Homebrew's ncurses with its include/ncursesw
#else
#include <ncurses.h>            // the macOS SDK, Arch, Alpine, pkg-config's own include path
#endif
#include <locale.h>
#include <stdio.h>
#include <wchar.h>

// 1 where ncurses has extended colour pairs (6.1 and later: init_extended_pair, the `opts`
// pointer of setcchar, more than 256 pairs); 0 on older ones, or when TESSERA_NCURSES_LEGACY
// asks for the old branches (the legacy-shim test).
#if defined(NCURSES_EXT_COLORS) && defined(NCURSES_VERSION_PATCH) && NCURSES_VERSION_PATCH >= 20170401 && !defined(TESSERA_NCURSES_LEGACY)
#define TESSERA_NCURSES_EXTENDED 1
#else
#define TESSERA_NCURSES_EXTENDED 0
#endif

// Attribute bits. They are macros built from NCURSES_BITS, which Swift does not import.
static const attr_t TESSERA_A_NORMAL = A_NORMAL;
static const attr_t TESSERA_A_BOLD = A_BOLD;
static const attr_t TESSERA_A_DIM = A_DIM;
// ncurses 5.7 (the macOS SDK) has no italic: italic text is drawn plain there.
#if defined(A_ITALIC) && !defined(TESSERA_NCURSES_LEGACY)
static const attr_t TESSERA_A_ITALIC = A_ITALIC;
#else
static const attr_t TESSERA_A_ITALIC = 0;
#endif
static const attr_t TESSERA_A_UNDERLINE = A_UNDERLINE;
static const attr_t TESSERA_A_REVERSE = A_REVERSE;
// Concealed: marks the stand-ins of emoji drawn whole after ncurses' update (nothing else uses it).
static const attr_t TESSERA_A_INVIS = A_INVIS;

// How many wide characters one cchar_t holds (a spacing character plus combining marks).
static const int TESSERA_CCHARW_MAX = CCHARW_MAX;

// ncurses' global variables, read through functions: Swift 6 treats imported mutable
// globals as unsafe to touch.
WINDOW *tessera_stdscr(void);
// How many colour pairs the screen can use: COLOR_PAIRS, capped at 256 where pairs are not
// extended (ncurses before 6.1 keeps the pair number in 8 attribute bits).
int tessera_color_pairs(void);
// 1 when this build of the shim uses extended pairs (see TESSERA_NCURSES_EXTENDED).
int tessera_has_extended_pairs(void);

// COLOR_PAIR(n) and getmaxyx(win, y, x) are macros.
attr_t tessera_color_pair(int pair);
void tessera_getmaxyx(WINDOW *window, int *out_rows, int *out_columns);

// Where ncurses believes the terminal's cursor is (curscr's position): after doupdate, the
// cursor is there, and output of our own must put it back there.
void tessera_physical_cursor(int *out_row, int *out_column);

// Fills `cell` from a NUL-terminated wide string (one spacing character, then combining
// characters), attributes and a colour pair (pairs above 32767 need the `opts` pointer, which
// is awkward from Swift; before ncurses 6.1 `opts` must be NULL and the pair is a short).
// Returns OK or ERR.
int tessera_setcchar(cchar_t *cell, const wchar_t *characters, attr_t attributes, int pair);

// The pair number a cell holds (getcchar's, extended where pairs are).
int tessera_getcchar_pair(const cchar_t *cell);

// mvadd_wch is a macro over wmove + wadd_wch on stdscr.
int tessera_mvadd_wch(int row, int column, const cchar_t *cell);

// The C library's width of a wide character (wcwidth): what ncurses moves its cursor by.
int tessera_wcwidth(wchar_t character);

// Defines colour pair `pair` as foreground/background; -1 = default. Extended numbering
// (init_extended_pair) where ncurses has it, init_pair with shorts below 256 otherwise.
int tessera_init_pair(int pair, int foreground, int background);

// How long ncurses waits after ESC for the rest of a sequence, in milliseconds. An ncurses
// extension: a no-op without NCURSES_EXT_FUNCS (Tessera times ESC itself anyway).
int tessera_set_escdelay(int milliseconds);

// newterm with a `const char *` type: ncurses 5 (the macOS SDK) declares `char *` there,
// which Swift will not pass a String to.
SCREEN *tessera_newterm(const char *type, FILE *output, FILE *input);

// A terminfo number capability of the current terminal (tigetnum, `char *` on ncurses 5).
int tessera_tigetnum(const char *capability);

// A terminfo boolean capability of the current terminal (tigetflag, `char *` on ncurses 5).
int tessera_tigetflag(const char *capability);

// Looks `term` up in terminfo without creating a screen and without printing anything.
// Returns 1 when the entry is usable, 2 when it is a hardcopy terminal, 0 when it is not found
// or generic, -1 when there is no terminfo database; sets *can_address_cursor when the entry
// has `cup`. Frees what it loaded.
int tessera_probe_terminal(const char *term, int fd, int *can_address_cursor);

// A terminfo string capability of the current terminal, or NULL when it is absent or
// cancelled (tigetstr returns (char *)-1 for "not a string capability", also hidden here).
const char *tessera_tigetstr(const char *capability);

#endif
