package maze

import "fmt"

// MaxFileSize is the most bytes a maze file may take, so that readers can
// stop at it (labyrinth validate /dev/zero) instead of reading without
// end.
//
// The largest plan the format describes — 100x100 cells on 10 floors
// (MaxSide, MaxFloors), every cell a weaponry with every good in its
// stock, every inner side an indestructible wall with a window, every
// outer side a locked closed exit, a staircase up from every cell below
// the top floor, on every cell a treasure and a pile of 9999 of each item
// (MaxItemCount), MaxKeys Keys, MaxCreatures creatures of MaxPath steps
// each, and rules with every option written — takes largestCanonical
// bytes as Encode writes it (TestMaxFileSize builds it). The limit leaves
// room for the same plan laid out by another JSON tool with one number a
// line and tabs for indentation (72 MB). The largest plan of version 1
// (a pit token P9999.9999 in every cell, and nothing of version 2) takes
// 27 MB, and 71 MB indented with four spaces.
const MaxFileSize = 80 << 20

// largestCanonical is the size of the plan described above as Encode
// writes it, rounded up to a megabyte.
const largestCanonical = 49 << 20

// ErrTooLarge is Decode's error for more than MaxFileSize bytes, and the
// message readers give when a file goes on past it.
var ErrTooLarge = fmt.Errorf("larger than %d MB, the most a maze file can take (the largest plan, %dx%d cells on %d floors, takes %d MB)",
	MaxFileSize>>20, MaxSide, MaxSide, MaxFloors, largestCanonical>>20)
