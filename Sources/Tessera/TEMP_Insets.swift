import Foundation
public struct DirectionalEdgeInsets { public var top, leading, bottom, trailing: CGFloat
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) { self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing } }
