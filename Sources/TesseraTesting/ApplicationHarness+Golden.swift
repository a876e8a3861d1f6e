import Testing
import Tessera

extension ApplicationHarness {
    /// Records an issue unless the screen's text alone (no style map) equals the golden file
    /// `name` in `goldens`; with `UPDATE_GOLDEN=1` it writes the file instead. For screens whose
    /// looks another test checks, or that are compared across themes and colour depths.
    public func expectText(matches name: String, in goldens: GoldenFiles, sourceLocation: SourceLocation = #_sourceLocation) {
        goldens.expect(text, matches: name, sourceLocation: sourceLocation)
    }
}
