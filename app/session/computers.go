package session

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"

	"github.com/labyrinth-game/labyrinth/app/storage"
	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// Computer is a computer player in a practice game (docs/bots.md): a seat
// after the player's, played by a bot of Level ("beginner", "standard",
// "expert"; app/bot) that hears only what that seat hears.
type Computer struct {
	// Seat is the computer player's seat in turn order (1 and on: the
	// person plays first).
	Seat  int    `json:"seat"`
	Name  string `json:"name"`
	Level string `json:"level"`
	// Seed makes the bot's choices.
	Seed uint64 `json:"seed"`
	// Start is the cell the bot chose on the blank outline (§6.1), its
	// private step before the game: told to the game master alone, like
	// any player's.
	Start maze.Pos `json:"-"`
}

// maxSeats bounds a practice game's seats: the reference's three to six
// people are one game master and at most five players (§1.1); a practice
// game may seat the person and up to five computer players.
const maxSeats = 5

// ComputersExt names the file beside a practice game's journal that says
// which seats computer players play: the journal is the game, this file is
// who sits at it.
const ComputersExt = ".computers"

// ComputersPath is where the computer players of the game saved in
// journal are listed.
func ComputersPath(journal string) string {
	return strings.TrimSuffix(journal, JournalExt) + ComputersExt
}

// computersLimit bounds the file: a handful of seats.
var computersLimit = storage.Limit{Max: 16 << 10, Why: "the most a list of computer players takes"}

// writeComputers saves the list beside the journal, atomically.
func writeComputers(journal string, cs []Computer) error {
	data, err := json.MarshalIndent(struct {
		Computers []Computer `json:"computers"`
	}{cs}, "", "  ")
	if err != nil {
		return err
	}
	return storage.WriteFileAtomic(ComputersPath(journal), append(data, '\n'), 0o644)
}

// ReadComputers lists the computer players of the game saved in journal:
// none when the game has no such file (a game played alone).
func ReadComputers(journal string) ([]Computer, error) {
	path := ComputersPath(journal)
	data, err := storage.ReadFile(path, computersLimit)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var f struct {
		Computers []Computer `json:"computers"`
	}
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	for _, c := range f.Computers {
		if c.Seat < 1 || c.Seat > maxSeats {
			return nil, fmt.Errorf("%s: seat %d: computer players sit in seats 1 to %d", path, c.Seat, maxSeats)
		}
	}
	return f.Computers, nil
}

// removeComputers deletes the list, if any.
func removeComputers(journal string) error {
	if err := os.Remove(ComputersPath(journal)); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}
