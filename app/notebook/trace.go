package notebook

import (
	"fmt"
	"slices"
	"sort"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
)

// The trace lays a player's path from the move log onto a sheet: from a
// start cell the player picks, each movement the game master announced
// moves the player's token and draws what the announcement said. It reads
// only the log — the events the notebook's owner heard — and never a
// position, so it draws exactly what he could know. Where the path becomes
// uncertain it stops and says why; ContinueTrace carries on from there on
// a new fragment sheet. docs/notebook-model.md lists the rules.

// StopReason says why a trace stopped before the end of the log.
type StopReason string

const (
	// StopPit: the player fell into a pit or moved by the loop and came out
	// in another pit of the loop — where, the announcement does not say
	// (§4.4).
	StopPit StopReason = "pit"
	// StopRiver: the flow carried the player; upstream and downstream read
	// the same, so where he is is not known (§4.6).
	StopRiver StopReason = "river"
	// StopNewCell: the player ordered a new cell after a wound (§5.5).
	StopNewCell StopReason = "new_cell"
	// StopDark: a dark or semi-dark move; its results were not told (§6.7,
	// §6.8).
	StopDark StopReason = "dark"
	// StopRecallOnly: a move of the player is known only from a recall
	// (§6.3), not from hearing it: the log missed it.
	StopRecallOnly StopReason = "recall_only"
	// StopMissed: the log lacks a move of the player: his turn began and
	// ended, or began again, without his statement being heard.
	StopMissed StopReason = "missed"
	// StopLost: the player did not come back into the labyrinth and is out
	// of the game (§3.4). Nothing follows.
	StopLost StopReason = "lost"
)

// TraceRun is a trace laid on a sheet, kept so that it can be laid again
// as the log grows (Retrace).
type TraceRun struct {
	Player int
	// Start is the cell the trace starts from.
	Start Cell
	// From is the index of the first log event the trace reads: 0 for the
	// start of the game, later for the continuation of a stopped trace.
	From int
	// StartKind is the type of the start cell when the trace starts from
	// the middle of the log (the pit or river a stopped trace left the
	// player in); NoMark when unknown or read from the log.
	StartKind Kind
	// To is the index after the last event the trace read.
	To int
	// Stop is why the trace stopped, "" when it read the log to its end.
	Stop StopReason
}

// TraceStop says where and why a trace stopped, and how to go on.
type TraceStop struct {
	Reason StopReason
	Player int
	// Event is the index of the log event that made the path uncertain.
	Event int
	// Resume is the index of the log event a continuation reads first.
	Resume int
	// Kind is the type of the cell the player now stands on when the game
	// master announced it (the pit, river or delta), NoMark when unknown.
	Kind Kind
	// CanContinue reports whether continuing on a new sheet makes sense
	// (not after the player was lost outside).
	CanContinue bool
	// Message says it for people.
	Message string
}

// TraceResult is what a trace did.
type TraceResult struct {
	Sheet SheetID
	// Steps counts the movements laid on the sheet.
	Steps int
	// Trail is the cells the player's token visited, in order.
	Trail []Cell
	// Stop says why the trace stopped early; nil when it read the whole log.
	Stop *TraceStop
	// OverwrittenCells and OverwrittenEdges are where a pen mark already on
	// the sheet said something else, and the trace wrote over it with what
	// the player heard.
	OverwrittenCells []Cell
	OverwrittenEdges []Edge
}

// Trace lays the path of player from the start of the game onto sheet id,
// starting on cell start. It is one history step, and tracing the same
// player from the same cell again (when the log has grown) replaces the
// earlier trace's record and trail.
func (n *Notebook) Trace(id SheetID, start Cell, player int) (TraceResult, error) {
	return n.TraceFrom(id, start, player, 0, NoMark)
}

// TraceFrom lays the path of player from log event index from on, starting
// on cell start, whose type is kind (NoMark when unknown). From 0 the start
// cell's type is read from the log.
func (n *Notebook) TraceFrom(id SheetID, start Cell, player, from int, kind Kind) (TraceResult, error) {
	var res TraceResult
	err := n.do("Trace "+n.playerName(player), func() error {
		var err error
		res, err = n.trace(id, TraceRun{Player: player, Start: start, From: from, StartKind: kind})
		return err
	})
	return res, err
}

