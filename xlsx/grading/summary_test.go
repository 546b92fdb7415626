package grading

import (
	"testing"
	"time"

	engine "github.com/scorebook/scorebook/engine/grading"
	"github.com/scorebook/scorebook/internal/lang"
)

// The summary's count of games says "1 game" for one, in every language.
func TestSummaryCountsOneGame(t *testing.T) {
	for _, c := range []struct {
		games int
		want  map[lang.Lang]string
	}{
		{1, map[lang.Lang]string{lang.English: "2 players, 1 game played", lang.Dutch: "2 spelers, 1 partij gespeeld", lang.German: "2 Spieler, 1 Spiel gespielt"}},
		{2, map[lang.Lang]string{lang.English: "2 players, 2 games played", lang.Dutch: "2 spelers, 2 partijen gespeeld", lang.German: "2 Spieler, 2 Spiele gespielt"}},
	} {
		res := &engine.Result{AsOf: time.Date(2026, 6, 1, 0, 0, 0, 0, time.UTC),
			Standings: make([]engine.Standing, 2), Log: make([]engine.LogLine, c.games)}
		for l, want := range c.want {
			s := (&scored{ev: &Event{}, res: res}).Summary(l)
			if len(s.Lines) == 0 || s.Lines[0] != want {
				t.Errorf("%d games in %s: %q, want %q", c.games, l, s.Lines, want)
			}
		}
	}
}
