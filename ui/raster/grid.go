package raster

import "image"

// Grid places a grid of squares on a picture: squares of C x C pixels,
// the top-left corner of square (0,0) at pixel (OX, OY). Squares have any
// sign: the grid goes on past the picture's edges in every direction.
type Grid struct {
	C, OX, OY int
}

// Square is the pixels of square (x, y).
func (g Grid) Square(x, y int) image.Rectangle {
	x0, y0 := g.OX+x*g.C, g.OY+y*g.C
	return image.Rect(x0, y0, x0+g.C, y0+g.C)
}

// SquareAt is the square holding pixel (px, py).
func (g Grid) SquareAt(px, py int) (x, y int) {
	return FloorDiv(px-g.OX, g.C), FloorDiv(py-g.OY, g.C)
}

// Pixels is the rectangle of pixels that a rectangle of squares covers.
func (g Grid) Pixels(squares image.Rectangle) image.Rectangle {
	return image.Rect(g.OX+squares.Min.X*g.C, g.OY+squares.Min.Y*g.C, g.OX+squares.Max.X*g.C, g.OY+squares.Max.Y*g.C)
}

// FloorDiv is a / b rounded down, where Go's / rounds towards zero: the
// square of a pixel left of or above the grid's origin is negative.
func FloorDiv(a, b int) int {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}
