package rules

import "fmt"

// MaxFileSize is the most bytes a rules file may take, so that readers can
// stop at it instead of reading without end. A configuration with every
// option written and a handicap for each of the 16 players a game seats
// (game.MaxPlayers), each named in 100 characters, laid out one value a
// line with four-space indentation, takes largestFile bytes
// (TestMaxFileSize builds it); the limit leaves room for comments' worth
// of white space and longer names.
const MaxFileSize = 64 << 10

// largestFile is the size of the configuration described above, rounded up
// to a kilobyte.
const largestFile = 5 << 10

// ErrTooLarge is the message readers give for a rules file that goes on
// past MaxFileSize.
var ErrTooLarge = fmt.Errorf("larger than %d KB, the most a rules file can take (every option and a handicap for each of 16 players take %d KB)",
	MaxFileSize>>10, largestFile>>10)
