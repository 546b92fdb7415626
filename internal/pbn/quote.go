package pbn

import "strings"

// Quote writes s as a PBN string token, quotes included (§3.2): a quote is
// written \" and a backslash \\. A backslash that is followed by neither a
// quote nor a backslash, and is not the last character, is written as it is,
// as every program that writes PBN tables does ([OptimumResultTable
// "Declarer;Denomination\2R;Result\2R"]): Unquote reads both spellings, so
// Unquote(Quote(s)) is s. A string token cannot hold a new line, a tab or
// another control character (§3.2); Quote writes each as a space.
func Quote(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			if i+1 == len(s) || s[i+1] == '"' || s[i+1] == '\\' {
				b.WriteString(`\\`)
			} else {
				b.WriteByte('\\')
			}
		default:
			if c < ' ' || c == 0x7f {
				c = ' '
			}
			b.WriteByte(c)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// Unquote returns the value of the inside of a string token, without its
// quotes: \" is a quote, \\ a backslash, and a backslash before any other
// character stays a backslash.
func Unquote(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '\\' && i+1 < len(s) && (s[i+1] == '"' || s[i+1] == '\\') {
			i++
			c = s[i]
		}
		b.WriteByte(c)
	}
	return b.String()
}

// isSectionChar reports whether c may appear in a section token (§3.2): the
// ASCII characters 33 to 126 except [ ] { } ; " and %.
func isSectionChar(c byte) bool {
	if c < 33 || c > 126 {
		return false
	}
	switch c {
	case '[', ']', '{', '}', ';', '"', '%':
		return false
	}
	return true
}

// Element returns s as a table element or section element: "-" when s is
// empty (§5.2: an irrelevant element), s itself when it is a valid section
// token, and otherwise s as a quoted string token (a name with spaces, a
// value with a semicolon or a letter outside ASCII).
func Element(s string) string {
	if s == "" {
		return "-"
	}
	for i := 0; i < len(s); i++ {
		if !isSectionChar(s[i]) {
			return Quote(s)
		}
	}
	return s
}
