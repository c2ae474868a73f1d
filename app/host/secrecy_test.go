package host_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// What each viewer of a hosted game may know, and the check of every byte
// a host sent against it: the heart of the leak test (leak_test.go).
//
// What is secret is worked out from the engine's own log of the game —
// every event as the game master heard it, with its audience — and from
// nothing the host says about itself:
//
//   - The events: a connection of seat v may receive exactly the events of
//     the log whose audience includes v (everyone's, and those to player v
//     alone), in the log's order, numbered 1, 2, 3, ... without gaps; a
//     spectator's, only those to everyone. The audience test here is written
//     out again (mayHear), not game.Filter: a mistake in the engine's filter
//     must not hide itself. Each event frame must be byte for byte the
//     event the log holds, its seq replaced by its number: nothing added,
//     and not the engine's seq, which would tell how many events were kept
//     from the viewer.
//   - Besides the audiences, what the rules make secret whatever the log
//     says (contentProblem): no event that carries a position reaches
//     anyone but the player it is about, in an event to him alone; what is
//     the game master's alone (who was wounded or killed, what a grenade did
//     to a wall, where a landmine lies, what was thrown out) reaches no
//     connection; a player's start choice, his cell types, his new cell and
//     his question about the rules reach no one else. So a log whose
//     audiences were widened in the engine is caught as well.
//   - Everything else the host sends must carry nothing derived from the
//     plan: the public facts equal those of a game on a blank plan of the
//     same outline; the public state equals what the events the connection
//     had received by then announce to everyone (never ahead of them);
//     presence names the claimed players; results answer this connection's
//     own requests, and a refusal names no cell its request did not; no
//     error at all (unless the test allows its code); the reveal comes only
//     after game_over, and is the whole log and plan; no seat's token
//     reaches another connection; and no byte before the reveal holds a
//     secret text (the seeds of the game and of its plan, with which anyone
//     could make the plan again).
//   - Every frame decodes, and encodes back to the very same bytes: a field
//     its message type does not have would show.

// mayHear reports whether viewer (a seat, or game.Spectator) may hear an
// event said to `to`.
func mayHear(to game.Audience, viewer int) bool {
	switch to.Kind {
	case game.ToEveryone:
		return true
	case game.ToPlayer:
		return viewer >= 0 && to.Player == viewer
	}
	return false
}

// heard is what viewer may hear of log, numbered as on the wire.
func heard(log []game.Event, viewer int) []wire.Event {
	var out []wire.Event
	for _, e := range log {
		if mayHear(e.To, viewer) {
			e.Seq = len(out) + 1
			out = append(out, wire.Event{N: e.Seq, Event: e})
		}
	}
	return out
}

// masterOnly are the events the rules keep for the game master: who a
// bullet or a blast hit (§5.5, §5.7), what a grenade did to the wall (§5.4:
// the players hear only the explosion), where a landmine lies, what was
// thrown out of the labyrinth.
var masterOnly = map[game.Code]bool{
	game.PlayerWounded: true, game.PlayerKilled: true,
	game.WallDestroyed: true, game.WallStood: true, game.NoWall: true,
	game.MinePlaced: true, game.MineDefused: true, game.ThrownOut: true,
}

// ownOnly are a player's secret dealings with the game master: the start
// cell he chose (§6.1), the cell types he asked (§7.2), the new cell he
// ordered (a position told to him, §5.5), his question about the rules,
// the answer to the hint he paid for (seed 004 l.59–60).
var ownOnly = map[game.Code]bool{
	game.StartChosen: true, game.CellTypeOf: true, game.Position: true, game.RulesOf: true, game.HintAnswer: true,
}

// contentProblem says what is wrong with viewer receiving e, whose JSON
// is obj, whatever the audience it came with; "" if nothing.
func contentProblem(e game.Event, obj map[string]json.RawMessage, viewer int) string {
	own := viewer >= 0 && e.To.Kind == game.ToPlayer && e.To.Player == viewer && e.Player == viewer
	_, hasPos := obj["pos"]
	switch {
	case masterOnly[e.Code]:
		return fmt.Sprintf("the game master's %s (about player %d) reached %s", e.Code, e.Player, viewerName(viewer))
	case ownOnly[e.Code] && !own:
		return fmt.Sprintf("player %d's %s, said to %s, reached %s", e.Player, e.Code, audienceName(e.To), viewerName(viewer))
	case hasPos && !own:
		return fmt.Sprintf("a position (%s, said to %s) reached %s", e.Code, audienceName(e.To), viewerName(viewer))
	}
	return ""
}

