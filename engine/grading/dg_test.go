package grading

import (
	"fmt"
	"math"
	"testing"
	"time"
)

// TestNelWinProbabilityTable checks the correspondence of grade difference
// and win probability in Louis Nel's "Plain English Introduction to Dynamic
// Grading", which every one of his grading systems uses: gd 40, 90, 190,
// 310, 480, 640, 990 give 54.6, 60.2, 70.6, 80.7, 90.1, 95.0 and 99.0%.
// By hand, gd 40: 10^(−40/500) = 0.831764, 1/1.831764 = 0.545922.
func TestNelWinProbabilityTable(t *testing.T) {
	for _, c := range []struct{ gd, pct float64 }{
		{40, 54.6}, {90, 60.2}, {190, 70.6}, {310, 80.7}, {480, 90.1}, {640, 95.0}, {990, 99.0},
	} {
		got := WinProbability(2000+c.gd, 2000)
		if math.Round(got*1000)/10 != c.pct {
			t.Errorf("gd %v: win probability %.4f%%, Nel's table %.1f%%", c.gd, got*100, c.pct)
		}
		// The other player's is the rest.
		if !near(WinProbability(2000, 2000+c.gd), 1-got, 1e-12) {
			t.Errorf("gd %v: the two win probabilities do not add up to 1", c.gd)
		}
	}
	if !near(WinProbability(2040, 2000), 0.545922, 1e-6) {
		t.Errorf("gd 40: %.6f, by hand 0.545922", WinProbability(2040, 2000))
	}
}

// dgSettings are DG settings with every game in the window.
func dgSettings() Settings {
	s := settings("", 0)
	s.System = DG
	s.Precision = Official
	return s
}

// TestDGHandWorkedGames plays the games of the issue by hand, each in a
// Replay of two players in their first games (M = 24):
//   - equal grades: LPW = 1/(1 + 10^0) = ½, so ±24 × ½ = ±12;
//   - a favourite 100 higher beats the other: LPW = 1/(1 + 10^(100/500)) =
//     1/(1 + 1.584893) = 0.386863, so ±24 × 0.386863 = ±9.2847;
//   - the favourite loses: the loser is the favourite, LPW = 1/(1 +
//     10^(−100/500)) = 1/(1 + 0.630957) = 0.613137, so ±14.7153.
func TestDGHandWorkedGames(t *testing.T) {
	for _, c := range []struct {
		name               string
		winner, loser      float64 // grades before
		lpw, change        float64
		winAfter, loseAfte float64
	}{
		{"equal grades", 2000, 2000, 0.5, 12, 2012, 1988},
		{"the favourite wins", 2100, 2000, 0.386863, 9.2847, 2109.2847, 1990.7153},
		{"the favourite loses", 2000, 2100, 0.613137, 14.7153, 2014.7153, 2085.2847},
	} {
		t.Run(c.name, func(t *testing.T) {
			players := []Player{{Row: 2, Name: "Win", Index: 1, Grade: c.winner}, {Row: 3, Name: "Lose", Index: 1, Grade: c.loser}}
			games := []Game{{Row: 2, Date: date("2025-05-01"), Class: 1, Winner: "Win", Loser: "Lose"}}
			r := replay(t, players, games, dgSettings())
			l := r.Log[0]
			if !near(l.LPW, c.lpw, 1e-6) || l.WinnerM != 24 || l.LoserM != 24 ||
				!near(l.WinnerChange, c.change, 1e-4) || !near(l.LoserChange, -c.change, 1e-4) {
				t.Errorf("LPW %.6f, M %v and %v, changes %.4f and %.4f; want %v, 24, ±%v", l.LPW, l.WinnerM, l.LoserM,
					l.WinnerChange, l.LoserChange, c.lpw, c.change)
			}
			// Two decimals, as the issue gives them: ±12, ±9.28, ±14.72.
			if math.Round(l.WinnerChange*100)/100 != math.Round(c.change*100)/100 {
				t.Errorf("change %.2f", l.WinnerChange)
			}
			if !near(l.WinnerGrade, c.winAfter, 1e-4) || !near(l.LoserGrade, c.loseAfte, 1e-4) || l.D != c.winner-c.loser {
				t.Errorf("grades after %.4f and %.4f, D %v; want %v and %v", l.WinnerGrade, l.LoserGrade, l.D, c.winAfter, c.loseAfte)
			}
			// Class factors are not applied (Class 1 here); the Index is the
			// grade.
			if w := standing(t, r, "Win"); w.Grade != l.WinnerGrade || w.Index != w.Grade || w.StartIndex != c.winner {
				t.Errorf("standing %+v", w)
			}
		})
	}
}

// TestDGModulator works the modulator by hand: 35 grades, 17 of 1990, one
// of 2000 and 17 of 2010, have the mean 2000 and the variance 34 × 10² / 35
// = 97.142857 (population: divided by 35), RSD = 9.856108, so M = 9.56 +
// 0.58 × 9.856108 = 15.276543. Grades spread by ±60 give RSD near 60 and M
// = 9.56 + 34.8 = 44.36, capped at 37.7. M is 24 for the first 34 games.
func TestDGModulator(t *testing.T) {
	c := DefaultDG()
	var grades []float64
	for range 17 {
		grades = append(grades, 1990, 2010)
	}
	grades = append(grades, 2000)
	if got := RSD(grades, 35); !near(got, 9.856108, 1e-6) {
		t.Errorf("RSD %.6f, by hand 9.856108", got)
	}
	for played, want := range map[int]float64{0: 24, 1: 24, 33: 24, 34: 15.276543, 35: 15.276543, 500: 15.276543} {
		if got := c.Modulator(played, grades); !near(got, want, 1e-6) {
			t.Errorf("M after %d games = %.6f, want %.6f", played, got, want)
		}
	}
	var wide []float64
	for range 17 {
		wide = append(wide, 1940, 2060)
	}
	wide = append(wide, 2000) // RSD 59.14: 9.56 + 0.58 × 59.14 = 43.86
	if got := c.Modulator(34, wide); got != 37.7 {
		t.Errorf("M = %v, want the cap 37.7", got)
	}
	// Only the last 35 values count: an old outlier drops out.
	withOld := append([]float64{5000}, grades...)
	if RSD(withOld, 35) != RSD(grades, 35) {
		t.Error("a value older than the window counts")
	}
	// Fewer values than the window: all of them (one value: no spread).
	if RSD([]float64{2000}, 35) != 0 || RSD([]float64{1990, 2010}, 35) != 10 {
		t.Error("RSD of fewer values than the window")
	}
}

