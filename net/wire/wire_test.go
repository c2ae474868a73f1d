package wire

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"io"
	"reflect"
	"runtime"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/quote"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

func TestFrameRoundTrip(t *testing.T) {
	var buf bytes.Buffer
	for _, p := range []string{`{}`, `{"type":"ping"}`, strings.Repeat("x", directRead+1000)} {
		if err := WriteFrame(&buf, []byte(p), MaxHostFrame); err != nil {
			t.Fatal(err)
		}
	}
	for _, want := range []string{`{}`, `{"type":"ping"}`, strings.Repeat("x", directRead+1000)} {
		got, err := ReadFrame(&buf, MaxHostFrame)
		if err != nil || string(got) != want {
			t.Fatalf("ReadFrame = %.40q, %v; want %.40q", got, err, want)
		}
	}
	if _, err := ReadFrame(&buf, MaxHostFrame); err != io.EOF {
		t.Errorf("ReadFrame at the end = %v, want io.EOF", err)
	}
}

func header(n uint32) []byte { return binary.BigEndian.AppendUint32(nil, n) }

func TestReadFrameErrors(t *testing.T) {
	tests := []struct {
		name  string
		input []byte
		code  ErrorCode
		err   error
		msg   string
	}{
		{"zero length", header(0), CodeBadFrame, nil, "length 0"},
		{"one over the cap", header(MaxClientFrame + 1), CodeFrameTooLarge, nil, "65537 bytes is larger than the limit of 65536"},
		{"HTTP", []byte("GET / HTTP/1.1\r\n"), CodeFrameTooLarge, nil, `the text "GET "`},
		{"cut in the header", []byte{0, 0}, "", io.ErrUnexpectedEOF, ""},
		{"cut in the payload", append(header(10), `{"a"`...), "", io.ErrUnexpectedEOF, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ReadFrame(bytes.NewReader(tt.input), MaxClientFrame)
			if tt.err != nil {
				if !errors.Is(err, tt.err) {
					t.Fatalf("err = %v, want %v", err, tt.err)
				}
				return
			}
			var we *Error
			if !errors.As(err, &we) || we.Code != tt.code || !strings.Contains(we.Message, tt.msg) {
				t.Fatalf("err = %#v, want code %s with %q", err, tt.code, tt.msg)
			}
			if err := quote.CheckMessage(we.Message); err != nil {
				t.Error(err)
			}
		})
	}
}

// TestReadFrameAllocatesWhatArrives: a length that promises the largest
// frame, followed by a few bytes and the end, costs the reader about what
// arrived, never the length it was promised.
func TestReadFrameAllocatesWhatArrives(t *testing.T) {
	input := append(header(MaxHostFrame), make([]byte, 1000)...) // cut inside the frame
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err := ReadFrame(bytes.NewReader(input), MaxHostFrame)
	runtime.ReadMemStats(&after)
	if !errors.Is(err, io.ErrUnexpectedEOF) {
		t.Fatalf("err = %v", err)
	}
	if got := after.TotalAlloc - before.TotalAlloc; got > 1<<20 {
		t.Errorf("reading 1000 bytes of a frame said to hold %d allocated %d bytes", MaxHostFrame, got)
	}
}

func TestWriteFrameRefuses(t *testing.T) {
	var we *Error
	if err := WriteFrame(io.Discard, nil, 10); !errors.As(err, &we) || we.Code != CodeBadFrame {
		t.Errorf("empty: %v", err)
	}
	if err := WriteFrame(io.Discard, make([]byte, 11), 10); !errors.As(err, &we) || we.Code != CodeFrameTooLarge {
		t.Errorf("too large: %v", err)
	}
}

