package session

import (
	"iter"

	"github.com/labyrinth-game/labyrinth/engine/game"
)

// logChunk is how many events a full chunk of a session's log holds
// (about 340 KB).
const logChunk = 1024

// eventLog is a game's events in order, the game master's complete log.
// It is kept in chunks of logChunk events, so that it grows without ever
// copying what it holds: one slice grown by append is copied whole each
// time it outgrows its array, a quarter larger each time, which over a
// long hosted game is about four times the log's size in garbage for the
// collector, and up to a quarter of it unused. Every chunk but the last is
// full, and an event never changes once it is in the log: slices of it are
// handed out to be read.
type eventLog struct {
	full    [][]game.Event // each of exactly logChunk events
	tail    []game.Event   // at most logChunk events
	scratch []game.Event   // where the engine writes a command's events
}

// newEventLog makes a log of events (a journal's, read back), sharing
// their array.
func newEventLog(events []game.Event) eventLog {
	var l eventLog
	for len(events) > logChunk {
		l.full = append(l.full, events[:logChunk:logChunk])
		events = events[logChunk:]
	}
	l.tail = events[:len(events):len(events)]
	return l
}

func (l *eventLog) len() int { return len(l.full)*logChunk + len(l.tail) }

// apply applies c to g and adds its events to the log; it returns them, to
// be read only. A refused command adds nothing.
func (l *eventLog) apply(g *game.Game, c game.Command) ([]game.Event, error) {
	evs, err := g.Apply(c, l.scratch[:0])
	if err != nil {
		return nil, err
	}
	l.scratch = evs[:0]
	from := l.len()
	l.add(evs)
	return l.view(from, l.len()), nil
}

// add appends evs to the log.
func (l *eventLog) add(evs []game.Event) {
	for len(evs) > 0 {
		if len(l.tail) == logChunk {
			l.full = append(l.full, l.tail)
			l.tail = make([]game.Event, 0, logChunk)
		}
		n := min(len(evs), logChunk-len(l.tail))
		if len(l.tail)+n > cap(l.tail) {
			// The first chunk grows by doubling, up to its full size, so
			// that a short game stays small.
			grown := make([]game.Event, len(l.tail), min(max(2*cap(l.tail), len(l.tail)+n, 64), logChunk))
			copy(grown, l.tail)
			l.tail = grown
		}
		l.tail = append(l.tail, evs[:n]...)
		evs = evs[n:]
	}
}

// chunk returns the i-th chunk, the tail being the last.
func (l *eventLog) chunk(i int) []game.Event {
	if i < len(l.full) {
		return l.full[i]
	}
	return l.tail
}

// view returns the events with after < index <= upto (indexes from 1),
// to be read only: a slice of the log itself when they lie in one chunk,
// a copy otherwise.
func (l *eventLog) view(after, upto int) []game.Event {
	upto = min(max(upto, 0), l.len())
	after = min(max(after, 0), upto)
	if after == upto {
		return nil
	}
	if c := after / logChunk; c == (upto-1)/logChunk {
		from, to := after-c*logChunk, upto-c*logChunk
		return l.chunk(c)[from:to:to]
	}
	return l.appendRange(make([]game.Event, 0, upto-after), after, upto)
}

// appendRange appends the events with after < index <= upto to dst;
// after and upto are within the log.
func (l *eventLog) appendRange(dst []game.Event, after, upto int) []game.Event {
	for i := after; i < upto; {
		c := i / logChunk
		from, to := i-c*logChunk, min(upto-c*logChunk, logChunk)
		dst = append(dst, l.chunk(c)[from:to]...)
		i += to - from
	}
	return dst
}

// since returns a copy of the events after the first from.
func (l *eventLog) since(from int) []game.Event {
	n := l.len()
	from = min(max(from, 0), n)
	if from == n {
		return nil
	}
	return l.appendRange(make([]game.Event, 0, n-from), from, n)
}

// filter returns the events viewer (a seat, or game.Master) may see.
func (l *eventLog) filter(viewer int) []game.Event {
	var out []game.Event
	for _, c := range l.full {
		out = game.Filter(out, c, viewer)
	}
	return game.Filter(out, l.tail, viewer)
}

// all yields every event in order.
func (l *eventLog) all() iter.Seq[*game.Event] {
	return func(yield func(*game.Event) bool) {
		for i := range len(l.full) + 1 {
			c := l.chunk(i)
			for j := range c {
				if !yield(&c[j]) {
					return
				}
			}
		}
	}
}
