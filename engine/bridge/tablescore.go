package bridge

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/scorebook/scorebook/engine/problem"
)

// ScoreKind is what a Score cell holds.
type ScoreKind int

const (
	// Missing is an empty Score cell: the score comes from the contract.
	Missing ScoreKind = iota
	// Real is a table score, from NS's side.
	Real
	// Artificial is an artificial adjusted score, A60/40 or A+/A-.
	Artificial
	// Weighted is a weighted score, 60% 110; 40% -50.
	Weighted
	// NotPlayed is NP: the board was not played.
	NotPlayed
)

// AwardKind is one side's part of an artificial adjusted score.
type AwardKind int

const (
	AveragePlus AwardKind = iota
	AverageAward
	AverageMinus
	PercentAward
)

// Award is one side's artificial adjusted score: Average plus, Average,
// Average minus or a fixed percentage.
type Award struct {
	Kind    AwardKind
	Percent float64 // for PercentAward
}

func (a Award) String() string {
	switch a.Kind {
	case AveragePlus:
		return "A+"
	case AverageAward:
		return "A="
	case AverageMinus:
		return "A-"
	}
	return "A" + strconv.FormatFloat(a.Percent, 'f', -1, 64)
}

// artificialText writes an artificial score as directors do: A60/40 when
// both parts are percentages, A+/A- otherwise.
func artificialText(first, second Award) string {
	if first.Kind == PercentAward && second.Kind == PercentAward {
		return first.String() + "/" + strings.TrimPrefix(second.String(), "A")
	}
	return first.String() + "/" + second.String()
}

// Part is one part of a weighted score.
type Part struct {
	Weight float64 // a fraction; the parts of a score add up to 1
	Score  int     // NS score
}

// TableScore is what a traveller's Score cell says: a table score, an
// artificial adjusted score, a weighted score, NP, or nothing (Missing: the
// score comes from the contract).
type TableScore struct {
	Kind    ScoreKind
	NS      int    // Real
	Parts   []Part // Weighted
	NSAward Award  // Artificial
	EWAward Award  // Artificial
}

// String writes the score the way a director types it, from NS's side.
func (s TableScore) String() string {
	switch s.Kind {
	case Real:
		return strconv.Itoa(s.NS)
	case Artificial:
		return artificialText(s.NSAward, s.EWAward)
	case Weighted:
		var parts []string
		for _, p := range s.Parts {
			parts = append(parts, percentText(p.Weight)+"% "+strconv.Itoa(p.Score))
		}
		return strings.Join(parts, "; ")
	case NotPlayed:
		return "NP"
	}
	return ""
}

// percentText is a weight as a percentage, to 12 significant digits: a
// weight of 55% is held as 0.55, which times 100 is 55.00000000000001.
func percentText(w float64) string {
	return strconv.FormatFloat(w*100, 'g', 12, 64)
}

// ForSide writes the score from one side: NS's as typed, or EW's, who see
// NS's scores negated and their own award first.
func (s TableScore) ForSide(ew bool) string {
	if !ew {
		return s.String()
	}
	switch s.Kind {
	case Real:
		return strconv.Itoa(-s.NS)
	case Artificial:
		return artificialText(s.EWAward, s.NSAward)
	case Weighted:
		w := TableScore{Kind: Weighted}
		for _, p := range s.Parts {
			w.Parts = append(w.Parts, Part{Weight: p.Weight, Score: -p.Score})
		}
		return w.String()
	}
	return s.String()
}

// IsResult reports whether the row is a result that other rows are compared
// with: a table score or a weighted score.
func (s TableScore) IsResult() bool { return s.Kind == Real || s.Kind == Weighted }

