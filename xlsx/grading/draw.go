package grading

import (
	"slices"
	"strings"

	draw "github.com/scorebook/scorebook/engine/croquetdraw"
	engine "github.com/scorebook/scorebook/engine/grading"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/internal/report"
	"github.com/scorebook/scorebook/xlsx"
)

var _ = xlsx.SheetAliases(lang.Key(draw.SheetEntries), "Entrants", "Inschrijvingen", "Inscriptions", "Meldungen")

// entriesColumns are the Entries sheet's: a row per player entered in an
// event.
var entriesColumns = []xlsx.Column{
	{Name: "Event", Aliases: []string{"Tournament", "Toernooi", "Tournoi", "Turnier"}, Required: true},
	{Name: "Player", Aliases: []string{"Name", "Speler", "Naam", "Joueur", "Nom", "Spieler"}, Required: true},
}

// DrawOptions say what to draw: the event (as the Games sheet's Event
// column and Entries name it), its format (FormatBlocks, FormatSwiss or
// FormatKnockout) and, for blocks, how many.
type DrawOptions struct {
	Event  string
	Format string
	Blocks int
	// Code is the code the event is played at, when HasCode (--code);
	// otherwise the code of the event's rows on Games, or AC when it has
	// none. The entrants are seeded by their grades of that code.
	Code    engine.Code
	HasCode bool
}

// Drawing is a grading workbook's draw, ready to be written: the Draw
// sheet (every event's rows, the new ones added) and the Games rows of the
// games drawn.
type Drawing struct {
	sheet   report.Sheet
	rows    []map[string]any
	Summary []string // what was drawn, a line each, in the workbook's language
}

