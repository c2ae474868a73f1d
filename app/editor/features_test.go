package editor

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// Tests of the commands for what maze format version 2 added
// (docs/maze-format.md, "Version 2"); each checks undo and redo exactly
// and the version the plan is then written in.

func twoFloors(t *testing.T) *Document {
	t.Helper()
	m, err := maze.NewFloors(3, 3, 2)
	if err != nil {
		t.Fatal(err)
	}
	return docOf(m)
}

func wantVersion(t *testing.T, d *Document, v int) {
	t.Helper()
	if got := d.Maze().Version(); got != v {
		t.Fatalf("the plan is written as version %d, want %d", got, v)
	}
	data, err := maze.Encode(d.Maze())
	if err != nil {
		t.Fatal(err)
	}
	if want := `"version": ` + string(rune('0'+v)); !strings.Contains(string(data), want) {
		t.Fatalf("the file does not say %s:\n%s", want, data)
	}
}

func TestDoorsAndWindows(t *testing.T) {
	t.Run("001 l.112 O5: a door on an open side puts the wall it is set in", func(t *testing.T) {
		d := docOf(plan(t, "L L", "L L"))
		undoable(t, d, func() error { return d.SetDoor(side(0, 0, maze.Right), maze.Right) })
		m := d.Maze()
		if m.Side(at(0, 0), maze.Right) != maze.Wall || m.Door(at(0, 0), maze.Right) != maze.Right {
			t.Fatalf("side %v, door %v; want a wall with a door passed right", m.Side(at(0, 0), maze.Right), m.Door(at(0, 0), maze.Right))
		}
		// Seen from the other cell, it is the same door.
		if got := d.DoorAt(side(1, 0, maze.Left)); got != maze.Right {
			t.Fatalf("door seen from (2,1): %v, want right", got)
		}
		wantVersion(t, d, 2)
		undoable(t, d, func() error { return d.SetDoor(side(0, 0, maze.Right), maze.NoDir) })
		wantVersion(t, d, 1)
	})
	t.Run("a click cycles none, the side's way, the other way, none", func(t *testing.T) {
		d := docOf(plan(t, "L L", "L L"))
		s := side(0, 0, maze.Down)
		for _, want := range []maze.Dir{maze.Down, maze.Up, maze.NoDir} {
			undoable(t, d, func() error { return d.CycleDoor(s) })
			if got := d.DoorAt(s); got != want {
				t.Fatalf("door %v, want %v", got, want)
			}
		}
		if d.EdgeAt(s) != maze.Wall {
			t.Fatal("removing the door took the wall away")
		}
	})
	t.Run("001 l.113 O6: a window, then a door in its place", func(t *testing.T) {
		d := docOf(plan(t, "L L", "L L"))
		s := side(0, 1, maze.Right)
		undoable(t, d, func() error { return d.SetEdge(s, maze.Solid) })
		undoable(t, d, func() error { return d.SetWindow(s, true) })
		if !d.WindowAt(s) || d.EdgeAt(s) != maze.Solid {
			t.Fatal("want a window in the indestructible wall")
		}
		if err := d.SetDoor(s, maze.NoDir); err != nil || !d.WindowAt(s) {
			t.Fatalf("removing no door took the window: %v", err)
		}
		undoable(t, d, func() error { return d.SetDoor(s, maze.Left) })
		if d.WindowAt(s) || d.DoorAt(s) != maze.Left {
			t.Fatal("the door did not take the window's place")
		}
	})
	t.Run("removing the wall takes the door, undo brings it back", func(t *testing.T) {
		d := docOf(plan(t, "L L", "L L"))
		s := side(0, 0, maze.Right)
		if err := d.SetDoor(s, maze.Left); err != nil {
			t.Fatal(err)
		}
		undoable(t, d, func() error { return d.ToggleWall(s) })
		if d.DoorAt(s) != maze.NoDir || d.EdgeAt(s) != maze.Open {
			t.Fatal("an open side kept its door")
		}
		d.Undo()
		if d.DoorAt(s) != maze.Left {
			t.Fatal("undo did not bring the door back")
		}
	})
	t.Run("refused: on the outline, across a river's flow, a door across its side", func(t *testing.T) {
		d := docOf(plan(t, "R> D", "L L"))
		wantRefusal(t, d.SetDoor(side(0, 0, maze.Left), maze.Left), CodeBadSide)
		wantRefusal(t, d.SetWindow(side(1, 1, maze.Down), true), CodeBadSide)
		wantRefusal(t, d.SetDoor(side(0, 0, maze.Right), maze.Right), CodeWallBlocksFlow)
		wantRefusal(t, d.SetWindow(side(0, 0, maze.Right), true), CodeWallBlocksFlow)
		wantRefusal(t, d.SetDoor(side(0, 1, maze.Right), maze.Up), CodeBadArgument)
		if n, _ := d.HistoryLen(); n != 0 {
			t.Fatalf("%d steps after refusals", n)
		}
	})
}

