package guard

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"io"
	"runtime"
	"sync"

	"github.com/xuri/excelize/v2"
)

// Saving a large workbook is mostly compressing it: a 200,000-result event
// writes some 360 MB of sheet XML. The zip writer below compresses each part
// in chunks on every core. Each chunk is compressed on its own and ends with
// a sync flush, so the chunks join into one valid deflate stream (as pigz
// does); the file is the size a single compressor at the same level would
// make, give or take a few bytes per megabyte.

// deflateChunk is how much of a part one worker compresses at a time.
const deflateChunk = 1 << 20

// deflateLevel is the compression level: 4, not the default 6, which took
// 2.6 times the CPU for files 10 to 12% smaller (the 200,000-result
// event's Scorecards and Travellers XML in 1 MiB chunks: 0.63 s against
// 1.65 s of CPU for 64 MB, 12.5% against 11.1% of its size; level 5 took
// 0.97 s for 11.4%, levels 1 to 3 saved little more time for much larger
// files). Compressing was otherwise half of a large run's CPU.
const deflateLevel = 4

// NewZipWriter is excelize's zip writer with the parallel compressor.
func NewZipWriter(w io.Writer) excelize.ZipWriter {
	zw := zip.NewWriter(w)
	zw.RegisterCompressor(zip.Deflate, func(out io.Writer) (io.WriteCloser, error) {
		return newParallelDeflate(out, runtime.GOMAXPROCS(0)), nil
	})
	return zw
}

// parallelDeflate compresses what is written to it, in chunks, on several
// goroutines, and writes the compressed chunks to out in order.
type parallelDeflate struct {
	out     io.Writer
	buf     []byte
	pending chan chan []byte // compressed chunks, in order
	done    chan error
	Closed  bool
}

// A club night's workbook is some twenty small parts, and a federation's
// folder a thousand workbooks: a 1 MiB chunk buffer and a compressor (some
// 1.2 MB of tables) made afresh for every part were two thirds of the
// memory a club night allocated, and their clearing and collecting a fifth
// of its CPU. Both are kept for the next part instead; a reset compressor
// writes what a new one would (compress/flate's Writer.Reset).
var (
	chunks      = sync.Pool{New: func() any { b := make([]byte, 0, deflateChunk); return &b }}
	compressors sync.Pool // *flate.Writer at deflateLevel
)

func newParallelDeflate(out io.Writer, workers int) *parallelDeflate {
	d := &parallelDeflate{
		out:     out,
		pending: make(chan chan []byte, max(workers, 1)),
		done:    make(chan error, 1),
	}
	go d.writeOut()
	return d
}

// writeOut writes the compressed chunks in order as they are ready.
func (d *parallelDeflate) writeOut() {
	var err error
	for c := range d.pending {
		chunk := <-c
		if err == nil {
			_, err = d.out.Write(chunk)
		}
	}
	d.done <- err
}

func (d *parallelDeflate) Write(p []byte) (int, error) {
	n := len(p)
	for len(p) > 0 {
		if d.buf == nil {
			d.buf = (*chunks.Get().(*[]byte))[:0]
		}
		k := min(len(p), deflateChunk-len(d.buf))
		d.buf = append(d.buf, p[:k]...)
		p = p[k:]
		if len(d.buf) == deflateChunk {
			d.flushChunk()
		}
	}
	return n, nil
}

// flushChunk hands the buffered chunk to a worker.
func (d *parallelDeflate) flushChunk() {
	in := d.buf
	d.buf = nil
	c := make(chan []byte, 1)
	d.pending <- c // waits while every worker is busy: memory stays bounded
	go func() {
		var out bytes.Buffer
		out.Grow(len(in) / 4)
		fw, _ := compressors.Get().(*flate.Writer)
		if fw == nil {
			fw, _ = flate.NewWriter(&out, deflateLevel)
		} else {
			fw.Reset(&out)
		}
		fw.Write(in)
		fw.Flush() // a sync flush: byte-aligned, not final
		compressors.Put(fw)
		in = in[:0]
		chunks.Put(&in)
		c <- out.Bytes()
	}()
}

// Close compresses what is left and ends the stream with an empty final
// block.
func (d *parallelDeflate) Close() error {
	if d.Closed {
		return nil
	}
	d.Closed = true
	if len(d.buf) > 0 {
		d.flushChunk()
	}
	end := make(chan []byte, 1)
	end <- []byte{0x03, 0x00} // an empty fixed-Huffman block, marked final
	d.pending <- end
	close(d.pending)
	return <-d.done
}
