package discovery

import (
	"fmt"
	"net/netip"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/labyrinth-game/labyrinth/net/labtest"
)

// BenchmarkLabDiscoveryLatency measures, on the simulated LAN, how long
// after Advertise (in laptop 1) a new game appears
//   - in a Browse already under way in laptop 2 (it hears the
//     announcement): browse-listening;
//   - in a Browse started in laptop 3 once the game is up (the answer to
//     its first query), counted from Browse's start: browse-fresh;
//   - in avahi-browse --resolve already running in laptop 4, resolved with
//     its TXT record: avahi.
//
// and how long after Close (the goodbye) it is gone from the Browse under
// way (browse-gone) and from avahi-browse (avahi-gone). Each iteration
// advertises a new game and closes it. It reports
// min, median and max of each in milliseconds; docs/performance.md keeps
// the figures. Run it with
//
//	scripts/lan-lab.sh go test -run '^$' -bench LabDiscovery -benchtime 20x ./net/discovery/
func BenchmarkLabDiscoveryLatency(b *testing.B) {
	lab := labtest.Get(b, 4)
	host, listening, fresh, avahiLaptop := lab.Laptops[0], lab.Laptops[1], lab.Laptops[2], lab.Laptops[3]
	av := labtest.StartAvahi(b, avahiLaptop)
	avahi := av.Start(b, "avahi-browse", "--resolve", "--parsable", "--no-db-lookup", ServiceType)
	watcher := listening.StartHelper(b, "browse", "1h")
	watcher.Expect("start ", 10*time.Second)
	adv := advertiser{host.StartHelper(b, "advertise")}

	var browseListening, browseFresh, avahiResolved, browseGone, avahiGone []time.Duration
	for i := 0; b.Loop(); i++ {
		g := Game{Instance: fmt.Sprintf("Bench %d", i), Host: "bench-labyrinth.local.", Addr: netip.AddrPortFrom(host.Addr, 40300),
			Name: fmt.Sprintf("Bench %d", i), Rules: "Reference", SeatsFree: 3, Seats: 4, Protocol: 1, State: StateLobby}
		_, before, _ := adv.advertise(b, g)

		line := watcher.ExpectFunc("found "+g.Instance, func(s string) bool {
			return strings.HasPrefix(s, "found ") && foundInstance(s) == g.Instance
		}, 10*time.Second)
		_, at := parseFound(b, line.Text)
		browseListening = append(browseListening, at.Sub(before))

		_, seen := expectAvahi(b, avahi, '=', g.Instance)
		avahiResolved = append(avahiResolved, seen.Sub(before))

		p := fresh.StartHelper(b, "browse", "1500ms")
		start := unixNano(b, p.Expect("start ", 10*time.Second).Text[len("start "):])
		_, found := parseFound(b, p.Expect("found ", 10*time.Second).Text)
		browseFresh = append(browseFresh, found.Sub(start))
		p.Stop()

		closed := adv.close(b)
		line = watcher.ExpectFunc("gone "+g.Instance, func(s string) bool {
			return strings.HasPrefix(s, "gone ") && foundInstance(s) == g.Instance
		}, 10*time.Second)
		_, at = parseFound(b, line.Text)
		browseGone = append(browseGone, at.Sub(closed))
		_, seen = expectAvahi(b, avahi, '-', g.Instance)
		avahiGone = append(avahiGone, seen.Sub(closed))
	}
	for _, m := range []struct {
		name string
		d    []time.Duration
	}{{"browse-listening", browseListening}, {"browse-fresh", browseFresh}, {"avahi", avahiResolved},
		{"browse-gone", browseGone}, {"avahi-gone", avahiGone}} {
		slices.Sort(m.d)
		ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
		b.ReportMetric(ms(m.d[0]), m.name+"-min-ms")
		b.ReportMetric(ms(m.d[len(m.d)/2]), m.name+"-median-ms")
		b.ReportMetric(ms(m.d[len(m.d)-1]), m.name+"-max-ms")
		b.Logf("%s (%d runs): %v", m.name, len(m.d), m.d)
	}
	b.ReportMetric(0, "ns/op") // the time per iteration is mostly waiting
}
