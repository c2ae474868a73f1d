package game

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/gen"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/quote"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/engine/validate"
)

// randomMaze builds a random labyrinth that passes validation: a grid with
// a weaponry, a hospital, a pit loop, a river into a delta, treasures, item
// piles and random walls, with walls removed until every cell is reachable.
func randomMaze(rng *rand.Rand, w, h int) *maze.Maze {
	for {
		m := maze.MustNew(w, h)
		free := rng.Perm(w * h)
		take := func() maze.Pos {
			i := free[0]
			free = free[1:]
			return maze.At(i%w, i/w)
		}
		// A straight river of two or three cells flowing into a delta.
		if w >= 4 && h >= 3 {
			y := rng.IntN(h)
			x0 := rng.IntN(w - 3)
			m.SetCell(maze.At(x0, y), maze.Cell{Kind: maze.River, Flow: maze.Right})
			m.SetCell(maze.At(x0+1, y), maze.Cell{Kind: maze.River, Flow: maze.Right})
			m.SetCell(maze.At(x0+2, y), maze.Cell{Kind: maze.Delta})
			for k := len(free) - 1; k >= 0; k-- {
				if p := maze.At(free[k]%w, free[k]/w); p.Y == y && p.X >= x0 && p.X <= x0+2 {
					free = append(free[:k], free[k+1:]...)
				}
			}
		}
		m.SetCell(take(), maze.Cell{Kind: maze.Weaponry})
		m.SetCell(take(), maze.Cell{Kind: maze.Hospital})
		pits := 2 + rng.IntN(2)
		for i := 1; i <= pits && len(free) > 4; i++ {
			m.SetCell(take(), maze.Cell{Kind: maze.Pit, Loop: 1, Order: i})
		}
		m.Treasures = append(m.Treasures, maze.Treasure{At: take(), True: true}, maze.Treasure{At: take()})
		m.Piles = append(m.Piles, maze.Pile{At: take(), Items: maze.Items{Bullets: 2, Grenades: 1, Landmines: 1, Corpses: 1}})
		for i := range m.Len() {
			p := m.PosOf(i)
			for _, d := range []maze.Dir{maze.Right, maze.Down} {
				if m.Inside(p.Step(d)) && rng.IntN(100) < 35 {
					if rng.IntN(4) == 0 {
						m.SetSide(p, d, maze.Solid)
					} else {
						m.SetSide(p, d, maze.Wall)
					}
				}
			}
		}
		exits := 0
		for _, s := range boundary(m) {
			if m.Kind(s.At) != maze.River && rng.IntN(6) == 0 {
				m.SetSide(s.At, s.Dir, maze.Edge(rng.IntN(2)))
				exits++
			}
		}
		if exits < 2 {
			continue
		}
		// Open walls until the plan validates (its indestructible inner
		// walls allowed, option O3, so that games meet them).
		o3 := rules.Reference()
		o3.IndestructibleInnerWalls = true
		for tries := 0; tries < 4*w*h; tries++ {
			rep := validate.Check(m, validate.Options{Rules: &o3})
			if len(rep.Errors()) == 0 {
				return m
			}
			p := maze.At(rng.IntN(w), rng.IntN(h))
			d := maze.Dirs[rng.IntN(4)]
			if m.Inside(p.Step(d)) {
				m.SetSide(p, d, maze.Open)
			}
		}
	}
}

func boundary(m *maze.Maze) []maze.Side {
	var out []maze.Side
	for i := range m.Len() {
		p := m.PosOf(i)
		for _, d := range maze.Dirs {
			if m.Inside(p) && m.IsOuter(p, d) {
				out = append(out, maze.Side{At: p, Dir: d})
			}
		}
	}
	return out
}

