package game

import "github.com/labyrinth-game/labyrinth/engine/rules"

// The bombs of seed 004 (l.53–55): the thrower is told only whether his
// bomb exploded.
const (
	Exploded    Reason = "exploded"     // the bomb exploded: the wall fell (blast_report exploded)
	NotExploded Reason = "not_exploded" // the bomb did not explode: no wall fell (blast_report exploded)
)

// blastReport is what is said aloud of a grenade whose wall did what told
// says (§7.8, blast_report), and whether anything is.
func (g *Game) blastReport(told Reason) (Reason, bool) {
	switch g.rules.BlastReport {
	case rules.BlastOutcome:
		return told, true
	case rules.BlastMissingWall:
		return told, told == NoWallThere
	case rules.BlastExploded:
		// 004: a bomb fired at the outer wall does not explode; one that
		// brings an inner wall down does. Where no wall fell — the outer
		// wall, an indestructible one, or none — nothing exploded.
		if told == Destroyed {
			return Exploded, true
		}
		return NotExploded, true
	}
	return "", false
}
