package notebook

import (
	"slices"
	"strings"

	"github.com/labyrinth-game/labyrinth/engine/announce"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/moves"
)

// Log is the move log: every event the notebook's owner saw, in order, and
// the same events grouped into entries, one per statement a player made
// (his move, a status question, a recall...) and one per run of the game
// master's own notices (whose turn it is, a wound notice, the end). It is
// built only from what game.Filter lets his seat see, so it never holds
// more than he heard; the same code serves a solo game and a network game.
//
// The log is not part of the undo history: what was said stays said.
type Log struct {
	seat    int
	names   []string
	events  []game.Event
	entries []Entry
	lastSeq int
}

// EntryKind tells what an entry is.
type EntryKind uint8

const (
	// Statement: a player said something — a move, a question, a request.
	Statement EntryKind = iota + 1
	// Notice: the game master announced something on his own — the start,
	// whose turn it is, a wound or death notice, the end.
	Notice
)

// Entry is one statement and its answer, or one run of notices.
type Entry struct {
	Kind EntryKind
	// Round is the round it happened in (0 while starts are chosen).
	Round int
	// Player is who spoke (or whom a notice is about), -1 for none or
	// several.
	Player int
	// Said is the statement in the move language ("go up", "status",
	// "recall Bob", "order a new cell"); "" for notices.
	Said string
	// Reply is what the game master said in answer, as announce.English
	// renders it for the notebook's owner ("Walked onto land.").
	Reply string
	// First and End delimit the entry's events in the log: Events()[First:End].
	First, End int
	// Events are the raw events of the entry, as seen by the owner.
	Events []game.Event
}

// Seat is the seat whose view the log keeps.
func (l *Log) Seat() int { return l.seat }

// Names are the players' names in seat order.
func (l *Log) Names() []string { return slices.Clone(l.names) }

// Len is the number of events.
func (l *Log) Len() int { return len(l.events) }

// Events returns the events from index from on (all for 0).
func (l *Log) Events(from int) []game.Event {
	from = min(max(from, 0), len(l.events))
	return slices.Clone(l.events[from:])
}

// Event returns one event.
func (l *Log) Event(i int) game.Event { return l.events[i] }

// Entries returns the entries, oldest first.
func (l *Log) Entries() []Entry { return slices.Clone(l.entries) }

// NumEntries is the number of entries.
func (l *Log) NumEntries() int { return len(l.entries) }

// Entry returns entry i.
func (l *Log) Entry(i int) Entry { return l.entries[i] }

// Filter chooses entries of the log.
type Filter struct {
	// Players keeps the statements of these seats; nil keeps everyone's.
	Players []int
	// Notices keeps the game master's notices too (about those players,
	// or about nobody in particular).
	Notices bool
}

// Filter returns the indexes of the entries f keeps.
func (l *Log) Filter(f Filter) []int {
	var out []int
	for i, e := range l.entries {
		who := f.Players == nil || slices.Contains(f.Players, e.Player)
		switch e.Kind {
		case Statement:
			if who {
				out = append(out, i)
			}
		case Notice:
			if f.Notices && (who || e.Player < 0) {
				out = append(out, i)
			}
		}
	}
	return out
}

// opens reports whether an event begins a player's statement.
func opens(c game.Code) bool {
	switch c {
	case game.Said, game.StatusOf, game.Recall, game.NewCell, game.KeptCell, game.CellTypeOf,
		game.StartChosen, game.TimingAsked, game.BreakTaken, game.BreakVote, game.RulesOf:
		return true
	}
	return false
}

// notice reports whether an event is one of the game master's own
// announcements rather than part of the answer to a statement.
func notice(c game.Code) bool {
	switch c {
	case game.StartsInvalid, game.StartByMaster, game.GameStarted, game.CommonCell, game.StartCell, game.TurnBegins,
		game.WoundNotice, game.DeathNotice, game.QuietRounds, game.GameOver, game.SurvivorMoves,
		game.TimerStarted, game.TimerStopped, game.TimeUp, game.BreakAgreed, game.BreakTie:
		return true
	}
	return false
}

// append adds events the owner may see, skipping those seen already (by
// their sequence number: a reconnecting client may be sent some twice). It
// returns the index of the first entry that changed, or -1.
func (l *Log) append(events []game.Event) (from int, added []game.Event) {
	from = -1
	for _, e := range game.Filter(nil, events, l.seat) {
		if e.Seq != 0 {
			if e.Seq <= l.lastSeq {
				continue
			}
			l.lastSeq = e.Seq
		}
		i := l.add(e)
		if from < 0 || i < from {
			from = i
		}
		added = append(added, e)
	}
	if from >= 0 {
		for i := from; i < len(l.entries); i++ {
			l.render(i)
		}
	}
	return from, added
}

