package wire

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/quote"
)

// Token is a seat's secret: 128 random bits that the host hands to the
// player who claims the seat, and that take the seat back after a lost
// connection or a restarted host. On the wire it is 32 lowercase
// hexadecimal digits.
type Token [16]byte

// NewToken draws a token from crypto/rand.
func NewToken() (Token, error) {
	var t Token
	if _, err := rand.Read(t[:]); err != nil {
		return Token{}, fmt.Errorf("drawing a seat token: %w", err)
	}
	return t, nil
}

// ParseToken reads a token's 32 hexadecimal digits.
func ParseToken(s string) (Token, error) {
	var t Token
	if len(s) != 2*len(t) {
		return Token{}, fmt.Errorf("a token has %d hexadecimal digits, not %d", 2*len(t), len(s))
	}
	if _, err := hex.Decode(t[:], []byte(s)); err != nil {
		return Token{}, errors.New("a token has only hexadecimal digits 0-9 and a-f")
	}
	return t, nil
}

// String writes the token as on the wire. Tokens are secrets: never log
// them.
func (t Token) String() string { return hex.EncodeToString(t[:]) }

// IsZero reports whether t is the zero token, which no seat has.
func (t Token) IsZero() bool { return t == Token{} }

// Equal compares two tokens in constant time, so that how long a refusal
// takes tells nothing about how much of a guessed token was right.
func (t Token) Equal(u Token) bool { return subtle.ConstantTimeCompare(t[:], u[:]) == 1 }

// MarshalText writes the token's hexadecimal digits.
func (t Token) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// UnmarshalText reads the token's hexadecimal digits.
func (t *Token) UnmarshalText(b []byte) error {
	u, err := ParseToken(string(b))
	if err != nil {
		return err
	}
	*t = u
	return nil
}

// Cell is a position on the wire: 1-based [x, y], or [x, y, floor] above
// the first floor, as in events and journals.
type Cell maze.Pos

// MarshalJSON writes [x, y] or [x, y, floor], 1-based.
func (c Cell) MarshalJSON() ([]byte, error) {
	if c.Floor != 0 {
		return json.Marshal([]int{c.X + 1, c.Y + 1, c.Floor + 1})
	}
	return json.Marshal([]int{c.X + 1, c.Y + 1})
}

// UnmarshalJSON reads [x, y] or [x, y, floor] within the largest plan.
func (c *Cell) UnmarshalJSON(b []byte) error {
	var v []int
	if err := json.Unmarshal(b, &v); err != nil {
		return errors.New("a cell is [x, y] or [x, y, floor]")
	}
	if len(v) != 2 && len(v) != 3 {
		return fmt.Errorf("a cell is [x, y] or [x, y, floor], not %d numbers", len(v))
	}
	if v[0] < 1 || v[0] > maze.MaxSide || v[1] < 1 || v[1] > maze.MaxSide {
		return fmt.Errorf("cell [%d, %d]: x and y are 1 to %d", v[0], v[1], maze.MaxSide)
	}
	p := maze.Pos{X: v[0] - 1, Y: v[1] - 1}
	if len(v) == 3 {
		if v[2] < 1 || v[2] > maze.MaxFloors {
			return fmt.Errorf("cell floor %d: floors are 1 to %d", v[2], maze.MaxFloors)
		}
		p.Floor = v[2] - 1
	}
	*c = Cell(p)
	return nil
}

// SeatState is whether a seat is free, held by a connected player, or
// held by a player whose connection is gone.
type SeatState string

// Seat states.
const (
	Free      SeatState = "free"
	Connected SeatState = "connected"
	Away      SeatState = "away"
)

// Seat is one seat as everyone may see it.
type Seat struct {
	Seat  int       `json:"seat"`
	Name  string    `json:"name,omitempty"`
	State SeatState `json:"state"`
}

// MaxNameLength is the most characters of a player's name (the limit of
// engine/script: a name is said in every announcement about him).
const MaxNameLength = 40

// CheckName reports why name cannot be a player's name: it must be one
// word of 1 to MaxNameLength characters, without spaces, punctuation the
// move language uses (":,()"), quotes, or control and format characters.
func CheckName(name string) error {
	switch {
	case name == "":
		return errors.New("a player's name cannot be empty")
	case !utf8.ValidString(name):
		return fmt.Errorf("the name %s is not valid UTF-8", quote.Short(name))
	case utf8.RuneCountInString(name) > MaxNameLength:
		return fmt.Errorf("the name %s has %d characters; a name has at most %d", quote.Short(name), utf8.RuneCountInString(name), MaxNameLength)
	case strings.IndexFunc(name, unicode.IsSpace) >= 0:
		return fmt.Errorf("the name %s has a space: a name is one word", quote.Short(name))
	case strings.ContainsAny(name, ":,()\"“”"):
		return fmt.Errorf("the name %s has one of :,()\" which the move language uses", quote.Short(name))
	case strings.IndexFunc(name, func(r rune) bool { return unicode.IsControl(r) || unicode.Is(unicode.Cf, r) }) >= 0:
		return fmt.Errorf("the name %s has a control or format character", quote.Short(name))
	}
	return nil
}
