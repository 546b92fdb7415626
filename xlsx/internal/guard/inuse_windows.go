package guard

import (
	"syscall"

	"golang.org/x/sys/windows"
)

// Windows refuses to share a file another program holds open (Excel keeps
// the workbook it has open) with one of these.
var inUseCodes = []syscall.Errno{windows.ERROR_SHARING_VIOLATION, windows.ERROR_LOCK_VIOLATION}

// Replacing a file a program holds open can also fail as "access is denied".
const deniedMayBeInUse = true