func TestLockedExit(t *testing.T) {
	t.Run("002 l.5: locking the monolith makes a locked open exit", func(t *testing.T) {
		d := docOf(plan(t, "L L", "L L"))
		s := side(0, 1, maze.Left)
		undoable(t, d, func() error { return d.SetLocked(s, true) })
		if !d.LockedAt(s) || d.EdgeAt(s) != maze.Open {
			t.Fatal("want an open exit with a lock")
		}
		wantVersion(t, d, 2)
		// Cycling the exit keeps the lock on a closed exit and drops it on
		// the monolith; undo brings it back.
		undoable(t, d, func() error { return d.CycleEdge(s) })
		if !d.LockedAt(s) || d.EdgeAt(s) != maze.Wall {
			t.Fatal("a closed exit lost its lock")
		}
		undoable(t, d, func() error { return d.CycleEdge(s) })
		if d.LockedAt(s) {
			t.Fatal("the monolith is locked")
		}
		wantVersion(t, d, 1)
	})
	t.Run("a lock on an exit next to a cut-out position survives undo", func(t *testing.T) {
		d := docOf(plan(t, "# L L", "L L L"))
		s := side(1, 0, maze.Left) // named from (2,1); its canonical name is from (1,1), outside
		undoable(t, d, func() error { return d.SetLocked(s, true) })
		undoable(t, d, func() error { return d.SetLocked(s, false) })
	})
	t.Run("refused between two cells", func(t *testing.T) {
		d := docOf(plan(t, "L L", "L L"))
		wantRefusal(t, d.SetLocked(side(0, 0, maze.Right), true), CodeBadSide)
	})
}

func TestStairs(t *testing.T) {
	d := twoFloors(t)
	p := maze.Pos{X: 1, Y: 1}
	undoable(t, d, func() error { return d.SetStairs(p, true) })
	if !d.StairsAt(p) {
		t.Fatal("no staircase")
	}
	wantVersion(t, d, 2)
	if got := d.Describe(maze.Pos{X: 1, Y: 1, Floor: 1}); !strings.Contains(got, "staircase down to floor 1") {
		t.Fatalf("the cell above reads %q", got)
	}
	wantRefusal(t, d.SetStairs(maze.Pos{X: 1, Y: 1, Floor: 1}, true), CodeBadArgument)
	// Cutting the cell above out of the shape takes the staircase; undo
	// brings both back.
	undoable(t, d, func() error { return d.CutOut(maze.Pos{X: 1, Y: 1, Floor: 1}) })
	if d.StairsAt(p) {
		t.Fatal("a staircase leads up to a cut-out position")
	}
	wantRefusal(t, d.SetStairs(p, true), CodeOffPlan)
	d.Undo()
	if !d.StairsAt(p) {
		t.Fatal("undo did not bring the staircase back")
	}
	undoable(t, d, func() error { return d.SetStairs(p, false) })
	wantVersion(t, d, 1)
}

func TestStockAndNewKinds(t *testing.T) {
	t.Run("001 l.108: a weaponry gives bullets only", func(t *testing.T) {
		d := docOf(plan(t, "W L", "L L"))
		undoable(t, d, func() error { return d.SetStock(at(0, 0), maze.GiveBullets|maze.GiveKnives) })
		if got := d.Maze().Cell(at(0, 0)).Stock; got != maze.GiveBullets|maze.GiveKnives {
			t.Fatalf("stock %v", got)
		}
		if got := d.Describe(at(0, 0)); !strings.Contains(got, "giving bullets, knives only") {
			t.Fatalf("describe: %q", got)
		}
		wantVersion(t, d, 2)
		wantRefusal(t, d.SetStock(at(1, 0), maze.GiveBullets), CodeBadArgument)
		// Painting over the weaponry takes its stock; undo gives it back.
		undoable(t, d, func() error { return d.Paint(maze.Land, at(0, 0)) })
		wantVersion(t, d, 1)
	})
	t.Run("swamp, casino and elevator are painted", func(t *testing.T) {
		d := twoFloors(t)
		for _, k := range []maze.Kind{maze.Swamp, maze.Casino, maze.Elevator} {
			undoable(t, d, func() error { return d.Paint(k, at(0, 0)) })
			if d.KindAt(at(0, 0)) != k {
				t.Fatalf("painted %v, got %v", k, d.KindAt(at(0, 0)))
			}
		}
		undoable(t, d, func() error { return d.Paint(maze.Elevator, maze.Pos{Floor: 1}) })
		if got := d.Describe(at(0, 0)); got != "(1,1) elevator (to floor 2)" {
			t.Fatalf("describe: %q", got)
		}
		wantVersion(t, d, 2)
	})
	t.Run("knives, boats, boomerangs and cement are items", func(t *testing.T) {
		d := docOf(plan(t, "L L", "L L"))
		it := maze.Items{Knives: 1, Boats: 2, Boomerangs: 3, Cement: 4}
		undoable(t, d, func() error { return d.SetItems(at(1, 1), it) })
		if got := d.Describe(at(1, 1)); !strings.HasSuffix(got, "items: 1 knife, 2 boats, 3 boomerangs, 4 bags of cement") {
			t.Fatalf("describe: %q", got)
		}
		wantVersion(t, d, 2)
		wantRefusal(t, d.SetItems(at(1, 1), maze.Items{Cement: maze.MaxItemCount + 1}), CodeBadArgument)
	})
}

