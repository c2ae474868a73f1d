package maze

import "fmt"

// Pos is a cell position: column X and row Y counted from the top-left
// corner, and the floor (0 in single-floor labyrinths).
type Pos struct {
	X, Y  int
	Floor int
}

// At returns the position of column x, row y on the first floor.
func At(x, y int) Pos { return Pos{X: x, Y: y} }

// Step returns the neighbouring position in direction d (which may lie
// outside the grid).
func (p Pos) Step(d Dir) Pos {
	return Pos{X: p.X + d.DX(), Y: p.Y + d.DY(), Floor: p.Floor}
}

// String prints the position the way people read it: 1-based, "(3,4)", with
// the floor appended only above the first floor.
func (p Pos) String() string {
	if p.Floor != 0 {
		return fmt.Sprintf("(%d,%d) floor %d", p.X+1, p.Y+1, p.Floor+1)
	}
	return fmt.Sprintf("(%d,%d)", p.X+1, p.Y+1)
}

// Dir is one of the four directions of the plan.
type Dir uint8

// The directions. NoDir is the zero value: "no direction".
const (
	NoDir Dir = iota
	Up
	Right
	Down
	Left
)

// Dirs lists the four directions in a fixed order.
var Dirs = [4]Dir{Up, Right, Down, Left}

var dirNames = [...]string{NoDir: "", Up: "up", Right: "right", Down: "down", Left: "left"}

func (d Dir) String() string {
	if int(d) < len(dirNames) {
		return dirNames[d]
	}
	return fmt.Sprintf("Dir(%d)", uint8(d))
}

// Valid reports whether d is one of the four directions.
func (d Dir) Valid() bool { return d >= Up && d <= Left }

// DX is the column change of one step in direction d.
func (d Dir) DX() int {
	switch d {
	case Right:
		return 1
	case Left:
		return -1
	}
	return 0
}

// DY is the row change of one step in direction d (rows grow downwards).
func (d Dir) DY() int {
	switch d {
	case Down:
		return 1
	case Up:
		return -1
	}
	return 0
}

// Opposite returns the reverse direction.
func (d Dir) Opposite() Dir {
	switch d {
	case Up:
		return Down
	case Down:
		return Up
	case Left:
		return Right
	case Right:
		return Left
	}
	return NoDir
}

// ParseDir reads "up", "right", "down" or "left" (also "u", "r", "d", "l").
func ParseDir(s string) (Dir, bool) {
	switch s {
	case "up", "u":
		return Up, true
	case "right", "r":
		return Right, true
	case "down", "d":
		return Down, true
	case "left", "l":
		return Left, true
	}
	return NoDir, false
}
