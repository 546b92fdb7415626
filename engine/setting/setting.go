// Package setting reads a settings sheet (Event, Grading): two columns,
// Setting and Value, one row per setting. Every engine reads its own
// settings with it, so that they are all read one way: one rule for matching
// a setting's name or a choice (Match: its spellings by Key, then its words
// in every language), one check for a setting given twice, one warning for
// a setting the engine does not know.
//
// The workbook layer reads the rows; each engine's ParseSettings says what
// the values mean:
//
//	sh := setting.Sheet{Name: "Event", Known: [][]string{{"Title"}, {"Scoring"}}}
//	for _, v := range sh.Rows(values) {
//		switch v.Name { // the contract's spelling
//		case "Scoring":
//			…
//		}
//	}
//	return settings, sh.Problems()
package setting

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/lang"
)

// Value is one row of a settings sheet, as the workbook layer read it.
type Value struct {
	Name  string // the setting's name as typed
	Value string // the cell's raw value: a number as stored (a percentage cell holds 0.6), text as typed
	Line  int    // the sheet row, for problems
	// Date and DateErr are the value read as a date, or why it is not one:
	// a date cell holds a serial number, which only the workbook layer can
	// turn into a date. An engine looks at them for a setting that is a
	// date, and ignores them otherwise.
	Date    time.Time
	DateErr error
	// Typed is the name as typed, kept when Rows gives Name the
	// contract's spelling: a message names the setting as the director
	// wrote it, in the workbook's language.
	Typed string
}

// Key folds a setting's name, or one of its choices, for matching: lower
// case, without spaces, dashes, underscores or dots. "VP scale", "VP-Scale"
// and "vpscale" are one setting; "Cross IMPs" and "cross-imps" one choice.
func Key(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case unicode.IsSpace(r), r == '-', r == '_', r == '.':
			return -1
		}
		return unicode.ToLower(r)
	}, s)
}

// Sheet reads the rows of one settings sheet for one engine, and collects
// the problems found in them.
type Sheet struct {
	Name string // the sheet, "Event" or "Grading"
	// Known lists the settings the engine reads: each one's spellings, the
	// contract's first ({"As of", "As at"}).
	Known [][]string

	problems []problem.Problem
}

// Problems returns the problems found so far, in row order.
func (sh *Sheet) Problems() []problem.Problem {
	slices.SortStableFunc(sh.problems, func(a, b problem.Problem) int { return cmp.Compare(a.Row, b.Row) })
	return sh.problems
}

// canonical returns the contract's spelling of a known setting, found by
// any of its spellings in any language.
func (sh *Sheet) canonical(name string) (string, bool) {
	if i, ok := Match(name, sh.Known...); ok {
		return sh.Known[i][0], true
	}
	return "", false
}

// spellings are a setting's or a choice's spellings and its first
// spelling's words in every language (a template written in Dutch says
// Berekening for Scoring and Matchpunten for Matchpoints). The other
// spellings are not looked up: they are English's other ways of writing
// it (N for No, Event for End of event), whose words mean other things
// (N is North's letter).
func spellings(s []string) []string {
	return append(append([]string(nil), s...), lang.Translations(sensed(s[0]))...)
}

// senses are the settings' choices whose English word means something
// else elsewhere: a value of None is no scale at all, where the word is
// also nobody's vulnerability; a value of Table is a table of numbers (the
// Awards sheet's, the adjustment table's), where the word is also a bridge
// table. Each is its own catalogue key, its sense in guillemets.
var senses = map[string]string{
	"None":  lang.Key("None «setting»"),
	"Table": lang.Key("Table «setting»"),
}

// Sensed is a setting's name or choice as its catalogue key: the English,
// or for a word of two meanings the word with its sense ("None «setting»").
func Sensed(english string) string { return sensed(english) }

// sensed is a setting's name or choice as its catalogue key.
func sensed(english string) string {
	if k, ok := senses[english]; ok {
		return k
	}
	return english
}

