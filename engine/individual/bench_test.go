package individual

import "testing"

// BenchmarkScoreRainbow13 scores the largest movement offered, the
// 13-table Rainbow (52 players, 338 rows), every board played.
func BenchmarkScoreRainbow13(b *testing.B) {
	m, err := Rainbow(13)
	if err != nil {
		b.Fatal(err)
	}
	base := movementEvent(b, m)
	b.ReportAllocs()
	for b.Loop() {
		ev := *base
		ev.Rows = append([]ResultRow(nil), base.Rows...)
		if res, probs := Score(&ev); res == nil {
			b.Fatal(probs)
		}
	}
}
