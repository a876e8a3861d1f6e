import Testing
import ProcessTestSupport

/// Every end-to-end test runs the real `tessera-demos` in tmux. They are nested in this one
/// suite so that they run one after another: a machine with two cores is busy enough with one
/// terminal program at a time, and timing-sensitive steps stay reliable.
/// They need tmux and GNU `timeout`; where those are missing the suite is skipped and says so.
@Suite(.serialized, .ownThread, .enabled(if: RequiredTools.endToEnd, "needs tmux and GNU timeout on PATH (Linux: make test; elsewhere make test-fast)"))
struct EndToEndTests {}
