import Testing
import ProcessTestSupport

/// Every end-to-end test runs the real `tessera-demos` in tmux. They are nested in this one
/// suite so that they run one after another: a machine with two cores is busy enough with one
/// terminal program at a time, and timing-sensitive steps stay reliable.
@Suite(.serialized, .ownThread) struct EndToEndTests {}
