package grading

import (
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/problem"
)

// FuzzParseScore: no text makes the croquet score parser panic, and a score
// it reads has no negative points.
func FuzzParseScore(f *testing.F) {
	for _, s := range []string{"26-14", "17-12T", "26–3", " 26 : 0 ", "-26tp", "26-", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if w, l, ok := parseScore(s); ok && (w < 0 || l < 0) {
			t.Errorf("parseScore(%q) = %d, %d", s, w, l)
		}
	})
}

func TestParseScore(t *testing.T) {
	for s, want := range map[string][2]int{"26-14": {26, 14}, "17-12T": {17, 12}, "26 – 3": {26, 3}, "26:0": {26, 0}, "26−3": {26, 3}} {
		if w, l, ok := parseScore(s); !ok || w != want[0] || l != want[1] {
			t.Errorf("parseScore(%q) = %d, %d, %v", s, w, l, ok)
		}
	}
	for _, s := range []string{"", "26", "-26tp", "twenty-six"} {
		if _, _, ok := parseScore(s); ok {
			t.Errorf("parseScore(%q) reads", s)
		}
	}
}

// TestCheckScore: every form of Score is read or reported, never passed
// over: the points (26-14), the croquetrecords margin of the first-named
// player, here the Winner (+26tp understood, -26tp refused), a margin the
// spreadsheet made a number (17), a score it made a date (45742), and text
// that is none of these.
func TestCheckScore(t *testing.T) {
	for _, s := range []string{"", "26-14", "17-12T", "26-0tp", "26-3 TPO", "+26tp", "+26TP", "+17", "+ 3(t)", "+13tpo", "+26otp",
		"+26sxp", "+4qp", "+1t", "+12ot", "17", "26", "1", "+26 stp"} {
		if p, ok := checkScore(Game{Row: 5, Winner: "Ann", Loser: "Bob", Score: s}); ok {
			t.Errorf("score %q: %+v", s, p)
		}
	}
	for _, c := range []struct {
		score   string
		warning bool
		msg     string
		hint    string
	}{
		{"-26tp", false, "score -26tp says the Winner lost: a score such as -26tp is the margin of the first-named player, and Winner is named first",
			"if Ann won, type +26tp; if Bob won, swap Winner and Loser"},
		{"−17", false, "score −17 says the Winner lost: a score such as -26tp is the margin of the first-named player, and Winner is named first",
			"if Ann won, type +17; if Bob won, swap Winner and Loser"},
		{"-5", false, "score -5 says the Winner lost", ""},
		{"+27", false, "score +27 is no margin of a 26-point game, which is won by 1 to 26 points", ""},
		{"+0", false, "score +0 is no margin of a 26-point game", ""},
		{"0", false, "score 0 is no margin of a 26-point game", ""},
		{"+26xyz", true, "score +26xyz: the end of the game after 26 is not one scorebook knows; it is copied to the log as typed", ""},
		{"14-26", true, "score 14-26 gives the loser more points than the winner", ""},
		{"45742", true, "score 45742 is a number, not a croquet score: Excel may have taken a score such as 26-3 for a date", ""},
		{"won easily", true, `score "won easily" is not a croquet score scorebook can read: it is copied to the log as typed`, ""},
		{"26-14x", true, `score "26-14x" is not a croquet score scorebook can read`, ""},
		{"12.5", true, `score "12.5" is not a croquet score scorebook can read`, ""},
	} {
		p, ok := checkScore(Game{Row: 5, Winner: "Ann", Loser: "Bob", Score: c.score})
		if !ok || p.Warning != c.warning || !strings.HasPrefix(p.Msg, c.msg) || p.Row != 5 || p.Column != "Score" || p.Hint == "" ||
			(c.hint != "" && p.Hint != c.hint) {
			t.Errorf("score %q: %+v (%v); want %q warning %v hint %q", c.score, p, ok, c.msg, c.warning, c.hint)
		}
	}
}

func TestParseMargin(t *testing.T) {
	for s, want := range map[string]int{"+26tp": 26, "-26tp": -26, "+ 3(t)": 3, "−17": -17, "+13TPO": 13} {
		if n, finishOK, ok := parseMargin(s); !ok || !finishOK || n != want {
			t.Errorf("parseMargin(%q) = %d, %v, %v", s, n, finishOK, ok)
		}
	}
	if _, finishOK, ok := parseMargin("+26zz"); !ok || finishOK {
		t.Error("+26zz")
	}
	for _, s := range []string{"26", "26-14", "+", "+x", "++3"} {
		if _, _, ok := parseMargin(s); ok {
			t.Errorf("parseMargin(%q) reads", s)
		}
	}
}

