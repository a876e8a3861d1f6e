#if canImport(Glibc)
import Glibc
#endif

/// Counts the bytes this process hands to `write(2)`, as the kernel keeps them in
/// `/proc/self/io` ("wchar"). ncurses writes through its own buffer straight to the file
/// descriptor, with no hook to count, so `NcursesTerminal` reads the counter before and after
/// a flush: the difference is exactly what that frame cost on the wire (the program is
/// single-threaded while it flushes, so nothing else writes in between).
/// Where `/proc` is not mounted, `total` is nil and flushes report 0 bytes.
final class OutputByteCounter {
    private let descriptor: Int32
    private var buffer = [UInt8](repeating: 0, count: 512)

    init() {
        descriptor = open("/proc/self/io", O_RDONLY | O_CLOEXEC)
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Bytes written by this process so far.
    var total: Int? {
        guard descriptor >= 0 else { return nil }
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return Self.parseWrittenCharacters(buffer[0..<count])
    }

    /// The number after "wchar:" in the text of /proc/self/io.
    static func parseWrittenCharacters(_ text: ArraySlice<UInt8>) -> Int? {
        let key = Array("wchar:".utf8)
        var index = text.startIndex
        while index + key.count <= text.endIndex {
            if text[index..<index + key.count].elementsEqual(key) {
                var position = index + key.count
                while position < text.endIndex, text[position] == UInt8(ascii: " ") { position += 1 }
                var value = 0, digits = 0
                while position < text.endIndex, (0x30...0x39).contains(text[position]) {
                    value = value * 10 + Int(text[position] - 0x30)
                    position += 1
                    digits += 1
                }
                return digits > 0 ? value : nil
            }
            index += 1
        }
        return nil
    }
}
