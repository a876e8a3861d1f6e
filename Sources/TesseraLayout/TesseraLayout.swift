// TesseraLayout: the compositional layout engine, in whole terminal cells.
