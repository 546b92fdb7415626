//go:build !windows

package guard

import "syscall"

// Other systems let a file be read and replaced while another program has it
// open: nothing is ever in use.
var inUseCodes []syscall.Errno

const deniedMayBeInUse = false
