// Intentionally empty: see module.modulemap. The ncurses headers are included by CNcursesw.h.