func viewerName(viewer int) string {
	if viewer == game.Spectator {
		return "a spectator"
	}
	return fmt.Sprintf("seat %d", viewer)
}

func audienceName(to game.Audience) string {
	switch to.Kind {
	case game.ToEveryone:
		return "everyone"
	case game.ToPlayer:
		return fmt.Sprintf("player %d", to.Player)
	}
	return "the game master"
}

// secrecy is what the viewers of one game may know, and checks what the
// host sent them.
type secrecy struct {
	// log is every event of the game as the game master heard it: the
	// engine's own log, from the host.
	log   []game.Event
	plan  *maze.Maze
	names []string
	// info is the public facts as a game on a blank plan of the same
	// outline has them, encoded.
	info []byte
	// secrets are texts no byte before the reveal may hold.
	secrets []string
	// allowErrors are the error codes the test provokes; any other error
	// frame is a problem.
	allowErrors []wire.ErrorCode

	heardBy map[int][]wire.Event // by viewer
	states  map[int][][]byte     // by viewer: the public state after each prefix of its events, encoded
}

// newSecrecy works out what may be known of a game over: its log (the
// game master's), plan, players and rules, and the seeds it was made
// with.
func newSecrecy(log []game.Event, plan *maze.Maze, setup game.Setup, seeds ...uint64) (*secrecy, error) {
	blank, err := maze.NewFloors(plan.Width(), plan.Height(), plan.Floors())
	if err != nil {
		return nil, err
	}
	for i := range plan.Len() {
		if p := plan.PosOf(i); !plan.Inside(p) {
			blank.SetCell(p, maze.Cell{Kind: maze.Outside})
		}
	}
	setup.Maze = blank
	g, err := game.New(setup)
	if err != nil {
		return nil, fmt.Errorf("a game on a blank plan of the outline: %w", err)
	}
	info, err := json.Marshal(g.PublicInfo())
	if err != nil {
		return nil, err
	}
	s := &secrecy{log: log, plan: plan, names: setup.Players, info: info,
		heardBy: map[int][]wire.Event{}, states: map[int][][]byte{}}
	for _, seed := range seeds {
		s.secrets = append(s.secrets, fmt.Sprint(seed))
	}
	return s, nil
}

func (s *secrecy) heard(viewer int) []wire.Event {
	if evs, ok := s.heardBy[viewer]; ok {
		return evs
	}
	evs := heard(s.log, viewer)
	s.heardBy[viewer] = evs
	return evs
}

// statesOf is the public state after each prefix of viewer's events:
// what those events announce to everyone.
func (s *secrecy) statesOf(viewer int) [][]byte {
	if st, ok := s.states[viewer]; ok {
		return st
	}
	ps := game.NewPublicState(len(s.names))
	enc := func() []byte { b, _ := json.Marshal(ps); return b }
	out := [][]byte{enc()}
	for _, e := range s.heard(viewer) {
		ps.Apply(e.Event)
		out = append(out, enc())
	}
	s.states[viewer] = out
	return out
}

// check checks every connection recorded, and returns what is wrong.
func (s *secrecy) check(recs []recording) []string {
	var problems []string
	tokens := map[string]int{} // a seat's token → the seat
	var viewers []int
	for i, rec := range recs {
		c := s.connection(rec)
		for _, p := range c.problems {
			problems = append(problems, fmt.Sprintf("connection %d (%s): %s", i+1, viewerName(c.viewer), p))
		}
		if c.token != "" {
			tokens[c.token] = c.viewer
		}
		viewers = append(viewers, c.viewer)
	}
	for token, seat := range tokens {
		for i, rec := range recs {
			if viewers[i] != seat && bytes.Contains(rec.FromHost, []byte(token)) {
				problems = append(problems, fmt.Sprintf("connection %d (%s) received the token of seat %d", i+1, viewerName(viewers[i]), seat))
			}
		}
	}
	return problems
}

