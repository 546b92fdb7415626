package individual

import (
	"math"
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/bridge"
	"github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/engine/problem"
)

// FuzzScore: no Results sheet makes the scorer panic; a scored event ranks
// each player who played once, with finite numbers, and every problem has
// a sheet and one line. Each 6 bytes are a row: board, the four seats (0 a
// sit-out, up to 13 players of whom 12 are listed) and a score.
func FuzzScore(f *testing.F) {
	f.Add([]byte{1, 1, 2, 3, 4, 42, 1, 5, 6, 7, 8, 45, 1, 9, 10, 11, 12, 42})
	f.Add([]byte{1, 1, 1, 3, 4, 0, 2, 13, 0, 0, 0, 0, 2, 5, 6, 7, 8, 255})
	f.Fuzz(func(t *testing.T, data []byte) {
		s := DefaultSettings()
		if len(data) > 0 && data[0]%3 == 1 {
			s.Scoring = pairs.Butler
		}
		ev := &Event{Settings: s}
		for p := 1; p <= 12; p++ {
			ev.Players = append(ev.Players, Player{Number: p, Name: "P", Line: p + 1})
		}
		scores := []int{-100, 110, 140, 420, 0, -50, 620}
		for i := 0; i+6 <= len(data) && i < 6*40; i += 6 {
			r := ResultRow{Row: Row{Line: i/6 + 2, Board: int(data[i]%4) + 1}}
			for k := range 4 {
				r.Seats[k] = int(data[i+1+k] % 14)
			}
			sc := bridge.TableScore{Kind: bridge.Real, NS: scores[int(data[i+5])%len(scores)]}
			if data[i+5] == 255 {
				sc = bridge.TableScore{Kind: bridge.Missing}
			}
			r.TravellerLine = bridge.TravellerLine{Score: sc}
			ev.Rows = append(ev.Rows, r)
		}
		res, probs := Score(ev)
		for _, p := range probs {
			if p.Sheet == "" || p.Msg == "" || strings.ContainsAny(p.Msg+p.Hint, "\r\n") {
				t.Errorf("problem without a sheet, or not one line: %+v", p)
			}
		}
		if res == nil {
			if !problem.HasErrors(probs) && len(ev.Rows) > 0 {
				t.Errorf("no result and no error: %v", probs)
			}
			return
		}
		seen := map[int]bool{}
		for _, st := range res.Standings {
			if seen[st.Player] {
				t.Errorf("player %d ranked twice", st.Player)
			}
			seen[st.Player] = true
			for _, v := range []float64{st.Score, st.Top, st.Pct} {
				if math.IsNaN(v) || math.IsInf(v, 0) {
					t.Errorf("player %d: %+v", st.Player, st)
				}
			}
		}
	})
}
