package pbn

import (
	"bytes"
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"
)

func readFile(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func mustParse(t *testing.T, data []byte) *File {
	t.Helper()
	f, err := Parse(data)
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	return f
}

// A file read and written back is the same file, byte for byte, whatever its
// line ends, byte order mark or missing last line end.
func TestRoundTripUnchanged(t *testing.T) {
	for _, name := range []string{"standard.pbn", "magic.pbn"} {
		data := readFile(t, name)
		crlf := bytes.ReplaceAll(data, []byte("\n"), []byte("\r\n"))
		for _, v := range []struct {
			name string
			data []byte
		}{
			{"lf", data},
			{"crlf", crlf},
			{"bom", append([]byte("\xef\xbb\xbf"), crlf...)},
			{"no last eol", bytes.TrimRight(data, "\n")},
			{"blank lines around", append(append([]byte("\n\n"), data...), "\n  \n"...)},
		} {
			f := mustParse(t, v.data)
			if got := f.Bytes(); !bytes.Equal(got, v.data) {
				t.Errorf("%s %s: written back differs:\n%q\nwant\n%q", name, v.name, got, v.data)
			}
		}
	}
}

func TestStandardExample(t *testing.T) {
	f := mustParse(t, readFile(t, "standard.pbn"))
	if len(f.Games) != 1 {
		t.Fatalf("games = %d, want 1", len(f.Games))
	}
	g := f.Games[0]
	var names []string
	for _, tag := range g.Tags {
		names = append(names, tag.Name)
	}
	want := []string{"Event", "Site", "Date", "Board", "West", "North", "East", "South",
		"Dealer", "Vulnerable", "Deal", "Scoring", "Declarer", "Contract", "Result",
		"Auction", "Note", "Note", "Play", "Note"}
	if !reflect.DeepEqual(names, want) {
		t.Fatalf("tags = %v\nwant %v", names, want)
	}
	if v, _ := g.Get("Deal"); v != "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85" {
		t.Errorf("Deal = %q", v)
	}
	if v, _ := g.Get("Note"); v != "1:non-forcing 6-9 points, 6-card" {
		t.Errorf("first Note = %q", v)
	}
	if g.Tag("Play").Line != 37 {
		t.Errorf("Play on line %d, want 37", g.Tag("Play").Line)
	}
	// The brace comment after Result is not section data.
	if toks := g.Tag("Result").Section(); len(toks) != 0 {
		t.Errorf("Result section = %v, want none", toks)
	}
	var calls []string
	for _, tok := range g.Tag("Auction").Section() {
		calls = append(calls, tok.Text)
	}
	wantCalls := strings.Fields("1D 1S 3H =1= 4S 4NT =2= X Pass Pass 5C X 5H X Pass Pass Pass")
	if !reflect.DeepEqual(calls, wantCalls) {
		t.Errorf("auction = %v\nwant %v", calls, wantCalls)
	}
	play := g.Tag("Play").Section()
	if len(play) != 30 || play[0].Text != "SK" || play[29].Text != "*" {
		t.Errorf("play = %v", play)
	}
}

func TestMagicContestFile(t *testing.T) {
	f := mustParse(t, readFile(t, "magic.pbn"))
	if len(f.Games) != 2 {
		t.Fatalf("games = %d, want 2", len(f.Games))
	}
	if !strings.HasPrefix(f.Games[0].Lead, "% PBN 2.0\n% EXPORT\n") || !strings.HasSuffix(f.Games[0].Lead, "% \n") {
		t.Errorf("first game's lead = %q", f.Games[0].Lead)
	}
	if f.Games[1].Lead != "\n" {
		t.Errorf("second game's lead = %q, want the blank line", f.Games[1].Lead)
	}
	if f.Tail != "\n" {
		t.Errorf("tail = %q, want the last blank line", f.Tail)
	}
	g := f.Games[0]
	st, err := g.Tag("ScoreTable").Table()
	if err != nil {
		t.Fatal(err)
	}
	if len(st.Columns) != 14 || len(st.Rows) != 22 {
		t.Fatalf("ScoreTable: %d columns, %d rows; want 14 and 22", len(st.Columns), len(st.Rows))
	}
	if c := st.Columns[8]; c != (Column{Name: "Score_NS", Width: 6, Align: Right}) {
		t.Errorf("column 8 = %+v", c)
	}
	if c := st.Columns[4]; c != (Column{Name: "Contract", Width: 3, Align: Left}) {
		t.Errorf("column 4 = %+v", c)
	}
	if got, want := st.Rows[0], strings.Fields("8 1 8 37 5D E 10 D9 50 - 42.0 0.0 100 0"); !reflect.DeepEqual(got, want) {
		t.Errorf("row 0 = %q, want %q", got, want)
	}
	if got := st.Rows[21][8:10]; got[0] != "A+" || got[1] != "A+" {
		t.Errorf("artificial scores = %q", got)
	}
	if st.Value() != g.Tag("ScoreTable").Value {
		t.Errorf("columns written back as %q", st.Value())
	}

	// The optimum result table is written exactly as Magic Contest writes it.
	ort, err := g.Tag("OptimumResultTable").Table()
	if err != nil {
		t.Fatal(err)
	}
	if len(ort.Rows) != 20 {
		t.Fatalf("OptimumResultTable rows = %d", len(ort.Rows))
	}
	text := string(readFile(t, "magic.pbn"))
	start := strings.Index(text, "W  S  9\n")
	want := strings.Split(text[start:start+20*8-1], "\n")
	if got := ort.Lines(); !reflect.DeepEqual(got, want) {
		t.Errorf("rows written as\n%q\nwant\n%q", got, want)
	}
}

// Changing, adding and deleting tags changes those lines and nothing else.
func TestEdit(t *testing.T) {
	data := readFile(t, "magic.pbn")
	crlf := bytes.ReplaceAll(data, []byte("\n"), []byte("\r\n"))
	f := mustParse(t, crlf)
	g := f.Games[0]
	g.Set("OptimumScore", "NS -430")
	g.Set("Generator", `scorebook "dd"`)
	g.SetTable("OptimumResultTable", Table{
		Columns: []Column{{Name: "Declarer"}, {Name: "Denomination", Width: 2, Align: Right}, {Name: "Result", Width: 2, Align: Right}},
		Rows:    [][]string{{"N", "NT", "7"}, {"S", "C", "10"}},
	})
	f.Games[1].Delete("OptimumContract")
	f.Games[1].Delete("Annotator")

	want := string(crlf)
	want = strings.Replace(want, `[OptimumScore "NS -400"]`, `[OptimumScore "NS -430"]`, 1)
	i := strings.Index(want, "W  S  9\r\n")
	j := strings.Index(want, "\r\n\r\n[Event")
	want = want[:i] + "N NT  7\r\nS  C 10\r\n" + `[Generator "scorebook \"dd\""]` + want[j:]
	want = strings.Replace(want, "[OptimumContract \"5S W 11\"]\r\n", "", 1)
	want = strings.Replace(want, "[Annotator \"FFB - Christian BORDONNEAU\"]\r\n[Application \"Magic Contest France - Read more at www.brenning.se\"]\r\n[ScoreTable \"Table\\2R;Round\\2R;PairId_NS\\2R;PairId_EW\\2R;Contract\\3L;Declarer\\1R;Result\\2R;Lead\\3L;Score_NS\\6R;Score_EW\\6R;MP_NS\\4R;MP_EW\\4R;Percentage_NS\\3R;Percentage_EW\\3R\"]\r\n13  2",
		"[Application \"Magic Contest France - Read more at www.brenning.se\"]\r\n[ScoreTable \"Table\\2R;Round\\2R;PairId_NS\\2R;PairId_EW\\2R;Contract\\3L;Declarer\\1R;Result\\2R;Lead\\3L;Score_NS\\6R;Score_EW\\6R;MP_NS\\4R;MP_EW\\4R;Percentage_NS\\3R;Percentage_EW\\3R\"]\r\n13  2", 1)
	if got := string(f.Bytes()); got != want {
		t.Errorf("edited file:\n%s\nwant\n%s", got, want)
	}
	// Read again, the file has the new values.
	f2 := mustParse(t, f.Bytes())
	if v, _ := f2.Games[0].Get("Generator"); v != `scorebook "dd"` {
		t.Errorf("Generator read back as %q", v)
	}
}

// A tag added to the last game of a file without a final line end starts on
// a line of its own.
func TestAddAfterUnterminatedLastLine(t *testing.T) {
	f := mustParse(t, []byte(`[Board "1"]`+"\n"+`[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]`))
	f.Games[0].Set("OptimumScore", "NS 0")
	want := `[Board "1"]` + "\n" + `[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]` + "\n" + `[OptimumScore "NS 0"]` + "\n"
	if got := string(f.Bytes()); got != want {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

func TestNewFile(t *testing.T) {
	f := NewFile()
	for _, b := range []string{"1", "2"} {
		g := NewGame()
		g.Add("Board", b)
		g.Add("Deal", "N:"+b)
		f.Games = append(f.Games, g)
	}
	f.Games[0].Lead = "% PBN 2.1\r\n% EXPORT\r\n"
	want := "% PBN 2.1\r\n% EXPORT\r\n[Board \"1\"]\r\n[Deal \"N:1\"]\r\n\r\n[Board \"2\"]\r\n[Deal \"N:2\"]\r\n"
	if got := string(f.Bytes()); got != want {
		t.Errorf("got %q\nwant %q", got, want)
	}
	f2 := mustParse(t, []byte(want))
	if len(f2.Games) != 2 || !bytes.Equal(f2.Bytes(), []byte(want)) {
		t.Errorf("read back: %d games", len(f2.Games))
	}
}

func TestGames(t *testing.T) {
	tests := []struct {
		name  string
		in    string
		games [][]string // names of the tags of each game
	}{
		{"blank line separates", "[A \"1\"]\n\n[B \"2\"]\n", [][]string{{"A"}, {"B"}}},
		{"spaces and tabs make a semi-empty line", "[A \"1\"]\n \t \n[B \"2\"]\n", [][]string{{"A"}, {"B"}}},
		{"several blank lines", "\n\n[A \"1\"]\n\n\n\n[B \"2\"]\n\n", [][]string{{"A"}, {"B"}}},
		{"blank line inside a brace comment", "[A \"1\"]\n{ one\n\ntwo }\n[B \"2\"]\n", [][]string{{"A", "B"}}},
		{"two tags on a line", "[A \"1\"] [B \"2\"]\n", [][]string{{"A", "B"}}},
		{"tag pair over lines", "[A\n  \"1\"\n]\n[B \"2\"]", [][]string{{"A", "B"}}},
		{"escape line in the first column", "%[A \"1\"]\n[B \"2\"]\n", [][]string{{"B"}}},
		{"percent elsewhere is no escape", " %[A \"1\"]\n", [][]string{{"A"}}},
		{"semicolon comment hides a tag", "[A \"1\"] ; [B \"2\"]\n[C \"3\"]\n", [][]string{{"A", "C"}}},
		{"bracket in a quoted section element", "[T \"N\"]\n\"a [B \\\"x\\\"]\" 1\n", [][]string{{"T"}}},
		{"a header of escapes then a blank line joins the game", "% PBN 2.1\n\n[A \"1\"]\n", [][]string{{"A"}}},
		{"no tags", "% just a comment\n{ and another }\n", nil},
		{"crlf", "[A \"1\"]\r\n\r\n[B \"2\"]\r\n", [][]string{{"A"}, {"B"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := mustParse(t, []byte(tt.in))
			var got [][]string
			for _, g := range f.Games {
				var names []string
				for _, tag := range g.Tags {
					names = append(names, tag.Name)
				}
				got = append(got, names)
			}
			if !reflect.DeepEqual(got, tt.games) {
				t.Errorf("games = %v, want %v", got, tt.games)
			}
			if string(f.Bytes()) != tt.in {
				t.Errorf("written back as %q", f.Bytes())
			}
		})
	}
}

func TestValues(t *testing.T) {
	f := mustParse(t, []byte(`[Event "a \"quoted\" name"] [Site "back\\slash"] [T "Score\6R"] [E ""]`))
	g := f.Games[0]
	for name, want := range map[string]string{"Event": `a "quoted" name`, "Site": `back\slash`, "T": `Score\6R`, "E": ""} {
		if v, ok := g.Get(name); !ok || v != want {
			t.Errorf("%s = %q, %v; want %q", name, v, ok, want)
		}
	}
	if _, ok := g.Get("Missing"); ok {
		t.Error("Get of a missing tag reports it present")
	}
}

func TestSyntaxErrors(t *testing.T) {
	tests := []struct {
		name string
		in   string
		errs []Error
		tags []string // the tags still read
	}{
		{"tag not closed", "[Board \"1\"\n[Deal \"x\"]\n",
			[]Error{{1, "tag Board is not closed with ]", hintTag}}, []string{"Deal"}},
		{"value not closed", "[Board \"1]\n[Deal \"x\"]\n",
			[]Error{{1, "the value of tag Board is not closed with a double quote", hintTag}}, []string{"Deal"}},
		{"no value", "[Board 1]\n[Deal \"x\"]\n",
			[]Error{{1, "tag Board has no value in double quotes", hintTag}}, []string{"Deal"}},
		{"no name", "[ \"1\"]\n[Deal \"x\"]\n",
			[]Error{{1, "[ is not followed by a tag name", hintTag}}, []string{"Deal"}},
		{"two mistakes", "[Board \"1\"]\n[A 1]\n\n[Deal \"x\"]\n[B\n",
			[]Error{{2, "tag A has no value in double quotes", hintTag}, {5, "tag B has no value in double quotes", hintTag}}, []string{"Board", "Deal"}},
		{"comment not closed", "[Board \"1\"]\n{ open\n[Deal \"x\"]\n",
			[]Error{{2, "comment opened with { is not closed", "close the comment with }"}}, []string{"Board"}},
		{"section string not closed", "[Names \"x\"]\n\"Smith\n[Deal \"x\"]\n",
			[]Error{{2, "string is not closed", `close the string with " on the same line`}}, []string{"Names", "Deal"}},
		{"tag split by an empty line", "[Board\n\n\"1\"]\n[Deal \"x\"]\n",
			[]Error{{1, "tag Board is split by an empty line", hintTag}}, []string{"Deal"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := Parse([]byte(tt.in))
			var es Errors
			if !errors.As(err, &es) {
				t.Fatalf("error = %v, want Errors", err)
			}
			var got []Error
			for _, e := range es {
				got = append(got, *e)
			}
			if !reflect.DeepEqual(got, tt.errs) {
				t.Errorf("errors = %+v\nwant %+v", got, tt.errs)
			}
			var tags []string
			for _, g := range f.Games {
				for _, tag := range g.Tags {
					tags = append(tags, tag.Name)
				}
			}
			if !reflect.DeepEqual(tags, tt.tags) {
				t.Errorf("tags read = %v, want %v", tags, tt.tags)
			}
			if string(f.Bytes()) != tt.in {
				t.Errorf("written back as %q", f.Bytes())
			}
		})
	}
	es := Errors{{Line: 3, Msg: "a"}, {Line: 5, Msg: "b"}}
	if es.Error() != "line 3: a (and 1 more)" {
		t.Errorf("Errors.Error() = %q", es.Error())
	}
}

func TestQuote(t *testing.T) {
	tests := []struct{ in, quoted string }{
		{"", `""`},
		{"Smith, J.", `"Smith, J."`},
		{`say "hi"`, `"say \"hi\""`},
		{`Result\2R`, `"Result\2R"`},
		{`ends\`, `"ends\\"`},
		{`two\\`, `"two\\\\"`},
		{`\"`, `"\\\""`},
		{`a\\b`, `"a\\\b"`},
	}
	for _, tt := range tests {
		if got := Quote(tt.in); got != tt.quoted {
			t.Errorf("Quote(%q) = %s, want %s", tt.in, got, tt.quoted)
		}
		if got := Unquote(tt.quoted[1 : len(tt.quoted)-1]); got != tt.in {
			t.Errorf("Unquote(%s) = %q, want %q", tt.quoted, got, tt.in)
		}
	}
	// The strict spelling of the standard reads the same.
	if got := Unquote(`Result\\2R`); got != `Result\2R` {
		t.Errorf("Unquote of a doubled backslash = %q", got)
	}
}

func TestElement(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", "-"},
		{"420", "420"},
		{"A+", "A+"},
		{"^60", "^60"},
		{"Smith - Jones", `"Smith - Jones"`},
		{"Smith;Jones", `"Smith;Jones"`},
		{"Rémi", `"Rémi"`},
		{"100%", `"100%"`},
		{`a"b`, `"a\"b"`},
	}
	for _, tt := range tests {
		if got := Element(tt.in); got != tt.want {
			t.Errorf("Element(%q) = %s, want %s", tt.in, got, tt.want)
		}
	}
}

func TestResolve(t *testing.T) {
	in := `[Event "##Club night"] [Date "2024.01.05"] [Board "1"]

[Date "#"] [Board "2"] [Site "#"]

[Event "Final"] [Board "3"] [Note "1:a"] [Note "2:b"] [Board "99"]

[Board "4"] [Date "2024.01.06"]

[Date "#"] [Board "5"]
`
	f := mustParse(t, []byte(in))
	got := f.Resolve()
	want := []map[string]string{
		{"Event": "Club night", "Date": "2024.01.05", "Board": "1"},
		{"Event": "Club night", "Date": "2024.01.05", "Board": "2", "Site": ""},
		{"Event": "Final", "Board": "3"},
		{"Event": "Final", "Board": "4", "Date": "2024.01.06"},
		{"Event": "Final", "Board": "5", "Date": "2024.01.06"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Resolve =\n%v\nwant\n%v", got, want)
	}
}
