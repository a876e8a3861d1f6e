/// Whether a stop (Ctrl-Z, SIGTSTP) can be undone: only a shell doing job control resumes a
/// stopped program, and it can only do so for a process group of its own session.
///
/// POSIX: in an *orphaned* process group (no member has a parent in another group of the same
/// session) the kernel discards SIGTSTP, SIGTTIN and SIGTTOU whose action is to stop, because
/// nobody could ever send SIGCONT. That is a program tmux starts as a pane's command, or
/// `script -c` does: it leads its session (or its shell does, in the same group). There,
/// handing the terminal back for a stop that never comes would leave the program running in
/// cooked mode with nobody to take the terminal again.
///
/// No call answers the question directly, so this reads it from the parent (async-signal-safe:
/// three system calls, nothing allocated):
/// - our group is the session's own (`getpgrp() == getsid(0)`): orphaned;
/// - our parent is in another session, or gone (reparented; `getsid` fails): orphaned;
/// - our parent is in another group of our session (a shell's job): not orphaned;
/// - our parent is in our group (`make` running us): not known from here; taken as not
///   orphaned, so a stop is tried as before.
enum JobControl {
    /// Whether a stop of this process group would be discarded (see above).
    static var isProcessGroupOrphaned: Bool {
        let session = getsid(0)
        let group = getpgrp()
        if group == session { return true }
        let parent = getppid()
        let parentSession = getsid(parent)
        if parentSession != session { return true }
        return false
    }
}
