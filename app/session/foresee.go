package session

import (
	"fmt"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
)

// A Warning is something a statement would do that the player may not
// want: an action the rules forbid where he stands or as he is, which the
// game master would refuse, or a move that puts him out of the game. A
// screen shows it before the statement is said, as a careful player at the
// table would stop himself.
type Warning struct {
	// Action is the action concerned, counted as game.Event.Action counts
	// (the move's actions from 1, then the actions of its clauses); 0 for
	// the statement as a whole.
	Action int
	// Loses is set when saying the statement loses the game.
	Loses bool
	// Section is the reference's section that says so, "§4.2".
	Section string
	// Text says what would happen, in the reference's terms.
	Text string
}

func (w Warning) String() string { return w.Text + " (" + w.Section + ")" }

// WayBack is the direction that brings the player back into the labyrinth
// while he stands outside it (§3.4): the opposite of the way he walked out.
// ok is false when he is not outside, or cannot know that he is.
func (k *Known) WayBack() (d maze.Dir, ok bool) {
	if !k.Out || k.Lost || !k.outDir.Valid() {
		return maze.NoDir, false
	}
	return k.outDir.Opposite(), true
}

// Warnings says what in st the player would regret, as far as he knows:
// it is worked out from the announcements alone (like everything in
// Known), never from the game, so a warning tells him nothing the game
// master did not. Where he cannot be sure — after a dark move, where he
// stands unknown — it says nothing. A move that loses comes first.
//
// What it knows to warn about:
//   - outside the labyrinth, any move but the step back in loses (§3.4),
//     and nothing else can be done there;
//   - shooting out of a hospital (§4.2), a weaponry (§4.3) or, when the
//     rules say the powder is damp, a river (§7.3), before the movement
//     and in a clause that runs only in a hospital or a weaponry;
//   - the wounded (§5.5) and the infected (§4.7) taking, throwing or
//     setting what they cannot carry, or shooting, before the movement.
func (k *Known) Warnings(st moves.Statement) []Warning {
	if st.Kind != moves.SayMove || k.Lost || k.Health == game.Dead {
		return nil
	}
	m := st.Move
	if k.Out {
		return k.outsideWarnings(m)
	}
	if m.Skip {
		return nil
	}
	var out []Warning
	move := m.Movement()
	for i, a := range m.Actions {
		if move >= 0 && i > move {
			break // after the movement he may stand elsewhere, healed
		}
		if w, ok := k.forbiddenHere(a); ok {
			w.Action = i + 1
			out = append(out, w)
		}
	}
	n := len(m.Actions)
	for _, c := range m.Conditions {
		cell, ok := clauseCell(c.If)
		for _, a := range c.Then {
			n++
			if !ok || a.Kind != moves.Shoot {
				continue
			}
			if w, bad := shootingFrom(cell, k.rules.ShootFromRivers); bad {
				w.Action = n
				w.Text = fmt.Sprintf("%s: \"%v\" after \"%v\" is refused", w.Text, a, c.If)
				out = append(out, w)
			}
		}
	}
	return out
}

// outsideWarnings is what a move does to a player standing outside the
// labyrinth: only the step back in saves him (§3.4).
func (k *Known) outsideWarnings(m moves.Move) []Warning {
	back, known := k.WayBack()
	lose := Warning{Loses: true, Section: "§3.4"}
	move := m.Movement()
	switch {
	case m.Skip:
		lose.Text = "you are outside the labyrinth: skipping the move is failing to return, and you are declared to have lost"
	case move < 0:
		return nil // not a move: the game master refuses it (§2.1)
	case known && (m.Actions[move].Kind != moves.Go || m.Actions[move].Dir != back):
		lose.Action = move + 1
		lose.Text = fmt.Sprintf("you are outside the labyrinth and the way back in is %v: \"%v\" fails to return, and you are declared to have lost", back, m.Actions[move])
	}
	var out []Warning
	if lose.Text != "" {
		out = append(out, lose)
	}
	for i, a := range m.Actions[:max(move, 0)] {
		// After the step back in, he may act again.
		out = append(out, Warning{Action: i + 1, Section: "§3.4", Text: fmt.Sprintf("nothing can be done outside the labyrinth: \"%v\" is refused", a)})
	}
	return out
}

// forbiddenHere reports whether the rules forbid action a where the player
// stands and as he is, before his movement.
func (k *Known) forbiddenHere(a moves.Action) (Warning, bool) {
	ill := ""
	if k.HealthSure {
		switch k.Health {
		case game.Wounded:
			ill = "wounded"
		case game.Infected:
			ill = "infected"
		}
	}
	if ill != "" && cannotWhenIll(a) {
		w := Warning{Section: "§5.5", Text: fmt.Sprintf("until healed, the wounded cannot carry or throw treasures, corpses, bullets or landmines, set landmines or shoot: \"%v\" is refused", a)}
		if ill == "infected" {
			w = Warning{Section: "§4.7", Text: fmt.Sprintf("an infected player cannot carry any items except grenades, and has no bullets: \"%v\" is refused", a)}
		}
		return w, true
	}
	if a.Kind == moves.Shoot && k.HereKnown {
		if w, bad := shootingFrom(k.Here, k.rules.ShootFromRivers); bad {
			w.Text = fmt.Sprintf("%s: \"%v\" is refused", w.Text, a)
			return w, true
		}
	}
	return Warning{}, false
}

// cannotWhenIll reports whether a wounded or infected player is refused a:
// he carries nothing but grenades and cannot shoot (§5.5, §4.7).
func cannotWhenIll(a moves.Action) bool {
	switch a.Kind {
	case moves.Shoot, moves.SetMine, moves.Throw:
		return true
	case moves.Take:
		return a.Item != moves.Grenade
	}
	return false
}

// shootingFrom reports whether shooting out of a cell of kind c is
// forbidden.
func shootingFrom(c maze.Kind, fromRivers bool) (Warning, bool) {
	switch {
	case c == maze.Hospital:
		return Warning{Section: "§4.2", Text: "shooting out of a hospital is forbidden"}, true
	case c == maze.Weaponry:
		return Warning{Section: "§4.3", Text: "shooting out of a weaponry is forbidden"}, true
	case c == maze.River && !fromRivers:
		return Warning{Section: "§7.3", Text: "these rules forbid shooting from a river (the powder is damp)"}, true
	}
	return Warning{}, false
}

// clauseCell is the kind of cell a clause's condition puts the player on
// when it holds: "if I walk into a hospital", "if I am healed" (only a
// hospital heals, §4.2).
func clauseCell(c moves.Condition) (maze.Kind, bool) {
	switch {
	case c.Not:
		return 0, false
	case c.Kind == moves.IfCell && (c.Cell == maze.Hospital || c.Cell == maze.Weaponry):
		return c.Cell, true
	case c.Kind == moves.IfHealed:
		return maze.Hospital, true
	}
	return 0, false
}