func TestKeysAndCreatures(t *testing.T) {
	t.Run("002 l.14: a Key, undone and removed", func(t *testing.T) {
		d := docOf(plan(t, "L L", "L L"))
		undoable(t, d, func() error { return d.AddKey(at(1, 0)) })
		if d.KeysAt(at(1, 0)) != 1 {
			t.Fatal("no Key")
		}
		wantVersion(t, d, 2)
		undoable(t, d, func() error { return d.RemoveKey(at(1, 0)) })
		wantVersion(t, d, 1)
	})
	t.Run("001 l.110 O7: a bear with a path, a leprechaun that copies", func(t *testing.T) {
		d := docOf(plan(t, "L L L", "L L L"))
		bear := maze.Creature{Kind: maze.Bear, At: at(0, 0), Path: []maze.Dir{maze.Right, maze.Right, maze.Left, maze.Left}}
		undoable(t, d, func() error { return d.AddCreature(bear) })
		undoable(t, d, func() error {
			return d.AddCreature(maze.Creature{Kind: maze.Leprechaun, At: at(2, 1), Mimic: true})
		})
		if got := d.CreaturesAt(at(0, 0)); len(got) != 1 || !got[0].Equal(bear) {
			t.Fatalf("creatures at (1,1): %v", got)
		}
		if got := d.Describe(at(0, 0)); !strings.HasSuffix(got, "bear's cave, path right right left left") {
			t.Fatalf("describe: %q", got)
		}
		wantVersion(t, d, 2)
		wantRefusal(t, d.AddCreature(maze.Creature{Kind: maze.Bear, At: at(0, 0), Path: []maze.Dir{maze.Up}}), CodeOffPlan)
		wantRefusal(t, d.AddCreature(maze.Creature{Kind: maze.Bear, At: at(0, 0), Path: []maze.Dir{maze.Down}, Mimic: true}), CodeBadArgument)
		wantRefusal(t, d.AddCreature(maze.Creature{At: at(0, 0)}), CodeBadArgument)
		undoable(t, d, func() error { return d.RemoveCreature(at(2, 1)) })
		// Cutting the cave out takes the bear; undo brings it back.
		undoable(t, d, func() error { return d.CutOut(at(0, 0)) })
		if len(d.Maze().Creatures) != 0 {
			t.Fatal("the bear outlived its cave")
		}
	})
	t.Run("PathDirs", func(t *testing.T) {
		dirs, ok := PathDirs([]maze.Pos{at(0, 0), at(1, 0), at(1, 1), at(1, 0)})
		if !ok || len(dirs) != 3 || dirs[0] != maze.Right || dirs[1] != maze.Down || dirs[2] != maze.Up {
			t.Fatalf("PathDirs: %v %v", dirs, ok)
		}
		if _, ok := PathDirs([]maze.Pos{at(0, 0), at(1, 1)}); ok {
			t.Fatal("a jump is a path")
		}
	})
}

func TestResizeKeepsVersion2(t *testing.T) {
	m, err := maze.Decode(mustRead(t, filepath.Join("..", "..", "engine", "maze", "testdata", "v2", "every-feature.json")))
	if err != nil {
		t.Fatal(err)
	}
	d := docOf(m)
	undoable(t, d, func() error { return d.Resize(5, 4, TopLeft) })
	n := d.Maze()
	if !n.Stairs(maze.Pos{X: 3, Y: 0}) || len(n.Keys) != 1 || len(n.Creatures) != 3 ||
		n.Door(maze.Pos{X: 0, Y: 0}, maze.Right) != maze.Right || !n.Locked(maze.Pos{X: 0, Y: 1}, maze.Left) ||
		!n.Window(maze.Pos{X: 1, Y: 1}, maze.Down) {
		t.Fatal("the resize lost something of version 2")
	}
	// Shrinking cuts off the bear's cave at (4,2) on floor 2 and the Key
	// at (4,3) there: they go with their cells.
	undoable(t, d, func() error { return d.Resize(3, 3, TopLeft) })
	if n := d.Maze(); len(n.Keys) != 0 || len(n.Creatures) != 2 {
		t.Fatalf("after cutting column 4: %d Keys, %d creatures; want 0 and 2", len(n.Keys), len(n.Creatures))
	}
}

