package main

import (
	"os"
	"unsafe"

	"golang.org/x/sys/windows"
)

// openSession tells whether Explorer started scorebook (ownsConsole), and
// switches the console's output to UTF-8 for the run. Go writes to a
// console in UTF-16 (WriteConsoleW), so ♠, — and … show whatever the code
// page; but what scorebook writes to a pipe is UTF-8, and another console
// program reading it (findstr, more) shows it through the output code page.
// The code page is the console's, so it is put back at exit.
func openSession() session {
	c := session{restore: func() {}}
	var mode uint32
	stdinConsole := windows.GetConsoleMode(windows.Handle(os.Stdin.Fd()), &mode) == nil
	c.window = ownsConsole(consoleProcesses(), stdinConsole)
	if cp, err := windows.GetConsoleOutputCP(); err == nil && cp != utf8CodePage {
		if windows.SetConsoleOutputCP(utf8CodePage) == nil {
			c.restore = func() { windows.SetConsoleOutputCP(cp) }
		}
	}
	return c
}

const utf8CodePage = 65001

// consoleProcesses lists the processes attached to scorebook's console
// (GetConsoleProcessList); nil when it has none. Only the count matters.
func consoleProcesses() []uint32 {
	proc := windows.NewLazySystemDLL("kernel32.dll").NewProc("GetConsoleProcessList")
	if proc.Find() != nil {
		return nil
	}
	pids := make([]uint32, 8)
	n, _, _ := proc.Call(uintptr(unsafe.Pointer(&pids[0])), uintptr(len(pids)))
	switch {
	case n == 0:
		return nil
	case int(n) > len(pids):
		return make([]uint32, n) // more than fit: many
	}
	return pids[:n]
}
