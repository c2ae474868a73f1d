package wire

// Stand-ins for what Part A of issue 10 adds to engine/game (typed
// refusals, a spectator viewer, the public facts and state of a game).
// Everything here is marked TODO(part A): at the merge, PublicInfo and
// PublicState become aliases of game.PublicInfo and game.PublicState,
// Spectator becomes game.Spectator, and RefusalOf reads *game.Refusal.

import (
	"errors"

	"github.com/labyrinth-game/labyrinth/engine/moves"
)

// PublicInfo is what everyone may know about the game from the start.
//
// TODO(part A): type PublicInfo = game.PublicInfo.
type PublicInfo struct {
	Names []string `json:"names"`
}

// PublicState is the state of the game as announced to everyone.
//
// TODO(part A): type PublicState = game.PublicState.
type PublicState struct {
	Phase string `json:"phase"`
	Round int    `json:"round"`
	Turn  int    `json:"turn"`
}

// Spectator is the viewer number of a spectator for game.Filter: it hears
// only what is said to everyone.
//
// TODO(part A): const Spectator = game.Spectator.
const Spectator = -2

// RefusalOf is the refusal the game's error err means for the player of
// seat player.
func RefusalOf(err error, player int) *Refusal {
	// TODO(part A): var r *game.Refusal; if errors.As(err, &r) { return
	// &Refusal{Code: string(r.Code), Player: r.Player, Message: r.Error()} }
	code := "refused"
	var pe *moves.ParseError
	if errors.As(err, &pe) {
		code = "parse_error"
	}
	return &Refusal{Code: code, Player: player, Message: err.Error()}
}
