package problem

import (
	"testing"

	"github.com/scorebook/scorebook/internal/lang"
)

// TestInLanguages: In and ErrorIn say a problem in each language, its
// format and hint from the language's words, its Words (a seat, a side,
// a vulnerability, a movement's name) and the Parts inside it translated
// with it, and the director's own values (a contract, a name) as typed.
// English is the message as Says made it. The expected texts are the
// catalogue rows (words/XX.tsv, "# -- messages: engine") filled in by hand.
func TestInLanguages(t *testing.T) {
	mismatch := Problem{Sheet: "Results", Row: 17, Column: "Score", Cell: "G17"}.
		Says("score %d does not match %s by %s %s on board %d (%s vulnerable): that scores %d",
			450, "4♠", lang.Word("E"), "+1", 3, lang.Word("NS"), 650).
		Hinting("did you mean %q?", "Peter Smith")
	inSession := Problem{Sheet: "Event"}.Says("%s in session %d", Problem{Msg: "the round is missing"}.Part(), 2)
	reordered := Problem{}.Says("a %d-table %s has %d rounds at most, not %d", 7, lang.Word("skip Mitchell"), 6, 8)
	impossible := Problem{}.Says("score %d is impossible on board %d (%s vulnerable); it is possible only with %s or %s vulnerable",
		1100, 5, lang.Word("none"), lang.Word("NS"), lang.Word("all"))
	for _, tt := range []struct {
		l                                lang.Lang
		mismatch, hint                   string
		inSession, reordered, impossible string
	}{
		{lang.English,
			"score 450 does not match 4♠ by E +1 on board 3 (NS vulnerable): that scores 650", `did you mean "Peter Smith"?`,
			"the round is missing in session 2",
			"a 7-table skip Mitchell has 6 rounds at most, not 8",
			"score 1100 is impossible on board 5 (none vulnerable); it is possible only with NS or all vulnerable"},
		{lang.Dutch,
			"score 450 klopt niet met 4♠ door O +1 op spel 3 (NZ kwetsbaar): dat geeft 650", `bedoelde u "Peter Smith"?`,
			"de ronde ontbreekt in zitting 2",
			"een 7-tafel-Mitchell met sprong heeft hoogstens 6 ronden, niet 8",
			"score 1100 is onmogelijk op spel 5 (niemand kwetsbaar); ze kan alleen met NZ of allen kwetsbaar"},
		{lang.French,
			"la marque 450 ne correspond pas à 4♠ par E +1 à la donne 3 (NS vulnérable) : cela marque 650", `vouliez-vous dire "Peter Smith" ?`,
			"le tour manque à la séance 2",
			"un Mitchell avec saut à 7 tables a au plus 6 tours, pas 8",
			"la marque 1100 est impossible à la donne 5 (personne vulnérable) ; elle n'est possible qu'avec NS ou tous vulnérable"},
		{lang.German,
			"Score 450 passt nicht zu 4♠ von O +1 auf Board 3 (NS in Gefahr): das ergibt 650", `meinten Sie "Peter Smith"?`,
			"die Runde fehlt in Durchgang 2",
			"ein Mitchell mit Sprung an 7 Tischen hat höchstens 6 Runden, nicht 8",
			"Score 1100 ist auf Board 5 unmöglich (keiner in Gefahr); möglich nur mit NS oder alle in Gefahr"},
		{lang.Greek,
			"το σκορ 450 δεν ταιριάζει με 4♠ από Α +1 στη διανομή 3 (στη δεύτερη μανς: ΒΝ): αυτό δίνει 650", `μήπως εννοούσατε "Peter Smith";`,
			"λείπει ο γύρος στην ημερίδα 2",
			"ένα Mitchell με άλμα 7 τραπεζιών έχει το πολύ 6 γύρους, όχι 8",
			"το σκορ 1100 είναι αδύνατο στη διανομή 5 (στη δεύτερη μανς: κανείς)· είναι δυνατό μόνο με ΒΝ ή όλοι στη δεύτερη μανς"},
		{lang.Polish,
			"wynik 450 nie zgadza się z 4♠ z ręki E +1 w rozdaniu 3 (po partii: NS): to daje 650", `czy chodziło o "Peter Smith"?`,
			"brak rundy w sesji 2",
			"Mitchell z przeskokiem na 7 stołów ma najwyżej 6 rund, nie 8",
			"wynik 1100 jest niemożliwy w rozdaniu 5 (po partii: nikt); jest możliwy tylko, gdy po partii są NS albo obie"},
		{lang.Norwegian,
			"score 450 stemmer ikke med 4♠ av Ø +1 på spill 3 (NS i sonen): det gir 650", `mente du "Peter Smith"?`,
			"runden mangler i sesjon 2",
			"en Mitchell med hopp med 7 bord har høyst 6 runder, ikke 8",
			"score 1100 er umulig på spill 5 (ingen i sonen); den er bare mulig med NS eller alle i sonen"},
	} {
		t.Run(tt.l.Code(), func(t *testing.T) {
			if msg, hint := mismatch.In(tt.l); msg != tt.mismatch || hint != tt.hint {
				t.Errorf("In = %q, %q\nwant %q, %q", msg, hint, tt.mismatch, tt.hint)
			}
			if got, want := mismatch.ErrorIn(tt.l), "Results!G17: "+tt.mismatch; got != want {
				t.Errorf("ErrorIn = %q, want %q", got, want)
			}
			if got, want := inSession.ErrorIn(tt.l), "Event: "+tt.inSession; got != want {
				t.Errorf("ErrorIn = %q, want %q", got, want)
			}
			for _, c := range []struct {
				p    Problem
				want string
			}{{reordered, tt.reordered}, {impossible, tt.impossible}} {
				if got := c.p.ErrorIn(tt.l); got != c.want {
					t.Errorf("ErrorIn = %q, want %q", got, c.want)
				}
			}
		})
	}
	// Saying a problem in a language leaves it as it was: its English
	// message, and its arguments untranslated.
	if mismatch.Msg != "score 450 does not match 4♠ by E +1 on board 3 (NS vulnerable): that scores 650" ||
		mismatch.Args[2] != lang.Word("E") || mismatch.Error() != "Results!G17: "+mismatch.Msg {
		t.Errorf("the problem changed: %q, %v", mismatch.Msg, mismatch.Args)
	}
	if inSession.Msg != "the round is missing in session 2" {
		t.Errorf("English of a part: %q", inSession.Msg)
	}
}

