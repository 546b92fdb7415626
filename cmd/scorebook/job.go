package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"github.com/scorebook/scorebook/internal/lang"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"strings"
	"sync"
	"time"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/kinds"
	"github.com/urfave/cli/v2"
)

// job is one workbook to check or score.
type job struct {
	path    string
	out     string // --out, or "" to score in place
	write   bool   // false for check
	backup  bool
	pass    string
	log     reporter
	skip    string // why a workbook of a batch is left out, or ""
	refusal error  // why a path named is not even looked at (a folder holding no workbooks), or nil
	exports []exportTarget
	event   string // --event: the one event the exports hold, or ""
	summary strings.Builder

	// For the JSON summary: the kind, what was scored, the files written.
	kind     string
	sum      *xlsx.Summary
	wrote    string
	exported []string
}

// outcome is what happened to a workbook, for the batch summary.
type outcome struct {
	ok       bool
	errors   int
	warnings int
	note     string
}

// smallWorkbook is the size on disk up to which a workbook takes one of
// runJobs's slots, not two: a club night is some 20 KB and its heap a few
// megabytes, a 200,000-result event tens of megabytes and its heap a
// gigabyte.
const smallWorkbook = 1 << 20

// runJobs runs the jobs on all cores, each workbook independently, and prints
// their summaries in the order given: as text, or (asJSON) one JSON object
// per workbook.
//
// Saving a workbook waits for the disk twice (the file's sync and its
// folder's), 3 to 35 ms each on the development machine, as long as a club
// night's scoring: with only as many jobs as cores a federation's folder
// spent half its time with a core idle. So there are two slots a core; a
// small workbook takes one and a large workbook both, so that as many large
// ones as cores are held in memory at once, as before, and small ones are
// scored while others wait for the disk.
func runJobs(jobs []*job, stdout io.Writer, quiet, asJSON bool, l lang.Lang) error {
	outcomes := make([]outcome, len(jobs))
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2*runtime.GOMAXPROCS(0))
	for i, j := range jobs {
		wg.Add(1)
		slots := 2
		if info, err := os.Stat(j.path); err == nil && info.Size() <= smallWorkbook {
			slots = 1
		}
		for range slots {
			sem <- struct{}{}
		}
		go func() {
			defer wg.Done()
			defer func() {
				for range slots {
					<-sem
				}
			}()
			if j.skip != "" {
				outcomes[i] = outcome{ok: true, note: ": " + j.skip}
				return
			}
			outcomes[i] = j.run()
		}()
	}
	wg.Wait()
	if asJSON {
		failed := 0
		enc := json.NewEncoder(stdout)
		enc.SetEscapeHTML(false)
		for i, j := range jobs {
			if j.skip == "" && !outcomes[i].ok {
				failed++
			}
			if !quiet {
				enc.Encode(j.jsonSummary(outcomes[i]))
			}
		}
		if failed > 0 {
			return errFailed
		}
		return nil
	}
	failed, skipped := 0, 0
	for i, j := range jobs {
		switch {
		case j.skip != "":
			skipped++
		case !outcomes[i].ok:
			failed++
		}
		if !quiet {
			io.WriteString(stdout, j.summary.String())
		}
	}
	if len(jobs) > 1 && !quiet {
		fmt.Fprint(stdout, "\n"+l.F("%d workbooks: %d done, %d with errors", len(jobs), len(jobs)-failed-skipped, failed))
		if skipped > 0 {
			fmt.Fprint(stdout, l.F(", %d skipped", skipped))
		}
		fmt.Fprintln(stdout)
		for i, j := range jobs {
			status := l.T("ok")
			switch {
			case j.skip != "":
				status = l.T("skip")
			case !outcomes[i].ok:
				status = l.T("FAILED")
			}
			fmt.Fprintf(stdout, "  %-6s %s%s\n", status, j.path, outcomes[i].note)
		}
	}
	if failed > 0 {
		return errFailed
	}
	return nil
}

