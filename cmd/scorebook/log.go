package main

import (
	"fmt"
	"github.com/scorebook/scorebook/internal/lang"
	"io"
	"path/filepath"
	"strings"
	"sync"

	"github.com/rs/zerolog"
	"github.com/scorebook/scorebook/engine/problem"
	"github.com/urfave/cli/v2"
)

// reporter prints what scorebook has to say about a workbook on stderr:
// each problem with its place and hint, a workbook that could not be
// handled, and, with --verbose, each step.
type reporter interface {
	// problem prints an error or a warning about file.
	problem(file string, p problem.Problem)
	// done says that every problem of file has been given: the console
	// prints them then, a flood of one kind cut short.
	done(file string)
	// debug prints a step, with --verbose.
	debug(file, format string, args ...any)
	// several says that the run has several workbooks: the console then
	// starts each place with its workbook ("club.xlsx: Results!D9"); JSON
	// gives the file apart anyway.
	several()
	// speaks says that file's messages are in l, its Language setting,
	// unless --lang chose the language of every message.
	speaks(file string, l lang.Lang)
	// language is the language of file's messages: --lang's, else its
	// Language setting once read, else English.
	language(file string) lang.Lang
}

// tongue is the language of each workbook's messages, for a reporter.
type tongue struct {
	mu    sync.Mutex
	flag  lang.Lang // --lang, when given
	fixed bool      // --lang was given
	by    map[string]lang.Lang
}

