package jet

import (
	"strings"
	"unicode/utf16"
)

// cp1252High maps the bytes 0x80 to 0x9F of code page 1252 (the rest are
// Latin-1); U+FFFD for the five bytes the code page leaves undefined.
var cp1252High = [32]rune{
	0x20AC, 0xFFFD, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
	0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0xFFFD, 0x017D, 0xFFFD,
	0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
	0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0xFFFD, 0x017E, 0x0178,
}

func decodeCP1252(b []byte) string {
	var sb strings.Builder
	sb.Grow(len(b))
	for _, c := range b {
		switch {
		case c < 0x80:
			sb.WriteByte(c)
		case c < 0xA0:
			sb.WriteRune(cp1252High[c-0x80])
		default:
			sb.WriteRune(rune(c))
		}
	}
	return sb.String()
}

// decodeUCS2 decodes little-endian UTF-16 (an odd last byte is dropped).
func decodeUCS2(b []byte) string {
	u := make([]uint16, len(b)/2)
	for i := range u {
		u[i] = uint16(b[2*i]) | uint16(b[2*i+1])<<8
	}
	return string(utf16.Decode(u))
}

// decodeJet4Text decodes Jet 4 text: UCS-2, or, after FF FE, the compressed
// form in which a 0x00 byte switches between one byte a character (the high
// byte 0) and two (HACKING.md, "Text Data Type").
func decodeJet4Text(b []byte) string {
	if len(b) < 2 || b[0] != 0xFF || b[1] != 0xFE {
		return decodeUCS2(b)
	}
	u := make([]uint16, 0, len(b)-2)
	compressed := true
	for i := 2; i < len(b); {
		switch {
		case b[i] == 0:
			compressed = !compressed
			i++
		case compressed:
			u = append(u, uint16(b[i]))
			i++
		case i+1 < len(b):
			u = append(u, uint16(b[i])|uint16(b[i+1])<<8)
			i += 2
		default:
			i++
		}
	}
	return string(utf16.Decode(u))
}
