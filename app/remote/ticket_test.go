package remote_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/app/remote"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

var annTicket = remote.Ticket{Addr: "192.0.2.1:4000", Game: "Friday maze", Name: "Ann", Seat: 2,
	Token: wire.Token{0x3f, 0x2a, 0x91, 0x0c, 0x5e, 0x77, 0x10, 0xd4, 0x82, 0x6b, 0x0e, 0xf1, 0x39, 0xa5, 0xc8, 0x24}}

func TestTicketFile(t *testing.T) {
	data, err := remote.EncodeTicket(annTicket)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"format":"labyrinth-ticket","version":1,"addr":"192.0.2.1:4000","game":"Friday maze","name":"Ann","seat":2,"token":"3f2a910c5e7710d4826b0ef139a5c824"}` + "\n"
	if string(data) != want {
		t.Errorf("encoded\n  %s\nwant\n  %s", data, want)
	}
	back, err := remote.DecodeTicket(data)
	if err != nil || back != annTicket {
		t.Fatalf("read back %+v, %v", back, err)
	}
	for _, c := range []struct{ data, msg string }{
		{``, "not a ticket"},
		{`[]`, "not a ticket"},
		{strings.Replace(want, `"seat":2`, `"seat":2,"extra":1`, 1), "unknown field"},
		{want + `{}`, "something follows"},
		{strings.Replace(want, `labyrinth-ticket`, `labyrinth-maze`, 1), `format "labyrinth-maze"`},
		{strings.Replace(want, `"version":1`, `"version":2`, 1), "version 2"},
		{strings.Replace(want, `"192.0.2.1:4000"`, `""`, 1), "no address"},
		{strings.Replace(want, `"Ann"`, `"Ann Lee"`, 1), "one word"},
		{strings.Replace(want, `"seat":2`, `"seat":16`, 1), "seats are 0 to 15"},
		{strings.Replace(want, `3f2a910c5e7710d4826b0ef139a5c824`, `00000000000000000000000000000000`, 1), "no token"},
		{strings.Replace(want, `3f2a910c5e7710d4826b0ef139a5c824`, `3f2a`, 1), "not a ticket"},
		{strings.Replace(want, `Friday maze`, `Friday\u001bmaze`, 1), "control character"},
		{strings.Replace(want, `Friday maze`, strings.Repeat("x", 5000), 1), "at most 4096"},
	} {
		_, err := remote.DecodeTicket([]byte(c.data))
		if err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%.60q: %v, want an error saying %q", c.data, err, c.msg)
		}
	}
}

func TestTicketStore(t *testing.T) {
	ts := &remote.Tickets{Dir: filepath.Join(t.TempDir(), "tickets")}
	if _, ok, err := ts.Find(annTicket.Addr, "Ann"); ok || err != nil {
		t.Fatalf("an empty store finds %v, %v", ok, err)
	}
	if _, ok, err := ts.Only(annTicket.Addr); ok || err != nil {
		t.Fatalf("an empty store has one: %v, %v", ok, err)
	}
	if err := ts.Save(annTicket); err != nil {
		t.Fatal(err)
	}
	if info, err := os.Stat(ts.Dir); err != nil || info.Mode().Perm() != 0o700 {
		t.Errorf("the directory: %v, %v", info.Mode(), err)
	}
	got, ok, err := ts.Find(annTicket.Addr, "ANN")
	if !ok || err != nil || got != annTicket {
		t.Fatalf("Find: %+v, %v, %v", got, ok, err)
	}
	if _, ok, _ := ts.Find("192.0.2.2:4000", "Ann"); ok {
		t.Error("Ann's ticket found at another address")
	}
	if got, ok, err := ts.Only(annTicket.Addr); !ok || err != nil || got != annTicket {
		t.Errorf("Only: %+v, %v, %v", got, ok, err)
	}
	bob := annTicket
	bob.Name, bob.Seat = "Bob", 3
	ts.Save(bob)
	if _, _, err := ts.Only(annTicket.Addr); err == nil || !strings.Contains(err.Error(), "Ann") || !strings.Contains(err.Error(), "Bob") {
		t.Errorf("Only with two seats held: %v", err)
	}
	// A new seat's ticket replaces the old one; a file that is not a
	// ticket counts as none.
	ann2 := annTicket
	ann2.Seat = 0
	ts.Save(ann2)
	if got, _, _ := ts.Find(annTicket.Addr, "Ann"); got != ann2 {
		t.Errorf("after saving again: %+v", got)
	}
	entries, _ := os.ReadDir(ts.Dir)
	if len(entries) != 2 {
		t.Errorf("%d files for two tickets", len(entries))
	}
	for _, e := range entries {
		path := filepath.Join(ts.Dir, e.Name())
		if data, _ := os.ReadFile(path); bytes.Contains(data, []byte(`"Ann"`)) {
			os.WriteFile(path, []byte("garbage"), 0o600)
		}
	}
	if _, ok, err := ts.Find(annTicket.Addr, "Ann"); ok || err != nil {
		t.Errorf("a garbled ticket: %v, %v", ok, err)
	}
	if err := ts.Forget(bob.Addr, bob.Name); err != nil {
		t.Fatal(err)
	}
	if err := ts.Forget(bob.Addr, bob.Name); err != nil {
		t.Errorf("forgetting twice: %v", err)
	}
	if _, ok, _ := ts.Find(bob.Addr, bob.Name); ok {
		t.Error("Bob's ticket is still there")
	}
}

func TestDefaultTickets(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", "/somewhere")
	t.Setenv("HOME", "/home/someone")
	ts, err := remote.DefaultTickets()
	if err != nil {
		t.Fatal(err)
	}
	if ts.Dir != filepath.Join("/somewhere", "labyrinth", "tickets") {
		t.Errorf("the tickets are kept in %s", ts.Dir)
	}
}

// FuzzDecodeTicket: whatever a ticket file holds, reading it never
// panics, and what it accepts writes back to a ticket that reads the same.
func FuzzDecodeTicket(f *testing.F) {
	data, _ := remote.EncodeTicket(annTicket)
	f.Add(data)
	f.Add([]byte(`{"format":"labyrinth-ticket","version":1}`))
	f.Add([]byte(`{"format":"labyrinth-ticket","version":1,"addr":"[::1]:1","game":"","name":"Ö","seat":15,"token":"ffffffffffffffffffffffffffffffff"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		tk, err := remote.DecodeTicket(data)
		if err != nil {
			return
		}
		again, err := remote.EncodeTicket(tk)
		if err != nil {
			t.Fatalf("an accepted ticket does not encode: %v", err)
		}
		back, err := remote.DecodeTicket(again)
		if err != nil || back != tk {
			t.Fatalf("read back %+v, %v; want %+v", back, err, tk)
		}
	})
}

