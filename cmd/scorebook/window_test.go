package main

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

// What dragging files into a console window types, as Windows' console and
// macOS's Terminal type it.
func TestSplitDropped(t *testing.T) {
	for _, tc := range []struct {
		line    string
		windows bool
		want    []string
	}{
		{`C:\Users\Jane\club.xlsx`, true, []string{`C:\Users\Jane\club.xlsx`}},
		{`"C:\Users\Jane\Club nights\Mardi à Genève.xlsx" C:\Club\x.xlsx`, true,
			[]string{`C:\Users\Jane\Club nights\Mardi à Genève.xlsx`, `C:\Club\x.xlsx`}},
		{`  "C:\Jane's club\x.xlsx"  `, true, []string{`C:\Jane's club\x.xlsx`}},
		{`C:\Jane's\x.xlsx`, true, []string{`C:\Jane's\x.xlsx`}},
		{``, true, nil},
		{`   `, false, nil},
		{`/Users/jane/Club\ nights/Mardi\ à\ Genève.xlsx `, false, []string{`/Users/jane/Club nights/Mardi à Genève.xlsx`}},
		{`/Users/jane/Jane\'s\ club/a.xlsx /Users/jane/b.xlsx`, false, []string{`/Users/jane/Jane's club/a.xlsx`, `/Users/jane/b.xlsx`}},
		{`'/Users/jane/Club nights/a.xlsx' "/tmp/b c.xlsx"`, false, []string{`/Users/jane/Club nights/a.xlsx`, `/tmp/b c.xlsx`}},
		{`''`, false, []string{``}},
	} {
		if got := splitDropped(tc.line, tc.windows); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("splitDropped(%q, windows %v) = %q, want %q", tc.line, tc.windows, got, tc.want)
		}
	}
}

// Paths and no command are dropped workbooks; a command or a word that is no
// path is left alone.
func TestDropArgs(t *testing.T) {
	dir := t.TempDir()
	folder := filepath.Join(dir, "club nights")
	if err := os.Mkdir(folder, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ args, want []string }{
		{[]string{"scorebook", `C:\Club nights\x.xlsx`}, []string{"scorebook", "score", "--backup", `C:\Club nights\x.xlsx`}},
		{[]string{"scorebook", "a.XLSX", "b.xlsm"}, []string{"scorebook", "score", "--backup", "a.XLSX", "b.xlsm"}},
		{[]string{"scorebook", folder}, []string{"scorebook", "score", "--backup", folder}},
		{[]string{"scorebook", "--log-format", "json", "a.xlsx"}, []string{"scorebook", "--log-format", "json", "score", "--backup", "a.xlsx"}},
		{[]string{"scorebook", "a.xlsx", "--out", "b.xlsx"}, []string{"scorebook", "score", "--backup", "a.xlsx", "--out", "b.xlsx"}},
		{[]string{"scorebook", "score", "a.xlsx"}, []string{"scorebook", "score", "a.xlsx"}},
		{[]string{"scorebook", "help"}, []string{"scorebook", "help"}},
		{[]string{"scorebook", "frobnicate"}, []string{"scorebook", "frobnicate"}},
		{[]string{"scorebook", "--version"}, []string{"scorebook", "--version"}},
		{[]string{"scorebook"}, []string{"scorebook"}},
	} {
		if got := dropArgs(tc.args); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("dropArgs(%q) = %q, want %q", tc.args, got, tc.want)
		}
	}
}

// Windows: the console is scorebook's own when it is alone on it.
func TestOwnsConsole(t *testing.T) {
	for _, tc := range []struct {
		pids         []uint32
		stdinConsole bool
		want         bool
	}{
		{[]uint32{4242}, true, true},            // started from Explorer
		{[]uint32{4242, 1337}, true, false},     // from cmd or PowerShell
		{[]uint32{4242, 1337, 99}, true, false}, // go run, from a terminal
		{nil, false, false},                     // no console (output redirected, a service)
		{[]uint32{4242}, false, false},          // stdin redirected: nothing to wait on
		{make([]uint32, 40), true, false},       // more than fit the list
	} {
		if got := ownsConsole(tc.pids, tc.stdinConsole); got != tc.want {
			t.Errorf("ownsConsole(%d processes, stdin a console %v) = %v, want %v", len(tc.pids), tc.stdinConsole, got, tc.want)
		}
	}
}

// macOS: Finder opens the program in a new Terminal window whose login
// shell runs it at once.
func TestFinderStarted(t *testing.T) {
	for _, tc := range []struct {
		name                string
		terminal            bool
		parent, grandparent string
		age                 time.Duration
		want                bool
	}{
		{"double-clicked in Finder", true, "zsh", "login", 300 * time.Millisecond, true},
		{"double-clicked, slow shell start-up", true, "bash", "login", 3 * time.Second, true},
		{"typed in a Terminal window", true, "zsh", "login", 2 * time.Minute, false},
		{"typed at once in a new window", true, "zsh", "login", 6 * time.Second, false},
		{"a script run from Terminal", true, "bash", "zsh", 10 * time.Millisecond, false},
		{"go run", true, "go", "zsh", 10 * time.Millisecond, false},
		{"VS Code's terminal", true, "zsh", "Code Helper", time.Second, false},
		{"output piped", false, "zsh", "login", time.Second, false},
		{"clock skew", true, "zsh", "login", -time.Second, false},
	} {
		if got := finderStarted(tc.terminal, tc.parent, tc.grandparent, tc.age); got != tc.want {
			t.Errorf("%s: finderStarted = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// In a window of its own and without a workbook, scorebook says how to use
// it in plain words, for the system it runs on.
func TestWindowHelp(t *testing.T) {
	win, mac := windowHelp("windows"), windowHelp("darwin")
	for _, want := range []string{"onto scorebook's icon", "Open with", "scorebook new pairs club.xlsx"} {
		if !strings.Contains(win, want) {
			t.Errorf("Windows help lacks %q", want)
		}
	}
	for _, want := range []string{"drag it from Finder into this\nwindow", "./scorebook new pairs club.xlsx"} {
		if !strings.Contains(mac, want) {
			t.Errorf("macOS help lacks %q", want)
		}
	}
	var out bytes.Buffer
	if status := launch([]string{"scorebook"}, strings.NewReader("\n"), &out, &out, true, "windows"); status != exitOK {
		t.Errorf("status %d", status)
	}
	if out.String() != win {
		t.Errorf("double-clicked, Enter pressed: printed %q", out.String())
	}
	// From a terminal, nothing waits: stdin is not read.
	out.Reset()
	stdin := strings.NewReader("not to be read\n")
	launch([]string{"scorebook", "--version"}, stdin, &out, &out, false, "windows")
	if stdin.Len() == 0 || strings.Contains(out.String(), "Press Enter") {
		t.Errorf("from a terminal, scorebook waited: %q", out.String())
	}
}
