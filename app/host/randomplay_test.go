package host_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/gen"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

// Random games for the proofs of the network play (the leak test, the
// faults): random rules, a generated labyrinth, and random statements of
// the move language said by players who know only what is public — the
// names, the rules in force and the outline — as a player at a remote seat
// does.

// playerNames are the seats' names in the random games.
var playerNames = []string{"Ann", "Bob"}

// randomRules is the Reference preset with every option of §7 switched on
// (all), or each switched at random. Every game can be brought to an end
// on demand (endGame): it has skips (§6.6: a round of skips is a draw) or
// timed moves (§9).
func randomRules(rng *rand.Rand, all bool) rules.Rules {
	r := rules.Reference()
	flip := func() bool { return all || rng.IntN(2) == 0 }
	r.Landmines = flip()
	if r.Landmines && flip() {
		r.StartLandmines = 1
	}
	r.Encephalitis = flip()
	if r.Encephalitis {
		r.HealingMoves = rng.IntN(5) // 0: unlimited
	}
	r.ClosedExits = flip()
	r.IndestructibleInnerWalls = flip()
	r.ConditionalMoves, r.DarkMoves, r.SemiDarkMoves = flip(), flip(), flip()
	r.Throwing = flip()
	r.MinesOnNeighbours = flip()
	r.OrderLeavesBullets = flip()
	if flip() {
		r.ShootingRange = 1 + rng.IntN(2)
	}
	r.ShootFromRivers = flip()
	r.ShootThroughHavens = flip()
	r.NamedTargets = flip() && rng.IntN(3) == 0 // rarely: most random shots then miss their named target
	r.Rivers = []rules.RiverKind{rules.Deep, rules.Shallow, rules.Turbulent}[rng.IntN(3)]
	r.FloatingItems = flip()
	r.NewCellAfterLandmine = flip()
	r.CommonStart = !all && rng.IntN(4) == 0
	r.HandedOutLandmines = r.Landmines && flip()
	r.Skips = flip()
	r.RepeatingMoves = flip()
	r.BlastReport = rules.BlastReports()[rng.IntN(len(rules.BlastReports()))]
	if flip() {
		r.LastSurvivorMoves = 1 + rng.IntN(4)
	}
	if flip() || !r.Skips {
		r.MoveSeconds = 60
	}
	if !flip() {
		r.BreakMinutes = 0
	}
	r.NStop = 6 + rng.IntN(30)
	if !r.CommonStart && flip() {
		r.Handicaps = []rules.Handicap{{Player: playerNames[0], KnownCells: 1 + rng.IntN(2), ExtraNewCell: flip()}}
	}
	// Seed 001's and 004's lives, victories, trophies and extra news
	// (issue 12): the lives left are told in public wound notices, the
	// plan's loops and rivers announced before play.
	r.Lives = rng.IntN(4)
	r.Victory = rules.Victories()[rng.IntN(len(rules.Victories()))]
	r.Trophies = rules.TrophyRules()[rng.IntN(len(rules.TrophyRules()))]
	r.TellReturned, r.AnnouncePlan = flip(), flip()
	// Seed 004's money (issue 12, part money): the hint's answer is its
	// buyer's alone; bets are public, the casino's place is not.
	if flip() {
		r.StartMoney, r.HintPrice, r.Casino = 1+rng.IntN(10), rng.IntN(4), flip()
	}
	// Seed 001's creatures (O7): the generator gives the plan a bear and
	// a leprechaun, whose meetings are told to one player alone.
	r.Creatures = flip()
	return r
}

// randomPlan generates a labyrinth for r and two players, from 5x5 to
// 8x8, and returns it with its seed; its title is the generator's, which
// names the seed.
func randomPlan(rng *rand.Rand, r rules.Rules) (*maze.Maze, uint64) {
	for try := 0; ; try++ {
		seed := rng.Uint64()
		p := gen.Defaults(5+rng.IntN(4), 5+rng.IntN(4), len(playerNames), gen.Difficulties[rng.IntN(len(gen.Difficulties))], &r)
		p.Seed = seed
		res, err := gen.Generate(p)
		if err == nil {
			return res.Maze, seed
		}
		if try == 20 {
			panic(fmt.Sprintf("no labyrinth for the rules %+v: %v", r, err))
		}
	}
}

