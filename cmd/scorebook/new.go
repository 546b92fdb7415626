package main

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/scorebook/scorebook/engine/individual"
	"github.com/scorebook/scorebook/engine/movement"
	pairsengine "github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/lang"
	"github.com/scorebook/scorebook/templates"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/kinds"
	"github.com/urfave/cli/v2"
)

func newCommand() *cli.Command {
	return &cli.Command{
		Name:            "new",
		Usage:           "write a blank workbook to fill in",
		OnUsageError:    commandUsageError,
		HideHelpCommand: true,
		ArgsUsage:       "pairs|teams|grading|individual|season NEW.xlsx",
		Description: "Writes a blank workbook with the sheets and headers scorebook reads, and the settings\n" +
			"with their defaults and drop-down choices. It never replaces an existing file.\n\n" +
			"For a pairs event played by a movement, --tables (or --pairs) fills Results with a row per\n" +
			"board per table per round (Board, Round, Table, NS, EW: type the contract and result, or the\n" +
			"score), numbers the Pairs, and writes a Movement sheet to print: a table card per table and\n" +
			"a guide card per moving pair. Scoring checks every row against it.\n\n" +
			"For an individual, --players (or --tables) fills Results with the movement's rows, the four\n" +
			"seats by player number: the complete individual for 8, 12 or 16 players, the Rainbow for 20,\n" +
			"28, 44 or 52; --boards-per-round changes its boards a round.\n\n" +
			"--lang writes the sheets' names and headers, the settings' names, choices and notes in a\n" +
			"language (nl, fr, de, el, pl, nb) and sets the Language setting to it; scorebook reads a\n" +
			"setting or a choice in any of the languages, English too.",
		Flags: append([]cli.Flag{
			&cli.IntFlag{Name: "tables", Usage: "a pairs event of `N` tables, played by a movement", DefaultText: "no movement: a blank Results"},
			&cli.IntFlag{Name: "pairs", Usage: "`N` pairs (an odd number has a sit-out each round)", DefaultText: "two a table"},
			&cli.IntFlag{Name: "players", Usage: "an individual of `N` players: 8, 12, 16, 20, 28, 44 or 52", DefaultText: "four a table"},
			&cli.StringFlag{Name: "movement", Usage: "`NAME`: mitchell (the default), mitchell-skip, mitchell-relay or howell"},
			&cli.IntFlag{Name: "rounds", Usage: "play `R` rounds, fewer than the full movement", DefaultText: "the full movement"},
			&cli.IntFlag{Name: "boards-per-round", Usage: "`B` boards a round", DefaultText: "about 24 boards in all"},
			&cli.BoolFlag{Name: "arrow-switch", Usage: "arrow-switch a Mitchell's last round (two of a long session of short rounds), making one field", DisableDefaultText: true},
		}, commonFlags...),
		Action: runNew,
	}
}

// movementFlags are the flags of a pairs event played by a movement.
var movementFlags = []string{"tables", "pairs", "movement", "rounds", "boards-per-round", "arrow-switch"}

func runNew(c *cli.Context) error {
	if c.NArg() != 2 {
		return &usageError{msg: "new takes a kind and a file name", hint: "run scorebook new pairs NEW.xlsx"}
	}
	name, path := c.Args().Get(0), c.Args().Get(1)
	kind, ok := kinds.Named(name)
	if !ok && name != "season" {
		return &usageError{msg: fmt.Sprintf("unknown kind %q", name), hint: "the kinds are " + kinds.Names() + "; a club's season of them is season"}
	}
	if !strings.EqualFold(filepath.Ext(path), ".xlsx") {
		return &usageError{msg: fmt.Sprintf("%s must end in .xlsx", path), hint: "run scorebook new " + name + " " + strings.TrimSuffix(path, filepath.Ext(path)) + ".xlsx"}
	}
	l, err := newLanguage(c)
	if err != nil {
		return err
	}
	var tpl templates.Template
	if ok {
		tpl = kind.Template()
	} else {
		tpl = templates.Season() // not a kind of event: the nights' sum
	}
	what := l.F("a blank %s workbook", name)
	var m *movement.Movement
	var im *individual.Movement
	if name != "individual" && c.IsSet("players") {
		return &usageError{msg: "--players is for an individual", hint: "run scorebook new individual NEW.xlsx --players 20"}
	}
	if name == "individual" {
		mv, err := individualMovement(c)
		if err != nil {
			return err
		}
		if mv != nil {
			im, tpl = mv, templates.IndividualForIn(*mv, l) // the cards in --lang
			desc := mv.Describe(l)
			if l == lang.English { // the other languages' words take none
				desc = article(desc) + " " + desc
			}
			what = l.F("an individual workbook for %s", desc)
		}
	}
	for _, f := range movementFlags {
		if name == "individual" {
			break
		}
		if !c.IsSet(f) {
			continue
		}
		if name != "pairs" {
			return &usageError{msg: fmt.Sprintf("--%s is for a pairs event", f), hint: "run scorebook new pairs NEW.xlsx --tables N"}
		}
		mv, err := movement.Make(movement.Spec{Name: c.String("movement"), Tables: c.Int("tables"), Pairs: c.Int("pairs"),
			Rounds: c.Int("rounds"), BoardsPerRound: c.Int("boards-per-round"), ArrowSwitch: c.Bool("arrow-switch")})
		if err != nil {
			return &usageError{msg: err.Error(), hint: problem.Hint(err)}
		}
		m = &mv
		tpl = templates.PairsForIn(mv, l) // the cards in --lang
		desc := mv.Describe(l)
		if l == lang.English { // the other languages' words take none
			desc = article(desc) + " " + desc
		}
		what = l.F("a pairs workbook for %s", desc)
		break
	}
	if l != lang.English {
		tpl = tpl.In(l) // --lang: the sheets' names, headers and settings in it, and its Language setting
	}
	log, err := newReporter(c, c.App.ErrWriter)
	if err != nil {
		return err
	}
	if err := xlsx.WriteTemplate(path, tpl); err != nil {
		j := &job{path: path, log: log}
		j.fail(err)
		return errFailed
	}
	switch {
	case c.Bool("quiet"):
	case c.String("log-format") == "json":
		enc := json.NewEncoder(c.App.Writer)
		enc.SetEscapeHTML(false)
		return enc.Encode(summaryJSON{File: path, Status: "ok", Kind: name, Wrote: path})
	default:
		fmt.Fprintln(c.App.Writer, l.F("wrote %s: %s", path, what))
		if m != nil {
			fmt.Fprint(c.App.Writer, movementSummary(l, *m))
		}
		if im != nil {
			fmt.Fprint(c.App.Writer, individualSummary(l, *im))
		}
	}
	return nil
}

