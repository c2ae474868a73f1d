//go:build leakprobe

package host_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/net/netnstest"
	"github.com/labyrinth-game/labyrinth/net/server"
)

// leakProbeBuild: this build's server sends one event code to everyone on
// purpose (net/server's filter_leakprobe.go).
const leakProbeBuild = true

// TestLeakProbe shows that the leak test finds a leak: with the audience
// of one event code widened to everyone in the server's filter, a game of
// the leak test in which that code happens fails its check, naming the
// code. Run it with
//
//	scripts/in-netns.sh go test -tags ci,leakprobe -run TestLeakProbe ./app/host/
//
// (scripts/test.sh does.) TestLeakCheckWidenedEngine shows the same for an
// audience widened in the engine itself.
func TestLeakProbe(t *testing.T) {
	netnstest.Require(t)
	for _, code := range []game.Code{game.Position, game.StartChosen, game.CellTypeOf, game.PlayerWounded, game.NoWall, game.MinePlaced, game.RulesOf} {
		t.Run(string(code), func(t *testing.T) {
			server.SetLeakProbe(code)
			defer server.SetLeakProbe("")
			for seed := uint64(0); seed < 100; seed++ {
				run := playLeakGame(t, seed, seed%2 == 0)
				if !slices.ContainsFunc(run.log, func(e game.Event) bool { return e.Code == code && e.To.Kind != game.ToEveryone }) {
					if len(run.problems) > 0 {
						t.Fatalf("game %d has no %s, yet the check finds:\n%s", seed, code, leakList(run.problems))
					}
					continue
				}
				if !slices.ContainsFunc(run.problems, func(p string) bool { return strings.Contains(p, fmt.Sprintf(`"code":%q`, code)) }) {
					t.Fatalf("game %d: %s sent to everyone, and the check finds %d problems, none about it:\n%s", seed, code, len(run.problems), leakList(run.problems))
				}
				t.Logf("game %d: %d problems, the first: %s", seed, len(run.problems), run.problems[0])
				return
			}
			t.Fatalf("no game had a %s said to fewer than everyone", code)
		})
	}
}