// publicView is what a player at a remote seat knows of the game to
// build his statements from.
type publicView struct {
	info *game.PublicInfo
	me   int
}

// anyCell is a cell of the grid, most often one of the labyrinth.
func (v publicView) anyCell(rng *rand.Rand) maze.Pos {
	o := v.info.Outline
	for range 8 {
		p := maze.At(rng.IntN(o.Width()), rng.IntN(o.Height()))
		if o.Inside(p) || rng.IntN(10) == 0 {
			return p
		}
	}
	return maze.At(0, 0)
}

func (v publicView) anyName(rng *rand.Rand) string {
	return v.info.Names[rng.IntN(len(v.info.Names))]
}

// otherName is another player's name (one's own in a game of one).
func (v publicView) otherName(rng *rand.Rand) string {
	names := v.info.Names
	if len(names) == 1 {
		return names[0]
	}
	i := rng.IntN(len(names) - 1)
	if i >= v.me {
		i++
	}
	return names[i]
}

// randomStatement is something the player might say now: any kind of
// statement of the move language — moves with conditions, dark and
// semi-dark moves, shots, grenades, landmines, throws; recalls, status
// and rules questions, new cells, timing and breaks. It may well be
// refused. wounded says that the player was just told he may order a new
// cell.
func randomStatement(rng *rand.Rand, v publicView, wounded bool) moves.Statement {
	if wounded && rng.IntN(3) > 0 {
		if rng.IntN(4) == 0 {
			return moves.Statement{Kind: moves.KeepCell}
		}
		return moves.Statement{Kind: moves.OrderCell, Cell: v.anyCell(rng)}
	}
	switch rng.IntN(60) {
	case 0, 1:
		return moves.Statement{Kind: moves.AskStatus}
	case 2, 3:
		return moves.Statement{Kind: moves.AskRecall, Player: v.anyName(rng)}
	case 4:
		return moves.Statement{Kind: moves.OrderCell, Cell: v.anyCell(rng)}
	case 5:
		return moves.Statement{Kind: moves.KeepCell}
	case 6, 7:
		return moves.Statement{Kind: moves.SayMove, Move: moves.SkipMove()}
	case 8:
		return moves.Statement{Kind: moves.AskRules}
	case 9:
		return moves.Statement{Kind: moves.AskTiming, Player: v.otherName(rng)}
	case 10:
		return moves.Statement{Kind: moves.TakeBreak}
	case 11:
		return moves.Statement{Kind: moves.VoteBreak}
	case 12:
		return moves.Statement{Kind: moves.AskCellType, Cell: v.anyCell(rng)}
	case 13, 14:
		return moves.Statement{Kind: moves.BuyHint} // seed 004
	case 15, 16:
		return moves.Statement{Kind: moves.PlaceBet, Amount: 1 + rng.Int32N(5)}
	}
	return moves.Statement{Kind: moves.SayMove, Move: randomMove(rng, v)}
}

// randomMove is a move: actions around one movement, perhaps a
// conditional clause, perhaps dark or semi-dark.
func randomMove(rng *rand.Rand, v publicView) moves.Move {
	var m moves.Move
	for range rng.IntN(3) {
		if rng.IntN(2) == 0 {
			m.Actions = append(m.Actions, randomAction(rng, v))
		}
	}
	switch rng.IntN(8) {
	case 0:
		m.Actions = append(m.Actions, moves.Action{Kind: moves.ByFlow})
	case 1:
		m.Actions = append(m.Actions, moves.Action{Kind: moves.ByLoop})
	default:
		m.Actions = append(m.Actions, moves.Action{Kind: moves.Go, Dir: maze.Dirs[rng.IntN(4)]})
	}
	for range rng.IntN(3) {
		if rng.IntN(2) == 0 {
			m.Actions = append(m.Actions, randomAction(rng, v))
		}
	}
	if rng.IntN(4) == 0 {
		kinds := []moves.CondKind{moves.IfFind, moves.IfPit, moves.IfWall, moves.IfRiver, moves.IfCell, moves.IfScream, moves.IfHealed}
		c := moves.Condition{Kind: kinds[rng.IntN(len(kinds))], Not: rng.IntN(3) == 0}
		if c.Kind == moves.IfCell {
			c.Cell = []maze.Kind{maze.Land, maze.Hospital, maze.Weaponry, maze.River}[rng.IntN(4)]
		}
		m.Conditions = append(m.Conditions, moves.Conditional{If: c, Then: []moves.Action{randomAction(rng, v)}})
	}
	switch rng.IntN(8) {
	case 0:
		m.Tell = moves.TellNothing
	case 1:
		m.Tell = moves.TellWall
	}
	m.NoRefill = rng.IntN(10) == 0
	return m
}