// ContinueTrace goes on after a stopped trace: it adds a fragment sheet
// (named name, or "Fragment N"), and traces the player from where the
// trace stopped, starting on cell start of the new sheet. The new sheet and
// the trace are one history step.
func (n *Notebook) ContinueTrace(stop TraceStop, name string, start Cell) (SheetID, TraceResult, error) {
	var id SheetID
	var res TraceResult
	err := n.do("Continue trace of "+n.playerName(stop.Player), func() error {
		if !stop.CanContinue {
			return refuse(CodeBadArgument, "the trace of %s cannot go on: %s", n.playerName(stop.Player), stop.Message)
		}
		var err error
		if id, err = n.addSheet(name, "Fragment", start); err != nil {
			return err
		}
		res, err = n.trace(id, TraceRun{Player: stop.Player, Start: start, From: stop.Resume, StartKind: stop.Kind})
		return err
	})
	return id, res, err
}

// Retrace lays trace number run of the sheet again, reading the log as it
// is now: the way to extend a trace as the game goes on. One history step.
func (n *Notebook) Retrace(id SheetID, run int) (TraceResult, error) {
	r, err := n.traceRun(id, run)
	if err != nil {
		return TraceResult{}, err
	}
	return n.TraceFrom(id, r.Start, r.Player, r.From, r.StartKind)
}

// traceRun is trace number run of sheet id.
func (n *Notebook) traceRun(id SheetID, run int) (TraceRun, error) {
	s, err := n.sheet(id)
	if err != nil {
		return TraceRun{}, err
	}
	if run < 0 || run >= len(s.traces) {
		return TraceRun{}, refuse(CodeBadArgument, "sheet %q has %d traces; there is no trace %d", s.name, len(s.traces), run)
	}
	return s.traces[run], nil
}

// FollowResult is what a trace that goes on by itself did (TraceOn,
// RetraceOn).
type FollowResult struct {
	// Sheet is where the trace now ends: the sheet it began on, or the
	// last fragment sheet it went on to.
	Sheet SheetID
	// Last is the last trace laid, on Sheet. Its Stop, when set, is one
	// the trace cannot go on from (the player was lost outside).
	Last TraceResult
	// Jumps are the stops the trace went on from, in order.
	Jumps []Jump
}

// Jump is a stop a trace went on from, onto a fragment sheet.
type Jump struct {
	Stop TraceStop
	// Sheet is the fragment the trace went on on.
	Sheet SheetID
	// New is true when the fragment was added for it; false when a sheet
	// already continued the trace from that very stop and was laid again.
	New bool
}

// TraceOn is Trace that does not stop where the path becomes uncertain: at
// a pit, a river, a dark move (every stop but being lost outside), it goes
// on by itself on a fragment sheet, as ContinueTrace does from cell (1,1)
// of a new sheet — or on the sheet that already continues the trace from
// that stop — and so on to the end of the log. One history step.
func (n *Notebook) TraceOn(id SheetID, start Cell, player int) (FollowResult, error) {
	return n.followOn("Trace "+n.playerName(player), id, TraceRun{Player: player, Start: start})
}

// RetraceOn is Retrace going on by itself as TraceOn does: the way to
// follow a game as it goes on. One history step.
func (n *Notebook) RetraceOn(id SheetID, run int) (FollowResult, error) {
	r, err := n.traceRun(id, run)
	if err != nil {
		return FollowResult{}, err
	}
	return n.followOn("Trace "+n.playerName(r.Player), id, TraceRun{Player: r.Player, Start: r.Start, From: r.From, StartKind: r.StartKind})
}

func (n *Notebook) followOn(label string, id SheetID, run TraceRun) (FollowResult, error) {
	var fr FollowResult
	err := n.do(label, func() error {
		res, err := n.trace(id, run)
		if err != nil {
			return err
		}
		fr = FollowResult{Sheet: id, Last: res}
		// Each continuation starts after the stop it goes on from, so
		// the log's end is reached.
		for res.Stop != nil && res.Stop.CanContinue {
			stop := *res.Stop
			next, r, found := n.continuation(stop)
			if !found {
				if next, err = n.addSheet("", "Fragment", Cell{}); err != nil {
					return err
				}
				r = TraceRun{Player: stop.Player, From: stop.Resume, StartKind: stop.Kind}
			}
			if res, err = n.trace(next, r); err != nil {
				return err
			}
			fr.Jumps = append(fr.Jumps, Jump{Stop: stop, Sheet: next, New: !found})
			fr.Sheet, fr.Last = next, res
		}
		return nil
	})
	return fr, err
}

