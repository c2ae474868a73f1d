package host_test

import (
	"bytes"
	"fmt"
	"io"
	"net"
	"sync"
	"testing"

	"github.com/labyrinth-game/labyrinth/net/netnstest"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// tap stands between the clients and a host on loopback and keeps every
// byte that passes, each way, per connection: what the host sent each
// client is exactly what is recorded here, whatever the host, the server
// or the client make of it. It can cut its connections, as a network that
// fails does.
type tap struct {
	l      net.Listener
	target string
	wg     sync.WaitGroup

	mu    sync.Mutex
	conns []*tapped
	done  bool
}

// tapped is one connection through the tap.
type tapped struct {
	mu         sync.Mutex
	fromHost   []byte
	fromClient []byte
	down, up   net.Conn
}

// newTap forwards a fresh loopback port to target until Close or the end
// of the test.
func newTap(t testing.TB, target string) *tap {
	t.Helper()
	p := &tap{l: netnstest.Listen(t), target: target}
	p.wg.Add(1)
	go p.accept()
	t.Cleanup(p.Close)
	return p
}

// Addr is where clients connect.
func (p *tap) Addr() string { return p.l.Addr().String() }

func (p *tap) accept() {
	defer p.wg.Done()
	for {
		down, err := p.l.Accept()
		if err != nil {
			return
		}
		up, err := net.Dial("tcp", p.target)
		if err != nil {
			down.Close()
			continue
		}
		c := &tapped{down: down, up: up}
		p.mu.Lock()
		if p.done {
			p.mu.Unlock()
			down.Close()
			up.Close()
			return
		}
		p.conns = append(p.conns, c)
		p.wg.Add(2)
		p.mu.Unlock()
		go p.copy(c, down, up, &c.fromHost)
		go p.copy(c, up, down, &c.fromClient)
	}
}

// copy forwards from src to dst, recording into rec, until either side
// ends; then it closes both, as a proxy whose peer went away does.
func (p *tap) copy(c *tapped, dst, src net.Conn, rec *[]byte) {
	defer p.wg.Done()
	buf := make([]byte, 32<<10)
	for {
		n, err := src.Read(buf)
		if n > 0 {
			c.mu.Lock()
			*rec = append(*rec, buf[:n]...)
			c.mu.Unlock()
			if _, werr := dst.Write(buf[:n]); werr != nil {
				break
			}
		}
		if err != nil {
			break
		}
	}
	dst.Close()
	src.Close()
}

// Cut closes every connection through the tap, as a network failure
// would; the clients reconnect through it.
func (p *tap) Cut() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, c := range p.conns {
		c.down.Close()
		c.up.Close()
	}
}

// Close stops the tap and waits until everything that passed is recorded.
func (p *tap) Close() {
	p.mu.Lock()
	p.done = true
	p.mu.Unlock()
	p.l.Close()
	p.Cut()
	p.wg.Wait()
}

// Recordings returns what passed through each connection so far, in the
// order the connections were made.
func (p *tap) Recordings() []recording {
	p.mu.Lock()
	conns := append([]*tapped(nil), p.conns...)
	p.mu.Unlock()
	out := make([]recording, len(conns))
	for i, c := range conns {
		c.mu.Lock()
		out[i] = recording{FromHost: bytes.Clone(c.fromHost), FromClient: bytes.Clone(c.fromClient)}
		c.mu.Unlock()
	}
	return out
}

// recording is the bytes of one connection, each way.
type recording struct {
	FromHost, FromClient []byte
}

// frame is one frame as recorded: its payload and the message it decodes
// to.
type frame struct {
	payload []byte
	msg     wire.Message
}

// frames cuts a recorded byte stream into frames and decodes each. A
// stream cut short (the connection closed mid-frame) ends with the last
// whole frame; anything else that does not read is an error.
func frames(data []byte, max int, fromHost bool) ([]frame, error) {
	var out []frame
	r := bytes.NewReader(data)
	for r.Len() > 0 {
		at := len(data) - r.Len()
		payload, err := wire.ReadFrame(r, max)
		if err == io.ErrUnexpectedEOF {
			return out, nil
		}
		if err != nil {
			return out, fmt.Errorf("frame at byte %d: %w", at, err)
		}
		var m wire.Message
		if fromHost {
			m, err = wire.DecodeFromHost(payload)
		} else {
			m, err = wire.DecodeFromClient(payload)
		}
		if err != nil {
			return out, fmt.Errorf("frame at byte %d: %w: %s", at, err, payload)
		}
		out = append(out, frame{payload: payload, msg: m})
	}
	return out, nil
}