func exampleMaze(t testing.TB) *maze.Maze {
	m, err := maze.New(3, 2)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

var token = Token{0x3f, 0x2a, 0x91, 0x0c, 0x5e, 0x77, 0x10, 0xd4, 0x82, 0x6b, 0x0e, 0xf1, 0x39, 0xa5, 0xc8, 0x24}

func clientExamples() []Message {
	return []Message{
		&Hello{Protocol: 1, Client: "labyrinth 1.0"},
		&Claim{Name: "Ann", Code: "4711"},
		&Claim{Name: "Bob"},
		&Resume{Seat: 1, Token: token, Last: 17},
		&Spectate{Code: "4711", Last: 0},
		&Say{ID: 1, Text: "shoot left, then go up"},
		&ChooseStart{ID: 2, Cell: Cell{X: 3, Y: 3}},
		&ChooseStart{ID: 3, Cell: Cell{X: 0, Y: 1, Floor: 2}},
		&Ack{N: 17},
		&Ping{},
	}
}

func hostExamples(t testing.TB) []Message {
	return []Message{
		&HostHello{Protocol: 1, Game: "Friday maze", Instance: "9c41d2e07f3a5b18", Seats: 2, CodeRequired: true, Spectators: true, HeartbeatMS: 5000, TimeoutMS: 20000},
		&Joined{Seat: 1, Name: "Bob", Token: &token},
		&Joined{Seat: -1, Spectator: true},
		&Public{Info: examplePublicInfo(t), State: &game.PublicState{Phase: game.Playing, Round: 2, Turn: 1, Players: make([]game.PublicPlayer, 2), Winner: -1}},
		&Public{},
		&Presence{Seats: []Seat{{Seat: 0, Name: "Ann", State: Connected}, {Seat: 1, Name: "Bob", State: Away}, {Seat: 2, State: Free}}, Spectators: 1},
		&Event{N: 5, Event: game.Event{Seq: 5, Round: 2, Code: game.Moved, To: game.Everyone(), Player: 1, Other: -1, Dir: maze.Up, Cell: maze.Land}},
		&Event{N: 6, Event: game.Event{Seq: 6, Round: 2, Code: game.Position, To: game.OnlyPlayer(1), Player: 1, Other: -1, Pos: maze.Pos{X: 2, Y: 4}}},
		&Result{ID: 1},
		&Result{ID: 2, Refusal: &game.Refusal{Code: game.RefusedNotYourTurn, Command: game.Say, Player: 0, Other: 1}},
		&Result{ID: 3, Refusal: &game.Refusal{Code: game.RefusedGameOver, Command: game.Say, Player: -1, Other: -1}},
		&Reveal{Maze: exampleMaze(t), Events: []game.Event{{Seq: 1, Code: game.GameStarted, To: game.Everyone(), Player: -1, Other: -1, Count: 2}}},
		&Error{Code: CodeNameTaken, Message: "seat 0 is already Ann's"},
		&Error{ID: 4, Code: CodeRateLimited, Message: "slow down"},
		&Error{Code: CodeSlow, Message: "too slow", Fatal: true},
		&Ping{},
	}
}

func TestMessagesRoundTrip(t *testing.T) {
	check := func(m Message, decode func([]byte) (Message, error)) {
		t.Helper()
		b, err := Encode(m)
		if err != nil {
			t.Fatalf("Encode(%#v): %v", m, err)
		}
		if !bytes.HasPrefix(b, []byte(`{"type":"`+m.Type()+`"`)) {
			t.Errorf("%s does not begin with its type", b)
		}
		got, err := decode(b)
		if err != nil {
			t.Fatalf("decoding %s: %v", b, err)
		}
		if r, ok := m.(*Reveal); ok {
			g := got.(*Reveal)
			if !g.Maze.Equal(r.Maze) || !reflect.DeepEqual(g.Events, r.Events) {
				t.Errorf("%s decodes as %+v", b, g)
			}
			return
		}
		if !reflect.DeepEqual(got, m) {
			t.Errorf("%s decodes as\n  %#v\nwant\n  %#v", b, got, m)
		}
	}
	for _, m := range clientExamples() {
		check(m, DecodeFromClient)
	}
	for _, m := range hostExamples(t) {
		check(m, DecodeFromHost)
	}
}

// TestEventNumber: the seq of an event on the wire is the seat's number,
// never the engine's.
func TestEventNumber(t *testing.T) {
	b, err := Encode(Event{N: 3, Event: game.Event{Seq: 41, Code: game.TurnBegins, To: game.Everyone(), Player: 0, Other: -1}})
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(b, []byte("41")) || !bytes.Contains(b, []byte(`"seq":3`)) {
		t.Errorf("%s carries the engine's seq", b)
	}
}

// TestEventBody: the frame a host writes from an event encoded once
// (EventBody, the seq spliced in) is the frame of the event encoded on its
// own with seq n, for every event code and numbers of any length.
func TestEventBody(t *testing.T) {
	move, err := moves.Parse("shoot left, then go up")
	if err != nil {
		t.Fatal(err)
	}
	reference := rules.Reference()
	for _, spec := range game.Catalogue() {
		e := game.Event{Seq: 77, Round: 3, Code: spec.Code, To: game.OnlyPlayer(1), Player: 1, Other: 0,
			Dir: maze.Up, Cell: maze.Land, Pos: maze.At(2, 4), Items: game.Counts{Bullets: 2}, Item: moves.Bullet,
			Count: 3, Limit: 4, Move: move, Action: 1, Yes: true, Rules: &reference}
		body, err := EncodeEventBody(e)
		if err != nil {
			t.Fatalf("%s: %v", spec.Code, err)
		}
		for _, n := range []int{1, 9, 10, 4711, MaxID} {
			prefix := []byte("before")
			frame := body.AppendFrame(bytes.Clone(prefix), n)
			if !bytes.HasPrefix(frame, prefix) {
				t.Fatalf("%s: AppendFrame lost what was before it", spec.Code)
			}
			payload, err := ReadFrame(bytes.NewReader(frame[len(prefix):]), MaxHostFrame)
			if err != nil {
				t.Fatalf("%s, n %d: %v", spec.Code, n, err)
			}
			var got struct {
				Type  string          `json:"type"`
				N     int             `json:"n"`
				Event json.RawMessage `json:"event"`
			}
			if err := json.Unmarshal(payload, &got); err != nil {
				t.Fatalf("%s, n %d: %s: %v", spec.Code, n, payload, err)
			}
			alone := e
			alone.Seq = n
			want, err := alone.MarshalJSON()
			if err != nil {
				t.Fatal(err)
			}
			if got.Type != typeEvent || got.N != n || !bytes.Equal(got.Event, want) {
				t.Errorf("%s, n %d: the frame holds\n  %s\nwant the event\n  %s", spec.Code, n, payload, want)
			}
			if enc, err := Encode(Event{N: n, Event: e}); err != nil || !bytes.Equal(enc, payload) {
				t.Errorf("%s, n %d: Encode gives\n  %s\nthe body's frame\n  %s (%v)", spec.Code, n, enc, payload, err)
			}
		}
	}
}

// TestPlainAck: an acknowledgement written as Encode writes it is read
// without encoding/json, and gives what the general path gives; any other
// spelling goes the general way, and what that refuses stays refused.
func TestPlainAck(t *testing.T) {
	for _, tc := range []struct {
		payload string
		plain   bool   // read by the short path
		n       int    // the acknowledgement read, when err is ""
		err     string // the general path's error
	}{
		{`{"type":"ack","n":0}`, true, 0, ""},
		{`{"type":"ack","n":17}`, true, 17, ""},
		{`{"type":"ack","n":123456789012345}`, true, 123456789012345, ""},
		{`{"type":"ack","n":1234567890123456}`, false, 1234567890123456, ""},
		{`{"type":"ack", "n":17}`, false, 17, ""},
		{`{"n":17,"type":"ack"}`, false, 17, ""},
		{`{"type":"ack","n":17.0}`, false, 0, "a whole number"},
		{`{"type":"ack","n":-1}`, false, 0, "events count from 1"},
		{`{"type":"ack","n":017}`, false, 0, "not JSON"},
		{`{"type":"ack","n":}`, false, 0, "not JSON"},
		{`{"type":"ack","n":1}}`, false, 0, "not JSON"},
		{`{"type":"ack","n":1,"n":2}`, false, 0, "given twice"},
		{`{"type":"ack","n":1,"x":2}`, false, 0, "unknown field"},
		{`{"type":"ack","n":99999999999999999999}`, false, 0, "a whole number"},
	} {
		if _, ok := decodePlainAck([]byte(tc.payload)); ok != tc.plain {
			t.Errorf("%s: read by the short path: %v, want %v", tc.payload, ok, tc.plain)
		}
		m, err := DecodeFromClient([]byte(tc.payload))
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%s: %v, want an error about %q", tc.payload, err, tc.err)
			}
			continue
		}
		if a, ok := m.(*Ack); err != nil || !ok || a.N != tc.n {
			t.Errorf("%s: %#v (%v), want an ack of %d", tc.payload, m, err, tc.n)
		}
	}
}