// renumber numbers the events as their seat does (app/seat): the log's
// n-th event is number n. Notebooks saved before seats numbered their own
// events hold the game's numbers, which count every seat's events; once
// renumbered, the events the seat sends are recognised by their numbers.
func (l *Log) renumber() {
	for i := range l.events {
		l.events[i].Seq = i + 1
	}
	l.lastSeq = len(l.events)
	for i := range l.entries {
		l.render(i)
	}
}

// add puts one event in the log and returns the index of its entry.
func (l *Log) add(e game.Event) int {
	l.events = append(l.events, e)
	idx := len(l.events) - 1
	var open *Entry
	if n := len(l.entries); n > 0 {
		open = &l.entries[n-1]
	}
	var start bool
	switch {
	case open == nil:
		start = true
	case opens(e.Code) && !e.Recalled:
		start = true
	case notice(e.Code) && !e.Recalled:
		start = open.Kind != Notice || e.Code == game.TurnBegins
	}
	if start {
		kind := Statement
		if !opens(e.Code) || e.Recalled {
			kind = Notice
		}
		l.entries = append(l.entries, Entry{Kind: kind, Round: e.Round, Player: e.Player, First: idx, End: idx + 1})
		en := &l.entries[len(l.entries)-1]
		if kind == Statement {
			en.Said = l.said(e)
		}
		return len(l.entries) - 1
	}
	open.End = idx + 1
	if open.Kind == Notice && e.Player >= 0 && e.Player != open.Player {
		open.Player = -1 // a notice about several players is about nobody in particular
	}
	return len(l.entries) - 1
}

// said writes the statement that an opening event answers, in the move
// language, leaving out what the owner may not know (the cell someone
// else ordered).
func (l *Log) said(e game.Event) string {
	name := func(i int) string {
		if i >= 0 && i < len(l.names) {
			return l.names[i]
		}
		return "?"
	}
	switch e.Code {
	case game.Said:
		return e.Move.String()
	case game.StatusOf:
		return moves.Statement{Kind: moves.AskStatus}.String()
	case game.Recall:
		return moves.Statement{Kind: moves.AskRecall, Player: name(e.Other)}.String()
	case game.NewCell:
		return "order a new cell"
	case game.KeptCell:
		return moves.Statement{Kind: moves.KeepCell}.String()
	case game.CellTypeOf:
		return moves.Statement{Kind: moves.AskCellType, Cell: e.Pos}.String()
	case game.StartChosen:
		return "start at " + e.Pos.String()
	case game.TimingAsked:
		return moves.Statement{Kind: moves.AskTiming, Player: name(e.Other)}.String()
	case game.BreakTaken:
		return moves.Statement{Kind: moves.TakeBreak}.String()
	case game.BreakVote:
		return moves.Statement{Kind: moves.VoteBreak}.String()
	case game.RulesOf:
		return moves.Statement{Kind: moves.AskRules}.String()
	}
	return ""
}

// render fills an entry's events and reply: a statement's answer as the
// game master says it (announce.English.Reply), notices sentence by
// sentence.
func (l *Log) render(i int) {
	en := &l.entries[i]
	en.Events = l.events[en.First:en.End:en.End]
	r := announce.English{Names: l.names}
	if en.Kind == Statement {
		en.Reply = r.Reply(en.Events, l.seat)
		return
	}
	var parts []string
	for _, e := range en.Events {
		if e.To.Includes(l.seat) {
			parts = append(parts, r.Text(e))
		}
	}
	en.Reply = strings.Join(parts, " ")
}

// AppendEvents adds events of the game to the move log: all of them or
// only new ones, in any batches, as they arrive. Only those the owner's
// seat may see are kept (game.Filter), and events already in the log (by
// their sequence number) are skipped, so a network client may pass what it
// is sent as it is. Pass the events as the seat numbers them (app/seat:
// the n-th event it heard is number n), as Open renumbers the log. It
// returns the number of events added. The new events go to the journal at
// once.
func (n *Notebook) AppendEvents(events ...game.Event) int {
	from, added := n.log.append(events)
	if len(added) == 0 {
		return 0
	}
	if n.file != nil {
		n.file.events = append(n.file.events, added...)
	}
	n.notify(Change{Log: true, LogFrom: from})
	n.journal()
	return len(added)
}
