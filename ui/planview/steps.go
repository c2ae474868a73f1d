package planview

import (
	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// stepStyles draw each way a player went (session.LegKind) in a segment
// style.
var stepStyles = map[session.LegKind]SegmentStyle{
	session.Walk: SegmentWalk, session.Bump: SegmentBump, session.Fall: SegmentJump,
	session.Flow: SegmentFlow, session.Leave: SegmentOut, session.Return: SegmentIn,
	session.Placed: SegmentHop,
}

// StepSegments draws a player's replay steps (session.Reveal.Steps) as
// a path's segments: a walk a line, a fall through a pit a dashed arc, a
// carry by the flow a wave along the river's cells, a new cell a dotted
// hop; the path begins with a walk of one cell where he started, for its
// start ring. The reveals of the player's screen and of the game master's
// table draw paths with it.
func StepSegments(steps []session.Step) []Segment {
	var segs []Segment
	if len(steps) > 0 {
		segs = append(segs, Segment{Style: SegmentWalk, Cells: []maze.Pos{steps[0].Pos}})
	}
	for _, st := range steps {
		for _, l := range st.Legs {
			segs = append(segs, Segment{Style: stepStyles[l.Kind], Cells: l.Cells, Dir: l.Dir})
		}
	}
	return segs
}
