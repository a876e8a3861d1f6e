import Foundation
import Tessera

/// `loop-check --pinned-layout-header`: a plain list under a header of the whole layout pinned to
/// the top (`CollectionViewCompositionalLayoutConfiguration.boundarySupplementaryItems`), whose
/// first section starts empty. `a` inserts a row at the top of the second section, `e` one into
/// the first section, `d` deletes the first row. For looking at every frame of an insert under a
/// pinned layout header in tmux, stepped with `TESSERA_ANIMATION_MS`.
@MainActor
final class PinnedLayoutHeaderScreen: View {
    let collectionView: CollectionView
    private var dataSource: CollectionViewDiffableDataSource<Int, String>!
    private var next = 0

    override init() {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)))
        let group = CollectionLayoutGroup.vertical(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
                                                   subitems: [item])
        var configuration = CollectionViewCompositionalLayoutConfiguration()
        var header = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
            elementKind: "layout-header", alignment: .top)
        header.pinToVisibleBounds = true
        configuration.boundarySupplementaryItems = [header]
        collectionView = CollectionView(collectionViewLayout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group),
                                                                                                 configuration: configuration))
        super.init()
        addSubview(collectionView)
        let row = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
        }
        let banner = CollectionView.SupplementaryRegistration<CollectionViewListCell>(elementKind: "layout-header") { cell, _, _ in
            var content = ListContentConfiguration.header()
            content.text = "INBOX   a add   e add to the first section   d delete   ^C quit"
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, path, item in
            view.dequeueConfiguredReusableCell(using: row, for: path, item: item)
        }
        dataSource.supplementaryViewProvider = { view, _, path in
            view.dequeueConfiguredReusableSupplementary(using: banner, for: path)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems((0..<40).map { "message \($0)" }, toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        collectionView.frame = bounds
    }

    override func handle(_ event: Event) -> Bool {
        guard case .key(let key) = event, key.modifiers.isEmpty else { return false }
        var snapshot = dataSource.snapshot()
        switch key.key {
        case .character("a"):
            next += 1
            if let first = snapshot.itemIdentifiers(inSection: 1).first {
                snapshot.insertItems(["new \(next)"], beforeItem: first)
            } else {
                snapshot.appendItems(["new \(next)"], toSection: 1)
            }
        case .character("e"):
            next += 1
            snapshot.appendItems(["first section \(next)"], toSection: 0)
        case .character("d"):
            guard let first = snapshot.itemIdentifiers.first else { return true }
            snapshot.deleteItems([first])
        default:
            return false
        }
        dataSource.apply(snapshot, animatingDifferences: true)
        return true
    }
}

/// `loop-check --custom-outline`: three outlines, one a section, each in one
/// `CollectionLayoutGroup.custom`: the parent row across the full width, its children in two
/// columns under it. `1`, `2`, `3` open or close a section. For looking at every frame of a
/// section opening at 120 and 200 columns in tmux.
@MainActor
final class CustomGroupOutlineScreen: View {
    nonisolated static let groups: [(parent: String, children: [String])] = [
        ("Editors (4)", ["vim 3.1 MB", "nano 0.9 MB", "emacs 48 MB", "micro 11 MB"]),
        ("Shells (3)", ["bash 1.4 MB", "zsh 2.2 MB", "fish 6.0 MB"]),
        ("Compilers (5)", ["gcc 120 MB", "clang 210 MB", "rustc 300 MB", "swiftc 400 MB", "go 150 MB"]),
    ]
    private(set) var collectionView: CollectionView!
    private var dataSource: CollectionViewDiffableDataSource<Int, String>!
    private var expanded: Set<Int> = [0]

    override init() {
        super.init()
        // The group's height follows the visible rows of its section's outline.
        let layout = CollectionViewCompositionalLayout { [unowned self] index, _ in
            let count = MainActor.assumeIsolated { dataSource?.snapshot().numberOfItems(inSection: index) ?? 1 }
            let childRows = (max(0, count - 1) + 1) / 2
            let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(CGFloat(1 + childRows)))
            let group = CollectionLayoutGroup.custom(layoutSize: size) { environment in
                let width = environment.container.contentSize.width
                var frames = [CollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: width, height: 1))]
                for child in 0..<max(0, count - 1) {
                    let column = CGFloat(child % 2), row = CGFloat(1 + child / 2)
                    frames.append(CollectionLayoutGroupCustomItem(frame: CGRect(x: column * width / 2, y: row, width: width / 2, height: 1)))
                }
                return frames
            }
            return CollectionLayoutSection(group: group)
        }
        collectionView = CollectionView(collectionViewLayout: layout)
        addSubview(collectionView)
        let row = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { view, path, item in
            view.dequeueConfiguredReusableCell(using: row, for: path, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections(Array(Self.groups.indices))
        dataSource.apply(snapshot, animatingDifferences: false)
        for index in Self.groups.indices { applyOutline(index, animated: false) }
    }

    private func applyOutline(_ index: Int, animated: Bool) {
        let group = Self.groups[index]
        var outline = DiffableDataSourceSectionSnapshot<String>()
        outline.append([group.parent])
        outline.append(group.children, to: group.parent)
        if expanded.contains(index) { outline.expand([group.parent]) }
        dataSource.apply(outline, to: index, animatingDifferences: animated)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        collectionView.frame = bounds
    }

    override func handle(_ event: Event) -> Bool {
        guard case .key(let key) = event, key.modifiers.isEmpty, case .character(let c) = key.key,
              let n = Int(String(c)), Self.groups.indices.contains(n - 1) else { return false }
        if expanded.remove(n - 1) == nil { expanded.insert(n - 1) }
        applyOutline(n - 1, animated: true)
        return true
    }
}
