package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"time"

	"github.com/rs/zerolog"
	"github.com/scorebook/scorebook/engine/pairs"
	"github.com/scorebook/scorebook/xlsx"
)

// job is one workbook to check or score.
type job struct {
	path    string
	out     string // --out, or "" to score in place
	write   bool   // false for check
	backup  bool
	pass    string
	log     zerolog.Logger
	label   string // prefix for places when several workbooks are named
	skip    string // why a workbook of a batch is left out, or ""
	summary strings.Builder
}

// outcome is what happened to a workbook, for the batch summary.
type outcome struct {
	ok       bool
	errors   int
	warnings int
	note     string
}

// runJobs runs the jobs on all cores, each workbook independently, and prints
// their summaries in the order given.
func runJobs(jobs []*job, stdout io.Writer, quiet bool) error {
	outcomes := make([]outcome, len(jobs))
	var wg sync.WaitGroup
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	for i, j := range jobs {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			if j.skip != "" {
				outcomes[i] = outcome{ok: true, note: ": " + j.skip}
				return
			}
			outcomes[i] = j.run()
		}()
	}
	wg.Wait()
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
		fmt.Fprintf(stdout, "\n%d workbooks: %d done, %d with errors", len(jobs), len(jobs)-failed-skipped, failed)
		if skipped > 0 {
			fmt.Fprintf(stdout, ", %d skipped", skipped)
		}
		fmt.Fprintln(stdout)
		for i, j := range jobs {
			status := "ok"
			switch {
			case j.skip != "":
				status = "skip"
			case !outcomes[i].ok:
				status = "FAILED"
			}
			fmt.Fprintf(stdout, "  %-6s %s%s\n", status, j.path, outcomes[i].note)
		}
	}
	if failed > 0 {
		return errFailed
	}
	return nil
}

func (j *job) findings(fs []xlsx.Finding) (errs, warns int) {
	for i := range fs {
		if fs[i].Warning {
			warns++
		} else {
			errs++
		}
		if j.label != "" {
			fs[i].Sheet = strings.TrimSpace(j.label + " " + fs[i].Sheet)
		}
	}
	logFindings(j.log, j.path, fs)
	return errs, warns
}

