package session

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/labyrinth-game/labyrinth/app/storage"
	"github.com/labyrinth-game/labyrinth/engine/game"
)

// Saved practice games live in one directory, one journal per game
// ("solo-20260314-153000.journal", see docs/journal.md), with the player's
// notebook beside it under the same name (".notebook", and the notebook's
// own ".notebook.journal"). The journal is the game: nothing else is needed
// to resume it.

// JournalExt and NotebookExt name a saved game's files.
const (
	JournalExt  = ".journal"
	NotebookExt = ".notebook"
)

// GamesDir is where practice games are saved: the user's configuration
// directory (os.UserConfigDir), under labyrinth/games.
func GamesDir() (string, error) {
	return storage.ConfigDir("games", "saved games")
}

// The kinds of saved games, the first word of their file names: a solo
// practice game ("solo-20260314-153000.journal") or a game this computer
// hosted on the network ("host-20260314-153000.journal", with its host
// state beside it: app/host). ListSaved lists the solo games only.
const (
	KindSolo   = "solo"
	KindHosted = "host"
)

// NewJournalPath is a fresh journal file name in dir for a solo game begun
// at now; the directory is made if need be.
func NewJournalPath(dir string, now time.Time) (string, error) {
	return NewJournalPathFor(dir, KindSolo, now)
}

// NewJournalPathFor is a fresh journal file name in dir for a game of the
// given kind begun at now: "KIND-20260314-153000.journal", or with "-2",
// "-3", ... added when that name is taken — by the journal, or by any file
// of the game beside it (its notebook, a host's state). The directory is
// made if need be.
func NewJournalPathFor(dir, kind string, now time.Time) (string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return "", err
	}
	taken := func(name string) bool {
		for _, e := range entries {
			if rest, ok := strings.CutPrefix(e.Name(), name); ok && strings.HasPrefix(rest, ".") {
				return true
			}
		}
		return false
	}
	base := kind + "-" + now.Format("20060102-150405")
	for i := 0; ; i++ {
		name := base
		if i > 0 {
			name = fmt.Sprintf("%s-%d", base, i+1)
		}
		if !taken(name) {
			return filepath.Join(dir, name+JournalExt), nil
		}
	}
}

// NotebookPath is where the notebook of the game saved in journal lives.
func NotebookPath(journal string) string {
	return strings.TrimSuffix(journal, JournalExt) + NotebookExt
}

// SavedGame describes one saved practice game.
type SavedGame struct {
	Path string
	// Title is the maze's title; Width and Height its size.
	Title         string
	Width, Height int
	Rules         string
	Player        string
	// Statements counts what the player said; Round is the round reached.
	Statements, Round int
	Over              bool
	Result            game.Result
	// Modified is when the game was last played.
	Modified time.Time
	// Err is set when the journal cannot be read back; the game cannot be
	// resumed.
	Err error
}

// ListSaved lists the practice games saved in dir, the most recently played
// first (not the games this computer hosted: see KindHosted). A directory that does not exist holds none. A journal that cannot
// be read is listed with its error rather than hidden; one that never began
// with ErrNotBegun. Each is read as Resume reads it (a last line cut short
// by a crash is left out, the same way), but nothing is locked or changed:
// a game open in another window is listed as it stands.
func ListSaved(dir string) ([]SavedGame, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []SavedGame
	for _, e := range entries {
		// A notebook's journal, or one kept aside
		// ("….notebook.unreadable.journal"), is not a game; a hosted
		// game is app/host's to list and resume.
		if e.IsDir() || !strings.HasSuffix(e.Name(), JournalExt) || strings.Contains(e.Name(), NotebookExt) ||
			strings.HasPrefix(e.Name(), KindHosted+"-") {
			continue
		}
		out = append(out, readSaved(filepath.Join(dir, e.Name())))
	}
	slices.SortStableFunc(out, func(a, b SavedGame) int { return b.Modified.Compare(a.Modified) })
	return out, nil
}

func readSaved(path string) SavedGame {
	sg := SavedGame{Path: path}
	if info, err := os.Stat(path); err == nil {
		sg.Modified = info.ModTime()
	}
	s, err := readSavedJournal(path)
	if err != nil {
		sg.Err = err
		return sg
	}
	setup := s.g.Setup()
	sg.Title = setup.Maze.Title
	sg.Width, sg.Height = setup.Maze.Width(), setup.Maze.Height()
	sg.Rules = setup.Rules.Preset
	if len(setup.Players) > 0 {
		sg.Player = setup.Players[0]
	}
	for e := range s.log.all() {
		if e.Code == game.Said || e.Code == game.StatusOf || e.Code == game.Recall {
			sg.Statements++
		}
	}
	sg.Round = s.g.Round()
	sg.Over = s.g.Phase() == game.Over
	sg.Result, _ = s.g.Result()
	if s.g.Phase() == game.Choosing {
		sg.Err = ErrNotBegun
	}
	return sg
}

// LastUnfinished is the most recently played game in list that is not over
// and can be resumed (one that never began cannot).
func LastUnfinished(list []SavedGame) (SavedGame, bool) {
	for _, g := range list {
		if !g.Over && g.Err == nil {
			return g, true
		}
	}
	return SavedGame{}, false
}

// RemoveSaved deletes a saved game: its journal, its notebook and the list
// of its computer players.
func RemoveSaved(journal string) error {
	nb := NotebookPath(journal)
	var errs []error
	for _, p := range []string{journal, nb, nb + JournalExt, ComputersPath(journal)} {
		if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}
