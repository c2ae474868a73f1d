package maze

import "fmt"

// MaxFileSize is the most bytes a maze file may take, so that readers can
// stop at it (labyrinth validate /dev/zero) instead of reading without
// end.
//
// The largest plan the format describes — 100x100 cells on 10 floors
// (MaxSide, MaxFloors), a ten-character pit token P9999.9999 in every
// cell, every inner side an indestructible wall, every outer side a closed
// exit, on every cell a treasure and a pile of 9999 of each item
// (MaxItemCount), and rules with every option written — takes
// largestCanonical bytes as Encode writes it (TestMaxFileSize builds it).
// The limit is about three times that, so that the same plan laid out by
// another JSON tool (one number a line, four-space indentation: 71 MB)
// still fits.
const MaxFileSize = 80 << 20

// largestCanonical is the size of the plan described above as Encode
// writes it, rounded up to a megabyte.
const largestCanonical = 27 << 20

// ErrTooLarge is Decode's error for more than MaxFileSize bytes, and the
// message readers give when a file goes on past it.
var ErrTooLarge = fmt.Errorf("larger than %d MB, the most a maze file can take (the largest plan, %dx%d cells on %d floors, takes %d MB)",
	MaxFileSize>>20, MaxSide, MaxSide, MaxFloors, largestCanonical>>20)