// randomStatement says something a player might say now; it may be illegal.
func randomStatement(rng *rand.Rand, g *Game) moves.Statement {
	if g.rules.Casino && g.phase == Playing && g.plan.Kind(g.players[g.current].Pos) == maze.Casino && rng.IntN(2) == 0 {
		return moves.Statement{Kind: moves.PlaceBet, Amount: 1 + rng.Int32N(12)} // seed 004's casino, where it is played
	}
	switch r := rng.IntN(40); {
	case r == 0:
		return moves.Statement{Kind: moves.AskStatus}
	case r == 1:
		return moves.Statement{Kind: moves.AskRecall, Player: g.players[rng.IntN(len(g.players))].Name}
	case r == 2:
		return moves.Statement{Kind: moves.OrderCell, Cell: maze.At(rng.IntN(g.plan.Width()), rng.IntN(g.plan.Height()))}
	case r == 3:
		return moves.Statement{Kind: moves.KeepCell}
	case r == 4:
		return moves.Statement{Kind: moves.SayMove, Move: moves.SkipMove()}
	case r == 5:
		return moves.Statement{Kind: moves.AskRules}
	case r == 6 && g.rules.HintPrice > 0:
		return moves.Statement{Kind: moves.BuyHint} // seed 004's money
	case r == 7 && g.rules.Casino:
		return moves.Statement{Kind: moves.PlaceBet, Amount: 1 + rng.Int32N(12)}
	}
	var m moves.Move
	action := func() moves.Action {
		items := []moves.Item{moves.Treasure, moves.Corpse, moves.Landmine, moves.Bullet, moves.Grenade}
		// Seed 001's knife and cement only where the rules have them, so
		// that the Reference's random games (and their benchmark) say
		// what they said before them.
		kinds := 7
		if g.rules.MaxKnives > 0 || g.rules.MaxCement > 0 || g.rules.BoomerangRange > 0 {
			kinds = 10
		}
		switch rng.IntN(kinds) {
		case 9:
			return moves.Action{Kind: moves.Boomerang, Dir: maze.Dirs[rng.IntN(4)]} // 001 l.109
		case 7:
			return moves.Action{Kind: moves.Stab} // 001 l.65
		case 8:
			return moves.Action{Kind: moves.Build, Dir: maze.Dirs[rng.IntN(4)]} // 001 l.107
		case 0:
			a := moves.Action{Kind: moves.Shoot, Dir: maze.Dirs[rng.IntN(4)]}
			if g.rules.NamedTargets {
				a.Target = g.players[rng.IntN(len(g.players))].Name
				a.TargetCell = maze.At(rng.IntN(g.plan.Width()), rng.IntN(g.plan.Height()))
			}
			return a
		case 1:
			return moves.Action{Kind: moves.Blow, Dir: maze.Dirs[rng.IntN(4)]}
		case 3:
			it := items[rng.IntN(4)]
			a := moves.Action{Kind: moves.Throw, Item: it, Dir: maze.Dirs[rng.IntN(4)]}
			if it == moves.Grenade {
				a.Item = moves.Bullet
			}
			if a.Item == moves.Bullet {
				a.Count = 1 + rng.IntN(2)
			}
			return a
		case 4:
			a := moves.Action{Kind: moves.SetMine}
			if rng.IntN(2) == 0 {
				a.Dir = maze.Dirs[rng.IntN(4)]
			}
			return a
		case 2:
			a := moves.Action{Kind: moves.Take, Item: items[rng.IntN(5)]}
			if a.Item == moves.Treasure {
				a.Which = moves.Which(rng.IntN(3))
			}
			return a
		}
		it := items[rng.IntN(5)]
		a := moves.Action{Kind: moves.Leave, Item: it}
		if it.Countable() {
			a.Count = 1 + rng.IntN(2)
		}
		return a
	}
	for range rng.IntN(3) {
		if rng.IntN(3) == 0 {
			m.Actions = append(m.Actions, action())
		}
	}
	switch rng.IntN(8) {
	case 0:
		m.Actions = append(m.Actions, moves.Action{Kind: moves.ByFlow})
	case 1:
		m.Actions = append(m.Actions, moves.Action{Kind: moves.ByLoop})
	case 2:
		m.Actions = append(m.Actions, moves.Action{Kind: moves.Row, Dir: maze.Dirs[rng.IntN(4)]}) // seed 002's boat
	case 3:
		m.Actions = append(m.Actions, moves.Action{Kind: moves.Climb, Dir: []maze.Dir{maze.Up, maze.Down}[rng.IntN(2)]}) // 001's G3
	default:
		m.Actions = append(m.Actions, moves.Action{Kind: moves.Go, Dir: maze.Dirs[rng.IntN(4)]})
	}
	for range rng.IntN(3) {
		if rng.IntN(3) == 0 {
			m.Actions = append(m.Actions, action())
		}
	}
	if rng.IntN(5) == 0 {
		kinds := []moves.CondKind{moves.IfFind, moves.IfPit, moves.IfWall, moves.IfRiver, moves.IfCell, moves.IfScream, moves.IfHealed}
		c := moves.Condition{Kind: kinds[rng.IntN(len(kinds))], Not: rng.IntN(3) == 0}
		if c.Kind == moves.IfCell {
			c.Cell = maze.Land
		}
		m.Conditions = append(m.Conditions, moves.Conditional{If: c, Then: []moves.Action{action()}})
	}
	switch rng.IntN(10) {
	case 0:
		m.Tell = moves.TellNothing
	case 1:
		m.Tell = moves.TellWall
	}
	m.NoRefill = rng.IntN(10) == 0
	return moves.Statement{Kind: moves.SayMove, Move: m}
}

