package session

import (
	"math/rand/v2"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/gen"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

func TestKnownFromAnnouncements(t *testing.T) {
	ref := rules.Reference()
	tests := []struct {
		name   string
		rules  rules.Rules
		events []game.Event
		check  func(t *testing.T, k *Known)
	}{
		{"§5.3 the start: three bullets and three grenades", ref, nil, func(t *testing.T, k *Known) {
			if k.Bullets != Exactly(3) || k.Grenades != Exactly(3) || k.Health != game.Healthy || !k.Exact() {
				t.Errorf("%+v", k)
			}
		}},
		{"004 l.39–41, l.59–60, l.30–32: money, less a hint, more a bet won, less one lost", rules.LivesAndMoney(), []game.Event{
			ev(game.HintBought, func(e *game.Event) { e.Count = 5 }),
			ev(game.HintAnswer, func(e *game.Event) { e.Pos, e.To = maze.At(1, 2), game.OnlyPlayer(0) }),
			ev(game.BetPlayed, func(e *game.Event) { e.Count, e.Limit, e.Yes = 4, 6, true }),
			ev(game.BetPlayed, func(e *game.Event) { e.Count, e.Limit = 2, 1 }),
			ev(game.BetPlayed, func(e *game.Event) { e.Player, e.Count, e.Limit, e.Yes = 1, 3, 5, true }), // another's
		}, func(t *testing.T, k *Known) {
			if !k.HasMoney() || k.Money != 10-5+4-2 || !k.Hinted || k.Hint != maze.At(1, 2) {
				t.Errorf("money %d, hint %v %v", k.Money, k.Hinted, k.Hint)
			}
		}},
		{"the reference has no money", ref, nil, func(t *testing.T, k *Known) {
			if k.HasMoney() || k.Money != 0 {
				t.Errorf("money %d", k.Money)
			}
		}},
		{"§7.6 a common start without bullets and grenades", func() rules.Rules { r := ref; r.CommonStart = true; return r }(), nil, func(t *testing.T, k *Known) {
			if k.Bullets != Exactly(0) || k.Grenades != Exactly(0) {
				t.Errorf("%+v", k)
			}
		}},
		{"§6.5 a shot says how many bullets are left", ref, []game.Event{said("shoot left, go up"), ev(game.Shot, func(e *game.Event) { e.Count = 1 })}, func(t *testing.T, k *Known) {
			if k.Bullets != Exactly(1) {
				t.Errorf("bullets %v", k.Bullets)
			}
		}},
		{"§5.4 a grenade thrown is one fewer", ref, []game.Event{ev(game.StartCell, func(e *game.Event) { e.Cell = maze.Land }), said("blow up the wall on the left, go up"), ev(game.GrenadeThrown, nil)}, func(t *testing.T, k *Known) {
			if k.Grenades != Exactly(2) {
				t.Errorf("grenades %v", k.Grenades)
			}
		}},
		{"§4.3 a grenade thrown in a weaponry is replaced at once", ref, []game.Event{
			said("go up"), ev(game.Moved, func(e *game.Event) { e.Cell = maze.Weaponry }),
			ev(game.Refilled, func(e *game.Event) { e.Status = game.Status{Bullets: 3, Grenades: 3} }),
			said("blow up the wall on the left, go up"), ev(game.GrenadeThrown, nil)}, func(t *testing.T, k *Known) {
			if k.Grenades != Exactly(3) {
				t.Errorf("grenades %v", k.Grenades)
			}
		}},
		{"§5.1 what is found is taken", ref, []game.Event{
			said("shoot up, go up"), ev(game.Shot, func(e *game.Event) { e.Count = 2 }),
			ev(game.Moved, func(e *game.Event) { e.Cell = maze.Land }),
			ev(game.Found, func(e *game.Event) { e.Items = game.Counts{Treasures: 1, Bullets: 2} }),
			ev(game.PickedUp, func(e *game.Event) { e.Items = game.Counts{Treasures: 1, Bullets: 1} })}, func(t *testing.T, k *Known) {
			if k.Bullets != Exactly(3) || k.Carrying != moves.Treasure || !k.CarryingSure {
				t.Errorf("%+v", k)
			}
		}},
		{"§4.7 infected: drops all but grenades, moves counted", func() rules.Rules { r := ref; r.HealingMoves = 4; return r }(), []game.Event{
			said("go up"), ev(game.Moved, func(e *game.Event) { e.Cell = maze.Encephalitis }),
			ev(game.InfectedBy, func(e *game.Event) { e.Count = 4 }),
			said("go up"), ev(game.Moved, func(e *game.Event) { e.Cell = maze.Land }),
			said("go left"), ev(game.HitWall, nil)}, func(t *testing.T, k *Known) {
			if k.Health != game.Infected || k.Bullets != Exactly(0) || k.Grenades != Exactly(3) || k.HealMoves != Exactly(3) {
				t.Errorf("%+v", k)
			}
		}},
		{"§4.6 walking into a river may not count as a successful move", func() rules.Rules { r := ref; r.HealingMoves = 4; return r }(), []game.Event{
			ev(game.InfectedBy, func(e *game.Event) { e.Count = 4 }),
			said("go up"), ev(game.CarriedByFlow, func(e *game.Event) { e.Cell = maze.River })}, func(t *testing.T, k *Known) {
			if k.HealMoves != (Amount{3, 4}) || k.Exact() {
				t.Errorf("%+v", k)
			}
		}},
		{"004 l.34 R6: three lives; a wound notice tells those left", func() rules.Rules { r := ref; r.Lives = 3; return r }(), []game.Event{
			ev(game.WoundNotice, func(e *game.Event) { e.Limit = 2 }), ev(game.KeptCell, nil)}, func(t *testing.T, k *Known) {
			if k.Health != game.Wounded || k.Lives != Exactly(2) || !k.HealthSure {
				t.Errorf("%+v", k)
			}
		}},
		{"004 l.11–13 R10: a hospital restores the three lives", func() rules.Rules { r := ref; r.Lives = 3; return r }(), []game.Event{
			ev(game.WoundNotice, func(e *game.Event) { e.Limit = 1 }), said("go up"), ev(game.Moved, func(e *game.Event) { e.Cell = maze.Hospital }),
			ev(game.Healed, nil)}, func(t *testing.T, k *Known) {
			if k.Health != game.Healthy || k.Lives != Exactly(3) {
				t.Errorf("%+v", k)
			}
		}},
		{"001 l.151 H2: one life, no wound", func() rules.Rules { r := ref; r.Lives = 1; return r }(), nil, func(t *testing.T, k *Known) {
			if k.Lives != Exactly(1) {
				t.Errorf("%+v", k)
			}
		}},
		{"001 l.137 V3: a true treasure kept outside", ref, []game.Event{
			ev(game.PickedUp, func(e *game.Event) { e.Items = game.Counts{Treasures: 1} }),
			said("go left"), ev(game.LeftMaze, func(e *game.Event) { e.Dir = maze.Left; e.Item = moves.Treasure }),
			ev(game.TreasureBanked, func(e *game.Event) { e.Count, e.Limit = 1, 2 })}, func(t *testing.T, k *Known) {
			if k.Banked != 1 || k.Carrying != moves.NoItem || !k.Out {
				t.Errorf("%+v", k)
			}
		}},
		{"§4.2 healed in a hospital and immune", ref, []game.Event{
			ev(game.InfectedBy, nil), said("go up"), ev(game.Moved, func(e *game.Event) { e.Cell = maze.Hospital }),
			ev(game.Healed, nil), ev(game.BecameImmune, nil)}, func(t *testing.T, k *Known) {
			if k.Health != game.Healthy || !k.Immune {
				t.Errorf("%+v", k)
			}
		}},
		{"§5.7 a landmine where he arrives wounds him", ref, []game.Event{
			said("go up"), ev(game.Moved, func(e *game.Event) { e.Cell = maze.Land }), ev(game.Blast, nil),
			ev(game.TurnBegins, nil), ev(game.WoundNotice, nil)}, func(t *testing.T, k *Known) {
			if k.Health != game.Wounded || k.Bullets != Exactly(0) || k.Carrying != moves.NoItem {
				t.Errorf("%+v", k)
			}
		}},
		{"§5.7 a corpse thrown onto a landmine wounds nobody here", ref, []game.Event{
			said("throw the corpse to the right, go up"), ev(game.Thrown, func(e *game.Event) { e.Item = moves.Corpse }), ev(game.Blast, nil)}, func(t *testing.T, k *Known) {
			if k.Health != game.Healthy {
				t.Errorf("%+v", k)
			}
		}},
		{"§6.7 a dark move leaves everything open", ref, []game.Event{said("go up, don't tell the result"), ev(game.Done, func(e *game.Event) { e.Round = 3 })}, func(t *testing.T, k *Known) {
			if k.Bullets != (Amount{0, 3}) || k.HealthSure || k.Exact() {
				t.Errorf("%+v", k)
			}
		}},
		{"§6.4 the status answer is exact again", ref, []game.Event{
			said("go up, don't tell the result"), ev(game.Done, nil),
			ev(game.StatusOf, func(e *game.Event) { e.Status = game.Status{Bullets: 2, Grenades: 1, Carrying: moves.Landmine} })}, func(t *testing.T, k *Known) {
			if k.Bullets != Exactly(2) || k.Grenades != Exactly(1) || k.Carrying != moves.Landmine || !k.Exact() {
				t.Errorf("%+v", k)
			}
		}},
		{"§5.2 leaving two bullets refused: fewer than two", ref, []game.Event{
			said("go up, don't tell the result"), ev(game.Done, nil),
			said("leave 2 bullets, go up"), ev(game.CannotDo, func(e *game.Event) { e.Item, e.Reason, e.Action = moves.Bullet, game.NotCarrying, 1 })}, func(t *testing.T, k *Known) {
			if k.Bullets != (Amount{0, 1}) {
				t.Errorf("bullets %v", k.Bullets)
			}
		}},
		{"§5.5 told he is wounded with a new cell left, he may order it until he moves", ref, []game.Event{
			ev(game.TurnBegins, nil), ev(game.WoundNotice, func(e *game.Event) { e.Count = 1 }),
			ev(game.StatusOf, func(e *game.Event) { e.Status = game.Status{Health: game.Wounded, NewCells: 1} })}, func(t *testing.T, k *Known) {
			if !k.MayOrderCell {
				t.Errorf("%+v", k)
			}
			k.Apply(said("go up"))
			if k.MayOrderCell {
				t.Error("he moved: no new cell any more")
			}
		}},
		{"§5.5 a wound notice without new cells left", ref, []game.Event{ev(game.TurnBegins, nil), ev(game.WoundNotice, func(e *game.Event) { e.Count = 0 })}, func(t *testing.T, k *Known) {
			if k.MayOrderCell {
				t.Errorf("%+v", k)
			}
		}},
		{"§5.5 ordering or keeping the cell ends the choice", ref, []game.Event{ev(game.TurnBegins, nil), ev(game.WoundNotice, func(e *game.Event) { e.Count = 2 }), ev(game.KeptCell, nil)}, func(t *testing.T, k *Known) {
			if k.MayOrderCell {
				t.Errorf("%+v", k)
			}
		}},
		{"§6.1 the start he chose is his, until the game master voids it", ref, []game.Event{ev(game.StartChosen, func(e *game.Event) { e.To, e.Pos = game.OnlyPlayer(0), maze.At(2, 3) })}, func(t *testing.T, k *Known) {
			if !k.Chose || k.Start != maze.At(2, 3) {
				t.Errorf("%+v", k)
			}
			k.Apply(game.Event{Code: game.StartsInvalid, To: game.Everyone(), Player: -1, Other: -1})
			if k.Chose {
				t.Error("the start was declared invalid")
			}
		}},
		{"§6.1 G2 placed by the game master, he knows it, not where, until the choices are voided", ref, []game.Event{ev(game.StartByMaster, func(e *game.Event) { e.To = game.OnlyPlayer(0) })}, func(t *testing.T, k *Known) {
			if !k.Placed || k.Chose {
				t.Errorf("%+v", k)
			}
			k.Apply(game.Event{Code: game.StartsInvalid, To: game.Everyone(), Player: -1, Other: -1})
			if k.Placed {
				t.Error("still placed after the choices were declared invalid")
			}
		}},
		{"recalled copies are not news", ref, []game.Event{ev(game.Shot, func(e *game.Event) { e.Count = 0; e.Recalled = true })}, func(t *testing.T, k *Known) {
			if k.Bullets != Exactly(3) {
				t.Errorf("bullets %v", k.Bullets)
			}
		}},
		{"another player's news is his", ref, []game.Event{ev(game.Shot, func(e *game.Event) { e.Player = 1; e.Count = 0 })}, func(t *testing.T, k *Known) {
			if k.Bullets != Exactly(3) {
				t.Errorf("bullets %v", k.Bullets)
			}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			k := NewKnown(tc.rules, []string{"Ann", "Bob"}, 0)
			k.Apply(tc.events...)
			tc.check(t, k)
		})
	}
}

// ev is an event about seat 0, heard by everyone.
func ev(c game.Code, f func(*game.Event)) game.Event {
	e := game.Event{Code: c, To: game.Everyone(), Player: 0, Other: -1}
	if f != nil {
		f(&e)
	}
	return e
}

func said(text string) game.Event {
	st, err := moves.ParseStatement(text)
	if err != nil {
		panic(err)
	}
	return ev(game.Said, func(e *game.Event) { e.Move = st.Move })
}

// TestKnownNeverClaimsWhatIsFalse plays random games and checks, after every
// statement, that what the status panel would claim holds: an exact value is
// the game master's, a range holds it, a sure health or load is the real
// one.
func TestKnownNeverClaimsWhatIsFalse(t *testing.T) {
	games := 200
	if testing.Short() {
		games = 20
	}
	for i := range games {
		rng := rand.New(rand.NewPCG(uint64(i), 77))
		r := rules.Reference()
		r.HealingMoves = rng.IntN(5)
		r.StartLandmines = rng.IntN(2)
		r.NewCellAfterLandmine = rng.IntN(2) == 0
		r.OrderLeavesBullets = rng.IntN(2) == 0
		r.BlastReport = []rules.BlastReport{rules.BlastSilent, rules.BlastMissingWall, rules.BlastOutcome}[rng.IntN(3)]
		r.Rivers = []rules.RiverKind{rules.Deep, rules.Shallow, rules.Turbulent}[rng.IntN(3)]
		r.NStop = 0
		if i%2 == 1 {
			r.Lives = 1 + rng.IntN(3) // seed 001's H2, the reference's two, seed 004's three
		}
		if i%4 >= 2 {
			r.StartMoney, r.HintPrice, r.Casino = 8, 2, true // seed 004's money
		}
		items := i%4 == 3 // seed 001's knife, cement and boomerang
		if items {
			r.MaxKnives, r.StartKnives, r.MaxCement, r.BoomerangRange = 1, 1, 1+rng.IntN(2), 2
			r.OneKitPerPlayer = rng.IntN(2) == 0
		}
		s, names := randomGame(t, r, 1+rng.IntN(2), uint64(i), rng)
		known := NewKnown(r, names, 0)
		seen := 0
		for step := 0; step < 300 && !s.Over(); step++ {
			var cur int
			s.With(func(g *game.Game) { cur = g.Current() })
			st := randomStatement(rng)
			switch {
			case r.StartMoney > 0 && rng.IntN(6) == 0: // seed 004's hint and casino
				st = moves.Statement{Kind: moves.BuyHint}
				if rng.IntN(2) == 0 {
					st = moves.Statement{Kind: moves.PlaceBet, Amount: 1 + rng.Int32N(6)}
				}
			case items && rng.IntN(3) == 0:
				st = itemStatement(rng)
			}
			if _, err := s.Apply(game.Ask(cur, st)); err != nil {
				continue
			}
			all := s.Events(0)
			known.Apply(all[seen:]...)
			seen = len(all)
			var truth game.Status
			var lives, money int
			var mayOrder error
			s.With(func(g *game.Game) {
				pl := g.Player(0)
				truth, lives, money = pl.Status(), pl.Lives, pl.Money
				mayOrder = g.Check(game.Ask(0, moves.Statement{Kind: moves.OrderCell, Cell: Placement(g.Plan(), 1)}))
			})
			if known.MayOrderCell && mayOrder != nil {
				t.Fatalf("game %d step %d after %q: a new cell seems orderable, but %v", i, step, st, mayOrder)
			}
			where := func() string { return st.String() }
			switch {
			case !known.Bullets.Contains(truth.Bullets):
				for _, e := range all {
					t.Logf("%v %v %v %v cell=%v n=%d %v it=%v %v %+v", e.Round, e.Code, e.Player, e.To, e.Cell, e.Count, e.Move, e.Item, e.Reason, e.Items)
				}
				t.Fatalf("game %d step %d after %q: bullets %d, known %v", i, step, where(), truth.Bullets, known.Bullets)
			case !known.Grenades.Contains(truth.Grenades):
				for _, e := range all {
					t.Logf("%v %v %v %v cell=%v n=%d %v it=%v %v %+v", e.Round, e.Code, e.Player, e.To, e.Cell, e.Count, e.Move, e.Item, e.Reason, e.Items)
				}
				t.Fatalf("game %d step %d after %q: grenades %d, known %v", i, step, where(), truth.Grenades, known.Grenades)
			case known.HealthSure && known.Health != truth.Health:
				for _, e := range all {
					t.Logf("%v %v %v %v cell=%v n=%d %v it=%v %v %+v", e.Round, e.Code, e.Player, e.To, e.Cell, e.Count, e.Move, e.Item, e.Reason, e.Items)
				}
				t.Fatalf("game %d step %d after %q: health %v, known %v", i, step, where(), truth.Health, known.Health)
			case known.CarryingSure && known.Carrying != truth.Carrying && truth.Health != game.Dead:
				for _, e := range all {
					t.Logf("%v %v %v %v cell=%v n=%d %v it=%v %v %+v", e.Round, e.Code, e.Player, e.To, e.Cell, e.Count, e.Move, e.Item, e.Reason, e.Items)
				}
				t.Fatalf("game %d step %d after %q: carrying %v, known %v", i, step, where(), truth.Carrying, known.Carrying)
			case !known.Lives.Contains(lives) && (known.HealthSure || truth.Health == game.Dead):
				for _, e := range all {
					t.Logf("%v %v %v %v cell=%v n=%d lim=%d %v", e.Round, e.Code, e.Player, e.To, e.Cell, e.Count, e.Limit, e.Move)
				}
				t.Fatalf("game %d step %d after %q: lives %d, known %v (lives rule %d)", i, step, where(), lives, known.Lives, r.Lives)
			case known.Money != money:
				t.Fatalf("game %d step %d after %q: money %d, known %d", i, step, where(), money, known.Money)
			case truth.Health != game.Dead && (!known.Knives.Contains(truth.Knives) || !known.Cement.Contains(truth.Cement) || !known.Boomerangs.Contains(truth.Boomerangs)):
				for _, e := range all {
					t.Logf("%v %v %v %v cell=%v n=%d %v %v %+v yes=%v", e.Round, e.Code, e.Player, e.To, e.Cell, e.Count, e.Move, e.Reason, e.Items, e.Yes)
				}
				t.Fatalf("game %d step %d after %q: knives %d, cement %d, boomerangs %d; known %v, %v, %v", i, step, where(),
					truth.Knives, truth.Cement, truth.Boomerangs, known.Knives, known.Cement, known.Boomerangs)
			case !known.NewCells.Contains(truth.NewCells) && truth.Health != game.Dead:
				t.Fatalf("game %d step %d after %q: new cells %d, known %v", i, step, where(), truth.NewCells, known.NewCells)
			case truth.Health == game.Infected && !known.HealUnlimited && !known.HealMoves.Contains(truth.HealMoves) && known.HealthSure:
				for _, e := range all {
					t.Logf("%v %v %v %v cell=%v n=%d %v", e.Round, e.Code, e.Player, e.To, e.Cell, e.Count, e.Move)
				}
				t.Fatalf("game %d step %d after %q: heal moves %d, known %v", i, step, where(), truth.HealMoves, known.HealMoves)
			}
		}
	}
}

// randomGame begins a game of players on a labyrinth generated from seed,
// each player on a cell of his choosing.
func randomGame(t *testing.T, r rules.Rules, players int, seed uint64, rng *rand.Rand) (*Session, []string) {
	t.Helper()
	p := gen.Defaults(5+rng.IntN(3), 5+rng.IntN(3), players, gen.Expert, &r)
	p.Seed = seed
	res, err := gen.Generate(p)
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"Ann", "Bob"}[:players]
	s, err := start(game.Setup{Maze: res.Maze, Rules: r, Seed: seed, Players: names}, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	for seat := range players {
		if _, err := s.Apply(game.Choose(seat, Placement(res.Maze, seed*7+uint64(seat)))); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.Apply(game.Command{Kind: game.Begin}); err != nil {
		t.Fatal(err)
	}
	return s, names
}

// randomStatement is something a player might say; it may be refused.
func randomStatement(rng *rand.Rand) moves.Statement {
	switch rng.IntN(30) {
	case 0:
		return moves.Statement{Kind: moves.AskStatus}
	case 1:
		return moves.Statement{Kind: moves.KeepCell}
	case 2:
		return moves.Statement{Kind: moves.SayMove, Move: moves.SkipMove()}
	}
	dir := func() maze.Dir { return maze.Dirs[rng.IntN(4)] }
	items := []moves.Item{moves.Treasure, moves.Corpse, moves.Landmine, moves.Bullet, moves.Grenade}
	action := func() moves.Action {
		switch rng.IntN(7) {
		case 0:
			return moves.Action{Kind: moves.Shoot, Dir: dir()}
		case 1:
			return moves.Action{Kind: moves.Blow, Dir: dir()}
		case 2:
			a := moves.Action{Kind: moves.Take, Item: items[rng.IntN(5)]}
			if a.Item.Countable() {
				a.Count = rng.IntN(3)
			}
			return a
		case 3:
			a := moves.Action{Kind: moves.Throw, Item: items[rng.IntN(4)], Dir: dir()}
			if a.Item == moves.Bullet {
				a.Count = 1 + rng.IntN(2)
			}
			return a
		case 4:
			a := moves.Action{Kind: moves.SetMine}
			if rng.IntN(2) == 0 {
				a.Dir = dir()
			}
			return a
		}
		a := moves.Action{Kind: moves.Leave, Item: items[rng.IntN(5)]}
		if a.Item.Countable() {
			a.Count = 1 + rng.IntN(2)
		}
		return a
	}
	var m moves.Move
	if rng.IntN(3) == 0 {
		m.Actions = append(m.Actions, action())
	}
	switch rng.IntN(8) {
	case 0:
		m.Actions = append(m.Actions, moves.Action{Kind: moves.ByFlow})
	case 1:
		m.Actions = append(m.Actions, moves.Action{Kind: moves.ByLoop})
	default:
		m.Actions = append(m.Actions, moves.Action{Kind: moves.Go, Dir: dir()})
	}
	if rng.IntN(3) == 0 {
		m.Actions = append(m.Actions, action())
	}
	if rng.IntN(6) == 0 {
		m.Conditions = append(m.Conditions, moves.Conditional{If: moves.Condition{Kind: moves.IfFind}, Then: []moves.Action{action()}})
	}
	switch rng.IntN(12) {
	case 0:
		m.Tell = moves.TellNothing
	case 1:
		m.Tell = moves.TellWall
	}
	m.NoRefill = rng.IntN(10) == 0
	return moves.Statement{Kind: moves.SayMove, Move: m}
}

// itemStatement is a move with seed 001's knife, cement or boomerang.
func itemStatement(rng *rand.Rand) moves.Statement {
	dir := func() maze.Dir { return maze.Dirs[rng.IntN(4)] }
	var a moves.Action
	switch rng.IntN(3) {
	case 0:
		a = moves.Action{Kind: moves.Stab}
	case 1:
		a = moves.Action{Kind: moves.Build, Dir: dir()}
	default:
		a = moves.Action{Kind: moves.Boomerang, Dir: dir()}
	}
	m := moves.Move{Actions: []moves.Action{a, {Kind: moves.Go, Dir: dir()}}}
	if rng.IntN(2) == 0 {
		m.Actions[0], m.Actions[1] = m.Actions[1], m.Actions[0]
	}
	if rng.IntN(8) == 0 {
		m.Tell = moves.TellNothing
	}
	return moves.Statement{Kind: moves.SayMove, Move: m}
}

// Under one life (001's H2, rules option lives 1), a landmine that goes off
// under a player who may already have been hit kills him: Known said "one
// life left" of a dead player (found by TestKnownNeverClaimsWhatIsFalse
// over 2,000 games, game 685).
func TestKnownOneLifeUnsureThenHit(t *testing.T) {
	r := rules.Reference()
	r.Lives = 1
	k := NewKnown(r, []string{"Ann", "Bob"}, 0)
	k.Apply(game.Event{Code: game.Blast, Player: 1, To: game.Everyone()}) // Bob's landmine: Ann may have been there
	if k.HealthSure || !k.Lives.Contains(0) || !k.Lives.Contains(1) {
		t.Fatalf("after another's blast: sure %v, lives %v", k.HealthSure, k.Lives)
	}
	k.Apply(game.Event{Code: game.Blast, Player: 0, To: game.Everyone()}) // her own step onto a landmine
	if k.Health != game.Dead || !k.Lives.Contains(0) {
		t.Fatalf("after her own blast: %v, lives %v", k.Health, k.Lives)
	}
}

// The infection's clock counts moves from a cell of the labyrinth to
// another (§4.7), as the engine does: neither the way out nor the way back
// in from outside. Known counted the way back in (TestKnownNeverClaimsWhatIsFalse
// over 2,000 games, game 1178).
func TestKnownHealClockSkipsTheWayOutAndBack(t *testing.T) {
	r := rules.Reference()
	r.HealingMoves = 3
	k := NewKnown(r, []string{"Ann"}, 0)
	me := game.Everyone()
	say := func() { k.Apply(game.Event{Code: game.Said, Player: 0, Other: -1, To: me}) }
	k.Apply(game.Event{Code: game.InfectedBy, Player: 0, Other: -1, Count: 3, To: me})
	say()
	k.Apply(game.Event{Code: game.Moved, Player: 0, Other: -1, Cell: maze.Land, To: me})
	if k.HealMoves != Exactly(2) {
		t.Fatalf("a move inside: %v healing moves left, want 2", k.HealMoves)
	}
	say()
	k.Apply(game.Event{Code: game.LeftMaze, Player: 0, Other: -1, Dir: maze.Down, To: me})
	say()
	k.Apply(game.Event{Code: game.Moved, Player: 0, Other: -1, Cell: maze.Encephalitis, To: me})
	if k.HealMoves != Exactly(2) {
		t.Errorf("out and back in: %v healing moves left, want still 2", k.HealMoves)
	}
}
