// Package dd is a double-dummy solver and par calculator in pure Go: for a
// deal, how many tricks each declarer takes in each strain when all four
// hands are in view and both sides play their best, and the par result
// that follows.
//
// # API
//
//	Solve(d) (Table, error)                     the 20 numbers, Table[declarer][strain]
//	Tricks(d, trump, leader) int                tricks of the leader's side, for endings
//	SolveAll(deals, workers, Options)           many deals, one Solver per worker
//	NewSolver(Options) / (*Solver).Solve        a solver with its own table
//	Par(t, nsVul, ewVul, dealer) ParResult      par score (NS view) and contracts
//	OptimumResultTable, DoubleDummyTricks,      what PBN hand records write
//	OptimumScore, OptimumContract
//	ParText, Makeable                           a traveller's heading
//
// A deal may be an ending: every hand holding the same number of cards
// (fewer than 13); the table then counts the tricks of the ending.
//
// # Par
//
// Par follows DDS's DealerPar (Bo Haglund and Soren Hein's double-dummy
// library, src/DealerPar.cpp and src/Par.cpp, after Matthew Kidd's
// ACBLmerge): the auction is a game between the sides, the dealer's side
// speaking first; a side may pass or bid any higher contract, played by the
// member of the side who takes more tricks in the strain; it ends when a
// side passes over the other's bid (or both pass at the start: passed out,
// score 0). The final contract scores undoubled with its overtricks when it
// makes, and doubled when it goes down (a sacrifice). The par score is the
// value of that game. The par contracts are the contracts that score it and
// are safe from competition: no contract the other side can bid over them
// scores better for that side (undoubled if it makes, doubled if not). Where
// one strain qualifies at several levels, DealerPar names the lowest,
// with the overtricks ("3H-NS+1"), and so does OptimumContract. The dealer
// matters only on a "hot" deal, where both sides make the same contract:
// the side that speaks first takes it. TestDDSListPar checks the score and
// the contracts against DealerPar on the 100 deals of DDS's hands/list100.txt.
//
// # How it searches
//
// The search follows the methods of DDS (Haglund, "Search Algorithms for a
// Bridge Double Dummy Solver") and Ginsberg's partition search (GIB):
//
//   - A null-window search: "can North-South take at least n of the
//     tricks left?", a boolean alpha-beta over single cards. The root value
//     is found MTD(f)-style, stepping the target up or down from a guess;
//     the guess for each leader is the previous leader's result.
//   - A transposition table at the start of every trick keeps bounds on
//     North-South's tricks. A position's key is its shape (every suit's
//     length in every hand, the leader) and the owners of the cards in play
//     by relative rank. Partition search: each result comes back with the
//     cards whose ranks decided a trick in the search ("winning ranks"; a
//     trick won by rank, or a quick trick); the entry keeps the owners of
//     each suit's cards down to the lowest of those and nothing of the small
//     cards below, so it answers every position that agrees on them.
//     The table is fixed in size (Options.TableBits, default 2^21 entries
//     of 40 bytes, 80 MiB; at most 2^22, 160 MiB) and shared by the four leaders of a
//     strain; a generation number empties it between strains and deals.
//   - Quick tricks: the leader's run of top cards in each suit (limited,
//     in a trump contract, by an opponent with trumps who is short), or
//     partner's runs reached with a small card; a cut-off when they reach
//     the target (or, for East-West on lead, make it unreachable).
//   - Move ordering after DDS's weights for the lead (Moves.cpp,
//     WeightAllocNT0) and the second hand (WeightAllocNTNotvoid1), and
//     simple rules for the third and fourth hands (win cheaply, do not
//     overtake partner, ruff low, discard low from length).
//   - Equivalent cards: of cards a hand holds with no card in play between
//     them (counting cards on the table), only one is tried.
//
// # Measurements
//
// Work is counted in nodes (positions searched at the start of a trick);
// times are on this 2-core machine with other builds running, so nodes are
// the steadier measure. Each step against the one before; "endings" is 12
// random ten-card endings, all 20 results each:
//
//	exact relative-rank table (no partition)   10 random deals: median 34.6 s, worst 81 s a deal (43 M nodes median)
//	partition search ("winning ranks")         median 8.9 s (31 M nodes median) on the same 10 deals
//	bucket of 32 entries instead of 8          one hard NT deal, North leading: 38.3 M → 20.0 M nodes
//	DDS lead and second-hand weights           5 deals × 5 strains: 187 M → 146 M nodes
//	partner's winners in quick tricks          2 deals × 5 strains: 96.3 M → 85.4 M nodes
//	killer move per depth (tried, dropped)     endings: 1.45 M nodes without, 4.70 M with
//	entries keep 1 or 2 top cards (dropped)    endings: 1.45 M nodes keeping none, 2.77 M one, 4.65 M two
//	equivalent cards played once               endings: 2.42 M nodes without, 1.45 M with
//	quick tricks                               endings: 1.62 M nodes without, 1.45 M with
//	move ordering                              endings: 13.7 M nodes without, 1.45 M with
//
// (The killer move and the kept top cards had looked good on one hard deal
// and one leader; the endings, every leader and strain, showed the
// opposite, and they were turned off.)
//
// Full deals as they stand (TestDistribution, seeded random deals, one
// core): 10 deals, median 5.7 s, 90th percentile 49 s, worst 49 s; the
// nodes median 4.3 M. That is well short of DDS (a fraction of a second):
// what is still missing is DDS's later-tricks cut-offs, its move-ordering
// weights for the third and fourth hands and for trump contracts, and a
// table that keeps every entry of a shape (DDS's tree) instead of a bucket
// of 32.
package dd
