package guard

import (
	"bytes"
	"github.com/scorebook/scorebook/engine/problem"
	"os"
	"path/filepath"
	"strings"
	"unicode"
)

// lockFiles are the names under which Excel and LibreOffice mark a workbook
// as open: Excel writes "~$" before the name (replacing its first two
// characters when the name is long), LibreOffice ".~lock.NAME#". The
// shortened name is not taken for this workbook's lock when a workbook of
// that name is beside it: ~$Tuesday.xlsx is then Tuesday.xlsx's, not
// A-Tuesday.xlsx's.
func lockFiles(path string) (excel []string, libre string) {
	dir, base := filepath.Split(path)
	excel = []string{filepath.Join(dir, "~$"+base)}
	if r := []rune(base); len(r) > 2 {
		if _, err := os.Stat(filepath.Join(dir, string(r[2:]))); err != nil {
			excel = append(excel, filepath.Join(dir, "~$"+string(r[2:])))
		}
	}
	return excel, filepath.Join(dir, ".~lock."+base+"#")
}

// CheckLock refuses a workbook that Excel or LibreOffice has open, naming who
// holds it.
func CheckLock(path string) error {
	excel, libre := lockFiles(path)
	name := filepath.Base(path)
	for _, lf := range excel {
		if data, err := os.ReadFile(lf); err == nil {
			p := problem.Problem{}.Says("%s is open in Excel by %s", name, excelOwner(data)).
				Hinting("close it there (or, if nobody has it open, delete %s), then run scorebook again", filepath.Base(lf))
			return &p
		}
	}
	if data, err := os.ReadFile(libre); err == nil {
		p := problem.Problem{}.Says("%s is open in LibreOffice by %s", name, libreOwner(data)).
			Hinting("close it there (or, if nobody has it open, delete %s), then run scorebook again", filepath.Base(libre))
		return &p
	}
	return nil
}

// excelOwner reads the user name from Excel's owner file: a length byte and
// that many characters, then (at offset 54) the name again in UTF-16.
func excelOwner(data []byte) string {
	if len(data) > 1 {
		n := int(data[0])
		if n > 0 && 1+n <= len(data) && n <= 53 {
			if s := cleanName(string(data[1 : 1+n])); s != "" {
				return s
			}
		}
	}
	if len(data) > 57 {
		var r []rune
		for i := 56; i+1 < len(data); i += 2 {
			c := rune(data[i]) | rune(data[i+1])<<8
			if c == 0 {
				break
			}
			r = append(r, c)
		}
		if s := cleanName(string(r)); s != "" {
			return s
		}
	}
	return "another user"
}

// libreOwner reads LibreOffice's lock file: "Name,user,host,date,url;".
func libreOwner(data []byte) string {
	fields := strings.Split(string(bytes.TrimRight(data, ";\r\n")), ",")
	for _, f := range fields[:min(2, len(fields))] {
		if s := cleanName(f); s != "" {
			return s
		}
	}
	return "another user"
}

func cleanName(s string) string {
	s = strings.Map(func(r rune) rune {
		if unicode.IsPrint(r) {
			return r
		}
		return -1
	}, s)
	return strings.TrimSpace(s)
}
