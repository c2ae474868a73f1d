package host_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"runtime"
	"slices"
	"strconv"
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

// The fifteen clients of the table run in a process of their own, a copy
// of this test binary started with asClients set to the host's address:
// the clients of a real LAN party are other laptops, and their garbage is
// not the host's collector's to collect. The benchmark's process is the
// host alone, so its figures of memory (B/op, allocs/op, the heap) are
// the host's. The two talk over the clients' standard input and output,
// a line at a time:
//
//	seated         the clients have claimed every seat, chosen the
//	               starts, and watch (first line, unasked)
//	begun N    →   ready: every client has heard the first N events
//	move       →   moved: the player whose turn it is walked, and everyone
//	               heard it and the mover has its result
//	report     →   the percentiles of the moves so far, in µs: reached-all
//	               p50 and p99, reached-one p50 and p99
//
// and the clients hang up when their input closes.
const asClients = "LABYRINTH_TEST_BENCH_CLIENTS"

// sink is a client that keeps nothing: it reads what the host sends,
// acknowledges the events, and tells when an awaited event or result
// arrives. A move's events are 3 for everyone (said, moved, turn).
type sink struct {
	nc net.Conn
	br *bufio.Reader
	wm sync.Mutex // writes: acks from the reader, requests from the table

	mu      sync.Mutex
	heard   int // events received
	want    int // the event awaited, 0 for none
	wantID  int64
	arrived func(time.Time) // called once for the awaited event, once for the awaited result
	err     error
}

// joinSink joins addr as m (a claim or spectate).
func joinSink(addr string, m wire.Message) (*sink, error) {
	nc, err := net.Dial("tcp", addr)
	if err != nil {
		return nil, err
	}
	s := &sink{nc: nc, br: bufio.NewReaderSize(nc, 32<<10)}
	if _, err := wire.ReadFrame(s.br, wire.MaxHostFrame); err != nil { // hello
		return nil, err
	}
	s.send(&wire.Hello{Protocol: wire.Protocol})
	s.send(m)
	for {
		p, err := wire.ReadFrame(s.br, wire.MaxHostFrame)
		if err != nil {
			return nil, err
		}
		switch m, _ := wire.DecodeFromHost(p); m := m.(type) {
		case *wire.Joined:
			go s.read()
			return s, nil
		case *wire.Error:
			return nil, fmt.Errorf("joining: %v", m)
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

// clients are the table's five players walking up and down and ten
// spectators, every one a sink: the process asClients starts.
type clients struct {
	players []*sink
	all     []*sink
	moves   int
	// The times of the moves so far until reached-all and reached-one
	// (BenchmarkMoveReachesEveryone).
	reachedAll, reachedOne []time.Duration
}

// clientsMain is the clients' process (TestMain runs it when asClients
// is set).
func clientsMain(addr string) int {
	if err := runClients(addr, os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "the benchmark's clients:", err)
		return 1
	}
	return 0
}

// runClients seats the clients at the host at addr
// and answers the benchmark's lines on in (see asClients).
func runClients(addr string, in io.Reader, out io.Writer) error {
	c := &clients{}
	for i := range benchPlayers {
		s, err := joinSink(addr, &wire.Claim{Name: fmt.Sprintf("P%d", i+1)})
		if err != nil {
			return err
		}
		c.players = append(c.players, s)
	}
	for range benchSpectators {
		s, err := joinSink(addr, &wire.Spectate{})
		if err != nil {
			return err
		}
		c.all = append(c.all, s)
	}
	c.all = append(c.all, c.players...)
	defer func() {
		for _, s := range c.all {
			s.nc.Close()
		}
	}()
	for i, s := range c.players {
		done := make(chan struct{})
		s.await(0, int64(i+1), func(time.Time) { close(done) })
		s.send(&wire.ChooseStart{ID: int64(i + 1), Cell: wire.Cell(maze.At(2*i, 4))})
		<-done
	}
	fmt.Fprintln(out, "seated")
	sc := bufio.NewScanner(in)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "begun "):
			n, err := strconv.Atoi(strings.TrimPrefix(line, "begun "))
			if err != nil {
				return err
			}
			c.awaitHeard(n)
			fmt.Fprintln(out, "ready")
		case line == "move":
			got := c.move()
			c.reachedAll = append(c.reachedAll, got[len(got)-1])
			c.reachedOne = append(c.reachedOne, got...)
			fmt.Fprintln(out, "moved")
		case line == "report":
			all, one := slices.Sorted(slices.Values(c.reachedAll)), slices.Sorted(slices.Values(c.reachedOne))
			fmt.Fprintln(out, percentile(all, 50), percentile(all, 99), percentile(one, 50), percentile(one, 99))
		default:
			return fmt.Errorf("the clients were told %q", line)
		}
	}
	return sc.Err()
}

