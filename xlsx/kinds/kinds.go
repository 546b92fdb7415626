// Package kinds is the one list of the kinds of workbook scorebook scores,
// as restic's backend/all lists its backends: a new kind is a package under
// xlsx/ and a line here.
package kinds

import (
	"slices"
	"sort"
	"strings"

	"github.com/scorebook/scorebook/engine/problem"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/grading"
	"github.com/scorebook/scorebook/xlsx/individual"
	"github.com/scorebook/scorebook/xlsx/pairs"
	"github.com/scorebook/scorebook/xlsx/teams"
)

// All are the kinds, in the order a workbook is matched against them.
var All = []xlsx.Kind{pairs.Kind{}, teams.Kind{}, grading.Kind{}, individual.Kind{}}

// Named returns the kind of a name ("pairs"), as `scorebook new` takes it.
func Named(name string) (xlsx.Kind, bool) {
	for _, k := range All {
		if k.Name() == name {
			return k, true
		}
	}
	return nil, false
}

// Names lists the kinds' names: "pairs, teams and grading".
func Names() string {
	var names []string
	for _, k := range All {
		names = append(names, k.Name())
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// Reads lists every sheet any kind reads: the sheets whose rows the sniff
// scans when a workbook is opened.
func Reads() []string {
	var out []string
	for _, k := range All {
		for _, s := range k.Reads() {
			if !slices.Contains(out, s) {
				out = append(out, s)
			}
		}
	}
	return out
}

// Of tells the kind of a workbook by the sheets it has: the first kind whose
// marks are all there.
func Of(b *xlsx.Book) (xlsx.Kind, error) {
	for _, k := range All {
		all := true
		for _, s := range k.Marks() {
			all = all && b.HasSheet(s)
		}
		if all {
			return k, nil
		}
	}
	names := b.Sheets()
	sort.Strings(names)
	var marks, hints []string
	for i, k := range All {
		m := strings.Join(k.Marks(), " and ")
		marks = append(marks, m)
		noun := string(k.Noun())
		if strings.HasSuffix(noun, "event") {
			noun = string(k.ANoun())
		}
		if i == 0 {
			hints = append(hints, noun+" has "+m+" sheets")
		} else {
			hints = append(hints, noun+" "+m)
		}
	}
	p := problem.Problem{}.Says("%s has no %s sheets (it has %s)", b.Name(), strings.Join(marks[:len(marks)-1], ", ")+", or "+marks[len(marks)-1], strings.Join(names, ", ")).
		Hinting("%s; `scorebook new pairs NEW.xlsx` writes a template", strings.Join(hints, ", "))
	return nil, &p
}