// Draw reads a grading workbook and draws an event: its blocks, the next
// round of its Swiss, or its knockout bracket's next games
// (engine/croquetdraw). The entrants are the event's rows on Entries, or
// every player on Players when the workbook has no Entries sheet or an
// empty one; they are seeded by their grades now (the games on Games
// replayed); a knockout keeps the seeds of its first draw, read back from
// the Draw sheet. It returns every problem; a drawing only when none is an
// error.
func Draw(b *xlsx.Book, opt DrawOptions) (*Drawing, []problem.Problem) {
	ev, probs := Read(b)
	probs = slices.DeleteFunc(probs, func(p problem.Problem) bool {
		return p.Msg == "Games lists no games" // before the first round, rightly
	})
	if ev == nil || problem.HasErrors(probs) {
		return nil, probs
	}
	l := ev.Settings.Language
	res, rp := engine.Replay(&ev.Event)
	probs = append(probs, b.Place(rp)...)
	if res == nil || problem.HasErrors(probs) {
		return nil, probs
	}
	entrants, name, ep := readEntries(b, ev, opt.Event)
	probs = append(probs, ep...)
	if problem.HasErrors(probs) {
		return nil, probs
	}
	code, typ, cp := eventCode(ev, name, opt)
	probs = append(probs, b.Place(cp)...)
	probs = append(probs, b.Place(checkSeedGrades(ev, entrants, code))...)
	if problem.HasErrors(probs) {
		return nil, probs
	}
	if code != ev.Settings.Code {
		// The other code's grades: the same games replayed for it.
		other := ev.Event
		other.Settings.Code = code
		res2, rp2 := engine.Replay(&other)
		if res2 == nil {
			for _, p := range b.Place(rp2) {
				if !p.Warning && !slices.ContainsFunc(probs, func(q problem.Problem) bool { return q.Place() == p.Place() && q.Msg == p.Msg }) {
					probs = append(probs, p)
				}
			}
			return nil, probs
		}
		res = res2
	}
	grades := map[string]float64{}
	for _, s := range res.Standings {
		grades[strings.ToLower(s.Player)] = s.Grade
	}
	for i := range entrants {
		entrants[i].Grade = grades[strings.ToLower(entrants[i].Player)]
	}
	var games []draw.Game
	for _, g := range ev.Games {
		if strings.EqualFold(g.Event, name) {
			games = append(games, draw.Game{A: g.Winner, B: g.Loser, Winner: g.Winner, Row: g.Row})
		}
	}
	for _, g := range ev.Drawn {
		if strings.EqualFold(g.Event, name) {
			games = append(games, draw.Game{A: g.Winner, B: g.Loser, Row: g.Row})
		}
	}
	var kept, prior []drawRow
	for _, d := range ev.draws {
		kept = append(kept, d)
		if strings.EqualFold(d.Event, name) {
			prior = append(prior, d)
		}
	}
	if len(prior) > 0 && prior[0].Format != opt.Format {
		return nil, append(probs, b.Place([]problem.Problem{problem.Problem{Sheet: ev.drawSheet, Row: prior[0].Line, Column: "Format"}.
			Says("%s was drawn as %s, not %s", name, l.T(prior[0].Format), l.T(opt.Format)).
			Hinting("draw it as %s, or give the new event another name", l.T(prior[0].Format))})...)
	}
	var rows []drawRow
	var p *problem.Problem
	d := &Drawing{}
	switch opt.Format {
	case FormatBlocks:
		rows, p = drawBlocks(name, entrants, opt.Blocks, games, prior)
		if p == nil {
			d.Summary = append(d.Summary, l.F("%s: %d players in %d blocks, every game of each block drawn", name, len(entrants), opt.Blocks))
		}
	case FormatSwiss:
		rows, p = drawSwiss(name, entrants, games)
		if p == nil {
			d.Summary = append(d.Summary, l.F("%s: round %d of the Swiss, %d players", name, rows[0].Round, len(entrants)))
		}
	default:
		rows, p = drawKnockout(name, entrants, games, prior)
		if p == nil {
			d.Summary = append(d.Summary, l.F("%s: round %d of the knockout", name, rows[len(rows)-1].Round))
		}
	}
	if p != nil {
		if p.Sheet == "" {
			p.Sheet = draw.SheetEntries
			if !b.HasSheet(draw.SheetEntries) {
				p.Sheet = engine.SheetPlayers
			}
		}
		return nil, append(probs, b.Place([]problem.Problem{*p})...)
	}
	d.Summary = append(d.Summary, "  "+l.F("seeded by the players' %s grades", code.String()))
	for _, r := range rows {
		switch {
		case r.Bye:
			d.Summary = append(d.Summary, "  "+l.F("round %d: a bye for %s", r.Round, r.Player))
		default:
			row := map[string]any{"Event": name, "Winner": r.Player, "Loser": r.Opp}
			if ev.games.Has("Code") {
				row["Code"] = code.String()
			}
			if typ != "" {
				row["Type"] = typ
			}
			d.rows = append(d.rows, row)
			line := l.F("round %d: %s v %s", r.Round, r.Player, r.Opp)
			if r.Block > 0 {
				line = l.F("block %d, round %d: %s v %s", r.Block, r.Round, r.Player, r.Opp)
			}
			if r.Repeat {
				line += " (" + l.T("met before") + ")"
			}
			d.Summary = append(d.Summary, "  "+line)
		}
	}
	d.sheet = drawSheet(l, b.PageTitleIn(l, ev.Title, ""), append(kept, rows...))
	return d, probs
}

// Write writes the Draw sheet (tool-owned, all events' rows) and adds the
// drawn games to Games (Event, Winner, Loser, the Code when Games has the
// column and the Type the event's rows share; Date and Score left for the
// results). It returns the first and last Games rows written.
func (d *Drawing) Write(b *xlsx.Book) (first, last int, err error) {
	if err := b.WriteResults([]report.Sheet{d.sheet}); err != nil {
		return 0, 0, err
	}
	if len(d.rows) == 0 {
		return 0, 0, nil
	}
	return b.AppendRows(engine.SheetGames, d.rows)
}

