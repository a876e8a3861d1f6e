import TesseraTerminal

extension Style {
    /// This style with a run of styled text on top (an attributed string's highlight): the
    /// run's colours where it sets them, its attributes added. What a label and a list cell's
    /// text both draw each character with.
    func overlaid(with run: Style?) -> Style {
        guard let run else { return self }
        var s = self
        if run.foreground != .default { s.foreground = run.foreground }
        if run.background != .default { s.background = run.background }
        s.attributes.formUnion(run.attributes)
        return s
    }
}
