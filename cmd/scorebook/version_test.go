package main

import (
	"runtime"
	"runtime/debug"
	"testing"
)

func TestVersionText(t *testing.T) {
	platform := runtime.GOOS + "/" + runtime.GOARCH
	fromClone := &debug.BuildInfo{Main: debug.Module{Path: "github.com/scorebook/scorebook/cmd/scorebook", Version: "(devel)"},
		Settings: []debug.BuildSetting{
			{Key: "vcs", Value: "git"},
			{Key: "vcs.revision", Value: "5692a92c0ffee1234567890abcdef0123456789a"},
			{Key: "vcs.time", Value: "2026-12-01T17:27:00Z"},
			{Key: "vcs.modified", Value: "true"},
		}}
	installed := &debug.BuildInfo{Main: debug.Module{Path: "github.com/scorebook/scorebook", Version: "v1.3.0"}}
	for _, tc := range []struct {
		name                  string
		version, commit, date string
		info                  *debug.BuildInfo
		want                  string
	}{
		{"release build", "1.4.0", "0f3c2a1b9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b", "2026-12-05T09:30:00Z", fromClone,
			"1.4.0 (commit 0f3c2a1b9e8d, 2026-12-05, " + platform + ")"},
		{"go build in a clone", "", "", "", fromClone,
			"devel (commit 5692a92c0ffe with changes, 2026-12-01, " + platform + ")"},
		{"release snapshot without git", "0.0.1-snapshot+none", "none", "0001-01-01T00:00:00Z", nil,
			"0.0.1-snapshot+none (" + platform + ")"},
		{"go install …@v1.3.0", "", "", "", installed, "1.3.0 (" + platform + ")"},
		{"nothing known", "", "", "", nil, "devel (" + platform + ")"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			version, commit, date = tc.version, tc.commit, tc.date
			defer func() { version, commit, date = "", "", "" }()
			if got := versionText(tc.info); got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}
