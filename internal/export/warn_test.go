package export

import "testing"

// TestNoClub: the warning says what is missing, and a club named without its
// number is not called nameless.
func TestNoClub(t *testing.T) {
	for _, tc := range []struct{ name, id, want string }{
		{"", "", "the USEBIO file names no club: the Event sheet gives no Club and no Club ID"},
		{"Riverside BC", "", "the USEBIO file has no Club ID: the Event sheet gives no Club ID"},
		{"", "4321", "the USEBIO file has no Club: the Event sheet gives no Club"},
		{"Riverside BC", "4321", ""},
	} {
		ps := NoClub("Event", tc.name, tc.id)
		got := ""
		if len(ps) == 1 {
			got = ps[0].Msg
		} else if len(ps) > 1 {
			t.Fatalf("%q %q: %d problems", tc.name, tc.id, len(ps))
		}
		if got != tc.want {
			t.Errorf("%q %q: got %q, want %q", tc.name, tc.id, got, tc.want)
		}
	}
}
