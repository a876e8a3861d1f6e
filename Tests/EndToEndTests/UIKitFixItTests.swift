import Foundation
import Testing
import ProcessTestSupport

extension EndToEndTests {
    /// UIKit spellings with no terminal meaning answer with what to write instead: one
    /// `swiftc -typecheck` over a file that uses each of them (against the modules `swift build`
    /// made) must report, on each line, that the name is unavailable with a message naming the
    /// Tessera spelling — and nothing else, no "has no member".
    @Suite struct UIKitFixIts {
        /// A ported UIKit line, the name the compiler reports, and words its message must hold.
        struct Use {
            let code: String
            let name: String
            let says: String
        }

        static let uses: [Use] = [
            Use(code: "view.backgroundColor = nil", name: "backgroundColor", says: "backgroundConfiguration"),
            Use(code: "view.tintColor = nil", name: "tintColor", says: "Theme"),
            Use(code: "view.alpha = 0.5", name: "alpha", says: "isHidden"),
            Use(code: "view.layer.cornerRadius = 8", name: "layer", says: "cornerRadius"),
            Use(code: "view.translatesAutoresizingMaskIntoConstraints = false", name: "translatesAutoresizingMaskIntoConstraints", says: "layoutSubviews()"),
            Use(code: "view.isUserInteractionEnabled = false", name: "isUserInteractionEnabled", says: "handle(_:)"),
            Use(code: "view.clipsToBounds = true", name: "clipsToBounds", says: "delete this line"),
            Use(code: "View.animate(withDuration: 0.3) {}", name: "animate(withDuration:animations:)", says: "animatingDifferences"),
            Use(code: "LayoutConstraint.activate([])", name: "LayoutConstraint", says: "StackView"),
            Use(code: "Label().font = .preferredFont(forTextStyle: .headline)", name: "font", says: "textStyle"),
            Use(code: "_ = ImageView(image: nil)", name: "ImageView", says: "glyph"),
            Use(code: "_ = Screen.main", name: "Screen", says: "window.frame"),
            Use(code: "collectionView.isScrollEnabled = false", name: "isScrollEnabled", says: "focused item"),
            Use(code: "collectionView.keyboardDismissMode = .onDrag", name: "keyboardDismissMode", says: "SearchField"),
            Use(code: "collectionView.showsVerticalScrollIndicator = false", name: "showsVerticalScrollIndicator", says: "delete this line"),
            Use(code: "collectionView.showsHorizontalScrollIndicator = false", name: "showsHorizontalScrollIndicator", says: "delete this line"),
            Use(code: "collectionView.alwaysBounceVertical = true", name: "alwaysBounceVertical", says: "orthogonalScrollingProperties.bounce"),
            Use(code: "collectionView.isPagingEnabled = true", name: "isPagingEnabled", says: "orthogonalScrollingBehavior"),
            Use(code: "collectionView.refreshControl = nil", name: "refreshControl", says: "apply a new snapshot"),
            Use(code: "collectionView.contentInsetAdjustmentBehavior = 0", name: "contentInsetAdjustmentBehavior", says: "contentInsets"),
            Use(code: "collectionView.backgroundView = nil", name: "backgroundView", says: "contentUnavailableConfiguration"),
            Use(code: "collectionView.dragInteractionEnabled = true", name: "dragInteractionEnabled", says: "reorderingHandlers"),
            Use(code: "cell.backgroundColor = nil", name: "backgroundColor", says: "backgroundConfiguration"),
            Use(code: "cell.layer.borderWidth = 1", name: "layer", says: "strokeWidth"),
            Use(code: "cell.selectedBackgroundView = nil", name: "selectedBackgroundView", says: "configurationUpdateHandler"),
            Use(code: "content.textProperties.font = Font.preferredFont(forTextStyle: .headline)", name: "font", says: "emphasis"),
            Use(code: "_ = Font.systemFont(ofSize: 17)", name: "Font", says: "TextAttributes"),
            Use(code: "content.textProperties.adjustsFontForContentSizeCategory = true", name: "adjustsFontForContentSizeCategory", says: "delete this line"),
            Use(code: "_ = Image(systemName: \"star\")", name: "Image", says: "content.image = \"★\""),
            Use(code: "content.imageProperties.preferredSymbolConfiguration = nil", name: "preferredSymbolConfiguration", says: "glyph"),
            Use(code: "content.textProperties.color = .label", name: "label", says: "Theme's text style"),
            Use(code: "content.textProperties.color = .secondaryLabel", name: "secondaryLabel", says: "secondaryText"),
            Use(code: "content.textProperties.color = .tertiaryLabel", name: "tertiaryLabel", says: "dim"),
            Use(code: "background.backgroundColor = .systemBackground", name: "systemBackground", says: ".default"),
            Use(code: "background.backgroundColor = .secondarySystemBackground", name: "secondarySystemBackground", says: "groupedBackground"),
            Use(code: "background.backgroundColor = .systemGroupedBackground", name: "systemGroupedBackground", says: "groupedBackground"),
            Use(code: "background.strokeColor = .separator", name: "separator", says: "ListSeparatorConfiguration"),
            Use(code: "content.imageProperties.tintColor = .tintColor", name: "tintColor", says: "accent"),
            Use(code: "background.backgroundColor = .clear", name: "clear", says: ".default"),
            Use(code: "content.textProperties.color = .systemBlue", name: "systemBlue", says: ".blue"),
            Use(code: "content.textProperties.color = .systemRed", name: "systemRed", says: ".red"),
            Use(code: "content.textProperties.color = .systemGreen", name: "systemGreen", says: ".green"),
            Use(code: "content.textProperties.color = .systemOrange", name: "systemOrange", says: ".palette(208)"),
            Use(code: "content.textProperties.color = .systemGray", name: "systemGray", says: ".brightBlack"),
            Use(code: "_ = Color(red: 1, green: 0.5, blue: 0, alpha: 1)", name: "init(red:green:blue:alpha:)", says: ".palette(208)"),
        ]

