package problem

import (
	"errors"
	"testing"
)

func TestErrorValue(t *testing.T) {
	// A Problem works as an error as a value as well as a pointer.
	var err error = Problem{Msg: "m", Hint: "h"}
	if err.Error() != "m" {
		t.Errorf("Error() = %q", err.Error())
	}
	var h interface{ HintText() string }
	if !errors.As(err, &h) || h.HintText() != "h" {
		t.Errorf("hint not found through errors.As")
	}
}

func TestPlaceAndError(t *testing.T) {
	for _, tt := range []struct {
		p            Problem
		place, error string
	}{
		{Problem{Msg: "m"}, "", "m"},
		{Problem{Sheet: "Event", Msg: "m"}, "Event", "Event: m"},
		{Problem{Sheet: "Results", Row: 17, Column: "Score", Msg: "m"}, "Results row 17", "Results row 17 Score: m"},
		{Problem{Sheet: "Results", Row: 17, Column: "Score", Cell: "G17", Msg: "m"}, "Results!G17", "Results!G17: m"},
		{Problem{Sheet: "Grading", Column: "Window months", Msg: "m"}, "Grading", "Grading Window months: m"},
	} {
		if got := tt.p.Place(); got != tt.place {
			t.Errorf("%+v: Place() = %q, want %q", tt.p, got, tt.place)
		}
		if got := tt.p.Error(); got != tt.error {
			t.Errorf("%+v: Error() = %q, want %q", tt.p, got, tt.error)
		}
	}
}
