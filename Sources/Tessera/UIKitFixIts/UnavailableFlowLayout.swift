import Foundation
import TesseraLayout

/// Unavailable: UIKit's `UICollectionViewFlowLayout`. A ``CollectionViewLayout`` subclass, so
/// `CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())` and a
/// subclass of it report the message rather than a type mismatch; its properties have their UIKit
/// types for the same reason.
@available(*, unavailable, message: "use CollectionViewCompositionalLayout: a grid is a horizontal group of fractional-width items")
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// Unavailable: UIKit's `UICollectionViewFlowLayout.automaticSize`.
    public static var automaticSize: CGSize { fatalError() }
    /// Unavailable.
    public override init() { super.init() }
    /// Unavailable: UIKit's `itemSize`.
    open var itemSize: CGSize = .zero
    /// Unavailable: UIKit's `estimatedItemSize`.
    open var estimatedItemSize: CGSize = .zero
    /// Unavailable: UIKit's `minimumLineSpacing`.
    open var minimumLineSpacing: CGFloat = 0
    /// Unavailable: UIKit's `minimumInteritemSpacing`.
    open var minimumInteritemSpacing: CGFloat = 0
    /// Unavailable: UIKit's `sectionInset`.
    open var sectionInset: EdgeInsets = .zero
    /// Unavailable: UIKit's `scrollDirection`.
    open var scrollDirection: CollectionViewScrollDirection = .vertical
    /// Unavailable: UIKit's `headerReferenceSize`.
    open var headerReferenceSize: CGSize = .zero
    /// Unavailable: UIKit's `footerReferenceSize`.
    open var footerReferenceSize: CGSize = .zero
    /// Unavailable: UIKit's `sectionHeadersPinToVisibleBounds`.
    open var sectionHeadersPinToVisibleBounds = false
    /// Unavailable: UIKit's `sectionFootersPinToVisibleBounds`.
    open var sectionFootersPinToVisibleBounds = false
}

/// Unavailable: UIKit's `UICollectionViewDelegateFlowLayout`, the flow layout's sizing delegate.
@available(*, unavailable, message: "there is no flow layout: size items in a CollectionViewCompositionalLayout (fractional, absolute or estimated dimensions) instead of in delegate methods")
@MainActor public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// Unavailable: UIKit's `collectionView(_:layout:sizeForItemAt:)`.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
    /// Unavailable: UIKit's `collectionView(_:layout:insetForSectionAt:)`.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, insetForSectionAt section: Int) -> EdgeInsets
    /// Unavailable: UIKit's `collectionView(_:layout:minimumLineSpacingForSectionAt:)`.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// Unavailable: UIKit's `collectionView(_:layout:minimumInteritemSpacingForSectionAt:)`.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    /// Unavailable: UIKit's `collectionView(_:layout:referenceSizeForHeaderInSection:)`.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize
    /// Unavailable: UIKit's `collectionView(_:layout:referenceSizeForFooterInSection:)`.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize
}
