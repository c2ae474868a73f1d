package host_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net"
	"runtime"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
	"unsafe"

	"github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
	"github.com/labyrinth-game/labyrinth/net/netnstest"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// The figures of network play (docs/performance.md, "Network play"): how
// soon a move's result reaches everyone, and what a host's memory does
// over a long game. Run them inside a network namespace:
//
//	scripts/in-netns.sh go test -run '^$' -bench 'MoveReaches|HostMemory' -benchmem ./app/host/

// benchPlayers and benchSpectators are the table of the figures: the
// issue's five players and ten spectators.
const (
	benchPlayers    = 5
	benchSpectators = 10
)

// openPlan is a 10x10 labyrinth of land without inner walls, with what
// §8 asks (two exits, a hospital, a weaponry, the treasure) in its corners
// and bottom row: players walk back and forth in its middle for ever.
func openPlan(tb testing.TB) *maze.Maze {
	tb.Helper()
	rows := make([]string, 10)
	for y := range rows {
		rows[y] = `"` + strings.TrimSpace(strings.Repeat("L ", 10)) + `"`
	}
	rows[9] = `"W L L L L L L L L H"`
	doc := fmt.Sprintf(`{"format":"labyrinth-maze","version":1,"width":10,"height":10,"cells":[%s],`+
		`"exits":[{"at":[1,1],"side":"left"},{"at":[10,1],"side":"right"}],"treasures":[{"at":[5,9],"true":true}]}`, strings.Join(rows, ","))
	m, err := maze.Decode([]byte(doc))
	if err != nil {
		tb.Fatal(err)
	}
	return m
}

// sink is a client that keeps nothing: it reads what the host sends,
// acknowledges the events, and tells when an awaited event or result
// arrives. A move's events are 3 for everyone (said, moved, turn).
type sink struct {
	nc net.Conn
	br *bufio.Reader
	wm sync.Mutex // writes: acks from the reader, requests from the benchmark

	mu      sync.Mutex
	heard   int // events received
	want    int // the event awaited, 0 for none
	wantID  int64
	arrived func(time.Time) // called once for the awaited event, once for the awaited result
	err     error
}

// joinSink joins addr as m (a claim or spectate).
func joinSink(tb testing.TB, addr string, m wire.Message) *sink {
	tb.Helper()
	nc, err := net.Dial("tcp", addr)
	if err != nil {
		tb.Fatal(err)
	}
	s := &sink{nc: nc, br: bufio.NewReaderSize(nc, 32<<10)}
	if _, err := wire.ReadFrame(s.br, wire.MaxHostFrame); err != nil { // hello
		tb.Fatal(err)
	}
	s.send(&wire.Hello{Protocol: wire.Protocol})
	s.send(m)
	for {
		p, err := wire.ReadFrame(s.br, wire.MaxHostFrame)
		if err != nil {
			tb.Fatal(err)
		}
		switch m, _ := wire.DecodeFromHost(p); m := m.(type) {
		case *wire.Joined:
			go s.read()
			return s
		case *wire.Error:
			tb.Fatalf("joining: %v", m)
		}
	}
}

func (s *sink) send(m wire.Message) {
	b, _ := wire.Encode(m)
	s.wm.Lock()
	s.nc.Write(wire.AppendFrame(nil, b))
	s.wm.Unlock()
}

// read reads until the connection ends. It decodes only the type and
// the number of what arrives, as a client's reader must.
func (s *sink) read() {
	var head struct {
		Type string `json:"type"`
		N    int    `json:"n"`
		ID   int64  `json:"id"`
	}
	acked := 0
	for {
		p, err := wire.ReadFrame(s.br, wire.MaxHostFrame)
		at := time.Now()
		if err != nil {
			s.mu.Lock()
			s.err = err
			s.mu.Unlock()
			return
		}
		head.Type, head.N, head.ID = "", 0, 0
		if err := json.Unmarshal(p, &head); err != nil {
			continue
		}
		s.mu.Lock()
		var arrived func(time.Time)
		switch {
		case head.Type == "event":
			s.heard = head.N
			if head.N == s.want {
				arrived, s.want = s.arrived, 0
			}
		case head.Type == "result" && head.ID == s.wantID:
			arrived, s.wantID = s.arrived, 0
		}
		heard := s.heard
		s.mu.Unlock()
		if arrived != nil {
			arrived(at)
		}
		// Acknowledged once everything that arrived is read, whatever
		// came last (an event, the public state, a result).
		if heard > acked && s.br.Buffered() == 0 {
			s.send(&wire.Ack{N: heard})
			acked = heard
		}
	}
}