// ParseTableScore reads a Score cell: a table score ("420", "-50"), an artificial
// adjusted score ("A60/40", "A+/A-"), a weighted score ("60% 110; 40% -50") or
// NP. An empty cell gives a Missing score.
func ParseTableScore(text string) (TableScore, error) {
	t := strings.TrimSpace(text)
	switch {
	case t == "":
		return TableScore{}, nil
	case strings.EqualFold(t, "NP"):
		return TableScore{Kind: NotPlayed}, nil
	case t[0] == 'A' || t[0] == 'a':
		return parseArtificial(t)
	case strings.Contains(t, "%"):
		return parseWeighted(t)
	}
	ns, err := ParseScore(t)
	if err != nil {
		return TableScore{}, err
	}
	return TableScore{Kind: Real, NS: ns}, nil
}

var artificialHint = "write both sides' parts: A60/40, A+/A-, A=/A= (+ = - are Average plus, Average, Average minus)"

func parseArtificial(t string) (TableScore, error) {
	body := strings.TrimSpace(t[1:])
	ns, ew, ok := strings.Cut(body, "/")
	if !ok {
		if _, err := parseAward(body); err != nil { // abc, avg: a typing error, not half an adjusted score
			return TableScore{}, problem.New("type the NS score, such as 420 or -50; an adjusted score as A60/40 or A+/A-; or NP for a board not played",
				"score %q is neither a number nor an adjusted score", t)
		}
		return TableScore{}, problem.New(artificialHint, "adjusted score %q has no EW part", t)
	}
	a, err1 := parseAward(ns)
	b, err2 := parseAward(ew)
	if err1 != nil || err2 != nil {
		return TableScore{}, problem.New(artificialHint, "adjusted score %q is not of the form A60/40 or A+/A-", t)
	}
	return TableScore{Kind: Artificial, NSAward: a, EWAward: b}, nil
}

func parseAward(s string) (Award, error) {
	s = strings.TrimSpace(s)
	s = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(s, "A"), "a"))
	switch s {
	case "+":
		return Award{Kind: AveragePlus}, nil
	case "=":
		return Award{Kind: AverageAward}, nil
	case "-", "−", "–":
		return Award{Kind: AverageMinus}, nil
	}
	s = strings.TrimSpace(strings.TrimSuffix(s, "%"))
	p, err := strconv.ParseFloat(strings.ReplaceAll(s, ",", "."), 64)
	if err != nil || math.IsNaN(p) || p < 0 || p > 100 {
		return Award{}, fmt.Errorf("bad award %q", s)
	}
	return Award{Kind: PercentAward, Percent: p}, nil
}

var weightedHint = "write each part as a percentage and an NS score, separated by semicolons: 60% 110; 40% -50"

func parseWeighted(t string) (TableScore, error) {
	var sc TableScore
	sc.Kind = Weighted
	total := 0.0
	for _, raw := range strings.Split(t, ";") {
		part := strings.TrimSpace(raw)
		if part == "" {
			continue
		}
		pct, score, ok := strings.Cut(part, "%")
		if !ok {
			return TableScore{}, problem.New(weightedHint, "weighted score part %q has no percentage", part)
		}
		w, err := strconv.ParseFloat(strings.ReplaceAll(strings.TrimSpace(pct), ",", "."), 64)
		if err != nil || math.IsNaN(w) || w <= 0 || w > 100 {
			return TableScore{}, problem.New(weightedHint, "weighted score part %q: %q is not a percentage", part, strings.TrimSpace(pct))
		}
		ns, err := ParseScore(score)
		if err != nil {
			return TableScore{}, problem.New(weightedHint, "weighted score part %q: %v", part, err)
		}
		total += w
		sc.Parts = append(sc.Parts, Part{Weight: w / 100, Score: ns})
	}
	if len(sc.Parts) == 0 {
		return TableScore{}, problem.New(weightedHint, "weighted score %q has no parts", t)
	}
	if math.Abs(total-100) > 1e-6 {
		return TableScore{}, problem.New(weightedHint, "weighted score %q adds up to %s%%, not 100%%", t, strconv.FormatFloat(total, 'g', 12, 64))
	}
	return sc, nil
}