// connCheck is the check of one connection.
type connCheck struct {
	*secrecy
	problems []string
	viewer   int // once joined
	joined   bool
	token    string
	requests map[int64]wire.Message
	n        int  // the number of the last event received
	over     bool // game_over received
	state    int  // the prefix of the events the last public state announced
}

func (c *connCheck) problem(format string, args ...any) {
	if len(c.problems) < 20 {
		c.problems = append(c.problems, fmt.Sprintf(format, args...))
	}
}

func (s *secrecy) connection(rec recording) *connCheck {
	c := &connCheck{secrecy: s, viewer: game.Spectator, requests: map[int64]wire.Message{}}
	sent, err := frames(rec.FromClient, wire.MaxClientFrame, false)
	if err != nil {
		c.problem("the client's bytes: %v", err)
	}
	for _, f := range sent {
		switch m := f.msg.(type) {
		case *wire.Say:
			c.requests[m.ID] = m
		case *wire.ChooseStart:
			c.requests[m.ID] = m
		case *wire.Resume:
			c.n = m.Last
		case *wire.Spectate:
			c.n = m.Last
		}
	}
	received, err := frames(rec.FromHost, wire.MaxHostFrame, true)
	if err != nil {
		c.problem("the host's bytes: %v", err)
	}
	revealed := false
	for i, f := range received {
		if r, ok := f.msg.(*wire.Result); ok && r.Refusal != nil {
			r.Refusal.Names = s.names // the wire has seats; the words come with the names
		}
		if again, err := wire.Encode(f.msg); err != nil || !bytes.Equal(again, f.payload) {
			c.problem("frame %d carries more than its message: %s", i+1, short(f.payload))
			continue
		}
		if _, ok := f.msg.(*wire.Reveal); !ok && !revealed {
			for _, secret := range s.secrets {
				if bytes.Contains(f.payload, []byte(secret)) {
					c.problem("frame %d, before the reveal, holds the secret %q: %s", i+1, secret, short(f.payload))
				}
			}
		}
		switch m := f.msg.(type) {
		case *wire.Joined:
			c.joinedAs(m)
		case *wire.Event:
			c.event(m, f.payload)
		case *wire.Public:
			c.public(m)
		case *wire.Presence:
			c.presence(m)
		case *wire.Result:
			c.result(m)
		case *wire.Reveal:
			revealed = true
			c.reveal(f.payload)
		case *wire.Error:
			if !slices.Contains(c.allowErrors, m.Code) {
				c.problem("an error: %s", short(f.payload))
			}
		case *wire.HostHello, *wire.Ping:
		default:
			c.problem("a %s from the host", m.Type())
		}
	}
	return c
}

func (c *connCheck) joinedAs(m *wire.Joined) {
	if c.joined {
		c.problem("joined twice on one connection")
	}
	c.joined = true
	switch {
	case m.Spectator:
		c.viewer = game.Spectator
		if m.Token != nil || m.Seat != -1 {
			c.problem("a spectator joined with seat %d and a token", m.Seat)
		}
	case m.Token == nil:
		c.problem("seat %d joined without its token", m.Seat)
	default:
		c.viewer, c.token = m.Seat, m.Token.String()
		if m.Seat < 0 || m.Seat >= len(c.names) || m.Name != c.names[m.Seat] {
			c.problem("joined as seat %d %q; the players are %q", m.Seat, m.Name, c.names)
		}
	}
}

func (c *connCheck) event(m *wire.Event, payload []byte) {
	if !c.joined {
		c.problem("event %d before joining", m.N)
		return
	}
	if m.N != c.n+1 {
		c.problem("event %d after event %d", m.N, c.n)
	}
	c.n = m.N
	var obj map[string]json.RawMessage
	var ev struct {
		Event map[string]json.RawMessage `json:"event"`
	}
	if json.Unmarshal(payload, &ev) == nil {
		obj = ev.Event
	}
	if p := contentProblem(m.Event, obj, c.viewer); p != "" {
		c.problem("event %d: %s: %s", m.N, p, payload)
	}
	may := c.heard(c.viewer)
	if m.N < 1 || m.N > len(may) {
		c.problem("event %d: %s may hear only %d events of the game; this one is not among them: %s", m.N, viewerName(c.viewer), len(may), payload)
		return
	}
	want, _ := wire.Encode(may[m.N-1])
	if !bytes.Equal(want, payload) {
		c.problem("event %d is\n  %s\nwhere %s may hear\n  %s", m.N, payload, viewerName(c.viewer), want)
	}
	if m.Event.Code == game.GameOver {
		c.over = true
	}
}

