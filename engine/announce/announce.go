// Package announce renders game events as the words the game master says,
// in the reference's own phrasing where it has one ("Walked into a river,
// carried by the flow", "Cannot move — hit a wall", "A scream is heard!").
//
// The text is exactly as ambiguous as the reference wants it: it is made
// only from an event's public data, so walking upstream and walking
// downstream in a river read the same.
package announce

import (
	"fmt"
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
)

// English renders events in English. Names are the players' names in seat
// order. ToMaster speaks to the game master, for his own table: what he
// did himself is said to him as "you" ("You placed Ann on (2,2).");
// elsewhere (a replay, a log) he is "the game master".
type English struct {
	Names    []string
	ToMaster bool
}

func (r English) name(i int) string {
	if i >= 0 && i < len(r.Names) {
		return r.Names[i]
	}
	if i < 0 {
		return "nobody"
	}
	return fmt.Sprintf("player %d", i+1)
}

// Text is one event as a full sentence.
func (r English) Text(e game.Event) string {
	s := r.text(e)
	if e.Recalled {
		s = "(recalled) " + s
	}
	return s
}

func (r English) text(e game.Event) string {
	p := r.name(e.Player)
	switch e.Code {
	case game.StartChosen:
		return fmt.Sprintf("%s chose to start at %v.", p, e.Pos)
	case game.StartPlaced:
		if r.ToMaster {
			return fmt.Sprintf("You placed %s on %v.", p, e.Pos)
		}
		return fmt.Sprintf("The game master placed %s on %v.", p, e.Pos)
	case game.StartByMaster:
		return fmt.Sprintf("The game master chooses %s's start cell and does not say where.", p)
	case game.StartsInvalid:
		return "The game master declares the chosen cells invalid: everyone chooses again, and not the same cell."
	case game.GameStarted:
		if e.Count == 1 {
			return "The game begins with one player."
		}
		return fmt.Sprintf("The game begins with %s players.", number(e.Count))
	case game.StartCell:
		return fmt.Sprintf("%s starts %s.", p, where(e.Cell))
	case game.TurnBegins:
		return fmt.Sprintf("%s's turn.", p)
	case game.Said:
		return fmt.Sprintf("%s: %s.", p, capital(e.Move.String()))
	case game.Position:
		return fmt.Sprintf("%s is at %v.", p, e.Pos)
	}
	if c := r.clause(e); c != "" {
		if strings.HasSuffix(c, "!") {
			return capital(c)
		}
		return capital(c) + "."
	}
	return r.sentence(e)
}