func TestDecodeErrors(t *testing.T) {
	tests := []struct {
		payload string
		code    ErrorCode
		msg     string
	}{
		{"{\"type\":\"ping\",\"x\":\"\xff\"}", CodeBadFrame, "UTF-8"},
		{`{"type":`, CodeBadFrame, "not JSON"},
		{`[1,2]`, CodeBadFrame, "JSON array, not an object"},
		{`"hello"`, CodeBadFrame, "JSON string, not an object"},
		{`{}`, CodeBadMessage, "no type field"},
		{`{"type":7}`, CodeBadMessage, "type field is a JSON number"},
		{`{"type":"dance"}`, CodeUnknownType, `"dance" is not a message a client sends`},
		{`{"type":"event","n":1}`, CodeUnknownType, `"event" is not a message a client sends`},
		{`{"type":"claim","name":"Ann","nmae":"Bob"}`, CodeBadMessage, `claim: unknown field "nmae"`},
		{`{"type":"claim","name":"Ann","name":"Bob"}`, CodeBadMessage, `field "name" given twice`},
		{`{"type":"say","id":0,"text":"go up"}`, CodeBadMessage, "say: id 0: request ids are 1 to 9007199254740991"},
		{`{"type":"say","id":9007199254740992,"text":"go up"}`, CodeBadMessage, "request ids are 1 to"},
		{`{"type":"say","id":1.5,"text":"go up"}`, CodeBadMessage, `say: field "id": a JSON number 1.5 is not a whole number in range`},
		{`{"type":"say","id":"1","text":"go up"}`, CodeBadMessage, `field "id": a JSON string is not a whole number`},
		{`{"type":"say","id":1}`, CodeBadMessage, "say: no text"},
		{`{"type":"choose_start","id":1,"cell":[0,1]}`, CodeBadMessage, "x and y are 1 to 100"},
		{`{"type":"choose_start","id":1,"cell":[1,1,11]}`, CodeBadMessage, "floors are 1 to 10"},
		{`{"type":"choose_start","id":1,"cell":[1]}`, CodeBadMessage, "not 1 numbers"},
		{`{"type":"choose_start","id":1,"cell":"a1"}`, CodeBadMessage, "a cell is [x, y]"},
		{`{"type":"resume","seat":0,"token":"00","last":0}`, CodeBadMessage, "a token has 32 hexadecimal digits, not 2"},
		{`{"type":"resume","seat":0,"token":"zz2a910c5e7710d4826b0ef139a5c824","last":0}`, CodeBadMessage, "only hexadecimal digits"},
		{`{"type":"resume","seat":0,"token":"00000000000000000000000000000000","last":0}`, CodeBadMessage, "no token"},
		{`{"type":"resume","seat":16,"token":"3f2a910c5e7710d4826b0ef139a5c824","last":0}`, CodeBadMessage, "seats are 0 to 15"},
		{`{"type":"resume","seat":1,"token":"3f2a910c5e7710d4826b0ef139a5c824","last":-1}`, CodeBadMessage, "last -1"},
		{`{"type":"ack","n":-3}`, CodeBadMessage, "n -3"},
		{`{"type":"hello","protocol":0}`, CodeBadMessage, "protocol 0"},
		{"{\"type\":\"hello\",\"protocol\":1,\"client\":\"a\\u001bb\"}", CodeBadMessage, "control character U+001B"},
		{`{"type":"claim","name":"Ann","code":"` + strings.Repeat("1", 65) + `"}`, CodeBadMessage, "code: 65 bytes, at most 64"},
	}
	for _, tt := range tests {
		_, err := DecodeFromClient([]byte(tt.payload))
		var we *Error
		if !errors.As(err, &we) || we.Code != tt.code || !strings.Contains(we.Message, tt.msg) {
			t.Errorf("DecodeFromClient(%.60s) = %v; want %s with %q", tt.payload, err, tt.code, tt.msg)
			continue
		}
		if err := quote.CheckMessage(we.Message); err != nil {
			t.Errorf("%.60s: %v", tt.payload, err)
		}
	}
}

