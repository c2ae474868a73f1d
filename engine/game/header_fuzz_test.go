package game

import (
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// FuzzDecodeHeader checks that a journal's first line, whatever it holds,
// is read or refused without panicking, and that what is read is written
// back the same.
func FuzzDecodeHeader(f *testing.F) {
	line, err := EncodeHeader(Setup{Maze: maze.MustNew(3, 3), Rules: rules.Reference(), Seed: 7, Players: []string{"Ann", "Bob"}})
	if err != nil {
		f.Fatal(err)
	}
	f.Add(line)
	f.Add([]byte(`{"format":"labyrinth-journal","version":1,"maze":{}}`))
	f.Add([]byte(`{}`))
	f.Fuzz(func(t *testing.T, line []byte) {
		s, err := DecodeHeader(line)
		if err != nil {
			return
		}
		again, err := EncodeHeader(s)
		if err != nil {
			t.Fatalf("decoded %+v does not encode: %v", s, err)
		}
		s2, err := DecodeHeader(again)
		if err != nil {
			t.Fatalf("%s: %v", again, err)
		}
		if s2.Seed != s.Seed || !s2.Maze.Equal(s.Maze) || !s2.Rules.Equal(s.Rules) || len(s2.Players) != len(s.Players) {
			t.Fatalf("round trip %+v -> %+v", s, s2)
		}
	})
}
