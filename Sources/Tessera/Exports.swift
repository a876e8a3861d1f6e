// `import Tessera` brings every layer with it, as UIKit brings its collection view types.
@_exported import TesseraData
@_exported import TesseraLayout
@_exported import TesseraTerminal
