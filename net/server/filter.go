//go:build !leakprobe

package server

import "github.com/labyrinth-game/labyrinth/engine/game"

// audienceFilter is the audience filter feed.hear applies: game.Filter,
// nothing more. A test build with the tag leakprobe replaces it with a copy
// that lets one event code through to everyone on purpose
// (filter_leakprobe.go), so that app/host's leak test can show it finds
// such a leak; no other build has that copy.
func audienceFilter(dst, evs []game.Event, viewer int) []game.Event {
	return game.Filter(dst, evs, viewer)
}
