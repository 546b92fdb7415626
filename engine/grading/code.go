package grading

import (
	"fmt"
	"strings"

	"github.com/scorebook/scorebook/engine/setting"
	"github.com/scorebook/scorebook/internal/lang"
)

// Code is the code of croquet a game is played at: Association Croquet
// (the zero value, a Games row whose Code is empty) or Golf Croquet. Each
// code has its own grades and handicaps: a game of one code never moves
// the other's.
type Code int

const (
	// AC is Association Croquet.
	AC Code = iota
	// GC is Golf Croquet.
	GC
)

// String returns the code as the Games sheet writes it: AC or GC.
func (c Code) String() string {
	switch c {
	case AC:
		return "AC"
	case GC:
		return "GC"
	}
	return fmt.Sprintf("Code(%d)", int(c))
}

// codeChoices are the spellings of each Code, the sheet's first.
var codeChoices = [][]string{
	{lang.Key("AC"), "Association", "Association Croquet"},
	{lang.Key("GC"), "Golf", "Golf Croquet"},
}

// ParseCode reads a Code cell: AC (also empty, Association Croquet) or GC
// (Golf, Golf Croquet), in any case and spacing.
func ParseCode(s string) (Code, bool) {
	if strings.TrimSpace(s) == "" {
		return AC, true
	}
	i, ok := setting.Match(s, codeChoices...)
	return Code(i), ok
}

// GameType is what a Games row's Type says of the game: level play (the
// default), handicap play, or a type scorebook neither grades nor
// handicaps.
type GameType int

const (
	// Level is a level game, graded, and exchanging index points by the
	// level-play table of the AHS.
	Level GameType = iota
	// HandicapPlay is a handicap game: never graded, exchanging the
	// handicap-play index points of the AHS.
	HandicapPlay
	// OtherType is any other type (14-point, one-ball, short croquet):
	// left out of the grading and the handicaps alike.
	OtherType
)

// typeWords are the two types a template offers that count, by their
// words in every language (a Dutch template's Type drop-down offers
// Gelijk and Handicap).
var typeWords = [][]string{{lang.Key("Level")}, {lang.Key("Handicap")}}

// ParseType reads a Type cell: Level (also empty, AS, Advanced Singles,
// 26-point Advanced Singles, Golf Croquet, GC, and the like, or Level's
// word in a language), Handicap (h, hcp, handicap singles, or its word), or
// another type, which is left out.
func ParseType(s string) GameType {
	k := setting.Key(s)
	switch k {
	case "handicap", "h", "hcp", "hc", "handicapsingles", "handicapplay":
		return HandicapPlay
	case "level", "l", "levelplay", "levelsingles", "golf", "golfcroquet", "gc", "ac":
		return Level
	}
	if Graded(s) {
		return Level
	}
	if i, ok := setting.Match(s, typeWords...); ok {
		return []GameType{Level, HandicapPlay}[i]
	}
	return OtherType
}

// GameCode is the code a game is played at: its Code, or GC when the Code
// cell is empty and its Type says Golf Croquet (GC, Golf), as the Type
// column of a workbook before the Code column did.
func (g Game) GameCode() Code {
	if g.Code == AC {
		switch setting.Key(g.Type) {
		case "golf", "golfcroquet", "gc":
			return GC
		}
	}
	return g.Code
}
