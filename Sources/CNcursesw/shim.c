#include "CNcursesw.h"
#if __has_include(<ncursesw/term.h>)
#include <ncursesw/term.h>
#else
#include <term.h>
#endif

WINDOW *tessera_stdscr(void) { return stdscr; }

int tessera_color_pairs(void) {
#if TESSERA_NCURSES_EXTENDED
    return COLOR_PAIRS;
#else
    return COLOR_PAIRS < 256 ? COLOR_PAIRS : 256;
#endif
}

int tessera_has_extended_pairs(void) { return TESSERA_NCURSES_EXTENDED; }

attr_t tessera_color_pair(int pair) { return COLOR_PAIR(pair); }

void tessera_physical_cursor(int *out_row, int *out_column) {
    int y, x;
    getyx(curscr, y, x);
    *out_row = y;
    *out_column = x;
}

void tessera_getmaxyx(WINDOW *window, int *out_rows, int *out_columns) {
    int y, x;
    getmaxyx(window, y, x);
    *out_rows = y;
    *out_columns = x;
}

int tessera_setcchar(cchar_t *cell, const wchar_t *characters, attr_t attributes, int pair) {
#if TESSERA_NCURSES_EXTENDED
    // The short pair argument is ignored when `opts` points at the extended pair number.
    return setcchar(cell, characters, attributes, 0, &pair);
#else
    // Before 6.1 `opts` is reserved: anything but NULL makes setcchar fail (a blank screen).
    return setcchar(cell, characters, attributes, (short)pair, NULL);
#endif
}

int tessera_getcchar_pair(const cchar_t *cell) {
    wchar_t characters[CCHARW_MAX + 1];
    attr_t attributes = 0;
    short pair = 0;
#if TESSERA_NCURSES_EXTENDED
    int extended = 0;
    if (getcchar(cell, characters, &attributes, &pair, &extended) == ERR) return -1;
    return extended;
#else
    if (getcchar(cell, characters, &attributes, &pair, NULL) == ERR) return -1;
    return pair;
#endif
}

int tessera_mvadd_wch(int row, int column, const cchar_t *cell) {
    return mvadd_wch(row, column, cell);
}

// wchar.h declares wcwidth only for _XOPEN_SOURCE, which the rest of the shim does not want.
extern int wcwidth(wchar_t character);

int tessera_wcwidth(wchar_t character) { return wcwidth(character); }

int tessera_init_pair(int pair, int foreground, int background) {
#if TESSERA_NCURSES_EXTENDED
    return init_extended_pair(pair, foreground, background);
#else
    if (pair < 0 || pair > 255) return ERR;
    return init_pair((short)pair, (short)foreground, (short)background);
#endif
}

int tessera_set_escdelay(int milliseconds) {
#if defined(NCURSES_EXT_FUNCS) && !defined(TESSERA_NCURSES_LEGACY)
    return set_escdelay(milliseconds);
#else
    (void)milliseconds;
    return OK;
#endif
}

SCREEN *tessera_newterm(const char *type, FILE *output, FILE *input) {
    return newterm((char *)type, output, input);
}

int tessera_tigetnum(const char *capability) { return tigetnum((char *)capability); }

int tessera_tigetflag(const char *capability) { return tigetflag((char *)capability); }

int tessera_probe_terminal(const char *term, int fd, int *can_address_cursor) {
    int error = 0;
    *can_address_cursor = 0;
    if (setupterm((char *)term, fd, &error) != OK) return error == 1 ? 2 : error;
    const char *cup = tigetstr((char *)"cup");
    *can_address_cursor = (cup != NULL && cup != (char *)-1) ? 1 : 0;
    del_curterm(cur_term);
    return 1;
}

const char *tessera_tigetstr(const char *capability) {
    const char *value = tigetstr((char *)capability);
    if (value == NULL || value == (char *)-1) return NULL;
    return value;
}