// clause renders the events that read as part of the reply to a move, in
// lower case without final punctuation, so Reply can join them.
func (r English) clause(e game.Event) string {
	switch e.Code {
	case game.Moved:
		return walked(e.Cell)
	case game.FellIntoPit:
		return "fell into a pit, was transported to the next one in the loop"
	case game.MovedByLoop:
		return "moved by the loop to the next pit"
	case game.RodeElevator:
		if e.Dir.Valid() {
			return "walked into an elevator, rode it to another floor"
		}
		return "rode the elevator to another floor"
	case game.Rowed:
		return "rowed upstream against the current"
	case game.Climbed:
		way := "went downstairs"
		if e.Dir == maze.Up {
			way = "went upstairs"
		}
		return way + ", " + walked(e.Cell)
	case game.BoatFound:
		if e.Yes {
			return "found a boat, took it"
		}
		return "found a boat — and cannot carry it"
	case game.KeyFound:
		if e.Yes {
			return "key"
		}
		return "key — but the wounded cannot carry it"
	case game.ExitLocked:
		return "exit, key required"
	case game.CarriedByFlow:
		if e.Cell == maze.Delta {
			return "walked into a river, carried by the flow to a delta"
		}
		return "walked into a river, carried by the flow"
	case game.MovedByFlow:
		if e.Cell == maze.Delta {
			return "walked by the flow into a delta"
		}
		return "walked by the flow into a river"
	case game.HitWall:
		wall := "a wall"
		if e.Reason == game.Monolith {
			wall = "the monolith"
		}
		switch e.Cell {
		case maze.River:
			return "cannot move in that direction — hit " + wall + "; carried by the flow to a river"
		case maze.Delta:
			return "cannot move in that direction — hit " + wall + "; carried by the flow to a delta"
		}
		return "cannot move — hit " + wall
	case game.CannotMove:
		what := "cannot move by the flow — not in a river"
		switch e.Reason {
		case game.NotInPit:
			what = "cannot move by the loop — not in a pit"
		case game.NoBoat:
			what = "cannot row — no boat"
		case game.NotUpstream:
			what = "cannot row — no river comes from that side"
		case game.NoStairs:
			what = "cannot climb — no staircase there"
		}
		switch e.Cell {
		case maze.River:
			what += "; carried by the flow to a river"
		case maze.Delta:
			what += "; carried by the flow to a delta"
		}
		return what
	case game.LeftMaze:
		if e.Item == moves.Treasure {
			return "walked out of the labyrinth carrying a treasure"
		}
		return "walked out of the labyrinth — the next move must lead back in, or the game is lost (§3.4)"
	case game.Healed:
		return "was healed"
	case game.Confiscated:
		return "the corpse was confiscated and cremated by the medical workers"
	case game.Refilled:
		return "you have " + inventory(e.Status)
	case game.Found:
		return "found " + counts(e.Items)
	case game.PickedUp:
		return "took " + counts(e.Items)
	case game.Skipped:
		return "skips the move"
	case game.Shot:
		return "shot " + toThe(e.Dir)
	case game.Scream:
		return "a scream is heard!"
	case game.NoScream:
		return "no scream is heard"
	case game.ItemsFell:
		return counts(e.Items) + " fell at your feet"
	case game.ShotRefused:
		switch e.Reason {
		case game.FromHospital:
			return "shooting out of a hospital is forbidden"
		case game.FromWeaponry:
			return "shooting out of a weaponry is forbidden"
		case game.FromRiver:
			return "cannot shoot from a river — the powder is damp"
		}
		return "cannot shoot — no bullets"
	case game.GrenadeThrown:
		return "threw a grenade at the wall " + wallAt(e.Dir)
	case game.NoGrenade:
		return "cannot throw a grenade — no grenades"
	case game.GrenadeRefused:
		return "cannot throw a grenade — the wounded use no weapons"
	case game.KnifeUsed:
		return "struck with the knife"
	case game.KnifeRefused:
		switch e.Reason {
		case game.NotHealthy:
			return "cannot use a knife — the wounded use no weapons"
		case game.FromHospital:
			return "using a knife in a hospital is forbidden"
		case game.FromWeaponry:
			return "using a knife in a weaponry is forbidden"
		}
		return "cannot use a knife — no knife"
	case game.WallBuilt:
		return "built a wall " + wallAt(e.Dir)
	case game.BuildRefused:
		switch e.Reason {
		case game.WallThere:
			return "cannot build a wall " + wallAt(e.Dir) + " — there is one"
		case game.OuterSide:
			return "cannot build a wall " + wallAt(e.Dir) + " — walls are built inside the labyrinth"
		case game.AcrossFlow:
			return "cannot build a wall " + wallAt(e.Dir) + " — a wall cannot block a river"
		}
		return "cannot build a wall — no cement"
	case game.BoomerangThrown:
		return "threw the boomerang " + toThe(e.Dir)
	case game.BoomerangRefused:
		if e.Reason == game.NotHealthy {
			return "cannot throw a boomerang — the wounded use no weapons"
		}
		return "cannot throw a boomerang — no boomerang"
	case game.BoomerangBack:
		if e.Yes {
			return "the boomerang came back"
		}
		return "the boomerang hit a wall and fell"
	case game.KitSpent:
		return "the arsenal gives nothing more: its one kit was taken"

	case game.Took:
		return "took " + itemPhrase(e.Item, e.Count, e.Which)
	case game.LeftItem:
		return "left " + itemPhrase(e.Item, e.Count, moves.AnyTreasure)
	case game.CannotDo:
		switch e.Reason {
		case game.NotHealthy:
			return "the wounded and the infected cannot take " + plural(e.Item)
		case game.NotCarrying:
			if e.Item.Countable() {
				return "you have no " + e.Item.String() + "s"
			}
			return "you have no " + e.Item.String()
		case game.NoSuchTreasure:
			return "there is no such treasure here"
		case game.Outside:
			return "nothing can be done outside the labyrinth"
		case game.NoLandmine:
			return "no landmine to set"
		case game.NotArrived:
			return "the dead player's " + plural(e.Item) + " are trophies only for whoever steps into the cell"
		}
		return "there is no " + e.Item.String() + " here"
	case game.MiteWoken:
		return "woke up the mite"
	case game.InfectedBy:
		if e.Count > 0 {
			return fmt.Sprintf("you have been infected and have %s to heal", moveCount(e.Count))
		}
		return "you have been infected and must find a hospital"
	case game.BecameImmune:
		return "and became immune"
	case game.Thrown:
		return "threw " + itemPhrase(e.Item, e.Count, moves.AnyTreasure) + " " + toThe(e.Dir)
	case game.FellAtFeet:
		return "you have found " + itemPhrase(e.Item, e.Count, moves.AnyTreasure) + " at your feet"
	case game.MineSet:
		if e.Dir.Valid() {
			return "set a landmine " + toThe(e.Dir)
		}
		return "set a landmine"
	case game.Blast:
		return "a landmine exploded!"
	case game.Done:
		return "done"
	case game.WallTold:
		if e.Yes {
			return "you've hit a wall"
		}
		return "no wall hit"
	case game.WallReport:
		switch e.Reason {
		case game.Destroyed:
			return "the wall was destroyed"
		case game.Stood:
			return "the wall stood"
		case game.Exploded:
			return "the bomb exploded" // seed 004 l.53–54
		case game.NotExploded:
			return "the bomb did not explode"
		}
		return "there was no wall"
	case game.AlongRiver:
		if e.Cell == maze.Delta {
			return "walked along the river into a delta"
		}
		return "walked along the river"
	case game.RiverAgainst:
		return "failed, a river is flowing this way"
	}
	return ""
}

