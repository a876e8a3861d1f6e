// TesseraData: the diffable store (snapshots, section snapshots, the differ, transactions).