// summaryJSON is what --log-format json prints on stdout for each workbook.
type summaryJSON struct {
	File     string   `json:"file"`
	Status   string   `json:"status"` // ok, failed or skipped
	Kind     string   `json:"kind,omitempty"`
	Title    string   `json:"title,omitempty"`
	Lines    []string `json:"lines,omitempty"`
	Errors   int      `json:"errors"`
	Warnings int      `json:"warnings"`
	Wrote    string   `json:"wrote,omitempty"`
	Exports  []string `json:"exports,omitempty"` // --usebio, --pbn
	Reason   string   `json:"reason,omitempty"`
}

func (j *job) jsonSummary(o outcome) summaryJSON {
	s := summaryJSON{File: j.path, Status: "ok", Kind: j.kind, Errors: o.errors, Warnings: o.warnings, Wrote: j.wrote, Exports: j.exported,
		Reason: strings.TrimPrefix(o.note, ": ")}
	switch {
	case j.skip != "":
		s.Status = "skipped"
	case !o.ok:
		s.Status = "failed"
	}
	if j.sum != nil {
		s.Title, s.Lines = j.sum.Title, j.sum.Lines
	}
	return s
}

// report prints the problems, errors and warnings, with their places and
// hints, and counts them.
func (j *job) report(ps []problem.Problem) (errs, warns int) {
	for _, p := range ps {
		j.log.problem(j.path, p)
	}
	j.log.done(j.path)
	return problem.Count(ps)
}

// fail reports a workbook that could not be checked or scored at all.
func (j *job) fail(err error) outcome {
	j.log.problem(j.path, problemOf(err))
	j.log.done(j.path)
	return outcome{errors: 1, note: ": " + firstLine(err.Error())}
}

// problemOf is an error as a problem to print: a *problem.Problem as it is
// (its format kept, to be said in the director's language), or any error
// with its hint (a deals file's *deal.Error too).
func problemOf(err error) problem.Problem {
	var p *problem.Problem
	if errors.As(err, &p) && p.Error() == err.Error() && (p.Cell != "" || p.Row == 0 || p.Column == "") { // its place printed as its Error says it
		return *p
	}
	var hinted interface{ HintText() string }
	if errors.As(err, &hinted) {
		return problem.From(hintedError{err, hinted.HintText()})
	}
	return problem.From(err)
}

// hintedError is an error with the hint of an error it wraps.
type hintedError struct {
	error
	hint string
}

func (e hintedError) HintText() string { return e.hint }

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// run checks or scores one workbook, whatever its kind: open it, tell its
// kind, read and score it, check the sheets it would write, sum it up and,
// when nothing is wrong and the job writes, write and save.
func (j *job) run() outcome {
	start := time.Now()
	if j.refusal != nil {
		return j.fail(j.refusal)
	}
	if info, err := os.Stat(j.path); err == nil && info.Mode().IsRegular() && j.out != "" {
		// A file that may not be replaced is refused before the workbook
		// is read and scored, which can take seconds.
		if err := xlsx.CheckOut(j.path, j.out); err != nil {
			return j.fail(err)
		}
	}
	// Only replacing the workbook needs it closed in Excel or LibreOffice:
	// check, and score to another file, read it as it was last saved.
	readOnly := !j.write || (j.out != "" && !sameFile(j.path, j.out))
	book, err := xlsx.Open(j.path, xlsx.OpenOptions{Password: j.pass, Reads: kinds.Reads(), ReadOnly: readOnly})
	if err != nil {
		return j.fail(err)
	}
	openBooks.Store(book, true)
	defer func() {
		openBooks.Delete(book)
		book.Close()
	}()
	kind, err := kinds.Of(book)
	if err != nil {
		return j.fail(err)
	}
	j.kind = kind.Name()
	j.log.debug(j.path, "opened %s: %s", j.path, kind.ANoun())
	scored, probs := kind.Score(book)
	// The director reads the messages in the workbook's language, unless
	// --lang says otherwise; the kind has read its Language setting, even
	// when the workbook cannot be scored.
	j.log.speaks(j.path, book.Language())
	l := j.log.language(j.path)
	// check says too that score would stop at a sheet of the director's.
	probs = append(probs, book.CheckTargets(kind.Writes()...)...)
	if scored != nil && !problem.HasErrors(probs) {
		sum := scored.Summary(l)
		j.sum = &sum
		fmt.Fprintf(&j.summary, "%s: %s\n", j.path, sum.Title)
		for _, l := range sum.Lines {
			fmt.Fprintf(&j.summary, "  %s\n", l)
		}
	}
	// The exports are made from the same scored event as the sheets, each
	// written beside its target first: what they cannot hold is reported
	// with the rest, and a format the kind cannot write, or a file that
	// cannot be written, stops the run before anything is put in place.
	var files []exportFile
	if scored != nil && j.write && len(j.exports) > 0 && !problem.HasErrors(probs) {
		var eps []problem.Problem
		files, eps = j.renderExports(kind, scored)
		probs = append(probs, book.Place(eps)...)
	}
	o := j.finish(book, probs, scored, files)
	if o.ok {
		j.log.debug(j.path, "done in %s", time.Since(start).Round(time.Millisecond))
	}
	return o
}

