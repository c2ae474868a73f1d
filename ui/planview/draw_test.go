package planview

import (
	"fmt"
	"image"
	"image/color"
	"math/rand/v2"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/ui/raster"
	"github.com/labyrinth-game/labyrinth/ui/raster/rastertest"
)

// TestDrawsEveryMaze draws plans of every shape and content at many cell
// sizes: nothing may panic, whatever the plan, and the picture has the
// expected size.
func TestDrawsEveryMaze(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	allOutside := maze.MustNew(3, 3)
	for i := range allOutside.Len() {
		allOutside.SetCell(allOutside.PosOf(i), maze.Cell{Kind: maze.Outside})
	}
	odd := maze.MustNew(4, 2)
	odd.SetCell(maze.At(0, 0), maze.Cell{Kind: maze.River})                // no flow
	odd.SetCell(maze.At(1, 0), maze.Cell{Kind: maze.Pit, Loop: -3})        // negative loop
	odd.SetCell(maze.At(2, 0), maze.Cell{Kind: maze.Kind(200)})            // unknown kind
	odd.SetCell(maze.At(3, 0), maze.Cell{Kind: maze.River, Flow: maze.Up}) // flows off the grid
	odd.Treasures = []maze.Treasure{{At: maze.Pos{X: 9, Y: 9}}, {At: maze.Pos{X: 1, Y: 1, Floor: 5}}}
	odd.Piles = []maze.Pile{{At: maze.At(1, 1)}, {At: maze.Pos{X: -1, Y: 0}, Items: maze.Items{Bullets: 1}}}
	// Version 2's things off the grid, of no kind, or walking off it.
	odd.Keys = []maze.Pos{{X: -3, Y: 1}, {X: 1, Y: 1}, {X: 1, Y: 1}}
	odd.Creatures = []maze.Creature{
		{At: maze.At(0, 1), Path: []maze.Dir{maze.Left, maze.Left, maze.Up}},
		{Kind: maze.Bear, At: maze.Pos{X: 50, Y: 50}, Path: []maze.Dir{maze.Down}},
		{Kind: maze.Leprechaun, At: maze.At(3, 1), Mimic: true, Path: []maze.Dir{maze.NoDir, maze.Right}},
	}
	odd.SetCell(maze.At(2, 1), maze.Cell{Kind: maze.Weaponry, Stock: maze.AllGoods})

	cases := []struct {
		name string
		m    *maze.Maze
	}{
		{"smallest 2x2", maze.MustNew(2, 2)},
		{"every kind, side and mark", kitchenSink()},
		{"broken values", odd},
		{"all outside the shape", allOutside},
		{"random 7x5 full", randomMaze(r, 7, 5, 1, 0, 0.4, 0.5)},
		{"random 9x9 with holes", randomMaze(r, 9, 9, 1, 0.3, 0.3, 0.4)},
		{"random 6x6 mostly holes", randomMaze(r, 6, 6, 1, 0.8, 0.5, 0.5)},
		{"random 12x4, three floors", randomMaze(r, 12, 4, 3, 0.1, 0.3, 0.3)},
		{"random 100x100", randomMaze(r, 100, 100, 1, 0.05, 0.4, 0.15)},
		{"wide 100x2", randomMaze(r, 100, 2, 1, 0.1, 0.4, 0.3)},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			sizes := []int{1, 2, 5, 8, 13, 24, 61}
			if tc.m.Width() >= 100 {
				sizes = []int{1, 4, 9}
			}
			for f := range tc.m.Floors() {
				for _, c := range sizes {
					for _, th := range []fyne.Theme{rastertest.Light, rastertest.Dark} {
						img := Image(tc.m, ImageOptions{Floor: f, CellSize: c, Theme: th})
						want := image.Rect(0, 0, (tc.m.Width()+2)*c, (tc.m.Height()+2)*c)
						if img.Rect != want {
							t.Fatalf("floor %d, cell %d: image %v, want %v", f, c, img.Rect, want)
						}
					}
				}
			}
		})
	}
	if img := Image(nil, ImageOptions{}); img.Rect.Empty() {
		t.Error("no maze: want an empty picture, got none")
	}
}

// TestDrawsEveryMazeInTheWidget shows random plans in a window at extreme
// zooms, pans and floors, with every overlay on.
func TestDrawsEveryMazeInTheWidget(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	v, w := showView(t, nil, rastertest.Light, fyne.NewSize(300, 200))
	capture(w) // an empty view draws too
	for i := range 12 {
		m := randomMaze(r, 2+r.IntN(30), 2+r.IntN(30), 1+r.IntN(3), r.Float64()*0.5, r.Float64(), r.Float64())
		v.SetMaze(m)
		v.SetFloor(r.IntN(m.Floors()))
		v.SetPitLinks(true)
		heat := make([]float64, m.Len())
		for j := range heat {
			heat[j] = r.Float64()*1.4 - 0.2 // out of range values are clamped
		}
		v.SetHeat(heat)
		cells := []maze.Pos{{X: 0, Y: 0}, {X: m.Width() - 1, Y: m.Height() - 1, Floor: m.Floors() - 1}, {X: -5, Y: 99}}
		v.SetProblems(cells)
		v.SetPreview(Preview{Cells: cells, Edges: []maze.Side{{At: cells[0], Dir: maze.Right}, {At: cells[2], Dir: maze.Up}}})
		v.SetPaths(Path{Cells: cells}, Path{})
		v.SetTokens(Token{At: cells[0], Label: "A"}, Token{At: cells[0], Label: "BB"}, Token{At: cells[2]})
		for _, zoom := range []float32{0, 1, 5, 1000} {
			v.SetCellSize(zoom)
			v.Pan(float32(r.IntN(2000)-1000), float32(r.IntN(2000)-1000))
			if img := capture(w); img.Bounds().Dx() != 300 {
				t.Fatalf("maze %d: captured %v", i, img.Bounds())
			}
		}
		v.Fit()
		capture(w)
	}
}

