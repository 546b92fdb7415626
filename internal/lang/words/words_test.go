package words

import (
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// langs are the languages of the issue: Dutch, French, German, Greek,
// Polish and Norwegian Bokmål.
var langs = []string{"nl", "fr", "de", "el", "pl", "nb"}

// header is the first line of every list.
const header = "english\tword\tsource"

// unsourced marks a word no federation source was found for.
const unsourced = "unsourced"

// verb is a Go verb the code fills in: %d, %s, %q, %v, or one with an
// argument index (%[2]s) that lets a language reorder the arguments. %% is
// a literal percent sign, not a verb.
var verb = regexp.MustCompile(`%(\[[0-9]+\])?[dsqv]`)

// verbs are the verbs of s without their indexes, sorted: the kinds of
// argument s takes, whatever their order.
func verbs(s string) []string {
	s = strings.ReplaceAll(s, "%%", "")
	var vs []string
	for _, m := range verb.FindAllString(s, -1) {
		vs = append(vs, m[len(m)-1:])
	}
	sort.Strings(vs)
	return vs
}

type row struct{ word, source string }

// readList reads XX.tsv: the header, then english, word and source a line.
func readList(t *testing.T, lang string) map[string]row {
	t.Helper()
	b, err := os.ReadFile(lang + ".tsv")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	if lines[0] != header {
		t.Fatalf("%s.tsv: first line %q, want %q", lang, lines[0], header)
	}
	rows := map[string]row{}
	for i, l := range lines[1:] {
		if strings.HasPrefix(l, "#") {
			continue // a comment: the area whose rows follow
		}
		f := strings.Split(l, "\t")
		if len(f) != 3 {
			t.Errorf("%s.tsv line %d: %d fields, want 3: %q", lang, i+2, len(f), l)
			continue
		}
		if f[1] == "" || f[2] == "" {
			t.Errorf("%s.tsv line %d: empty word or source: %q", lang, i+2, l)
		}
		if _, dup := rows[f[0]]; dup {
			t.Errorf("%s.tsv line %d: %q is given twice", lang, i+2, f[0])
		}
		rows[f[0]] = row{f[1], f[2]}
	}
	return rows
}

// TestListsHaveKeys checks that every list has rows (readList reports a
// key given twice, a row without three fields, an empty word or source).
func TestListsHaveKeys(t *testing.T) {
	for _, lang := range langs {
		if len(readList(t, lang)) == 0 {
			t.Errorf("%s.tsv has no rows", lang)
		}
	}
}

// TestWordsKeepTheVerbs checks that a word takes the arguments of its
// English key: as many %d, %s, %q and %v, in any order (%[2]s), and that
// an indexed verb points at an argument the key has.
func TestWordsKeepTheVerbs(t *testing.T) {
	index := regexp.MustCompile(`%\[([0-9]+)\]`)
	for _, lang := range langs {
		for k, r := range readList(t, lang) {
			want, got := verbs(k), verbs(r.word)
			if strings.Join(want, " ") != strings.Join(got, " ") {
				t.Errorf("%s.tsv: %q is %q: verbs %v, want %v", lang, k, r.word, got, want)
			}
			for _, m := range index.FindAllStringSubmatch(r.word, -1) {
				if n, _ := strconv.Atoi(m[1]); n < 1 || n > len(want) {
					t.Errorf("%s.tsv: %q is %q: %s, but the key has %d arguments", lang, k, r.word, m[0], len(want))
				}
			}
		}
	}
}

// TestSourcesAreDescribed checks that every source a list cites is
// described in SOURCES.md (as `id` at the start of a table row).
func TestSourcesAreDescribed(t *testing.T) {
	b, err := os.ReadFile("SOURCES.md")
	if err != nil {
		t.Fatal(err)
	}
	described := map[string]bool{}
	for _, m := range regexp.MustCompile("(?m)^\\| `([a-z0-9-]+)` \\|").FindAllStringSubmatch(string(b), -1) {
		described[m[1]] = true
	}
	for _, lang := range langs {
		for k, r := range readList(t, lang) {
			if r.source != unsourced && !described[r.source] {
				t.Errorf("%s.tsv: %q cites %q, which SOURCES.md does not describe", lang, k, r.source)
			}
		}
	}
}
