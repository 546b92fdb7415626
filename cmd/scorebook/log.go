package main

import (
	"fmt"
	"io"
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
	// debug prints a step, with --verbose.
	debug(file, format string, args ...any)
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
// and the hint on a line of its own.
type console struct {
	mu             sync.Mutex
	out            io.Writer
	quiet, verbose bool
}

func (c *console) problem(_ string, p problem.Problem) {
	if p.Warning && c.quiet {
		return
	}
	var b strings.Builder
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
	c.mu.Lock()
	defer c.mu.Unlock()
	io.WriteString(c.out, b.String())
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
