package words

import (
	"os"
	"regexp"
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

// placeholder is a slot the code fills in: {n}, {date}, {pair side}.
var placeholder = regexp.MustCompile(`\{[a-z0-9 ]+\}`)

// englishKeys are the lines of en.txt that are not blank or comments.
func englishKeys(t *testing.T) []string {
	t.Helper()
	b, err := os.ReadFile("en.txt")
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	for _, l := range strings.Split(string(b), "\n") {
		if strings.TrimSpace(l) == "" || strings.HasPrefix(l, "#") {
			continue
		}
		keys = append(keys, l)
	}
	return keys
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
			continue // a comment: the rows of an area below it
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

func TestEnglishKeysAreUnique(t *testing.T) {
	keys := englishKeys(t)
	if len(keys) == 0 {
		t.Fatal("en.txt has no keys")
	}
	seen := map[string]bool{}
	for _, k := range keys {
		if seen[k] {
			t.Errorf("en.txt: %q is given twice", k)
		}
		seen[k] = true
	}
}

// TestListsHaveTheEnglishKeys checks that every list has a row for each
// key of en.txt, and no other row.
func TestListsHaveTheEnglishKeys(t *testing.T) {
	keys := englishKeys(t)
	for _, lang := range langs {
		rows := readList(t, lang)
		want := map[string]bool{}
		for _, k := range keys {
			want[k] = true
			if _, ok := rows[k]; !ok {
				t.Errorf("%s.tsv has no row for %q", lang, k)
			}
		}
		for k := range rows {
			if !want[k] {
				t.Errorf("%s.tsv has %q, which en.txt has not", lang, k)
			}
		}
	}
}

// TestWordsKeepThePlaceholders checks that a word keeps every slot of its
// English key, so that the catalogue can fill it in whatever the order.
func TestWordsKeepThePlaceholders(t *testing.T) {
	for _, lang := range langs {
		for k, r := range readList(t, lang) {
			for _, p := range placeholder.FindAllString(k, -1) {
				if !strings.Contains(r.word, p) {
					t.Errorf("%s.tsv: %q is %q, without %s", lang, k, r.word, p)
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
