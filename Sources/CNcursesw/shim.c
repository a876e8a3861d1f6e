#include "CNcursesw.h"
#include <ncursesw/term.h>

WINDOW *tessera_stdscr(void) { return stdscr; }
int tessera_color_pairs(void) { return COLOR_PAIRS; }

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
    // The short pair argument is ignored when `opts` points at the extended pair number.
    return setcchar(cell, characters, attributes, 0, &pair);
}

int tessera_mvadd_wch(int row, int column, const cchar_t *cell) {
    return mvadd_wch(row, column, cell);
}

// wchar.h declares wcwidth only for _XOPEN_SOURCE, which the rest of the shim does not want.
extern int wcwidth(wchar_t character);

int tessera_wcwidth(wchar_t character) { return wcwidth(character); }

int tessera_init_pair(int pair, int foreground, int background) {
    return init_extended_pair(pair, foreground, background);
}

int tessera_set_escdelay(int milliseconds) { return set_escdelay(milliseconds); }

int tessera_probe_terminal(const char *term, int fd, int *can_address_cursor) {
    int error = 0;
    *can_address_cursor = 0;
    if (setupterm(term, fd, &error) != OK) return error == 1 ? 2 : error;
    const char *cup = tigetstr("cup");
    *can_address_cursor = (cup != NULL && cup != (char *)-1) ? 1 : 0;
    del_curterm(cur_term);
    return 1;
}

const char *tessera_tigetstr(const char *capability) {
    const char *value = tigetstr(capability);
    if (value == NULL || value == (char *)-1) return NULL;
    return value;
}
