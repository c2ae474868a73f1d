package session

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

func TestSavedGames(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "games")
	if list, err := ListSaved(dir); err != nil || len(list) != 0 {
		t.Fatalf("a directory not made yet holds no games: %v %v", list, err)
	}
	now := time.Date(2026, 3, 14, 15, 30, 0, 0, time.UTC)
	first, err := NewJournalPath(dir, now)
	if err != nil || filepath.Base(first) != "solo-20260314-153000.journal" {
		t.Fatalf("%q %v", first, err)
	}
	start := maze.At(1, 0)
	s, _, err := NewSolo(Solo{Maze: smallMaze(t), Rules: rules.Reference(), Seed: 1, Player: "Ann", Start: &start, Journal: first})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Say(SoloSeat, "go right"); err != nil {
		t.Fatal(err)
	}
	s.Close()
	// The notebook, and notebooks kept aside with their journals, are not
	// games.
	for _, nb := range []string{NotebookPath(first), NotebookPath(first) + JournalExt, NotebookPath(first) + ".unreadable" + JournalExt, NotebookPath(first) + ".unreadable-2" + JournalExt} {
		if err := os.WriteFile(nb, []byte("{}"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	second, err := NewJournalPath(dir, now)
	if err != nil || second == first || !strings.HasSuffix(second, "-2.journal") {
		t.Fatalf("a second game begun the same second: %q %v", second, err)
	}
	s2, _, err := NewSolo(Solo{Maze: smallMaze(t), Rules: rules.Beginner(), Seed: 2, Journal: second})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s2.Say(SoloSeat, "skip"); err != nil {
		t.Fatal(err)
	}
	s2.Close()
	later := time.Now().Add(time.Minute)
	os.Chtimes(second, later, later)
	if err := os.WriteFile(filepath.Join(dir, "broken.journal"), []byte("not a journal\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	os.Chtimes(filepath.Join(dir, "broken.journal"), later.Add(time.Minute), later.Add(time.Minute))

	// A game this computer hosts is no practice game, even in the same
	// directory, and its name is fresh beside its host state too.
	hosted, err := NewJournalPathFor(dir, KindHosted, now)
	if err != nil || filepath.Base(hosted) != "host-20260314-153000.journal" {
		t.Fatalf("%q %v", hosted, err)
	}
	if err := os.WriteFile(strings.TrimSuffix(hosted, JournalExt)+".host", []byte("{}\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if again, err := NewJournalPathFor(dir, KindHosted, now); err != nil || filepath.Base(again) != "host-20260314-153000-2.journal" {
		t.Fatalf("a hosted game's name taken by its state alone: %q %v", again, err)
	}
	h, err := Start(game.Setup{Maze: smallMaze(t), Rules: rules.Reference(), Seed: 3, Players: []string{"Ann", "Bob"}}, hosted)
	if err != nil {
		t.Fatal(err)
	}
	h.Close()

	list, err := ListSaved(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 3 {
		t.Fatalf("the notebook's files are not games: %+v", list)
	}
	if list[0].Err == nil || list[1].Path != second || !list[1].Over || list[2].Path != first {
		t.Fatalf("newest first, the broken one with its error: %+v", list)
	}
	if g := list[2]; g.Over || g.Player != "Ann" || g.Statements != 1 || g.Width != 4 || g.Height != 3 || g.Rules != "Reference" || g.Round != 2 {
		t.Fatalf("%+v", g)
	}
	if g, ok := LastUnfinished(list); !ok || g.Path != first {
		t.Fatalf("the last unfinished game is the first: %+v", g)
	}
	if err := RemoveSaved(first); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(NotebookPath(first)); !os.IsNotExist(err) {
		t.Fatal("the notebook goes with the game")
	}
}
