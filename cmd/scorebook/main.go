// Command scorebook scores bridge pairs and teams events and croquet grading
// from Excel workbooks, and writes the results back into the workbook.
//
// Exit status: 0 on success, 1 when a workbook has errors, 2 for a usage
// error.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/urfave/cli/v2"
)

// Exit statuses.
const (
	exitOK       = 0
	exitWorkbook = 1
	exitUsage    = 2
)

func main() {
	os.Exit(run(os.Args, os.Stdout, os.Stderr))
}

// usageError is a mistake on the command line.
type usageError struct{ msg, hint string }

func (e *usageError) Error() string { return e.msg }

// failed is returned when a workbook had errors, already reported.
var errFailed = errors.New("a workbook had errors")

var commonFlags = []cli.Flag{
	&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "print only errors"},
	&cli.BoolFlag{Name: "verbose", Aliases: []string{"v"}, Usage: "print what scorebook does, step by step"},
	&cli.StringFlag{Name: "log-format", Value: "console", Usage: "`FORMAT` of the messages on stderr: console or json"},
}

func run(args []string, stdout, stderr io.Writer) int {
	status := exitOK
	app := &cli.App{
		Name:      "scorebook",
		Usage:     "score bridge events and croquet grading from Excel workbooks",
		UsageText: "scorebook score BOOK.xlsx… [--out OTHER.xlsx]\nscorebook check BOOK.xlsx…\nscorebook new pairs|teams|grading NEW.xlsx",
		Description: "scorebook reads the sheets a director types (see README.md), computes every score and ranking,\n" +
			"and writes the results sheets back into the same workbook. Exit status: 0 on success,\n" +
			"1 when a workbook has errors, 2 for a usage error.",
		Writer:          stdout,
		ErrWriter:       stderr,
		Flags:           commonFlags,
		HideHelpCommand: true,
		Commands:        []*cli.Command{scoreCommand(), checkCommand(), newCommand()},
		OnUsageError:    commandUsageError,
		CommandNotFound: func(c *cli.Context, name string) {
			status = exitUsage
			fmt.Fprintf(stderr, "error: unknown command %q\nhint: the commands are score, check and new; run scorebook --help\n", name)
		},
		ExitErrHandler: func(*cli.Context, error) {}, // we choose the exit status below
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				return &usageError{msg: fmt.Sprintf("unknown command %q", c.Args().First()), hint: "the commands are score, check and new; run scorebook --help"}
			}
			_ = cli.ShowAppHelp(c)
			return &usageError{msg: "no command given", hint: "run scorebook score BOOK.xlsx"}
		},
	}
	err := app.Run(hoistFlags(app, args))
	var ue *usageError
	switch {
	case err == nil:
		return status
	case errors.As(err, &ue):
		fmt.Fprintf(stderr, "error: %s\n", ue.msg)
		if ue.hint != "" {
			fmt.Fprintf(stderr, "hint: %s\n", ue.hint)
		}
		return exitUsage
	case errors.Is(err, errFailed):
		return exitWorkbook
	}
	msg := err.Error()
	if strings.Contains(msg, "flag provided but not defined") || strings.Contains(msg, "Required flag") {
		fmt.Fprintf(stderr, "error: %s\nhint: run scorebook --help\n", lowerFirst(msg))
		return exitUsage
	}
	fmt.Fprintf(stderr, "error: %s\n", msg)
	return exitWorkbook
}

// hoistFlags moves a command's flags that follow its arguments in front of
// them, so that `scorebook score BOOK.xlsx --out OTHER.xlsx` works as the
// contract writes it (urfave/cli stops reading flags at the first argument).
func hoistFlags(app *cli.App, args []string) []string {
	if len(args) < 2 {
		return args
	}
	var cmd *cli.Command
	at := -1
	for i := 1; i < len(args); i++ {
		if !strings.HasPrefix(args[i], "-") {
			cmd, at = app.Command(args[i]), i
			break
		}
	}
	if cmd == nil {
		return args
	}
	takesValue := map[string]bool{}
	for _, f := range cmd.Flags {
		if _, ok := f.(*cli.StringFlag); ok {
			for _, n := range f.Names() {
				takesValue[n] = true
			}
		}
	}
	var flags, rest []string
	tail := args[at+1:]
	for i := 0; i < len(tail); i++ {
		a := tail[i]
		if a == "--" {
			rest = append(rest, tail[i:]...)
			break
		}
		if !strings.HasPrefix(a, "-") || a == "-" {
			rest = append(rest, a)
			continue
		}
		flags = append(flags, a)
		name := strings.TrimLeft(a, "-")
		if !strings.Contains(name, "=") && takesValue[name] && i+1 < len(tail) {
			flags = append(flags, tail[i+1])
			i++
		}
	}
	out := append([]string{}, args[:at+1]...)
	out = append(out, flags...)
	return append(out, rest...)
}

// commandUsageError reports a bad flag as a usage error (exit status 2).
func commandUsageError(c *cli.Context, err error, _ bool) error {
	hint := "run scorebook --help"
	if c.Command != nil && c.Command.Name != "" && c.Command.Name != c.App.Name {
		hint = "run scorebook " + c.Command.Name + " --help"
	}
	return &usageError{msg: lowerFirst(err.Error()), hint: hint}
}

func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}
