/// Where an item lives: its section's slot and its position in that section. Two 32-bit
/// halves keep the item index compact (a section holds fewer than 2³¹ items).
@usableFromInline
struct ItemLocation: Hashable, Sendable {
    @usableFromInline var storedSlot: Int32
    @usableFromInline var storedPosition: Int32

    @inlinable
    init(slot: Int, position: Int) {
        storedSlot = Int32(truncatingIfNeeded: slot)
        storedPosition = Int32(truncatingIfNeeded: position)
    }

    @inlinable var slot: Int { Int(storedSlot) }
    @inlinable var position: Int { Int(storedPosition) }
}