func TestDecodeFromHostIgnoresNewFields(t *testing.T) {
	m, err := DecodeFromHost([]byte(`{"type":"result","id":3,"later":{"x":1}}`))
	if err != nil || !reflect.DeepEqual(m, &Result{ID: 3}) {
		t.Errorf("= %#v, %v", m, err)
	}
	for _, p := range []string{
		`{"type":"event","n":2,"event":{"seq":3,"round":0,"code":"game_started","to":"everyone","count":2}}`,
		`{"type":"event","n":0,"event":{"seq":0,"round":0,"code":"game_started","to":"everyone","count":2}}`,
		`{"type":"event","n":1,"event":{"seq":1,"round":0,"code":"dance","to":"everyone"}}`,
		`{"type":"joined","seat":-1}`,
		`{"type":"joined","seat":1}`,
		`{"type":"presence","seats":[{"seat":1,"state":"free"}],"spectators":0}`,
		`{"type":"presence","seats":[{"seat":0,"state":"asleep"}],"spectators":0}`,
		`{"type":"reveal","maze":{"format":"nope"},"events":[]}`,
		`{"type":"error","message":"no code"}`,
	} {
		if _, err := DecodeFromHost([]byte(p)); err == nil {
			t.Errorf("DecodeFromHost(%s) accepted it", p)
		}
	}
}

