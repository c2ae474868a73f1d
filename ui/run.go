package ui

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"fyne.io/fyne/v2"

	"github.com/labyrinth-game/labyrinth/app/editor"
	uieditor "github.com/labyrinth-game/labyrinth/ui/editor"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/solo"
)

// IsCommand reports whether name is a command that opens the window ("edit",
// "solo") rather than one of the headless commands of app/cli: main hands
// those argument lists to Run.
func IsCommand(name string) bool { return name == "edit" || name == "solo" || name == "dev-host" }

const editUsage = `usage: labyrinth edit [FILE]

Open the maze editor: on FILE (a maze file, see docs/maze-format.md), or on
a new blank maze. docs/editor.md is the editor's guide.
`

// Run opens the window and runs the application until it quits; it
// returns the process's exit status. Without arguments the window shows
// the start screen; "edit [FILE]" opens the maze editor directly, "solo
// [OPTIONS]" a practice game (ui/solo/run.go). newApp
// makes the Fyne application (only cmd/labyrinth imports Fyne's app
// package); it is called only once the arguments are known to be good, so
// that a mistyped command line never opens a window.
func Run(args []string, newApp func() fyne.App, stdout, stderr io.Writer) int {
	var doc *editor.Document
	var openSolo func(shell.Frame)
	var devHosting *devHost
	soloEnv := solo.NewEnv()
	edit := len(args) > 0 && args[0] == "edit"
	if len(args) > 0 && args[0] == "solo" {
		var code int
		if openSolo, code = solo.Prepare(args[1:], soloEnv, stdout, stderr); openSolo == nil {
			return code
		}
	} else if edit {
		path, err := parseEditArgs(args[1:])
		switch {
		case errors.Is(err, errHelp):
			io.WriteString(stdout, editUsage)
			return 0
		case err != nil:
			fmt.Fprintf(stderr, "labyrinth edit: %v\n\n%s", err, editUsage)
			return 2
		}
		if path != "" {
			d, err := editor.Open(path, uieditor.Config(nil))
			if err != nil {
				fmt.Fprintf(stderr, "labyrinth edit: %v\n", err)
				return 1
			}
			doc = d
		}
	} else if len(args) > 0 && args[0] == "dev-host" {
		d, err := parseDevHost(args[1:])
		switch {
		case errors.Is(err, errHelp):
			io.WriteString(stdout, devHostUsage)
			return 0
		case err != nil:
			fmt.Fprintf(stderr, "labyrinth dev-host: %v\n\n%s", err, devHostUsage)
			return 2
		}
		devHosting = &d
	} else if len(args) > 0 {
		fmt.Fprintf(stderr, "labyrinth: unknown command %q\n", args[0])
		return 2
	}
	a := newApp()
	w := a.NewWindow(shell.AppName)
	win := setup(a, w)
	win.solo = soloEnv
	if openSolo != nil {
		openSolo(win)
	}
	if devHosting != nil {
		if err := devHosting.start(win, stderr); err != nil {
			fmt.Fprintf(stderr, "labyrinth dev-host: %v\n", err)
			return 1
		}
	}
	if edit {
		if doc != nil {
			uieditor.OpenDocument(win, win.editor, doc)
		} else {
			uieditor.Open(win, win.editor, "")
		}
	}
	w.ShowAndRun()
	return 0
}

var errHelp = errors.New("help")

// parseEditArgs reads "[FILE]" and --help.
func parseEditArgs(args []string) (path string, err error) {
	for _, a := range args {
		switch {
		case a == "-h" || a == "--help" || a == "-help":
			return "", errHelp
		case strings.HasPrefix(a, "-") && a != "-":
			return "", fmt.Errorf("unknown option %s", a)
		case path != "":
			return "", errors.New("one maze file at a time")
		}
		path = a
	}
	return path, nil
}
