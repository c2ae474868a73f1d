package seat

import (
	"errors"
	"log"
	"testing"

	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
)

// play is the bot of docs/seat.md: it says the next move whenever it is
// this seat's turn, until the end.
func play(s Seat, next func(Seat) moves.Move) error {
	for range s.Updates() {
		st := s.State()
		if st.Phase == game.Over {
			return nil
		}
		if st.Turn != s.Viewer() {
			continue
		}
		err := s.Say(moves.Statement{Kind: moves.SayMove, Move: next(s)})
		var r *game.Refusal
		if errors.As(err, &r) {
			log.Printf("refused (%s): %s", r.Code, r.Reason())
		} else if err != nil {
			return err
		}
	}
	return ErrClosed
}

// TestTheBotOfTheDocs plays the documented bot to the end of a game: it
// walks round in circles, then gives up (§6.6).
func TestTheBotOfTheDocs(t *testing.T) {
	s := NewLocal(solo(t, ""), session.SoloSeat)
	defer s.Close()
	said := 0
	next := func(s Seat) moves.Move {
		said++
		if said > 8 {
			return moves.SkipMove()
		}
		return moves.Step(maze.Dirs[said%4])
	}
	if err := play(s, next); err != nil {
		t.Fatal(err)
	}
	if !Over(s) || said != 9 {
		t.Fatalf("%d moves said; %+v", said, s.State())
	}
}