// continuation finds the trace, on any sheet, that goes on from stop.
func (n *Notebook) continuation(stop TraceStop) (SheetID, TraceRun, bool) {
	for _, id := range n.order {
		for _, r := range n.sheets[id].traces {
			if r.Player == stop.Player && r.From == stop.Resume {
				return id, TraceRun{Player: r.Player, Start: r.Start, From: r.From, StartKind: r.StartKind}, true
			}
		}
	}
	return 0, TraceRun{}, false
}

func (n *Notebook) playerName(p int) string {
	if p >= 0 && p < len(n.log.names) {
		return n.log.names[p]
	}
	return fmt.Sprintf("player %d", p+1)
}

// tracer is one trace being laid.
type tracer struct {
	n      *Notebook
	id     SheetID
	run    TraceRun
	res    TraceResult
	owner  Owner
	at     Cell
	known  bool // the player stands on a known cell of the sheet
	out    bool // he stands outside the labyrinth, beyond the exit he took
	immune bool // encephalitis cells are announced to him as land (§4.7)
	said   *moves.Move
	// turn: the player's turn began and his statement has not been heard
	// yet; turnRound is its round.
	turn      bool
	turnRound int
	// Where the treasure he carries came from, for marking it fake when it
	// crumbles (§3.4): see trace_treasure.go.
	treasures treasureBook
	// dry: the trace is only read again to learn where something happened
	// (replayTo); nothing is written.
	dry bool
}

func (n *Notebook) trace(id SheetID, run TraceRun) (TraceResult, error) {
	if _, err := n.sheet(id); err != nil {
		return TraceResult{}, err
	}
	if err := n.checkPlayer(run.Player); err != nil {
		return TraceResult{}, err
	}
	if err := n.checkCell(run.Start); err != nil {
		return TraceResult{}, err
	}
	if run.From < 0 || run.From > n.log.Len() {
		return TraceResult{}, refuse(CodeBadArgument, "log event %d: the log has %d events", run.From, n.log.Len())
	}
	if run.StartKind > Note || (run.StartKind != NoMark && !run.StartKind.IsType()) {
		return TraceResult{}, refuse(CodeBadArgument, "start cell type %v is not a cell type", run.StartKind)
	}
	t := n.newTracer(id, run)
	i := t.read(n.log.Len())
	if !t.known && t.res.Stop == nil && len(t.res.Trail) == 0 {
		return TraceResult{}, refuse(CodeNoStart, "the log does not say yet where %s started", n.playerName(run.Player))
	}
	t.run.To, t.run.Stop = i, ""
	if t.res.Stop != nil {
		t.run.To, t.run.Stop = t.res.Stop.Event+1, t.res.Stop.Reason
	}
	t.finish()
	return t.res, nil
}

// newTracer prepares a trace of run on sheet id: what the log before the
// run's start tells, and the player on the start cell of a continuation.
func (n *Notebook) newTracer(id SheetID, run TraceRun) *tracer {
	t := &tracer{n: n, id: id, run: run, owner: SeatOwner(run.Player)}
	t.res.Sheet = id
	t.treasures.reset()
	for i, e := range n.log.events[:run.From] {
		t.remember(e)
		t.treasures.heard(t, i, e)
	}
	if run.From > 0 {
		t.turn = false // a continuation starts afresh, even at a turn the log missed
		t.begin(run.StartKind)
	}
	return t
}

// read traces the log's events from the run's start up to index end, or
// until the trace stops, and returns the index after the last event read.
func (t *tracer) read(end int) int {
	events := t.n.log.events
	i := t.run.From
	for ; i < end && t.res.Stop == nil; i++ {
		t.event(i, events[i])
	}
	return i
}

// remember keeps what the events before the trace's start tell about the
// player: whether he is immune, and his last move (for recalls).
func (t *tracer) remember(e game.Event) {
	if e.Player != t.run.Player || e.Recalled {
		return
	}
	switch e.Code {
	case game.BecameImmune:
		t.immune = true
	case game.Said:
		m := e.Move
		t.said = &m
		t.turn = false
	case game.TurnBegins:
		t.turn, t.turnRound = true, e.Round
	case game.TimeUp:
		t.turn = false
	case game.HintBought, game.BetPlayed, game.NoCasino:
		t.turn = false // a hint or a bet instead of a move (seed 004): he stays where he is
	}
}

// begin puts the player on the start cell.
func (t *tracer) begin(k Kind) {
	t.at, t.known = t.run.Start, true
	t.res.Trail = []Cell{t.at}
	if k != NoMark {
		t.cell(t.at, CellMark{Kind: k, Pen: true})
	}
}