// randomRules is the Reference preset with each option of §7 switched at
// random, or every option switched on when all is set.
func randomRules(rng *rand.Rand, all bool) rules.Rules {
	r := rules.Reference()
	flip := func() bool { return all || rng.IntN(2) == 0 }
	r.StartLandmines = 1
	r.HealingMoves = 1 + rng.IntN(4)
	r.NStop = 0
	if flip() {
		r.ShootingRange = 1 + rng.IntN(2)
	}
	r.ShootFromRivers = !flip()
	r.ShootThroughHavens = flip()
	r.NamedTargets = flip() && !all
	switch rng.IntN(3) {
	case 0:
		r.Rivers = rules.Shallow
	case 1:
		r.Rivers = rules.Turbulent
	}
	r.FloatingItems = flip()
	r.NewCellAfterLandmine = !flip()
	r.CommonStart = flip() && !all
	r.HandedOutLandmines = flip()
	r.OrderLeavesBullets = flip()
	r.BlastReport = rules.BlastReports()[rng.IntN(len(rules.BlastReports()))]
	if flip() {
		r.LastSurvivorMoves = 1 + rng.IntN(5)
	}
	if flip() {
		r.MoveSeconds = 60
	}
	r.Handicaps = []rules.Handicap{{Player: "Ann", ExtraNewCell: flip(), KnownCells: 2}}
	// Seeds 001 and 004 (part A of issue 12); starts stay as agreed, since
	// the random games choose every start.
	r.AnnounceMonolith, r.NameVictims, r.NoHavens = flip(), flip(), flip()
	// Seed 001's and 004's health, victory, treasures and trophies.
	r.Lives = rng.IntN(4)
	r.Victory = rules.Victories()[rng.IntN(len(rules.Victories()))]
	if flip() {
		r.TrueTreasures = -1 // the game may then have two true treasures
	}
	r.Trophies = rules.TrophyRules()[rng.IntN(len(rules.TrophyRules()))]
	r.TellReturned = flip()
	r.AnnouncePlan = flip()
	// Seeds 001, 002 and 004: steps and rivers (issue 12, part B). Like
	// named targets, the two that refuse most moves said at random (a
	// shot before the step; a second step after hearing the first) stay
	// off when all is set, so that the benchmarks keep playing moves.
	r.PitWallJumps, r.SkipCarries, r.WeaponsAfterStep = flip(), flip(), flip() && !all
	r.WoundedNoGrenades, r.StartIsArrival, r.ItemsFloatEachMove, r.RelaxedStep = flip(), flip(), flip(), flip()
	r.SkipWithActions, r.ActAfterHearing = flip(), flip() && !all
	if r.Rivers != rules.Turbulent {
		r.RiverCarry = rules.RiverCarries()[rng.IntN(3)]
	}
	if r.Rivers == rules.Deep && rng.IntN(2) == 0 {
		r.Rivers = rules.Walkable
	}
	// Seed 004's money (issue 12, part money).
	if flip() {
		r.StartMoney = 1 + rng.IntN(12)
		if flip() {
			r.HintPrice = 1 + rng.IntN(4)
		}
		r.Casino = flip()
	}
	// Seed 001's items, arsenals, sides and cells (the items part).
	if flip() {
		r.MaxKnives = 1 + rng.IntN(2)
		r.StartKnives = rng.IntN(r.MaxKnives + 1)
	}
	if flip() {
		r.MaxCement = 1 + rng.IntN(2)
	}
	r.OneKitPerPlayer, r.GrenadesKill = flip(), flip()
	r.OneWayDoors, r.Windows, r.Swamps = flip(), flip(), flip()
	if flip() {
		r.BoomerangRange = 1 + rng.IntN(3)
	}
	// Seed 001's creatures (O7); randomCreatures gives the plan some.
	r.Creatures = flip()
	// Seed 002's Key game and 004's elevators (victory key is among
	// Victories above).
	r.NoDeath = flip() && r.Lives != 1
	r.WoundedDropKit, r.Elevators, r.Stairs = flip(), flip(), flip()
	if flip() {
		r.MaxBoats, r.StartBoats = 1+rng.IntN(2), rng.IntN(2)
	}
	return r
}

