extension CollectionViewCompositionalLayout {
    /// Registers the class of the views that draw decorations of `elementKind` (section
    /// backgrounds), as UIKit registers them on the layout. The layout only keeps the class;
    /// the collection view makes, reuses and draws the views (Tessera's `CollectionReusableView`
    /// subclasses). Nil removes the registration.
    public func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationViewClasses[elementKind] = viewClass
    }

    /// The class registered for decorations of `elementKind`, if any.
    package func decorationViewClass(forKind elementKind: String) -> AnyClass? {
        decorationViewClasses[elementKind]
    }
}
