package jet

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/big"
	"time"
)

// crack splits a row into its columns' values (HACKING.md, "Jet3 Row
// Definition" and "Jet4 Row Definition"; the columns found as mdbtools'
// mdb_crack_row finds them).
func (rd *rowReader) crack(r []byte) ([]any, error) {
	t := rd.t
	jet3 := t.db.ver == Jet3
	cs := t.db.f.colCountSize
	L := len(r)
	if L < cs {
		return nil, corrupt("a row of %d bytes has no column count", L)
	}
	ncols := int(r[0])
	if !jet3 {
		ncols = int(binary.LittleEndian.Uint16(r))
	}
	bsz := (ncols + 7) / 8
	if cs+bsz > L {
		return nil, corrupt("a row of %d bytes is shorter than its null mask of %d columns", L, ncols)
	}
	mask := r[L-bsz:]
	var nvar int
	var varOff []int
	if t.numVarCols > 0 {
		var err error
		nvar, varOff, err = varOffsets(r, bsz, cs, jet3)
		if err != nil {
			return nil, err
		}
	}
	rowFixed := ncols - nvar
	fixedFound := 0
	out := make([]any, len(t.Columns))
	for i := range t.Columns {
		c := &t.Columns[i]
		present := c.number/8 < bsz && mask[c.number/8]&(1<<(c.number%8)) != 0
		var s, e int
		switch {
		case c.Fixed && fixedFound < rowFixed:
			fixedFound++
			if c.Type == TypeBool {
				out[i] = present
				continue
			}
			size := fixedSize(c.Type)
			if size < 0 {
				size = c.Size
			}
			s = cs + c.fixedOffset
			e = s + size
			if e > L {
				return nil, corrupt("column %q at %d..%d runs past its row of %d bytes", c.Name, s, e, L)
			}
		case !c.Fixed && c.varIndex < nvar:
			s, e = varOff[c.varIndex], varOff[c.varIndex+1]
			if s > e || e > L {
				return nil, corrupt("column %q at %d..%d is outside its row of %d bytes", c.Name, s, e, L)
			}
		default:
			if c.Type == TypeBool {
				out[i] = false
			}
			continue
		}
		if c.Type == TypeBool {
			out[i] = present
			continue
		}
		if !present {
			continue
		}
		v, err := rd.value(c, r[s:e])
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}

// varOffsets reads a row's table of variable column offsets: nvar columns
// and nvar+1 offsets, the last the end of the variable data.
func varOffsets(r []byte, bsz, cs int, jet3 bool) (int, []int, error) {
	L := len(r)
	if jet3 {
		if L-bsz-1 < cs {
			return 0, nil, corrupt("a row of %d bytes has no variable column count", L)
		}
		nvar := int(r[L-bsz-1])
		jumps := (L - 1) / 256
		colPtr := L - bsz - jumps - 2
		if colPtr-nvar < cs {
			return 0, nil, corrupt("a row of %d bytes is too short for %d variable columns", L, nvar)
		}
		if (colPtr-nvar)/256 < jumps {
			jumps-- // the last entry of the jump table is a dummy
		}
		off := make([]int, nvar+1)
		used := 0
		for i := 0; i <= nvar; i++ {
			for used < jumps && i == int(r[L-bsz-2-used]) {
				used++
			}
			off[i] = int(r[colPtr-i]) + used*256
		}
		return nvar, off, nil
	}
	if L-bsz-2 < cs {
		return 0, nil, corrupt("a row of %d bytes has no variable column count", L)
	}
	nvar := int(binary.LittleEndian.Uint16(r[L-bsz-2:]))
	if L-bsz-4-2*nvar < cs {
		return 0, nil, corrupt("a row of %d bytes is too short for %d variable columns", L, nvar)
	}
	off := make([]int, nvar+1)
	for i := 0; i <= nvar; i++ {
		off[i] = int(binary.LittleEndian.Uint16(r[L-bsz-4-2*i:]))
	}
	return nvar, off, nil
}

// Money is a currency value in ten-thousandths of a unit.
type Money int64

func (m Money) String() string {
	u := uint64(m)
	sign := ""
	if m < 0 {
		sign, u = "-", -u
	}
	return fmt.Sprintf("%s%d.%04d", sign, u/10000, u%10000)
}

// Numeric is a scaled decimal: Unscaled × 10^-Scale.
type Numeric struct {
	Unscaled *big.Int
	Scale    int
}

func (n Numeric) String() string {
	s := new(big.Int).Abs(n.Unscaled).String()
	if n.Scale > 0 {
		for len(s) <= n.Scale {
			s = "0" + s
		}
		s = s[:len(s)-n.Scale] + "." + s[len(s)-n.Scale:]
	}
	if n.Unscaled.Sign() < 0 {
		s = "-" + s
	}
	return s
}

// epoch is day 0 of an Access date.
var epoch = time.Date(1899, 12, 30, 0, 0, 0, 0, time.UTC)

// Access dates run from 1 January 100 to 31 December 9999.
const minDay, maxDay = -657434, 2958465

// dateTime converts days since 1899-12-30 (the fraction the time of day,
// positive also before the epoch) to a time, to the millisecond.
func dateTime(v float64) (time.Time, bool) {
	if math.IsNaN(v) || v < minDay || v >= maxDay+1 {
		return time.Time{}, false
	}
	day := math.Trunc(v)
	ms := math.Round(math.Abs(v-day) * 86400e3)
	return epoch.AddDate(0, 0, int(day)).Add(time.Duration(ms) * time.Millisecond), true
}

func (rd *rowReader) value(c *Column, b []byte) (any, error) {
	need := fixedSize(c.Type)
	if need > 0 && len(b) < need {
		return nil, corrupt("column %q holds %d bytes, too few for a %s", c.Name, len(b), c.Type)
	}
	switch c.Type {
	case TypeByte:
		return b[0], nil
	case TypeInt:
		return int16(binary.LittleEndian.Uint16(b)), nil
	case TypeLong:
		return int32(binary.LittleEndian.Uint32(b)), nil
	case TypeComplex:
		return int32(binary.LittleEndian.Uint32(b)), nil
	case TypeMoney:
		return Money(binary.LittleEndian.Uint64(b)), nil
	case TypeBigInt:
		return int64(binary.LittleEndian.Uint64(b)), nil
	case TypeFloat:
		return math.Float32frombits(binary.LittleEndian.Uint32(b)), nil
	case TypeDouble:
		return math.Float64frombits(binary.LittleEndian.Uint64(b)), nil
	case TypeDateTime:
		v := math.Float64frombits(binary.LittleEndian.Uint64(b))
		tm, ok := dateTime(v)
		if !ok {
			return nil, corrupt("column %q holds the date %g days from 1899-12-30, outside the years 100 to 9999", c.Name, v)
		}
		return tm, nil
	case TypeGUID:
		return fmt.Sprintf("{%02X%02X%02X%02X-%02X%02X-%02X%02X-%02X%02X-%02X%02X%02X%02X%02X%02X}",
			b[3], b[2], b[1], b[0], b[5], b[4], b[7], b[6], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]), nil
	case TypeNumeric:
		// A sign byte, then four 32-bit little-endian words, the most
		// significant first.
		var mag [16]byte
		for w := 0; w < 4; w++ {
			for k := 0; k < 4; k++ {
				mag[4*w+k] = b[1+4*w+3-k]
			}
		}
		u := new(big.Int).SetBytes(mag[:])
		if b[0]&0x80 != 0 {
			u.Neg(u)
		}
		return Numeric{Unscaled: u, Scale: c.Scale}, nil
	case TypeText:
		return rd.text(b), nil
	case TypeBinary:
		return append([]byte{}, b...), nil
	case TypeMemo, TypeOLE:
		v, err := rd.longValue(c, b)
		if err != nil {
			return nil, err
		}
		if c.Type == TypeMemo {
			return rd.text(v), nil
		}
		return v, nil
	}
	return append([]byte{}, b...), nil
}

