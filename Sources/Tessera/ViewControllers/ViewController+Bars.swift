extension ViewController {
    /// The bars that show this controller's items (its navigation controller's bar and toolbar,
    /// a tab bar controller's tab row) draw again: a title, item or enabled state changed. Any
    /// view in the window asks the window for the frame; the bars compare what they would draw.
    func barsNeedDisplay() {
        var container: ViewController? = parent
        while let current = container {
            current.viewIfLoaded?.setNeedsDisplay()
            container = current.parent
        }
        viewIfLoaded?.setNeedsDisplay()
    }
}
