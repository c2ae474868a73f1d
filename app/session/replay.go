package session

import (
	"fmt"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// The replay of a revealed game: a player's statements one by one, each
// with the way he went as typed legs — a walk, a fall through a pit, a
// carry by the flow — so that a screen draws what happened instead of a
// line from cell to cell through walls. Everything is read from the
// complete log and the plan; nothing is guessed.

// Step is one statement of a player in the replay: the first step is his
// start, then each move he said (§2.1) and each new cell he ordered (§5.5).
type Step struct {
	Round int
	// Event is the index in the log of the statement (Said, NewCell); for
	// the start, of the position he started on.
	Event int
	// Reply is the index after the last event that answers the statement:
	// Events[Event:Reply] is what was said and what it did.
	Reply int
	// Pos is where the player stood after the step. Out is true when he
	// stood outside the labyrinth, beyond the exit he had taken (§3.4).
	Pos maze.Pos
	Out bool
	// Legs are the ways he went during the step, in order; none for the
	// start, a skip or a move that did not move him.
	Legs []Leg
}

// LegKind is how a player went from one place to another.
type LegKind uint8

const (
	// Walk: on foot from Cells[0] into the neighbouring cell Cells[1]
	// (§2.2), along a shallow river too (§7.4).
	Walk LegKind = iota + 1
	// Bump: a wall, the outline or a river flowing into the delta (§7.4)
	// stopped him on Cells[0], on its side Dir (§2.2).
	Bump
	// Fall: he fell into the pit Cells[0] and came out of the next pit of
	// its loop, Cells[1] — by walking in, or by the loop (§4.4).
	Fall
	// Flow: the flow carried him through the cells Cells, from the first
	// to the last: the river he walked into or stood in, and on to where
	// he stopped (§4.6).
	Flow
	// Leave: he walked out of the labyrinth through the exit on side Dir
	// of Cells[0] (§3.2, §3.4).
	Leave
	// Return: he came back in from outside through the exit on side Dir of
	// Cells[0] (§3.4).
	Return
	// Placed: he went to the new cell he ordered, from Cells[0] to
	// Cells[1], without crossing what lies between (§5.5).
	Placed
)

var legNames = [...]string{Walk: "walk", Bump: "bump", Fall: "fall", Flow: "flow", Leave: "leave", Return: "return", Placed: "placed"}

func (k LegKind) String() string {
	if k > 0 && int(k) < len(legNames) {
		return legNames[k]
	}
	return fmt.Sprintf("LegKind(%d)", uint8(k))
}

// Leg is one way a player went, told by the log event Event.
type Leg struct {
	Kind  LegKind
	Cells []maze.Pos
	Dir   maze.Dir
	Event int
}

// From is where the leg begins, To where it ends (the same cell for a bump,
// a walk out and a return).
func (l Leg) From() maze.Pos { return l.Cells[0] }

// To is where the leg ends.
func (l Leg) To() maze.Pos { return l.Cells[len(l.Cells)-1] }

// replaySteps reads player seat's steps from the complete log of a game
// played on plan.
func replaySteps(events []game.Event, plan *maze.Maze, seat int) []Step {
	r := replayer{plan: plan, events: events}
	for i, e := range events {
		if e.Player != seat {
			continue
		}
		r.read(i, e)
	}
	// A step's reply ends where the next statement or turn begins.
	for k := range r.steps {
		s := &r.steps[k]
		if k == 0 {
			s.Reply = s.Event + 1
			continue
		}
		s.Reply = len(events)
		for i := s.Event + 1; i < len(events); i++ {
			if c := events[i].Code; c == game.Said || c == game.TurnBegins || (c == game.NewCell && events[i].Player == seat) {
				s.Reply = i
				break
			}
		}
	}
	return r.steps
}

// replayer follows one player through the log.
type replayer struct {
	plan   *maze.Maze
	events []game.Event
	steps  []Step
	at     maze.Pos
	// out: he stands outside, beyond the exit on side exitDir of exitAt.
	out     bool
	exitAt  maze.Pos
	exitDir maze.Dir
	// moving is the index of the movement event whose end the next
	// position event tells, -1 when none.
	moving int
}

func (r *replayer) read(i int, e game.Event) {
	if len(r.steps) == 0 {
		// Nothing counts before the start: the first position.
		if e.Code == game.Position {
			r.at = e.Pos
			r.steps = append(r.steps, Step{Round: e.Round, Event: i, Pos: e.Pos})
			r.moving = -1
		}
		return
	}
	step := &r.steps[len(r.steps)-1]
	switch e.Code {
	case game.Said, game.NewCell:
		r.steps = append(r.steps, Step{Round: e.Round, Event: i, Pos: r.at, Out: r.out})
		r.moving = -1
		if e.Code == game.NewCell {
			r.moving = i
		}
	case game.Moved, game.AlongRiver, game.FellIntoPit, game.CarriedByFlow, game.MovedByFlow, game.MovedByLoop, game.CannotMove:
		r.moving = i
	case game.HitWall, game.RiverAgainst:
		step.Legs = append(step.Legs, Leg{Kind: Bump, Cells: []maze.Pos{r.at}, Dir: e.Dir, Event: i})
		r.moving = i // a river may carry him on (§2.2, §4.6)
	case game.LeftMaze:
		step.Legs = append(step.Legs, Leg{Kind: Leave, Cells: []maze.Pos{r.at}, Dir: e.Dir, Event: i})
		r.out, r.exitAt, r.exitDir = true, r.at, e.Dir
		step.Out = true
	case game.Position:
		step.Legs = append(step.Legs, r.legsTo(e.Pos)...)
		r.at, r.out, r.moving = e.Pos, false, -1
		step.Pos, step.Out = e.Pos, false
	}
}

// legsTo is how the movement being told took the player from where he
// stood to end.
func (r *replayer) legsTo(end maze.Pos) []Leg {
	if r.moving < 0 {
		return []Leg{{Kind: Placed, Cells: []maze.Pos{r.at, end}, Event: -1}}
	}
	e := r.events[r.moving]
	i := r.moving
	// entered is the cell the step led into, and the leg that led there:
	// from outside, the way back in (§3.4).
	enter := func() (maze.Pos, Leg) {
		if r.out {
			return r.exitAt, Leg{Kind: Return, Cells: []maze.Pos{r.exitAt}, Dir: r.exitDir, Event: i}
		}
		n := r.at.Step(e.Dir)
		return n, Leg{Kind: Walk, Cells: []maze.Pos{r.at, n}, Event: i}
	}
	switch e.Code {
	case game.Moved, game.AlongRiver:
		if r.out {
			_, back := enter()
			return []Leg{back}
		}
		return []Leg{{Kind: Walk, Cells: []maze.Pos{r.at, end}, Event: i}}
	case game.FellIntoPit:
		pit, in := enter()
		return []Leg{in, {Kind: Fall, Cells: []maze.Pos{pit, end}, Event: i}}
	case game.CarriedByFlow:
		river, in := enter()
		return []Leg{in, {Kind: Flow, Cells: r.downstream(river, end), Event: i}}
	case game.MovedByLoop:
		return []Leg{{Kind: Fall, Cells: []maze.Pos{r.at, end}, Event: i}}
	case game.MovedByFlow, game.HitWall, game.RiverAgainst, game.CannotMove:
		// By the flow, or carried on after failing to move (§2.2).
		return []Leg{{Kind: Flow, Cells: r.downstream(r.at, end), Event: i}}
	case game.NewCell:
		return []Leg{{Kind: Placed, Cells: []maze.Pos{r.at, end}, Event: i}}
	}
	return []Leg{{Kind: Placed, Cells: []maze.Pos{r.at, end}, Event: i}}
}

// downstream lists the river's cells from from down to end, both included;
// a carry to the delta under turbulent rivers (§7.4) follows several.
func (r *replayer) downstream(from, end maze.Pos) []maze.Pos {
	cells := []maze.Pos{from}
	for p := from; p != end; {
		next, ok := r.plan.Downstream(p)
		if !ok || len(cells) > r.plan.Len() {
			// Not along the flow (it cannot happen on the game's own
			// plan): the two ends.
			return []maze.Pos{from, end}
		}
		p = next
		cells = append(cells, p)
	}
	return cells
}
