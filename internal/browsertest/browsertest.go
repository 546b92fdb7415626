// Package browsertest lets tests open the web pages scorebook writes in a
// real browser: Chromium's headless shell (Debian's chromium-headless-shell,
// or a Chromium or Chrome), to print a page to PDF, take a screenshot of it
// at a phone's width, or measure how it is laid out. Tests skip when no
// Chromium is installed, unless SCOREBOOK_REQUIRE_BROWSER=1 (as in CI),
// when they fail instead.
package browsertest

import (
	"bytes"
	"context"
	"fmt"
	"html"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// names are the browsers tried, in order.
var names = []string{"chromium-headless-shell", "chromium", "chromium-browser", "google-chrome", "google-chrome-stable"}

// Chromium returns the browser's command, skipping or failing the test
// when there is none.
func Chromium(t testing.TB) string {
	t.Helper()
	for _, n := range names {
		if path, err := exec.LookPath(n); err == nil {
			return path
		}
	}
	if os.Getenv("SCOREBOOK_REQUIRE_BROWSER") == "1" {
		t.Fatal("Chromium (chromium-headless-shell) is required but not installed")
	}
	t.Skip("Chromium (chromium-headless-shell) is not installed")
	return ""
}

// one browser at a time: each is a few hundred megabytes, and the machine
// has two cores.
var mu sync.Mutex

// run runs the browser headless on a page with the arguments, each run in a
// profile of its own, and returns what it printed on stdout.
func run(t testing.TB, page string, args ...string) []byte {
	t.Helper()
	chromium := Chromium(t)
	mu.Lock()
	defer mu.Unlock()
	abs, err := filepath.Abs(page)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	all := append([]string{"--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
		"--disable-extensions", "--user-data-dir=" + t.TempDir()}, args...)
	cmd := exec.CommandContext(ctx, chromium, append(all, "file://"+abs)...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s %s: %v\n%s", filepath.Base(chromium), strings.Join(args, " "), err, stderr.Bytes())
	}
	return stdout.Bytes()
}

// PDF prints a page to PDF as a member's browser prints it (A4 or the
// browser's default paper, without the browser's own header and footer)
// and returns the PDF's path.
func PDF(t testing.TB, page string) string {
	t.Helper()
	out := filepath.Join(t.TempDir(), strings.TrimSuffix(filepath.Base(page), filepath.Ext(page))+".pdf")
	run(t, page, "--no-pdf-header-footer", "--print-to-pdf="+out)
	if info, err := os.Stat(out); err != nil || info.Size() == 0 {
		t.Fatalf("the browser printed no PDF of %s", page)
	}
	return out
}

// Screenshot takes a picture of the top of a page in a window width by
// height pixels, as a phone shows it, and returns the PNG's path.
func Screenshot(t testing.TB, page string, width, height int) string {
	t.Helper()
	out := filepath.Join(t.TempDir(), fmt.Sprintf("%s-%d.png", strings.TrimSuffix(filepath.Base(page), filepath.Ext(page)), width))
	run(t, page, fmt.Sprintf("--window-size=%d,%d", width, height), "--screenshot="+out)
	if info, err := os.Stat(out); err != nil || info.Size() == 0 {
		t.Fatalf("the browser took no screenshot of %s", page)
	}
	return out
}

// Measure lays a page out in a window width pixels wide and returns what
// the script found, a line per measure. The script is JavaScript run once
// the page is laid out; it returns an array of strings. The page itself is
// left alone: the script goes in a copy of it.
func Measure(t testing.TB, page string, width int, script string) []string {
	t.Helper()
	data, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	const marker = "scorebook-measure"
	probe := "<script>(function(){const out=(function(){" + script + "})();" +
		"const pre=document.createElement('pre');pre.id='" + marker + "';pre.textContent=out.join('\\n');document.body.appendChild(pre);})();</script>"
	i := bytes.LastIndex(data, []byte("</body>"))
	if i < 0 {
		t.Fatalf("%s has no </body>", page)
	}
	copyPath := filepath.Join(t.TempDir(), filepath.Base(page))
	measured := append(append(append([]byte{}, data[:i]...), probe...), data[i:]...)
	if err := os.WriteFile(copyPath, measured, 0o644); err != nil {
		t.Fatal(err)
	}
	dom := string(run(t, copyPath, fmt.Sprintf("--window-size=%d,900", width), "--dump-dom"))
	start := strings.Index(dom, `<pre id="`+marker+`">`)
	if start < 0 {
		t.Fatalf("the measuring script did not run on %s", page)
	}
	rest := dom[start+len(`<pre id="`+marker+`">`):]
	end := strings.Index(rest, "</pre>")
	if end < 0 {
		t.Fatalf("the measures of %s are cut short", page)
	}
	return strings.Split(html.UnescapeString(rest[:end]), "\n")
}
