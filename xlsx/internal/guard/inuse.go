package guard

import (
	"errors"
	"slices"
	"syscall"
)

// InUse reports whether err says that another program holds the file open
// and will not share it: on Windows, a sharing or lock violation, which is
// what reading or replacing a workbook that Excel has open gives. The codes
// are the system's (inUseCodes, set for Windows only); the decision is
// inUse's, tested on every system.
func InUse(err error) bool { return inUse(err, inUseCodes) }

func inUse(err error, codes []syscall.Errno) bool {
	var errno syscall.Errno
	return errors.As(err, &errno) && slices.Contains(codes, errno)
}

// HintInUse is what to do about a workbook another program holds.
const HintInUse = "close it in Excel (or whichever program has it open), then run scorebook again"

// HintDenied is what to do when the system will not let scorebook write a
// file. On Windows, replacing a file that a program holds open (Excel) is
// refused as if the user had no permission, so the hint names both.
func HintDenied() string { return hintDenied(deniedMayBeInUse) }

func hintDenied(mayBeInUse bool) string {
	if mayBeInUse {
		return "if it is open in Excel or another program, close it there and run scorebook again; otherwise check that you may write in that folder"
	}
	return "check that you may write in that folder"
}
