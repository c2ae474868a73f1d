//go:build leakprobe

package server

import (
	"sync"

	"github.com/labyrinth-game/labyrinth/engine/game"
)

// This file exists only in test builds with the tag leakprobe: it widens
// the audience of one event code to everyone, the kind of mistake the leak
// test of app/host (TestLeakProbe) must catch. Never build a host with it.

var probe struct {
	sync.Mutex
	code game.Code
}

// SetLeakProbe makes every server of this build send events of code to
// every connection, whatever their audience ("" for none). Set it before
// a server starts.
func SetLeakProbe(code game.Code) {
	probe.Lock()
	probe.code = code
	probe.Unlock()
}

func audienceFilter(dst, evs []game.Event, viewer int) []game.Event {
	probe.Lock()
	widened := probe.code
	probe.Unlock()
	for _, e := range evs {
		if e.To.Includes(viewer) || (widened != "" && e.Code == widened) {
			dst = append(dst, e)
		}
	}
	return dst
}
