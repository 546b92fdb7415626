package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/durable"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/urfave/cli/v2"
)

// namePattern in an export flag's value stands for each workbook's name
// without its extension: --usebio 'results/{name}.xml'.
const namePattern = "{name}"

// exportFlags are score's flags for the export formats, one per format:
// --usebio FILE, --pbn FILE.
func exportFlags() []cli.Flag {
	var flags []cli.Flag
	for _, f := range xlsx.ExportFormats {
		flags = append(flags, &cli.StringFlag{Name: f.Name, Usage: "also write `FILE`: " + f.Usage +
			"; for several workbooks a folder, or a name with " + namePattern})
	}
	return flags
}

// exportTarget is a file to export a workbook's results to.
type exportTarget struct {
	format xlsx.ExportFormat
	path   string
}

// exportFile is an export written in full to a temporary file beside its
// target, to put in place once the workbook is saved.
type exportFile struct {
	path    string
	pending *durable.Pending
}

// pendingExports are the temporary files of exports not yet in place, for
// an interrupted run to remove.
var pendingExports sync.Map

// discardExports removes the temporary files of exports not put in place.
func discardExports(files []exportFile) {
	for _, f := range files {
		f.pending.Discard()
		pendingExports.Delete(f.pending.Temp())
	}
}

// exportTargets works out, for each workbook, the files the export flags
// ask for. A flag's value names the file; with several workbooks it must be
// an existing folder (each workbook's export is FOLDER/NAME.xml) or hold
// {name}, which stands for each workbook's name without its extension
// (results/{name}.xml). Two files of the run may not be one, nor a
// workbook; the folder a file goes in must exist.
func exportTargets(c *cli.Context, paths []string, out string) ([][]exportTarget, error) {
	targets := make([][]exportTarget, len(paths))
	taken := map[string]string{} // cleaned path → what it is
	for _, p := range paths {
		taken[filepath.Clean(p)] = "the workbook " + p
	}
	if out != "" {
		taken[filepath.Clean(out)] = "the scored workbook " + out
	}
	for _, f := range xlsx.ExportFormats {
		value := c.String(f.Name)
		if value == "" {
			continue
		}
		flag := "--" + f.Name
		folder := false
		if info, err := os.Stat(value); err == nil && info.IsDir() {
			folder = true
		}
		if !folder && !strings.Contains(value, namePattern) && len(paths) > 1 {
			return nil, &usageError{msg: fmt.Sprintf("%s %s names one file, and %d workbooks were named", flag, value, len(paths)),
				hint: fmt.Sprintf("give a folder, or a name with %s for each workbook's name: %s '%s%s'", namePattern, flag, namePattern, f.Ext)}
		}
		for i, p := range paths {
			name := strings.TrimSuffix(filepath.Base(p), filepath.Ext(p))
			path := strings.ReplaceAll(value, namePattern, name)
			if folder {
				path = filepath.Join(value, name+f.Ext)
			}
			if dir := filepath.Dir(path); dir != "" {
				if info, err := os.Stat(dir); err != nil || !info.IsDir() {
					return nil, &usageError{msg: fmt.Sprintf("%s %s: there is no folder %s", flag, path, dir),
						hint: "make the folder first, or name a file in a folder that exists"}
				}
			}
			key := filepath.Clean(path)
			if what, ok := taken[key]; ok {
				return nil, &usageError{msg: fmt.Sprintf("%s would write %s, which is %s", flag, path, what),
					hint: fmt.Sprintf("give each file its own name; %s stands for each workbook's name", namePattern)}
			}
			taken[key] = fmt.Sprintf("the %s file of %s", f.Name, p)
			targets[i] = append(targets[i], exportTarget{format: f, path: path})
		}
	}
	return targets, nil
}

// renderExports writes the exports a job asks for, each to a temporary file
// beside its target (streamed: a large web page is not held in memory while
// the workbook is saved), from the scored event. It returns them, and the
// problems: the warnings of what a format cannot hold exactly, and an error
// for a format the kind does not write or a file that cannot be written.
// With an error, nothing is left behind.
func (j *job) renderExports(kind xlsx.Kind, scored xlsx.Scored) ([]exportFile, []problem.Problem) {
	var funcs map[string]xlsx.Export
	if e, ok := scored.(xlsx.Exporter); ok {
		funcs = e.Exports()
	}
	var files []exportFile
	var probs []problem.Problem
	for _, t := range j.exports {
		write := funcs[t.format.Name]
		if write == nil {
			probs = append(probs, problem.Problem{}.
				Says("this %s workbook cannot be written as %s (--%s)", kind.Noun(), strings.ToUpper(t.format.Name), t.format.Name).
				Hinting("leave out --%s for this workbook", t.format.Name))
			continue
		}
		var made bool // the content was made; an error after it is the file system's
		// The temporary files of a run killed outright are cleared once
		// they are surely not another run's.
		pattern := "." + filepath.Base(t.path) + ".scorebook-*"
		durable.RemoveStale(filepath.Dir(t.path), pattern, durable.StaleAge)
		prepared := ""
		p, err := durable.Prepare(t.path, durable.Options{Pattern: pattern, Started: func(tmp string) { prepared = tmp; pendingExports.Store(tmp, true) }},
			func(w io.Writer) error {
				bw := bufio.NewWriterSize(w, 1<<16)
				warns, err := write(bw)
				probs = append(probs, warns...)
				if err != nil {
					return err
				}
				made = true
				return bw.Flush()
			})
		if err != nil && prepared != "" {
			pendingExports.Delete(prepared) // Prepare has removed it
		}
		switch {
		case err == nil:
			files = append(files, exportFile{path: t.path, pending: p})
		case !made && plainErr(err) == err: // not the file system's
			probs = append(probs, problem.Problem{}.Says("the %s file cannot be made: %v", t.format.Name, err))
		default:
			probs = append(probs, *problem.New("check the folder, and that you may write in it", "%s was not written: %v", t.path, plainErr(err)))
		}
	}
	if problem.HasErrors(probs) {
		discardExports(files)
		files = nil
	}
	return files, probs
}

// writeExports puts the written exports in place, each durably: a file is
// complete or not there (and an earlier one is left as it was). Every one
// is tried; each that fails is reported, and is as it was before the run.
func (j *job) writeExports(files []exportFile) error {
	var failed []string
	var first error
	for _, f := range files {
		err := f.pending.Commit()
		pendingExports.Delete(f.pending.Temp())
		if err != nil {
			failed = append(failed, f.path)
			if first == nil {
				first = plainErr(err)
			}
			continue
		}
		fmt.Fprintf(&j.summary, "  %s\n", j.log.language(j.path).F("wrote %s", f.path))
		j.exported = append(j.exported, f.path)
	}
	if len(failed) > 0 {
		return problem.New("check the folder, and that you may write in it; an earlier copy of each is as it was",
			"%s not written: %v", strings.Join(failed, ", "), first)
	}
	return nil
}