func moveCount(n int) string {
	if n == 1 {
		return "one move"
	}
	return number(n) + " moves"
}

// sentence renders the events that stand alone.
func (r English) sentence(e game.Event) string {
	p := r.name(e.Player)
	if text, ok := r.money(e); ok {
		return text
	}
	switch e.Code {
	case game.Crumbled:
		return fmt.Sprintf("The treasure crumbles to ashes: it was fake. %s must come back into the labyrinth with the next move.", p)
	case game.TreasureBanked:
		return fmt.Sprintf("The treasure is true! %s keeps it outside and holds %s of the %s true treasures; %s must come back into the labyrinth with the next move.",
			p, number(e.Count), number(e.Limit), p)
	case game.LostOutside:
		return fmt.Sprintf("%s did not come back into the labyrinth and has lost.", p)
	case game.PlayerWounded:
		return fmt.Sprintf("%s is wounded by %s.", p, r.cause(e))
	case game.PlayerKilled:
		return fmt.Sprintf("%s is killed by %s.", p, r.cause(e))
	case game.WallDestroyed:
		return fmt.Sprintf("The wall %s %v is destroyed.", wallOf(e.Dir), e.Pos)
	case game.WallStood:
		return fmt.Sprintf("The wall %s %v is indestructible and stands.", wallOf(e.Dir), e.Pos)
	case game.NoWall:
		return fmt.Sprintf("There is no wall %s %v.", wallOf(e.Dir), e.Pos)
	case game.WoundNotice:
		if e.Limit > 0 {
			p += " (" + livesLeft(e.Limit) + ")" // under a count of lives, seed 004
		}
		if e.Count > 0 {
			return fmt.Sprintf("%s is wounded and can ask for a new cell (%s left).", p, number(e.Count))
		}
		return fmt.Sprintf("%s is wounded.", p)
	case game.DeathNotice:
		return fmt.Sprintf("%s has been killed.", p)
	case game.NewCell:
		return fmt.Sprintf("%s has ordered a new cell.", p)
	case game.KeptCell:
		return fmt.Sprintf("%s continues from the same cell.", p)
	case game.StatusOf:
		return fmt.Sprintf("%s: %s.", p, status(e.Status))
	case game.DiedOfIllness:
		return fmt.Sprintf("%s has died of encephalitis.", p)
	case game.ThrownOut:
		return fmt.Sprintf("What %s threw %s left the labyrinth and vanished.", p, toThe(e.Dir))
	case game.MinePlaced:
		return fmt.Sprintf("%s's landmine lies armed at %v.", p, e.Pos)
	case game.KeyDropped:
		return fmt.Sprintf("%s dropped the Key at %v.", p, e.Pos)
	case game.MineDefused:
		return fmt.Sprintf("%s's landmine set at %v is defused.", p, e.Pos)
	case game.Condition:
		answer := "no"
		if e.Yes {
			answer = "yes"
		}
		if e.If.Kind == 0 {
			return fmt.Sprintf("%s: condition %d — %s.", p, e.Count, answer)
		}
		return fmt.Sprintf("%s: %s — %s.", p, e.If, answer)
	case game.CellTypeOf:
		return fmt.Sprintf("The cell %v is %s.", e.Pos, kindName(e.Cell))
	case game.CommonCell:
		return fmt.Sprintf("Everyone starts on the same cell, %s, without bullets and grenades.", where(e.Cell))
	case game.SurvivorMoves:
		return fmt.Sprintf("%s is the last player left and has %s to carry the true treasure out.", p, moveCount(e.Count))
	case game.TimerStarted:
		return fmt.Sprintf("%s's move is being timed: %d seconds.", p, e.Count)
	case game.TimeUp:
		return fmt.Sprintf("%s did not move in time and has lost.", p)
	case game.BreakTaken:
		return fmt.Sprintf("%s takes a %s-minute break.", p, number(e.Count))
	case game.BreakVote:
		return fmt.Sprintf("%s votes for a break (%d of the %d votes needed).", p, e.Count, e.Limit)
	case game.BreakAgreed:
		return fmt.Sprintf("The players agree on a %s-minute break.", number(e.Count))
	case game.BreakTie:
		return "The votes for a break are even: the game master decides."
	case game.TimingAsked:
		return fmt.Sprintf("%s asks the game master to time %s's move.", p, r.name(e.Other))
	case game.TimerStopped:
		return fmt.Sprintf("The game master no longer times %s's move.", p)
	case game.ActAfter:
		return fmt.Sprintf("%s now says what to do after the step: \"skip, shoot left\", or \"skip\" for nothing more.", p)
	case game.StepAgain:
		return fmt.Sprintf("%s tries another step (relaxed step rule).", p)
	case game.SwampTurn:
		return fmt.Sprintf("%s is stuck in the swamp: his move is skipped.", p)
	case game.GrenadeKilled:
		return fmt.Sprintf("%s's grenade kills whoever stands at %v.", p, e.Pos)
	case game.BoomerangFell:
		return fmt.Sprintf("%s's boomerang lies at %v.", p, e.Pos)
	case game.Recall:
		return fmt.Sprintf("%s asks to recall %s's last move: %s.", p, r.name(e.Other), e.Move.String())
	case game.NStopTold:
		return fmt.Sprintf("Nstop is %d: after %s with no irreversible changes the game is declared a draw.", e.Limit, countNoun(e.Limit, "1 round", fmt.Sprintf("%d rounds", e.Limit)))
	case game.HealingTime:
		if e.Count > 0 {
			return fmt.Sprintf("An infected player has %s to heal.", moveCount(e.Count))
		}
		return "The time for healing is not limited: an infected player wanders the labyrinth until he arrives at a hospital or dies."
	case game.PlanTold:
		return planTold(e.Cell, e.Count)
	case game.Returned:
		return fmt.Sprintf("%s is back on the cell where the move began.", p)
	case game.CreaturesTold:
		return creaturesTold(e.Count, e.Limit)
	case game.CreatureMet:
		return r.creatureMet(e)
	case game.CreatureHit:
		if e.Reason == game.Bear {
			return "A roar is heard! The bear, wounded, runs back to its cave."
		}
		return "A squeal is heard! The leprechaun is killed."
	case game.CreatureMoved:
		return fmt.Sprintf("The %s (creature %d) is now at %s.", e.Reason, e.Count, e.Pos)
	case game.RulesOf:
		if e.Rules == nil {
			return "The rules in force."
		}
		return "The rules in force: " + strings.Join(RulesInForce(*e.Rules), "; ") + "."
	case game.QuietRounds:
		if e.Count >= e.Limit {
			return fmt.Sprintf("%s rounds with no changes — the game ends in a draw!", capital(number(e.Count)))
		}
		return fmt.Sprintf("%s with no changes (a draw after %d).", capital(rounds(e.Count)), e.Limit)
	case game.GameOver:
		switch e.Result {
		case game.WonWithTreasure:
			return fmt.Sprintf("The treasure is true! %s has carried it out of the labyrinth and wins the game.", p)
		case game.LastStanding:
			return fmt.Sprintf("%s is the last player left and wins the game.", p)
		case game.WonWithKey:
			return fmt.Sprintf("Exit, game is over: %s has left by the locked exit with the Key and wins the game.", p)
		case game.DrawNStop:
			return "The game ends in a draw: no changes for too long."
		case game.DrawAllSkipped:
			return "The game ends in a draw: every player skipped the move."
		case game.DrawTreasureLost:
			return "The game ends in a draw: the true treasure is lost."
		case game.WonByExit:
			return fmt.Sprintf("Exit, game is over: %s has found the way out and wins the game.", p)
		case game.DrawTreasuresSplit:
			return "The game ends in a draw: the true treasures can no longer all be one player's."
		case game.NobodyLeft:
			return "The game is over: nobody is left in the labyrinth."
		case game.SurvivorFailed:
			return "The game is over without a winner: the last player left did not carry the true treasure out in time."
		case game.EndedByMaster:
			return "The game master ends the game: nobody wins."
		}
		return "The game is over."
	}
	return string(e.Code)
}

