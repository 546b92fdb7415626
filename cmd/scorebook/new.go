package main

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/scorebook/scorebook/templates"
	"github.com/scorebook/scorebook/xlsx"
	"github.com/urfave/cli/v2"
)

var templateKinds = map[string]func() templates.Template{
	"pairs": templates.Pairs,
}

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
	kind, path := c.Args().Get(0), c.Args().Get(1)
	make, ok := templateKinds[kind]
	if !ok {
		return &usageError{msg: fmt.Sprintf("unknown kind %q", kind), hint: "the kinds are pairs, teams and grading"}
	}
	if !strings.EqualFold(filepath.Ext(path), ".xlsx") {
		return &usageError{msg: fmt.Sprintf("%s must end in .xlsx", path), hint: "run scorebook new " + kind + " " + strings.TrimSuffix(path, filepath.Ext(path)) + ".xlsx"}
	}
	log, err := newLogger(c, c.App.ErrWriter)
	if err != nil {
		return err
	}
	if err := xlsx.WriteTemplate(path, make()); err != nil {
		j := &job{path: path, log: log}
		j.fail(err)
		return errFailed
	}
	if !c.Bool("quiet") {
		fmt.Fprintf(c.App.Writer, "wrote %s: a blank %s workbook\n", path, kind)
	}
	return nil
}
