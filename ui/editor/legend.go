package editor

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/planview"
)

// The Legend tab: every sign the plan uses, each drawn by the plan's own
// code (planview.Sample) beside its name, so that the legend cannot
// disagree with the plan. The signs of maze format version 2 come after
// the reference's.

// legendEntry is one sign: a small plan and the part of it to show (in
// cells, from the grid's top left; the margin starts at -1).
type legendEntry struct {
	name     string
	m        *maze.Maze
	from, to fyne.Position
	floor    int
}

// legendEntries builds the signs. Each is a one- or two-cell plan.
func legendEntries() (reference, version2 []legendEntry) {
	one := func(c maze.Cell, then func(m *maze.Maze)) *maze.Maze {
		m := maze.MustNew(2, 2)
		m.SetCell(maze.Pos{}, c)
		if then != nil {
			then(m)
		}
		return m
	}
	origin := maze.Pos{}
	cell := func(name string, m *maze.Maze) legendEntry {
		return legendEntry{name: name, m: m, from: fyne.NewPos(0, 0), to: fyne.NewPos(1, 1)}
	}
	side := func(name string, m *maze.Maze) legendEntry {
		return legendEntry{name: name, m: m, from: fyne.NewPos(0, 0), to: fyne.NewPos(2, 1)}
	}
	border := func(name string, m *maze.Maze) legendEntry {
		return legendEntry{name: name, m: m, from: fyne.NewPos(-1, 0), to: fyne.NewPos(1, 1)}
	}
	land := maze.Cell{Kind: maze.Land}
	reference = []legendEntry{
		cell("Hospital", one(maze.Cell{Kind: maze.Hospital}, nil)),
		cell("Weaponry", one(maze.Cell{Kind: maze.Weaponry}, nil)),
		cell("Encephalitis", one(maze.Cell{Kind: maze.Encephalitis}, nil)),
		side("River flowing into its delta", one(maze.Cell{Kind: maze.River, Flow: maze.Right}, func(m *maze.Maze) {
			m.SetCell(maze.Pos{X: 1}, maze.Cell{Kind: maze.Delta})
		})),
		cell("Pit 2 of loop 1", one(maze.Cell{Kind: maze.Pit, Loop: 1, Order: 2}, nil)),
		side("Wall", one(land, func(m *maze.Maze) { m.SetSide(origin, maze.Right, maze.Wall) })),
		side("Indestructible wall", one(land, func(m *maze.Maze) { m.SetSide(origin, maze.Right, maze.Solid) })),
		border("Open exit", one(land, func(m *maze.Maze) { m.SetSide(origin, maze.Left, maze.Open) })),
		border("Closed exit", one(land, func(m *maze.Maze) { m.SetSide(origin, maze.Left, maze.Wall) })),
		cell("True treasure", one(land, func(m *maze.Maze) { m.Treasures = []maze.Treasure{{True: true}} })),
		cell("Fake treasure", one(land, func(m *maze.Maze) { m.Treasures = []maze.Treasure{{}} })),
		cell("Loose items", one(land, func(m *maze.Maze) { m.Piles = []maze.Pile{{Items: maze.Items{Bullets: 1}}} })),
	}
	two := func(then func(m *maze.Maze)) *maze.Maze {
		m, _ := maze.NewFloors(2, 2, 2)
		then(m)
		return m
	}
	version2 = []legendEntry{
		cell("Swamp", one(maze.Cell{Kind: maze.Swamp}, nil)),
		cell("Casino", one(maze.Cell{Kind: maze.Casino}, nil)),
		cell("Elevator", one(maze.Cell{Kind: maze.Elevator}, nil)),
		cell("Weaponry giving bullets, grenades and knives only (b g k o c r: bullets, grenades, knives, boats, cement, boomerangs)",
			one(maze.Cell{Kind: maze.Weaponry, Stock: maze.GiveBullets | maze.GiveGrenades | maze.GiveKnives}, nil)),
		side("One-way door, passed the way it points", one(land, func(m *maze.Maze) { m.SetDoor(origin, maze.Right, maze.Right) })),
		side("Window: bullets fly through, players do not", one(land, func(m *maze.Maze) { m.SetWindow(origin, maze.Right, true) })),
		border("Locked exit: the Key opens it", one(land, func(m *maze.Maze) { m.SetLocked(origin, maze.Left, true) })),
		cell("The Key", one(land, func(m *maze.Maze) { m.Keys = []maze.Pos{origin} })),
		cell("Staircase up to the floor above", two(func(m *maze.Maze) { m.SetStairs(origin, true) })),
		{name: "Staircase down to the floor below", m: two(func(m *maze.Maze) { m.SetStairs(origin, true) }),
			from: fyne.NewPos(0, 0), to: fyne.NewPos(1, 1), floor: 1},
		side("Bear in its cave, and the path it walks", one(land, func(m *maze.Maze) {
			m.Creatures = []maze.Creature{{Kind: maze.Bear, At: origin, Path: []maze.Dir{maze.Right, maze.Left}}}
		})),
		cell("Leprechaun copying the players' moves (hollow)", one(land, func(m *maze.Maze) {
			m.Creatures = []maze.Creature{{Kind: maze.Leprechaun, At: origin, Mimic: true}}
		})),
	}
	return reference, version2
}

// newLegend is the Legend tab's content.
func newLegend() fyne.CanvasObject {
	reference, version2 := legendEntries()
	const size = 36
	rows := container.NewVBox()
	add := func(entries []legendEntry) {
		for _, en := range entries {
			pic := planview.SampleFloor(en.m, en.floor, en.from, en.to, size)
			label := widget.NewLabel(en.name)
			label.Wrapping = fyne.TextWrapWord
			box := container.New(layout.NewGridWrapLayout(fyne.NewSize(2*size, size)), container.NewCenter(pic))
			rows.Add(container.NewBorder(nil, nil, box, nil, label))
		}
	}
	add(reference)
	rows.Add(sectionTitle("Maze format version 2 (seeds 001, 002, 004)"))
	add(version2)
	return container.NewVScroll(rows)
}
