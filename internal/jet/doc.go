// Package jet reads Microsoft Access databases of the Jet 3 (Access 97) and
// Jet 4 (Access 2000 to 2003) page formats, in pure Go and read only. It is
// what scorebook needs to read the .bws files that Bridgemate, BridgePad and
// BridgeScorer table pads write.
//
// The format followed is the one the mdbtools project documents in its
// HACKING.md ("the Microsoft MDB file format for Jet3 and Jet4 databases",
// github.com/mdbtools/mdbtools): a file is a sequence of pages (2 KiB in Jet
// 3, 4 KiB in Jet 4); page 0 is the database definition page (the Jet version
// at 0x14; from 0x18 a header masked with RC4 under the key C7 DA 39 6B,
// which holds the code page at 0x3C and the database key at 0x3E, non-zero
// when every other page is RC4-masked under the key (database key XOR page
// number)); page 2 is the table definition (TDEF) of the catalogue
// MSysObjects, whose rows give each table's name and TDEF page; a TDEF, which
// may continue on further pages, gives the columns (type, number, fixed
// offset or place in the variable offset table, length, precision and scale)
// and a pointer to the table's usage map, an inline bitmap (type 0) or a list
// of bitmap pages (type 1) naming the table's data pages; a data page holds
// row offsets (0x8000 a deleted row, 0x4000 a row that moved: its four bytes
// point to the row's new place) and rows of a column count, fixed columns,
// variable columns, their offset table (one byte a column with a jump table
// in Jet 3, two bytes in Jet 4) and a null mask, in which booleans keep their
// value; long values (memo and OLE) are inline, on one long-value page or on a
// chain of them.
//
// Text is cp1252 in Jet 3 and UCS-2 in Jet 4, whose text columns may use the
// compressed form that starts with FF FE. Values come as Go values: bool,
// uint8, int16, int32, Money (currency, in ten-thousandths), float32,
// float64, time.Time (date and time, days since 1899-12-30, UTC with no
// zone), string (text, memo and replication id as "{XXXXXXXX-…}"), []byte
// (binary and OLE) and Numeric (scaled decimal), or nil for a null.
//
// The reader never trusts a count or pointer in the file: the row count
// stored in a TDEF is ignored (table pads leave it stale) and a table's rows
// are those of the pages its usage map names; every offset is checked against
// its page; chains of pages (TDEF continuations, long values, moved rows) are
// followed once each; a table's long values together cannot exceed the size
// of the file. A damaged or hostile file ends in an error that wraps
// ErrCorrupt, never in a panic, a hang or unbounded memory.
//
// Indexes, queries, forms and the Access 2007 and later features (attachments,
// multi-valued fields, encryption other than the database key) are not read.
package jet
