package host_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/labyrinth-game/labyrinth/app/cli"
	"github.com/labyrinth-game/labyrinth/net/discovery"
	"github.com/labyrinth-game/labyrinth/net/labtest"
)

// The lab's side of app/host's tests: helpers that run in a laptop of the
// simulated LAN (scripts/lan-lab.sh, net/labtest), each a copy of this
// test binary, and BenchmarkLabHostAppears.

var labHelpers = map[string]func([]string) error{
	"host":   helperHost,
	"browse": helperBrowse,
}

// helperHost runs "labyrinth host ARGS" in the laptop, its files in a
// directory of its own, until its standard input closes (then it stops as
// on SIGINT: the game withdrawn with a goodbye). It prints "started T"
// first (T: Unix nanoseconds), then what the command prints.
func helperHost(args []string) error {
	fmt.Printf("started %d\n", time.Now().UnixNano())
	if _, err := labtest.LaptopInterface(); err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "labyrinth-lab-host-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	os.Setenv("XDG_CONFIG_HOME", dir)
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		io.Copy(io.Discard, os.Stdin)
		cancel()
	}()
	if code := cli.RunContext(ctx, append([]string{"host"}, args...), nil, os.Stdout, os.Stderr); code != 0 {
		return fmt.Errorf("labyrinth host: exit status %d", code)
	}
	return nil
}

// helperBrowse browses the laptop's LAN for the time its argument says
// (or until its input closes) and prints "start T" before, then "found T
// INSTANCE" as each game arrives and "gone T INSTANCE" as one says
// goodbye.
func helperBrowse(args []string) error {
	if len(args) != 1 {
		return errors.New("usage: browse DURATION")
	}
	d, err := time.ParseDuration(args[0])
	if err != nil {
		return err
	}
	iface, err := labtest.LaptopInterface()
	if err != nil {
		return err
	}
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		io.Copy(io.Discard, os.Stdin)
		cancel()
	}()
	var mu sync.Mutex
	say := func(format string, a ...any) {
		mu.Lock()
		fmt.Printf(format+"\n", a...)
		mu.Unlock()
	}
	say("start %d", time.Now().UnixNano())
	_, err = discovery.Browse(ctx, iface, d,
		discovery.OnFound(func(g discovery.Game) { say("found %d %s", time.Now().UnixNano(), g.Instance) }),
		discovery.OnGone(func(g discovery.Game) { say("gone %d %s", time.Now().UnixNano(), g.Instance) }))
	if err != nil && !errors.Is(err, context.Canceled) {
		return err
	}
	return nil
}

// stamp reads the Unix nanoseconds after a line's first word.
func stamp(tb testing.TB, line string) time.Time {
	tb.Helper()
	f := strings.Fields(line)
	if len(f) < 2 {
		tb.Fatalf("no time in %q", line)
	}
	n, err := strconv.ParseInt(f[1], 10, 64)
	if err != nil {
		tb.Fatalf("time in %q: %v", line, err)
	}
	return time.Unix(0, n)
}

// BenchmarkLabHostAppears measures, on the simulated LAN, how long after
// "labyrinth host --gen 8x8 ..." is started in laptop 1 — a new process:
// it starts, generates the labyrinth, listens, saves its files and
// advertises — the hosted game appears
//   - in a discovery.Browse already under way in laptop 2 (browse), which
//     is what "labyrinth games" and the join screen run;
//   - in avahi-browse --resolve already running in laptop 3, resolved with
//     its TXT record (avahi);
//
// and, for the record, when the process began (started) and printed that
// it advertises (advertising). Each iteration hosts a new game and stops
// it (SIGINT's way: a goodbye). It reports min, median and max of each in
// milliseconds; docs/performance.md keeps the figures. Run it with
//
//	scripts/lan-lab.sh go test -run '^$' -bench LabHostAppears -benchtime 20x ./app/host/
func BenchmarkLabHostAppears(b *testing.B) {
	lab := labtest.Get(b, 3)
	hostLaptop, browseLaptop, avahiLaptop := lab.Laptops[0], lab.Laptops[1], lab.Laptops[2]
	av := labtest.StartAvahi(b, avahiLaptop)
	avahi := av.Start(b, "avahi-browse", "--resolve", "--parsable", "--no-db-lookup", discovery.ServiceType)
	watcher := browseLaptop.StartHelper(b, "browse", "1h")
	watcher.Expect("start ", 10*time.Second)

	var started, advertising, browse, resolved []time.Duration
	for i := 0; b.Loop(); i++ {
		name := fmt.Sprintf("Hosted bench %d", i)
		t0 := time.Now()
		p := hostLaptop.StartHelper(b, "host", "--gen", "8x8", "--seed", strconv.Itoa(i+1), "--name", name,
			"--port", "0", "--iface", labtest.Interface)
		started = append(started, stamp(b, p.Expect("started ", 10*time.Second).Text).Sub(t0))
		advertising = append(advertising, p.Expect("advertising: ", 10*time.Second).At.Sub(t0))
		line := watcher.ExpectFunc("found "+name, func(s string) bool {
			return strings.HasPrefix(s, "found ") && strings.HasSuffix(s, " "+name)
		}, 10*time.Second)
		browse = append(browse, stamp(b, line.Text).Sub(t0))
		line = avahi.ExpectFunc("resolved "+name, func(s string) bool {
			e, err := labtest.ParseAvahiBrowse(s)
			return err == nil && e.Event == '=' && e.Instance == name
		}, 15*time.Second)
		resolved = append(resolved, line.At.Sub(t0))
		p.Stop()
		watcher.ExpectFunc("gone "+name, func(s string) bool {
			return strings.HasPrefix(s, "gone ") && strings.HasSuffix(s, " "+name)
		}, 10*time.Second)
	}
	for _, m := range []struct {
		name string
		d    []time.Duration
	}{{"started", started}, {"advertising", advertising}, {"browse", browse}, {"avahi", resolved}} {
		slices.Sort(m.d)
		ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
		b.ReportMetric(ms(m.d[0]), m.name+"-min-ms")
		b.ReportMetric(ms(m.d[len(m.d)/2]), m.name+"-median-ms")
		b.ReportMetric(ms(m.d[len(m.d)-1]), m.name+"-max-ms")
		b.Logf("%s (%d runs): %v", m.name, len(m.d), m.d)
	}
	b.ReportMetric(0, "ns/op") // the time per iteration is mostly waiting
}
