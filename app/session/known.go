package session

import (
	"fmt"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// Known is what a player knows of his own condition — health, bullets,
// grenades, what he carries, new cells and healing moves left — worked out
// only from what he was told: the rules agreed before the game (§5.3) and
// the events his seat saw since. It is what a careful player at the table
// keeps in his head or on the margin of his paper.
//
// Asking the game master (§6.4, "status") would always give the exact
// answer, but the question is said aloud and stands in the move log like
// any other statement; so a status panel does not ask behind the player's
// back. Where the announcements leave a value open — a dark move (§6.7),
// walking up a river that may or may not have moved him (§4.6), grenades
// picked up silently after a blast (§5.4) — Known keeps the range of what it
// can be and says why, and the next status answer or weaponry (§4.3) makes
// it exact again.
//
// Known never reads the game: feed it the events the seat may see, in
// order (a seat, app/seat, keeps one so).
type Known struct {
	rules   rules.Rules
	seat    int
	players int

	Health game.Health
	// HealthSure is false when the player cannot know whether something
	// happened to him (after a dark move).
	HealthSure bool
	// Lives is how many more hits he takes (rules option lives: two under
	// the reference, one under seed 001's H2, three under seed 004).
	Lives Amount
	// Banked is how many true treasures he carried out and keeps outside
	// (victory all_treasures, seed 001's V3 and V4).
	Banked int
	// Immune is set once he was told he became immune (§4.7).
	Immune   bool
	Bullets  Amount
	Grenades Amount
	// Knives, Cement and Boomerangs are seed 001's items (items.go).
	Knives, Cement, Boomerangs Amount
	// Carrying is the one big item he carries (moves.NoItem for none);
	// CarryingSure is false when he cannot know.
	Carrying     moves.Item
	CarryingSure bool
	// NewCells is how many cells he may still order after a wound (§5.5).
	NewCells Amount
	// Money is his play money (rules option start_money, seed 004): always
	// exact, since every coin he pays or wins is announced.
	Money int
	// Hinted is set once a paid hint told him where he stood (seed 004
	// l.59–60): Hint is that cell, true as of the hint only.
	Hint   maze.Pos
	Hinted bool
	// HealMoves is how many successful moves an infected player has left to
	// reach a hospital (§4.7); HealUnlimited when the rules set no limit.
	HealMoves     Amount
	HealUnlimited bool
	// Here is the type of the cell he stands on as last announced, when
	// HereKnown; Out is set while he stands outside the labyrinth (§3.4).
	Here      maze.Kind
	HereKnown bool
	Out       bool
	// outDir is the way he walked out while Out (WayBack).
	outDir maze.Dir
	// Lost is set when he is out of the game: dead, lost outside or out of
	// time.
	Lost bool
	// Start is the cell he chose to start on (§6.1), when Chose: his own
	// secret, told to him alone. A start the game master placed him on, or
	// the common start (§7.6), is not told.
	Start maze.Pos
	Chose bool
	// Placed: the game master told him that he chooses his start cell
	// (start_by_master, §6.1, seed 001's G2), not where; he does not
	// choose his own until the choices are declared invalid.
	Placed bool
	// MayOrderCell is set while he may order a new cell: told on his turn
	// that he is wounded, with new cells left (§5.5), and not yet moved,
	// nor ordered or kept his cell.
	MayOrderCell bool
	// Unsure says why some values are ranges, "" when every value is exact.
	Unsure string

	// Seed 002's Key game and the floors (key.go).

	// HasKey: he carries the Key (told "key" when he took it, 002 l.40;
	// dropped when wounded, l.50).
	HasKey bool
	// Boats is how many boats he carries (002 l.35, rules max_boats):
	// what he started with, refilled in a weaponry, one fewer for each
	// row, none after a wound under wounded_drop_kit.
	Boats int
	// Floors is the number of floors of the labyrinth (the outline is
	// public, game.Outline); 0 or 1 for one. Set it after NewKnown.
	Floors int
	// Floor is the floor he stands on (0 the lowest), when FloorKnown: on
	// one floor always; on several, from the start cell he chose, and on
	// two floors followed through every elevator ride (004 l.56), which
	// takes him to the other one. A start the game master placed him on,
	// a new cell (§5.5) or a ride among three floors or more (the next
	// floor with an elevator there, which he cannot know) leave it unknown.
	Floor      int
	FloorKnown bool

	// State of the move being told.
	mine       bool       // the events are about the player's own move
	move       moves.Move // the move being told
	illAtMove  bool       // he was (or may have been) infected when the move began
	outAtMove  bool       // he stood outside the labyrinth when the move began
	ticked     int        // the infection's clock this move: 0 not yet, 1 a move, 2 maybe one
	shotAction int        // the action of the last shot told, whose count includes what he caught
	// found is what he was just told he found (or what fell at his feet),
	// and before what he had then: what he takes of it says how much room
	// he had (§5.1, §5.3).
	found        game.Counts
	before       [2]Amount
	foundAtFeet  bool
	threw        bool // his last action threw something onto a neighbour
	leftGrenades int  // grenades known to lie on his cell, not taken
	// takenGrenades counts grenades others picked up since he arrived,
	// maybe from his cell.
	takenGrenades int
	// strayGrenades is set when another player may have put grenades down
	// where this one stands since he arrived: left, or dropped dying.
	strayGrenades bool
	// hurt is set when he knows he was wounded since his last turn (a
	// landmine where he arrived, the scream after the one other player's
	// shot); the wound notice on his next turn is then about that wound
	// (§5.5). byMine: the wound came from a landmine (§7.5).
	hurt, byMine bool
}

// Amount is a count known exactly (Lo == Hi) or only within bounds.
type Amount struct{ Lo, Hi int }

// Exactly is an amount known exactly.
func Exactly(n int) Amount { return Amount{n, n} }

// Exact reports whether the amount is known exactly.
func (a Amount) Exact() bool { return a.Lo == a.Hi }

// String writes "2", or "1–3" for a range.
func (a Amount) String() string {
	if a.Exact() {
		return fmt.Sprint(a.Lo)
	}
	return fmt.Sprintf("%d–%d", a.Lo, a.Hi)
}

// Contains reports whether n is within the amount.
func (a Amount) Contains(n int) bool { return a.Lo <= n && n <= a.Hi }

func (a Amount) add(n, limit int) Amount {
	return Amount{min(max(a.Lo+n, 0), limit), min(max(a.Hi+n, 0), limit)}
}

// NewKnown is what the player at seat knows before the game begins: the
// rules' starting equipment (§5.3, §7.6), the cell orders of §5.5 for a
// game of these players, and the handicaps of §7.2.
func NewKnown(r rules.Rules, names []string, seat int) *Known {
	k := &Known{rules: r, seat: seat, players: len(names), HealthSure: true, CarryingSure: true, Lives: Exactly(r.MaxLives())}
	k.Bullets, k.Grenades = Exactly(r.StartBullets), Exactly(r.StartGrenades)
	k.Boats = r.StartBoats
	k.Knives = Exactly(r.StartKnives)
	if r.CommonStart {
		k.Bullets, k.Grenades = Exactly(0), Exactly(0)
	}
	if r.Landmines && (r.StartLandmines > 0 || r.HandedOutLandmines) {
		k.Carrying = moves.Landmine
	}
	orders := r.ReordersFor(len(names))
	if seat >= 0 && seat < len(names) && r.HandicapOf(names[seat]).ExtraNewCell {
		orders++
	}
	k.NewCells = Exactly(orders)
	k.HealUnlimited = r.HealingMoves == 0
	k.Money = r.StartMoney
	return k
}

// HasMoney reports whether the game has money (rules option start_money,
// seed 004), so that a status panel shows it.
func (k *Known) HasMoney() bool { return k.rules.StartMoney != 0 }

// HasBoats reports whether the game has boats (seed 002 l.35, rules
// max_boats), so that a status panel shows how many he carries.
func (k *Known) HasBoats() bool { return k.rules.MaxBoats > 0 }

// CountsLives reports whether the rules count lives other than the
// reference's two (rules option lives), so that a status panel shows them.
func (k *Known) CountsLives() bool { return k.rules.Lives != 0 }

// Exact reports whether every value is known exactly.
func (k *Known) Exact() bool { return k.Unsure == "" }

// Apply takes in events the seat saw, in order. Events for other viewers
// are ignored, so a whole log may be passed.
func (k *Known) Apply(events ...game.Event) {
	for _, e := range events {
		if !e.To.Includes(k.seat) || e.Recalled {
			continue
		}
		k.apply(e)
	}
}

func (k *Known) apply(e game.Event) {
	if e.Code == game.GameOver && e.Result == game.LastStanding && e.Player != k.seat && !k.Lost {
		k.dead() // the last one left is someone else (§3.5)
		return
	}
	if e.Code == game.StartsInvalid {
		k.Chose, k.Placed = false, false // he chooses again (§6.1)
		return
	}
	if e.Code == game.Said || e.Code == game.TurnBegins {
		k.MayOrderCell = false
		k.mine = e.Code == game.Said && e.Player == k.seat
		if k.mine {
			k.move = e.Move
		}
		k.threw = false
		k.ticked = 0
		k.shotAction = 0
		k.illAtMove = k.Health == game.Infected || !k.HealthSure
		k.outAtMove = k.Out
		return
	}
	if e.Player != k.seat {
		k.others(e)
		return
	}
	maxB, maxG := k.rules.MaxBullets, k.rules.MaxGrenades
	k.items(e)
	switch e.Code {
	case game.StartChosen:
		k.Start, k.Chose = e.Pos, true
		k.Floor, k.FloorKnown = e.Pos.Floor, true
	case game.StartByMaster:
		k.Placed = true
	case game.StartCell:
		k.arrived(e.Cell)
		k.startFloor()
	case game.CommonCell:
		k.arrived(e.Cell)

	// Movements (§2.2, §4): where he now stands, and the clock of an
	// infection counted in successful moves (§4.7).
	case game.RodeElevator, game.KeyFound, game.ExitLocked, game.Rowed, game.BoatFound, game.Climbed:
		k.keyGame(e)
	case game.Moved, game.FellIntoPit, game.MovedByLoop, game.MovedByFlow, game.AlongRiver:
		if k.Out {
			k.Out = false // back in, onto the cell he left (§3.4)
		}
		k.arrived(e.Cell)
		k.tick(false)
	case game.CarriedByFlow:
		k.arrived(e.Cell)
		// Walking upstream leaves him where he was, walking downstream
		// does not, and the words are the same (§4.6): either may have
		// counted.
		k.tick(true)
	case game.HitWall, game.CannotMove:
		if e.Cell == maze.River || e.Cell == maze.Delta {
			k.arrived(e.Cell)
			k.tick(false)
		}
	case game.LeftMaze:
		k.Out, k.HereKnown, k.outDir = true, false, e.Dir
		k.leftGrenades = 0
	case game.Crumbled:
		k.Carrying, k.CarryingSure = moves.NoItem, true
	case game.TreasureBanked:
		k.Carrying, k.CarryingSure = moves.NoItem, true
		k.Banked = e.Count
	case game.HintBought: // seed 004's money
		k.Money -= e.Count
	case game.HintAnswer:
		k.Hint, k.Hinted = e.Pos, true
	case game.BetPlayed:
		if e.Yes {
			k.Money += e.Count
		} else {
			k.Money -= e.Count
		}
	case game.LostOutside:
		k.Lost = true // out of the game; what he carried vanished (§3.4)
		k.Carrying, k.CarryingSure = moves.NoItem, true
	case game.TimeUp, game.DeathNotice, game.DiedOfIllness:
		k.dead()

	// What cells do (§4.2, §4.3, §4.7).
	case game.Healed:
		k.Health, k.HealthSure = game.Healthy, true
		k.Lives = Exactly(k.rules.MaxLives()) // every life restored (seed 004)
		k.HealMoves = Amount{}
	case game.BecameImmune:
		k.Immune = true
	case game.Confiscated:
		k.Carrying, k.CarryingSure = moves.NoItem, true
	case game.Refilled:
		k.status(e.Status) // the boats too: a weaponry's stock may give none (001 l.108)
		// The weaponry tells the inventory as he arrives; the infection's
		// clock is counted after the move.
		switch k.ticked {
		case 1:
			k.HealMoves = k.HealMoves.add(-1, 1<<30)
		case 2:
			k.HealMoves = Amount{max(k.HealMoves.Lo-1, 0), k.HealMoves.Hi}
			k.unsure("walking into a river may not have moved you (§4.6)")
		}
	case game.InfectedBy:
		k.Health, k.HealthSure = game.Infected, true
		k.Bullets = Exactly(0) // he drops all but his grenades (§4.7)
		k.HasKey, k.Boats = false, 0
		k.Carrying, k.CarryingSure = moves.NoItem, true
		k.HealMoves = Exactly(e.Count)
		k.HealUnlimited = e.Count == 0
	case game.Blast:
		if k.threw {
			break // a corpse he threw set it off on the neighbouring cell (§5.7)
		}
		k.wounded()
		k.hurt, k.byMine = true, true
		k.Bullets = Exactly(0) // the blast destroys bullets and landmines

	// Items (§5).
	case game.Found, game.ItemsFell:
		if e.Code == game.Found {
			k.leftGrenades = e.Items.Grenades
		}
		k.foundNow(e.Items, e.Code == game.ItemsFell)
	case game.PickedUp:
		k.leftGrenades = max(k.leftGrenades-e.Items.Grenades, 0)
		if e.Action == 0 || e.Action != k.shotAction {
			// Bullets caught from those he shot are in the shot's count.
			switch {
			case k.Health == game.Healthy && k.HealthSure:
				k.Bullets = took(k.before[0], k.found.Bullets, e.Items.Bullets, maxB, k.Bullets)
			case !k.HealthSure && e.Items.Bullets < k.found.Bullets:
				// Full, or unable to carry bullets at all (§5.5).
				k.Bullets = Amount{k.before[0].Lo, maxB}
			default:
				k.Bullets = k.Bullets.add(e.Items.Bullets, maxB)
			}
		}
		k.Grenades = took(k.before[1], k.found.Grenades, e.Items.Grenades, maxG, k.Grenades)
		k.found = game.Counts{}
		switch {
		case e.Items.Treasures > 0:
			k.Carrying, k.CarryingSure = moves.Treasure, true
		case e.Items.Landmines > 0:
			k.Carrying, k.CarryingSure = moves.Landmine, true
		case e.Items.Corpses > 0:
			k.Carrying, k.CarryingSure = moves.Corpse, true
		}
	case game.Took:
		switch e.Item {
		case moves.Bullet:
			k.Bullets = k.Bullets.add(e.Count, maxB)
		case moves.Grenade:
			k.Grenades = k.Grenades.add(e.Count, maxG)
			k.leftGrenades = max(k.leftGrenades-e.Count, 0)
		default:
			k.Carrying, k.CarryingSure = e.Item, true
		}
	case game.LeftItem, game.Thrown:
		k.threw = e.Code == game.Thrown
		switch e.Item {
		case moves.Bullet:
			k.Bullets = k.Bullets.add(-e.Count, maxB)
		case moves.Grenade:
			k.Grenades = k.Grenades.add(-e.Count, maxG)
			if e.Code == game.LeftItem {
				k.leftGrenades += e.Count
			}
		default:
			k.Carrying, k.CarryingSure = moves.NoItem, true
		}
	case game.FellAtFeet:
		k.threw = false
		if e.Item == moves.Grenade {
			k.leftGrenades += e.Count
		}
	case game.MineSet:
		k.Carrying, k.CarryingSure = moves.NoItem, true
	case game.CannotDo:
		k.cannot(e)

	// Weapons (§5.4, §5.5).
	case game.Shot:
		k.threw = false
		k.Bullets = Exactly(e.Count) // "three bullets left" (§6.5)
		k.shotAction = e.Action
	case game.ShotRefused:
		if e.Reason == game.NoBullets {
			k.Bullets = Exactly(0)
		}
	case game.GrenadeThrown:
		k.threw = false
		k.blew()
	case game.NoGrenade:
		k.Grenades = Exactly(0)

	// Wounds and orders (§5.5).
	case game.WoundNotice:
		if !k.hurt {
			k.wounded() // shot, or blown up where someone else arrived
		}
		if e.Limit > 0 {
			k.Health, k.HealthSure = game.Wounded, true
			k.Lives = Exactly(e.Limit) // "two lives left" (rules option lives)
		}
		k.Bullets = Exactly(0)
		k.Carrying, k.CarryingSure = moves.NoItem, true
		switch {
		case e.Count > 0 || k.rules.NewCellAfterLandmine:
			k.NewCells = Exactly(e.Count)
		case k.byMine:
			// §7.5: no order after a landmine; those left stay left.
		default:
			// None left, or a landmine he did not hear wounded him.
			k.NewCells = Amount{0, k.NewCells.Hi}
			k.unsure("a wound notice without a new cell may come from a landmine (§7.5)")
		}
		k.hurt, k.byMine = false, false
		k.MayOrderCell = e.Count > 0
		k.droppedKit()
	case game.KeptCell:
		k.MayOrderCell = false
	case game.NewCell:
		k.MayOrderCell = false
		if k.Health != game.Wounded || !k.HealthSure {
			// An order without a wound (§7.2) leaves the big item, and the
			// bullets unless the rules keep them with him.
			k.Carrying, k.CarryingSure = moves.NoItem, true
			if k.rules.OrderLeavesBullets {
				k.Bullets = Exactly(0)
			}
		}
		k.NewCells = k.NewCells.add(-1, 1<<30)
		k.HereKnown, k.Out = false, false
		k.FloorKnown = k.Floors <= 1
		k.leftGrenades = 0

	// Dark and semi-dark moves (§6.7, §6.8): nothing of the move is told.
	case game.Done:
		k.dark(e.Round)

	case game.StatusOf:
		k.status(e.Status)
	}
}

// others learns what another player's news may mean for this one: a
// scream after his shot, or a landmine going off where he arrived (§5.5,
// §5.7).
func (k *Known) others(e game.Event) {
	switch e.Code {
	case game.PickedUp, game.Took:
		n := e.Items.Grenades
		if e.Code == game.Took && e.Item == moves.Grenade {
			n = e.Count
		}
		k.takenGrenades += n
		return
	case game.LeftItem, game.DeathNotice, game.DiedOfIllness, game.TimeUp:
		if e.Code != game.LeftItem || e.Item == moves.Grenade {
			k.strayGrenades = true
		}
		return
	case game.Scream:
		k.strayGrenades = true // the victim may have died here
		if k.players == 2 && !k.Lost {
			// Nobody else could scream (§5.5).
			k.wounded()
			k.Bullets = Exactly(0)
			k.hurt = true
			return
		}
		k.mayBeHurt("a scream after another player's shot may have been yours (§5.5)")
	case game.Blast:
		k.mayBeHurt("a landmine went off where another player arrived; you may have been there (§5.7)")
	case game.Done:
		// What his untold move did to others is told them on their turn,
		// if the game lasts until then (§6.7).
		k.strayGrenades = true
		k.mayBeHurt("another player's dark move may have reached you (§6.7)")
	}
}

// mayBeHurt widens what a wound he cannot be sure of would change.
func (k *Known) mayBeHurt(why string) {
	if k.Lost || k.Health == game.Dead {
		return
	}
	if k.Health == game.Healthy && k.HealthSure {
		k.HealthSure = false
	}
	k.Lives.Lo = max(k.Lives.Lo-1, 0)
	k.Bullets.Lo = 0
	if k.Carrying != moves.NoItem {
		k.CarryingSure = false
	}
	k.unsure(why)
}

// foundNow takes in items found: he takes what he has room for, so until
// the game master says he took some, he took none and was full (§5.1).
func (k *Known) foundNow(c game.Counts, atFeet bool) {
	k.found, k.foundAtFeet = c, atFeet
	k.before = [2]Amount{k.Bullets, k.Grenades}
	if c.Grenades > 0 {
		k.Grenades = Exactly(k.rules.MaxGrenades)
	}
	if c.Bullets > 0 && !atFeet && k.Health == game.Healthy && k.HealthSure {
		k.Bullets = Exactly(k.rules.MaxBullets)
	}
}

// took is what he has after taking n of the found items of a kind: a full
// load when he left some behind, else what he had and n more.
func took(before Amount, found, n, limit int, now Amount) Amount {
	switch {
	case found == 0:
		return now.add(n, limit)
	case n < found:
		return Exactly(limit)
	}
	return before.add(n, limit)
}

// arrived records the type of the cell he now stands on.
func (k *Known) arrived(c maze.Kind) {
	k.Here, k.HereKnown = c, c != maze.Outside
	k.leftGrenades = 0
	k.takenGrenades = 0
	k.strayGrenades = false
	k.threw = false
}

// tick counts a successful move of an infected player (§4.7): maybe is set
// when the move may have left him where he was. The clock counts moves from
// a cell of the labyrinth to another: not the way out, nor the way back in
// from outside (the engine's count, engine/game afterIllness).
func (k *Known) tick(maybe bool) {
	if !k.mine || !k.illAtMove || k.outAtMove || k.HealUnlimited {
		return
	}
	if k.Health != game.Infected && k.HealthSure {
		return
	}
	lo := k.HealMoves.Lo - 1
	hi := k.HealMoves.Hi
	if !maybe {
		hi--
	}
	k.HealMoves = Amount{max(lo, 0), max(hi, 0)}
	k.ticked = 1
	if maybe {
		k.ticked = 2
		k.unsure("walking into a river may not have moved you (§4.6)")
	}
}

// wounded records a wound: it takes a life; the last one, or a wound while
// infected, kills (§5.5, §4.7; the reference's second wound).
func (k *Known) wounded() {
	switch {
	case !k.HealthSure:
		// He may have been hit already: this hit may be his last. Under
		// one life (001's H2) or with no life left to spare, it is.
		lo, hi := k.Lives.Lo-1, k.Lives.Hi-1
		if k.rules.NoDeath {
			lo, hi = max(lo, 1), max(hi, 1) // 002: a hit never kills
		}
		if hi <= 0 {
			k.dead()
			return
		}
		k.Health = game.Wounded
		k.Lives = Amount{max(lo, 0), hi}
	case k.Health == game.Infected:
		k.dead()
		return
	case k.Health == game.Healthy || k.Health == game.Wounded:
		k.Lives = k.Lives.add(-1, k.rules.MaxLives())
		if k.rules.NoDeath {
			k.Lives = Amount{max(k.Lives.Lo, 1), max(k.Lives.Hi, 1)} // 002: a hit never kills
		}
		if k.Lives.Hi <= 0 {
			k.dead()
			return
		}
		k.Health = game.Wounded
	}
	k.Carrying, k.CarryingSure = moves.NoItem, true
}

func (k *Known) dead() {
	k.Health, k.HealthSure, k.Lost = game.Dead, true, true
	k.HasKey, k.Boats = false, 0
	k.Lives = Exactly(0)
	k.Bullets, k.Grenades = Exactly(0), Exactly(0)
	k.Carrying, k.CarryingSure = moves.NoItem, true
}

// blew spends a grenade (§5.4). In a weaponry the player is refilled at
// once (§5.3: "or resides inside"); grenades lying on his cell are picked up
// silently.
func (k *Known) blew() {
	maxG := k.rules.MaxGrenades
	k.refilledInside()
	if k.HereKnown && k.Here == maze.Weaponry && !k.rules.OneKitPerPlayer {
		k.Grenades = Exactly(maxG)
		switch {
		case k.Health == game.Healthy && k.HealthSure:
			k.Bullets = Exactly(k.rules.MaxBullets)
		case !k.HealthSure:
			k.Bullets.Hi = k.rules.MaxBullets // refilled if he is healthy
		}
		return
	}
	k.Grenades = k.Grenades.add(-1, maxG)
	switch {
	case !k.HereKnown && !k.Out:
		// Where he stands is not known: it may be a weaponry.
		k.Grenades.Hi = maxG
		if k.Health == game.Healthy || !k.HealthSure {
			k.Bullets.Hi = k.rules.MaxBullets
		}
		k.unsure("a grenade thrown where you may stand in a weaponry (§4.3)")
	case k.leftGrenades > 0:
		// Someone else may have taken what lay here first.
		sure := max(k.leftGrenades-k.takenGrenades, 0)
		lo := k.Grenades.add(min(sure, maxG-k.Grenades.Lo), maxG).Lo
		hi := k.Grenades.add(min(k.leftGrenades, maxG-k.Grenades.Hi), maxG).Hi
		n := min(k.leftGrenades, maxG-k.Grenades.Lo)
		k.Grenades = Amount{lo, max(hi, lo)}
		k.leftGrenades -= n
		if k.takenGrenades > 0 {
			k.unsure("another player may have taken the grenades lying where you stand (§5.3)")
		}
	}
	if k.strayGrenades {
		k.Grenades.Hi = maxG
		k.unsure("grenades another player put down where you stand are picked up without a word (§5.4)")
	}
}

// cannot learns from a refused action (§5.1, §5.2).
func (k *Known) cannot(e game.Event) {
	switch e.Reason {
	case game.NotCarrying:
		// "Leave two bullets" refused: he has fewer than two.
		n := 1
		if a, ok := k.action(e.Action); ok {
			n = max(a.Count, 1)
		}
		switch e.Item {
		case moves.Bullet:
			k.Bullets.Hi = max(min(k.Bullets.Hi, n-1), k.Bullets.Lo)
			k.settle()
		case moves.Grenade:
			k.Grenades.Hi = max(min(k.Grenades.Hi, n-1), k.Grenades.Lo)
			k.settle()
		default:
			if k.CarryingSure && k.Carrying == e.Item {
				k.CarryingSure = false
			}
		}
	case game.NotHealthy:
		if k.HealthSure && k.Health == game.Healthy {
			k.HealthSure = false
		}
	}
}

// action is the action of the move being told that an event answers
// (Event.Action counts the move's actions, then its clauses' actions).
func (k *Known) action(i int) (moves.Action, bool) {
	if i < 1 {
		return moves.Action{}, false
	}
	i--
	if i < len(k.move.Actions) {
		return k.move.Actions[i], true
	}
	i -= len(k.move.Actions)
	for _, c := range k.move.Conditions {
		if i < len(c.Then) {
			return c.Then[i], true
		}
		i -= len(c.Then)
	}
	return moves.Action{}, false
}

// settle clears the reason for doubt once every value is exact again.
func (k *Known) settle() {
	if k.Bullets.Exact() && k.Grenades.Exact() && k.NewCells.Exact() && k.HealMoves.Exact() && k.Lives.Exact() && k.HealthSure && k.CarryingSure &&
		k.Knives.Exact() && k.Cement.Exact() && k.Boomerangs.Exact() {
		k.Unsure = ""
	}
}

// dark widens what a move whose results were not told may have changed.
func (k *Known) dark(round int) {
	k.Bullets = Amount{0, k.rules.MaxBullets}
	k.Grenades = Amount{0, k.rules.MaxGrenades}
	if k.Health != game.Dead {
		k.HealthSure = false
		k.CarryingSure = false
		// Hurt by a landmine, or healed in a hospital, in the dark.
		k.Lives = Amount{max(k.Lives.Lo-1, 0), k.rules.MaxLives()}
	}
	if !k.HealUnlimited {
		k.HealMoves = Amount{0, max(k.HealMoves.Hi, k.rules.HealingMoves)}
	}
	k.HereKnown = false
	k.leftGrenades = 0
	k.unsure(fmt.Sprintf("your dark move in round %d was not told (§6.7)", round))
}

func (k *Known) unsure(why string) {
	if k.Unsure == "" {
		k.Unsure = why
	}
}

// status takes in the game master's exact answer (§6.4), or a weaponry's
// inventory (§4.3).
func (k *Known) status(s game.Status) {
	k.Health, k.HealthSure = s.Health, true
	k.Immune = s.Immune
	k.Bullets, k.Grenades = Exactly(s.Bullets), Exactly(s.Grenades)
	k.Knives, k.Cement, k.Boomerangs = Exactly(s.Knives), Exactly(s.Cement), Exactly(s.Boomerangs)
	k.Boats = s.Boats
	k.Carrying, k.CarryingSure = s.Carrying, true
	k.NewCells = Exactly(s.NewCells)
	k.HealMoves = Exactly(s.HealMoves)
	if k.HasMoney() {
		k.Money = s.Money
	}
	switch {
	case s.Lives > 0:
		k.Lives = Exactly(s.Lives)
	case s.Health == game.Dead:
		k.Lives = Exactly(0)
	case s.Health == game.Wounded:
		// The reference's status tells no lives: a wounded player has the
		// one left of two (§5.5).
		k.Lives = Exactly(k.rules.MaxLives() - 1)
	default:
		k.Lives = Exactly(k.rules.MaxLives())
	}
	if s.Health == game.Dead {
		k.Lost = true
	}
	k.Unsure = ""
}
