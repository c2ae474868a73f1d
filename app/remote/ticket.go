package remote

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/labyrinth-game/labyrinth/app/storage"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// Ticket takes a seat back: the seat and its token, with where and under
// which name it was taken. The token is a secret: whoever shows it takes
// the seat.
type Ticket struct {
	// Addr is the host's address as it was dialled, host:port.
	Addr string
	// Game is the game's name, as the host's hello said it.
	Game string
	// Name is the player's name.
	Name  string
	Seat  int
	Token wire.Token
}

// Tickets keeps tickets in a directory, one file per host address and
// player name, so that a player who joins again at the same address under
// the same name (or under no name, when he holds one seat there) takes his
// seat back; several programs on one computer — several players — each
// keep their own. Files are written whole (a temporary file renamed over
// the old one), readable by their owner alone (mode 0600, in a directory of
// mode 0700). The default place is the user's configuration directory:
// labyrinth/tickets under os.UserConfigDir ($XDG_CONFIG_HOME or
// ~/.config on Linux, ~/Library/Application Support on macOS, %AppData% on
// Windows).
type Tickets struct {
	Dir string
}

// DefaultTickets is the ticket store in the user's configuration
// directory.
func DefaultTickets() (*Tickets, error) {
	dir, err := storage.ConfigDir("tickets", "the seats' tickets")
	if err != nil {
		return nil, err
	}
	return &Tickets{Dir: dir}, nil
}

// The ticket file's format.
const (
	ticketFormat  = "labyrinth-ticket"
	ticketVersion = 1
	// maxTicketFile bounds what is read of a ticket file: a ticket takes
	// a few hundred bytes.
	maxTicketFile = 4096
	// maxAddr and maxGameName bound the address and the game's name kept.
	maxAddr     = 300
	maxGameName = 1024
	// maxTicketFiles bounds the files Only reads.
	maxTicketFiles = 1000
)

type ticketJSON struct {
	Format  string     `json:"format"`
	Version int        `json:"version"`
	Addr    string     `json:"addr"`
	Game    string     `json:"game"`
	Name    string     `json:"name"`
	Seat    int        `json:"seat"`
	Token   wire.Token `json:"token"`
}

// EncodeTicket writes a ticket file:
//
//	{"format":"labyrinth-ticket","version":1,"addr":"192.0.2.1:4000","game":"Friday maze","name":"Ann","seat":0,"token":"3f2a910c5e7710d4826b0ef139a5c824"}
func EncodeTicket(t Ticket) ([]byte, error) {
	if err := t.check(); err != nil {
		return nil, err
	}
	b, err := json.Marshal(ticketJSON{ticketFormat, ticketVersion, t.Addr, t.Game, t.Name, t.Seat, t.Token})
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}

