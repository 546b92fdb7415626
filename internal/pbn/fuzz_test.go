package pbn

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

// FuzzParse checks that any input is written back unchanged, that reading
// sections, tables and inherited values never panics, and that a tag set on a
// file without mistakes is read back with its value.
func FuzzParse(f *testing.F) {
	for _, name := range []string{"standard.pbn", "magic.pbn"} {
		data, err := os.ReadFile("testdata/" + name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data, "NS 420")
	}
	f.Add([]byte("[A \"1\"]\n\n[B\n\"2\"] {x\n\ny} ; z\n%q\n"), `a"b\`)
	f.Fuzz(func(t *testing.T, data []byte, value string) {
		file, err := Parse(data)
		if got := file.Bytes(); !bytes.Equal(got, data) {
			t.Fatalf("written back differs:\n%q\nwant\n%q", got, data)
		}
		for _, g := range file.Games {
			if len(g.Tags) == 0 {
				t.Fatal("a game without tags")
			}
			for _, tag := range g.Tags {
				tag.Section()
				tag.Table() //nolint:errcheck // only that it does not panic
			}
		}
		file.Resolve()
		if err != nil {
			return
		}
		for _, g := range file.Games {
			g.Set("Zz", value)
		}
		again, err := Parse(file.Bytes())
		if err != nil {
			t.Fatalf("the file with Zz set does not read: %v\n%q", err, file.Bytes())
		}
		if len(again.Games) != len(file.Games) {
			t.Fatalf("games: %d, then %d", len(file.Games), len(again.Games))
		}
		want := Unquote(strings.TrimSuffix(strings.TrimPrefix(Quote(value), `"`), `"`))
		for i, g := range again.Games {
			if v, _ := g.Get("Zz"); v != want {
				t.Fatalf("game %d: Zz = %q, want %q", i, v, want)
			}
		}
	})
}

func FuzzQuote(f *testing.F) {
	for _, s := range []string{"", `a"b`, `a\`, `\\"`, `x\2R`, "tab\there"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		q := Quote(s)
		end, ok := stringEnd([]byte(q), 0)
		if !ok || end != len(q) {
			t.Fatalf("Quote(%q) = %s is not one string token", s, q)
		}
		if strings.ContainsAny(s, "\x00\x01\x02\x03\x04\x05\x06\x07\x08\t\n\v\f\r\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f\x7f") {
			return
		}
		if got := Unquote(q[1 : len(q)-1]); got != s {
			t.Fatalf("Unquote(Quote(%q)) = %q", s, got)
		}
	})
}