// TestNoName: a player who gives no name and holds no seat at the address
// is told so before anything is sent.
func TestNoName(t *testing.T) {
	ts := &remote.Tickets{Dir: t.TempDir()}
	_, err := remote.Dial(context.Background(), remote.Config{Addr: "192.0.2.1:7527", Tickets: ts})
	if !errors.Is(err, remote.ErrNoName) {
		t.Errorf("no name, no ticket: %v", err)
	}
}

// A joined game's notebook is kept beside the seat's ticket: the same
// seat opens the same notebook, another game (another token) at the same
// address under the same name a new one; the tickets list ignores it.
func TestNotebookPath(t *testing.T) {
	ts := &remote.Tickets{Dir: t.TempDir()}
	a := remote.Ticket{Addr: "192.0.2.1:7527", Game: "Friday", Name: "Ann", Seat: 0, Token: wire.Token{1, 2, 3}}
	b := a
	b.Token[0] = 9
	c := a
	c.Name = "ANN"
	pa, pb := ts.NotebookPath(a), ts.NotebookPath(b)
	if pa == pb {
		t.Errorf("two games' seats share the notebook %s", pa)
	}
	if ts.NotebookPath(a) != pa || ts.NotebookPath(c) != pa {
		t.Errorf("the same seat's notebook moved: %s, %s, %s", pa, ts.NotebookPath(a), ts.NotebookPath(c))
	}
	if filepath.Dir(pa) != ts.Dir || !strings.HasSuffix(pa, ".notebook") {
		t.Errorf("notebook at %s, want a .notebook in %s", pa, ts.Dir)
	}
	if err := ts.Save(a); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(pa, []byte("not a ticket\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if got, ok, err := ts.Only(a.Addr); err != nil || !ok || got.Name != "Ann" {
		t.Errorf("Only beside a notebook: %+v, %v, %v", got, ok, err)
	}
}
