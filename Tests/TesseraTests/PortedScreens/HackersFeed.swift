// Hackers (a Hacker News reader) — FeedCollectionViewController, the front-page feed.
// Repository: https://github.com/weiran/Hackers
// File: App/Feed/FeedCollectionViewController.swift, commit 00a44a563ab55ba7326fc81e9cb1a6884cec2126
// License: MIT (Copyright (c) 2018 Weiran Zhang).
//
// Ported by dropping the prefix (UI/NS); a list layout with leading swipe actions, a diffable
// data source, a context menu and optimistic voting. Changes, each marked `// port:` below:
//  1. `import UIKit` → `import Tessera`; PromiseKit, SafariServices and Loaf imports removed (no
//     terminal meaning / not available): `firstly { … }.done { … }` becomes a direct call, as the
//     stand-in view model answers at once; the Loaf error toast is dropped.
//  2. The storyboard outlet `collectionView` is made in `viewDidLoad` (no storyboards).
//  3. `UIRefreshControl` removed (Tessera: "there is no pull to refresh"); `collectionView
//     .backgroundView` (a loading view) removed (Tessera: the theme draws the background).
//  4. `UINib(nibName:)` registration → `register(ItemCell.self, …)`: no nibs.
//  5. `setupTitle`'s custom `TitleButton` title view removed (an app view); `title` kept.
//  6. `willDisplay cell:forItemAt:` (fetch next page) removed: Tessera never asks it (its message).
//  7. Link / Safari / share actions' bodies (`SFSafariViewController`, `UIActivityViewController`)
//     have no terminal meaning; their menu items stay and do nothing. `performSegue` and
//     `prepare(for:sender:)` become recording the selected post (no storyboard segues); the
//     jobs-feed branch of didSelect, which only opened Safari, is dropped.
//  8. `UIImage(systemName:)` → glyphs ("↑", "↶", "⎋", "⇪"): a Tessera image is a glyph.
//  9. `UIAction(…, identifier: UIAction.Identifier(rawValue:))`: Tessera's `Action` has no
//     `identifier:`, so the argument is dropped (a gap, noted).
// 10. `handleVoteError`/`AuthenticationUIService`, `smoothlyDeselectItems` are app code: removed.
// Stand-ins for the app's `Post`, `FeedViewModel`, `ItemCell` and `AppTheme` follow the screen.
// Tests: PortedScreensHackersTests, at the end.

import Foundation
import Tessera
import Testing
import TesseraTesting

class FeedCollectionViewController: ViewController {
    var collectionView: CollectionView!   // port 2: was an @IBOutlet

    private lazy var dataSource = makeDataSource()
    lazy var viewModel = FeedViewModel()
    var openedComments: [Post] = []   // port 7: what the segue would show

    private let cellIdentifier = "ItemCell"

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: .list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)   // port 2

        setupCollectionView()
        setupTitle()

        fetchFeed()
    }

    private func setupTitle() {
        title = viewModel.postType.title   // port 5
    }

    private func fetchFeed(fetchNextPage: Bool = false) {
        viewModel.fetchFeed(fetchNextPage: fetchNextPage)   // port 1
        self.update(with: self.viewModel, animate: fetchNextPage == true)
    }
}

extension FeedCollectionViewController: CollectionViewDelegate {
    private func setupCollectionView() {
        var config = CollectionLayoutListConfiguration(appearance: .plain)
        config.leadingSwipeActionsConfigurationProvider = voteSwipeActionConfiguration(indexPath:)
        config.showsSeparators = false

        // port 3: refresh control and loading background view removed

        collectionView.register(ItemCell.self, forCellWithReuseIdentifier: cellIdentifier)   // port 4

        let layout = CollectionViewCompositionalLayout.list(using: config)
        collectionView.setCollectionViewLayout(layout, animated: false)
        collectionView.dataSource = dataSource
    }

    private func makeDataSource() -> CollectionViewDiffableDataSource<FeedViewModel.Section, Post> {
        return CollectionViewDiffableDataSource(
            collectionView: collectionView
        ) { (collectionView, indexPath, post) in
            guard let cell = collectionView.dequeueReusableCell(
                withReuseIdentifier: self.cellIdentifier,
                for: indexPath
            ) as? ItemCell else {
                fatalError("Couldn't dequeue cell \(self.cellIdentifier)")
            }

            cell.apply(post: post)

            return cell   // port 7: the link handler opened Safari
        }
    }

    private func update(with viewModel: FeedViewModel, animate: Bool = true) {
        var snapshot = DiffableDataSourceSnapshot<FeedViewModel.Section, Post>()
        snapshot.appendSections(FeedViewModel.Section.allCases)
        snapshot.appendItems(viewModel.posts, toSection: FeedViewModel.Section.main)
        self.dataSource.apply(snapshot, animatingDifferences: animate)
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        if let post = dataSource.itemIdentifier(for: indexPath) {
            openedComments.append(post)   // port 7: performSegue(withIdentifier: "ShowCommentsSegue", …)
        }
    }

    func collectionView(
        _ collectionView: CollectionView,
        contextMenuConfigurationForItemAt indexPath: IndexPath,
        point: CGPoint
    ) -> ContextMenuConfiguration? {
        let post = viewModel.posts[indexPath.row]

        return ContextMenuConfiguration(
            identifier: nil,
            previewProvider: nil
        ) { _ in
            let upvote = Action(
                title: "Upvote",
                image: "↑"   // port 8, 9
            ) { _ in
                self.vote(on: post)
            }

            let unvote = Action(
                title: "Unvote",
                image: "↶"
            ) { _ in
                self.vote(on: post)
            }

            let openLink = Action(title: "Open Link", image: "⎋") { _ in }   // port 7
            let shareLink = Action(title: "Share Link", image: "⇪") { _ in }   // port 7

            let voteMenu = post.upvoted ? unvote : upvote
            let linkMenu = Menu(title: "", options: .displayInline, children: [openLink, shareLink])

            return Menu(title: "", image: nil, children: [voteMenu, linkMenu])   // port 9
        }
    }
}

