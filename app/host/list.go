package host

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/app/storage"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/net/discovery"
)

// Hosted describes one game this computer hosted, for "continue hosting".
type Hosted struct {
	// Journal is the game's journal (it exists once the game is made), the
	// path Resume takes; State its host state.
	Journal, State string
	// Name, Port, Seats and Spectators are the host's settings.
	Name         string
	Port         int
	Seats        int
	Spectators   int
	CodeRequired bool
	Rules        string
	// Master is who is game master: a game of a human game master resumes
	// on his table, one of the computer's on its lobby.
	Master Master
	// Width and Height are the labyrinth's size.
	Width, Height int
	// Players are the names claimed, by seat ("" for a free seat).
	Players []string
	// Stage is lobby, playing or over; Round the round reached.
	Stage discovery.State
	Round int
	// Result says how a game that is over ended.
	Result game.Result
	// Modified is when the game last changed.
	Modified time.Time
	// Err is set when the files cannot be read back: the game cannot be
	// resumed.
	Err error
}

// Unfinished reports whether the game can be resumed and goes on.
func (g Hosted) Unfinished() bool { return g.Err == nil && g.Stage != discovery.StateOver }

// List lists the games hosted in dir (session.GamesDir), the most
// recently changed first. It reads their files as Resume does, but locks
// and changes nothing: a game being hosted right now is listed as it
// stands. A game whose files do not read back is listed with its error.
func List(dir string) ([]Hosted, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []Hosted
	for _, e := range entries {
		if e.IsDir() || !strings.HasPrefix(e.Name(), session.KindHosted+"-") || !strings.HasSuffix(e.Name(), StateExt) {
			continue
		}
		out = append(out, readHosted(filepath.Join(dir, e.Name())))
	}
	slices.SortStableFunc(out, func(a, b Hosted) int { return b.Modified.Compare(a.Modified) })
	return out, nil
}

func readHosted(state string) Hosted {
	g := Hosted{State: state, Journal: JournalOf(state), Stage: discovery.StateLobby}
	for _, p := range []string{state, g.Journal} {
		if info, err := os.Stat(p); err == nil && info.ModTime().After(g.Modified) {
			g.Modified = info.ModTime()
		}
	}
	data, err := storage.ReadFile(state, stateLimit)
	if err != nil {
		g.Err = err
		return g
	}
	st, claims, _, err := readState(data)
	if err != nil {
		g.Err = fmt.Errorf("%s: %w", filepath.Base(state), err)
		return g
	}
	g.Name, g.Port, g.Seats, g.Spectators = st.Name, st.Port, st.Seats, st.Spectators
	g.CodeRequired, g.Rules, g.Master = st.Code != "", RulesLabel(st.Setup.Rules), st.Master
	g.Width, g.Height = st.Setup.Maze.Width(), st.Setup.Maze.Height()
	for _, c := range claims {
		g.Players = append(g.Players, c.name)
	}
	data, err = storage.ReadFile(g.Journal, storage.Limit{Max: session.MaxJournal, Why: "the most a game journal can hold"})
	if errors.Is(err, fs.ErrNotExist) {
		return g
	}
	if err != nil {
		g.Err = err
		return g
	}
	played, _, _, err := game.ReadJournal(data)
	if err != nil {
		g.Err = fmt.Errorf("%s: %w", filepath.Base(g.Journal), err)
		return g
	}
	g.Stage, g.Round = discovery.StatePlaying, played.Round()
	if played.Phase() == game.Over {
		g.Stage = discovery.StateOver
		g.Result, _ = played.Result()
	}
	return g
}

// Remove deletes a hosted game's files: its journal and its host state.
func Remove(journal string) error {
	var errs []error
	for _, p := range []string{journal, StatePath(journal)} {
		if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}
