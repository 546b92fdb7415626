package grading

import "math"

// GCConstants are the constants of the WCF's Golf Croquet grading (the
// Golf Croquet International Grading System, Dynamic Grading since 1 July
// 2019). Its grade moves as Dynamic Grading's (DGConstants: the loser's
// win probability times each player's modulator), with three things of
// its own:
//
//   - the change after a game is weighted by the type of event it was
//     played in (croquet.org.uk, "Croquet Ranking and Grading Systems":
//     "In GCIGS, the change in an index after a game is weighted according
//     to the type of event in which the game was played"). The weights
//     are by the Games sheet's Class, 1 (a championship), 2 (a normal
//     event) and 3 (a consolation or plate event); the stored copy of that
//     page does not keep its table, nor do the other pages searched for
//     it (croquet.org.uk's "Golf Croquet Rankings" and "Croquet Ranking
//     and Grading Systems", worldcroquet.org's GC ranking, Ranking
//     Regulations and "GC Ranking Changes" news, oxfordcroquet.com's
//     ranking pages; searched again December 2026, in the pages, docs,
//     issues and code corpora: the WCF's Ranking Regulations, whose
//     Appendix 5 is the GC algorithm, are not stored), so the defaults are
//     Nel's class factors 1.2, 1 and 0.8 (seed 002), and an association
//     types the WCF's own. They are the ratios to the normal event's of
//     the class factors the world ranking used before Dynamic Grading
//     (oxfordcroquet.com/tech/ranking/note.asp, Chris Williams: "class
//     factor = 6 for the Opens, Mens, Internationals", 5 for "most
//     tournaments", 4 for "consolation events"): 6/5, 5/5 and 4/5;
//   - Automatic Start Grade Adjustment (worldcroquet.org, "Update on new
//     GC grading system", July 2019): a player's Performance Grade over
//     their first N games is compared with their grade after those games,
//     and when they differ by more than the threshold ("an amount that
//     varies between 51 and 85, depending on the value of N"; N was first
//     10), the start grade is replaced by the Performance Grade "for a
//     final run of the calculation program". The defaults are N = 10 and
//     the threshold at N = 10, 85;
//   - the ranking list's eligibility: 10 games in the last 12 months
//     (croquet.org.uk, "Golf Croquet - Interactive rankings", September
//     2013: "the same as the AC requirement", the Minimum games and Window
//     months settings) and a grade of at least 1200 (croquet.org.uk, "Golf
//     Croquet Rankings": the list includes "everyone who has played 10
//     games in the last 12 months and has a Dynamic Grade (DGrade) of at
//     least 1200").
type GCConstants struct {
	// Weight is the weight of a game of Class 1, 2 and 3.
	Weight [3]float64
	// ASGAGames is N, the games after which the start grade is checked;
	// 0 turns the adjustment off.
	ASGAGames int
	// ASGAThreshold is how far the Performance Grade may be from the grade
	// after N games before the start grade is replaced.
	ASGAThreshold float64
	// MinimumGrade is the lowest grade the ranking list ranks.
	MinimumGrade float64
}

// DefaultGC returns the Golf Croquet constants named in GCConstants.
func DefaultGC() GCConstants {
	return GCConstants{Weight: [3]float64{1.2, 1, 0.8}, ASGAGames: 10, ASGAThreshold: 85, MinimumGrade: 1200}
}

// PerformanceGrade is the grade at which a player who won wins of games
// against opponents of mean grade mean would be expected to: the mean
// plus the grade difference whose win probability (WinProbability) is the
// fraction won, 500 × log10(won / lost). A player who won every game or
// none is taken to have won or lost half a game less, so that the grade
// stays finite (scorebook's choice: the WCF does not publish its rule).
func PerformanceGrade(mean float64, wins, games int) float64 {
	w, l := float64(wins), float64(games-wins)
	switch {
	case games <= 0:
		return mean
	case wins == 0:
		w, l = 0.5, l-0.5
	case wins == games:
		w, l = w-0.5, 0.5
	}
	return mean + 500*math.Log10(w/l)
}
