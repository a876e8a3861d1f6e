// Intentionally empty: the header declares libdispatch functions; SwiftPM needs one source file.
#include "CDispatchMainQueue.h"
