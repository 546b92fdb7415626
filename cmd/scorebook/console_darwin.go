package main

import (
	"os"
	"time"

	"golang.org/x/sys/unix"
)

// openSession tells whether Finder started scorebook (finderStarted), from
// the terminal on stdin and stdout and the parent shell: its name, its
// parent's, and when it started.
func openSession() session {
	c := session{restore: func() {}}
	terminal := isTerminal(os.Stdin) && isTerminal(os.Stdout)
	if !terminal {
		return c
	}
	me, err := unix.SysctlKinfoProc("kern.proc.pid", os.Getpid())
	if err != nil {
		return c
	}
	parent, err := unix.SysctlKinfoProc("kern.proc.pid", int(me.Eproc.Ppid))
	if err != nil {
		return c
	}
	grandparent, err := unix.SysctlKinfoProc("kern.proc.pid", int(parent.Eproc.Ppid))
	if err != nil {
		return c
	}
	age := started(me).Sub(started(parent))
	c.window = finderStarted(terminal, command(parent), command(grandparent), age)
	return c
}

func isTerminal(f *os.File) bool {
	_, err := unix.IoctlGetTermios(int(f.Fd()), unix.TIOCGETA)
	return err == nil
}

func started(p *unix.KinfoProc) time.Time { return time.Unix(p.Proc.P_starttime.Unix()) }

func command(p *unix.KinfoProc) string { return unix.ByteSliceToString(p.Proc.P_comm[:]) }
