package session

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"

	"github.com/labyrinth-game/labyrinth/app/storage"
	"github.com/labyrinth-game/labyrinth/engine/game"
)

// MaxJournal is the largest game journal, in bytes: the most a reader reads
// and a writer writes. The header holds the whole maze, and a maze file is
// at most 16 MB; 16 MB more leaves room for some 300,000 statements (a
// statement's line is about 50 bytes), far beyond any game people play. A
// game that reaches it refuses further moves ("the journal is full"); a
// larger file is refused unread.
const MaxJournal = 32 << 20

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
// saved games both use it, so a game lists as it resumes. It rebuilds the
// session, with its event log, and returns how many leading bytes of data
// it kept.
//
// What a crash can leave is dropped, and only that: bytes after the last
// newline (a line cut short), or a last line that is not even JSON (a line
// whose flush the crash interrupted: power loss can leave zeros). Neither
// was acknowledged, so neither was announced. Anything else that does not
// read back is an error naming its line; nothing is repaired here.
func readJournal(data []byte) (s *Session, keep int, err error) {
	whole := bytes.LastIndexByte(data, '\n') + 1
	if whole == 0 {
		if len(data) == 0 {
			return nil, 0, errors.New("the file is empty: not a game journal")
		}
		return nil, 0, errors.New("line 1 is not a whole line: not a game journal")
	}
	lines := bytes.SplitAfter(data[:whole], []byte{'\n'})
	lines = lines[:len(lines)-1] // SplitAfter ends with the empty rest
	setup, err := game.DecodeHeader(bytes.TrimSuffix(lines[0], []byte{'\n'}))
	if err != nil {
		return nil, 0, fmt.Errorf("line 1: %w", err)
	}
	g, err := game.New(setup)
	if err != nil {
		return nil, 0, fmt.Errorf("line 1: %w", err)
	}
	s = &Session{g: g, names: g.Names()}
	keep = len(lines[0])
	for i, line := range lines[1:] {
		n := i + 2
		body := bytes.TrimSuffix(line, []byte{'\n'})
		if len(bytes.TrimSpace(body)) == 0 {
			keep += len(line)
			continue
		}
		c, err := game.DecodeCommand(body, s.names)
		if err != nil {
			if n == len(lines) && whole == len(data) && !json.Valid(body) {
				return s, keep, nil
			}
			return nil, 0, fmt.Errorf("line %d: %w", n, err)
		}
		if s.events, err = g.Apply(c, s.events); err != nil {
			return nil, 0, fmt.Errorf("line %d: %w", n, err)
		}
		keep += len(line)
	}
	return s, keep, nil
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