// TestDidYouMean: a name that is not on Players gets the nearest names on
// it: the same name in another case or spacing, or with its words in
// another order, or one or two letters different, added, left out, or two
// neighbours swapped (one for a name of four letters or fewer).
func TestDidYouMean(t *testing.T) {
	byName := map[string]int32{}
	for i, n := range []string{"Peter Smith", "Petra Smith", "John Brown", "Ann", "Dan", "Margaret Ellison"} {
		byName[n] = int32(i)
	}
	nf := newNameFinder(byName)
	for name, want := range map[string]string{
		"peter  smith":      `did you mean "Peter Smith"?`,                  // case and spaces
		"Smith Peter":       `did you mean "Peter Smith"?`,                  // the words in another order
		"Petr Smith":        `did you mean "Peter Smith" or "Petra Smith"?`, // a letter left out (of either)
		"Peetr Smith":       `did you mean "Peter Smith" or "Petra Smith"?`, // two letters swapped (Petra: one out, one in)
		"Peter Smyth":       `did you mean "Peter Smith"?`,                  // a letter changed
		"Peter Smiths":      `did you mean "Peter Smith"?`,                  // a letter added
		"Pete Smit":         `did you mean "Peter Smith"?`,                  // two letters left out
		"Jon Browne":        `did you mean "John Brown"?`,                   // one out, one added
		"Margret Elison":    `did you mean "Margaret Ellison"?`,             // two out
		"Jan":               `did you mean "Dan"?`,                          // short names: one letter (Ann is two)
		"Anne":              `did you mean "Ann"?`,                          //
		"Peter Smith-Jones": "",                                             // too far
		"Bob":               "",                                             // two letters of three
		"Ben":               "",                                             //
		"Mary":              "",                                             //
		"Petra Smith ":      `did you mean "Petra Smith"?`,                  // spaces
		"Pter Smth":         `did you mean "Peter Smith"?`,                  // Petra is three
		"PETER SMITH":       `did you mean "Peter Smith"?`,                  //
		"Smith,Peter":       "",                                             // a comma is a letter
		"Ptera Smith":       `did you mean "Petra Smith" or "Peter Smith"?`, //
		"Petar Smith":       `did you mean "Peter Smith" or "Petra Smith"?`, //
		"Jhon Brown":        `did you mean "John Brown"?`,                   //
		"John Brwon":        `did you mean "John Brown"?`,                   //
		"Jonh Borwn":        `did you mean "John Brown"?`,                   //
		"J Brown":           "",                                             // three letters out
		"Margaret Ellisonn": `did you mean "Margaret Ellison"?`,             //
		"Dann":              `did you mean "Ann" or "Dan"?`,                 //
	} {
		got := ""
		if near := nf.nearest(name); len(near) > 0 {
			got = didYouMean(problem.Problem{}, near).Hint
		}
		if got != want {
			t.Errorf("%q: %q, want %q", name, got, want)
		}
	}
}

func TestShownScore(t *testing.T) {
	for s, want := range map[string]string{"17": "+17", " 26 ": "+26", "1": "+1", "26-14": "26-14", "+26tp": "+26tp", "27": "27",
		"0": "0", "-3": "-3", "17.0": "+17", "45742": "45742", "": ""} {
		if got := ShownScore(s); got != want {
			t.Errorf("ShownScore(%q) = %q, want %q", s, got, want)
		}
	}
}

// FuzzCheckScore: no Score makes the checks panic; a problem is one line
// with a hint, and a score is refused only for a margin.
func FuzzCheckScore(f *testing.F) {
	for _, s := range []string{"26-14", "+26tp", "-26tp", "17", "45742", "+27", "+3(t)", "−5", "won", "+26 xyz", "0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, ok := checkScore(Game{Row: 2, Winner: "Ann", Loser: "Bob", Score: s})
		if !ok {
			return
		}
		if p.Msg == "" || p.Hint == "" || strings.ContainsAny(p.Msg+p.Hint, "\r\n") {
			t.Errorf("score %q: %+v", s, p)
		}
		_ = ShownScore(s)
	})
}

// TestLoserScore: the loser's record shows the score from their side.
func TestLoserScore(t *testing.T) {
	for in, want := range map[string]string{
		"26-14": "14-26", "17-12T": "12-17T", "26 – 3tp": "3-26tp", "+26tp": "-26tp", "+ 3(t)": "-3(t)",
		"-17": "+17", "won easily": "won easily", "": "",
	} {
		if got := LoserScore(in); got != want {
			t.Errorf("LoserScore(%q) = %q, want %q", in, got, want)
		}
	}
}