// readEntries reads the event's entrants (their grades left to fill): its rows on
// Entries, or every player on Players when there is no Entries sheet or it
// has no rows. It returns them and the event's name as Entries spells it.
func readEntries(b *xlsx.Book, ev *Event, event string) ([]draw.Entrant, string, []problem.Problem) {
	everyone := func() []draw.Entrant {
		var out []draw.Entrant
		for _, p := range ev.Players {
			out = append(out, draw.Entrant{Player: p.Name})
		}
		return out
	}
	if !b.HasSheet(draw.SheetEntries) {
		return everyone(), event, nil
	}
	t, probs := b.ReadTable(draw.SheetEntries, entriesColumns)
	if t == nil {
		return nil, event, probs
	}
	if len(t.Rows) == 0 {
		// The template's Entries, left empty: every player is entered.
		return everyone(), event, probs
	}
	players := map[string]string{}
	for _, p := range ev.Players {
		players[strings.ToLower(p.Name)] = p.Name
	}
	var out []draw.Entrant
	seen := map[string]int{}
	var events []string
	name := event
	for _, r := range t.Rows {
		e := strings.TrimSpace(r.Cells[0])
		if !slices.ContainsFunc(events, func(s string) bool { return strings.EqualFold(s, e) }) && e != "" {
			events = append(events, e)
		}
		if !strings.EqualFold(e, strings.TrimSpace(event)) {
			continue
		}
		name = e
		who := strings.TrimSpace(r.Cells[1])
		full, ok := players[strings.ToLower(who)]
		switch {
		case who == "":
			continue
		case !ok:
			probs = append(probs, t.Problem(r.Line, "Player", "add the player to Players with a starting grade, or correct the name", "%s is not on Players", who))
			continue
		case seen[strings.ToLower(who)] > 0:
			probs = append(probs, t.Problem(r.Line, "Player", "list each player once on Entries", "%s is entered twice, on rows %d and %d", who, seen[strings.ToLower(who)], r.Line))
			continue
		}
		seen[strings.ToLower(who)] = r.Line
		out = append(out, draw.Entrant{Player: full})
	}
	if len(out) == 0 && !problem.HasErrors(probs) {
		probs = append(probs, problem.Problem{Sheet: t.Sheet}.Says("Entries lists no players for %s", event).
			Hinting("the events on Entries are %s; give one with --event NAME", strings.Join(events, ", ")))
	}
	return out, name, probs
}

// drawBlocks draws an event's round-robin blocks, all of its games at
// once; it refuses an event drawn already.
func drawBlocks(name string, es []draw.Entrant, n int, games []draw.Game, prior []drawRow) ([]drawRow, *problem.Problem) {
	if len(prior) > 0 || len(games) > 0 {
		p := problem.Problem{Sheet: engine.SheetGames}.Says("the blocks of %s are drawn already", name).
			Hinting("every game of every block is on Games; to draw them afresh, delete the event's rows from Games and the Draw sheet")
		return nil, &p
	}
	blocks, p := draw.Blocks(es, n)
	if p != nil {
		return nil, p
	}
	var rows []drawRow
	for _, bl := range blocks {
		seed := map[string]int{}
		for i, e := range bl.Players {
			seed[e.Player] = bl.Seeds[i]
		}
		for _, r := range bl.Rounds {
			for _, pr := range r.Pairs {
				rows = append(rows, drawRow{Event: name, Format: FormatBlocks, Round: r.Number, Block: bl.Number,
					Seed: seed[pr.A], Player: pr.A, OppSeed: seed[pr.B], Opp: pr.B})
			}
			if r.Bye != "" {
				rows = append(rows, drawRow{Event: name, Format: FormatBlocks, Round: r.Number, Block: bl.Number,
					Seed: seed[r.Bye], Player: r.Bye, Bye: true})
			}
		}
	}
	return rows, nil
}

// drawSwiss draws the next round of an event's Swiss.
func drawSwiss(name string, es []draw.Entrant, games []draw.Game) ([]drawRow, *problem.Problem) {
	rd, _, p := draw.Swiss(es, games)
	if p != nil {
		return nil, p
	}
	repeat := map[draw.Pair]bool{}
	for _, r := range rd.Repeats {
		repeat[r] = true
	}
	var rows []drawRow
	for _, pr := range rd.Pairs {
		rows = append(rows, drawRow{Event: name, Format: FormatSwiss, Round: rd.Number, Player: pr.A, Opp: pr.B, Repeat: repeat[pr]})
	}
	if rd.Bye != "" {
		rows = append(rows, drawRow{Event: name, Format: FormatSwiss, Round: rd.Number, Player: rd.Bye, Bye: true})
	}
	return rows, nil
}

// knockoutSeeds are the seeds of a knockout's first draw, from its Draw
// rows: the entrants in seed order (their grades the seeds negated, so
// that croquetdraw.Seeded keeps the order).
func knockoutSeeds(prior []drawRow) []draw.Entrant {
	bySeed := map[int]string{}
	for _, d := range prior {
		if d.Seed > 0 {
			bySeed[d.Seed] = d.Player
		}
		if d.OppSeed > 0 && d.Opp != "" {
			bySeed[d.OppSeed] = d.Opp
		}
	}
	var out []draw.Entrant
	for s := 1; bySeed[s] != ""; s++ {
		out = append(out, draw.Entrant{Player: bySeed[s], Grade: -float64(s)})
	}
	return out
}

