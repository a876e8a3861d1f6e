// The layouts of "Implementing Modern Collection Views", in terminal cells.
import TesseraLayout
