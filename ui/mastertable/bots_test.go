package mastertable

import (
	"strings"
	"testing"

	apphost "github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/net/testgame"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// "Add a computer player" in the lobby seats a bot in a free seat, under
// a name nobody has; with the last seat taken the game is made, and the
// bot chooses its start and plays its turns like the friend beside it.
func TestTheLobbyAddsAComputerPlayer(t *testing.T) {
	h := hostGame(t, apphost.HumanMaster, 3, rules.Reference())
	s, _ := open(t, h)
	join(t, h, "Ann")
	waitTable(t, s, "Ann", func(tb apphost.Table) bool { return tb.Seats[0].Presence == wire.Connected })
	s.lobby.bots.level.SetSelected("Expert")
	tap(t, s, "Add a computer player")
	waitTable(t, s, "the computer player", func(tb apphost.Table) bool { return tb.Seats[1].Presence == wire.Connected })
	if name := s.tb.Seats[1].Name; name != "ExpertBot" {
		t.Fatalf("the computer player is called %q", name)
	}
	if msg := s.lobby.bots.msg; !strings.Contains(strings.Join(texts(s), " "), "Playing here: ExpertBot (expert)") {
		t.Fatalf("the lobby says %v", msg)
	}
	tap(t, s, "Add a computer player")
	waitTable(t, s, "the second computer player", func(tb apphost.Table) bool { return tb.Stage != apphost.StageLobby })
	if name := s.tb.Seats[2].Name; name != "ExpertBot2" {
		t.Fatalf("the second computer player is called %q", name)
	}
	if !s.lobby.bots.add.Disabled() {
		t.Fatal("no seat is free: no more computer players")
	}
	// The game is made: the computer players choose their starts (§6.1).
	testgame.WaitFor(t, "the computer players' starts", func() bool {
		tb := h.Table()
		return tb.Seats[1].Chose && tb.Seats[2].Chose
	})
	var events int
	for _, e := range h.Events(0, 1<<30) {
		if e.Code == game.StartChosen && e.Player > 0 {
			events++
		}
	}
	if events != 2 {
		t.Fatalf("%d start choices of computer players", events)
	}
}