// individualMovement is the individual movement --players or --tables
// names (with --boards-per-round), or nil when neither is given; the other
// movement flags are for a pairs event.
func individualMovement(c *cli.Context) (*individual.Movement, error) {
	for _, f := range movementFlags {
		if c.IsSet(f) && f != "tables" && f != "boards-per-round" {
			return nil, &usageError{msg: fmt.Sprintf("--%s is for a pairs event", f), hint: "run scorebook new individual NEW.xlsx --players N"}
		}
	}
	var mv individual.Movement
	var err error
	switch {
	case c.IsSet("players"):
		mv, err = individual.Lookup(c.Int("players"))
	case c.IsSet("tables"):
		mv, err = individual.ForTables(c.Int("tables"))
	default:
		if c.IsSet("boards-per-round") {
			return nil, &usageError{msg: "--boards-per-round needs --players or --tables", hint: "run scorebook new individual NEW.xlsx --players 20"}
		}
		return nil, nil
	}
	if err == nil && c.IsSet("boards-per-round") {
		mv, err = mv.WithBoards(c.Int("boards-per-round"))
	}
	if err != nil {
		return nil, &usageError{msg: err.Error(), hint: problem.Hint(err)}
	}
	return &mv, nil
}

// individualSummary says what the director deals and prints for an
// individual movement, and whom each player partners.
func individualSummary(l lang.Lang, m individual.Movement) string {
	var b strings.Builder
	line := l.F("%d players, %d boards (%d a round); each player partners each player of the partner's line once and meets each player of the other two lines once", m.Players, m.Boards, m.BoardsPerRound)
	if m.Name == "complete" {
		line = l.F("%d players, %d boards (%d a round); each player partners every other player once and meets each twice as an opponent", m.Players, m.Boards, m.BoardsPerRound)
	}
	b.WriteString("  " + line + "\n")
	if m.Barometer() && m.Tables > 2 {
		b.WriteString("  " + l.F("every table plays the same boards each round: deal %d copies of each board", m.Tables) + "\n")
	}
	if m.Source != "" {
		b.WriteString("  " + l.F("the movement is %s", m.Source) + "\n")
	}
	b.WriteString("  " + l.F("print the %s sheet: %d table cards and %d guide cards", pairsengine.SheetMovement, m.Tables, m.Players) + "\n")
	return b.String()
}

// newLanguage is the language --lang names for a new workbook: its sheets'
// names and headers and its Language setting, and the command's own lines.
// English when --lang is not given.
func newLanguage(c *cli.Context) (lang.Lang, error) {
	l, _, err := flagLang(c)
	return l, err
}

// movementSummary says what the director deals and prints, and how
// balanced the movement is.
func movementSummary(l lang.Lang, m movement.Movement) string {
	var b strings.Builder
	pairs := len(m.Pairs())
	line := l.F("%d pairs, %d boards (%d sets of %d), one field; balance %s", pairs, m.Boards, m.Sets, m.BoardsPerRound, l.Percent(m.Balance().Percent/100, 0))
	if !m.OneField {
		line = l.F("%d pairs, %d boards (%d sets of %d), NS and EW ranked apart; balance %s", pairs, m.Boards, m.Sets, m.BoardsPerRound, l.Percent(m.Balance().Percent/100, 0))
	}
	b.WriteString("  " + line + "\n")
	if m.Source != "" {
		b.WriteString("  " + l.F("the movement is %s", m.Source) + "\n")
	}
	for _, r := range m.Relays {
		stands := l.T("a bye stand")
		if r.Stands > 1 {
			stands = l.F("%d bye stands", r.Stands)
		}
		b.WriteString("  " + l.F("the boards go from table %d to table %d by %s", r.From, r.To, stands) + "\n")
	}
	b.WriteString("  " + l.F("print the %s sheet: %d table cards and %d guide cards", pairsengine.SheetMovement, m.Tables, len(m.GuideCards())) + "\n")
	return b.String()
}

// article is "a", or "an" before a number said with a vowel: an 8-table,
// an 11-table, an 18-table Mitchell.
func article(next string) string {
	for _, p := range []string{"8", "11-", "11 ", "18"} {
		if strings.HasPrefix(next, p) {
			return "an"
		}
	}
	return "a"
}
