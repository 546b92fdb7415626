package xlsx

import (
	"archive/zip"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/durable"
	"github.com/scorebook/scorebook/xlsx/internal/guard"
	"github.com/xuri/excelize/v2"
)

// SaveOptions are the options for Save.
type SaveOptions struct {
	// Out is where to write; empty means the workbook itself.
	Out string
	// Backup keeps the previous version beside the workbook as
	// NAME.bak.xlsx before replacing it.
	Backup bool
	// Writer, when set, wraps the temporary file (tests inject faults here).
	Writer func(io.Writer) io.Writer
}

// CheckOut reports whether Save may write to out, a file other than the
// workbook: it refuses a file open in Excel or LibreOffice, and a file that
// is not an earlier scored copy of the workbook at source, untouched since.
// Save checks it again; the command checks it before reading the workbook,
// so that a refusal comes at once.
func CheckOut(source, out string) error {
	if same, _ := sameFile(out, source); same {
		return nil
	}
	if err := guard.CheckLock(out); err != nil {
		return err
	}
	if _, err := os.Stat(out); err == nil && guard.CopyOf(out) != filepath.Base(source) {
		return problem.New("choose another name for --out, or delete that file first",
			"%s already exists and is not a scored copy of %s; it was not replaced", filepath.Base(out), filepath.Base(source))
	}
	return nil
}

// Save writes the workbook durably (internal/durable: a temporary file in
// the target's folder, renamed over the target), so that a crash or a full
// disk leaves the old file whole. Saving in place refuses a workbook that
// changed on disk since it was opened.
func (b *Book) Save(opt SaveOptions) (err error) {
	target := b.Path
	if opt.Out != "" {
		target = opt.Out
		if same, _ := sameFile(target, b.Path); same {
			opt.Out = ""
		} else if err := CheckOut(b.Path, target); err != nil {
			return err
		}
	}
	if opt.Out == "" {
		// Opened read-only, or opened in Excel since: never replaced while
		// another program has it open.
		if err := guard.CheckLock(b.Path); err != nil {
			return err
		}
	}
	// A link is followed: the file it points to is replaced, and the link
	// stays a link.
	if real, err := filepath.EvalSymlinks(target); err == nil {
		target = real
	}
	if info, err := os.Stat(target); err == nil && info.Mode().Perm()&0o200 == 0 {
		return problem.New("make the file writable (in its properties) if it should be scored again, or use --out",
			"%s is read-only; it was not changed", filepath.Base(target))
	}
	// A copy records what it is a copy of; a workbook scored in place is
	// the director's own, whatever it was before.
	source := ""
	if opt.Out != "" {
		source = b.Path
	}
	if err := b.markCopyOf(source); err != nil {
		return err
	}
	dir := filepath.Dir(target)
	ext := filepath.Ext(target)
	pattern := "." + strings.TrimSuffix(filepath.Base(target), ext) + ".scorebook-*" + ext
	durable.RemoveStale(dir, pattern, durable.StaleAge)
	// The new file opens for whoever could open the old one; a copy for
	// whoever could open the workbook.
	var mode os.FileMode
	if _, serr := os.Stat(target); serr != nil && opt.Out != "" {
		mode = b.info.Mode().Perm()
	}
	// excelize re-encodes the theme it read when the file was opened; the
	// tool never changes it, so let the original part be written as it was.
	b.f.Theme = nil
	views, worksheets := b.views()
	var streamed map[string]func() (io.ReadCloser, error)
	if b.password == "" {
		src, parts, done := b.streamedParts()
		defer done()
		if src != nil {
			streamed = parts
		}
	}
	zipTo := func(w io.Writer) excelize.ZipWriter {
		zw := guard.NewZipWriter(w) // compress on every core
		z := &guard.Zip{ZipWriter: zw, Workbook: b.workbook, Styles: b.stylesIn, Strings: b.strings, Views: views, Worksheets: worksheets, Streamed: streamed}
		if b.calcChain != nil && !b.calcChainEdited {
			z.Originals = map[string][]byte{calcChainPart: b.calcChain}
		}
		return z
	}
	defer b.saving.Store("")
	err = durable.Write(target, durable.Options{
		Mode:    mode,
		Pattern: pattern,
		Started: func(tmp string) { b.saving.Store(tmp) },
		Wrap:    opt.Writer,
		BeforeRename: func() error {
			if opt.Out == "" && b.changedOnDisk() {
				return problem.New("open the new version, check it, and run scorebook again",
					"%s was changed on disk while scorebook was scoring it; it was not overwritten", filepath.Base(b.Path))
			}
			if opt.Backup {
				if _, serr := os.Stat(target); serr == nil {
					if err := durable.Copy(target, BackupName(target)); err != nil {
						return diskError(BackupName(target), err)
					}
				}
			}
			return nil
		},
	}, func(w io.Writer) error {
		if b.password != "" {
			// excelize encrypts the whole file, which it builds in memory.
			b.f.ZipWriter = zipTo
			_, err := b.f.WriteTo(w)
			return err
		}
		// excelize builds the whole file in memory, then copies it: let it
		// write the parts straight into the file instead, through the zip
		// writer it asks for, and give it nothing to copy. (Its memory
		// buffer would be needed again only to mark parts over 4 GB, which
		// no workbook scorebook opens has.)
		b.f.ZipWriter = func(io.Writer) excelize.ZipWriter { return zipTo(w) }
		_, err := b.f.WriteTo(io.Discard)
		return err
	})
	var p *problem.Problem
	var pe *os.PathError
	switch {
	case err == nil:
		return nil
	case errors.As(err, &p):
		return err
	case errors.As(err, &pe) && pe.Op == "createtemp":
		return problem.New("check that the folder exists and that you may write in it", "cannot write in %s: %v", dir, guard.PlainErr(err))
	}
	return diskError(target, err)
}

