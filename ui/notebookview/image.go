package notebookview

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"fyne.io/fyne/v2"
	"golang.org/x/image/vector"

	"github.com/labyrinth-game/labyrinth/app/notebook"
	"github.com/labyrinth-game/labyrinth/ui/raster"
)

// ImageOptions choose how Image draws a sheet.
type ImageOptions struct {
	// CellSize is a cell's side in pixels; 0 means 32. A sheet too large
	// for MaxImageSide pixels a side is drawn with smaller cells (down to
	// one pixel; beyond that, only the part around the cursor).
	CellSize int
	// Margin is how many cells of paper surround the drawing; 0 means 1,
	// a negative value none.
	Margin int
	// Theme and Variant give the colours and the font; a nil Theme is
	// Fyne's default theme.
	Theme   fyne.Theme
	Variant fyne.ThemeVariant
	// Tokens adds the players' trails and tokens, drawn as the view draws
	// them over the sheet.
	Tokens bool
	// Outline is the labyrinth's outline for a sheet drawn in the plan's
	// coordinates (View.SetOutline): drawn as the view draws it, and the
	// picture takes all of it in.
	Outline notebook.Outline
}

// MaxImageSide bounds Image's pictures, in pixels.
const MaxImageSide = 8192

// Image draws a sheet of a notebook — everything drawn on it, with a
// margin of paper — exactly as the view draws it (without the cursor and
// other overlays): for exporting a sheet as a PNG and for looking at one in
// tests. An empty sheet gives a few cells of paper around its cursor; an
// unknown sheet, a small blank picture.
func Image(n *notebook.Notebook, id notebook.SheetID, opt ImageOptions) *image.RGBA {
	c := opt.CellSize
	if c <= 0 {
		c = 32
	}
	margin := opt.Margin
	if margin == 0 {
		margin = 1
	}
	margin = max(0, margin)
	var s *notebook.Sheet
	if n != nil {
		s = n.Sheet(id)
	}
	if s == nil {
		return image.NewRGBA(image.Rect(0, 0, 2*c, 2*c))
	}
	lo, hi, ok := s.Bounds()
	if !ok {
		lo, hi = s.Cursor().Add(notebook.Offset{DX: -1, DY: -1}), s.Cursor().Add(notebook.Offset{DX: 1, DY: 1})
	}
	if !opt.Outline.Empty() {
		w, h := opt.Outline.Size()
		lo = notebook.At(min(lo.X, 0), min(lo.Y, 0))
		hi = notebook.At(max(hi.X, w-1), max(hi.Y, h-1))
	}
	lo = notebook.At(lo.X-margin, lo.Y-margin)
	hi = notebook.At(hi.X+margin, hi.Y+margin)
	// Too wide even at one pixel a cell (marks strewn far apart): the
	// part around the cursor.
	clampSpan := func(lo, hi, cur int) (int, int) {
		if hi-lo+1 <= MaxImageSide {
			return lo, hi
		}
		lo = max(lo, min(cur-MaxImageSide/2, hi-MaxImageSide+1))
		return lo, lo + MaxImageSide - 1
	}
	lo.X, hi.X = clampSpan(lo.X, hi.X, s.Cursor().X)
	lo.Y, hi.Y = clampSpan(lo.Y, hi.Y, s.Cursor().Y)
	w, h := hi.X-lo.X+1, hi.Y-lo.Y+1
	if big := max(w, h) * c; big > MaxImageSide {
		c = max(1, MaxImageSide/max(w, h))
	}
	pal := NewPalette(opt.Theme, opt.Variant)
	var sc sheetCache
	sc.setup(s, pal, opt.Theme, c)
	sc.p.outline = opt.Outline
	g := raster.Grid{C: c, OX: -lo.X * c, OY: -lo.Y * c}
	img := sc.render(w*c, h*c, g)
	if opt.Tokens {
		drawTokens(img, n, s, pal, &sc.p, g)
	}
	return img
}