// cause names what wounded or killed a player: "Ann's bullet", or a
// landmine and who set it off (§5.7). Events written before the cause was
// recorded have none: they were all bullets.
func (r English) cause(e game.Event) string {
	switch e.Reason {
	case game.Knife:
		return r.name(e.Other) + "'s knife" // 001 l.65
	case game.Grenade:
		return r.name(e.Other) + "'s grenade" // 001's W8
	case game.Boomerang:
		return r.name(e.Other) + "'s boomerang" // 001 l.109
	case game.Bear:
		return "the bear" // 001 l.110
	}
	if e.Reason != game.Landmine {
		return r.name(e.Other) + "'s bullet"
	}
	switch {
	case e.Other < 0:
		return "a landmine"
	case e.Other == e.Player:
		return "the landmine he set off"
	}
	return "the landmine " + r.name(e.Other) + " set off"
}

// Line is one event as a line of a transcript: the sentences that answer a
// player's own action carry his name ("Ann — Walked onto land."), the others
// stand as they are.
func (r English) Line(e game.Event) string {
	if e.Player >= 0 && e.Player < len(r.Names) && r.clause(e) != "" && e.Code != game.Scream && e.Code != game.NoScream {
		return r.Names[e.Player] + " — " + r.Text(e)
	}
	return r.Text(e)
}