// awaitHeard waits until every client has heard n events.
func (c *clients) awaitHeard(n int) {
	for _, s := range c.all {
		for {
			s.mu.Lock()
			heard := s.heard
			s.mu.Unlock()
			if heard >= n {
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
func (c *clients) move() []time.Duration {
	who := c.moves % benchPlayers
	text := "go down"
	if (c.moves/benchPlayers)%2 == 1 {
		text = "go up"
	}
	c.moves++
	id := int64(benchPlayers + c.moves)
	var mu sync.Mutex
	var at []time.Time
	var wg sync.WaitGroup
	wg.Add(len(c.all) + 1)
	arrived := func(when time.Time) {
		mu.Lock()
		at = append(at, when)
		mu.Unlock()
		wg.Done()
	}
	for _, s := range c.all {
		if s == c.players[who] {
			s.await(3, id, arrived) // the events, and the result
		} else {
			s.await(3, 0, arrived)
		}
	}
	start := time.Now()
	c.players[who].send(&wire.Say{ID: id, Text: text})
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

// benchTable is a hosted game of five players and ten spectators, the
// clients in their own process.
type benchTable struct {
	b      *testing.B
	h      *host.Host
	cmd    *exec.Cmd
	in     io.WriteCloser
	out    *bufio.Reader
	stderr bytes.Buffer
}

// newBenchTable hosts the open plan for five, its files in dir, and
// starts the clients' process, which seats the players and spectators.
// The players' requests are not rate limited: the figures measure the
// path of a move, not the guard against a client that floods the host.
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
	t := &benchTable{b: b, h: h}
	b.Cleanup(t.close)
	exe, err := os.Executable()
	if err != nil {
		b.Fatal(err)
	}
	t.cmd = exec.Command(exe, "-test.run=^$")
	t.cmd.Env = append(os.Environ(), asClients+"="+h.Addr().String())
	t.cmd.Stderr = &t.stderr
	if t.in, err = t.cmd.StdinPipe(); err != nil {
		b.Fatal(err)
	}
	out, err := t.cmd.StdoutPipe()
	if err != nil {
		b.Fatal(err)
	}
	t.out = bufio.NewReader(out)
	if err := t.cmd.Start(); err != nil {
		b.Fatal(err)
	}
	t.expect("seated")
	for t.h.Status().Phase != game.Playing {
		time.Sleep(time.Millisecond)
	}
	// Everyone has heard the beginning before the first move.
	t.ask("begun " + strconv.Itoa(len(heard(h.MasterEvents(0), game.Spectator))))
	t.expect("ready")
	return t
}

// ask sends the clients a line.
func (t *benchTable) ask(line string) {
	if _, err := io.WriteString(t.in, line+"\n"); err != nil {
		t.b.Fatalf("the clients: %v\n%s", err, t.stderr.Bytes())
	}
}

// answer reads the clients' next line.
func (t *benchTable) answer() []byte {
	line, err := t.out.ReadSlice('\n')
	if err != nil {
		t.cmd.Wait()
		t.b.Fatalf("the clients: %v\n%s", err, t.stderr.Bytes())
	}
	return line[:len(line)-1]
}

func (t *benchTable) expect(want string) {
	if got := t.answer(); string(got) != want {
		t.b.Fatalf("the clients said %q, want %q", got, want)
	}
}

// move has the player whose turn it is walk, and returns once everyone
// heard it.
func (t *benchTable) move() {
	t.ask("move")
	t.expect("moved")
}

// report reports the clients' percentiles as the benchmark's metrics.
func (t *benchTable) report() {
	t.ask("report")
	var p [4]float64
	if _, err := fmt.Sscan(string(t.answer()), &p[0], &p[1], &p[2], &p[3]); err != nil {
		t.b.Fatal(err)
	}
	t.b.ReportMetric(p[0], "reached-all-p50-µs")
	t.b.ReportMetric(p[1], "reached-all-p99-µs")
	t.b.ReportMetric(p[2], "reached-one-p50-µs")
	t.b.ReportMetric(p[3], "reached-one-p99-µs")
}

// close hangs the clients up, waits for their process, and closes the
// host.
func (t *benchTable) close() {
	if t.h == nil {
		return
	}
	t.in.Close()
	if err := t.cmd.Wait(); err != nil {
		t.b.Errorf("the clients: %v\n%s", err, t.stderr.Bytes())
	}
	t.h.Close()
	t.h = nil
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
			for b.Loop() {
				t.move()
			}
			t.report()
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
// the host's process (the clients run in their own) once garbage is
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