// randomFloors is a labyrinth of two floors of m's size for the random
// games, made by the generator (joined by an elevator when the rules have
// them) with a staircase between two land cells under the option stairs;
// m itself when the generator cannot make one under these rules.
func randomFloors(rng *rand.Rand, m *maze.Maze, r rules.Rules, players int, seed uint64) *maze.Maze {
	gr := r
	gr.Elevators = true // the generator joins floors by an elevator
	p := gen.Defaults(m.Width(), m.Height(), players, gen.Standard, &gr)
	p.Floors, p.Seed = 2, seed
	res, err := gen.Generate(p)
	if err != nil {
		return m
	}
	two := res.Maze
	if !r.Elevators {
		for i := range two.Len() {
			if at := two.PosOf(i); two.Kind(at) == maze.Elevator {
				two.SetCell(at, maze.Cell{Kind: maze.Land})
			}
		}
	}
	if r.Stairs {
		for _, i := range rng.Perm(m.Width() * m.Height()) {
			at := maze.At(i%m.Width(), i/m.Width())
			above := maze.Pos{X: at.X, Y: at.Y, Floor: 1}
			if two.Kind(at) == maze.Land && two.Kind(above) == maze.Land {
				two.SetStairs(at, true)
				break
			}
		}
	}
	return two
}

// addSeed001Sides puts into m what seed 001's options allow: a swamp on a
// land cell where nothing lies, a one-way door and a window in inner walls,
// a knife, a bag of cement and a boomerang lying loose, and a stock on the
// weaponry (always played).
func addSeed001Sides(rng *rand.Rand, m *maze.Maze, r rules.Rules) {
	var land []maze.Pos
	var walls []maze.Side
	busy := map[maze.Pos]bool{}
	for _, t := range m.Treasures {
		busy[t.At] = true
	}
	for _, p := range m.Piles {
		busy[p.At] = true
	}
	for i := range m.Len() {
		p := m.PosOf(i)
		if m.Kind(p) == maze.Land && !busy[p] {
			land = append(land, p)
		}
		if m.Kind(p) == maze.Weaponry && rng.IntN(2) == 0 {
			m.SetCell(p, maze.Cell{Kind: maze.Weaponry, Stock: maze.Goods(1 + rng.IntN(int(maze.AllGoods)))})
		}
		for _, d := range []maze.Dir{maze.Right, maze.Down} {
			if m.Inside(p.Step(d)) && m.Side(p, d) == maze.Wall {
				walls = append(walls, maze.Side{At: p, Dir: d})
			}
		}
	}
	if len(m.Piles) > 0 { // loose knives, cement and boomerangs where the rules have them
		it := &m.Piles[0].Items
		it.Knives, it.Cement, it.Boomerangs = min(r.MaxKnives, 1), min(r.MaxCement, 1), min(r.BoomerangRange, 1)
	}
	if r.Swamps && len(land) > 0 {
		m.SetCell(land[rng.IntN(len(land))], maze.Cell{Kind: maze.Swamp})
	}
	for k := 0; k < 2 && len(walls) > 0; k++ {
		s := walls[rng.IntN(len(walls))]
		switch {
		case k == 0 && r.OneWayDoors:
			through := s.Dir
			if rng.IntN(2) == 0 {
				through = s.Dir.Opposite()
			}
			m.SetDoor(s.At, s.Dir, through)
		case k == 1 && r.Windows:
			m.SetWindow(s.At, s.Dir, true)
		}
	}
}

