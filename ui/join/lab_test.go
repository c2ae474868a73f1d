package join

// The join list on the simulated LAN of scripts/lan-lab.sh: a host started
// in one laptop, the join screen (Fyne's test app, no display) in another,
// across the bridge. BenchmarkLabGameAppearsOnTheScreen skips outside the
// lab:
//
//	scripts/lan-lab.sh go test -run '^$' -bench LabGameAppears -benchtime 20x ./ui/join/

import (
	"context"
	"fmt"
	"io"
	"net"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/labyrinth-game/labyrinth/app/cli"
	"github.com/labyrinth-game/labyrinth/app/lan"
	"github.com/labyrinth-game/labyrinth/app/remote"
	"github.com/labyrinth-game/labyrinth/net/labtest"
	"github.com/labyrinth-game/labyrinth/ui/shell"
	"github.com/labyrinth-game/labyrinth/ui/uitest"
)

func TestMain(m *testing.M) {
	labtest.Main(m, map[string]func([]string) error{
		"host":   helperHost,
		"screen": helperScreen,
	})
}

// labRound is the screen's round in the lab: the app's own.
const labRound = lan.DefaultRound

// helperHost runs "labyrinth host ARGS" in the laptop, its files in a
// directory of its own, until its standard input closes (then it stops as
// on SIGINT: the game withdrawn with a goodbye).
func helperHost(args []string) error {
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

// helperScreen opens the join list on the laptop's LAN in a window of
// Fyne's test app and prints "shown T NAME|NAME…" (T: Unix nanoseconds)
// each time the screen has drawn a change, until its input closes.
func helperScreen([]string) error {
	iface, err := labtest.LaptopInterface()
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "labyrinth-lab-screen-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	a := test.NewApp()
	defer a.Quit()
	a.Settings().SetTheme(shell.Theme{})
	w := a.NewWindow("")
	w.Resize(uitest.ScreenSize)
	env := NewEnvIn(dir)
	env.Interfaces = func() ([]net.Interface, error) { return []net.Interface{*iface}, nil }
	env.Round = labRound
	env.Tickets = &remote.Tickets{Dir: dir}
	env.Shown = func(games []lan.Game) {
		names := make([]string, len(games))
		for i, g := range games {
			names[i] = g.Name
		}
		fmt.Printf("shown %d %s\n", time.Now().UnixNano(), strings.Join(names, "|"))
	}
	var s *Screen
	shell.OnUI(func() { s = Open(&uitest.Frame{A: a, W: w}, env) })
	fmt.Println("watching")
	io.Copy(io.Discard, os.Stdin)
	shell.OnUI(s.Close)
	return nil
}

// shownNames reads the names of a "shown" line.
func shownNames(line string) []string {
	f := strings.SplitN(line, " ", 3)
	if len(f) < 3 || f[2] == "" {
		return nil
	}
	return strings.Split(f[2], "|")
}

// BenchmarkLabGameAppearsOnTheScreen measures, on the simulated LAN, how
// long after "labyrinth host --gen 8x8 ..." is started in laptop 1 — a new
// process: it starts, generates the labyrinth, listens, saves its files and
// advertises — the join screen open in laptop 2 has drawn the game's row:
// the list model (app/lan) hearing the announcement, its change signal
// crossing the bridge, the rows made again. Each iteration hosts a new
// game and stops it, and waits for the screen to draw it gone. It reports
// min, median and max in milliseconds; docs/performance.md keeps the
// figures (the target is 1.5 s).
func BenchmarkLabGameAppearsOnTheScreen(b *testing.B) {
	lab := labtest.Get(b, 2)
	hostLaptop, screenLaptop := lab.Laptops[0], lab.Laptops[1]
	screen := screenLaptop.StartHelper(b, "screen")
	screen.Expect("watching", 10*time.Second)

	var shown []time.Duration
	for i := 0; b.Loop(); i++ {
		name := fmt.Sprintf("Screen bench %d", i)
		t0 := time.Now()
		p := hostLaptop.StartHelper(b, "host", "--gen", "8x8", "--seed", strconv.Itoa(i+1), "--name", name,
			"--port", "0", "--iface", labtest.Interface)
		line := screen.ExpectFunc("shown with "+name, func(s string) bool {
			return strings.HasPrefix(s, "shown ") && slices.Contains(shownNames(s), name)
		}, 10*time.Second)
		shown = append(shown, stampOf(b, line.Text).Sub(t0))
		p.Stop()
		screen.ExpectFunc("shown without "+name, func(s string) bool {
			return strings.HasPrefix(s, "shown ") && !slices.Contains(shownNames(s), name)
		}, 10*time.Second)
	}
	slices.Sort(shown)
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	b.ReportMetric(ms(shown[0]), "shown-min-ms")
	b.ReportMetric(ms(shown[len(shown)/2]), "shown-median-ms")
	b.ReportMetric(ms(shown[len(shown)-1]), "shown-max-ms")
	b.Logf("shown (%d runs): %v", len(shown), shown)
	b.ReportMetric(0, "ns/op") // the time per iteration is mostly waiting
}

// stampOf reads the Unix nanoseconds after a line's first word.
func stampOf(tb testing.TB, line string) time.Time {
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