// Reply renders what the game master says in answer to one statement: the
// events viewer may see, without the echo of the statement itself, joined
// into sentences the way a game master speaks ("A scream is heard! Fell into
// a pit, was transported to the next one in the loop.").
func (r English) Reply(events []game.Event, viewer int) string {
	var b strings.Builder
	open := false       // a sentence is open and can take more clauses
	last := -2          // the player the open sentence is about
	var prev game.Event // the last event written
	var offered game.Counts
	for _, e := range events {
		if !e.To.Includes(viewer) {
			continue
		}
		switch e.Code {
		case game.Said, game.TurnBegins, game.Shot, game.GrenadeThrown, game.Condition:
			continue // echoes of what was said, or bookkeeping
		case game.Found, game.ItemsFell:
			offered = e.Items
		case game.PickedUp:
			if e.Items == offered {
				continue // "found a treasure" says it: everything was taken
			}
		}
		c := r.clause(e)
		if on, ok := carriedOn(prev, e); ok {
			// The pit or the river went on with him (seed 001 l.51, l.81).
			if said := b.String(); strings.HasSuffix(said, ".") {
				b.Reset() // "Ann starts in a river." goes on
				b.WriteString(strings.TrimSuffix(said, "."))
			}
			b.WriteString(on)
			prev, open, last = e, true, e.Player
			continue
		}
		prev = e
		if c == "" || e.Recalled {
			if open {
				b.WriteString(". ")
				open = false
			} else if b.Len() > 0 {
				b.WriteString(" ")
			}
			b.WriteString(r.Text(e))
			continue
		}
		if e.Player != last && open && attaches(e.Code) && e.Code != game.Blast {
			// Another player's news is his own sentence, with his name.
			c = r.name(e.Player) + ": " + c
			b.WriteString(". ")
			b.WriteString(c)
			last = e.Player
			continue
		}
		switch {
		case open && attaches(e.Code):
			b.WriteString(", ")
		case open:
			b.WriteString(". ")
			c = capital(c)
		default:
			if b.Len() > 0 {
				b.WriteString(" ")
			}
			c = capital(c)
		}
		b.WriteString(c)
		last = e.Player
		open = !strings.HasSuffix(c, "!")
	}
	if open {
		b.WriteString(".")
	}
	return b.String()
}