// TestSaveKeepsVersion1 opens every sample maze of the repository, a
// version-1 file, and saves it unchanged: the bytes stay the same, so it
// stays version 1.
func TestSaveKeepsVersion1(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "assets", "mazes", "*.json"))
	if len(files) == 0 {
		t.Fatal("no sample mazes")
	}
	dir := t.TempDir()
	for _, f := range files {
		data := mustRead(t, f)
		out := filepath.Join(dir, filepath.Base(f))
		if err := os.WriteFile(out, data, 0o644); err != nil {
			t.Fatal(err)
		}
		d, err := Open(out, Config{})
		if err != nil {
			t.Fatal(err)
		}
		if err := d.Save(); err != nil {
			t.Fatal(err)
		}
		if got := mustRead(t, out); string(got) != string(data) {
			t.Errorf("%s: saved unchanged, the file changed", f)
		}
		if !strings.Contains(string(data), `"version": 1`) {
			t.Errorf("%s is not version 1", f)
		}
	}
}

func mustRead(t *testing.T, file string) []byte {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestVersion2Recovered: the autosave of a plan using version 2 brings
// every new thing back after a crash, and saving writes version 2.
func TestVersion2Recovered(t *testing.T) {
	dir := t.TempDir()
	cfg := Config{RecoveryDir: filepath.Join(dir, "recovery")}
	path := filepath.Join(dir, "keys.json")
	m, _ := maze.NewFloors(3, 3, 2)
	writeMaze(t, path, m)
	d, err := Open(path, cfg)
	if err != nil {
		t.Fatal(err)
	}
	for _, err := range []error{
		d.Paint(maze.Swamp, at(0, 0)), d.SetDoor(side(0, 1, maze.Right), maze.Left),
		d.SetWindow(side(1, 1, maze.Down), true), d.SetLocked(side(2, 2, maze.Right), true),
		d.SetStairs(at(2, 0), true), d.AddKey(at(1, 0)), d.SetItems(at(2, 1), maze.Items{Boats: 1}),
		d.AddCreature(maze.Creature{Kind: maze.Bear, At: at(0, 2), Path: []maze.Dir{maze.Right, maze.Left}}),
	} {
		if err != nil {
			t.Fatal(err)
		}
	}
	edited := snap(t, d.Maze())
	if wrote, err := d.Autosave(); !wrote || err != nil {
		t.Fatalf("autosave: %v %v", wrote, err)
	}
	recs, err := FindRecoveries(cfg.RecoveryDir)
	if err != nil || len(recs) != 1 {
		t.Fatalf("recoveries %v, %v", recs, err)
	}
	r, err := OpenRecovery(recs[0], cfg)
	if err != nil {
		t.Fatal(err)
	}
	edited.sameAs(t, r.Maze(), "recovered")
	if err := r.Save(); err != nil {
		t.Fatal(err)
	}
	if data := mustRead(t, path); !strings.Contains(string(data), `"version": 2`) {
		t.Fatalf("saved as:\n%s", data)
	}
}

func TestRemoveCreatureAt(t *testing.T) {
	d := docOf(plan(t, "L L", "L L"))
	bear := maze.Creature{Kind: maze.Bear, At: at(0, 0), Path: []maze.Dir{maze.Right, maze.Left}}
	lep := maze.Creature{Kind: maze.Leprechaun, At: at(0, 0), Mimic: true}
	d.AddCreature(bear)
	d.AddCreature(lep)
	undoable(t, d, func() error { return d.RemoveCreatureAt(at(0, 0), 0) })
	if got := d.CreaturesAt(at(0, 0)); len(got) != 1 || !got[0].Equal(lep) {
		t.Fatalf("left %v, want the leprechaun", got)
	}
	if n, _ := d.HistoryLen(); d.RemoveCreatureAt(at(0, 0), 5) != nil {
		t.Fatal("removing a creature that is not there failed")
	} else if m, _ := d.HistoryLen(); m != n {
		t.Fatal("removing a creature that is not there made a step")
	}
}
