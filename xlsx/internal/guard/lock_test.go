package guard

import (
	"strings"
	"testing"
)

// FuzzLockOwner: whatever a lock file holds, the owner named is one line of
// printable text.
func FuzzLockOwner(f *testing.F) {
	f.Add([]byte("\x0dJane Director                                         \x0d\x00J\x00a\x00n\x00e\x00"))
	f.Add([]byte("John Scorer,jscorer,laptop,30.11.2026 19:02,file:///home/jscorer/.config/libreoffice/4;"))
	f.Add([]byte{0xff, 0, 0, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, owner := range []string{excelOwner(data), libreOwner(data)} {
			if owner == "" || strings.ContainsAny(owner, "\r\n\x00") {
				t.Errorf("owner %q", owner)
			}
		}
	})
}