// attaches reports whether an event continues the sentence of the one
// before it (the consequences of arriving on a cell, §2.3).
// carriedOn words a pit or a river carrying a player on right after the
// event before it, as the rest of its sentence: after a wall hit leaving
// a pit under pit_wall_jumps ("Cannot move — hit a wall, fell back into
// the pit and was carried on to the next one"), and after his start cell
// under start_is_arrival ("Ann starts in a river and was carried by the
// flow into a delta").
func carriedOn(prev, e game.Event) (string, bool) {
	if prev.Player != e.Player || e.Recalled || prev.Recalled {
		return "", false
	}
	switch {
	case prev.Code == game.HitWall && prev.Cell == maze.Outside && e.Code == game.MovedByLoop:
		return ", fell back into the pit and was carried on to the next one", true
	case prev.Code == game.StartCell && e.Code == game.MovedByLoop:
		return "; transported to the next pit of the loop", true
	case prev.Code == game.StartCell && e.Code == game.MovedByFlow && e.Cell == maze.Delta:
		return "; carried by the flow to a delta", true
	case prev.Code == game.StartCell && e.Code == game.MovedByFlow:
		return "; carried by the flow", true
	}
	return "", false
}

func attaches(c game.Code) bool {
	switch c {
	case game.Healed, game.Confiscated, game.Refilled, game.Found, game.PickedUp, game.ItemsFell,
		game.MiteWoken, game.InfectedBy, game.BecameImmune, game.FellAtFeet, game.Blast:
		return true
	}
	return false
}

func walked(k maze.Kind) string {
	switch k {
	case maze.Land:
		return "walked onto land"
	case maze.Hospital:
		return "walked into a hospital"
	case maze.Weaponry:
		return "walked into a weaponry"
	case maze.Delta:
		return "walked into a delta"
	case maze.Encephalitis:
		return "arrived at the encephalitis cell"
	case maze.Pit:
		return "walked into a pit"
	case maze.River:
		return "walked into a river"
	case maze.Casino:
		return "walked into a casino"
	case maze.Swamp:
		return "walked into a swamp" // 001 l.105
	}
	return "walked on"
}

func kindName(k maze.Kind) string {
	switch k {
	case maze.Land:
		return "land"
	case maze.Encephalitis:
		return "an encephalitis cell"
	}
	return "a " + k.String()
}

func where(k maze.Kind) string {
	switch k {
	case maze.Land:
		return "on land"
	case maze.Encephalitis:
		return "on the encephalitis cell"
	}
	return "in a " + k.String()
}

func toThe(d maze.Dir) string {
	switch d {
	case maze.Up:
		return "upwards"
	case maze.Down:
		return "downwards"
	}
	return "to the " + d.String()
}

// wallAt names a wall by its side of the speaker: "above", "on the left".
func wallAt(d maze.Dir) string {
	switch d {
	case maze.Up:
		return "above"
	case maze.Down:
		return "below"
	}
	return "on the " + d.String()
}