// finish reports the problems and, when there are no errors and the job
// writes, writes the scored event's sheets and saves the workbook, then
// writes the exports.
func (j *job) finish(book *xlsx.Book, ps []problem.Problem, scored xlsx.Scored, files []exportFile) outcome {
	// The exports wait beside their targets; unless the workbook is saved
	// they are removed.
	saved := false
	defer func() {
		if !saved {
			discardExports(files)
		}
	}()
	book.Sort(ps)
	errs, warns := j.report(ps)
	l := j.log.language(j.path)
	if errs > 0 {
		noun := errorsWord(errs)
		j.summary.Reset() // no winners for a workbook that was not scored
		j.sum = nil
		if j.write {
			fmt.Fprintf(&j.summary, "%s: %s\n", j.path, l.F("%d %s; nothing was written", errs, noun))
			return outcome{errors: errs, warnings: warns, note: ": " + l.F("%d %s, nothing written", errs, noun)}
		}
		fmt.Fprintf(&j.summary, "%s: %s\n", j.path, l.F("%d %s; see the messages above", errs, noun))
		return outcome{errors: errs, warnings: warns, note: ": " + l.F("%d %s", errs, noun)}
	}
	if !j.write {
		switch {
		case warns == 0:
			j.summary.WriteString("  " + l.T("no errors; nothing was written") + "\n")
		case warns == 1:
			j.summary.WriteString("  " + l.F("no errors, %d warning; nothing was written", warns) + "\n")
		default:
			j.summary.WriteString("  " + l.F("no errors, %d warnings; nothing was written", warns) + "\n")
		}
		return outcome{ok: true, warnings: warns}
	}
	// Writing the sheets makes much short-lived garbage while the event is
	// still held; saving holds a large part of the director's at once. With
	// the garbage collector's target at half the live heap rather than all
	// of it, the peak is a sixth lower on a 200,000-result workbook, for a
	// few percent more time (internal/bench). A club night's heap is a few
	// megabytes, where the lower target only collects more often: 5 and
	// more collections a workbook, a tenth of a federation's folder's CPU.
	if heapBytes() >= lowGCTargetAbove {
		defer lowerGC()()
	}
	if err := scored.Write(book); err != nil {
		j.summary.Reset()
		j.sum = nil
		return j.fail(err)
	}
	// Give the garbage of reading, scoring and writing back to the system
	// before saving, so that it and the save's memory do not add up. A
	// small workbook's garbage is a few megabytes, which the next
	// workbook of a folder takes up again: a collection forced for each
	// club night of a federation's folder cost more than it gave back.
	if heapBytes() >= freeOSMemoryAbove {
		debug.FreeOSMemory()
	}
	if err := book.Save(xlsx.SaveOptions{Out: j.out, Backup: j.backup}); err != nil {
		j.summary.Reset()
		j.sum = nil
		return j.fail(err)
	}
	target := j.path
	if j.out != "" {
		target = j.out
	}
	j.summary.WriteString("  " + l.F("wrote %s", target) + "\n")
	j.wrote = target
	saved = true
	if err := j.writeExports(files); err != nil {
		return j.fail(err)
	}
	return outcome{ok: true, warnings: warns}
}