extension FeedCollectionViewController {
    private func voteSwipeActionConfiguration(indexPath: IndexPath) -> SwipeActionsConfiguration {
        let post = self.viewModel.posts[indexPath.row]

        let voteAction = ContextualAction(
            style: .normal,
            title: nil,
            handler: { _, _, completion in
                self.vote(on: post)
                completion(true)
            }
        )

        if post.upvoted {
            // unvote
            voteAction.image = "↶"   // port 8
        } else {
            voteAction.image = "↑"
        }

        if !post.upvoted {
            voteAction.backgroundColor = AppTheme.default.upvotedColor
        }

        return SwipeActionsConfiguration(actions: [voteAction])
    }

    private func vote(on post: Post) {
        let isUpvote = !post.upvoted

        // optimistally update
        updateVote(on: post, isUpvote: isUpvote)

        viewModel.vote(on: post, upvote: isUpvote)   // port 1, 10
    }

    private func updateVote(on post: Post, isUpvote: Bool) {
        post.upvoted = isUpvote
        post.score += isUpvote ? 1 : -1

        if let index = viewModel.posts.firstIndex(of: post),
           let cell = collectionView.cellForItem(at: IndexPath(row: index, section: 0)) as? ItemCell {
            cell.apply(post: post)
        }
    }
}

// MARK: - Stand-ins for the app's types

/// The app's `Post` (HackersKit) is a class compared by id; reduced to what the feed shows.
final class Post: Hashable, @unchecked Sendable {
    let id: Int
    let title: String
    var score: Int
    var upvoted = false
    init(id: Int, title: String, score: Int) { self.id = id; self.title = title; self.score = score }
    static func == (lhs: Post, rhs: Post) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// The app's `FeedViewModel` fetches from Hacker News with promises; this one answers at once.
@MainActor final class FeedViewModel {
    enum Section: CaseIterable { case main }
    enum PostType { case news; var title: String { "Top" } }
    var postType = PostType.news
    var posts: [Post] = []
    var votes: [(Int, Bool)] = []
    func fetchFeed(fetchNextPage: Bool) {
        posts = [Post(id: 1, title: "Show HN: A terminal UIKit", score: 120),
                 Post(id: 2, title: "Ask HN: Favourite ncurses apps?", score: 45),
                 Post(id: 3, title: "The history of the VT100", score: 310)]
    }
    func vote(on post: Post, upvote: Bool) { votes.append((post.id, upvote)) }
}

/// The app's `ItemCell` (a nib with title, score and thumbnail), as a list cell. It uses
/// `valueCell()`: with `defaultContentConfiguration()` (`.cell()`) the score, as secondaryText,
/// was not drawn in a one-row list row, where UIKit's `.cell()` shows it under the title.
final class ItemCell: CollectionViewListCell {
    func apply(post: Post) {
        var content = ListContentConfiguration.valueCell()   // title, with the score at the trailing edge
        content.text = post.title
        content.secondaryText = "\(post.upvoted ? "▲" : "△") \(post.score)"
        contentConfiguration = content
    }
}

/// The app's theme colour for an upvote.
struct AppTheme {
    var upvotedColor: String?
    static let `default` = AppTheme(upvotedColor: "orange")
}

// MARK: - Tests

@Suite("Ported: Hackers' feed") @MainActor
struct PortedScreensHackersTests {
    static func feed() -> (ApplicationHarness, FeedCollectionViewController) {
        let feed = FeedCollectionViewController()
        let h = ApplicationHarness(width: 60, height: 14) { terminal, clock in
            Application(terminal: terminal, clock: clock, rootViewController: NavigationController(rootViewController: feed))
        }
        h.settle()
        return (h, feed)
    }

    @Test func showsTheFeedsPostsWithTheirScoresUnderItsTitle() {
        let (h, _) = Self.feed()
        for line in ["Top", "Show HN: A terminal UIKit", "△ 120", "Ask HN: Favourite ncurses apps?", "The history of the VT100", "△ 310"] {
            #expect(h.text.contains(line), "\(line) missing:\n\(h.text)")
        }
    }

    @Test func theLeadingSwipeUpvotesTheFocusedPostAndTheCellShowsIt() {
        let (h, feed) = Self.feed()
        h.press(.character("s"))   // the swipe, from the keyboard: the leading vote action first
        h.press(.enter)
        h.settle()
        #expect(feed.viewModel.posts[0].upvoted && feed.viewModel.posts[0].score == 121)
        #expect(feed.viewModel.votes.map(\.0) == [1] && feed.viewModel.votes.map(\.1) == [true])
        #expect(h.text.contains("▲ 121"), "\(h.text)")
    }

    @Test func theContextMenuOffersUpvoteAndTheLinksAndVotes() throws {
        let (h, feed) = Self.feed()
        let post = try #require(h.position(of: "The history of the VT100"))
        h.click(at: post, button: .right)
        #expect(h.text.contains("Upvote") && h.text.contains("Open Link") && h.text.contains("Share Link"), "\(h.text)")
        h.press(.enter)   // Upvote
        h.settle()
        #expect(feed.viewModel.posts[2].upvoted && h.text.contains("▲ 311"), "\(h.text)")
    }

    @Test func selectingAPostOpensItsComments() {
        let (h, feed) = Self.feed()
        h.click(onText: "Ask HN: Favourite ncurses apps?")
        h.settle()
        #expect(feed.openedComments.map(\.id) == [2])
    }
}
