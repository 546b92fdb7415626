package bridge

import (
	"strings"
	"testing"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/internal/lang"
)

// Each reading is the language's word for the suit: Dutch klaveren (K),
// ruiten (R), harten (H), schoppen (S), sans atout (SA); French trèfle (T),
// carreau (K), cœur (C), pique (P); German Treff or Kreuz (T, Kr), Karo
// (K), Coeur or Herz (C, H), Pik (P); Polish bez atu (BA).
func TestParseContractIn(t *testing.T) {
	for _, tc := range []struct {
		l    lang.Lang
		in   string
		want Contract
	}{
		{lang.Dutch, "3K", Contract{3, Clubs, Undoubled}},
		{lang.Dutch, "2r", Contract{2, Diamonds, Undoubled}},
		{lang.Dutch, "4H", Contract{4, Hearts, Undoubled}},
		{lang.Dutch, "4SX", Contract{4, Spades, Doubled}},
		{lang.Dutch, "3SA", Contract{3, NoTrump, Undoubled}},
		{lang.Dutch, "6saxx", Contract{6, NoTrump, Redoubled}},
		{lang.Dutch, "3C", Contract{3, Clubs, Undoubled}},     // English C means nothing else in Dutch
		{lang.Dutch, "2D", Contract{2, Diamonds, Undoubled}},  // nor D
		{lang.Dutch, "3NT", Contract{3, NoTrump, Undoubled}},  // nor NT
		{lang.Dutch, "Pas", PassedOut},                        // pas: passed out
		{lang.French, "4C", Contract{4, Hearts, Undoubled}},   // cœur, not clubs
		{lang.French, "5K", Contract{5, Diamonds, Undoubled}}, // carreau
		{lang.French, "2T", Contract{2, Clubs, Undoubled}},    // trèfle
		{lang.French, "4P", Contract{4, Spades, Undoubled}},   // pique
		{lang.French, "3SA", Contract{3, NoTrump, Undoubled}}, // sans atout
		{lang.French, "3D", Contract{3, Diamonds, Undoubled}}, // English D means nothing else in French
		{lang.French, "4S", Contract{4, Spades, Undoubled}},   // nor S
		{lang.French, "Passe", PassedOut},
		{lang.German, "4C", Contract{4, Hearts, Undoubled}},   // Coeur
		{lang.German, "4H", Contract{4, Hearts, Undoubled}},   // Herz
		{lang.German, "2T", Contract{2, Clubs, Undoubled}},    // Treff
		{lang.German, "2Kr", Contract{2, Clubs, Undoubled}},   // Kreuz
		{lang.German, "5K", Contract{5, Diamonds, Undoubled}}, // Karo
		{lang.German, "4P", Contract{4, Spades, Undoubled}},   // Pik
		{lang.German, "1SA", Contract{1, NoTrump, Undoubled}},
		{lang.German, "3NT", Contract{3, NoTrump, Undoubled}},
		{lang.Polish, "3BA", Contract{3, NoTrump, Undoubled}}, // bez atu
		{lang.Polish, "4S", Contract{4, Spades, Undoubled}},
		{lang.Polish, "3C", Contract{3, Clubs, Undoubled}},
		{lang.Norwegian, "3C", Contract{3, Clubs, Undoubled}},
		{lang.Greek, "3NT", Contract{3, NoTrump, Undoubled}},
		{lang.English, "3C", Contract{3, Clubs, Undoubled}},
	} {
		got, err := ParseContractIn(tc.l, tc.in)
		if err != nil || got != tc.want {
			t.Errorf("%s %q = %v, %v; want %v", tc.l, tc.in, got, err, tc.want)
		}
	}
}