// DecodeTicket reads a ticket file. It refuses anything but one ticket
// object of this version with every field valid.
func DecodeTicket(data []byte) (Ticket, error) {
	if len(data) > maxTicketFile {
		return Ticket{}, fmt.Errorf("%d bytes: a ticket file has at most %d", len(data), maxTicketFile)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var j ticketJSON
	if err := dec.Decode(&j); err != nil {
		return Ticket{}, fmt.Errorf("not a ticket: %w", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return Ticket{}, errors.New("not a ticket: something follows the ticket")
	}
	switch {
	case j.Format != ticketFormat:
		return Ticket{}, fmt.Errorf("not a ticket: format %q, want %q", j.Format, ticketFormat)
	case j.Version != ticketVersion:
		return Ticket{}, fmt.Errorf("a ticket of version %d; this version of Labyrinth reads version %d", j.Version, ticketVersion)
	}
	t := Ticket{Addr: j.Addr, Game: j.Game, Name: j.Name, Seat: j.Seat, Token: j.Token}
	if err := t.check(); err != nil {
		return Ticket{}, err
	}
	return t, nil
}

// check says what is wrong with a ticket.
func (t Ticket) check() error {
	if err := checkLine("addr", t.Addr, maxAddr); err != nil {
		return err
	}
	if t.Addr == "" {
		return errors.New("the ticket has no address")
	}
	if err := checkLine("game", t.Game, maxGameName); err != nil {
		return err
	}
	if err := wire.CheckName(t.Name); err != nil {
		return fmt.Errorf("the ticket's name: %w", err)
	}
	if t.Seat < 0 || t.Seat >= game.MaxPlayers {
		return fmt.Errorf("the ticket's seat %d: seats are 0 to %d", t.Seat, game.MaxPlayers-1)
	}
	if t.Token.IsZero() {
		return errors.New("the ticket has no token")
	}
	return nil
}

// checkLine refuses text that is not valid UTF-8, holds control
// characters or is longer than max bytes.
func checkLine(field, s string, max int) error {
	switch {
	case len(s) > max:
		return fmt.Errorf("the ticket's %s has %d bytes; at most %d", field, len(s), max)
	case !utf8.ValidString(s):
		return fmt.Errorf("the ticket's %s is not valid UTF-8", field)
	case strings.IndexFunc(s, unicode.IsControl) >= 0:
		return fmt.Errorf("the ticket's %s has a control character", field)
	}
	return nil
}

// path is the file of the ticket of name at addr. Names are unique on a
// game regardless of case, and so are the files.
func (ts *Tickets) path(addr, name string) string {
	sum := sha256.Sum256([]byte(addr + "\n" + strings.ToLower(name)))
	return filepath.Join(ts.Dir, hex.EncodeToString(sum[:16])+".json")
}

// NotebookPath is where the player's notebook of the game t's seat is in
// is kept on this computer: the host keeps the game, the player his own
// notes. It is named after the seat's token as well as the address and the
// name, so that a new game at the same address under the same name begins
// a new notebook, and taking the seat back opens the same one.
func (ts *Tickets) NotebookPath(t Ticket) string {
	sum := sha256.Sum256([]byte(t.Addr + "\n" + strings.ToLower(t.Name) + "\n" + hex.EncodeToString(t.Token[:])))
	return filepath.Join(ts.Dir, "notebook-"+hex.EncodeToString(sum[:16])+".notebook")
}

// Save keeps t, in place of the ticket of the same player at the same
// address.
func (ts *Tickets) Save(t Ticket) error {
	data, err := EncodeTicket(t)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(ts.Dir, 0o700); err != nil {
		return err
	}
	return storage.WriteFileAtomic(ts.path(t.Addr, t.Name), data, 0o600)
}

// Find returns the ticket of name at addr, and false when there is none.
// A file that is not a valid ticket counts as none (a new seat's ticket
// replaces it).
func (ts *Tickets) Find(addr, name string) (Ticket, bool, error) {
	t, err := readTicket(ts.path(addr, name))
	if err != nil || t.Addr != addr || !strings.EqualFold(t.Name, name) {
		// None, not a ticket, or (by a collision of file names) another
		// ticket, which must never be shown to this address.
		return Ticket{}, false, nil
	}
	return t, true, nil
}

// Only returns the one ticket kept for addr, false when there is none,
// and an error naming the players when there are several.
func (ts *Tickets) Only(addr string) (Ticket, bool, error) {
	entries, err := os.ReadDir(ts.Dir)
	if errors.Is(err, os.ErrNotExist) {
		return Ticket{}, false, nil
	}
	if err != nil {
		return Ticket{}, false, err
	}
	var found []Ticket
	for i, e := range entries {
		if i == maxTicketFiles {
			break
		}
		if !e.Type().IsRegular() || !strings.HasSuffix(e.Name(), ".json") {
			continue
		}
		t, err := readTicket(filepath.Join(ts.Dir, e.Name()))
		if err == nil && t.Addr == addr {
			found = append(found, t)
		}
	}
	switch len(found) {
	case 0:
		return Ticket{}, false, nil
	case 1:
		return found[0], true, nil
	}
	names := make([]string, len(found))
	for i, t := range found {
		names[i] = t.Name
	}
	return Ticket{}, false, fmt.Errorf("seats at %s are kept for %s: say which player you are", addr, strings.Join(names, ", "))
}

// Forget removes the ticket of name at addr.
func (ts *Tickets) Forget(addr, name string) error {
	err := os.Remove(ts.path(addr, name))
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	return err
}

func readTicket(path string) (Ticket, error) {
	data, err := storage.ReadFile(path, storage.Limit{Max: maxTicketFile, Why: "the most a ticket file holds"})
	if err != nil {
		return Ticket{}, err
	}
	return DecodeTicket(data)
}