func (t *tracer) event(i int, e game.Event) {
	p := t.run.Player
	if e.Code == game.Recall && e.Other == p && !e.Recalled && t.known {
		if said := e.Move; (said.Skip || len(said.Actions) > 0) && (t.said == nil || t.said.String() != said.String()) {
			t.stop(i, t.n.log.entryEnd(i), StopRecallOnly, NoMark,
				"%s's move %q is known only from %s's recall: the log missed it, so where it led is not known",
				t.name(), said.String(), t.n.playerName(e.Player))
			return
		}
	}
	if e.Code == game.TurnBegins && !e.Recalled && t.turn && t.known {
		t.stop(i, i, StopMissed, NoMark, "the log lacks %s's move of round %d", t.name(), t.turnRound)
		return
	}
	if e.Player != p || e.Recalled {
		return
	}
	t.remember(e)
	t.treasures.heard(t, i, e)
	if !t.known {
		if e.Code == game.StartCell && t.run.From == 0 {
			t.begin(KindOf(e.Cell))
		}
		return
	}
	switch e.Code {
	case game.Done:
		t.stop(i, i+1, StopDark, NoMark, "%s made a dark move in round %d: its result was not told", t.name(), e.Round)
	case game.Moved:
		t.step(e.Dir)
		m := CellMark{Kind: KindOf(e.Cell), Pen: true}
		if e.Cell == maze.Land && t.immune {
			m.Pen = false // to the immune, the encephalitis cell is land too (§4.7)
		}
		t.cell(t.at, m)
	case game.AlongRiver:
		t.step(e.Dir)
		t.cell(t.at, CellMark{Kind: KindOf(e.Cell), Pen: true})
	case game.FellIntoPit:
		t.enter(e.Dir, CellMark{Kind: Pit, Pen: true})
		t.stop(i, i+1, StopPit, Pit, "%s fell into a pit in round %d and came out in another pit of its loop", t.name(), e.Round)
	case game.MovedByLoop:
		t.cell(t.at, CellMark{Kind: Pit, Pen: true})
		t.stop(i, i+1, StopPit, Pit, "%s moved by the loop in round %d to another pit", t.name(), e.Round)
	case game.CarriedByFlow:
		t.enter(e.Dir, CellMark{Kind: River, Pen: true})
		t.stop(i, i+1, StopRiver, KindOf(e.Cell),
			"%s walked into a river in round %d and was carried by the flow: upstream and downstream read the same", t.name(), e.Round)
	case game.MovedByFlow:
		t.cell(t.at, CellMark{Kind: River, Pen: true})
		t.stop(i, i+1, StopRiver, KindOf(e.Cell), "%s moved by the flow in round %d", t.name(), e.Round)
	case game.HitWall:
		t.edge(EdgeOf(t.at, e.Dir), EdgeMark{Kind: Wall, Pen: true})
		if e.Cell != maze.Outside {
			t.cell(t.at, CellMark{Kind: River, Pen: true})
			t.stop(i, i+1, StopRiver, KindOf(e.Cell), "%s hit a wall in a river in round %d and was carried by the flow", t.name(), e.Round)
		}
	case game.RiverAgainst:
		// §7.4: a river flowing into the delta from that side.
		t.edge(EdgeOf(t.at, e.Dir), EdgeMark{Kind: Passage, Pen: true})
		t.cell(t.at.Step(e.Dir), CellMark{Kind: River, Flow: e.Dir.Opposite(), Pen: true})
	case game.LeftMaze:
		t.edge(EdgeOf(t.at, e.Dir), EdgeMark{Kind: Exit, Pen: true})
		t.at, t.out = t.at.Step(e.Dir), true
		t.res.Trail = append(t.res.Trail, t.at)
		t.res.Steps++
	case game.LostOutside:
		t.stop(i, i+1, StopLost, NoMark, "%s did not come back into the labyrinth and is out of the game", t.name())
	case game.NewCell:
		t.stop(i, i+1, StopNewCell, NoMark, "%s ordered a new cell in round %d", t.name(), e.Round)
	case game.Found:
		if e.Items.Treasures > 0 && !t.out {
			t.cell(t.at, CellMark{Kind: Treasure, Pen: true})
		}
	case game.Crumbled:
		t.crumbled()
	case game.Thrown:
		if next, ok := t.n.log.nextOf(i, p); !ok || next.Code != game.FellAtFeet {
			// Not stopped by a wall: a passage, or an open exit (§5.2).
			t.edge(EdgeOf(t.at, e.Dir), EdgeMark{Kind: Passage})
		} else {
			t.edge(EdgeOf(t.at, e.Dir), EdgeMark{Kind: Wall, Pen: true})
		}
	case game.WallReport:
		// §7.8: what the grenade did.
		switch e.Reason {
		case game.Destroyed:
			t.edge(EdgeOf(t.at, e.Dir), EdgeMark{Kind: Passage, Pen: true})
		case game.Stood:
			t.edge(EdgeOf(t.at, e.Dir), EdgeMark{Kind: Wall, Pen: true})
		case game.NoWallThere:
			t.edge(EdgeOf(t.at, e.Dir), EdgeMark{Kind: Passage})
		case game.Exploded: // seed 004: the bomb exploded, the wall fell
			t.edge(EdgeOf(t.at, e.Dir), EdgeMark{Kind: Passage, Pen: true})
		}
	}
}