// A letter of another language is not read in English, nor a language's
// letter in another language.
func TestParseContractInRefuses(t *testing.T) {
	for _, tc := range []struct {
		l        lang.Lang
		in, hint string
	}{
		{lang.English, "3SA", "strains are C D H S NT"},
		{lang.English, "3K", "strains are C D H S NT"},
		{lang.Dutch, "3P", "strains are K R H S SA"},      // P is no Dutch suit
		{lang.French, "3R", "strains are T K C P SA"},     // R is Dutch ruiten
		{lang.Norwegian, "3SA", "strains are C D H S NT"}, // Norwegian types NT
		{lang.Polish, "3SA", "strains are C D H S BA"},
	} {
		_, err := ParseContractIn(tc.l, tc.in)
		if err == nil {
			t.Errorf("%s %q read", tc.l, tc.in)
			continue
		}
		if got := problem.Hint(err); got != tc.hint {
			t.Errorf("%s %q: hint %q, want %q", tc.l, tc.in, got, tc.hint)
		}
	}
}

// Dutch noord oost zuid west, French nord est sud ouest, German Nord Ost
// Süd West.
func TestParseSeatIn(t *testing.T) {
	for _, tc := range []struct {
		l    lang.Lang
		in   string
		want Seat
	}{
		{lang.Dutch, "N", North},
		{lang.Dutch, "O", East},
		{lang.Dutch, "z", South},
		{lang.Dutch, "W", West},
		{lang.Dutch, "E", East},  // English E means nothing else in Dutch
		{lang.Dutch, "S", South}, // nor S
		{lang.Dutch, "Oost", East},
		{lang.Dutch, "Zuid", South},
		{lang.French, "O", West}, // ouest, where Dutch O is east
		{lang.French, "E", East},
		{lang.French, "S", South},
		{lang.French, "W", West},
		{lang.French, "Ouest", West},
		{lang.German, "O", East},
		{lang.German, "S", South},
		{lang.German, "Süd", South},
		{lang.German, "SUED", South},
		{lang.German, "Ost", East},
		{lang.Polish, "E", East},
		{lang.Norwegian, "W", West},
		{lang.Greek, "S", South},
	} {
		got, err := ParseSeatIn(tc.l, tc.in)
		if err != nil || got != tc.want {
			t.Errorf("%s %q = %v, %v; want %v", tc.l, tc.in, got, err, tc.want)
		}
	}
	for _, tc := range []struct {
		l       lang.Lang
		in, msg string
	}{
		{lang.English, "O", `declarer "O" is not N, E, S or W`},
		{lang.English, "Z", `declarer "Z" is not N, E, S or W`},
		{lang.French, "Z", `declarer "Z" is not one of N E S O`},
		{lang.Dutch, "X", `declarer "X" is not one of N O Z W`},
	} {
		_, err := ParseSeatIn(tc.l, tc.in)
		if err == nil || err.Error() != tc.msg {
			t.Errorf("%s %q: %v, want %s", tc.l, tc.in, err, tc.msg)
		}
	}
}

// A Dutch traveller line scores as its English twin. 4SA by Z, made, on
// board 1 (none vulnerable): 40 + 3×30 = 130 in tricks, a game, + 300:
// NS +430. 4C by O one down in French is 4♥ by west, one down, board 1:
// NS +50. 3K by W + 1 in Dutch is 3♣ by west making ten tricks: 4×20 = 80
// and 50 for a part score, 130 to EW: NS −130.
func TestReadTravellerLineIn(t *testing.T) {
	for _, tc := range []struct {
		l                    lang.Lang
		contract, by, result string
		want                 int
	}{
		{lang.Dutch, "4SA", "Z", "=", 430},
		{lang.French, "4C", "O", "-1", 50},
		{lang.Dutch, "3K", "W", "+1", -130},
		{lang.Dutch, "4SA=", "Z", "", 430},
	} {
		l, ps := ReadTravellerLineIn(tc.l, tc.contract, tc.by, tc.result, "")
		ps = append(ps, l.Settle(1)...)
		if len(ps) > 0 {
			t.Errorf("%s %s by %s %s: %v", tc.l, tc.contract, tc.by, tc.result, ps)
			continue
		}
		if l.Score.NS != tc.want {
			t.Errorf("%s %s by %s %s: NS %d, want %d", tc.l, tc.contract, tc.by, tc.result, l.Score.NS, tc.want)
		}
	}
	if _, ps := ReadTravellerLine("4SA", "Z", "=", ""); !problem.HasErrors(ps) || !strings.Contains(ps[0].Msg, `unknown strain "SA"`) {
		t.Errorf("English 4SA by Z read: %v", ps)
	}
}
