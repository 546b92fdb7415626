package bridge

import (
	"strings"
	"testing"
)

// FuzzParseTableScore: no string makes the Score cell parser panic, and an accepted
// score prints back as a score that parses to the same thing.
func FuzzParseTableScore(f *testing.F) {
	for _, s := range []string{"420", "-50", "NP", "A60/40", "A+/A-", "a=/a=", "A 55.5/45", "60% 110; 40% -50",
		"50%110;50%-100", "A70", "A+/B", "%", ";;", "A/", "100% 420", "0% 1; 100% 2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		sc, err := ParseTableScore(s)
		if err != nil {
			if strings.ContainsAny(err.Error(), "\n") {
				t.Errorf("error %q spans lines", err)
			}
			return
		}
		again, err := ParseTableScore(sc.String())
		if err != nil {
			t.Fatalf("ParseTableScore(%q) = %q, which does not parse: %v", s, sc.String(), err)
		}
		if again.String() != sc.String() {
			t.Errorf("ParseTableScore(%q) = %q, then %q", s, sc.String(), again.String())
		}
	})
}

func TestParseTableScore(t *testing.T) {
	ok := []struct {
		in   string
		want string
		kind ScoreKind
	}{
		{"420", "420", Real},
		{" -50 ", "-50", Real},
		{"+110", "110", Real},
		{"NP", "NP", NotPlayed},
		{"np", "NP", NotPlayed},
		{"A60/40", "A60/40", Artificial},
		{"A+/A-", "A+/A-", Artificial},
		{"a=/a=", "A=/A=", Artificial},
		{"A-/A-", "A-/A-", Artificial},
		{"A 55.5/45", "A55.5/45", Artificial},
		{"60% 110; 40% -50", "60% 110; 40% -50", Weighted},
		{"50%110;50%-100", "50% 110; 50% -100", Weighted},
		{"", "", Missing},
	}
	for _, tc := range ok {
		s, err := ParseTableScore(tc.in)
		if err != nil {
			t.Errorf("ParseTableScore(%q): %v", tc.in, err)
			continue
		}
		if s.Kind != tc.kind || s.String() != tc.want {
			t.Errorf("ParseTableScore(%q) = %v %q, want %v %q", tc.in, s.Kind, s.String(), tc.kind, tc.want)
		}
	}
	bad := []struct{ in, msg string }{
		{"A70", `adjusted score "A70" has no EW part`},
		{"A+/B", `adjusted score "A+/B" is not of the form A60/40 or A+/A-`},
		{"60% 110; 30% -50", `weighted score "60% 110; 30% -50" adds up to 90%, not 100%`},
		{"60% 110; 40% x", `weighted score part "40% x": `},
		{"abc", `score "abc" is neither a number nor an adjusted score`},
		{"avg", `score "avg" is neither a number nor an adjusted score`},
		{"A+", `adjusted score "A+" has no EW part`},
		{"5Q", `score "5Q" is not a whole number`},
	}
	for _, tc := range bad {
		_, err := ParseTableScore(tc.in)
		if err == nil {
			t.Errorf("ParseTableScore(%q) accepted", tc.in)
			continue
		}
		if !strings.HasPrefix(err.Error(), tc.msg) {
			t.Errorf("ParseTableScore(%q) error %q, want %q", tc.in, err, tc.msg)
		}
		if h, ok := err.(interface{ HintText() string }); !ok || h.HintText() == "" {
			t.Errorf("ParseTableScore(%q) error %q has no hint", tc.in, err)
		}
	}
	if s, _ := ParseTableScore("60% 110; 40% -50"); s.ForSide(true) != "60% -110; 40% 50" {
		t.Errorf("EW side of weighted score: %q", s.ForSide(true))
	}
}
