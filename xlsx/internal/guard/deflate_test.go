package guard

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"fmt"
	"io"
	"math/rand"
	"testing"
)

// The parallel compressor's output is a deflate stream that inflates to
// exactly what was written, whatever the size and however it was written.
func TestParallelDeflateRoundTrips(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	text := func(n int) []byte {
		var b bytes.Buffer
		for b.Len() < n {
			fmt.Fprintf(&b, `<row r="%d"><c r="A%d" t="inlineStr"><is><t>%d</t></is></c></row>`, rng.Intn(1e6), rng.Intn(1e6), rng.Int63())
		}
		return b.Bytes()[:n]
	}
	for _, n := range []int{0, 1, 1000, deflateChunk - 1, deflateChunk, deflateChunk + 1, 3*deflateChunk + 12345} {
		for _, workers := range []int{1, 2, 4} {
			in := text(n)
			var out bytes.Buffer
			d := newParallelDeflate(&out, workers)
			// Write in odd pieces.
			for rest := in; len(rest) > 0; {
				k := min(len(rest), 1+rng.Intn(200000))
				if _, err := d.Write(rest[:k]); err != nil {
					t.Fatal(err)
				}
				rest = rest[k:]
			}
			if err := d.Close(); err != nil {
				t.Fatal(err)
			}
			got, err := io.ReadAll(flate.NewReader(&out))
			if err != nil {
				t.Fatalf("n=%d workers=%d: %v", n, workers, err)
			}
			if !bytes.Equal(got, in) {
				t.Fatalf("n=%d workers=%d: inflated %d bytes, want %d", n, workers, len(got), len(in))
			}
		}
	}
}

// A zip written with it reads back with the standard reader (sizes and
// checksums right).
func TestParallelZipReadsBack(t *testing.T) {
	var buf bytes.Buffer
	zw := NewZipWriter(&buf)
	parts := map[string][]byte{"a.xml": bytes.Repeat([]byte("<a/>"), 1e6), "b.xml": []byte("small"), "c.xml": nil}
	for _, name := range []string{"a.xml", "b.xml", "c.xml"} {
		w, err := zw.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		w.Write(parts[name])
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	zr, err := zip.NewReader(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
	if err != nil {
		t.Fatal(err)
	}
	got := map[string][]byte{}
	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		got[f.Name], err = io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatal(err)
		}
	}
	for name, data := range parts {
		if !bytes.Equal(got[name], data) {
			t.Errorf("%s: %d bytes, want %d", name, len(got[name]), len(data))
		}
	}
}

func BenchmarkDeflate(b *testing.B) {
	in := bytes.Repeat([]byte(`<row r="1"><c r="A1" s="3"><v>0.583333333333333</v></c><c r="B1" t="inlineStr"><is><t>4♠</t></is></c></row>`), 200000)
	b.SetBytes(int64(len(in)))
	b.Run("single", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			fw, _ := flate.NewWriter(io.Discard, deflateLevel)
			fw.Write(in)
			fw.Close()
		}
	})
	b.Run("parallel", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			d := newParallelDeflate(io.Discard, 2)
			d.Write(in)
			d.Close()
		}
	})
}
