import TesseraTesting

extension GoldenFiles {
    /// The layout tests' golden pictures: `Golden/` beside this file.
    static let layoutPictures = GoldenFiles(nextTo: #filePath)
}