// Say is a setting's name, one of its choices or its note in a language,
// as a template in the language writes it (Berekening for Scoring,
// Matchpunten for Matchpoints).
func Say(l lang.Lang, english string) string { return l.T(sensed(english)) }

// Rows returns the rows the engine is to act on, each named by the
// contract's spelling of its setting. A setting given twice is an error on
// its second row (the first is kept); a row whose value is empty is left
// out, keeping the default; an unknown setting with a value is a warning and
// is left out.
func (sh *Sheet) Rows(values []Value) []Value {
	var out []Value
	seen := map[string]int{}
	for _, v := range values {
		name, known := sh.canonical(v.Name)
		key := Key(name)
		if !known {
			key = Key(v.Name)
		}
		if first, dup := seen[key]; dup {
			sh.problems = append(sh.problems, problem.Problem{Sheet: sh.Name, Row: v.Line, Column: "Setting",
				Hint: "keep one of the two rows"}.
				Says("setting %q is given twice (also on row %d)", strings.TrimSpace(v.Name), first))
			continue
		}
		seen[key] = v.Line
		if strings.TrimSpace(v.Value) == "" {
			continue
		}
		if !known {
			sh.problems = append(sh.problems, problem.Problem{Sheet: sh.Name, Row: v.Line, Column: "Setting", Warning: true}.
				Says("unknown setting %q is ignored", strings.TrimSpace(v.Name)).
				Hinting("the settings are %s", said(sh.Known)))
			continue
		}
		v.Typed, v.Name = strings.TrimSpace(v.Name), name
		out = append(out, v)
	}
	return out
}

// Bad records an error on a row's value: p, a problem without a place,
// placed at the row's Value.
func (sh *Sheet) Bad(v Value, p problem.Problem) {
	sh.problems = append(sh.problems, p.At(sh.Name, v.Line, "Value"))
}

// Choose reads a value that is one of a list of choices, each given by its
// spellings, the contract's first. It returns the choice's position; when
// the value is none of them, it records an error and returns false.
func (sh *Sheet) Choose(v Value, choices ...[]string) (int, bool) {
	if i, ok := Match(v.Value, choices...); ok {
		return i, true
	}
	sh.Bad(v, problem.Problem{}.Says("%s %q is not one of %s", v.Name, strings.TrimSpace(v.Value), said(choices)).
		Hinting("write one of %s", said(choices)))
	return 0, false
}

// Match finds value among choices, each given by its spellings, by Key:
// a spelling or its word in any language.
func Match(value string, choices ...[]string) (int, bool) {
	k := Key(value)
	for i, c := range choices {
		for _, s := range c {
			if Key(s) == k {
				return i, true
			}
		}
	}
	for i, c := range choices {
		for _, s := range spellings(c) {
			if Key(s) == k {
				return i, true
			}
		}
	}
	return 0, false
}

// Is reports whether a setting's name as typed is the setting english, in
// any language ("Titel" is Title): for the workbook layer, which reads a
// few settings (Title, Date, Club) by name.
func Is(typed, english string) bool {
	_, ok := Match(typed, []string{english})
	return ok
}

// Listed is the first spelling of each, as a part of a message: each
// said in the message's language ("Europees, Amerikaans").
func Listed(choices [][]string) problem.Part { return said(choices) }

// said is the first spelling of each, as a part of a message: each said
// in the message's language ("Europees, Amerikaans").
func said(choices [][]string) problem.Part {
	if len(choices) == 0 {
		return problem.Part{}
	}
	args := make([]any, len(choices))
	for i, c := range choices {
		args[i] = lang.Keyed(sensed(c[0]))
	}
	return problem.Part{Format: strings.Repeat("%s, ", len(choices)-1) + "%s", Args: args}
}

// list names the first spelling of each: "European, American".
func list(spellings [][]string) string {
	names := make([]string, len(spellings))
	for i, s := range spellings {
		names[i] = s[0]
	}
	return strings.Join(names, ", ")
}

