package wire

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/quote"
)

// Protocol is the version of the protocol this package speaks. A host and
// a client talk only when their versions are equal.
const Protocol = 1

// MaxID is the largest request id: the largest integer a JSON number
// holds exactly in every language (2^53 - 1).
const MaxID = 1<<53 - 1

// Message is one message of the protocol. Type is the value of its "type"
// field.
type Message interface {
	Type() string
}

// checker is a message that checks its fields after decoding.
type checker interface {
	check() error
}

// Messages a client sends.

// Hello is the client's answer to the host's hello: the protocol version
// it speaks.
type Hello struct {
	Protocol int `json:"protocol"`
	// Client names the program, for the host's log ("labyrinth 1.0").
	Client string `json:"client,omitempty"`
}

// Claim asks for a free seat under a player name.
type Claim struct {
	Name string `json:"name"`
	// Code is the join code, when the game has one.
	Code string `json:"code,omitempty"`
}

// Resume takes a seat back with its token. Last is how many of the seat's
// events the client has (the number of the last one, 0 for none); the
// host sends the ones after it.
type Resume struct {
	Seat  int   `json:"seat"`
	Token Token `json:"token"`
	Last  int   `json:"last"`
}

// Spectate asks to watch. Last is as in Resume, for a spectator coming
// back.
type Spectate struct {
	Code string `json:"code,omitempty"`
	Last int    `json:"last"`
}

// Say is a request: the seat's player says a statement in the move
// language (docs/moves.md) — a move, a question, a new cell order.
type Say struct {
	ID   int64  `json:"id"`
	Text string `json:"text"`
}

// ChooseStart is a request: the seat's player secretly chooses his start
// cell (§6.1).
type ChooseStart struct {
	ID   int64 `json:"id"`
	Cell Cell  `json:"cell"`
}

// Ack says that the client has the seat's events up to number N.
type Ack struct {
	N int `json:"n"`
}

// Ping is a heartbeat, sent either way when nothing else was sent for a
// while. It needs no answer.
type Ping struct{}

// Messages a host sends.

// HostHello is the host's first message on every connection.
type HostHello struct {
	Protocol int `json:"protocol"`
	// Game is the game's name.
	Game string `json:"game"`
	// Instance is this run of the host, 16 hexadecimal digits drawn when it
	// starts: a client that finds another one after reconnecting knows the
	// host restarted and forgot the requests it had not answered.
	Instance string `json:"instance"`
	// Seats is how many players the game seats.
	Seats int `json:"seats"`
	// CodeRequired says whether claiming a seat or watching needs the join
	// code.
	CodeRequired bool `json:"code_required,omitempty"`
	// Spectators says whether the game admits spectators.
	Spectators bool `json:"spectators,omitempty"`
	// HeartbeatMS is how often, in milliseconds, each side sends something
	// (a ping when it has nothing else); TimeoutMS how long the host waits
	// to hear from the client before it gives up on the connection.
	HeartbeatMS int `json:"heartbeat_ms"`
	TimeoutMS   int `json:"timeout_ms"`
}

// Joined says that the client holds a seat (or watches: Seat is -1 and
// Spectator true).
type Joined struct {
	Seat      int    `json:"seat"`
	Name      string `json:"name,omitempty"`
	Token     *Token `json:"token,omitempty"`
	Spectator bool   `json:"spectator,omitempty"`
}

// Public is what everyone may know about the game: its public facts and
// state (docs/events.md, "What is public"). The host sends both after
// Joined, and then whenever they change: the state alone when only it
// changed (Info nil: the facts are as they were). Both are absent while
// the game is in its lobby: the players' names, and so the game itself,
// are not settled until the host starts it.
type Public struct {
	Info  *game.PublicInfo  `json:"info,omitempty"`
	State *game.PublicState `json:"state,omitempty"`
}

// Presence lists the seats and who is connected, sent after Joined and
// whenever it changes.
type Presence struct {
	Seats      []Seat `json:"seats"`
	Spectators int    `json:"spectators"`
}

// Event is the N-th event this connection's seat may hear (counting from
// 1). Event.Seq equals N on the wire: the engine's own numbering counts
// every event of the game and would tell how many were kept from this
// seat.
type Event struct {
	N     int
	Event game.Event
}

// Result answers a request: accepted (Refusal nil) or refused by the game,
// with the engine's typed refusal (docs/events.md, "Refusals"). The events
// of an accepted request are sent before its result.
type Result struct {
	ID      int64         `json:"id"`
	Refusal *game.Refusal `json:"refusal,omitempty"`
}

// Reveal is what the host tells everyone once the game is over: the
// plan and every event of the game, as the game master heard them, with
// the engine's own numbering.
type Reveal struct {
	Maze   *maze.Maze
	Events []game.Event
}

