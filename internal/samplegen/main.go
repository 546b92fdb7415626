// Command samplegen writes the sample workbooks in samples/ from fixed random
// seeds, so that they can be made again exactly:
//
//	go run ./internal/samplegen            # every sample
//	go run ./internal/samplegen club-night # one of them
//	go run ./internal/samplegen club-night.pbn # its deals (slow: each is solved double dummy)
//
// Each sample registers itself in the samples map from its own file.
package main

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"

	"github.com/scorebook/scorebook/templates"
	"github.com/scorebook/scorebook/xlsx"
)

// samples maps a sample's name to the template that makes it; the file is
// samples/NAME.xlsx.
var samples = map[string]func() templates.Template{}

// folders maps a sample that is a folder of workbooks (samples/season/) to
// the function that writes it.
var folders = map[string]func() error{}

func main() {
	names := os.Args[1:]
	if len(names) == 0 {
		for n := range samples {
			names = append(names, n)
		}
		for n := range folders {
			names = append(names, n)
		}
		sort.Strings(names)
	}
	for _, n := range names {
		if write, ok := folders[n]; ok {
			if err := write(); err != nil {
				fmt.Fprintf(os.Stderr, "error: %s: %v\n", n, err)
				os.Exit(1)
			}
			continue
		}
		if dealFiles[n] {
			if err := writeDeals(n); err != nil {
				fmt.Fprintf(os.Stderr, "error: %s: %v\n", n, err)
				os.Exit(1)
			}
			fmt.Println("wrote", filepath.Join("samples", n))
			continue
		}
		make, ok := samples[n]
		if !ok {
			fmt.Fprintf(os.Stderr, "error: unknown sample %q\n", n)
			os.Exit(2)
		}
		path := filepath.Join("samples", n+".xlsx")
		_ = os.Remove(path)
		if err := xlsx.WriteTemplate(path, make()); err != nil {
			fmt.Fprintf(os.Stderr, "error: %s: %v\n", path, err)
			os.Exit(1)
		}
		fmt.Println("wrote", path)
	}
}
