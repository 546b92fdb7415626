package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/rs/zerolog"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/urfave/cli/v2"
)

// newLogger makes the logger for stderr: readable lines by default
// ("error: Results!F17: …" and "hint: …"), one JSON object per line with
// --log-format json.
func newLogger(c *cli.Context, stderr io.Writer) (zerolog.Logger, error) {
	level := zerolog.InfoLevel
	switch {
	case c.Bool("quiet"):
		level = zerolog.ErrorLevel
	case c.Bool("verbose"):
		level = zerolog.DebugLevel
	}
	var w io.Writer
	switch c.String("log-format") {
	case "console", "":
		w = &consoleWriter{out: stderr}
	case "json":
		w = &lockedWriter{out: stderr}
	default:
		return zerolog.Logger{}, &usageError{msg: fmt.Sprintf("log format %q is not console or json", c.String("log-format")), hint: "use --log-format console or --log-format json"}
	}
	return zerolog.New(w).Level(level).With().Timestamp().Logger(), nil
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

// consoleWriter prints zerolog's events for people: the level as a word, the
// place, the message, and the hint on a line of its own.
type consoleWriter struct {
	mu  sync.Mutex
	out io.Writer
}

func (w *consoleWriter) Write(p []byte) (int, error) {
	var ev map[string]any
	if err := json.Unmarshal(p, &ev); err != nil {
		return w.out.Write(p)
	}
	str := func(k string) string { s, _ := ev[k].(string); return s }
	var b strings.Builder
	switch lvl := str("level"); lvl {
	case "error", "fatal", "panic":
		b.WriteString("error: ")
	case "warn":
		b.WriteString("warning: ")
	case "debug", "trace":
		b.WriteString("  ")
	}
	if place := str("place"); place != "" {
		b.WriteString(place + ": ")
	}
	b.WriteString(str("message"))
	b.WriteString("\n")
	if h := str("hint"); h != "" {
		b.WriteString("hint: " + h + "\n")
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if _, err := io.WriteString(w.out, b.String()); err != nil {
		return 0, err
	}
	return len(p), nil
}

// logFindings prints findings, errors and warnings, with their places and
// hints.
func logFindings(log zerolog.Logger, file string, fs []xlsx.Finding) {
	for _, f := range fs {
		ev := log.Error()
		if f.Warning {
			ev = log.Warn()
		}
		ev = ev.Str("file", file)
		if f.Sheet != "" {
			ev = ev.Str("sheet", f.Sheet)
		}
		if f.Cell != "" {
			ev = ev.Str("cell", f.Cell)
		}
		if p := f.Place(); p != "" {
			ev = ev.Str("place", p)
		}
		if f.Hint != "" {
			ev = ev.Str("hint", f.Hint)
		}
		ev.Msg(clip(f.Msg))
	}
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