// drawTokens draws trails and tokens into an exported picture, shaped as
// the view's overlays.
func drawTokens(img *image.RGBA, n *notebook.Notebook, s *notebook.Sheet, pal Palette, p *painter, g raster.Grid) {
	cell := float32(g.C)
	centre := func(c notebook.Cell) (float32, float32) {
		return float32(g.OX) + (float32(c.X)+0.5)*cell, float32(g.OY) + (float32(c.Y)+0.5)*cell
	}
	players := s.TrailPlayers()
	width := max(2, cell*0.09)
	for i, pl := range players {
		trail := s.Trail(pl)
		if len(trail) == 0 {
			continue
		}
		shift := (float32(i) - float32(len(players)-1)/2) * max(2, cell*0.1)
		z := vector.NewRasterizer(img.Rect.Dx(), img.Rect.Dy())
		runs := []notebook.Cell{trail[0]}
		for j := 1; j < len(trail); j++ {
			a, b := trail[j-1], trail[j]
			if abs(a.X-b.X)+abs(a.Y-b.Y) != 1 {
				if a != b {
					runs = append(runs, b)
				}
				continue
			}
			x0, y0 := centre(a)
			x1, y1 := centre(b)
			quad(z, x0+shift, y0+shift, x1+shift, y1+shift, width)
		}
		z.Draw(img, img.Rect, image.NewUniform(premulAlpha(pal.Seat(pl), 0xb8)), image.Point{})
		for _, start := range runs {
			x, y := centre(start)
			disc(img, x+shift, y+shift, width*1.7, pal.Seat(pl))
			disc(img, x+shift, y+shift, width, pal.Paper)
		}
	}
	names := n.Players()
	d := max(14, min(30, cell*0.62))
	byCell := map[notebook.Cell][]int{}
	tokens := s.Tokens()
	for i, t := range tokens {
		byCell[t.At] = append(byCell[t.At], i)
	}
	for i, t := range tokens {
		x, y := centre(t.At)
		if mates := byCell[t.At]; len(mates) > 1 {
			k := 0
			for j, m := range mates {
				if m == i {
					k = j
				}
			}
			a := 2*math.Pi*float64(k)/float64(len(mates)) - math.Pi/2
			rad := float64(cell) * 0.24
			x += float32(rad * math.Cos(a))
			y += float32(rad * math.Sin(a))
		}
		col := pal.Seat(t.Player)
		ring, rw := pal.Paper, float32(1.5)
		if t.Player == n.Seat() {
			ring, rw = pal.Ink, max(2, d*0.12)
		}
		disc(img, x, y, d/2+rw/2, ring)
		disc(img, x, y, d/2-rw/2, col)
		label := initials(t.Player, names)
		size := d * 0.5
		if len([]rune(label)) > 1 {
			size = d * 0.4
		}
		ink := white
		if raster.Luminance(col) > 0.6 {
			ink = black
		}
		raster.DrawText(img, img.Rect, p.fonts.Size(int(size)), label, int(x), int(y), image.NewUniform(raster.Premul(ink)))
	}
}

func premulAlpha(c color.NRGBA, a uint8) color.RGBA { return raster.Premul(raster.WithAlpha(c, a)) }

// quad adds a segment of width w to the rasterizer.
func quad(z *vector.Rasterizer, x0, y0, x1, y1, w float32) {
	dx, dy := x1-x0, y1-y0
	n := float32(math.Hypot(float64(dx), float64(dy)))
	if n == 0 {
		return
	}
	nx, ny := -dy/n*w/2, dx/n*w/2
	z.MoveTo(x0+nx, y0+ny)
	z.LineTo(x1+nx, y1+ny)
	z.LineTo(x1-nx, y1-ny)
	z.LineTo(x0-nx, y0-ny)
	z.ClosePath()
}

// disc paints a filled circle.
func disc(img *image.RGBA, cx, cy, r float32, col color.NRGBA) {
	if r <= 0 {
		return
	}
	b := image.Rect(int(cx-r)-1, int(cy-r)-1, int(cx+r)+2, int(cy+r)+2).Intersect(img.Rect)
	if b.Empty() {
		return
	}
	z := vector.NewRasterizer(b.Dx(), b.Dy())
	const k = 40
	for i := range k {
		a := 2 * math.Pi * float64(i) / k
		x := cx - float32(b.Min.X) + r*float32(math.Cos(a))
		y := cy - float32(b.Min.Y) + r*float32(math.Sin(a))
		if i == 0 {
			z.MoveTo(x, y)
		} else {
			z.LineTo(x, y)
		}
	}
	z.ClosePath()
	m := image.NewAlpha(image.Rect(0, 0, b.Dx(), b.Dy()))
	z.Draw(m, m.Rect, image.Opaque, image.Point{})
	draw.DrawMask(img, b, image.NewUniform(raster.Premul(col)), image.Point{}, m, image.Point{}, draw.Over)
}
