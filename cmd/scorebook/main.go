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
	"os/signal"
	"runtime"
	"runtime/pprof"
	"strings"
	"sync"
	"syscall"

	"github.com/scorebook/scorebook/internal/export"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/urfave/cli/v2"
)

// Exit statuses.
const (
	exitOK       = 0
	exitWorkbook = 1
	exitUsage    = 2
)

func main() {
	export.Version = version // what the files scorebook writes say made them
	stop := startProfiles()
	s := openSession()
	go cleanUpOnInterrupt(s.restore)
	status := launch(os.Args, os.Stdin, os.Stdout, os.Stderr, s.window, runtime.GOOS)
	stop()
	s.restore()
	os.Exit(status)
}

// openBooks are the workbooks being checked or scored.
var openBooks sync.Map

// cleanUpOnInterrupt closes the open workbooks when the run is interrupted
// (Ctrl-C, or killed politely), so that neither excelize's temporary files
// nor a half-written copy are left behind; the workbooks themselves are only
// ever replaced whole.
func cleanUpOnInterrupt(restore func()) {
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt, syscall.SIGTERM)
	<-stop
	openBooks.Range(func(b, _ any) bool {
		b.(*xlsx.Book).Close()
		return true
	})
	exports := false
	pendingExports.Range(func(tmp, _ any) bool {
		os.RemoveAll(tmp.(string)) // a file, or the folder of a web page's pages
		exports = true
		return true
	})
	fmt.Fprintln(os.Stderr, "interrupted: no workbook was left half-written")
	if exports {
		fmt.Fprintln(os.Stderr, "the --usebio, --pbn or --html files not yet written are as they were before the run")
	}
	restore()
	os.Exit(130)
}

// startProfiles writes a CPU profile to $SCOREBOOK_CPUPROFILE and a heap
// profile (taken at the peak: just before the workbook is saved is close
// enough, so it is taken at exit with the allocation totals) to
// $SCOREBOOK_MEMPROFILE, for `go tool pprof`.
func startProfiles() (stop func()) {
	var stops []func()
	if path := os.Getenv("SCOREBOOK_CPUPROFILE"); path != "" {
		if f, err := os.Create(path); err == nil && pprof.StartCPUProfile(f) == nil {
			stops = append(stops, func() { pprof.StopCPUProfile(); f.Close() })
		}
	}
	if path := os.Getenv("SCOREBOOK_MEMPROFILE"); path != "" {
		stops = append(stops, func() {
			if f, err := os.Create(path); err == nil {
				_ = pprof.Lookup("allocs").WriteTo(f, 0)
				f.Close()
			}
		})
	}
	return func() {
		for _, s := range stops {
			s()
		}
	}
}

// usageError is a mistake on the command line.
type usageError struct{ msg, hint string }

func (e *usageError) Error() string { return e.msg }

// failed is returned when a workbook had errors, already reported.
var errFailed = errors.New("a workbook had errors")

var commonFlags = []cli.Flag{
	&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "print only errors", DisableDefaultText: true},
	&cli.BoolFlag{Name: "verbose", Aliases: []string{"v"}, Usage: "print what scorebook does, step by step", DisableDefaultText: true},
	&cli.StringFlag{Name: "log-format", Value: "console", Usage: "`FORMAT` of the messages on stderr: console or json"},
	&cli.StringFlag{Name: "lang", Usage: "`CODE` of the language of the messages (nl, fr, de, el, pl, nb; en), instead of the workbook's Language setting"},
}

// backupFlag and passwordFlag are the flags of every command that saves a
// workbook, or opens one that may be protected.
var (
	backupFlag   = &cli.BoolFlag{Name: "backup", Usage: "keep the previous version as NAME.bak.xlsx", DisableDefaultText: true}
	passwordFlag = &cli.StringFlag{Name: "password", Usage: "`PASSWORD` of a protected workbook (or set SCOREBOOK_PASSWORD)"}
)

const usageText = "scorebook score BOOK.xlsx… [--out OTHER.xlsx] [--usebio FILE.xml] [--pbn FILE.pbn] [--html FILE.html]\nscorebook check BOOK.xlsx…\n" +
	"scorebook new pairs|teams|grading|season NEW.xlsx\nscorebook new pairs NEW.xlsx --tables N [--movement mitchell|mitchell-skip|mitchell-relay|howell]\n" +
	"scorebook import BOOK.xlsx RESULTS.bws|.xml|.pbn|.lin… [--session N]\nscorebook hands BOOK.xlsx DEALS.pbn [--session N] [--no-analysis]\nscorebook deal BOOK.xlsx --boards 1-24 [--dlm FILE.dlm] [--pbn FILE.pbn] [--seed TEXT] [--replace]\nscorebook analyse DEALS.pbn --out OUT.pbn\nscorebook draw BOOK.xlsx [--boards N] [--round-robin]\nscorebook season SEASON.xlsx NIGHTS… [--html FILE.html]\n" +
	"scorebook BOOK.xlsx…   (score --backup: what dropping workbooks on the program does)\n" +
	"A folder stands for the workbooks in it."

