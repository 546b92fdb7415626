package guard

import (
	"fmt"
	"os"
	"syscall"
	"testing"
)

// The decisions of the Windows build, made here with Windows' codes:
// ERROR_SHARING_VIOLATION (32) and ERROR_LOCK_VIOLATION (33) as os.Rename
// and os.Open return them, wrapped.
func TestInUse(t *testing.T) {
	windows := []syscall.Errno{32, 33}
	for _, tc := range []struct {
		err  error
		want bool
	}{
		{&os.LinkError{Op: "rename", Old: `C:\Club\.club.scorebook-1.xlsx`, New: `C:\Club\club.xlsx`, Err: syscall.Errno(32)}, true},
		{&os.PathError{Op: "open", Path: `C:\Club\club.xlsx`, Err: syscall.Errno(33)}, true},
		{fmt.Errorf("saving: %w", &os.PathError{Op: "write", Path: "x", Err: syscall.Errno(32)}), true},
		{&os.PathError{Op: "open", Path: `C:\Club\club.xlsx`, Err: syscall.Errno(5)}, false}, // access denied
		{&os.PathError{Op: "open", Path: "club.xlsx", Err: os.ErrNotExist}, false},
		{nil, false},
	} {
		if got := inUse(tc.err, windows); got != tc.want {
			t.Errorf("inUse(%v) = %v, want %v", tc.err, got, tc.want)
		}
		if inUse(tc.err, nil) {
			t.Errorf("inUse(%v) with no codes (not Windows) = true", tc.err)
		}
	}
	if InUse(&os.PathError{Op: "open", Path: "x", Err: syscall.Errno(32)}) != (len(inUseCodes) > 0) {
		t.Error("InUse disagrees with this system's codes")
	}
	if hintDenied(true) == hintDenied(false) {
		t.Error("the Windows hint for access denied does not mention a program holding the file")
	}
}