// randomAction is an action other than a movement.
func randomAction(rng *rand.Rand, v publicView) moves.Action {
	items := []moves.Item{moves.Treasure, moves.Corpse, moves.Landmine, moves.Bullet, moves.Grenade}
	dir := maze.Dirs[rng.IntN(4)]
	switch rng.IntN(7) {
	case 0, 1:
		a := moves.Action{Kind: moves.Shoot, Dir: dir}
		if v.info.Rules.NamedTargets {
			a.Target, a.TargetCell = v.otherName(rng), v.anyCell(rng)
		}
		return a
	case 2:
		return moves.Action{Kind: moves.Blow, Dir: dir}
	case 3:
		a := moves.Action{Kind: moves.Throw, Item: items[rng.IntN(4)], Dir: dir}
		if a.Item == moves.Bullet {
			a.Count = 1 + rng.IntN(2)
		}
		return a
	case 4:
		a := moves.Action{Kind: moves.SetMine}
		if rng.IntN(2) == 0 {
			a.Dir = dir
		}
		return a
	case 5:
		a := moves.Action{Kind: moves.Take, Item: items[rng.IntN(len(items))]}
		if a.Item == moves.Treasure {
			a.Which = moves.Which(rng.IntN(3))
		}
		return a
	}
	a := moves.Action{Kind: moves.Leave, Item: items[rng.IntN(len(items))]}
	if a.Item.Countable() {
		a.Count = 1 + rng.IntN(2)
	}
	return a
}

// offlineGame plays a random game on the engine alone, without a host:
// random start cells (after the cell types a handicap allows, §7.2), the
// beginning, about steps random statements, then skips until a round of
// skips ends it (§6.6) — or, where the rules have no skips, the game
// master's clock running out on each move (§9). It returns the game and
// the commands it accepted, in order.
func offlineGame(rng *rand.Rand, setup game.Setup, steps int) (*game.Game, []game.Command) {
	g, err := game.New(setup)
	if err != nil {
		panic(err)
	}
	var played []game.Command
	apply := func(c game.Command) bool {
		if _, err := g.Apply(c, nil); err != nil {
			return false
		}
		played = append(played, c)
		return true
	}
	info := g.PublicInfo()
	if setup.Rules.CommonStart {
		for !apply(game.Command{Kind: game.CommonStart, Cell: publicView{info: &info}.anyCell(rng)}) {
		}
	}
	for i := range setup.Players {
		v := publicView{info: &info, me: i}
		var asked []maze.Pos
		for try := 0; !setup.Rules.CommonStart; try++ {
			cell := v.anyCell(rng)
			if len(asked) > 0 && try%2 == 0 {
				cell = asked[rng.IntN(len(asked))]
			}
			if apply(game.Choose(i, cell)) {
				break
			}
			// A handicap may want the start among the cells asked (§7.2).
			if apply(game.Ask(i, moves.Statement{Kind: moves.AskCellType, Cell: cell})) {
				asked = append(asked, cell)
			}
		}
	}
	apply(game.Command{Kind: game.Begin})
	for step := 0; g.Phase() != game.Over; step++ {
		who := g.Current()
		if step < steps {
			if rng.IntN(8) == 0 {
				who = rng.IntN(len(setup.Players))
			}
			apply(game.Ask(who, randomStatement(rng, publicView{info: &info, me: who}, rng.IntN(3) == 0)))
			continue
		}
		if setup.Rules.Skips && apply(game.Play(who, moves.SkipMove())) {
			continue
		}
		if apply(game.Ask(who, moves.Statement{Kind: moves.KeepCell})) {
			continue
		}
		apply(game.Command{Kind: game.StartTimer})
		if !apply(game.Command{Kind: game.TimeIsUp, Player: who}) {
			apply(game.Ask(who, randomStatement(rng, publicView{info: &info, me: who}, false)))
		}
	}
	return g, played
}