func (rd *rowReader) text(b []byte) string {
	if rd.t.db.ver == Jet3 {
		return decodeCP1252(b)
	}
	return decodeJet4Text(b)
}

// maxLongValuePages bounds a chain of long-value pages beyond what the
// byte budget already does.
const maxLongValuePages = 1 << 20

// longValue reads a memo or OLE value from its 12-byte header (HACKING.md,
// "Memo Field Definition" and "LVAL Pages"): inline (0x80), in one row of a
// long-value page (0x40) or in a chain of such rows (0x00), each starting with
// the pointer to the next.
func (rd *rowReader) longValue(c *Column, b []byte) ([]byte, error) {
	if len(b) < 12 {
		return nil, corrupt("column %q holds %d bytes, too few for a long value's header", c.Name, len(b))
	}
	head := binary.LittleEndian.Uint32(b)
	n := int64(head & 0x3FFFFFFF)
	if n > rd.budget {
		return nil, corrupt("column %q claims a long value of %d bytes, more than the file holds", c.Name, n)
	}
	rd.budget -= n
	ptr := binary.LittleEndian.Uint32(b[4:])
	switch head & 0xC0000000 {
	case 0x80000000:
		if int64(len(b)-12) < n {
			return nil, corrupt("column %q claims %d bytes inline but holds %d", c.Name, n, len(b)-12)
		}
		return append([]byte{}, b[12:12+n]...), nil
	case 0x40000000:
		r, err := rd.lval(c, ptr)
		if err != nil {
			return nil, err
		}
		if int64(len(r)) < n {
			return nil, corrupt("column %q claims %d bytes on a long-value page that holds %d", c.Name, n, len(r))
		}
		return append([]byte{}, r[:n]...), nil
	case 0:
		out := make([]byte, 0, n)
		seen := map[uint32]bool{}
		for int64(len(out)) < n {
			if ptr == 0 {
				return nil, corrupt("column %q claims %d bytes but its long-value pages end after %d", c.Name, n, len(out))
			}
			if seen[ptr] || len(seen) >= maxLongValuePages {
				return nil, corrupt("the long-value pages of column %q loop back to row %d of page %d", c.Name, ptr&0xFF, ptr>>8)
			}
			seen[ptr] = true
			r, err := rd.lval(c, ptr)
			if err != nil {
				return nil, err
			}
			if len(r) < 4 {
				return nil, corrupt("a long-value row of column %q (row %d of page %d) has no next pointer", c.Name, ptr&0xFF, ptr>>8)
			}
			part := r[4:]
			if rest := n - int64(len(out)); int64(len(part)) > rest {
				part = part[:rest]
			}
			out = append(out, part...)
			ptr = binary.LittleEndian.Uint32(r)
		}
		return out, nil
	}
	return nil, corrupt("column %q has a long value of unknown kind 0x%02x", c.Name, head>>24)
}

// lval finds a row of a long-value page.
func (rd *rowReader) lval(c *Column, ptr uint32) ([]byte, error) {
	p, start, end, _, err := rd.t.db.lookup(ptr)
	if err != nil {
		return nil, fmt.Errorf("%w (the long value of column %q)", err, c.Name)
	}
	if string(p[4:8]) != "LVAL" {
		return nil, corrupt("the long value of column %q points to page %d, which is not a long-value page", c.Name, ptr>>8)
	}
	return p[start:end], nil
}
