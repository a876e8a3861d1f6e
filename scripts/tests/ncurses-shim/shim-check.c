// Exercises the CNcursesw shim on a pseudo-terminal, built either way: with the ncurses-6.1
// features (extended pairs, italic, set_escdelay) or, with TESSERA_NCURSES_LEGACY, the branches
// an ncurses 5.7 (the macOS SDK's) takes. Prints what it checked; exits 1 on the first wrong
// answer. Built and run by scripts/test-ncurses-shim.sh (`make test`).
#include "CNcursesw.h"
#include <poll.h>
#include <pty.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int failures = 0;
#define CHECK(condition, ...) do { \
    if (condition) { printf("ok   "); } else { printf("FAIL "); failures++; } \
    printf(__VA_ARGS__); printf("\n"); } while (0)

int main(void) {
    int controller = -1, device = -1;
    struct winsize size = { .ws_row = 24, .ws_col = 80 };
    if (openpty(&controller, &device, NULL, NULL, &size) != 0) { perror("openpty"); return 2; }
    FILE *output = fdopen(device, "w"), *input = fdopen(dup(device), "r");
    SCREEN *screen = tessera_newterm("xterm-256color", output, input);
    if (screen == NULL) { printf("FAIL newterm(xterm-256color)\n"); return 1; }
    set_term(screen);
    start_color();
    use_default_colors();
    int legacy =
#ifdef TESSERA_NCURSES_LEGACY
        1;
#else
        0;
#endif
    printf("shim built %s\n", legacy ? "with TESSERA_NCURSES_LEGACY (ncurses 5.7 branches)" : "with ncurses 6 features");

    int pairs = tessera_color_pairs();
    CHECK(tessera_has_extended_pairs() == !legacy, "extended pairs: %d", tessera_has_extended_pairs());
    if (legacy) {
        CHECK(pairs == 256, "colour pairs capped at 256 (COLOR_PAIRS %d): %d", COLOR_PAIRS, pairs);
        CHECK(tessera_init_pair(256, 1, 2) == ERR, "pair 256 refused through init_pair");
        CHECK(TESSERA_A_ITALIC == 0, "no italic bit: italic draws plain");
    } else {
        CHECK(pairs > 256, "more than 256 pairs: %d", pairs);
        CHECK(tessera_init_pair(300, 1, 2) == OK, "pair 300 through init_extended_pair");
        CHECK(TESSERA_A_ITALIC != 0, "italic bit set");
    }
    // Every pair the table may hand out can be defined, and a cell keeps its pair.
    int defined = 0;
    for (int pair = 1; pair < (pairs < 256 ? pairs : 256); pair++)
        if (tessera_init_pair(pair, pair % 16, -1) == OK) defined++;
    int expected = (pairs < 256 ? pairs : 256) - 1;
    CHECK(defined == expected, "pairs 1-%d defined: %d", expected, defined);
    cchar_t cell;
    wchar_t text[] = { L'x', 0 };
    CHECK(tessera_setcchar(&cell, text, TESSERA_A_BOLD, 200) == OK, "setcchar with pair 200");
    CHECK(tessera_getcchar_pair(&cell) == 200, "the cell keeps pair 200: %d", tessera_getcchar_pair(&cell));
    CHECK(tessera_mvadd_wch(1, 1, &cell) == OK, "mvadd_wch");
    CHECK(tessera_set_escdelay(25) == OK, "set_escdelay (a no-op in the legacy build)");
    CHECK(tessera_tigetnum("colors") == 256, "tigetnum(colors) through the const wrapper: %d", tessera_tigetnum("colors"));
    CHECK(tessera_tigetstr("cup") != NULL, "tigetstr(cup)");
    wnoutrefresh(tessera_stdscr());
    doupdate();
    // The cell went out in pair 200's colours: foreground 200 % 16 = 8, as xterm-256color says it.
    // The pty hands the bytes over in pieces: read until the cell and its colour are there, or
    // nothing more comes for two seconds.
    char bytes[8192];
    ssize_t count = 0;
    bytes[0] = 0;
    while ((size_t)count < sizeof bytes - 1 && !(strchr(bytes, 'x') && (strstr(bytes, "38;5;8m") || strstr(bytes, "90m")))) {
        struct pollfd ready = { .fd = controller, .events = POLLIN };
        if (poll(&ready, 1, 2000) <= 0) break;
        ssize_t got = read(controller, bytes + count, sizeof bytes - 1 - (size_t)count);
        if (got <= 0) break;
        count += got;
        bytes[count] = 0;
    }
    CHECK(count > 0 && strstr(bytes, "x") != NULL, "doupdate wrote the cell (%zd bytes)", count);
    CHECK(strstr(bytes, "38;5;8m") != NULL || strstr(bytes, "90m") != NULL, "in its pair's foreground");
    endwin();
    delscreen(screen);
    return failures == 0 ? 0 : 1;
}
