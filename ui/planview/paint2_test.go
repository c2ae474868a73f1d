package planview

import (
	"image"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/raster"
	"github.com/labyrinth-game/labyrinth/ui/raster/rastertest"
)

// everyFeature is the sample plan of maze format version 2, one of
// everything it adds (engine/maze/testdata/v2, docs/maze-format.md).
func everyFeature(t testing.TB) *maze.Maze {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "engine", "maze", "testdata", "v2", "every-feature.json"))
	if err != nil {
		t.Fatal(err)
	}
	m, err := maze.Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestDrawsVersion2 draws each thing of version 2 on a plain plan, in both
// themes, and checks that it shows: the picture differs from the plan
// without it in the cells it belongs to, and nowhere else.
func TestDrawsVersion2(t *testing.T) {
	const c = 40
	p := func(x, y int) maze.Pos { return maze.Pos{X: x, Y: y} }
	cases := []struct {
		name  string
		edit  func(m *maze.Maze)
		cells []maze.Pos
	}{
		{"001 l.105 swamp", func(m *maze.Maze) { m.SetCell(p(1, 1), maze.Cell{Kind: maze.Swamp}) }, []maze.Pos{p(1, 1)}},
		{"004 l.30 casino", func(m *maze.Maze) { m.SetCell(p(1, 1), maze.Cell{Kind: maze.Casino}) }, []maze.Pos{p(1, 1)}},
		{"004 l.56 elevator", func(m *maze.Maze) { m.SetCell(p(1, 1), maze.Cell{Kind: maze.Elevator}) }, []maze.Pos{p(1, 1)}},
		{"001 l.108 a weaponry's stock", func(m *maze.Maze) {
			m.SetCell(p(1, 1), maze.Cell{Kind: maze.Weaponry, Stock: maze.GiveBullets | maze.GiveBoats})
		}, []maze.Pos{p(1, 1)}},
		{"001 l.112 one-way door", func(m *maze.Maze) {
			m.SetSide(p(1, 1), maze.Right, maze.Wall)
			m.SetDoor(p(1, 1), maze.Right, maze.Left)
		}, []maze.Pos{p(1, 1), p(2, 1)}},
		{"001 l.113 window", func(m *maze.Maze) {
			m.SetSide(p(1, 1), maze.Down, maze.Solid)
			m.SetWindow(p(1, 1), maze.Down, true)
		}, []maze.Pos{p(1, 1), p(1, 2)}},
		{"002 l.5 locked exit", func(m *maze.Maze) { m.SetLocked(p(0, 1), maze.Left, true) }, []maze.Pos{p(-1, 1), p(0, 1)}},
		{"002 l.14 the Key", func(m *maze.Maze) { m.Keys = []maze.Pos{p(1, 1)} }, []maze.Pos{p(1, 1)}},
		{"002 l.5 staircase up", func(m *maze.Maze) { m.SetStairs(p(1, 1), true) }, []maze.Pos{p(1, 1)}},
		{"001 l.110 bear with a path", func(m *maze.Maze) {
			m.Creatures = []maze.Creature{{Kind: maze.Bear, At: p(1, 1), Path: []maze.Dir{maze.Right, maze.Left}}}
		}, []maze.Pos{p(1, 1), p(2, 1)}},
		{"001 l.110 leprechaun copying the players", func(m *maze.Maze) {
			m.Creatures = []maze.Creature{{Kind: maze.Leprechaun, At: p(1, 1), Mimic: true}}
		}, []maze.Pos{p(1, 1)}},
		{"knife, boat, boomerang and cement are items", func(m *maze.Maze) {
			m.Piles = []maze.Pile{{At: p(1, 1), Items: maze.Items{Knives: 1, Boats: 1, Boomerangs: 1, Cement: 1}}}
		}, []maze.Pos{p(1, 1)}},
	}
	for _, th := range []struct {
		name string
		th   fyne.Theme
		v    fyne.ThemeVariant
	}{{"light", rastertest.Light, theme.VariantLight}, {"dark", rastertest.Dark, theme.VariantDark}} {
		for _, tc := range cases {
			t.Run(th.name+"/"+tc.name, func(t *testing.T) {
				m, _ := maze.NewFloors(4, 4, 2)
				opt := ImageOptions{CellSize: c, Theme: th.th, Variant: th.v}
				before := Image(m, opt)
				tc.edit(m)
				after := Image(m, opt)
				var where image.Rectangle
				for _, q := range tc.cells {
					where = where.Union(image.Rect((q.X+1)*c, (q.Y+1)*c, (q.X+2)*c, (q.Y+2)*c))
				}
				// A side's mark may reach a few pixels past its cells' corners.
				where = where.Inset(-c / 8)
				changed, outside := 0, 0
				for y := range after.Rect.Dy() {
					for x := range after.Rect.Dx() {
						if after.RGBAAt(x, y) != before.RGBAAt(x, y) {
							changed++
							if !image.Pt(x, y).In(where) {
								outside++
							}
						}
					}
				}
				if changed < c {
					t.Errorf("%d pixels changed: it hardly shows", changed)
				}
				if outside > 0 {
					t.Errorf("%d pixels changed outside its cells", outside)
				}
			})
		}
	}
}