// await arranges for arrived to be called when the event n more than
// those heard so far arrives (and, with id, the result of request id).
func (s *sink) await(n int, id int64, arrived func(time.Time)) {
	s.mu.Lock()
	s.want, s.wantID, s.arrived = s.heard+n, id, arrived
	s.mu.Unlock()
}

// benchTable is a hosted game of five players walking up and down and
// ten spectators, every one a sink.
type benchTable struct {
	h       *host.Host
	players []*sink
	all     []*sink
	moves   int
}

// newBenchTable hosts the open plan for five, its files in dir, and
// seats the players and spectators. The players' requests are not rate
// limited: the figures measure the path of a move, not the guard against
// a client that floods the host.
func newBenchTable(b *testing.B, dir string) *benchTable {
	b.Helper()
	netnstest.Require(b)
	r := rules.Reference()
	r.NStop = 1_000_000 // no draw: the walk goes on
	h, err := host.New(host.Config{Maze: openPlan(b), Rules: r, Seed: 1, Name: "Bench", Seats: benchPlayers,
		Spectators: benchSpectators, Listen: "127.0.0.1", Dir: dir, Options: host.Options{Limits: generous}})
	if err != nil {
		b.Fatal(err)
	}
	addr := h.Addr().String()
	t := &benchTable{h: h}
	b.Cleanup(t.close)
	for i := range benchPlayers {
		s := joinSink(b, addr, &wire.Claim{Name: fmt.Sprintf("P%d", i+1)})
		t.players = append(t.players, s)
	}
	for range benchSpectators {
		t.all = append(t.all, joinSink(b, addr, &wire.Spectate{}))
	}
	t.all = append(t.all, t.players...)
	for i, s := range t.players {
		done := make(chan struct{})
		s.await(0, int64(i+1), func(time.Time) { close(done) })
		s.send(&wire.ChooseStart{ID: int64(i + 1), Cell: wire.Cell(maze.At(2*i, 4))})
		<-done
	}
	for t.h.Status().Phase != game.Playing {
		time.Sleep(time.Millisecond)
	}
	// Everyone has heard the beginning before the first move.
	want := len(heard(h.MasterEvents(0), game.Spectator))
	for _, s := range t.all {
		for {
			s.mu.Lock()
			n := s.heard
			s.mu.Unlock()
			if n >= want {
				break
			}
			time.Sleep(time.Millisecond)
		}
	}
	return t
}

// close closes the connections and the host, and waits until the
// connections' readers are done.
func (t *benchTable) close() {
	if t.h == nil {
		return
	}
	for _, s := range t.all {
		s.nc.Close()
	}
	t.h.Close()
	t.h = nil
	for _, s := range t.all {
		for {
			s.mu.Lock()
			done := s.err != nil
			s.mu.Unlock()
			if done {
				break
			}
			time.Sleep(time.Millisecond)
		}
	}
}

// move has the player whose turn it is walk down or up, and returns how
// long after its statement left the move's last event (the next turn)
// reached each connection and its result reached the mover, in the order
// they arrived.
func (t *benchTable) move() []time.Duration {
	who := t.moves % benchPlayers
	text := "go down"
	if (t.moves/benchPlayers)%2 == 1 {
		text = "go up"
	}
	t.moves++
	id := int64(benchPlayers + t.moves)
	var mu sync.Mutex
	var at []time.Time
	var wg sync.WaitGroup
	wg.Add(len(t.all) + 1)
	arrived := func(when time.Time) {
		mu.Lock()
		at = append(at, when)
		mu.Unlock()
		wg.Done()
	}
	for _, s := range t.all {
		if s == t.players[who] {
			s.await(3, id, arrived) // the events, and the result
		} else {
			s.await(3, 0, arrived)
		}
	}
	start := time.Now()
	t.players[who].send(&wire.Say{ID: id, Text: text})
	wg.Wait()
	out := make([]time.Duration, len(at))
	for i, w := range at {
		out[i] = w.Sub(start)
	}
	slices.Sort(out)
	return out
}

// percentile is the p-th percentile of sorted durations, in
// microseconds.
func percentile(sorted []time.Duration, p float64) float64 {
	if len(sorted) == 0 {
		return 0
	}
	i := min(int(p/100*float64(len(sorted))), len(sorted)-1)
	return float64(sorted[i].Nanoseconds()) / 1000
}

// tmpfsDir is a directory on a tmpfs (/dev/shm), or "" when there is
// none; diskDir one on the file system of the test's temporary
// directory, which must not be a tmpfs.
func tmpfsDir(b *testing.B) string {
	dir := fastDir(b)
	if !onTmpfs(dir) {
		return ""
	}
	return dir
}