// drawKnockout draws a knockout's next games: on its first draw the whole
// first round (the byes too), later every match whose two players are
// known and that has no game yet.
func drawKnockout(name string, es []draw.Entrant, games []draw.Game, prior []drawRow) ([]drawRow, *problem.Problem) {
	if len(prior) > 0 {
		es = knockoutSeeds(prior)
	}
	br, p := draw.Knockout(es, games)
	if p != nil {
		return nil, p
	}
	if len(br.Next) == 0 {
		var q problem.Problem
		switch {
		case br.Champion != "":
			q = problem.Problem{Sheet: engine.SheetGames}.Says("the knockout of %s is complete: %s won it", name, br.Champion).
				Hinting("run scorebook score for the results grid")
		case len(br.Pending) > 0:
			m := br.Pending[0]
			for _, o := range br.Pending {
				if o.Row < m.Row {
					m = o
				}
			}
			q = problem.Problem{Sheet: engine.SheetGames, Row: m.Row, Column: "Date"}.
				Says("the game of %s and %s is drawn and not yet played", m.A, m.B).
				Hinting("type its Date when it is played, the winner under Winner; then draw the next round")
		}
		return nil, &q
	}
	var rows []drawRow
	if len(prior) == 0 {
		for _, m := range br.Rounds[0] {
			if m.Bye {
				rows = append(rows, drawRow{Event: name, Format: FormatKnockout, Round: 1, Seed: m.SeedA, Player: m.A, Bye: true})
			}
		}
	}
	for _, m := range br.Next {
		rows = append(rows, drawRow{Event: name, Format: FormatKnockout, Round: m.Round, Seed: m.SeedA, Player: m.A, OppSeed: m.SeedB, Opp: m.B})
	}
	return rows, nil
}

// eventCode is the code an event is drawn at, and the Type its drawn games
// carry (engine/grading.EventCode, over the played and the drawn rows),
// with the columns Games must have for them: Event, and Code when the
// code is GC and the Type does not say Golf Croquet.
func eventCode(ev *Event, name string, opt DrawOptions) (engine.Code, string, []problem.Problem) {
	var probs []problem.Problem
	t := ev.games
	if !t.Has("Event") {
		probs = append(probs, problem.Problem{Sheet: t.Sheet}.Says("%s has no %s column", t.Sheet, "Event").
			Hinting("add a column headed %s to %s", "Event", t.Sheet))
	}
	code, typ, cp := engine.EventCode(append(slices.Clone(ev.Games), ev.Drawn...), name, opt.Code, opt.HasCode)
	probs = append(probs, cp...)
	if len(cp) > 0 {
		return code, typ, probs
	}
	// A GC game says so in its Code, or in a Type of Golf Croquet (as the
	// event's rows may, in a workbook without the Code column).
	if code != engine.AC && !t.Has("Code") && (engine.Game{Type: typ}).GameCode() != code {
		probs = append(probs, problem.Problem{Sheet: t.Sheet}.Says("%s has no %s column", t.Sheet, "Code").
			Hinting("add a column headed %s to %s", "Code", t.Sheet))
	}
	return code, typ, probs
}

// checkSeedGrades says which entrants have no start grade of the event's
// code, by which they are seeded: a GC event seeds by the GC Grade, an AC
// event by the Grade. (The code the workbook grades has them required
// already.)
func checkSeedGrades(ev *Event, es []draw.Entrant, code engine.Code) []problem.Problem {
	var probs []problem.Problem
	if code == ev.Settings.Code {
		return nil
	}
	for _, e := range es {
		for _, p := range ev.Players {
			if p.Name != e.Player {
				continue
			}
			switch {
			case code == engine.GC && !p.HasGCGrade:
				probs = append(probs, problem.Problem{Sheet: engine.SheetPlayers, Row: p.Row, Column: "GC Grade"}.
					Says("%s has no GC Grade, by which a GC event is seeded", p.Name).
					Hinting("type the player's GC start grade, as the ranking officer sets it"))
			case code == engine.AC && !p.HasGrade:
				probs = append(probs, problem.Problem{Sheet: engine.SheetPlayers, Row: p.Row, Column: "Grade"}.
					Says("%s has no Grade, by which an AC event is seeded", p.Name).
					Hinting("type the player's AC start grade, as the ranking officer sets it"))
			}
		}
	}
	return probs
}
