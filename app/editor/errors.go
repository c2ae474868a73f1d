package editor

import (
	"fmt"
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// Refusal is the error of a command the editor will not carry out: the
// arguments make no sense (a cell outside the labyrinth, a kind the tool
// does not paint) or the result would break a rule the editor enforces
// rather than merely reports (a wall across a river's flow, §4.5). A
// refused command changes nothing, except SetEdges, which sets the sides it
// can and refuses the others in one Refusal.
//
// Code is stable, for programs; Error is the message for people; Cells and
// Sides locate it on the plan, for highlighting.
type Refusal struct {
	Code    string
	Message string
	Cells   []maze.Pos
	Sides   []maze.Side
}

func (r *Refusal) Error() string { return r.Message }

// The refusal codes.
const (
	// CodeOffPlan: a cell or side is not part of the labyrinth.
	CodeOffPlan = "off_plan"
	// CodeBadArgument: a kind, edge, number or list the command cannot use.
	CodeBadArgument = "bad_argument"
	// CodeWallBlocksFlow: a wall across a river's flow (§4.5).
	CodeWallBlocksFlow = "wall_blocks_flow"
	// CodeBadRiver: a river path that is not a path of neighbouring cells,
	// crosses itself or would make the river flow in a circle (§4.5).
	CodeBadRiver = "bad_river"
	// CodeNoLoop: a pit loop that does not exist.
	CodeNoLoop = "no_loop"
	// CodeTooBig: a size, floor count or number beyond what the maze format
	// holds.
	CodeTooBig = "too_big"
)

func refuse(code string, format string, args ...any) *Refusal {
	return &Refusal{Code: code, Message: fmt.Sprintf(format, args...)}
}

func (r *Refusal) at(cells ...maze.Pos) *Refusal {
	r.Cells = append(r.Cells, cells...)
	return r
}

func (r *Refusal) on(sides ...maze.Side) *Refusal {
	r.Sides = append(r.Sides, sides...)
	return r
}

// sideList names sides for a message: "(3,4) right, (5,5) down".
func sideList(sides []maze.Side) string {
	const shown = 8
	var b strings.Builder
	for i, s := range sides {
		if i == shown {
			fmt.Fprintf(&b, " and %d more", len(sides)-shown)
			break
		}
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(s.String())
	}
	return b.String()
}

// cellList names cells for a message: "(3,4), (3,5)".
func cellList(cells []maze.Pos) string {
	const shown = 8
	var b strings.Builder
	for i, c := range cells {
		if i == shown {
			fmt.Fprintf(&b, " and %d more", len(cells)-shown)
			break
		}
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(c.String())
	}
	return b.String()
}