// TestDGModulatorSwitchesAtGame35 replays 40 games of Ann against fresh
// opponents: Ann's M is 24 in her first 34 games; from her 35th on it is
// 9.56 + 0.58 × the standard deviation of her 35 latest grades before the
// game (her start grade and the grades after her first 34 games, read from
// the log), while each opponent, in their first game, still has 24: a game
// is then not zero-sum.
func TestDGModulatorSwitchesAtGame35(t *testing.T) {
	players := []Player{{Row: 2, Name: "Ann", Grade: 2000}}
	var games []Game
	start := date("2025-01-01")
	for i := range 40 {
		name := fmt.Sprintf("Opponent %d", i+1)
		players = append(players, Player{Row: i + 3, Name: name, Grade: 1950 + float64(i%5)*25})
		g := Game{Row: i + 2, Date: start.Add(time.Duration(i) * 24 * time.Hour), Class: 2, Winner: "Ann", Loser: name}
		if i%3 == 2 {
			g.Winner, g.Loser = name, "Ann"
		}
		games = append(games, g)
	}
	r := replay(t, players, games, dgSettings())
	annGrades := []float64{2000}
	for i, l := range r.Log {
		annM, otherM := l.WinnerM, l.LoserM
		annGrade, change := l.WinnerGrade, l.WinnerChange
		if l.Loser == "Ann" {
			annM, otherM = l.LoserM, l.WinnerM
			annGrade, change = l.LoserGrade, l.LoserChange
		}
		game := i + 1
		want := 24.0
		if game >= 35 {
			want = math.Min(37.7, 9.56+0.58*RSD(annGrades[len(annGrades)-35:], 35))
		}
		if !near(annM, want, 1e-9) || otherM != 24 {
			t.Errorf("game %d: Ann's M %v, the opponent's %v; want %v and 24", game, annM, otherM, want)
		}
		if game >= 35 && (annM == 24 || near(l.WinnerChange+l.LoserChange, 0, 1e-9)) {
			t.Errorf("game %d: M %v, changes %v and %v: the start M or a zero sum", game, annM, l.WinnerChange, l.LoserChange)
		}
		if !near(annGrade, annGrades[len(annGrades)-1]+change, 1e-9) {
			t.Errorf("game %d: grade %v is not %v%+v", game, annGrade, annGrades[len(annGrades)-1], change)
		}
		annGrades = append(annGrades, annGrade)
	}
	// The association's own constants: M 30 for 5 games, then over 6 grades.
	s := dgSettings()
	s.DG = DGConstants{StartM: 30, StartGames: 5, MBase: 10, MPerSD: 1, MCap: 50, SDWindow: 6}
	r = replay(t, players, games[:7], s)
	ann := func(l LogLine) (m, grade float64) {
		if l.Winner == "Ann" {
			return l.WinnerM, l.WinnerGrade
		}
		return l.LoserM, l.LoserGrade
	}
	six := []float64{2000}
	for i, l := range r.Log[:5] {
		m, g := ann(l)
		if m != 30 {
			t.Errorf("M %v in game %d", m, i+1)
		}
		six = append(six, g)
	}
	if m, _ := ann(r.Log[5]); !near(m, 10+RSD(six, 6), 1e-9) || m == 30 {
		t.Errorf("M in game 6 = %v, want %v", m, 10+RSD(six, 6))
	}
}

// Under DG the Index is not used: a player's only figure is the grade, and
// a player's Index on Players is ignored.
func TestDGIgnoresTheIndex(t *testing.T) {
	players := []Player{{Row: 2, Name: "Ann", Index: 1500, Grade: 2000}, {Row: 3, Name: "Bob", Index: 2500, Grade: 2000}}
	games := []Game{{Row: 2, Date: date("2025-05-01"), Class: 2, Winner: "Ann", Loser: "Bob"}}
	r := replay(t, players, games, dgSettings())
	if l := r.Log[0]; l.WinnerGrade != 2012 || l.LoserGrade != 1988 || l.WinnerIndex != 2012 || l.D != 0 {
		t.Errorf("log %+v", l)
	}
}

func TestParseSystem(t *testing.T) {
	for s, want := range map[string]System{"DG": DG, "dynamic grading": DG, "Index/Grade": IndexGrade, "index and grade": IndexGrade, "CGS": IndexGrade} {
		if got, err := ParseSystem(s); err != nil || got != want {
			t.Errorf("ParseSystem(%q) = %v, %v", s, got, err)
		}
	}
	if _, err := ParseSystem("Elo"); err == nil {
		t.Error("Elo is read as a system")
	}
	if DG.String() != "DG" || IndexGrade.String() != "Index/Grade" {
		t.Error("System.String")
	}
}