// TestDrawsTheVersion2Sample draws every floor of the sample at many cell
// sizes, and the widget's picture is the exported one.
func TestDrawsTheVersion2Sample(t *testing.T) {
	m := everyFeature(t)
	for _, c := range []int{4, 8, 10, 12, 20, 24, 48, 96} {
		for f := range m.Floors() {
			img := Image(m, ImageOptions{CellSize: c, Floor: f, Theme: rastertest.Light})
			if got, want := img.Rect.Dx(), (m.Width()+2)*c; got != want {
				t.Fatalf("cell %d floor %d: width %d, want %d", c, f+1, got, want)
			}
		}
	}
}

// TestVersion2PartialRedraws edits each thing of version 2 on a cached
// picture and checks that repainting the squares around it gives the
// picture of a full redraw.
func TestVersion2PartialRedraws(t *testing.T) {
	const c, w, h = 24, 200, 160
	g := raster.Grid{C: c, OX: c + 3, OY: c - 5}
	p := func(x, y int) maze.Pos { return maze.Pos{X: x, Y: y} }
	for _, tc := range []struct {
		name  string
		edit  func(m *maze.Maze)
		cells []maze.Pos
	}{
		{"door turned round", func(m *maze.Maze) { m.SetDoor(p(0, 0), maze.Right, maze.Left) }, []maze.Pos{p(0, 0), p(1, 0)}},
		{"window taken out", func(m *maze.Maze) { m.SetWindow(p(1, 1), maze.Down, false) }, []maze.Pos{p(1, 1), p(1, 2)}},
		{"lock taken off", func(m *maze.Maze) { m.SetLocked(p(0, 1), maze.Left, false) }, []maze.Pos{p(0, 1)}},
		{"wall under a window removed", func(m *maze.Maze) { m.SetSide(p(3, 1), maze.Down, maze.Open) }, []maze.Pos{p(3, 1), p(3, 2)}},
		{"staircase removed", func(m *maze.Maze) { m.SetStairs(p(3, 0), false) }, []maze.Pos{p(3, 0)}},
		{"stock changed", func(m *maze.Maze) {
			m.SetCell(p(0, 0), maze.Cell{Kind: maze.Weaponry, Stock: maze.GiveCement})
		}, []maze.Pos{p(0, 0)}},
		{"Key placed", func(m *maze.Maze) { m.Keys = append(m.Keys, p(2, 2)) }, []maze.Pos{p(2, 2)}},
		{"bear gone", func(m *maze.Maze) { m.Creatures = m.Creatures[1:] }, []maze.Pos{p(0, 2), p(1, 2), p(2, 2)}},
	} {
		t.Run(tc.name, func(t *testing.T) { checkPartialRedraw(t, everyFeature(t), tc.edit, tc.cells, c, w, h, g) })
	}
}
