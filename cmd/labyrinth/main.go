// Command labyrinth is the Labyrinth game: without arguments it opens the
// game window, "edit [FILE]" opens the maze editor; with another command
// (validate, show, replay, help, ...) it runs that command headless and
// exits. See "labyrinth help".
package main

import (
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"github.com/labyrinth-game/labyrinth/app/cli"
	"github.com/labyrinth-game/labyrinth/ui"
)

func main() {
	// Every other argument list goes to the command line, which runs a known
	// command (cli.IsCommand) and reports an unknown one with the usage.
	if len(os.Args) > 1 && !ui.IsCommand(os.Args[1]) {
		os.Exit(cli.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(ui.Run(os.Args[1:], func() fyne.App { return app.NewWithID(ui.AppID) }, os.Stdout, os.Stderr))
}
