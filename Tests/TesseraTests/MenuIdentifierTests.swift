import Foundation
import Testing
@testable import Tessera

/// `Action` and `Menu` identifiers, spelled as UIKit's `UIAction(…identifier:…)` and
/// `UIMenu(…identifier:…)` with the prefix dropped.
@Suite("Menu and action identifiers") @MainActor
struct MenuIdentifierTests {
    @Test func anIdentifierGivenIsKeptAndOneLeftOutIsMadeUnique() {
        let sort = Action(title: "Sort", image: "↕", identifier: Action.Identifier("com.example.sort"), attributes: [], state: .on) { _ in }
        let menu = Menu(title: "View", image: nil, identifier: Menu.Identifier(rawValue: "com.example.view"), options: .displayInline, children: [sort])
        #expect(sort.identifier.rawValue == "com.example.sort" && sort.identifier == Action.Identifier(rawValue: "com.example.sort"))
        #expect(sort.state == .on && menu.options == .displayInline && menu.children.count == 1)
        #expect(menu.identifier == Menu.Identifier("com.example.view"))
        // Left out, as most apps leave it: each element still gets its own, as in UIKit.
        let a = Action(title: "A") { _ in }, b = Action(title: "B") { _ in }
        #expect(a.identifier != b.identifier && !a.identifier.rawValue.isEmpty)
        #expect(Menu(children: [a]).identifier != Menu(children: [b]).identifier)
    }
}
