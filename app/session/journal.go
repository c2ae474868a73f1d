package session

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"

	"github.com/labyrinth-game/labyrinth/app/storage"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// MaxJournal is the largest game journal, in bytes: the most a reader reads
// and a writer writes. The header holds the whole maze, compacted, which is
// less than a maze file can take (maze.MaxFileSize); 16 MB more leaves room
// for some 300,000 statements (a statement's line is about 50 bytes), far
// beyond any game people play. A game that reaches it refuses further moves
// ("the journal is full"); a larger file is refused unread.
const MaxJournal = maze.MaxFileSize + 16<<20

var journalLimit = storage.Limit{Max: MaxJournal, Why: "the most a game journal can hold"}

// ErrInUse is matched (errors.Is) by the error of opening a game that
// another window or program has open.
var ErrInUse = errors.New("this game is open in another window")

// InUseError refuses to open a game that another window (or another
// program) is playing: two sessions appending to one journal would
// overwrite each other's moves. It matches ErrInUse.
type InUseError struct {
	Path string
	// Title is the maze's title, when the journal says it.
	Title string
}

func (e *InUseError) Error() string {
	name := filepath.Base(e.Path)
	if e.Title != "" {
		name = fmt.Sprintf("%q (%s)", e.Title, name)
	}
	return name + " is open in another window: close it there to continue it here"
}

func (e *InUseError) Unwrap() error { return ErrInUse }

// ErrNotBegun is the error a saved game is listed with when its journal
// holds no beginning: a crash while an older version was starting it. There
// is nothing to continue (§6.2: play starts only once the game master
// begins it).
var ErrNotBegun = errors.New("it was interrupted before it began, so there is nothing to continue")

// readJournal is the one reader of a game journal: Resume and the list of
// saved games both use it, so a game lists as it resumes (game.ReadJournal
// says what a crash can leave and how it is dropped; nothing is repaired
// here). It rebuilds the session, with its event log, and returns how many
// leading bytes of data it kept.
func readJournal(data []byte) (s *Session, keep int, err error) {
	g, events, keep, err := game.ReadJournal(data)
	if err != nil {
		return nil, 0, err
	}
	return &Session{g: g, names: g.Names(), log: newEventLog(events)}, keep, nil
}

// readSavedJournal reads the journal at path without locking or changing
// it, for listing: a game open in another window lists as it is.
func readSavedJournal(path string) (*Session, error) {
	data, err := storage.ReadFile(path, journalLimit)
	if err != nil {
		return nil, err
	}
	s, _, err := readJournal(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", filepath.Base(path), err)
	}
	return s, nil
}

// titleOf is the title of the maze of the game saved at path, "" if the
// journal does not say: for messages only.
func titleOf(path string) string {
	data, err := storage.ReadFile(path, journalLimit)
	if err != nil {
		return ""
	}
	first, _, ok := bytes.Cut(data, []byte{'\n'})
	if !ok {
		return ""
	}
	setup, err := game.DecodeHeader(first)
	if err != nil || setup.Maze == nil {
		return ""
	}
	return setup.Maze.Title
}