// Type names.
const (
	typeHello       = "hello"
	typeClaim       = "claim"
	typeResume      = "resume"
	typeSpectate    = "spectate"
	typeSay         = "say"
	typeChooseStart = "choose_start"
	typeAck         = "ack"
	typePing        = "ping"
	typeJoined      = "joined"
	typePublic      = "public"
	typePresence    = "presence"
	typeEvent       = "event"
	typeResult      = "result"
	typeReveal      = "reveal"
	typeError       = "error"
)

func (Hello) Type() string       { return typeHello }
func (Claim) Type() string       { return typeClaim }
func (Resume) Type() string      { return typeResume }
func (Spectate) Type() string    { return typeSpectate }
func (Say) Type() string         { return typeSay }
func (ChooseStart) Type() string { return typeChooseStart }
func (Ack) Type() string         { return typeAck }
func (Ping) Type() string        { return typePing }
func (HostHello) Type() string   { return typeHello }
func (Joined) Type() string      { return typeJoined }
func (Public) Type() string      { return typePublic }
func (Presence) Type() string    { return typePresence }
func (Event) Type() string       { return typeEvent }
func (Result) Type() string      { return typeResult }
func (Reveal) Type() string      { return typeReveal }
func (Error) Type() string       { return typeError }

// Checks after decoding.

func (m *Hello) check() error {
	if m.Protocol < 1 {
		return fmt.Errorf("protocol %d: versions count from 1", m.Protocol)
	}
	return checkText("client", m.Client, 100)
}

func (m *Claim) check() error { return checkText("code", m.Code, MaxCodeLength) }

func (m *Resume) check() error {
	switch {
	case m.Seat < 0 || m.Seat >= game.MaxPlayers:
		return fmt.Errorf("seat %d: seats are 0 to %d", m.Seat, game.MaxPlayers-1)
	case m.Token.IsZero():
		return errors.New("no token")
	case m.Last < 0:
		return fmt.Errorf("last %d: events count from 1, 0 for none", m.Last)
	}
	return nil
}

func (m *Spectate) check() error {
	if m.Last < 0 {
		return fmt.Errorf("last %d: events count from 1, 0 for none", m.Last)
	}
	return checkText("code", m.Code, MaxCodeLength)
}

func (m *Say) check() error {
	if err := checkID(m.ID); err != nil {
		return err
	}
	if m.Text == "" {
		return errors.New("no text")
	}
	return nil
}

func (m *ChooseStart) check() error { return checkID(m.ID) }

func (m *Ack) check() error {
	if m.N < 0 {
		return fmt.Errorf("n %d: events count from 1, 0 for none", m.N)
	}
	return nil
}

func (m *HostHello) check() error {
	switch {
	case m.Protocol < 1:
		return fmt.Errorf("protocol %d: versions count from 1", m.Protocol)
	case m.Seats < 1 || m.Seats > game.MaxPlayers:
		return fmt.Errorf("seats %d: a game seats 1 to %d", m.Seats, game.MaxPlayers)
	case m.HeartbeatMS < 1 || m.TimeoutMS < 1:
		return errors.New("heartbeat_ms and timeout_ms are positive")
	}
	return nil
}

func (m *Joined) check() error {
	switch {
	case m.Spectator && m.Seat != -1:
		return fmt.Errorf("a spectator with seat %d (want -1)", m.Seat)
	case !m.Spectator && (m.Seat < 0 || m.Seat >= game.MaxPlayers):
		return fmt.Errorf("seat %d: seats are 0 to %d", m.Seat, game.MaxPlayers-1)
	case !m.Spectator && m.Token == nil:
		return errors.New("a seat without its token")
	}
	return nil
}

func (m *Presence) check() error {
	if m.Spectators < 0 {
		return fmt.Errorf("%d spectators", m.Spectators)
	}
	for i, s := range m.Seats {
		if s.Seat != i {
			return fmt.Errorf("seats[%d] is seat %d", i, s.Seat)
		}
		switch s.State {
		case Free, Connected, Away:
		default:
			return fmt.Errorf("seat %d: state %s is not free, connected or away", i, quote.Short(string(s.State)))
		}
	}
	return nil
}

func (m *Result) check() error { return checkID(m.ID) }

func (m *Error) check() error {
	if m.Code == "" {
		return errors.New("an error without a code")
	}
	if m.ID != 0 {
		return checkID(m.ID)
	}
	return nil
}

// MaxCodeLength is the most bytes of a join code.
const MaxCodeLength = 64

func checkID(id int64) error {
	if id < 1 || id > MaxID {
		return fmt.Errorf("id %d: request ids are 1 to %d", id, int64(MaxID))
	}
	return nil
}

// checkText checks a free text field: at most max bytes of UTF-8 without
// control characters.
func checkText(field, s string, max int) error {
	switch {
	case len(s) > max:
		return fmt.Errorf("%s: %d bytes, at most %d", field, len(s), max)
	case !utf8.ValidString(s):
		return fmt.Errorf("%s: not valid UTF-8", field)
	}
	for _, r := range s {
		if r < 0x20 || r >= 0x7f && r < 0xa0 {
			return fmt.Errorf("%s: control character %U", field, r)
		}
	}
	return nil
}

