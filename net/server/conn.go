package server

import (
	"bufio"
	"errors"
	"io"
	"net"
	"strconv"
	"sync/atomic"
	"time"

	"golang.org/x/time/rate"

	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// conn is one client's connection. Its reader goroutine runs the
// handshake, then reads requests and acknowledgements; once joined, its
// writer goroutine (writeLoop) sends the seat's events, the queued
// messages and heartbeats. The fields under "guarded by s.mu" are shared
// between them and the rest of the server.
type conn struct {
	s       *Server
	nc      net.Conn
	br      *bufio.Reader
	limiter *rate.Limiter
	strikes int // messages in a row over the rate limit

	// Set when the handshake succeeds, then fixed.
	seat int   // the seat, or -1 for a spectator
	feed *feed // what it may hear

	sent  atomic.Int64 // events written (the last one's number)
	acked atomic.Int64 // events the client acknowledged

	// The writer's scratch.
	bodies []wire.EventBody
	frame  []byte

	wake       chan struct{} // something new to send
	done       chan struct{} // the reader stopped
	writerDone chan struct{}

	// guarded by s.mu
	queue []queued
	final []byte // a fatal error, framed: sent last, then the connection closes
}

// queued is a message waiting to be sent: after the seat's first after
// events, so that nothing overtakes the events it follows.
type queued struct {
	frame []byte
	after int
}

func newConn(s *Server, nc net.Conn) *conn {
	return &conn{
		s: s, nc: nc, br: bufio.NewReaderSize(nc, 4096), seat: -1,
		limiter:    rate.NewLimiter(rate.Limit(s.lim.Rate), s.lim.Burst),
		wake:       make(chan struct{}, 1),
		done:       make(chan struct{}),
		writerDone: make(chan struct{}),
	}
}

func (c *conn) String() string {
	switch {
	case c.feed == nil:
		return c.nc.RemoteAddr().String()
	case c.seat < 0:
		return "spectator " + c.nc.RemoteAddr().String()
	}
	return "seat " + strconv.Itoa(c.seat) + " " + c.nc.RemoteAddr().String()
}

func (c *conn) wakeUp() {
	select {
	case c.wake <- struct{}{}:
	default:
	}
}

// queueLocked queues a message to follow the events the seat has heard so
// far. A client that lets Limits.Queue messages pile up is dropped. The
// caller holds s.mu.
func (c *conn) queueLocked(frame []byte) {
	c.queueAfterLocked(frame, len(c.feed.seqs))
}

func (c *conn) queueAfterLocked(frame []byte, after int) {
	if c.final != nil {
		return
	}
	if len(c.queue) >= c.s.lim.Queue {
		c.failLocked(wire.Errorf(wire.CodeSlow, "%d messages are waiting to be sent to this client: it does not read what it is sent (reconnect to continue)", len(c.queue)))
		return
	}
	c.queue = append(c.queue, queued{frame: frame, after: after})
	c.wakeUp()
}

func (c *conn) queue1(m wire.Message) {
	f, err := frameOf(m)
	if err != nil {
		c.s.logf("%v: a message does not encode: %v", c, err)
		return
	}
	c.s.mu.Lock()
	c.queueLocked(f)
	c.s.mu.Unlock()
}

// fail ends the connection with a fatal error: the writer sends it, after
// what it is writing, and closes the connection.
func (c *conn) fail(e *wire.Error) {
	c.s.mu.Lock()
	c.failLocked(e)
	c.s.mu.Unlock()
}

func (c *conn) failLocked(e *wire.Error) {
	if c.final != nil {
		return
	}
	e.Fatal = true
	f, err := frameOf(e)
	if err != nil {
		f = []byte{0, 0, 0, 2, '{', '}'} // cannot happen; still end the connection
	}
	c.final = f
	c.s.logf("%v: dropped: %s: %s", c, e.Code, e.Message)
	if c.feed == nil {
		// In the handshake there is no writer: the reader writes and
		// closes. Unblock it.
		c.nc.SetDeadline(time.Now())
	}
	c.wakeUp()
}

// writeDeadline gives a write of n bytes WriteTimeout, and a second more
// for every 64 KiB beyond the first: a large reveal on a slow network
// takes its time without a dead client holding the writer forever.
func (c *conn) writeDeadline(n int) time.Time {
	return time.Now().Add(c.s.lim.WriteTimeout + time.Duration(n/(64<<10))*time.Second)
}

// eventBatch is how many events the writer encodes between looks at the
// queue.
const eventBatch = 256

// writeLoop sends the connection's events, queued messages and
// heartbeats until the reader stops or a fatal error is sent.
func (c *conn) writeLoop() {
	defer close(c.writerDone)
	s := c.s
	bw := bufio.NewWriterSize(c.nc, 32<<10)
	write := func(b []byte) bool {
		c.nc.SetWriteDeadline(c.writeDeadline(len(b) + bw.Buffered()))
		_, err := bw.Write(b)
		return err == nil
	}
	flush := func() bool {
		if bw.Buffered() == 0 {
			return true
		}
		c.nc.SetWriteDeadline(c.writeDeadline(bw.Buffered()))
		return bw.Flush() == nil
	}
	lastWrite := time.Now()
	var fullSince time.Time
	timer := time.NewTimer(s.lim.Heartbeat)
	defer timer.Stop()
	for {
		s.mu.Lock()
		final := c.final
		seqs := c.feed.seqs
		var head *queued
		if len(c.queue) > 0 {
			h := c.queue[0]
			head = &h
		}
		s.mu.Unlock()
		sent, acked := int(c.sent.Load()), int(c.acked.Load())
		if final != nil {
			c.writeFinal(final, sent, write, flush)
			return
		}
		limit := min(len(seqs), acked+s.lim.Window)
		switch {
		case head != nil && sent >= head.after:
			if !write(head.frame) {
				c.nc.Close()
				return
			}
			s.mu.Lock()
			c.queue[0] = queued{}
			if len(c.queue) == 1 {
				c.queue = c.queue[:0] // empty: its array serves again from the start
			} else {
				c.queue = c.queue[1:]
			}
			s.mu.Unlock()
			fullSince = time.Time{}
			continue
		case sent < limit:
			upto := min(limit, sent+eventBatch)
			if !c.writeEvents(seqs, sent, upto, write) {
				c.nc.Close()
				return
			}
			c.sent.Store(int64(upto))
			fullSince = time.Time{}
			continue
		}
		if bw.Buffered() > 0 {
			if !flush() {
				c.nc.Close()
				return
			}
			lastWrite = time.Now()
		}
		// Nothing can be sent now. Either nothing waits, or the window
		// is full and the client must acknowledge first.
		now := time.Now()
		blocked := sent < len(seqs) || head != nil
		if !blocked {
			fullSince = time.Time{}
		} else if fullSince.IsZero() {
			fullSince = now
		}
		if blocked && now.Sub(fullSince) >= s.lim.AckTimeout {
			c.fail(wire.Errorf(wire.CodeSlow, "the client acknowledged none of the last %d events in %v (reconnect to continue)", sent-acked, s.lim.AckTimeout))
			continue
		}
		next := lastWrite.Add(s.lim.Heartbeat)
		if blocked {
			next = minTime(next, fullSince.Add(s.lim.AckTimeout))
		}
		timer.Reset(time.Until(next))
		select {
		case <-c.wake:
		case <-timer.C:
			if time.Since(lastWrite) >= s.lim.Heartbeat {
				if !write(pingFrame) || !flush() {
					c.nc.Close()
					return
				}
				lastWrite = time.Now()
			}
		case <-c.done:
			s.mu.Lock()
			final := c.final
			s.mu.Unlock()
			if final == nil {
				flush()
				c.nc.Close()
				return
			}
		}
	}
}

// writeFinal sends what is queued and may go now (the notices before a
// fatal error: a rate_limited before the flood), then the fatal error,
// and hangs up. The write deadlines bound it for a client that reads
// nothing.
func (c *conn) writeFinal(final []byte, sent int, write func([]byte) bool, flush func() bool) {
	c.s.mu.Lock()
	rest := c.queue
	c.queue = nil
	c.s.mu.Unlock()
	ok := flush()
	for _, q := range rest {
		if ok && q.after <= sent {
			ok = write(q.frame)
		}
	}
	if ok && write(final) && flush() {
		hangUp(c.nc)
		return
	}
	c.nc.Close()
}

// lingerTime is how long a connection ended by a fatal error stays open
// for reading once the error is sent; lingerBytes is the most read (and
// dropped) meanwhile.
const (
	lingerTime  = 500 * time.Millisecond
	lingerBytes = 4 << 20
)

// hangUp ends a connection whose last message was sent: it closes the
// host's side for writing, and gives the client lingerTime to read it and
// close its own side, while what it still sends is read and dropped
// (readLoop, or drain once that has stopped). Closing outright while the
// client's messages lie unread would reset the connection, and a reset
// throws away what the host had not yet sent: a client that floods the
// host would never learn why it was cut off.
func hangUp(nc net.Conn) {
	cw, ok := nc.(interface{ CloseWrite() error })
	if !ok || cw.CloseWrite() != nil {
		nc.Close()
		return
	}
	nc.SetReadDeadline(time.Now().Add(lingerTime))
}

// drain reads and drops what the client still sends, until it closes
// its side, lingerTime runs out or lingerBytes have come; then the
// connection can be closed without a reset.
func drain(r io.Reader) {
	io.Copy(io.Discard, io.LimitReader(r, lingerBytes))
}

// ending reports whether the connection has a fatal error to send, or has
// sent it: what the client sends now is dropped.
func (c *conn) ending() bool {
	c.s.mu.Lock()
	defer c.s.mu.Unlock()
	return c.final != nil
}

var pingFrame, _ = frameOf(wire.Ping{})

func minTime(a, b time.Time) time.Time {
	if a.Before(b) {
		return a
	}
	return b
}

// writeEvents writes the seat's events from+1 to upto, whose seqs are
// seqs[from:upto]: from the bodies sync encoded, or, for events too old
// to be kept there (a client catching up), encoded here.
func (c *conn) writeEvents(seqs []int32, from, upto int, write func([]byte) bool) bool {
	want := seqs[from:upto]
	bodies, missing := c.bodies[:0], false
	c.s.mu.Lock()
	for _, seq := range want {
		b, ok := c.s.bodies.get(int(seq))
		bodies = append(bodies, b)
		missing = missing || !ok
	}
	c.s.mu.Unlock()
	c.bodies = bodies
	var evs []game.Event // the game's events from want[0] on, when some were not kept
	if missing {
		evs = c.s.game.Events(int(want[0])-1, int(want[len(want)-1]))
	}
	for i, seq := range want {
		b := bodies[i]
		if b.IsZero() {
			k := int(seq - want[0])
			if k >= len(evs) || evs[k].Seq != int(seq) {
				c.s.logf("%v: the game did not return event %d", c, seq)
				return false
			}
			var err error
			if b, err = wire.EncodeEventBody(evs[k]); err != nil {
				c.s.logf("%v: event %d does not encode: %v", c, seq, err)
				return false
			}
		}
		c.frame = b.AppendFrame(c.frame[:0], from+i+1)
		if !write(c.frame) {
			return false
		}
	}
	return true
}

// readLoop reads what a joined client sends until the connection ends.
func (c *conn) readLoop() {
	s := c.s
	ending := false // hanging up: what comes is dropped, for lingerTime at most
	for {
		if !ending {
			c.nc.SetReadDeadline(time.Now().Add(s.lim.Timeout))
			if ending = c.ending(); ending {
				c.nc.SetReadDeadline(time.Now().Add(lingerTime))
			}
		}
		payload, err := wire.ReadFrame(c.br, wire.MaxClientFrame)
		if err != nil {
			c.readFailed(err)
			return
		}
		if ending = ending || c.ending(); ending {
			continue
		}
		m, err := wire.DecodeFromClient(payload)
		if !c.allow(m) {
			c.strikes++
			if c.strikes >= s.lim.Flood {
				c.fail(wire.Errorf(wire.CodeFlood, "%d messages in a row beyond the limit of %g a second", c.strikes, s.lim.Rate))
				return
			}
			// A request is answered, so that its sender does not wait
			// for ever; other messages only at the first of a run.
			if id := requestID(m); id != 0 || c.strikes == 1 {
				e := wire.Errorf(wire.CodeRateLimited, "more than %g messages a second: ignored", s.lim.Rate)
				e.ID = id
				c.queue1(e)
			}
			continue
		}
		c.strikes = 0
		if err != nil {
			var we *wire.Error
			if !errors.As(err, &we) || we.Code == wire.CodeBadFrame {
				c.fail(wire.Errorf(wire.CodeBadFrame, "%v", err))
				return
			}
			c.queue1(we)
			continue
		}
		switch m := m.(type) {
		case *wire.Ping:
		case *wire.Ack:
			c.ack(m.N)
		case *wire.Say:
			c.say(m)
		case *wire.ChooseStart:
			c.chooseStart(m)
		default:
			c.queue1(wire.Errorf(wire.CodeUnexpected, "%s: this connection has already joined", m.Type()))
		}
	}
}

// allow reports whether a message is within the rate limit. An
// acknowledgement of something new is always allowed: a client catching
// up acknowledges often, and each one costs the host nothing.
func (c *conn) allow(m wire.Message) bool {
	if a, ok := m.(*wire.Ack); ok && int64(a.N) > c.acked.Load() && int64(a.N) <= c.sent.Load() {
		return true
	}
	return c.limiter.Allow()
}

func requestID(m wire.Message) int64 {
	switch m := m.(type) {
	case *wire.Say:
		return m.ID
	case *wire.ChooseStart:
		return m.ID
	}
	return 0
}

// readFailed ends the connection after a failed read: with an error for
// a bad frame or a silent client, quietly when it closed.
func (c *conn) readFailed(err error) {
	var we *wire.Error
	var ne net.Error
	switch {
	case errors.As(err, &we):
		c.fail(we)
	case errors.As(err, &ne) && ne.Timeout():
		c.s.mu.Lock()
		failed := c.final != nil
		c.s.mu.Unlock()
		if !failed {
			c.fail(wire.Errorf(wire.CodeTimeout, "nothing heard from the client for %v", c.s.lim.Timeout))
		}
	case errors.Is(err, io.EOF), errors.Is(err, net.ErrClosed):
	default:
		c.s.logf("%v: read: %v", c, err)
	}
}

func (c *conn) ack(n int) {
	if int64(n) > c.sent.Load() {
		c.queue1(wire.Errorf(wire.CodeBadAck, "ack %d: only %d events were sent", n, c.sent.Load()))
		return
	}
	for {
		old := c.acked.Load()
		if int64(n) <= old || c.acked.CompareAndSwap(old, int64(n)) {
			break
		}
	}
	c.wakeUp()
}
