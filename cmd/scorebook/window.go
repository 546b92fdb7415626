package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"
	"unicode"
)

// A scorer who is not at home in a terminal starts scorebook from Explorer
// or Finder: by dropping a workbook on its icon (Windows passes the paths,
// and no command: dropArgs), or by double-clicking it. The program then has
// a console window of its own, which closes the moment it ends; so in such a
// window (launch's window) it ends with "Press Enter to close", and started
// without a workbook it says in plain words how to use it and takes a
// workbook dragged into the window. From a terminal nothing waits.
//
// Whether the window is scorebook's own is decided per system, in
// console_windows.go and console_darwin.go, by ownsConsole and
// finderStarted, which are here so that they are tested on every system.

// launch runs scorebook as it was started: in a window of its own when
// window is set, else as run does.
func launch(args []string, stdin io.Reader, stdout, stderr io.Writer, window bool, goos string) int {
	if !window {
		return run(args, stdout, stderr)
	}
	in := bufio.NewReader(stdin)
	// Dropped workbooks are scored in place, with a backup.
	scores := len(dropArgs(args)) > len(args)
	if len(args) < 2 {
		fmt.Fprint(stdout, windowHelp(goos))
		paths := splitDropped(readLine(in), goos == "windows")
		if len(paths) == 0 {
			return exitOK
		}
		fmt.Fprintln(stdout)
		args, scores = append([]string{args[0], "score", "--backup", "--"}, paths...), true
	}
	status := run(args, stdout, stderr)
	switch {
	case scores && status == exitOK:
		fmt.Fprintln(stdout, "\nDone: open the workbook in Excel to see the results sheets.")
	case scores && status == exitWorkbook:
		fmt.Fprintln(stdout, "\nA workbook with errors is left as it was: correct what is listed above in Excel,\n"+
			"save it, and give it to scorebook again.")
	}
	fmt.Fprint(stdout, "\nPress Enter to close ")
	readLine(in)
	return status
}

// windowHelp is what scorebook says when double-clicked: what it does and
// how to use it, in plain words.
func windowHelp(goos string) string {
	var b strings.Builder
	b.WriteString("scorebook scores bridge pairs and teams events and croquet grading typed into an Excel\n" +
		"workbook, and writes the results (Ranking, Travellers, Scorecards, …) into the workbook as\n" +
		"new sheets. Your own sheets are left as they were, and the previous version of the\n" +
		"workbook is kept beside it as NAME.bak.xlsx.\n\n")
	switch goos {
	case "windows":
		b.WriteString("To score a workbook: save it and close it in Excel, then drag it onto scorebook's icon\n" +
			"(or right-click the workbook, choose Open with, and pick scorebook).\n\n" +
			"For a blank workbook to fill in, open a Command Prompt in this folder and type\n" +
			"    scorebook new pairs club.xlsx      (or teams, or grading)\n" +
			"and scorebook help for everything else.\n\n")
	default:
		b.WriteString("To score a workbook: save it and close it in Excel, then drag it from Finder into this\n" +
			"window and press Enter.\n\n" +
			"For a blank workbook to fill in, open Terminal and type\n" +
			"    ./scorebook new pairs club.xlsx    (or teams, or grading)\n" +
			"in the folder where scorebook is, and ./scorebook help for everything else.\n\n")
	}
	b.WriteString("Drag a workbook into this window and press Enter, or just press Enter to close: ")
	return b.String()
}

// readLine reads a line, without its end.
func readLine(in *bufio.Reader) string {
	line, _ := in.ReadString('\n')
	return strings.TrimRight(line, "\r\n")
}

// splitDropped splits what dragging files into a console window types: the
// paths, separated by spaces. A Windows console puts a path holding spaces
// in double quotes; macOS's Terminal escapes spaces and quotes with
// backslashes, and some terminals quote a path in single quotes. A Windows
// path's backslashes are separators, not escapes.
func splitDropped(line string, windows bool) []string {
	var paths []string
	var cur strings.Builder
	quote, started, escaped := rune(0), false, false
	for _, r := range line {
		switch {
		case escaped:
			cur.WriteRune(r)
			escaped = false
		case r == '\\' && !windows && quote != '\'':
			escaped, started = true, true
		case quote != 0 && r == quote:
			quote = 0
		case quote == 0 && (r == '"' || r == '\'' && !windows):
			quote, started = r, true
		case quote == 0 && unicode.IsSpace(r):
			if started {
				paths = append(paths, cur.String())
				cur.Reset()
				started = false
			}
		default:
			cur.WriteRune(r)
			started = true
		}
	}
	if started {
		paths = append(paths, cur.String())
	}
	return paths
}

// dropArgs turns `scorebook BOOK.xlsx…`, paths and no command (what Windows
// passes when workbooks are dropped on the program or opened with it), into
// `scorebook score --backup BOOK.xlsx…`. An argument is taken for a path
// when it names a file or folder, ends in .xlsx or .xlsm, or holds a path
// separator; anything else is left for run to call an unknown command.
func dropArgs(args []string) []string {
	for i := 1; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			break
		}
		if strings.HasPrefix(a, "-") && a != "-" {
			if name := strings.TrimLeft(a, "-"); !strings.Contains(name, "=") && name == "log-format" {
				i++ // its value
			}
			continue
		}
		if isCommand(a) || !looksLikePath(a) {
			return args
		}
		out := append([]string{}, args[:i]...)
		out = append(out, "score", "--backup")
		return append(out, args[i:]...)
	}
	return args
}

func isCommand(a string) bool {
	if a == "help" || a == "h" {
		return true
	}
	for _, c := range commands() {
		if c.HasName(a) {
			return true
		}
	}
	return false
}

func looksLikePath(a string) bool {
	if _, err := os.Stat(a); err == nil {
		return true
	}
	ext := strings.ToLower(filepath.Ext(a))
	return ext == ".xlsx" || ext == ".xlsm" || strings.ContainsAny(a, `/\`)
}

// ownsConsole decides, on Windows, whether scorebook has its console window
// to itself: the console's process list (GetConsoleProcessList) holds
// scorebook alone when Explorer started it, since Windows then made a new
// console for it; from Command Prompt or PowerShell the shell is on the
// list too. The waiting needs Enter from a console, so stdin must be one.
func ownsConsole(pids []uint32, stdinConsole bool) bool {
	return stdinConsole && len(pids) == 1
}

// finderStarted decides, on macOS, whether Finder started scorebook:
// double-clicking a program there opens a new Terminal window whose login
// shell runs the program at once and exits after it (and the window may
// close with it). A heuristic: stdin and stdout are that terminal, the
// parent process is a shell that login started (as Terminal and iTerm start
// every shell), and the shell started less than finderDelay before
// scorebook — a person opening a window and typing a command takes longer.
// A script run from a terminal has a shell parent that login did not start.
func finderStarted(terminal bool, parent, grandparent string, parentAge time.Duration) bool {
	return terminal && isShell(parent) && grandparent == "login" && parentAge >= 0 && parentAge < finderDelay
}

// finderDelay is how long after its shell started a program Finder started
// is running: the shell's start-up files run first.
const finderDelay = 5 * time.Second

func isShell(name string) bool {
	switch strings.TrimPrefix(filepath.Base(name), "-") {
	case "zsh", "bash", "sh", "fish", "tcsh", "csh", "ksh", "dash":
		return true
	}
	return false
}