// Number reads a number stored as a number or typed as text (" 12 ", "−3"
// with a minus sign).
func Number(s string) (float64, bool) {
	t := strings.TrimSpace(strings.ReplaceAll(s, "\u2212", "-"))
	f, err := strconv.ParseFloat(t, 64)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
		return 0, false
	}
	return f, true
}

// Whole reads a whole number, stored or typed ("10", "10.0").
func Whole(s string) (int, bool) {
	f, ok := Number(s)
	if !ok || f != math.Trunc(f) || math.Abs(f) > 1e9 {
		return 0, false
	}
	return int(f), true
}

// Spec declares one setting of a settings sheet, once: the names it is
// read by, its default and choices (which the template's drop-down offers
// and the hints list), the note the template shows beside it, and how its
// value is read into an engine's settings S.
type Spec[S any] struct {
	// Names are the setting's spellings, the contract's first
	// ({"As of", "As at"}).
	Names []string
	// Default is the value the template shows; the engine's default
	// settings hold what it means.
	Default string
	// Note is the template's explanation, beside the value.
	Note string
	// NoteIn, when not nil, is the note in a language where it is not
	// Note's words said there (the Language setting's lists the
	// languages, each by its own name).
	NoteIn func(l lang.Lang) string
	// Choices are the values a setting of fixed choices takes, each by its
	// spellings, the contract's first. The template offers the first
	// spellings in a drop-down list.
	Choices [][]string
	// Pick sets the choice at that position (a setting with Choices: a
	// value that is none of them is reported, and the default kept).
	Pick func(s *S, choice int)
	// Read reads a free value (a setting without Choices, or one whose
	// Choices are only offered); the problem's Msg and Hint, when not nil,
	// report a bad value, which keeps the default.
	Read func(s *S, v Value) *problem.Problem
}

// Table is an engine's settings sheet: its name, its settings in the order
// the template lists them, and its defaults. It is the one place a setting
// is declared: the sheet is parsed, the template written and the hints
// worded from it.
type Table[S any] struct {
	Sheet    string
	Defaults func() S
	Specs    []Spec[S]
}

// Known lists every setting's spellings, the contract's first.
func (t Table[S]) Known() [][]string {
	known := make([][]string, len(t.Specs))
	for i, sp := range t.Specs {
		known[i] = sp.Names
	}
	return known
}

// Parse reads the sheet's rows into settings: the defaults, changed by each
// row naming a setting. A bad value is an error on its row and keeps the
// default, so that the rest of the workbook is still checked; a setting given
// twice is an error on its second row; an unknown setting is a warning.
// Settings the engine leaves to the workbook layer (Title, Date: neither
// Pick nor Read) are known and skipped.
func (t Table[S]) Parse(values []Value) (S, []problem.Problem) {
	s := t.Defaults()
	sh := Sheet{Name: t.Sheet, Known: t.Known()}
	for _, v := range sh.Rows(values) {
		for _, sp := range t.Specs {
			if sp.Names[0] != v.Name {
				continue
			}
			v.Name = v.Typed // the problems name it as the director wrote it
			switch {
			case sp.Read != nil:
				if p := sp.Read(&s, v); p != nil {
					q := *p
					q.Warning = false // a value that cannot be read is an error
					sh.Bad(v, q)
				}
			case sp.Pick != nil:
				if i, ok := sh.Choose(v, sp.Choices...); ok {
					sp.Pick(&s, i)
				}
			}
		}
	}
	return s, sh.Problems()
}

// ClubSpecs are the settings that name a bridge event to its federation in
// the files it is published in (USEBIO, PBN): the club, the club's number,
// the event's identifier and the charge code. Like Title and Date they are
// the workbook layer's to read (neither Pick nor Read): the engines do not
// score with them. Each kind of bridge event lists them after Date.
func ClubSpecs[S any]() []Spec[S] {
	return []Spec[S]{
		{Names: []string{lang.Key("Club")}, Note: lang.Key("the club's name, for the USEBIO and PBN files")},
		{Names: []string{lang.Key("Club ID")}, Note: lang.Key("the club's number at its federation (USEBIO CLUB_ID_NUMBER); type it as text to keep leading zeros")},
		{Names: []string{lang.Key("Event ID")}, Note: lang.Key("the federation's identifier of the event, when it gives one (USEBIO EVENT_IDENTIFIER)")},
		{Names: []string{lang.Key("Charge code")}, Note: lang.Key("the federation's charge rate for the session (USEBIO P2P_CHARGE_RATE)")},
	}
}

