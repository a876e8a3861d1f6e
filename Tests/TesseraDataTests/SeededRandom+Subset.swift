import TesseraTerminal
import TesseraTesting

extension SeededRandom {
    /// A random subset of at most `limit` elements, in random order: the items an edit touches.
    mutating func subset<T>(of array: [T], atMost limit: Int) -> [T] {
        Array(array.shuffled(using: &self).prefix(int(0...min(limit, array.count))))
    }
}
