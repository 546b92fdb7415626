// Package bws maps the tables of a Bridgemate result database (.bws, as
// Bridgemate Control Software, BridgePad and BridgeScorer write it: an
// Access database, read with internal/jet) to a pairs event: its sections,
// its pairs with their players' names and member numbers, and one result per
// board played at a table.
//
// Load reads the tables the mapping needs (Session, Section, RoundData,
// ReceivedData, PlayerNumbers, PlayerNames, HandRecord) into plain records;
// Map, which is pure, turns them into an Event with every problem of the
// file found in one pass, each naming its place in the file (the table, the
// record's ID, its section, table, round and board). Nothing here knows a
// workbook.
//
// The rules are those the scoring programs apply to the file:
//   - An erased record (ReceivedData.Erased) does not count.
//   - A record entered again at the table for the same section, table, round
//     and board replaces the earlier one, by the order of their IDs.
//   - Contracts are as the pads write them ("4 H x", "3 NT", "PASS"); NS/EW
//     is the declarer's seat and Declarer the declaring pair's number;
//     results are "=", "+1", "-2".
//   - With more than one section, a pair's identifier is its section's
//     letter and its number ("A1", "B7"); with one section, its number.
//   - In a section where a number sits North-South and East-West in the same
//     round (a Mitchell whose East-West pairs reuse the North-South numbers),
//     a pair is its number and its direction; elsewhere a pair is its number.
//   - Players' names come from PlayerNumbers: the players at a table in
//     round 0 (before play) are seated by the first round of RoundData, a
//     player entered in a later round by that round; North and East are a
//     pair's first player, South and West its second; a later entry for the
//     same seat replaces an earlier one; a number entered without a name is
//     looked up in PlayerNames.
//   - HandRecord holds each board's hands suit by suit as PBN writes them;
//     a deal is given per section and board.
//
// These follow the file as Bridgemate's own tables lay it out and as the
// open-source TabScore (github.com/pjflip/TabScore) reads it: names from the
// players seated at the pair's table in round 1, HandRecord's sixteen suit
// columns.
package bws