func (t *tongue) speaks(file string, l lang.Lang) {
	if t == nil {
		return // a reporter made without newReporter speaks English
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.fixed {
		return
	}
	if t.by == nil {
		t.by = map[string]lang.Lang{}
	}
	t.by[file] = l
}

func (t *tongue) language(file string) lang.Lang {
	if t == nil {
		return lang.English
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if l, ok := t.by[file]; ok && !t.fixed {
		return l
	}
	return t.flag
}

// flagLang is the language --lang names: English (and false) when it is
// not given; an unknown one is a usage error.
func flagLang(c *cli.Context) (lang.Lang, bool, error) {
	v := strings.TrimSpace(c.String("lang"))
	if v == "" {
		return lang.English, false, nil
	}
	l, ok := lang.Parse(v)
	if !ok {
		return lang.English, false, &usageError{msg: fmt.Sprintf("--lang %q is not a language scorebook speaks", v), hint: lang.Names()}
	}
	return l, true, nil
}

// newReporter makes the reporter for stderr: readable lines by default
// ("error: Results!F17: …" and "hint: …"), written directly; one JSON
// object per message with --log-format json.
func newReporter(c *cli.Context, stderr io.Writer) (reporter, error) {
	quiet, verbose := c.Bool("quiet"), c.Bool("verbose")
	l, fixed, err := flagLang(c)
	if err != nil {
		return nil, err
	}
	t := tongue{flag: l, fixed: fixed}
	switch c.String("log-format") {
	case "console", "":
		return &console{tongue: &t, out: stderr, quiet: quiet, verbose: verbose && !quiet}, nil
	case "json":
		level := zerolog.InfoLevel
		switch {
		case quiet:
			level = zerolog.ErrorLevel
		case verbose:
			level = zerolog.DebugLevel
		}
		return &jsonLog{tongue: &t, log: zerolog.New(&lockedWriter{out: stderr}).Level(level).With().Timestamp().Logger()}, nil
	}
	return nil, &usageError{msg: fmt.Sprintf("log format %q is not console or json", c.String("log-format")), hint: "use --log-format console or --log-format json"}
}

// console prints for people: the level as a word, the place, the message,
// and the hint on a line of its own. A workbook's problems are held until
// done, so that a flood of one kind (60 rows of one mistake, a warning on
// every row of a federation's workbook) is cut to its first few and a line
// naming the places of the rest.
type console struct {
	*tongue
	mu             sync.Mutex
	out            io.Writer
	quiet, verbose bool
	batch          bool                         // several workbooks: each place names its own
	held           map[string][]problem.Problem // by file, until done
}

// A kind of problem with more than floodAll problems shows floodShown of
// them, then names the places of the rest (at most floodPlaces).
const (
	floodAll    = 5
	floodShown  = 3
	floodPlaces = 10
)

func (c *console) several() { c.batch = true }

func (c *console) problem(file string, p problem.Problem) {
	if p.Warning && c.quiet {
		return
	}
	if c.batch {
		switch {
		case p.Sheet != "":
			p.Sheet = file + ": " + p.Sheet
		case !strings.Contains(p.Msg, filepath.Base(file)):
			p.Sheet = file // "club.xlsx: …", as a place
		}
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.held == nil {
		c.held = map[string][]problem.Problem{}
	}
	c.held[file] = append(c.held[file], p)
}

func (c *console) done(file string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	ps := c.held[file]
	delete(c.held, file)
	count := map[string]int{}
	for _, p := range ps {
		count[kindOf(p)]++
	}
	shown := map[string]int{}
	l := c.language(file)
	var b strings.Builder
	for i, p := range ps {
		k := kindOf(p)
		if count[k] > floodAll {
			if shown[k] >= floodShown {
				continue
			}
			shown[k]++
			writeProblem(&b, l, p)
			if shown[k] == floodShown {
				writeRest(&b, l, ps[i+1:], k, count[k]-floodShown)
			}
			continue
		}
		writeProblem(&b, l, p)
	}
	io.WriteString(c.out, b.String())
}

// kindOf is what problems of one kind share: their level, sheet and hint,
// and their message with its numbers, quoted values and directions left
// out ("score # is impossible on board # …").
func kindOf(p problem.Problem) string {
	var b strings.Builder
	quoted := false
	digits := false
	for _, r := range p.Msg {
		switch {
		case r == '"':
			if !quoted {
				b.WriteString(`"…"`)
			}
			quoted = !quoted
		case quoted:
		case r >= '0' && r <= '9':
			if !digits {
				b.WriteByte('#')
			}
			digits = true
			continue
		default:
			b.WriteRune(r)
		}
		digits = false
	}
	// The direction of a pair is one of its values too: "pair # sits NS
	// here and EW on row #" is one kind with its mirror.
	msg := strings.NewReplacer(" NS ", " · ", " EW ", " · ").Replace(b.String())
	return fmt.Sprintf("%t|%s|%s|%s", p.Warning, p.Sheet, p.Hint, msg)
}

// writeRest writes the line that stands for the n problems of kind k left
// out: "… and 57 more rows like this: Results!D12, D19, …".
func writeRest(b *strings.Builder, l lang.Lang, rest []problem.Problem, k string, n int) {
	var places []string
	sheet := ""
	for _, p := range rest {
		if kindOf(p) != k {
			continue
		}
		if len(places) == floodPlaces {
			places = append(places, "…")
			break
		}
		place := placeIn(p, l)
		if p.Cell != "" && p.Sheet == sheet {
			place = p.Cell
		}
		sheet = p.Sheet
		if place != "" {
			places = append(places, place)
		}
	}
	switch {
	case len(places) == 0:
		// Problems of the whole workbook or a sheet: no rows to name.
		b.WriteString(l.F("… and %d more like this (--log-format json lists every one)", n) + "\n")
	case n == 1:
		b.WriteString(l.F("… and %d more row like this: %s (--log-format json lists every one)", n, strings.Join(places, ", ")) + "\n")
	default:
		b.WriteString(l.F("… and %d more rows like this: %s (--log-format json lists every one)", n, strings.Join(places, ", ")) + "\n")
	}
}

// writeProblem writes a problem in a language: "error: Results!F17: …" and
// "hint: …".
func writeProblem(b *strings.Builder, l lang.Lang, p problem.Problem) {
	if p.Warning {
		b.WriteString(l.T("warning") + ": ")
	} else {
		b.WriteString(l.T("error") + ": ")
	}
	if place := placeIn(p, l); place != "" {
		b.WriteString(place + ": ")
	}
	msg, hint := say(p, l)
	b.WriteString(clip(msg) + "\n")
	if hint != "" {
		b.WriteString(l.T("hint") + ": " + hint + "\n")
	}
}

// say is the problem's message and hint in a language: in English, the
// message as made, byte for byte (whatever was added to it after its
// format), else as the language says its format.
func say(p problem.Problem, l lang.Lang) (msg, hint string) {
	if l == lang.English {
		return p.Msg, p.Hint
	}
	return p.In(l)
}

// placeIn is the problem's place (Place) in a language: "Results!G17",
// "Results rij 17".
func placeIn(p problem.Problem, l lang.Lang) string {
	if p.Sheet != "" && p.Cell == "" && p.Row > 0 {
		return p.Sheet + " " + l.F("row %d", p.Row)
	}
	return p.Place()
}

func (c *console) debug(_, format string, args ...any) {
	if !c.verbose {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	fmt.Fprintf(c.out, "  "+format+"\n", args...)
}

// jsonLog writes one JSON object per message, for machines.
type jsonLog struct {
	*tongue
	log zerolog.Logger
}

func (j *jsonLog) problem(file string, p problem.Problem) {
	ev := j.log.Error()
	if p.Warning {
		ev = j.log.Warn()
	}
	ev = ev.Str("file", file)
	if p.Sheet != "" {
		ev = ev.Str("sheet", p.Sheet)
	}
	switch {
	case p.Cell != "":
		ev = ev.Str("cell", p.Cell)
	case p.Sheet != "" && p.Row > 0:
		ev = ev.Str("cell", fmt.Sprintf("row %d", p.Row))
	}
	if place := p.Place(); place != "" {
		ev = ev.Str("place", place)
	}
	msg, hint := say(p, j.language(file))
	if hint != "" {
		ev = ev.Str("hint", hint)
	}
	ev.Msg(clip(msg))
}

func (j *jsonLog) done(string) {} // every problem is written as it comes

func (j *jsonLog) several() {} // every message names its file

func (j *jsonLog) debug(file, format string, args ...any) {
	j.log.Debug().Str("file", file).Msgf(format, args...)
}

type lockedWriter struct {
	mu  sync.Mutex
	out io.Writer
}

func (w *lockedWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.out.Write(p)
}

// clip keeps a message to one readable line: a value quoted from a cell may
// be thousands of characters long.
func clip(msg string) string {
	const most = 300
	if r := []rune(msg); len(r) > most {
		return string(r[:most-1]) + "…"
	}
	return msg
}
