package main

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/scorebook/scorebook/xlsx"
	"github.com/scorebook/scorebook/xlsx/kinds"
	"github.com/urfave/cli/v2"
)

func newCommand() *cli.Command {
	return &cli.Command{
		Name:            "new",
		Usage:           "write a blank workbook to fill in",
		OnUsageError:    commandUsageError,
		HideHelpCommand: true,
		ArgsUsage:       "pairs|teams|grading NEW.xlsx",
		Description: "Writes a blank workbook with the sheets and headers scorebook reads, and the settings\n" +
			"with their defaults and drop-down choices. It never replaces an existing file.",
		Flags:  commonFlags,
		Action: runNew,
	}
}

func runNew(c *cli.Context) error {
	if c.NArg() != 2 {
		return &usageError{msg: "new takes a kind and a file name", hint: "run scorebook new pairs NEW.xlsx"}
	}
	name, path := c.Args().Get(0), c.Args().Get(1)
	kind, ok := kinds.Named(name)
	if !ok {
		return &usageError{msg: fmt.Sprintf("unknown kind %q", name), hint: "the kinds are " + kinds.Names()}
	}
	if !strings.EqualFold(filepath.Ext(path), ".xlsx") {
		return &usageError{msg: fmt.Sprintf("%s must end in .xlsx", path), hint: "run scorebook new " + name + " " + strings.TrimSuffix(path, filepath.Ext(path)) + ".xlsx"}
	}
	log, err := newReporter(c, c.App.ErrWriter)
	if err != nil {
		return err
	}
	if err := xlsx.WriteTemplate(path, kind.Template()); err != nil {
		j := &job{path: path, log: log}
		j.fail(err)
		return errFailed
	}
	switch {
	case c.Bool("quiet"):
	case c.String("log-format") == "json":
		enc := json.NewEncoder(c.App.Writer)
		enc.SetEscapeHTML(false)
		return enc.Encode(summaryJSON{File: path, Status: "ok", Kind: name, Wrote: path})
	default:
		fmt.Fprintf(c.App.Writer, "wrote %s: a blank %s workbook\n", path, name)
	}
	return nil
}