// lowGCTargetAbove is the heap above which finish lowers the garbage
// collector's target while it writes and saves.
const lowGCTargetAbove = 32 << 20

// freeOSMemoryAbove is the heap above which finish gives the garbage back
// to the system before saving.
const freeOSMemoryAbove = 64 << 20

// heapBytes is the heap the program holds, live objects and garbage not yet
// collected (runtime/metrics, which does not stop the world as
// runtime.ReadMemStats does).
func heapBytes() uint64 {
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return s[0].Value.Uint64()
}

// errorsWord is "error" or "errors" for n, a word the language says.
func errorsWord(n int) lang.Word {
	if n == 1 {
		return lang.Word("error")
	}
	return lang.Word("errors")
}

// dealsWord is "deal" or "deals" for n, a word the language says.
func dealsWord(n int) lang.Word {
	if n == 1 {
		return lang.Word("deal")
	}
	return lang.Word("deals")
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// sameFile reports whether a and b are the same existing file.
func sameFile(a, b string) bool {
	ia, err := os.Stat(a)
	if err != nil {
		return false
	}
	ib, err := os.Stat(b)
	return err == nil && os.SameFile(ia, ib)
}

// passwordFrom is --password, or SCOREBOOK_PASSWORD.
func passwordFrom(flag string) string {
	if flag != "" {
		return flag
	}
	return os.Getenv("SCOREBOOK_PASSWORD")
}

// openFor opens a workbook for a command that writes into it in place
// (hands, draw), where an interrupted run's clean-up finds it, and checks
// that the command is for its kind: refuse says why not, or nil. It
// reports what fails and returns false; the caller closes the workbook with
// closeBook.
func openFor(c *cli.Context, j *job, path string, refuse func(xlsx.Kind) error) (*xlsx.Book, bool) {
	book, err := xlsx.Open(path, xlsx.OpenOptions{Password: passwordFrom(c.String("password")), Reads: kinds.Reads()})
	if err != nil {
		j.fail(err)
		return nil, false
	}
	openBooks.Store(book, true)
	kind, err := kinds.Of(book)
	if err == nil {
		err = refuse(kind)
	}
	if err != nil {
		closeBook(book)
		j.fail(err)
		return nil, false
	}
	return book, true
}

// closeBook closes a workbook openFor opened.
func closeBook(book *xlsx.Book) {
	openBooks.Delete(book)
	book.Close()
}

// lowGC counts the jobs writing with the collector's target lowered. The
// target is the process's, and jobs of a folder run at once: the first
// job lowers it, the last one done restores it (each job restoring what it
// found would leave it low when they end out of order).
var lowGC struct {
	sync.Mutex
	jobs, was int
}

// lowerGC lowers the collector's target to half the live heap until the
// function it returns is called.
func lowerGC() (restore func()) {
	lowGC.Lock()
	defer lowGC.Unlock()
	if lowGC.jobs == 0 {
		lowGC.was = debug.SetGCPercent(50)
	}
	lowGC.jobs++
	return func() {
		lowGC.Lock()
		defer lowGC.Unlock()
		if lowGC.jobs--; lowGC.jobs == 0 {
			debug.SetGCPercent(lowGC.was)
		}
	}
}