// TestCellColours checks that each kind is painted in its colour, that
// positions outside the shape are hatched, and that walls are painted
// across the side they stand on.
func TestCellColours(t *testing.T) {
	const c = 24
	m := kitchenSink()
	pal := NewPalette(rastertest.Light, theme.VariantLight)
	img := Image(m, ImageOptions{CellSize: c, Theme: rastertest.Light})
	at := func(x, y, dx, dy int) color.NRGBA {
		return nrgba(img.At((x+1)*c+dx, (y+1)*c+dy))
	}
	for _, tc := range []struct {
		name string
		x, y int
		kind maze.Kind
	}{
		{"§4.1 land", 1, 0, maze.Land},
		{"§4.2 hospital", 1, 1, maze.Hospital},
		{"§4.3 weaponry", 2, 1, maze.Weaponry},
		{"§4.4 pit (around the disc)", 5, 1, maze.Pit},
		{"§4.5 river", 1, 4, maze.River},
		{"§4.5 delta", 4, 4, maze.Delta},
		{"§4.7 encephalitis", 6, 4, maze.Encephalitis},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := m.Kind(maze.At(tc.x, tc.y)); got != tc.kind {
				t.Fatalf("test maze: (%d,%d) is %v", tc.x+1, tc.y+1, got)
			}
			if got, want := at(tc.x, tc.y, 4, c-5), pal.KindFill(tc.kind); got != want {
				t.Errorf("colour %v, want %v", got, want)
			}
		})
	}
	t.Run("outside the shape is hatched", func(t *testing.T) {
		hatch, bg := 0, 0
		for dy := range c {
			for dx := range c {
				switch at(3, 3, dx, dy) {
				case pal.Hatch:
					hatch++
				case pal.Background:
					bg++
				}
			}
		}
		if hatch == 0 || bg == 0 {
			t.Errorf("hole (4,4): %d hatch and %d background pixels, want both", hatch, bg)
		}
	})
	for _, tc := range []struct {
		name   string
		x, y   int // a pixel on the side's line, relative to the cell's corner
		cx, cy int
		want   color.NRGBA
	}{
		{"§1.4 destructible wall", 0, 0, c, c / 2, pal.Wall},
		{"§1.4 indestructible wall", 0, 1, c / 2, c, pal.Solid},
		{"§1.4 monolith", 0, 3, 0, c / 2, pal.Solid},
		{"§1.4 open side", 2, 2, c / 2, c, pal.Grid},
		{"§1.4 open exit is a gap", 0, 2, 0, c / 2, pal.KindFill(maze.Land)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := at(tc.x, tc.y, tc.cx, tc.cy); got != tc.want {
				t.Errorf("(%d,%d)+(%d,%d): colour %v, want %v", tc.x+1, tc.y+1, tc.cx, tc.cy, got, tc.want)
			}
		})
	}
}

// TestThemesDiffer checks that the dark palette is dark and that every
// kind keeps a colour of its own in both themes.
func TestThemesDiffer(t *testing.T) {
	for _, tc := range []struct {
		name string
		th   fyne.Theme
		v    fyne.ThemeVariant
		dark bool
	}{{"light", rastertest.Light, theme.VariantLight, false}, {"dark", rastertest.Dark, theme.VariantDark, true}} {
		t.Run(tc.name, func(t *testing.T) {
			p := NewPalette(tc.th, tc.v)
			if p.Dark != tc.dark {
				t.Errorf("Dark = %v", p.Dark)
			}
			seen := map[color.NRGBA]maze.Kind{}
			for _, k := range []maze.Kind{maze.Outside, maze.Land, maze.Hospital, maze.Weaponry, maze.River, maze.Delta, maze.Encephalitis, maze.Swamp, maze.Casino, maze.Elevator} {
				if other, ok := seen[p.Fill[k]]; ok {
					t.Errorf("%v and %v share the colour %v", k, other, p.Fill[k])
				}
				seen[p.Fill[k]] = k
			}
			if p.Wall == p.Solid || p.OpenExit == p.ClosedExit || p.TreasureTrue == p.TreasureFake {
				t.Error("walls, exits or treasures cannot be told apart")
			}
			// Version 2: a door, a window's glass, the Key and the two
			// creatures each stand out from the walls and from each other.
			marks := map[color.NRGBA]string{p.Wall: "wall", p.Solid: "indestructible wall", p.Background: "background", p.Fill[maze.Land]: "land"}
			for _, mk := range []struct {
				name string
				c    color.NRGBA
			}{{"door", p.Door}, {"glass", p.Glass}, {"key", p.Key}, {"bear", p.Bear}, {"leprechaun", p.Leprechaun}} {
				if other, ok := marks[mk.c]; ok {
					t.Errorf("%s and %s share the colour %v", mk.name, other, mk.c)
				}
				if raster.Dist(mk.c, p.Fill[maze.Land]) < 60 {
					t.Errorf("%s %v is hard to see on land %v", mk.name, mk.c, p.Fill[maze.Land])
				}
				marks[mk.c] = mk.name
			}
		})
	}
}

func ExampleImage() {
	m := maze.MustNew(5, 4)
	m.SetCell(maze.At(2, 1), maze.Cell{Kind: maze.Hospital})
	img := Image(m, ImageOptions{CellSize: 20})
	fmt.Println(img.Bounds().Dx(), "x", img.Bounds().Dy())
	// Output: 140 x 120
}