// formatted is an engine error that keeps its format (as deal.Error and
// movement.Error do).
type formatted struct{}

func (formatted) Error() string { return "board 3: " + "hand has 12 cards" }
func (formatted) Formatted() (string, []any) {
	return "board %d: %s", []any{3, Part{"%s has %d cards", []any{lang.Word("North"), 12}}}
}
func (formatted) HintFormatted() (string, []any) {
	return "each hand has 13 cards: compare the hand with the board", nil
}
func (formatted) HintText() string { return "each hand has 13 cards: compare the hand with the board" }

// TestFromFormatted: From keeps an engine error's format, so that In says
// it in a language; its English is the error's own.
func TestFromFormatted(t *testing.T) {
	p := From(formatted{})
	if p.Msg != "board 3: hand has 12 cards" {
		t.Errorf("Msg = %q", p.Msg)
	}
	// Dutch rows: "board %d: %s" → "spel %d: %s", "%s has %d cards" →
	// "%s heeft %d kaarten", North → Noord, and the hint's own row.
	msg, hint := p.In(lang.Dutch)
	if msg != "spel 3: Noord heeft 12 kaarten" || hint != "elke hand heeft 13 kaarten: vergelijk de hand met het spel" {
		t.Errorf("In(Dutch) = %q, %q", msg, hint)
	}
}
