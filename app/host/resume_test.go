package host_test

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/engine/script"
	"github.com/labyrinth-game/labyrinth/net/client"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// reconnected waits until every client is back in its seat on the host
// and the host sees them all.
func reconnected(t *testing.T, h *host.Host, clients ...*client.Client) {
	t.Helper()
	waitFor(t, "the clients back", func() bool {
		for _, c := range clients {
			if !c.Status().Connected || c.Hello().Instance == "" {
				return false
			}
		}
		st := h.Status()
		connected := 0
		for _, s := range st.Presence.Seats {
			if s.State == wire.Connected {
				connected++
			}
		}
		return connected+st.Presence.Spectators == len(clients)
	})
}

// finish plays the rest of the sample and checks that the game and what
// every client heard are those of the uninterrupted game.
func finish(t *testing.T, h *host.Host, players []*client.Client, watcher *client.Client, rest []script.Line) {
	t.Helper()
	play(t, players, rest)
	all := h.MasterEvents(0)
	sameLog(t, "the resumed game", all, uninterrupted(t, rules.Reference()))
	everyoneHeard(t, all, players, watcher)
}

// TestResumeMidGame: the host stops in the middle of the game and is
// resumed from its journal on the same port; the clients take their seats
// back by themselves, lose nothing, and the game ends as the
// uninterrupted one does.
func TestResumeMidGame(t *testing.T) {
	cfg := config(t)
	h1 := start(t, cfg)
	addr := h1.Addr().String()
	watcher := dial(t, addr, client.Config{Spectate: true})
	players := []*client.Client{dial(t, addr, client.Config{Name: "Ann"}), dial(t, addr, client.Config{Name: "Bob"})}
	lines := sample(t)
	play(t, players, lines[:8]) // through Bob's secret new cell
	first := players[0].Hello().Instance

	if err := h1.Close(); err != nil {
		t.Fatal(err)
	}
	h2 := resume(t, h1.JournalPath(), host.ResumeConfig{})
	if h2.Port() != h1.Port() || h2.Name() != h1.Name() {
		t.Fatalf("resumed on port %d as %q, want %d and %q", h2.Port(), h2.Name(), h1.Port(), h1.Name())
	}
	reconnected(t, h2, append(players, watcher)...)
	if players[0].Hello().Instance == first {
		t.Fatal("the clients did not reconnect to the new host")
	}
	finish(t, h2, players, watcher, lines[8:])
}

// TestResumeLobby: claims and their tokens survive a restart in the lobby.
// Ann's claim is on disk once she holds her seat; the resumed host keeps
// her seat for her, her client takes it back with its token by itself, a
// wrong token is refused, and Bob's claim then makes the game.
func TestResumeLobby(t *testing.T) {
	cfg := config(t)
	h1 := start(t, cfg)
	addr := h1.Addr().String()
	ann := dial(t, addr, client.Config{Name: "Ann"})
	ticket, _ := ann.Ticket()
	state, err := os.ReadFile(host.StatePath(h1.JournalPath()))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(state), `{"claim":0,"name":"Ann","token":"`+ticket.Token.String()+`"}`) {
		t.Fatalf("Ann holds her seat, but the host state does not say so:\n%s", state)
	}
	if info, err := os.Stat(host.StatePath(h1.JournalPath())); err != nil || info.Mode().Perm() != 0o600 {
		t.Errorf("the host state holds tokens: its permissions are %v, want 0600 (%v)", info.Mode().Perm(), err)
	}
	if _, err := os.Stat(h1.JournalPath()); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("a journal before the game is made: %v", err)
	}
	h1.Close()

	h2 := resume(t, h1.JournalPath(), host.ResumeConfig{})
	reconnected(t, h2, ann)
	if s := h2.Status().Presence.Seats[0]; s.Name != "Ann" || s.State != wire.Connected {
		t.Fatalf("Ann's seat after the restart: %+v", s)
	}
	wrong := ticket
	wrong.Token[0] ^= 1
	if _, err := client.Dial(t.Context(), client.Config{Addr: addr, Ticket: &wrong}); !errors.Is(err, &wire.Error{Code: wire.CodeBadToken}) {
		t.Fatalf("a wrong token: %v, want bad_token", err)
	}
	bob := dial(t, addr, client.Config{Name: "Bob"})
	if bob.Seat() != 1 {
		t.Fatalf("Bob sits on seat %d, want 1", bob.Seat())
	}
	watcher := dial(t, addr, client.Config{Spectate: true})
	finish(t, h2, []*client.Client{ann, bob}, watcher, sample(t))
}

// TestResumeMakesTheGame: a host that stopped after the last claim was
// saved but before the game's journal was made (here: the journal
// removed) makes the game when it is resumed.
func TestResumeMakesTheGame(t *testing.T) {
	cfg := config(t)
	h1 := start(t, cfg)
	addr := h1.Addr().String()
	players := []*client.Client{dial(t, addr, client.Config{Name: "Ann"}), dial(t, addr, client.Config{Name: "Bob"})}
	h1.Close()
	if err := os.Remove(h1.JournalPath()); err != nil {
		t.Fatal(err)
	}
	h2 := resume(t, h1.JournalPath(), host.ResumeConfig{})
	if st := h2.Status(); !st.Made || st.Phase != game.Choosing {
		t.Fatalf("resumed with every seat claimed: %+v", st)
	}
	reconnected(t, h2, players...)
	watcher := dial(t, addr, client.Config{Spectate: true})
	finish(t, h2, players, watcher, sample(t))
}

// TestSecondHostRefused: a second host on a game being hosted is refused,
// in the lobby (the host state is locked) and once the game is made (the
// journal is too), and nothing is written.
func TestSecondHostRefused(t *testing.T) {
	h := start(t, config(t))
	check := func(when string) {
		t.Helper()
		before, _ := os.ReadFile(host.StatePath(h.JournalPath()))
		_, err := host.Resume(h.JournalPath(), host.ResumeConfig{})
		var inUse *host.InUseError
		if !errors.As(err, &inUse) || !errors.Is(err, session.ErrInUse) || !strings.Contains(err.Error(), "being hosted by another program") {
			t.Fatalf("%s: a second host: %v, want an InUseError", when, err)
		}
		after, _ := os.ReadFile(host.StatePath(h.JournalPath()))
		if string(before) != string(after) {
			t.Fatalf("%s: the refused host changed the host state", when)
		}
	}
	check("in the lobby")
	addr := h.Addr().String()
	dial(t, addr, client.Config{Name: "Ann"})
	dial(t, addr, client.Config{Name: "Bob"})
	check("once the game is made")
	if _, err := session.Resume(h.JournalPath()); !errors.Is(err, session.ErrInUse) {
		t.Fatalf("the journal of a game being hosted opened: %v, want it locked", err)
	}
	if _, err := host.Resume(h.JournalPath()+".nothing", host.ResumeConfig{}); err == nil || !strings.Contains(err.Error(), "no host state beside it") {
		t.Fatalf("resuming what is no hosted game: %v", err)
	}
}
