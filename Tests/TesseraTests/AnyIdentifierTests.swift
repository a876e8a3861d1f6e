import Foundation
import Testing
import Tessera

/// `AnyIdentifier`, the view's type-erased identifier: equal when the type and the value are,
/// hashing like its value, unwrapping an `AnyHashable`, and giving its value back only as its
/// own type.
@Suite struct AnyIdentifierTests {
    @Test func equalValuesOfOneTypeAreEqualAndHashAlike() {
        #expect(AnyIdentifier(42) == AnyIdentifier(42))
        #expect(AnyIdentifier("peak") == AnyIdentifier("pe" + "ak"))
        #expect(AnyIdentifier(42).hashValue == AnyIdentifier(42).hashValue)
        #expect(AnyIdentifier(42) != AnyIdentifier(43))
        #expect(AnyIdentifier("a") != AnyIdentifier("b"))
    }

    @Test func valuesOfDifferentTypesDifferEvenWhenTheyPrintAlike() {
        #expect(AnyIdentifier(1) != AnyIdentifier(Int64(1)))
        #expect(AnyIdentifier(1) != AnyIdentifier("1"))
        #expect(AnyIdentifier(IndexPath(item: 0, section: 0)) != AnyIdentifier([0, 0]))
    }

    @Test func anAnyHashableIsUnwrappedToItsBase() {
        #expect(AnyIdentifier(AnyHashable(7)) == AnyIdentifier(7))
        #expect(AnyIdentifier(AnyHashable("x")).base(as: String.self) == "x")
        #expect(AnyIdentifier(AnyIdentifier(7)) == AnyIdentifier(7))
    }

    @Test func theValueComesBackOnlyAsItsOwnType() {
        let id = AnyIdentifier(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!)
        #expect(id.base(as: UUID.self)?.uuidString == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        #expect(id.base(as: String.self) == nil)
        #expect(id.base as? UUID != nil)
        #expect(id.anyHashable == AnyHashable(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!))
        #expect("\(AnyIdentifier("Everest"))" == "Everest")
    }

    @Test func setsAndDictionariesFindWhatWasPutIn() {
        // Large values (boxed, not inline) and colliding small ones alike.
        struct Wide: Hashable { var a, b, c, d: Int }
        var set = Set<AnyIdentifier>()
        for n in 0..<500 {
            set.insert(AnyIdentifier(n))
            set.insert(AnyIdentifier("\(n)"))
            set.insert(AnyIdentifier(Wide(a: n, b: n, c: n, d: n)))
        }
        #expect(set.count == 1_500)
        for n in 0..<500 {
            #expect(set.contains(AnyIdentifier(n)))
            #expect(set.contains(AnyIdentifier("\(n)")))
            #expect(set.contains(AnyIdentifier(Wide(a: n, b: n, c: n, d: n))))
        }
        #expect(!set.contains(AnyIdentifier(500)))
        #expect(!set.contains(AnyIdentifier(Wide(a: 1, b: 1, c: 1, d: 2))))
    }

    @Test func anElementKeyMadeFromAnAnyHashableNamesTheSameItem() {
        #expect(ElementKey.item(AnyHashable("x")) == ElementKey.item("x"))
        #expect(ElementKey.item(3) != ElementKey.item("3"))
    }
}
