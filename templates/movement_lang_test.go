package templates

import (
	"fmt"
	"regexp"
	"testing"

	"github.com/scorebook/scorebook/engine/movement"
	"github.com/scorebook/scorebook/internal/lang"
)

// cardEnglish are the English words of the table and guide cards ("Table 3",
// "Pair 5", "sit NS against 4", "share the boards with table 2", "pair 8
// sits out", "arrow switch", "a bye stand"), as whole words.
var cardEnglish = regexp.MustCompile(`\b(Table|table|tables|Pair|pair|sit|sits|against|share|boards|nobody|plays|arrow|switch|bye|stands?|then)\b`)

// sameWord are the card words a language writes as English does: the FFB's
// "Table 3".
var sameWord = map[lang.Lang]map[string]bool{lang.French: {"Table": true}}

// TestCardsInTheLanguage checks that the cards of a 7-table Mitchell carry
// no English card word in any other language: the Card column (which card)
// and the Note column (what the card says of the round).
func TestCardsInTheLanguage(t *testing.T) {
	m, err := movement.Make(movement.Spec{Name: "mitchell", Tables: 7})
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range lang.All {
		if l == lang.English {
			continue
		}
		s := PairsForIn(m, l).Sheets
		var cards Sheet
		for _, sh := range s {
			if sh.Print != nil {
				cards = sh
			}
		}
		n := 0
		for _, r := range cards.Rows {
			if len(r.Cells) < 7 || r.Cells[0] == "Card" {
				continue // a gap or a header row
			}
			n++
			for _, c := range []any{r.Cells[0], r.Cells[6]} {
				text, _ := c.(string)
				for _, w := range cardEnglish.FindAllString(text, -1) {
					if !sameWord[l][w] {
						t.Errorf("%s: card cell %q says %q in English", l, text, w)
					}
				}
			}
		}
		// 7 table cards of 7 rounds, and a guide card of 7 rounds for each
		// of the 7 moving (EW) pairs: 7·7 + 7·7 = 98 rows.
		if n != 98 {
			t.Errorf("%s: %d card rows, want 98", l, n)
		}
	}
}

// TestCardsInDutch checks two cards' words in Dutch (BridgeWx's "Tafel",
// OW for EW): table 1's card, and EW 1's guide card (EW moves in a
// Mitchell), which in round 1 sits EW at table 1 against NS 1.
func TestCardsInDutch(t *testing.T) {
	m, err := movement.Make(movement.Spec{Name: "mitchell", Tables: 7})
	if err != nil {
		t.Fatal(err)
	}
	cards := movementSheet(m, lang.Dutch)
	want := map[string]bool{"Tafel 1|": false, "OW 1|zit OW tegen 1": false}
	for _, r := range cards.Rows {
		if len(r.Cells) < 7 || r.Cells[1] != 1 {
			continue // a gap, a header row, or a later round
		}
		note, _ := r.Cells[6].(string)
		k := fmt.Sprintf("%v|%s", r.Cells[0], note)
		if _, ok := want[k]; ok {
			want[k] = true
		}
	}
	for k, seen := range want {
		if !seen {
			t.Errorf("no round-1 card row %q", k)
		}
	}
}

// The Movement sheet's printed header, the movement's description, in the
// template's language; in English as before. An arrow-switched skip
// Mitchell shows every part (the rounds said as the language lists them).
func TestMovementHeaderInTheLanguage(t *testing.T) {
	m, err := movement.Make(movement.Spec{Name: "mitchell", Tables: 7, BoardsPerRound: 3})
	if err != nil {
		t.Fatal(err)
	}
	if got := movementSheet(m, lang.English).Print.Header; got != "7-table Mitchell, 7 rounds of 3 boards" {
		t.Errorf("English: %q", got)
	}
	if got := movementSheet(m, lang.Dutch).Print.Header; got != "Mitchell met 7 tafels, 7 ronden van 3 spellen" {
		t.Errorf("Dutch: %q", got)
	}
	if got := movementSheet(m, lang.German).Print.Header; got != "Mitchell mit 7 Tischen, 7 Runden zu 3 Boards" {
		t.Errorf("German: %q", got)
	}
	h, err := movement.Make(movement.Spec{Name: "howell", Tables: 4, BoardsPerRound: 3})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := h.Describe(lang.French), "Howell à 4 tables pour 8 paires, 7 tours de 3 donnes"; got != want {
		t.Errorf("French Howell: %q, want %q", got, want)
	}
	if h.Describe(lang.English) != h.Description {
		t.Errorf("English Describe %q is not the Description %q", h.Describe(lang.English), h.Description)
	}
}
