// Screens, views and events speak the same cell geometry as the layout engine.
@_exported import TesseraGeometry