func onTmpfs(dir string) bool {
	var fs syscall.Statfs_t
	const tmpfsMagic = 0x01021994
	return syscall.Statfs(dir, &fs) == nil && fs.Type == tmpfsMagic
}

// BenchmarkMoveReachesEveryone: a player says a move and the host
// journals it (flushed: fsync) and sends its result to five players and
// ten spectators on loopback. Each iteration is one move; it reports, over
// the iterations, the 50th and 99th percentiles of the time from the
// statement leaving the mover's program until the move's last event (the
// next player's turn) has reached every one of the fifteen connections
// and the mover has its result (reached-all), and of the time until it
// reached each connection (reached-one). With the journal on a tmpfs
// (memory) and on the disk of the test's temporary directory: there the
// flush waits for the disk.
func BenchmarkMoveReachesEveryone(b *testing.B) {
	for _, where := range []struct {
		name string
		dir  func(*testing.B) string
	}{{"tmpfs", tmpfsDir}, {"disk", func(b *testing.B) string { return b.TempDir() }}} {
		b.Run(where.name, func(b *testing.B) {
			dir := where.dir(b)
			switch {
			case dir == "":
				b.Skip("no tmpfs at /dev/shm")
			case where.name == "disk" && onTmpfs(dir):
				b.Skipf("the temporary directory %s is on a tmpfs, not a disk: set TMPDIR", dir)
			}
			t := newBenchTable(b, dir)
			var all, one []time.Duration
			for b.Loop() {
				got := t.move()
				all = append(all, got[len(got)-1])
				one = append(one, got...)
			}
			slices.Sort(all)
			slices.Sort(one)
			b.ReportMetric(percentile(all, 50), "reached-all-p50-µs")
			b.ReportMetric(percentile(all, 99), "reached-all-p99-µs")
			b.ReportMetric(percentile(one, 50), "reached-one-p50-µs")
			b.ReportMetric(percentile(one, 99), "reached-one-p99-µs")
		})
	}
}

// heapAfterGC is the live heap, once the garbage is collected.
func heapAfterGC() uint64 {
	runtime.GC()
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// BenchmarkHostMemory plays 10,000 moves at a host of five players and
// ten spectators (the journal on a tmpfs) and reports the live heap of
// the process — the host, and sinks that keep nothing — once garbage is
// collected: after 100 moves, after 5,100 and after 10,100, and once the
// host and the connections are closed. The host keeps the game by design:
// each event once (the session's log), each command once (the engine's
// journal, with the statement's actions), and each connection feed's 4-byte
// index of the events it may hear. kept-bytes/move is that, worked out
// from the sizes of the values; other-bytes/move is the rest of the
// growth — the spare capacity of the growing slices, and anything that
// should not grow.
func BenchmarkHostMemory(b *testing.B) {
	dir := tmpfsDir(b)
	if dir == "" {
		dir = b.TempDir()
	}
	const played = 10_000
	for b.Loop() {
		t := newBenchTable(b, dir)
		for range 100 {
			t.move()
		}
		log0 := t.h.MasterEvents(0)
		before := heapAfterGC()
		half := uint64(0)
		for i := range played {
			t.move()
			if i == played/2-1 {
				half = heapAfterGC()
			}
		}
		after := heapAfterGC()
		log := t.h.MasterEvents(0)
		events := len(log) - len(log0)
		public := len(heard(log, game.Spectator)) - len(heard(log0, game.Spectator))
		kept := float64(events)*float64(unsafe.Sizeof(game.Event{})) +
			played*float64(unsafe.Sizeof(game.Command{})+unsafe.Sizeof(moves.Action{})) +
			float64(public)*4*(benchPlayers+1)
		log, log0 = nil, nil
		t.close()
		t = nil
		closed := heapAfterGC()
		grew := float64(after) - float64(before)
		b.ReportMetric(float64(before)/1024, "heap-before-KB")
		b.ReportMetric(float64(half)/1024, "heap-half-KB")
		b.ReportMetric(float64(after)/1024, "heap-after-KB")
		b.ReportMetric(float64(closed)/1024, "heap-closed-KB")
		b.ReportMetric(grew/played, "bytes/move")
		b.ReportMetric((float64(half)-float64(before))/(played/2), "first-half-bytes/move")
		b.ReportMetric((float64(after)-float64(half))/(played/2), "second-half-bytes/move")
		b.ReportMetric(kept/played, "kept-bytes/move")
		b.ReportMetric((grew-kept)/played, "other-bytes/move")
		b.ReportMetric(float64(events)/played, "events/move")
	}
}