// streamedParts are the worksheets excelize keeps in temporary files
// (those over guard.StreamedPart) and has neither read nor changed — the
// director's large sheets, Results of a national simultaneous — each to be
// copied from the workbook's file as a stream when the save reaches it.
// excelize would read each back whole from its temporary file (and keep it),
// which made the save's peak of memory; it is given an empty part instead,
// which the save's zip writer discards (guard.Zip.Streamed). done closes
// the workbook's file and gives excelize its parts back. src is nil when
// the workbook's file cannot be read as it was opened: then excelize copies
// the parts as before.
func (b *Book) streamedParts() (src *zip.ReadCloser, parts map[string]func() (io.ReadCloser, error), done func()) {
	src, err := zip.OpenReader(b.Path)
	if err != nil || b.changedOnDisk() {
		if src != nil {
			src.Close()
		}
		return nil, nil, func() {}
	}
	// The tool's sheets are rewritten, whatever excelize's maps say of them
	// (a flushed stream writer drops its sheet from them): excelize writes
	// each from its stream, and a large one it would also copy again from
	// its temporary file, a second part of the same name after the new
	// (reading it back whole). An empty part in its place stops that copy;
	// the stream is written as before.
	var placeholders []string
	tool := map[string]bool{}
	for _, p := range b.toolParts {
		tool[p] = true
	}
	parts = map[string]func() (io.ReadCloser, error){}
	for _, zf := range src.File {
		name := strings.ReplaceAll(zf.Name, "\\", "/")
		if !strings.HasPrefix(strings.ToLower(name), "xl/worksheets/sheet") || zf.FileInfo().IsDir() ||
			zf.FileInfo().Size() <= guard.StreamedPart {
			continue
		}
		if tool[name] {
			_, read := b.f.Sheet.Load(name)
			if _, ok := b.f.Pkg.Load(name); !ok && !read {
				b.f.Pkg.Store(name, []byte{})
				placeholders = append(placeholders, name)
			}
			continue
		}
		if _, ok := b.f.Sheet.Load(name); ok {
			continue // read or rewritten: excelize writes it
		}
		if _, ok := b.f.Pkg.Load(name); ok {
			continue
		}
		b.f.Pkg.Store(name, []byte{})
		parts[name] = zf.Open
	}
	return src, parts, func() {
		for name := range parts {
			b.f.Pkg.Delete(name)
		}
		for _, name := range placeholders {
			b.f.Pkg.Delete(name)
		}
		src.Close()
	}
}

// BackupName is NAME.bak.xlsx beside NAME.xlsx: where --backup keeps the
// previous version.
func BackupName(p string) string {
	ext := filepath.Ext(p)
	return strings.TrimSuffix(p, ext) + ".bak" + ext
}

func sameFile(a, b string) (bool, error) {
	ia, err := os.Stat(a)
	if err != nil {
		return false, err
	}
	ib, err := os.Stat(b)
	if err != nil {
		return false, err
	}
	return os.SameFile(ia, ib), nil
}

// diskError explains a failure to write a file, which is left as it was.
func diskError(target string, err error) error {
	var hint string
	switch {
	case guard.InUse(err):
		return problem.New(guard.HintInUse, "could not save %s, which is unchanged: another program has it open", filepath.Base(target))
	case errors.Is(err, syscall.ENOSPC):
		hint = "free some space on the disk, then run scorebook again"
	case errors.Is(err, os.ErrPermission):
		hint = guard.HintDenied()
	}
	return problem.New(hint, "could not save %s, which is unchanged: %v", filepath.Base(target), guard.PlainErr(err))
}