func (c *connCheck) public(m *wire.Public) {
	if m.Info != nil {
		if got, _ := json.Marshal(m.Info); !bytes.Equal(got, c.info) {
			c.problem("public facts\n  %s\nwhere the outline, rules and names give\n  %s", got, c.info)
		}
	}
	if m.State == nil {
		if m.Info == nil && c.n > 0 {
			c.problem("an empty public message (the lobby's) after event %d", c.n)
		}
		return
	}
	got, _ := json.Marshal(m.State)
	states := c.statesOf(c.viewer)
	for j := c.state; j <= c.n && j < len(states); j++ {
		if bytes.Equal(states[j], got) {
			c.state = j
			return
		}
	}
	var said []string
	for j := c.state; j < c.n && j < len(c.heard(c.viewer)); j++ {
		b, _ := wire.Encode(c.heard(c.viewer)[j])
		said = append(said, string(b))
	}
	c.problem("public state %s after event %d: not what the events %d to %d announced to everyone (%s):\n  %s", got, c.n, c.state, c.n, states[min(c.n, len(states)-1)], strings.Join(said, "\n  "))
}

func (c *connCheck) presence(m *wire.Presence) {
	if len(m.Seats) != len(c.names) {
		c.problem("presence of %d seats; the game has %d", len(m.Seats), len(c.names))
		return
	}
	for i, st := range m.Seats {
		if st.Seat != i || st.Name != "" && st.Name != c.names[i] {
			c.problem("presence: seat %d is %d %q", i, st.Seat, st.Name)
		}
	}
}

func (c *connCheck) result(m *wire.Result) {
	req, ok := c.requests[m.ID]
	if !ok {
		c.problem("the result of request %d, which this connection did not send", m.ID)
		return
	}
	r := m.Refusal
	if r == nil {
		return
	}
	if r.Player != c.viewer {
		c.problem("request %d: a refusal about player %d: %s", m.ID, r.Player, r.Error())
	}
	var obj map[string]json.RawMessage
	if b, err := json.Marshal(r); err == nil && json.Unmarshal(b, &obj) == nil {
		if _, named := obj["cell"]; named && !slices.Contains(cellsOf(req), r.Cell) {
			c.problem("request %d: a refusal names the cell %v, which the request did not: %s", m.ID, r.Cell, r.Error())
		}
	}
}

// cellsOf are the cells a request names.
func cellsOf(req wire.Message) []maze.Pos {
	switch m := req.(type) {
	case *wire.ChooseStart:
		return []maze.Pos{maze.Pos(m.Cell)}
	case *wire.Say:
		st, err := moves.ParseStatement(m.Text)
		if err != nil {
			return nil
		}
		out := []maze.Pos{st.Cell}
		for _, a := range st.Move.Actions {
			out = append(out, a.TargetCell)
		}
		for _, cl := range st.Move.Conditions {
			for _, a := range cl.Then {
				out = append(out, a.TargetCell)
			}
		}
		return out
	}
	return nil
}

func (c *connCheck) reveal(payload []byte) {
	if !c.over {
		c.problem("the reveal before game_over (after event %d)", c.n)
	}
	want, err := wire.Encode(&wire.Reveal{Maze: c.plan, Events: c.log})
	if err != nil || !bytes.Equal(want, payload) {
		c.problem("the reveal is not the plan and the whole log (%d bytes, want %d)", len(payload), len(want))
	}
}

// short is a payload cut for a message.
func short(payload []byte) string {
	if len(payload) > 400 {
		return string(payload[:400]) + fmt.Sprintf("... (%d bytes)", len(payload))
	}
	return string(payload)
}

// leakList joins problems for a failure message.
func leakList(problems []string) string {
	const most = 30
	if len(problems) > most {
		problems = append(problems[:most:most], fmt.Sprintf("... and %d more", len(problems)-most))
	}
	return strings.Join(problems, "\n")
}