// wallOf names a wall by its side of a cell: "above (3,4)", "on the left of
// (3,4)".
func wallOf(d maze.Dir) string {
	if d == maze.Left || d == maze.Right {
		return wallAt(d) + " of"
	}
	return wallAt(d)
}

var numbers = [...]string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"}

// number writes small numbers as words, as people say them.
func number(n int) string {
	if n >= 0 && n < len(numbers) {
		return numbers[n]
	}
	return fmt.Sprint(n)
}

func rounds(n int) string {
	if n == 1 {
		return "one round"
	}
	return number(n) + " rounds"
}

func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func plural(it moves.Item) string {
	switch it {
	case moves.Bullet, moves.Grenade:
		return it.String() + "s"
	}
	return "the " + it.String()
}

// quantity is "a treasure", "two bullets".
func quantity(n int, singular string) string {
	if n == 1 {
		return "a " + singular
	}
	return number(n) + " " + singular + "s"
}

// counts lists items: "a treasure, two bullets and a corpse".
func counts(c game.Counts) string {
	var parts []string
	add := func(n int, what string) {
		if n > 0 {
			parts = append(parts, quantity(n, what))
		}
	}
	add(c.Treasures, "treasure")
	add(c.Bullets, "bullet")
	add(c.Grenades, "grenade")
	add(c.Landmines, "landmine")
	add(c.Corpses, "corpse")
	// Seed 001's items.
	if c.Knives > 0 {
		parts = append(parts, countNoun(c.Knives, "a knife", number(c.Knives)+" knives"))
	}
	if c.Cement > 0 {
		parts = append(parts, countNoun(c.Cement, "a bag of cement", number(c.Cement)+" bags of cement"))
	}
	add(c.Boomerangs, "boomerang")
	return join(parts)
}