func (t *tracer) name() string { return t.n.playerName(t.run.Player) }

// step moves the player one cell in direction d through an open edge: a
// passage, or the exit he went out by.
func (t *tracer) step(d maze.Dir) {
	if !t.out {
		t.edge(EdgeOf(t.at, d), EdgeMark{Kind: Passage, Pen: true})
	}
	t.at, t.out = t.at.Step(d), false
	t.res.Trail = append(t.res.Trail, t.at)
	t.res.Steps++
}

// enter is a step into a cell the player is carried on from (a pit, a
// river): the cell is marked and entered, and the trace stops after it.
func (t *tracer) enter(d maze.Dir, m CellMark) {
	t.step(d)
	t.cell(t.at, m)
}

func (t *tracer) stop(i, resume int, why StopReason, k Kind, format string, args ...any) {
	t.res.Stop = &TraceStop{Reason: why, Player: t.run.Player, Event: i, Resume: resume, Kind: k,
		CanContinue: why != StopLost, Message: fmt.Sprintf(format, args...)}
	t.known = false
}

// cell writes a mark the way a trace does: a pen mark goes over what is
// drawn (a pen mark saying something else is reported), a pencil mark only
// fills an empty slot or adds to what agrees with it.
func (t *tracer) cell(c Cell, m CellMark) {
	t.cellOn(t.id, c, m)
}

// cellOn is cell on any sheet: a crumbled treasure may have been found on
// the sheet of an earlier part of the trace.
func (t *tracer) cellOn(id SheetID, c Cell, m CellMark) {
	if t.dry {
		return
	}
	m.Owner = t.owner
	k := cellKey(id, c, m.Kind.Slot())
	old := t.n.get(k).(CellMark)
	v, verdict := mergeCell(old, m)
	if verdict == Conflict {
		if !m.Pen {
			return
		}
		v = m
		if id == t.id {
			t.res.OverwrittenCells = append(t.res.OverwrittenCells, c)
		}
	}
	t.n.setAny(k, v)
}

func (t *tracer) edge(e Edge, m EdgeMark) {
	if t.dry {
		return
	}
	m.Owner = t.owner
	k := edgeKey(t.id, e)
	old := t.n.get(k).(EdgeMark)
	v, verdict := mergeEdge(old, m)
	if verdict == Conflict {
		if !m.Pen {
			return
		}
		v = m
		t.res.OverwrittenEdges = append(t.res.OverwrittenEdges, e)
	}
	t.n.setAny(k, v)
}

// finish sets the player's trail and token and records the run.
func (t *tracer) finish() {
	n, id, p := t.n, t.id, t.run.Player
	n.set(trailKey(id, p), slices.Clone(t.res.Trail))
	tok := tokenVal{}
	if t.known {
		tok = tokenVal{on: true, at: t.at}
	}
	n.set(tokenKey(id, p), tok)
	runs := slices.Clone(n.sheets[id].traces)
	i := slices.IndexFunc(runs, func(r TraceRun) bool {
		return r.Player == p && r.Start == t.run.Start && r.From == t.run.From
	})
	if i >= 0 {
		runs[i] = t.run
	} else {
		runs = append(runs, t.run)
	}
	n.set(tracesKey(id), runs)
}

// entryEnd is the index after the last event of the entry holding event i.
func (l *Log) entryEnd(i int) int {
	j := sort.Search(len(l.entries), func(j int) bool { return l.entries[j].First > i }) - 1
	if j < 0 {
		return i + 1
	}
	return l.entries[j].End
}

// nextOf returns the first event after index i about player, within the
// same entry.
func (l *Log) nextOf(i, player int) (game.Event, bool) {
	end := l.entryEnd(i)
	for j := i + 1; j < end && j < len(l.events); j++ {
		if e := l.events[j]; e.Player == player && !e.Recalled {
			return e, true
		}
	}
	return game.Event{}, false
}
