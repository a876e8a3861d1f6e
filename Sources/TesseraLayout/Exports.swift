// Frames, sizes and offsets the engine hands back are cells, in the shared vocabulary.
@_exported import TesseraGeometry