// randomCreatures puts creatures on a plan (seed 001 l.110): a bear
// walking a path of open sides from a random cell that is no haven, a
// bear that copies the players, and a leprechaun on a path.
func randomCreatures(t testing.TB, rng *rand.Rand, m *maze.Maze) {
	walk := func(at maze.Pos) []maze.Dir {
		var path []maze.Dir
		for range 1 + rng.IntN(6) {
			d := maze.Dirs[rng.IntN(4)]
			if m.Side(at, d).Blocks() || !m.Inside(at.Step(d)) {
				continue
			}
			path = append(path, d)
			at = at.Step(d)
		}
		return path
	}
	cell := func() maze.Pos {
		for {
			p := maze.At(rng.IntN(m.Width()), rng.IntN(m.Height()))
			if k := m.Kind(p); k != maze.Hospital && k != maze.Weaponry {
				return p
			}
		}
	}
	bear, mimic, leprechaun := cell(), cell(), cell()
	m.Creatures = []maze.Creature{
		{Kind: maze.Bear, At: bear, Path: walk(bear)},
		{Kind: maze.Bear, At: mimic, Mimic: true},
		{Kind: maze.Leprechaun, At: leprechaun, Path: walk(leprechaun)},
	}
	if rep := validate.Check(m, validate.Options{Rules: &rules.Rules{Creatures: true}}); slices.ContainsFunc(rep.Errors(), func(p validate.Problem) bool {
		return p.Code == "creature_path_blocked" || p.Code == "cave_in_haven"
	}) {
		t.Fatalf("randomCreatures: %v", rep.Errors())
	}
}

// checkInvariants verifies what must hold in every state: items are neither
// created nor lost except by the rules, players stand in the labyrinth,
// counts stay within limits.
func checkInvariants(t *testing.T, g *Game, initialCorpses, initialMines int, confiscated int) {
	t.Helper()
	seen := make([]int, len(g.treasure))
	corpses, mines := 0, 0
	for i := range g.piles {
		p := &g.piles[i]
		if p.Bullets < 0 || p.Grenades < 0 || p.Landmines < 0 || p.Knives < 0 || p.Cement < 0 || p.Boomerangs < 0 {
			t.Fatalf("negative pile at %v: %+v", g.plan.PosOf(i), p)
		}
		if !p.Empty() && !g.plan.Inside(g.plan.PosOf(i)) {
			t.Fatalf("items outside the labyrinth at %v", g.plan.PosOf(i))
		}
		for _, tr := range p.Treasures {
			seen[tr]++
		}
		corpses += len(p.Corpses)
		mines += p.Landmines + p.Armed
	}
	dead := 0
	for i := range g.players {
		p := &g.players[i]
		if p.Bullets < 0 || p.Bullets > g.rules.MaxBullets || p.Grenades < 0 || p.Grenades > g.rules.MaxGrenades {
			t.Fatalf("%s carries %d bullets, %d grenades", p.Name, p.Bullets, p.Grenades)
		}
		if p.Knives < 0 || p.Knives > g.rules.MaxKnives || p.Cement < 0 || p.Cement > g.rules.MaxCement || p.Boomerangs < 0 || p.Boomerangs > min(g.rules.BoomerangRange, 1) {
			t.Fatalf("%s carries %d knives, %d bags of cement, %d boomerangs", p.Name, p.Knives, p.Cement, p.Boomerangs)
		}
		if p.stuck && (!g.rules.Swamps || p.InLabyrinth() && g.plan.Kind(p.Pos) != maze.Swamp) {
			t.Fatalf("001 l.105 %s is stuck at %v, not in a swamp", p.Name, p.Pos)
		}
		if p.InLabyrinth() && !g.plan.Inside(p.Pos) {
			t.Fatalf("%s stands outside at %v", p.Name, p.Pos)
		}
		if p.Health != Healthy && (p.Bullets > 0 || p.Carry.Item != moves.NoItem) {
			t.Fatalf("§5.5 %s is %v and carries %+v, %d bullets", p.Name, p.Health, p.Carry, p.Bullets)
		}
		// Under no_havens a bullet wounds in a hospital too (001 l.64); he is
		// healed when his next move begins.
		if (p.Health == Wounded || p.Health == Infected) && p.InLabyrinth() && g.plan.Kind(p.Pos) == maze.Hospital && !g.rules.NoHavens {
			t.Fatalf("§4.2 %s is %v in the hospital at %v", p.Name, p.Health, p.Pos)
		}
		switch p.Carry.Item {
		case moves.Treasure:
			seen[p.Carry.Treasure]++
		case moves.Corpse:
			corpses++
		case moves.Landmine:
			mines++
		}
		if p.Health == Dead {
			dead++
		}
		// Lives (rules option lives): all of them for the healthy and the
		// infected, some for the wounded, none for the dead.
		most := g.rules.MaxLives()
		switch {
		case (p.Health == Healthy || p.Health == Infected) && p.Lives != most,
			p.Health == Wounded && (p.Lives < 1 || p.Lives >= most),
			p.Health == Dead && p.Lives != 0:
			t.Fatalf("%s is %v with %d lives of %d", p.Name, p.Health, p.Lives, most)
		}
	}
	checkKeys(t, g)
	for tr, n := range seen {
		want := 1
		if g.gone[tr] {
			want = 0
		}
		if n != want && !g.players[0].Lost && g.phase != Over {
			// A treasure may only vanish with a player lost outside.
			lostSomeone := false
			for i := range g.players {
				lostSomeone = lostSomeone || g.players[i].Lost
			}
			if !lostSomeone {
				t.Fatalf("treasure %d appears %d times", tr, n)
			}
		}
	}
	if corpses+confiscated > initialCorpses+dead {
		t.Fatalf("corpses %d + confiscated %d > initial %d + dead %d", corpses, confiscated, initialCorpses, dead)
	}
	if mines > initialMines {
		t.Fatalf("landmines %d > initial %d", mines, initialMines)
	}
}

