/// Hand-rolled UTF-8 decoding that says where a character is cut off, which the standard
/// library's decoders do not distinguish from invalid bytes.
enum UTF8Scalar {
    enum Result: Equatable {
        case scalar(Unicode.Scalar, length: Int)
        case invalid(length: Int)
        case truncated
    }

    static func decode(_ bytes: [UInt8], at start: Int) -> Result {
        let lead = bytes[start]
        let length: Int, initial: UInt32, minimum: UInt32
        switch lead {
        case 0x00...0x7F: return .scalar(Unicode.Scalar(lead), length: 1)
        case 0xC2...0xDF: (length, initial, minimum) = (2, UInt32(lead & 0x1F), 0x80)
        case 0xE0...0xEF: (length, initial, minimum) = (3, UInt32(lead & 0x0F), 0x800)
        case 0xF0...0xF4: (length, initial, minimum) = (4, UInt32(lead & 0x07), 0x10000)
        default: return .invalid(length: 1)
        }
        var value = initial
        for offset in 1..<length {
            guard start + offset < bytes.count else { return .truncated }
            let byte = bytes[start + offset]
            guard byte & 0xC0 == 0x80 else { return .invalid(length: offset) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return .invalid(length: length) }
        return .scalar(scalar, length: length)
    }
}
