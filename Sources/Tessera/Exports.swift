// `import Tessera` brings every layer with it, as UIKit brings its collection view types.
@_exported import TesseraData
@_exported import TesseraLayout
@_exported import TesseraTerminal
// Apple's collection code uses IndexPath, CGFloat, CGPoint and CGSize without a second import,
// because UIKit brings Foundation; so does Tessera.
@_exported import Foundation
