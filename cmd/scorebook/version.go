package main

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"
	"time"
)

// The release build stamps these in (.goreleaser.yaml's ldflags):
//
//	-X main.version={{.Version}} -X main.commit={{.Commit}} -X main.date={{.Date}}
var version, commit, date string

// versionText says which scorebook this is, for --version: the version,
// commit and date a release build stamped in or, in a build from source,
// what Go recorded (info, from debug.ReadBuildInfo; nil when there is none):
// the module version of `go install …@v1.2.0` and the revision of a build
// from a clone. A build that knows neither is "devel".
func versionText(info *debug.BuildInfo) string {
	v, c, d := version, commit, date
	if c == "none" || c == "unknown" {
		c = "" // GoReleaser's word when it could not read git
	}
	if strings.HasPrefix(d, "0001-01-01") {
		d = "" // and its date
	}
	stamped, modified := c != "", false
	if info != nil {
		if v == "" && info.Main.Version != "" && info.Main.Version != "(devel)" {
			v = info.Main.Version
		}
		for _, s := range info.Settings {
			switch s.Key {
			case "vcs.revision":
				if c == "" {
					c = s.Value
				}
			case "vcs.time":
				if d == "" {
					d = s.Value
				}
			case "vcs.modified":
				modified = s.Value == "true" && !stamped
			}
		}
	}
	if v == "" {
		v = "devel"
	}
	var about []string
	if c != "" {
		if len(c) > 12 {
			c = c[:12]
		}
		if modified {
			c += " with changes"
		}
		about = append(about, "commit "+c)
	}
	if t, err := time.Parse(time.RFC3339, d); err == nil {
		about = append(about, t.UTC().Format("2006-01-02"))
	} else if d != "" {
		about = append(about, d)
	}
	about = append(about, runtime.GOOS+"/"+runtime.GOARCH)
	return fmt.Sprintf("%s (%s)", strings.TrimPrefix(v, "v"), strings.Join(about, ", "))
}

// buildInfo is debug.ReadBuildInfo's, or nil.
func buildInfo() *debug.BuildInfo {
	if info, ok := debug.ReadBuildInfo(); ok {
		return info
	}
	return nil
}