        /// The fixture: one use a line, from line `firstUseLine`, inside a function that has
        /// every receiver the uses need.
        static let firstUseLine = 4
        static var fixture: String {
            """
            import Tessera
            @MainActor func port(view: View, collectionView: CollectionView, cell: CollectionViewListCell,
                                 content: inout ListContentConfiguration, background: inout BackgroundConfiguration) {
            \(uses.map { "    " + $0.code }.joined(separator: "\n"))
            }

            """
        }

        /// The typechecker's errors, by line of the fixture.
        static func typecheckErrors() throws -> [Int: [String]] {
            let bin = try DemoBinary.path(of: "tessera-demos").split(separator: "/").dropLast().joined(separator: "/")
            let folder = "/" + bin
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-fixits-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: scratch) }
            let source = scratch.appendingPathComponent("Port.swift")
            try fixture.write(to: source, atomically: true, encoding: .utf8)
            // The modules SwiftPM built, and the C shims' module maps that Tessera's modules import.
            let arguments = ["-typecheck", "-I", folder + "/Modules",
                             "-Xcc", "-fmodule-map-file=\(folder)/CNcursesw.build/module.modulemap",
                             "-Xcc", "-fmodule-map-file=\(folder)/CDispatchMainQueue.build/module.modulemap",
                             source.path]
            let run = try CleanSpawn.run("swiftc", arguments, environment: ProcessInfo.processInfo.environment)
            var errors: [Int: [String]] = [:]
            for line in (run.output + run.error).split(separator: "\n") {
                // "/path/Port.swift:12:20: error: 'name' is unavailable: message"
                guard line.hasPrefix(source.path + ":"), let error = line.range(of: ": error: ") else { continue }
                let position = line[line.index(line.startIndex, offsetBy: source.path.count + 1)...].prefix { $0 != ":" }
                guard let number = Int(position) else { continue }
                errors[number, default: []].append(String(line[error.upperBound...]))
            }
            return errors
        }

        @Test func eachUIKitNameSaysWhatToWriteInstead() throws {
            let errors = try Self.typecheckErrors()
            #expect(!errors.isEmpty, "swiftc reported nothing: were the modules built (`swift build`)?")
            for (offset, use) in Self.uses.enumerated() {
                let line = Self.firstUseLine + offset
                let reported = errors[line] ?? []
                #expect(reported.contains { $0.hasPrefix("'\(use.name)' is unavailable: ") && $0.contains(use.says) },
                        "`\(use.code)`: expected '\(use.name)' is unavailable, saying \"\(use.says)\"; got \(reported)")
                #expect(reported.allSatisfy { $0.contains(" is unavailable: ") }, "`\(use.code)`: \(reported)")
            }
            let elsewhere = errors.filter { !(Self.firstUseLine..<Self.firstUseLine + Self.uses.count).contains($0.key) }
            #expect(elsewhere.isEmpty, "errors outside the uses: \(elsewhere)")
        }

        /// "Porting from UIKit" lists every fix-it, so a reader finds them before the compiler does.
        @Test func portingFromUIKitListsEveryName() throws {
            let article = try String(contentsOf: DemoBinary.packageRoot
                .appendingPathComponent("Sources/Tessera/Documentation.docc/PortingFromUIKit.md"), encoding: .utf8)
            for use in Self.uses {
                let name = use.name.prefix { $0 != "(" }
                #expect(article.contains("`\(name)") || article.contains("`.\(name)"), "PortingFromUIKit.md does not mention `\(name)`")
            }
        }
    }
}
