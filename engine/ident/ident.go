// Package ident orders the identifiers a director gives pairs and teams
// ("3", "10", "A12", "9B"), the same way wherever a list of them is shown.
package ident

import (
	"cmp"
	"strings"
)

// Compare orders identifiers naturally:
//   - identifiers that are numbers come first, by value ("2" before "10");
//   - then the others, compared run by run: a run of digits by its value
//     ("9B" before "10A", "A2" before "A10"), digits before letters ("A1"
//     before "AB"), other text ignoring case ("a10" before "B");
//   - identifiers equal so far ("01" and "1", "A2" and "a2") are put in a
//     fixed order, by their bytes ("01" before "1", "A2" before "a2").
//
// It returns −1, 0 or +1 like strings.Compare, and 0 only for equal strings.
func Compare(a, b string) int {
	an, bn := isNumber(a), isNumber(b)
	switch {
	case an && bn:
		if c := compareDigits(a, b); c != 0 {
			return c
		}
	case an:
		return -1
	case bn:
		return 1
	default:
		if c := natural(a, b); c != 0 {
			return c
		}
	}
	return strings.Compare(a, b)
}

// natural compares run by run: digits by value, text ignoring case.
func natural(x, y string) int {
	for x != "" && y != "" {
		dx, dy := isDigit(x[0]), isDigit(y[0])
		switch {
		case dx && dy:
			nx, ny := leading(x, isDigit), leading(y, isDigit)
			if c := compareDigits(x[:nx], y[:ny]); c != 0 {
				return c
			}
			x, y = x[nx:], y[ny:]
		case dx:
			return -1
		case dy:
			return 1
		default:
			notDigit := func(c byte) bool { return !isDigit(c) }
			nx, ny := leading(x, notDigit), leading(y, notDigit)
			if c := strings.Compare(strings.ToLower(x[:nx]), strings.ToLower(y[:ny])); c != 0 {
				return c
			}
			x, y = x[nx:], y[ny:]
		}
	}
	return cmp.Compare(len(x), len(y))
}

// compareDigits compares two runs of digits by value, however long.
func compareDigits(x, y string) int {
	x, y = strings.TrimLeft(x, "0"), strings.TrimLeft(y, "0")
	if c := cmp.Compare(len(x), len(y)); c != 0 {
		return c
	}
	return strings.Compare(x, y)
}

func isNumber(s string) bool { return s != "" && leading(s, isDigit) == len(s) }

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func leading(s string, f func(byte) bool) int {
	n := 0
	for n < len(s) && f(s[n]) {
		n++
	}
	return n
}