// JSON of the messages that are not plain structs.

type eventJSON struct {
	N     int             `json:"n"`
	Event json.RawMessage `json:"event"`
}

// MarshalJSON writes {"n": N, "event": {...}} with the event's seq set to
// N.
func (m Event) MarshalJSON() ([]byte, error) {
	body, err := EncodeEventBody(m.Event)
	if err != nil {
		return nil, err
	}
	return body.appendJSON(nil, "{", m.N), nil
}

// EventBody is an event encoded once for all the connections that hear
// it: its JSON without the seq, which is each connection's own number for
// it (Event.N). The host keeps the bodies of the latest events and writes
// each connection's frames from them (AppendFrame), instead of encoding
// every event again for every connection. It is read-only once made.
type EventBody struct {
	rest []byte // the event's JSON after `{"seq":0`: `,"round":...}`
}

// IsZero reports whether b is the zero EventBody, which holds no event.
func (b EventBody) IsZero() bool { return b.rest == nil }

// seqZero is how the JSON of an event with seq 0 begins: game.Event
// writes its seq first.
const seqZero = `{"seq":0`

// EncodeEventBody encodes e for EventBody.AppendFrame. e.Seq is ignored.
func EncodeEventBody(e game.Event) (EventBody, error) {
	e.Seq = 0
	// MarshalJSON itself, not json.Marshal: its output is compact JSON
	// already, and json.Marshal would copy and check it once more.
	b, err := e.MarshalJSON()
	if err != nil {
		return EventBody{}, err
	}
	if !strings.HasPrefix(string(b), seqZero+",") {
		return EventBody{}, fmt.Errorf("wire: an event's JSON does not begin with its seq: %s", quote.Short(string(b)))
	}
	return EventBody{rest: b[len(seqZero):]}, nil
}

// AppendFrame appends to dst the frame of Event{N: n} for the body's
// event: {"type":"event","n":n,"event":{"seq":n,...}}, preceded by its
// length.
func (b EventBody) AppendFrame(dst []byte, n int) []byte {
	dst = append(dst, 0, 0, 0, 0)
	start := len(dst)
	dst = b.appendJSON(dst, `{"type":"event",`, n)
	binary.BigEndian.PutUint32(dst[start-headerSize:], uint32(len(dst)-start))
	return dst
}

// appendJSON appends the JSON object of Event{N: n}, opened by open ("{",
// or "{" and the type).
func (b EventBody) appendJSON(dst []byte, open string, n int) []byte {
	dst = append(dst, open...)
	dst = append(dst, `"n":`...)
	dst = strconv.AppendInt(dst, int64(n), 10)
	dst = append(dst, `,"event":{"seq":`...)
	dst = strconv.AppendInt(dst, int64(n), 10)
	dst = append(dst, b.rest...)
	return append(dst, '}')
}

// UnmarshalJSON reads what MarshalJSON writes.
func (m *Event) UnmarshalJSON(b []byte) error {
	var j eventJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return err
	}
	if j.N < 1 {
		return fmt.Errorf("n %d: events count from 1", j.N)
	}
	if j.Event == nil {
		return errors.New("no event")
	}
	var e game.Event
	if err := json.Unmarshal(j.Event, &e); err != nil {
		return fmt.Errorf("event: %w", err)
	}
	if e.Seq != j.N {
		return fmt.Errorf("event: seq %d is not n %d", e.Seq, j.N)
	}
	*m = Event{N: j.N, Event: e}
	return nil
}

type revealJSON struct {
	Maze   json.RawMessage `json:"maze"`
	Events []game.Event    `json:"events"`
}

// MarshalJSON writes {"maze": the maze file, "events": [...]}.
func (m Reveal) MarshalJSON() ([]byte, error) {
	if m.Maze == nil {
		return nil, errors.New("reveal: no maze")
	}
	mz, err := maze.Encode(m.Maze)
	if err != nil {
		return nil, fmt.Errorf("reveal: %w", err)
	}
	events := m.Events
	if events == nil {
		events = []game.Event{}
	}
	return json.Marshal(revealJSON{Maze: mz, Events: events})
}

// UnmarshalJSON reads what MarshalJSON writes, checking the maze file as
// maze.Decode does.
func (m *Reveal) UnmarshalJSON(b []byte) error {
	var j revealJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return err
	}
	if j.Maze == nil {
		return errors.New("no maze")
	}
	mz, err := maze.Decode(j.Maze)
	if err != nil {
		return fmt.Errorf("maze: %w", err)
	}
	for i, e := range j.Events {
		if e.Seq != i+1 {
			return fmt.Errorf("events[%d] has seq %d, want %d", i, e.Seq, i+1)
		}
	}
	*m = Reveal{Maze: mz, Events: j.Events}
	return nil
}
