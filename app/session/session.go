// Package session runs games for the app: the computer game master of a
// solo practice game, and the authoritative host of a game on the local
// network. A session owns one engine game, journals every accepted command
// to disk before its result is announced (so quitting or crashing never loses
// a move), keeps the complete event log, and hands each seat only what that
// seat may see.
package session

import (
	"errors"
	"fmt"
	"sync"

	"github.com/labyrinth-game/labyrinth/app/storage"
	"github.com/labyrinth-game/labyrinth/engine/announce"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
)

// Session is one game being played. Its methods are safe for concurrent use:
// a network host calls them from several connections.
type Session struct {
	mu      sync.Mutex
	g       *game.Game
	journal *storage.Journal // nil when the game is kept in memory only
	log     eventLog
	names   []string
}

// start makes a session around a new game and plays its opening commands
// (the start cells and the beginning), journaling to path ("" for none).
// The header and the opening are written together, in one atomic file
// create, once all of them were accepted: a crash leaves no file, or a game
// that has begun — never one that every statement would refuse.
func start(setup game.Setup, path string, opening []game.Command) (*Session, error) {
	g, err := game.New(setup)
	if err != nil {
		return nil, err
	}
	s := &Session{g: g, names: g.Names()}
	var lines [][]byte
	if path != "" {
		header, err := game.EncodeHeader(g.Setup())
		if err != nil {
			return nil, err
		}
		lines = append(lines, header)
	}
	for _, c := range opening {
		if err := s.g.Check(c); err != nil {
			return nil, err
		}
		if path != "" {
			line, err := game.EncodeCommand(c, s.names)
			if err != nil {
				return nil, err
			}
			lines = append(lines, line)
		}
		if _, err = s.log.apply(s.g, c); err != nil {
			return nil, fmt.Errorf("internal error: %w", err)
		}
	}
	if path != "" {
		if s.journal, err = storage.CreateJournal(path, lines, journalLimit); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// Start starts a game made from setup and plays its opening: the game
// master's commands that come before the players speak (a common start
// and the beginning, say). The journal at path ("" for none) is created
// with the header and the opening in one atomic step, and refuses to
// replace a file. A hosted game (app/host) starts with no opening when its
// players choose their starts (§6.1): each choice and the beginning are
// then journaled as they come, so its journal may hold a game that has not
// begun.
func Start(setup game.Setup, journal string, opening ...game.Command) (*Session, error) {
	return start(setup, journal, opening)
}

// Resume rebuilds a session from its journal and goes on appending to it.
//
// The whole file is checked before anything in it changes: a journal that
// does not read back (not a journal at all, a refused command, a garbled
// line before the last) is refused and left byte for byte as it was. Only a
// last line cut short by a crash — never acknowledged, so never announced —
// is removed, once everything before it checked out.
//
// A game that another window or program has open is refused with an
// *InUseError (matching ErrInUse), and nothing is written.
func Resume(path string) (*Session, error) {
	j, data, err := storage.OpenJournal(path, journalLimit)
	if errors.Is(err, storage.ErrLocked) {
		return nil, &InUseError{Path: path, Title: titleOf(path)}
	}
	if err != nil {
		return nil, err
	}
	s, keep, err := readJournal(data)
	if err != nil {
		j.Close()
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if keep < len(data) {
		if err := j.Cut(int64(keep)); err != nil {
			j.Close()
			return nil, err
		}
	}
	s.journal = j
	return s, nil
}

// Apply journals and applies one command and returns all its events. A
// refused command changes nothing and is not journaled.
func (s *Session) Apply(c game.Command) ([]game.Event, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.apply(c)
}

func (s *Session) apply(c game.Command) ([]game.Event, error) {
	if err := s.g.Check(c); err != nil {
		return nil, err
	}
	if s.journal != nil {
		line, err := game.EncodeCommand(c, s.names)
		if err != nil {
			return nil, err
		}
		if err := s.journal.Append(line); err != nil {
			if errors.Is(err, storage.ErrBroken) {
				return nil, fmt.Errorf("the game can no longer be saved, so no move is played; leave the game and continue it, and what was saved is checked and repaired: %w", err)
			}
			return nil, fmt.Errorf("the move could not be saved, so it was not played: %w", err)
		}
	}
	evs, err := s.log.apply(s.g, c)
	if err != nil {
		// Check accepted it; Apply cannot refuse now.
		return nil, fmt.Errorf("internal error: %w", err)
	}
	return evs, nil
}

// Say makes seat say text (a move or a question in the move language) and
// returns the events that seat may see. Text that is not a statement is
// refused with the code parse_error (game.ParseRefusal).
func (s *Session) Say(seat int, text string) ([]game.Event, error) {
	st, err := moves.ParseStatement(text)
	if err != nil {
		return nil, game.ParseRefusal(seat, err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	out, err := s.apply(game.Ask(seat, st))
	if err != nil {
		return nil, err
	}
	return game.Filter(nil, out, seat), nil
}

// Events returns the whole log as viewer (a seat, or game.Master) may see it.
func (s *Session) Events(viewer int) []game.Event {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.log.filter(viewer)
}

// Since returns the events of the whole log from index from on (0 for
// all), as the game master sees them: for a seat that filters them itself.
func (s *Session) Since(from int) []game.Event {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.log.since(from)
}

// Log returns the events of the whole log with after < index <= upto
// (indexes from 1: the engine's seq), as the game master sees them,
// without copying them where it can: a host that sends each event to many
// connections reads them from here. The slice may be shared with the
// session and must only be read; what it holds never changes, since the
// session only ever appends to its log. (Events that lie in two of the
// log's chunks of 1024 come as a copy.)
func (s *Session) Log(after, upto int) []game.Event {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.log.view(after, upto)
}

// PublicInfo is what everyone knows about the game (game.PublicInfo).
func (s *Session) PublicInfo() game.PublicInfo {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.g.PublicInfo()
}

// Names are the players' names in seat order.
func (s *Session) Names() []string { return append([]string(nil), s.names...) }

// English renders this session's events.
func (s *Session) English() announce.English { return announce.English{Names: s.Names()} }

// With runs f with the game, for reading its state; f must not keep it.
func (s *Session) With(f func(*game.Game)) {
	s.mu.Lock()
	defer s.mu.Unlock()
	f(s.g)
}

// Maze is the labyrinth as it was drawn: the game master's secret, for
// his own use (saving it, making it again), never for a player's screen.
func (s *Session) Maze() *maze.Maze {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.g.Setup().Maze.Clone()
}

// Over reports whether the game has ended.
func (s *Session) Over() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.g.Phase() == game.Over
}

// JournalPath is where the session is saved, "" when it is not.
func (s *Session) JournalPath() string {
	if s.journal == nil {
		return ""
	}
	return s.journal.Path()
}

// Close closes the journal; the game can be resumed from it later.
func (s *Session) Close() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.journal == nil {
		return nil
	}
	err := s.journal.Close()
	s.journal = nil
	return err
}
