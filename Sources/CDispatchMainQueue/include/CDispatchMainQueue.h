#ifndef C_DISPATCH_MAIN_QUEUE_H
#define C_DISPATCH_MAIN_QUEUE_H

// libdispatch's two hooks for a run loop that owns the main thread: the descriptor that
// becomes readable when the main queue has work (an eventfd on Linux; -1 once the main queue
// is no longer bound to the main thread, as under `dispatchMain()` or an async `main`), and
// the call that runs that work. Foundation's RunLoop serves the main queue with exactly these;
// Tessera's event loop folds the descriptor into its own poll instead, so that main-queue
// blocks and main-actor jobs run at a fixed point of each loop turn (see EventLoop).
// They are exported by libdispatch on Linux but declared only in its private headers.

int _dispatch_get_main_queue_handle_4CF(void);
void _dispatch_main_queue_callback_4CF(void *message);

#endif
