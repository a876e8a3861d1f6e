#include "CNcursesw.h"