// languageNote is the Language setting's note, the languages for its verb.
var languageNote = lang.Key("the language of the results sheets, the web page and the messages: %s")

// LanguageSpec is the Language setting of every kind: the language members
// read the results in, and the director the messages (package lang), by
// its English name, its own or its code.
func LanguageSpec[S any](dst func(*S) *lang.Lang) Spec[S] {
	choices := make([][]string, len(lang.All))
	for i, l := range lang.All {
		choices[i] = []string{l.String(), l.Own(), l.Code()}
	}
	return Spec[S]{Names: []string{lang.Key("Language")}, Default: lang.English.String(),
		Note:    fmt.Sprintf(languageNote, lang.Names()),
		NoteIn:  func(l lang.Lang) string { return l.F(languageNote, lang.OwnNames()) },
		Choices: choices, Pick: func(s *S, i int) { *dst(s) = lang.All[i] }}
}

// NumberSpec is the spec of a setting that is a number from lo to hi,
// what naming it in the message ("handicap factor \"x\" is not a number
// from 0 to 10"), def its default.
func NumberSpec[S any](names []string, what lang.Word, def, note string, lo, hi float64, field func(*S) *float64) Spec[S] {
	return Spec[S]{Names: names, Default: def, Note: note,
		Read: func(s *S, v Value) *problem.Problem {
			n, ok := Number(v.Value)
			if !ok || n < lo || n > hi {
				p := problem.New("", "%s %q is not a number from %g to %g", what, strings.TrimSpace(v.Value), lo, hi).
					Hinting("write a number from %g to %g; the default is %s", lo, hi, def)
				return &p
			}
			*field(s) = n
			return nil
		}}
}

// WholeSpec is NumberSpec for a setting that is a whole number from lo to
// hi.
func WholeSpec[S any](names []string, what lang.Word, def, note string, lo, hi int, field func(*S) *int) Spec[S] {
	return Spec[S]{Names: names, Default: def, Note: note,
		Read: func(s *S, v Value) *problem.Problem {
			n, ok := Whole(v.Value)
			if !ok || n < lo || n > hi {
				p := problem.New("", "%s %q is not a whole number from %d to %d", what, strings.TrimSpace(v.Value), lo, hi).
					Hinting("write a whole number from %d to %d; the default is %s", lo, hi, def)
				return &p
			}
			*field(s) = n
			return nil
		}}
}

// Said is the setting's row of a template in a language: its name, its
// default (a choice's word where it is one), its note and the choices its
// drop-down offers, each as the template writes it.
func (sp Spec[S]) Said(l lang.Lang) (name, def, note string, offered []string) {
	name, note, def = Say(l, sp.Names[0]), Say(l, sp.Note), sp.Default
	offered = sp.Offered()
	for i, o := range offered {
		if o == sp.Default {
			def = Say(l, o)
		}
		offered[i] = Say(l, o)
	}
	switch {
	case sp.NoteIn != nil:
		note = sp.NoteIn(l)
	case len(sp.Choices) > 0 && sp.Note == list(sp.Choices):
		note = strings.Join(offered, ", ") // the note lists the choices
	}
	return name, def, note, offered
}

// Offered is a setting's choices as the template offers them: the first
// spelling of each.
func (sp Spec[S]) Offered() []string {
	out := make([]string, len(sp.Choices))
	for i, c := range sp.Choices {
		out[i] = c[0]
	}
	return out
}

// Names lists the first spelling of each choice, as a hint does:
// "European, American".
func Names(choices [][]string) string { return list(choices) }
