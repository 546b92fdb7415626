// Package lang is the language scorebook writes in: the words members read
// on results sheets and the web page, the messages a director reads, and
// numbers and dates as each country writes them.
//
// Each language is one file, words/XX.tsv: a line per English word or
// message as the code spells it (a format such as "Board %d" keeps its
// verbs, which a translation may reorder as "%[2]s … %[1]d"), a tab, the
// word the country's federation uses on its own results pages, a tab, and
// the source of the word (words/SOURCES.md). English needs no file: a word
// is its own English.
package lang

import (
	"bufio"
	"bytes"
	"embed"
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Lang is a language scorebook writes results and messages in.
type Lang int

// The languages, English (the default) first.
const (
	English Lang = iota
	Dutch
	French
	German
	Greek
	Polish
	Norwegian
)

// All are the languages, English first.
var All = []Lang{English, Dutch, French, German, Greek, Polish, Norwegian}

// info is what a language is called and how it writes numbers and dates.
type info struct {
	code    string // ISO 639-1, the web page's lang and the words file's name
	english string // its name in English, which the Language setting also takes
	own     string // its name in itself
	lcid    int    // Windows' locale id, for the workbook's date formats
	// percentSep is what stands between a number and its % sign (CLDR's
	// percent pattern): nothing, a no-break space or a narrow one.
	percentSep string
	// dayDot: the day is written "2." (German, Norwegian).
	dayDot bool
	months [12]string // as they follow a day: genitive where the language has one
}

var infos = [...]info{
	English:   {code: "en", english: "English", own: "English", lcid: 0x809},
	Dutch:     {code: "nl", english: "Dutch", own: "Nederlands", lcid: 0x413, months: [12]string{"januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"}},
	French:    {code: "fr", english: "French", own: "Français", lcid: 0x40C, percentSep: "\u202f", months: [12]string{"janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"}},
	German:    {code: "de", english: "German", own: "Deutsch", lcid: 0x407, percentSep: "\u00a0", dayDot: true, months: [12]string{"Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"}},
	Greek:     {code: "el", english: "Greek", own: "Ελληνικά", lcid: 0x408, months: [12]string{"Ιανουαρίου", "Φεβρουαρίου", "Μαρτίου", "Απριλίου", "Μαΐου", "Ιουνίου", "Ιουλίου", "Αυγούστου", "Σεπτεμβρίου", "Οκτωβρίου", "Νοεμβρίου", "Δεκεμβρίου"}},
	Polish:    {code: "pl", english: "Polish", own: "Polski", lcid: 0x415, months: [12]string{"stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września", "października", "listopada", "grudnia"}},
	Norwegian: {code: "nb", english: "Norwegian", own: "Norsk bokmål", lcid: 0x414, percentSep: "\u00a0", dayDot: true, months: [12]string{"januar", "februar", "mars", "april", "mai", "juni", "juli", "august", "september", "oktober", "november", "desember"}},
}

// Code is the language's ISO 639-1 code: "nl".
func (l Lang) Code() string { return l.info().code }

// String is the language's name in English: "Dutch".
func (l Lang) String() string { return l.info().english }

// Own is the language's name in itself: "Nederlands".
func (l Lang) Own() string { return l.info().own }

func (l Lang) info() info {
	if l < 0 || int(l) >= len(infos) {
		return infos[English]
	}
	return infos[l]
}

// Parse reads a language as a director types it: its code ("nl", also a
// region's "nl-BE", and "no" or "nn" for Norwegian), its English name or
// its own ("Dutch", "Nederlands", "Français", "francais"), in any case.
func Parse(s string) (Lang, bool) {
	key := fold(s)
	if i := strings.IndexAny(key, "-_"); i > 0 && i <= 3 {
		key = key[:i] // nl-be, pt_BR
	}
	switch key {
	case "no", "nn", "norsk":
		return Norwegian, true
	case "ellinika":
		return Greek, true
	}
	for _, l := range All {
		in := l.info()
		if key == in.code || key == fold(in.english) || key == fold(in.own) {
			return l, true
		}
	}
	return English, false
}

// Names lists the languages as the Language setting takes them, for a
// hint: "English, Dutch (nl), French (fr), …".
func Names() string {
	var b strings.Builder
	for i, l := range All {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%s (%s)", l, l.Code())
	}
	return b.String()
}

// OwnNames lists the languages each by its own name, as a template in a
// language offers them: "English (en), Nederlands (nl), Français (fr), …".
func OwnNames() string {
	var b strings.Builder
	for i, l := range All {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%s (%s)", l.Own(), l.Code())
	}
	return b.String()
}

// fold is a name without case, accents or the spaces around it.
func fold(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(strings.TrimSpace(s)) {
		if !unicode.Is(unicode.Mn, r) {
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// T is the word or message in the language: english itself in English, or
// when the language's file lacks it (a test keeps every file complete).
//
// A key may end with its sense in guillemets, for a word whose English is
// one word of two meanings ("None «setting»": no awards, where "None" is
// nobody's vulnerability): in English the sense is left out.
func (l Lang) T(english string) string {
	if l == English {
		return Plain(english)
	}
	if w, ok := catalogue()[l][english]; ok {
		return w
	}
	return Plain(english)
}

// Plain is a key without its sense: "None «setting»" is "None".
func Plain(key string) string {
	if strings.HasSuffix(key, "»") {
		if i := strings.LastIndex(key, " «"); i >= 0 {
			return key[:i]
		}
	}
	return key
}

// Has reports whether the language's file has a word for english (English
// has every word).
func (l Lang) Has(english string) bool {
	if l == English {
		return true
	}
	_, ok := catalogue()[l][english]
	return ok
}

// Translations are a word in every language but English, as the
// catalogues have it, each once and none the English itself (case
// aside): the spellings a reader finds it by in a
// workbook written in a language (scorebook new --lang nl).
func Translations(english string) []string {
	var out []string
	for _, l := range All[1:] {
		if !l.Has(english) {
			continue
		}
		w := l.T(english)
		same := func(a, b string) bool { return strings.EqualFold(strings.TrimSpace(a), strings.TrimSpace(b)) }
		dup := same(w, english)
		for _, o := range out {
			dup = dup || same(o, w)
		}
		if !dup {
			out = append(out, w)
		}
	}
	return out
}

// Word is a word put into a message (a direction, a method's name), which
// is translated with the message it is in.
type Word string

// Keyed is a word written elsewhere, as a word of a message: a column's
// header or a setting's name, marked with Key where it is written
// (Speler 1 for Player 1 in Dutch). format is that English, a catalogue
// key.
func Keyed(format string) Word { return Word(format) }

// F is a message in the language: its format translated, then formatted
// with the arguments, each Word among them translated too.
func (l Lang) F(format string, args ...any) string {
	copied := false
	for i, a := range args {
		if w, ok := a.(Word); ok {
			if !copied {
				args, copied = append([]any(nil), args...), true // the caller's slice stays as it was
			}
			args[i] = l.T(string(w))
		}
	}
	if len(args) == 0 {
		return l.T(format)
	}
	return fmt.Sprintf(l.T(format), args...)
}

// Decimal is a number with the given places, as the language writes it:
// 60.75 in English, 60,75 elsewhere (scores carry no thousands separator,
// as results pages print them: 1430).
func (l Lang) Decimal(x float64, places int) string {
	s := strconv.FormatFloat(x, 'f', places, 64)
	if l != English {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}

// Percent is a fraction as a percentage with the given places: 60.75% in
// English, 60,75% in Dutch, 60,75 % in German (CLDR's percent patterns).
func (l Lang) Percent(frac float64, places int) string {
	return l.Decimal(frac*100, places) + l.info().percentSep + "%"
}

// Date is a date as the language writes it in running text: 2026-12-02 in
// English (as scorebook always has), 2 december 2026 in Dutch, 2. Dezember
// 2026 in German, 1er décembre 2026 in French, 2 grudnia 2026 in Polish.
func (l Lang) Date(t time.Time) string {
	in := l.info()
	if l == English {
		return t.Format("2006-01-02")
	}
	day := strconv.Itoa(t.Day())
	switch {
	case in.dayDot:
		day += "."
	case l == French && t.Day() == 1:
		day = "1er"
	}
	return day + " " + in.months[t.Month()-1] + " " + strconv.Itoa(t.Year())
}

// DateFormat is the workbook's number format for a date cell: yyyy-mm-dd in
// English, else the language's day, month name and year with its locale id
// ("[$-413]d mmmm yyyy"), so that Excel and LibreOffice show the month in
// the language whatever the computer's own.
func (l Lang) DateFormat() string {
	in := l.info()
	if l == English {
		return "yyyy-mm-dd"
	}
	day := "d"
	if in.dayDot {
		day = `d\.`
	}
	return fmt.Sprintf("[$-%X]%s mmmm yyyy", in.lcid, day)
}

//go:embed words/*.tsv
var files embed.FS

var loaded map[Lang]map[string]string

// catalogue is every language's words, read from their files once.
func catalogue() map[Lang]map[string]string {
	if loaded == nil {
		c, err := load()
		if err != nil {
			panic(err) // the files are part of the program; a test reads them
		}
		loaded = c
	}
	return loaded
}

// Entry is one line of a language's file.
type Entry struct {
	English, Word, Source string
	Line                  int
}

// Entries are the lines of a language's file, in order.
func Entries(l Lang) ([]Entry, error) {
	data, err := files.ReadFile("words/" + l.Code() + ".tsv")
	if err != nil {
		return nil, err
	}
	return parse(l.Code()+".tsv", data)
}

func parse(name string, data []byte) ([]Entry, error) {
	var out []Entry
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimRight(sc.Text(), "\r")
		if line == "" || strings.HasPrefix(line, "#") || n == 1 && strings.HasPrefix(line, "english\t") {
			continue // a blank line, a comment, the header line
		}
		f := strings.Split(line, "\t")
		if len(f) < 2 || f[0] == "" || f[1] == "" {
			return nil, fmt.Errorf("%s line %d: want english, a tab, the word (and a tab and its source)", name, n)
		}
		e := Entry{English: f[0], Word: f[1], Line: n}
		if len(f) > 2 {
			e.Source = f[2]
		}
		out = append(out, e)
	}
	return out, sc.Err()
}

func load() (map[Lang]map[string]string, error) {
	c := map[Lang]map[string]string{}
	for _, l := range All[1:] {
		es, err := Entries(l)
		if err != nil {
			return nil, err
		}
		m := make(map[string]string, len(es))
		for _, e := range es {
			if _, dup := m[e.English]; dup {
				return nil, fmt.Errorf("%s.tsv line %d: %q is there twice", l.Code(), e.Line, e.English)
			}
			m[e.English] = e.Word
		}
		c[l] = m
	}
	return c, nil
}

// Key marks a word the code names before it knows the language (a sheet's
// name in a table of outputs, a column's header), for the catalogues' test
// to find; it returns the word unchanged.
func Key(english string) string { return english }