func TestTokens(t *testing.T) {
	a, err := NewToken()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := NewToken()
	if a == b || a.IsZero() {
		t.Errorf("two tokens %v and %v", a, b)
	}
	if !a.Equal(a) || a.Equal(b) {
		t.Error("Equal")
	}
	p, err := ParseToken(a.String())
	if err != nil || p != a {
		t.Errorf("ParseToken(%v) = %v, %v", a, p, err)
	}
}

func TestCheckName(t *testing.T) {
	for _, ok := range []string{"Ann", "Лена", "o'Neil", strings.Repeat("é", 40)} {
		if err := CheckName(ok); err != nil {
			t.Errorf("CheckName(%q) = %v", ok, err)
		}
	}
	for _, bad := range []string{"", "Ann Lee", "Ann,", "a(b", `"x"`, "a\u202eb", "a\x1bb", "\xff", strings.Repeat("é", 41)} {
		err := CheckName(bad)
		if err == nil {
			t.Errorf("CheckName(%q) accepted it", bad)
		} else if err := quote.CheckMessage(err.Error()); err != nil {
			t.Error(err)
		}
	}
}

func TestErrorIs(t *testing.T) {
	err := error(Errorf(CodeBadToken, "no"))
	if !errors.Is(err, &Error{Code: CodeBadToken}) || errors.Is(err, &Error{Code: CodeBadCode}) {
		t.Error("errors.Is does not compare codes")
	}
}

func examplePublicInfo(t testing.TB) *game.PublicInfo {
	return &game.PublicInfo{Names: []string{"Ann", "Bob"}, Rules: rules.Reference(), Outline: game.OutlineOf(exampleMaze(t))}
}
