// Package pbn reads and writes the syntax of PBN files (Portable Bridge
// Notation, version 2.1): a file is a list of games, a game an ordered list
// of tag pairs such as [Board "1"], and a tag may be followed by section data
// (the calls after [Auction], the cards after [Play], the rows of a table such
// as [ScoreTable "…"] or [OptimumResultTable "…"]).
//
// The package knows the syntax only, not what the tags mean. It is faithful:
// Parse keeps every byte of the file, and Bytes writes a parsed file back
// exactly as it was read, except for the tags that were changed, added or
// deleted. That is what a command needs that adds analysis to someone else's
// file: the games, comments and tags it does not understand come out as they
// went in.
//
// The rules followed are those of the PBN standard 2.1 (Tis Veugen and Kaj G
// Backas, 2007): §2.4 a '%' in the first column escapes the rest of the line;
// §3 games are separated by a semi-empty line (only spaces or tabs) outside a
// brace comment; §3.2 a string token is delimited by quotes, with \" for a
// quote and \\ for a backslash; §3.3 a tag pair is '[' name string ']' with
// any white space between the tokens in import format; §3.8 comments run from
// ';' to the end of the line or from '{' to the next '}'; §4.8 the tag value
// "#" inherits the value of the previous game and "##text" sets it for all the
// games that follow (see Resolve); §5.2 a table's tag value names its columns,
// each with an optional order ('+' or '-'), minimum width and alignment, such
// as Score_NS\6R.
//
// Everything here is pure: functions take and return bytes and values.
package pbn
