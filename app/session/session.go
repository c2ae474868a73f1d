// Package session runs games for the app: the computer game master of a
// solo practice game, and the authoritative host of a game on the local
// network. A session owns one engine game, journals every accepted command
// to disk before its result is announced (so quitting or crashing never loses
// a move), keeps the complete event log, and hands each seat only what that
// seat may see.
package session

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"sync"

	"github.com/labyrinth-game/labyrinth/app/storage"
	"github.com/labyrinth-game/labyrinth/engine/announce"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/moves"
)

// Session is one game being played. Its methods are safe for concurrent use:
// a network host calls them from several connections.
type Session struct {
	mu      sync.Mutex
	g       *game.Game
	journal *storage.Journal // nil when the game is kept in memory only
	events  []game.Event
	names   []string
}

// start makes a session around a new game, journaling to path ("" for none).
func start(setup game.Setup, path string) (*Session, error) {
	g, err := game.New(setup)
	if err != nil {
		return nil, err
	}
	s := &Session{g: g, names: g.Names()}
	if path != "" {
		header, err := game.EncodeHeader(g.Setup())
		if err != nil {
			return nil, err
		}
		if s.journal, err = storage.CreateJournal(path, header); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// Resume rebuilds a session from its journal and goes on appending to it. A
// last command cut short by a crash is dropped: it was never announced.
func Resume(path string) (*Session, error) {
	j, data, _, err := storage.OpenJournal(path)
	if err != nil {
		return nil, err
	}
	s, err := replay(data)
	if err != nil {
		j.Close()
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	s.journal = j
	return s, nil
}

// replay rebuilds a session, with its event log, from journal contents.
func replay(data []byte) (*Session, error) {
	lines := bytes.Split(bytes.TrimRight(data, "\n"), []byte{'\n'})
	setup, err := game.DecodeHeader(lines[0])
	if err != nil {
		return nil, fmt.Errorf("line 1: %w", err)
	}
	g, err := game.New(setup)
	if err != nil {
		return nil, fmt.Errorf("line 1: %w", err)
	}
	s := &Session{g: g, names: g.Names()}
	for i, line := range lines[1:] {
		c, err := game.DecodeCommand(line, s.names)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", i+2, err)
		}
		if s.events, err = g.Apply(c, s.events); err != nil {
			return nil, fmt.Errorf("line %d: %w", i+2, err)
		}
	}
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
			return nil, fmt.Errorf("the move could not be saved, so it was not played: %w", err)
		}
	}
	from := len(s.events)
	var err error
	if s.events, err = s.g.Apply(c, s.events); err != nil {
		// Check accepted it; Apply cannot refuse now.
		return nil, fmt.Errorf("internal error: %w", err)
	}
	return s.events[from:len(s.events):len(s.events)], nil
}

// Say makes seat say text (a move or a question in the move language) and
// returns the events that seat may see.
func (s *Session) Say(seat int, text string) ([]game.Event, error) {
	st, err := moves.ParseStatement(text)
	if err != nil {
		return nil, err
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
	return game.Filter(nil, s.events, viewer)
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

// Discard closes the session and deletes its journal, for a game abandoned
// before it began.
func (s *Session) Discard() error {
	path := s.JournalPath()
	if err := s.Close(); err != nil {
		return err
	}
	if path == "" {
		return nil
	}
	if err := os.Remove(path); err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	return nil
}