func join(parts []string) string {
	switch len(parts) {
	case 0:
		return "nothing"
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

func itemPhrase(it moves.Item, n int, w moves.Which) string {
	switch it {
	case moves.Bullet, moves.Grenade:
		return quantity(max(n, 1), it.String())
	case moves.Treasure:
		switch {
		case w == moves.Topmost:
			return "the topmost treasure"
		case w == moves.Lowest:
			return "the lowest treasure"
		case w > moves.Lowest:
			return ordinal(int(w)) + " lowest treasure"
		}
		return "the treasure"
	}
	return "the " + it.String()
}

func ordinal(n int) string {
	words := [...]string{"", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"}
	if n > 0 && n < len(words) {
		return "the " + words[n]
	}
	return fmt.Sprintf("the %dth", n)
}

// inventory is "3 bullets and 3 grenades, a treasure" as in §4.3.
func inventory(s game.Status) string {
	out := fmt.Sprintf("%s and %s", quantityOrNo(s.Bullets, "bullet"), quantityOrNo(s.Grenades, "grenade"))
	if extra := seedItems(s); extra != "" {
		out = fmt.Sprintf("%s, %s", quantityOrNo(s.Bullets, "bullet"), quantityOrNo(s.Grenades, "grenade")) + ", " + extra
	}
	if s.Carrying != moves.NoItem {
		out += ", a " + s.Carrying.String()
	}
	return out
}

// planTold is what the game master announces of the plan before play
// (seed 001 l.17).
func planTold(k maze.Kind, n int) string {
	switch k {
	case maze.Pit:
		return fmt.Sprintf("There is a pit loop of %s.", quantityOrNo(n, "pit"))
	case maze.River:
		return fmt.Sprintf("There is a river of %s, its delta included.", quantityOrNo(n, "cell"))
	case maze.Weaponry:
		return fmt.Sprintf("The labyrinth has %s.", countNoun(n, "one weaponry", number(n)+" weaponries"))
	case maze.Hospital:
		return fmt.Sprintf("The labyrinth has %s.", countNoun(n, "one hospital", number(n)+" hospitals"))
	}
	return fmt.Sprintf("The labyrinth has %d of %s.", n, kindName(k))
}

// livesLeft is "one life left", "two lives left" (seed 004's lives).
func livesLeft(n int) string {
	if n == 1 {
		return "one life left"
	}
	return number(n) + " lives left"
}

func quantityOrNo(n int, what string) string {
	if n == 1 {
		return "one " + what
	}
	return number(n) + " " + what + "s"
}

func status(s game.Status) string {
	parts := []string{s.Health.String()}
	if s.Immune {
		parts[0] += " and immune"
	}
	if s.Lives > 0 {
		parts[0] += " (" + livesLeft(s.Lives) + ")"
	}
	if s.Health == game.Infected && s.HealMoves > 0 {
		parts[0] += fmt.Sprintf(" (%s left to reach a hospital)", moveCount(s.HealMoves))
	}
	parts = append(parts, quantityOrNo(s.Bullets, "bullet"), quantityOrNo(s.Grenades, "grenade"))
	if extra := seedItems(s); extra != "" {
		parts = append(parts, extra)
	}
	if s.Carrying != moves.NoItem {
		parts = append(parts, "carrying a "+s.Carrying.String())
	}
	if s.Money > 0 {
		parts = append(parts, coins(s.Money))
	}
	switch s.NewCells {
	case 0:
		parts = append(parts, "no new cells left")
	case 1:
		parts = append(parts, "one new cell left")
	default:
		parts = append(parts, number(s.NewCells)+" new cells left")
	}
	return strings.Join(parts, ", ")
}

// Audience names who may see an event: "everyone", "gm", or a player's name.
func (r English) Audience(a game.Audience) string {
	switch a.Kind {
	case game.ToEveryone:
		return "everyone"
	case game.ToPlayer:
		return r.name(a.Player)
	}
	return "gm"
}

// Detailed renders a move's results action by action, the way the reference
// answers a conditional move (§6.5): "Go right — fell into a pit, was
// transported to the next one in the loop, found a treasure, two bullets and
// a corpse; shoot up — three bullets left, one on the ground, no scream is
// heard; leave a grenade — you have no grenades." Events outside the move's
// actions follow as sentences.
func (r English) Detailed(events []game.Event, viewer int) string {
	var acts []moves.Action
	for _, e := range events {
		if e.Code == game.Said {
			acts = append(acts, e.Move.Actions...)
			for _, c := range e.Move.Conditions {
				acts = append(acts, c.Then...)
			}
			break
		}
	}
	type part struct {
		action  int
		clauses []string
	}
	var parts []part
	var rest []string
	for _, e := range events {
		if !e.To.Includes(viewer) || e.Code == game.Said || e.Code == game.TurnBegins || e.Code == game.Condition {
			continue
		}
		if e.Action < 1 || e.Action > len(acts) {
			rest = append(rest, r.Text(e))
			continue
		}
		if len(parts) == 0 || parts[len(parts)-1].action != e.Action {
			parts = append(parts, part{action: e.Action})
		}
		last := &parts[len(parts)-1]
		var c string
		switch e.Code {
		case game.Shot:
			c = quantityOrNo(e.Count, "bullet") + " left"
			if e.Items.Bullets > 0 {
				c += ", " + number(e.Items.Bullets) + " on the ground"
			}
		case game.GrenadeThrown, game.Thrown, game.MineSet, game.Took, game.LeftItem:
			c = "done"
		case game.PickedUp:
			continue // what is found is taken, as far as he can carry
		default:
			c = r.clause(e)
			if c == "" {
				c = strings.TrimSuffix(r.Text(e), ".")
			}
		}
		last.clauses = append(last.clauses, strings.TrimSuffix(c, "!"))
	}
	var b strings.Builder
	for i, p := range parts {
		if i > 0 {
			b.WriteString("; ")
		}
		head := acts[p.action-1].String()
		if i == 0 {
			head = capital(head)
		}
		clauses := p.clauses
		if len(clauses) > 1 && clauses[0] == "done" {
			clauses = clauses[1:]
		}
		b.WriteString(head + " — " + strings.Join(clauses, ", "))
	}
	if b.Len() > 0 {
		b.WriteString(".")
	}
	for _, s := range rest {
		if b.Len() > 0 {
			b.WriteString(" ")
		}
		b.WriteString(s)
	}
	return b.String()
}
