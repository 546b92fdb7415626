// Package teams scores teams-of-four events: club teams nights, Swiss teams
// congresses and round robins.
//
// A round is played in matches. In a match two teams each put a pair NS at
// one table and EW at the other, and every board is played at both tables.
// The two results of a board are compared and the difference scored in IMPs
// on the WBF scale: a team wins IMP(its NS score − its opponents' NS score).
// An artificial adjusted score (Law 12C1) at either table takes the board's
// place: Average plus is +3 IMPs to that side, Average 0, Average minus −3.
//
// Each match's IMP margin is turned into Victory Points on the event's VP
// Scale: the WBF continuous 0–20 scale of 2013 (the default), its discrete
// version in whole VPs, the ACBL 20- and 30-point Swiss scales for 6–11
// board matches, a Custom table from the VP Scale sheet, or None, when
// teams are ranked by IMPs alone.
//
// Swiss details:
//   - A triple is three teams meeting in one round, each playing half the
//     boards against each of the other two. Each team's VPs for the round come
//     from the sum of its IMPs in both half-matches, on the scale for all the
//     boards it played.
//   - A team on the Teams sheet that plays no board in a round has a bye and
//     gets the Event sheet's Bye VP (12 unless set; no IMPs and no VPs when
//     the scale is None). A team that plays no match at all (one that
//     withdrew) has no byes and is not ranked; it is a warning, as is a
//     round with more than one bye. After the first round of an odd field,
//     the one team that has not played is taken as the round's bye and is
//     ranked, with a warning (it may have withdrawn).
//
// The Ranking orders teams by VPs (by IMPs for less IMPs against with None);
// teams equal to two decimals share a place, shown "3=".
//
// SettingsTable declares the Event sheet's settings and ParseSettings reads
// them. Score does the rest from the rows of the Teams and Results sheets:
// it settles each row's traveller line (bridge.TravellerLine: a score
// computed from the contract, or checked against it), keeps what a teams
// match can score, and returns what the Ranking, Matches and Travellers
// sheets show, with every problem, errors and warnings together, each
// naming the sheet, row and column to correct. Nothing here reads or writes
// files: the workbook layer (xlsx/teams) fills the Event and prints the
// Result.
package teams