func TestPropertyRandomGames(t *testing.T) {
	games := 150
	if testing.Short() {
		games = 20
	}
	seen := map[Code]int{}
	defer func() {
		t.Logf("events seen: %d treasure_banked, %d returned, %d plan, %d wound notices, %d hints, %d bets, %d no_casino, %d game_over",
			seen[TreasureBanked], seen[Returned], seen[PlanTold], seen[WoundNotice], seen[HintBought], seen[BetPlayed], seen[NoCasino], seen[GameOver])
		t.Logf("seed 001's items: %d knife_used, %d knife_refused, %d wall_built, %d build_refused, %d kit_spent, %d swamp_turn, %d grenade_killed, %d boomerang_thrown, %d boomerang_fell",
			seen[KnifeUsed], seen[KnifeRefused], seen[WallBuilt], seen[BuildRefused], seen[KitSpent], seen[SwampTurn], seen[GrenadeKilled], seen[BoomerangThrown], seen[BoomerangFell])
		t.Logf("creatures: %d met, %d hit", seen[CreatureMet], seen[CreatureHit])
		t.Logf("the Key game: %d key, %d key_dropped, %d exit_locked, %d rode_elevator, %d rowed, %d climbed",
			seen[KeyFound], seen[KeyDropped], seen[ExitLocked], seen[RodeElevator], seen[Rowed], seen[Climbed])
	}()
	for seed := range uint64(games) {
		rng := rand.New(rand.NewPCG(seed, 7))
		w, h := 3+rng.IntN(6), 3+rng.IntN(6)
		m := randomMaze(rng, w, h)
		players := 1 + rng.IntN(4)
		names := []string{"Ann", "Bob", "Cid", "Dan"}[:players]
		r := rules.Reference()
		switch seed % 3 {
		case 1:
			r = randomRules(rng, false)
		case 2:
			r = randomRules(rng, true)
		}
		if (r.Elevators || r.Stairs) && rng.IntN(2) == 0 {
			m = randomFloors(rng, m, r, players, seed) // seed 002's floors, 004's elevators, 001's G3
		}
		if r.TrueTreasures < 0 && len(m.Treasures) > 1 && rng.IntN(2) == 0 {
			m.Treasures[1].True = true // two true treasures (001's T3)
		}
		if r.Victory == rules.VictoryKey || rng.IntN(4) == 0 {
			lockAnExit(rng, m) // seed 002: a Key and a locked exit
		}
		if r.Casino {
			addCasino(rng, m)
		}
		addSeed001Sides(rng, m, r)
		if r.Creatures {
			randomCreatures(t, rng, m)
		}
		corpses0, mines0 := 0, 0 // what the plan lays: one of each in randomMaze's
		for _, p := range m.Piles {
			corpses0, mines0 = corpses0+p.Corpses, mines0+p.Landmines
		}
		g, err := New(Setup{Maze: m, Rules: r, Seed: seed, Players: names})
		if err != nil {
			t.Fatal(err)
		}
		if r.CommonStart {
			if _, err := g.Apply(Command{Kind: CommonStart, Cell: maze.At(rng.IntN(w), rng.IntN(h))}, nil); err != nil {
				t.Fatal(err)
			}
		}
		for i := 0; i < players && !r.CommonStart; i++ {
			if _, err := g.Apply(Choose(i, maze.At(rng.IntN(w), rng.IntN(h))), nil); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := g.Apply(Command{Kind: Begin}, nil); err != nil {
			t.Fatal(err)
		}
		confiscated, money := 0, moneyTally{start: r.StartMoney * players}
		for step := 0; step < 300 && g.Phase() != Over; step++ {
			who := g.Current()
			if rng.IntN(10) == 0 {
				who = rng.IntN(players)
			}
			s := randomStatement(rng, g)
			before, _ := g.Snapshot()
			out, err := g.Apply(Ask(who, s), nil)
			if err != nil {
				after, _ := g.Snapshot()
				if !bytes.Equal(before, after) {
					t.Fatalf("seed %d step %d: a refused command changed the state (%v)", seed, step, err)
				}
				checkRefusal(t, err)
				continue
			}
			for _, e := range out {
				if e.Code == Confiscated {
					confiscated++
				}
				seen[e.Code]++
				money.add(e)
				// What a remote seat decodes is what a local one hears
				// (a field the JSON drops left a remote shooter with no
				// bullets in his status).
				data, err := json.Marshal(e)
				if err != nil {
					t.Fatalf("seed %d: event %s: %v", seed, e.Code, err)
				}
				var back Event
				if err := json.Unmarshal(data, &back); err != nil {
					t.Fatalf("seed %d: event %s: %s: %v", seed, e.Code, data, err)
				}
				if !reflect.DeepEqual(back, e) {
					t.Fatalf("seed %d: event %s reads back as\n%+v\nnot\n%+v\n(%s)", seed, e.Code, back, e, data)
				}
			}
			checkInvariants(t, g, corpses0, mines0+players, confiscated)
			money.check(t, g)
			if r.MoveSeconds > 0 && rng.IntN(30) == 0 {
				g.Apply(Command{Kind: StartTimer}, nil)
				if rng.IntN(2) == 0 {
					g.Apply(Command{Kind: TimeIsUp, Player: g.Current()}, nil)
				}
			}
		}
		checkReplays(t, g, seed)
	}
}

// checkReplays: determinism — the game's journal replays to the same state.
func checkReplays(t *testing.T, g *Game, seed uint64) {
	t.Helper()
	data, err := EncodeJournal(g)
	if err != nil {
		t.Fatal(err)
	}
	g2, _, err := ReplayJournal(data)
	if err != nil {
		t.Fatalf("seed %d: %v", seed, err)
	}
	a, _ := g.Snapshot()
	b, _ := g2.Snapshot()
	if !bytes.Equal(a, b) {
		t.Fatalf("seed %d: replay differs", seed)
	}
}

// checkRefusal fails the test unless err is a *Refusal with a catalogued
// code and a message that reads well.
func checkRefusal(t *testing.T, err error) {
	t.Helper()
	r, ok := err.(*Refusal)
	if !ok {
		t.Fatalf("error %v (%T) is not a *Refusal", err, err)
	}
	if !slices.ContainsFunc(refusalCatalogue, func(s RefusalSpec) bool { return s.Code == r.Code }) {
		t.Fatalf("refusal code %q is not in the catalogue", r.Code)
	}
	if err := quote.CheckMessage(r.Error()); err != nil {
		t.Fatal(err)
	}
	checkRefusalJSON(t, r)
}

func benchGameRules(b *testing.B, players int, r rules.Rules) (*Game, *maze.Maze) {
	rows := make([]string, 10)
	for y := range rows {
		rows[y] = "L L L L L L L L L L"
	}
	m := plan(b, rows, "1,1 left exit", "10,10 right exit", "$5,5")
	names := []string{"Ann", "Bob", "Cid", "Dan"}[:players]
	g, err := New(Setup{Maze: m, Rules: r, Players: names})
	if err != nil {
		b.Fatal(err)
	}
	for i := range players {
		if _, err := g.Apply(Choose(i, maze.At(2*i, 0)), nil); err != nil {
			b.Fatal(err)
		}
	}
	if _, err := g.Apply(Command{Kind: Begin}, nil); err != nil {
		b.Fatal(err)
	}
	return g, m
}

// BenchmarkStep measures resolving a plain step (target ≤ 1 µs, ≤ 1 alloc).
func BenchmarkStep(b *testing.B) {
	r := rules.Reference()
	r.NStop = 1_000_000
	benchStep(b, r)
}

// benchStep measures a plain step, down then up, of one player under r.
func benchStep(b *testing.B, r rules.Rules) {
	newGame := func() *Game { g, _ := benchGameRules(b, 1, r); return g }
	benchSteps(b, newGame, Play(0, moves.Step(maze.Down)), Play(0, moves.Step(maze.Up)))
}

// BenchmarkRandomGame200 plays 200 random moves on a 10x10 maze (target ≤ 2 ms).
func BenchmarkRandomGame200(b *testing.B) { benchRandomGame(b, rules.Reference()) }

// BenchmarkRandomGame200AllOptions is the same with every option of §7 on.
func BenchmarkRandomGame200AllOptions(b *testing.B) {
	benchRandomGame(b, randomRules(rand.New(rand.NewPCG(3, 4)), true))
}

// BenchmarkStepAllOptions resolves a plain step with every option on but
// act_after_hearing, under which a step is half a turn.
func BenchmarkStepAllOptions(b *testing.B) {
	r := randomRules(rand.New(rand.NewPCG(3, 4)), true)
	r.NStop, r.LastSurvivorMoves = 1_000_000, 0
	r.ActAfterHearing = false
	benchStep(b, r)
}

func benchRandomGame(b *testing.B, r rules.Rules) {
	rng := rand.New(rand.NewPCG(1, 2))
	m := randomMaze(rng, 10, 10)
	if r.Creatures {
		// From a source of their own, so that the moves stay the same.
		randomCreatures(b, rand.New(rand.NewPCG(5, 6)), m)
	}
	statements := make([]moves.Statement, 4096)
	g0, err := New(Setup{Maze: m, Rules: r, Players: []string{"Ann", "Bob", "Cid"}})
	if err != nil {
		b.Fatal(err)
	}
	for i := range statements {
		statements[i] = randomStatement(rng, g0)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for n := range b.N {
		g, _ := New(Setup{Maze: m, Rules: r, Players: []string{"Ann", "Bob", "Cid"}})
		g.Apply(Command{Kind: CommonStart, Cell: maze.At(1, 1)}, nil)
		for i := range 3 {
			g.Apply(Choose(i, maze.At(i, i)), nil)
		}
		g.Apply(Command{Kind: Begin}, nil)
		buf := make([]Event, 0, 64)
		played := 0
		for k := 0; played < 200 && g.Phase() != Over; k++ {
			s := statements[(n*200+k)%len(statements)]
			if s.Kind != moves.SayMove {
				continue
			}
			var err error
			if buf, err = g.Apply(Ask(g.Current(), s), buf[:0]); err == nil {
				played++
			}
		}
	}
}

func ExampleGame_Apply() {
	m := maze.MustNew(3, 2)
	m.SetCell(maze.At(2, 0), maze.Cell{Kind: maze.Weaponry})
	m.Treasures = []maze.Treasure{{At: maze.At(0, 1), True: true}}
	g, _ := New(Setup{Maze: m, Rules: rules.Reference(), Players: []string{"Ann"}})
	g.Apply(Choose(0, maze.At(1, 0)), nil)
	g.Apply(Command{Kind: Begin}, nil)
	out, _ := g.Apply(Play(0, moves.Step(maze.Right)), nil)
	for _, e := range Filter(nil, out, 0) {
		fmt.Println(e.Code, e.Cell)
	}
	// Output:
	// said outside
	// moved weaponry
	// refilled outside
	// turn outside
}
