package discovery

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/labyrinth-game/labyrinth/net/labtest"
	"github.com/miekg/dns"
)

// The helpers below run inside a laptop of the simulated LAN
// (scripts/lan-lab.sh), each in its own copy of the test binary started by
// labtest's StartHelper. They print what they do and see on standard
// output, one line per event, starting with a word and, where timing
// matters, the wall-clock time in Unix nanoseconds (all laptops share the
// machine's clock).

func TestMain(m *testing.M) {
	labtest.Main(m, map[string]func([]string) error{
		"advertise": helperAdvertise,
		"browse":    helperBrowse,
		"listen":    helperListen,
	})
}

// out writes helper lines; OnFound calls it from Browse's goroutine.
var out = struct {
	sync.Mutex
	w *bufio.Writer
}{w: bufio.NewWriter(os.Stdout)}

func say(format string, args ...any) {
	out.Lock()
	defer out.Unlock()
	fmt.Fprintf(out.w, format+"\n", args...)
	out.w.Flush()
}

func asJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err) // Game and []Game always marshal
	}
	return string(b)
}

// helperAdvertise reads commands on standard input, one a line:
//
//	advertise GAME-JSON   prints "advertised T0 T1 GAME-JSON": the time
//	                      before and after Advertise, and the game as
//	                      advertised (defaults filled in)
//	update GAME-JSON      prints "updated"
//	close                 prints "closed T0 T1": the time before and after
//	                      Close
//
// and closes the advertisement when its input ends.
func helperAdvertise([]string) error {
	iface, err := labtest.LaptopInterface()
	if err != nil {
		return err
	}
	var a *Advertisement
	defer func() {
		if a != nil {
			a.Close()
		}
	}()
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		cmd, arg, _ := strings.Cut(sc.Text(), " ")
		var g Game
		if cmd == "advertise" || cmd == "update" {
			if err := json.Unmarshal([]byte(arg), &g); err != nil {
				return fmt.Errorf("%s: %v", cmd, err)
			}
		}
		switch cmd {
		case "advertise":
			if a != nil {
				return errors.New("advertise: already advertising (close first)")
			}
			t0 := time.Now().UnixNano()
			if a, err = Advertise(iface, g); err != nil {
				return err
			}
			say("advertised %d %d %s", t0, time.Now().UnixNano(), asJSON(a.Game()))
		case "update":
			if err := a.Update(g); err != nil {
				return err
			}
			say("updated")
		case "close":
			t0 := time.Now().UnixNano()
			if err := a.Close(); err != nil {
				return err
			}
			a = nil
			say("closed %d %d", t0, time.Now().UnixNano())
		default:
			return fmt.Errorf("unknown command %q", sc.Text())
		}
	}
	return sc.Err()
}

// helperBrowse browses for its argument's duration (or until its input
// ends) and prints
// "start T" before, "found T GAME-JSON" as each game arrives (OnFound),
// "gone T GAME-JSON" as one says goodbye (OnGone), "rejected WHY" for
// malformed answers, and "result GAMES-JSON" at the end.
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
	// The browse ends early when the test closes the helper's input.
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		io.Copy(io.Discard, os.Stdin)
		cancel()
	}()
	say("start %d", time.Now().UnixNano())
	games, err := Browse(ctx, iface, d,
		OnFound(func(g Game) { say("found %d %s", time.Now().UnixNano(), asJSON(g)) }),
		OnGone(func(g Game) { say("gone %d %s", time.Now().UnixNano(), asJSON(g)) }),
		OnRejected(func(r Rejected) { say("rejected %s", r) }))
	if err != nil && !errors.Is(err, context.Canceled) {
		return err
	}
	say("result %s", asJSON(games))
	return nil
}

// helperListen listens on the mDNS group like any other mDNS stack and
// prints "ptr TTL FROM TARGET" for each PTR record of a response, until its
// input ends.
func helperListen([]string) error {
	iface, err := labtest.LaptopInterface()
	if err != nil {
		return err
	}
	c, err := net.ListenMulticastUDP("udp4", iface, mdnsGroup)
	if err != nil {
		return err
	}
	go func() {
		io.Copy(io.Discard, os.Stdin)
		c.Close()
	}()
	say("listening")
	buf := make([]byte, 9000)
	for {
		n, from, err := c.ReadFromUDP(buf)
		if err != nil {
			return nil // closed
		}
		var m dns.Msg
		if m.Unpack(buf[:n]) != nil || !m.Response {
			continue
		}
		for _, rr := range m.Answer {
			if p, ok := rr.(*dns.PTR); ok {
				say("ptr %d %s %s", p.Hdr.Ttl, from.IP, p.Ptr)
			}
		}
	}
}

// The test side of the helpers.

// advertiser is a running advertise helper.
type advertiser struct{ p *labtest.Proc }

func startAdvertiser(t testing.TB, l labtest.Laptop) advertiser {
	return advertiser{l.StartHelper(t, "advertise")}
}

// advertise advertises g and returns it as advertised, with the times
// before and after the call.
func (a advertiser) advertise(t testing.TB, g Game) (Game, time.Time, time.Time) {
	t.Helper()
	a.p.Send("advertise " + asJSON(g))
	f := strings.SplitN(a.p.Expect("advertised ", 10*time.Second).Text, " ", 4)
	var got Game
	if err := json.Unmarshal([]byte(f[3]), &got); err != nil {
		t.Fatal(err)
	}
	return got, unixNano(t, f[1]), unixNano(t, f[2])
}

func (a advertiser) update(t testing.TB, g Game) {
	t.Helper()
	a.p.Send("update " + asJSON(g))
	a.p.Expect("updated", 10*time.Second)
}

// close closes the advertisement and returns the time just before Close.
func (a advertiser) close(t testing.TB) time.Time {
	t.Helper()
	a.p.Send("close")
	return unixNano(t, strings.Fields(a.p.Expect("closed ", 10*time.Second).Text)[1])
}

// browseResult waits for a browse helper's result and its end.
func browseResult(t testing.TB, p *labtest.Proc, d time.Duration) []Game {
	t.Helper()
	line := p.Expect("result ", d+10*time.Second).Text
	var games []Game
	if err := json.Unmarshal([]byte(strings.TrimPrefix(line, "result ")), &games); err != nil {
		t.Fatal(err)
	}
	if err := p.Wait(5 * time.Second); err != nil {
		t.Fatalf("browse helper: %v", err)
	}
	return games
}

// parseFound parses a "found T GAME-JSON" or "gone T GAME-JSON" line.
func parseFound(t testing.TB, line string) (Game, time.Time) {
	t.Helper()
	f := strings.SplitN(line, " ", 3)
	var g Game
	if len(f) != 3 || json.Unmarshal([]byte(f[2]), &g) != nil {
		t.Fatalf("malformed line %q", line)
	}
	return g, unixNano(t, f[1])
}

func unixNano(t testing.TB, s string) time.Time {
	t.Helper()
	var n int64
	if _, err := fmt.Sscan(s, &n); err != nil {
		t.Fatalf("time %q: %v", s, err)
	}
	return time.Unix(0, n)
}

// foundInstance returns the instance of a "found T GAME-JSON" line, or ""
// if the line is malformed.
func foundInstance(line string) string {
	f := strings.SplitN(line, " ", 3)
	var g Game
	if len(f) != 3 || json.Unmarshal([]byte(f[2]), &g) != nil {
		return ""
	}
	return g.Instance
}
