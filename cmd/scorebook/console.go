package main

// session is how scorebook was started, as its system tells (openSession,
// in console_windows.go, console_darwin.go, console_other.go): window when
// the console window is scorebook's own (started from Explorer or Finder),
// and restore puts back what was changed in the console for the run.
type session struct {
	window  bool
	restore func()
}
