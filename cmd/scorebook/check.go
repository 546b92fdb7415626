package main

import "github.com/urfave/cli/v2"

func checkCommand() *cli.Command {
	return &cli.Command{
		Name:            "check",
		Usage:           "check workbooks and report every problem, writing nothing",
		OnUsageError:    commandUsageError,
		HideHelpCommand: true,
		ArgsUsage:       "BOOK.xlsx…",
		Description: "Reads each workbook as score would and prints every error and warning with its sheet and\n" +
			"cell. Nothing is written. The exit status is 1 when any workbook has errors.",
		Flags: append([]cli.Flag{
			passwordFlag,
		}, commonFlags...),
		Action: func(c *cli.Context) error { return runBooks(c, false) },
	}
}
