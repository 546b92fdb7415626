package main

import (
	"fmt"
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
}

// newReporter makes the reporter for stderr: readable lines by default
// ("error: Results!F17: …" and "hint: …"), written directly; one JSON
// object per message with --log-format json.
func newReporter(c *cli.Context, stderr io.Writer) (reporter, error) {
	quiet, verbose := c.Bool("quiet"), c.Bool("verbose")
	switch c.String("log-format") {
	case "console", "":
		return &console{out: stderr, quiet: quiet, verbose: verbose && !quiet}, nil
	case "json":
		level := zerolog.InfoLevel
		switch {
		case quiet:
			level = zerolog.ErrorLevel
		case verbose:
			level = zerolog.DebugLevel
		}
		return &jsonLog{log: zerolog.New(&lockedWriter{out: stderr}).Level(level).With().Timestamp().Logger()}, nil
	}
	return nil, &usageError{msg: fmt.Sprintf("log format %q is not console or json", c.String("log-format")), hint: "use --log-format console or --log-format json"}
}

// console prints for people: the level as a word, the place, the message,
// and the hint on a line of its own. A workbook's problems are held until
// done, so that a flood of one kind (60 rows of one mistake, a warning on
// every row of a federation's workbook) is cut to its first few and a line
// naming the places of the rest.
type console struct {
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
		switch label := file + ":"; {
		case p.Sheet != "":
			p.Sheet = label + " " + p.Sheet
		case !strings.Contains(p.Msg, filepath.Base(file)):
			p.Msg = label + " " + p.Msg
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
	var b strings.Builder
	for i, p := range ps {
		k := kindOf(p)
		if count[k] > floodAll {
			if shown[k] >= floodShown {
				continue
			}
			shown[k]++
			writeProblem(&b, p)
			if shown[k] == floodShown {
				writeRest(&b, ps[i+1:], k, count[k]-floodShown)
			}
			continue
		}
		writeProblem(&b, p)
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
func writeRest(b *strings.Builder, rest []problem.Problem, k string, n int) {
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
		place := p.Place()
		if p.Cell != "" && p.Sheet == sheet {
			place = p.Cell
		}
		sheet = p.Sheet
		if place != "" {
			places = append(places, place)
		}
	}
	noun := "rows"
	if n == 1 {
		noun = "row"
	}
	if len(places) == 0 {
		// Problems of the whole workbook or a sheet: no rows to name.
		fmt.Fprintf(b, "… and %d more like this (--log-format json lists every one)\n", n)
		return
	}
	fmt.Fprintf(b, "… and %d more %s like this: %s (--log-format json lists every one)\n", n, noun, strings.Join(places, ", "))
}

func writeProblem(b *strings.Builder, p problem.Problem) {
	if p.Warning {
		b.WriteString("warning: ")
	} else {
		b.WriteString("error: ")
	}
	if place := p.Place(); place != "" {
		b.WriteString(place + ": ")
	}
	b.WriteString(clip(p.Msg) + "\n")
	if p.Hint != "" {
		b.WriteString("hint: " + p.Hint + "\n")
	}
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
type jsonLog struct{ log zerolog.Logger }

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
	if p.Hint != "" {
		ev = ev.Str("hint", p.Hint)
	}
	ev.Msg(clip(p.Msg))
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
