// Fixture for scripts/check-doc-comments.sh: every line the checker must report ends in
// `EXPECT-MISSING`; nothing else may be reported. Not compiled.
@_exported import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Documented.
public struct Documented {
    /// Documented.
    public var value: Int

    public var undocumented: Int  // EXPECT-MISSING

    /// A blank line separates this comment from its declaration.

    public func afterBlankLine() {}  // EXPECT-MISSING

    /// A plain comment separates this one from its declaration.
    // MARK: - something
    public func afterPlainComment() {}  // EXPECT-MISSING

    //// Four slashes are a plain comment.
    public func fourSlashes() {}  // EXPECT-MISSING

    /** A block doc comment. */
    public func blockDoc() {}

    /* A plain block comment. */
    public func plainBlock() {}  // EXPECT-MISSING

    /// Attributes between the comment and the declaration are skipped.
    @inlinable
    @discardableResult
    @available(*, deprecated,
               message: "over two lines")
    public func attributed() -> Int { 0 }

    @MainActor
    public func attributedUndocumented() {}  // EXPECT-MISSING

    @available(*, deprecated) public static func sameLineAttribute() {}  // EXPECT-MISSING

    public private(set) var publicGetter = 0  // EXPECT-MISSING
    private(set) var internalGetter = 0
    public nonisolated(unsafe) static var shared = 0  // EXPECT-MISSING
    public static let constant = "public func notADeclaration() { }"  // EXPECT-MISSING
    public init?(string: String) { nil }  // EXPECT-MISSING
    public subscript(index: Int) -> Int { index }  // EXPECT-MISSING
    public typealias Element = Int  // EXPECT-MISSING
    package func packageOnly() {}
    @usableFromInline internal func usableFromInline() {}
    func internalMember() {}
    private func privateMember() {}

    /// Computed, with accessors and local declarations that are not members.
    public var computed: Int {
        get {
            func local() -> Int { 1 }
            let text = """
                public func insideAString() {
                \("interpolated { \("nested") }")
                """
            let raw = #"public var raw = "{" \#(text.count) "#
            /* nested /* block */ comment { */
            return local() + raw.count
        }
        set {}
    }

    /// Nested and public.
    public struct Nested {
        public var inner: Int  // EXPECT-MISSING
    }

    public enum NestedUndocumented {}  // EXPECT-MISSING

    struct InternalNested {
        public var notAPI: Int
        public struct AlsoNotAPI {}
    }
}

/// Documented.
public enum Direction {
    case north, south  // EXPECT-MISSING
    /// One comment covers every case on the line.
    case east, west
    /// Documented.
    indirect case nested(Direction)
    indirect case nestedUndocumented(Direction)  // EXPECT-MISSING
    case withValues(a: Int,  // EXPECT-MISSING
                    b: Int)

    /// Documented; the cases of the switch are not declarations.
    public var opposite: Direction {
        switch self {
        case .north: return .south
        default: return self
        }
    }
}

enum InternalEnum {
    case notAPI
    public func notAPIEither() {}
}

/// Documented.
public protocol Requirements {
    associatedtype Item: Hashable  // EXPECT-MISSING
    /// Documented.
    associatedtype Other
    var count: Int { get }  // EXPECT-MISSING
    /// Documented.
    var documented: Int { get set }
    func requirement()  // EXPECT-MISSING
    static func make() -> Self  // EXPECT-MISSING
    init(count: Int)  // EXPECT-MISSING
    subscript(index: Int) -> Item { get }  // EXPECT-MISSING
    @MainActor func isolated()  // EXPECT-MISSING
}

protocol InternalProtocol {
    func notAPI()
}

public extension Documented {
    func inPublicExtension() {}  // EXPECT-MISSING
    /// Documented.
    func documentedInPublicExtension() {}
    static var staticInPublicExtension: Int { 0 }  // EXPECT-MISSING
    private func privateInPublicExtension() {}
    internal func internalInPublicExtension() {}
    struct TypeInPublicExtension {}  // EXPECT-MISSING
}

extension Documented {
    public func publicInExtension() {}  // EXPECT-MISSING
    func internalInExtension() {}
}

extension Documented: CustomStringConvertible {
    public var description: String { "" }  // EXPECT-MISSING
}

fileprivate extension Documented {
    func fileprivateMember() {}
}

extension IndexPath {
    public var fromAnotherModule: Int { 0 }  // EXPECT-MISSING
}

extension InternalType {
    public func memberOfAnInternalType() {}
    public struct NestedInInternalType {
        public var notAPI: Int
    }
}

extension InternalType.NestedInInternalType {
    public func stillNotAPI() {}
}

/// Documented.
open class Base {
    open func undocumented() {}  // EXPECT-MISSING
    /// Documented.
    open func documented() {}
    public class func classMethod() {}  // EXPECT-MISSING
    public final class NestedClass {}  // EXPECT-MISSING
    deinit {}
}

/// Documented.
public final class Derived: Base {
    open override func undocumented() {}
    public override init() {}
    override public class func classMethod() {}
}

public actor Actor {}  // EXPECT-MISSING
public typealias Alias = Int  // EXPECT-MISSING
public let globalConstant = 1  // EXPECT-MISSING
public func globalFunction() {  // EXPECT-MISSING
    struct Local {
        public func notAPI() {}
    }
}
let internalGlobal = 2
public
func modifierOnItsOwnLine() {}  // EXPECT-MISSING