// commands are scorebook's commands.
func commands() []*cli.Command {
	return []*cli.Command{scoreCommand(), checkCommand(), newCommand(), importCommand(), handsCommand(), dealCommand(), analyseCommand(), drawCommand(), seasonCommand()}
}

func run(args []string, stdout, stderr io.Writer) int {
	status := exitOK
	// --version only: -v is --verbose.
	cli.VersionFlag = &cli.BoolFlag{Name: "version", Usage: "print the version and commit", DisableDefaultText: true}
	cli.VersionPrinter = func(c *cli.Context) { fmt.Fprintf(c.App.Writer, "scorebook %s\n", c.App.Version) }
	app := &cli.App{
		Name:      "scorebook",
		Version:   versionText(buildInfo()),
		Usage:     "score bridge events and croquet grading from Excel workbooks",
		UsageText: usageText,
		Description: "scorebook reads the sheets a director types (see README.md), computes every score and ranking,\n" +
			"and writes the results sheets back into the same workbook. Exit status: 0 on success,\n" +
			"1 when a workbook has errors, 2 for a usage error.",
		Writer:          stdout,
		ErrWriter:       stderr,
		HideHelpCommand: false, // scorebook help is a command
		Commands:        commands(),
		OnUsageError:    commandUsageError,
		CommandNotFound: func(c *cli.Context, name string) {
			status = exitUsage
			fmt.Fprintf(stderr, "error: unknown command %q\nhint: the commands are score, check, new, import, hands, analyse, draw and season; run scorebook help\n", name)
		},
		ExitErrHandler: func(*cli.Context, error) {}, // we choose the exit status below
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				return &usageError{msg: fmt.Sprintf("unknown command %q", c.Args().First()), hint: "the commands are score, check, new, import, hands, analyse, draw and season; run scorebook help"}
			}
			_ = cli.ShowAppHelp(c)
			return &usageError{msg: "no command given", hint: "run scorebook score BOOK.xlsx"}
		},
	}
	args, err := hoistFlags(app, dropArgs(args))
	if err == nil {
		err = app.Run(args)
	}
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

// hoistFlags puts the flags where urfave/cli reads them: right after the
// command. The contract writes `scorebook score BOOK.xlsx --out OTHER.xlsx`,
// with the flag after the workbook, and people also write `scorebook --quiet
// score BOOK.xlsx`; urfave/cli stops reading flags at the first argument and
// reads a command's flags only after the command.
func hoistFlags(app *cli.App, args []string) ([]string, error) {
	if len(args) < 2 {
		return args, nil
	}
	// A flag's value may follow it as the next argument: --out OTHER.xlsx,
	// --session 2 (every flag but a yes-or-no one takes a value).
	takesValue := map[string]bool{}
	addFlags := func(fs []cli.Flag) {
		for _, f := range fs {
			if v, ok := f.(cli.DocGenerationFlag); ok && v.TakesValue() {
				for _, n := range f.Names() {
					takesValue[n] = true
				}
			}
		}
	}
	addFlags(commonFlags)
	// The flags before the command, then the command.
	var flags []string
	at := -1
	for i := 1; i < len(args); i++ {
		a := args[i]
		if !strings.HasPrefix(a, "-") || a == "-" {
			at = i
			break
		}
		flags = append(flags, a)
		if name := strings.TrimLeft(a, "-"); !strings.Contains(name, "=") && takesValue[name] {
			if i+1 >= len(args) {
				return nil, &usageError{msg: a + " needs a value", hint: "run scorebook --help"}
			}
			flags = append(flags, args[i+1])
			i++
		}
	}
	if at < 0 {
		return args, nil
	}
	cmd := app.Command(args[at])
	if cmd == nil {
		return args, nil
	}
	addFlags(cmd.Flags)
	var rest []string
	tail := args[at+1:]
	for i := 0; i < len(tail); i++ {
		a := tail[i]
		if a == "--" {
			rest = append(rest, tail[i+1:]...)
			break
		}
		if !strings.HasPrefix(a, "-") || a == "-" {
			rest = append(rest, a)
			continue
		}
		flags = append(flags, a)
		if name := strings.TrimLeft(a, "-"); !strings.Contains(name, "=") && takesValue[name] {
			if i+1 >= len(tail) {
				return nil, &usageError{msg: a + " needs a value", hint: "run scorebook " + cmd.Name + " --help"}
			}
			flags = append(flags, tail[i+1])
			i++
		}
	}
	out := append([]string{args[0], args[at]}, flags...)
	if len(rest) > 0 && strings.HasPrefix(rest[0], "-") {
		out = append(out, "--") // a workbook whose name starts with a dash
	}
	return append(out, rest...), nil
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
