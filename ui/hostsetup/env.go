package hostsetup

import (
	"net"
	"time"

	"fyne.io/fyne/v2"

	"github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/app/lan"
	"github.com/labyrinth-game/labyrinth/app/rulebook"
	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/widgets"
)

// Env is what the host setup needs from around it. Tests replace the parts
// that would touch the player's files, the network or a person.
type Env struct {
	// GamesDir is where hosted games are kept (session.GamesDir).
	GamesDir func() (string, error)
	// Rules is the store of named rules configurations
	// (rulebook.DefaultStore).
	Rules func() (*rulebook.Store, error)
	// Interfaces are the interfaces the game may be advertised on
	// (lan.Interfaces: up, multicast, IPv4, not loopback).
	Interfaces func() ([]net.Interface, error)
	// Listen is the address the host listens on ("" for every address
	// of the computer; tests give loopback).
	Listen string
	// Options are the host's options besides the game (its log, clock).
	Options host.Options
	// ChooseOpen asks for a file (a maze or a rules file).
	ChooseOpen func(w fyne.Window, dir string, done func(path string))
	// Background runs generation and the host's start off the UI
	// goroutine.
	Background func(func())
	Now        func() time.Time
	// EditorMaze is the maze file the editor had last ("" for none), and
	// offered as "The editor's maze".
	EditorMaze func() string
	// UserName is the person at this computer, for the game's default
	// name.
	UserName func() string
}

// NewEnv is the host setup's environment in the app.
func NewEnv() *Env {
	return &Env{
		GamesDir:   session.GamesDir,
		Rules:      rulebook.DefaultStore,
		Interfaces: func() ([]net.Interface, error) { return lan.Interfaces("") },
		ChooseOpen: widgets.ChooseOpenFile,
		Background: func(f func()) { go f() },
		Now:        time.Now,
		EditorMaze: func() string { return "" },
		UserName:   shell.UserFirstName,
	}
}

// NewEnvIn is NewEnv with the games and the rules under dir, listening on
// loopback: for tests of the screens around the setup.
func NewEnvIn(dir string) *Env {
	env := NewEnv()
	env.GamesDir = func() (string, error) { return dir + "/games", nil }
	env.Rules = func() (*rulebook.Store, error) { return &rulebook.Store{Dir: dir + "/rules"}, nil }
	env.Listen = "127.0.0.1"
	env.UserName = func() string { return "Ann" }
	return env
}