func (j *job) fail(err error) outcome {
	var ue *xlsx.Error
	ev := j.log.Error().Str("file", j.path)
	if errors.As(err, &ue) && ue.Hint != "" {
		ev = ev.Str("hint", ue.Hint)
	}
	msg := err.Error()
	if j.label != "" && !strings.Contains(msg, filepath.Base(j.path)) {
		msg = j.label + " " + msg
	}
	ev.Msg(msg)
	return outcome{note: ": " + firstLine(err.Error())}
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

func (j *job) run() outcome {
	start := time.Now()
	book, err := xlsx.Open(j.path, xlsx.OpenOptions{Password: j.pass})
	if err != nil {
		return j.fail(err)
	}
	openBooks.Store(book, true)
	defer func() {
		openBooks.Delete(book)
		book.Close()
	}()
	j.log.Debug().Str("file", j.path).Msgf("opened %s: a %s", j.path, book.Kind())
	var o outcome
	switch book.Kind() {
	case xlsx.KindPairs:
		o = j.pairs(book)
	case xlsx.KindTeams:
		o = j.teams(book)
	case xlsx.KindGrading:
		o = j.grading(book)
	default:
		return j.fail(book.KindError())
	}
	if o.ok {
		j.log.Debug().Str("file", j.path).Msgf("done in %s", time.Since(start).Round(time.Millisecond))
	}
	return o
}

// finish reports the findings and, when there are no errors and the job
// writes, saves the workbook.
func (j *job) finish(book *xlsx.Book, fs []xlsx.Finding, write func() error) outcome {
	book.SortFindings(fs)
	errs, warns := j.findings(fs)
	if errs > 0 {
		noun := "error" + plural(errs)
		j.summary.Reset() // no winners for a workbook that was not scored
		if j.write {
			fmt.Fprintf(&j.summary, "%s: %d %s; nothing was written\n", j.path, errs, noun)
			return outcome{errors: errs, warnings: warns, note: fmt.Sprintf(": %d %s, nothing written", errs, noun)}
		}
		fmt.Fprintf(&j.summary, "%s: %d %s; see the messages above\n", j.path, errs, noun)
		return outcome{errors: errs, warnings: warns, note: fmt.Sprintf(": %d %s", errs, noun)}
	}
	if !j.write {
		j.summary.WriteString("  no errors")
		if warns > 0 {
			fmt.Fprintf(&j.summary, ", %d warning%s", warns, plural(warns))
		}
		j.summary.WriteString("; nothing was written\n")
		return outcome{ok: true, warnings: warns}
	}
	if err := write(); err != nil {
		j.summary.Reset()
		return j.fail(err)
	}
	// Saving builds the whole file in memory, the run's largest allocation:
	// give the garbage of reading and scoring back to the system first, so
	// that the two do not add up (a third off the peak on a 200,000-result
	// workbook).
	debug.FreeOSMemory()
	if err := book.Save(xlsx.SaveOptions{Out: j.out, Backup: j.backup}); err != nil {
		j.summary.Reset()
		return j.fail(err)
	}
	target := j.path
	if j.out != "" {
		target = j.out
	}
	fmt.Fprintf(&j.summary, "  wrote %s\n", target)
	return outcome{ok: true, warnings: warns}
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func (j *job) pairs(book *xlsx.Book) outcome {
	pe, fs := book.ReadPairs()
	if xlsx.HasErrors(fs) {
		// Check the rows that could be read too, so that every error is
		// reported in one run; warnings wait until the errors are mended.
		// With no rows, the reader has said why.
		if len(pe.Event.Rows) > 0 {
			for _, f := range book.Locate(pairs.CheckEvent(&pe.Event, pe.Partial)) {
				if !f.Warning {
					fs = append(fs, f)
				}
			}
		}
		return j.finish(book, fs, nil)
	}
	res, probs := pairs.ScoreEvent(&pe.Event)
	if res != nil {
		probs = res.Warnings
	}
	fs = append(fs, book.Locate(probs)...)
	// check says too that score would stop at a sheet of the director\'s.
	fs = append(fs, book.CheckPairsTargets()...)
	if !xlsx.HasErrors(fs) {
		j.pairsSummary(pe, res)
	}
	return j.finish(book, fs, func() error { return book.WritePairs(pe, res) })
}

func (j *job) pairsSummary(pe *xlsx.PairsEvent, res *pairs.Result) {
	s := &j.summary
	title := pe.Title
	if title == "" {
		title = "pairs event"
	}
	if pe.Date != "" {
		title += ", " + pe.Date
	}
	field := "Howell"
	if res.Mitchell {
		field = "Mitchell"
	}
	fmt.Fprintf(s, "%s: %s\n", j.path, title)
	fmt.Fprintf(s, "  %s, %s: %d board%s, %d pairs", res.Settings.Scoring, field, res.Boards, plural(res.Boards), len(res.Standings))
	if len(res.Sessions) > 1 {
		fmt.Fprintf(s, ", %d sessions", len(res.Sessions))
	}
	s.WriteString("\n")
	for _, st := range res.Standings {
		if st.Rank != 1 {
			continue
		}
		p := pe.Event.Pairs[st.Pair]
		label := "  winner"
		if res.Mitchell {
			label = "  " + st.Field.String() + " winner"
		}
		value := fmt.Sprintf("%.2f", st.Score)
		if res.Settings.Scoring.IsMatchpoint() {
			value = fmt.Sprintf("%.2f%%", st.Pct*100)
		} else if res.Settings.Scoring.IsIMP() {
			value += " IMPs"
		}
		fmt.Fprintf(s, "%s: pair %s %s, %s\n", label, p.ID, p.Players(), value)
	}
}

// passwordFrom is --password, or SCOREBOOK_PASSWORD.
func passwordFrom(flag string) string {
	if flag != "" {
		return flag
	}
	return os.Getenv("SCOREBOOK_PASSWORD")
}
