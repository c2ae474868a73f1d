package discovery

import (
	"fmt"
	"net"
	"net/netip"
	"slices"
	"strings"
	"testing"

	"github.com/miekg/dns"
)

// These tests feed a browser packets directly, without sockets.

const (
	testInstance = `Friday\ maze._labyrinth._tcp.local.`
	testHost     = "alice.local."
)

func rrHeader(name string, rrtype uint16, ttl uint32) dns.RR_Header {
	return dns.RR_Header{Name: name, Rrtype: rrtype, Class: dns.ClassINET, Ttl: ttl}
}

func ptrRR(ttl uint32) dns.RR {
	return &dns.PTR{Hdr: rrHeader(serviceName, dns.TypePTR, ttl), Ptr: testInstance}
}

func srvRR(ttl uint32) dns.RR {
	return &dns.SRV{Hdr: rrHeader(testInstance, dns.TypeSRV, ttl), Target: testHost, Port: 4040}
}

func txtRR(ttl uint32, txt ...string) dns.RR {
	return &dns.TXT{Hdr: rrHeader(testInstance, dns.TypeTXT, ttl), Txt: txt}
}

func aRR(ttl uint32) dns.RR {
	return &dns.A{Hdr: rrHeader(testHost, dns.TypeA, ttl), A: net.IPv4(192, 0, 2, 7)}
}

func response(t testing.TB, rrs ...dns.RR) []byte {
	t.Helper()
	m := &dns.Msg{MsgHdr: dns.MsgHdr{Response: true, Authoritative: true}, Answer: rrs}
	buf, err := m.Pack()
	if err != nil {
		t.Fatal(err)
	}
	return buf
}

// testBrowser records what it reports and the questions it sends.
type testBrowser struct {
	*browser
	found, gone []Game
	rejected    []Rejected
	asked       []string // "name TYPE"
}

func newTestBrowser() *testBrowser {
	tb := &testBrowser{}
	o := collect([]Option{
		OnFound(func(g Game) { tb.found = append(tb.found, g) }),
		OnGone(func(g Game) { tb.gone = append(tb.gone, g) }),
		OnRejected(func(r Rejected) { tb.rejected = append(tb.rejected, r) }),
	})
	tb.browser = newBrowserState(&net.Interface{Name: "test0"}, o)
	tb.write = func(packet []byte) error {
		var m dns.Msg
		if err := m.Unpack(packet); err != nil {
			return err
		}
		for _, q := range m.Question {
			tb.asked = append(tb.asked, q.Name+" "+dns.TypeToString[q.Qtype])
		}
		return nil
	}
	return tb
}

func TestBrowserRecords(t *testing.T) {
	b := newTestBrowser()
	want := sample
	want.Instance, want.Host, want.Addr = "Friday maze", testHost, netip.MustParseAddrPort("192.0.2.7:4040")

	// A bare PTR (RFC 6763 §12 lets a responder leave the rest out): ask
	// for the SRV and TXT records.
	b.handle(response(t, ptrRR(120)))
	slices.Sort(b.asked)
	if want := []string{testInstance + " SRV", testInstance + " TXT"}; !slices.Equal(b.asked, want) {
		t.Errorf("after a bare PTR asked %q, want %q", b.asked, want)
	}
	// Asked once a round only.
	b.asked = nil
	b.handle(response(t, ptrRR(120)))
	if len(b.asked) != 0 {
		t.Errorf("asked again in the same round: %q", b.asked)
	}

	// SRV and TXT but no address: ask for the host's A record.
	b.handle(response(t, srvRR(120), txtRR(120, sampleTXT...)))
	if want := []string{testHost + " A"}; !slices.Equal(b.asked, want) {
		t.Errorf("after SRV and TXT asked %q, want %q", b.asked, want)
	}
	if len(b.found) != 0 {
		t.Fatalf("found %+v before the address arrived", b.found)
	}

	// The address completes the game.
	b.handle(response(t, aRR(120)))
	if !slices.Equal(b.found, []Game{want}) {
		t.Fatalf("found %+v, want %+v", b.found, want)
	}
	// The same answer again (the next round) reports nothing new.
	b.handle(response(t, ptrRR(120), srvRR(120), txtRR(120, sampleTXT...), aRR(120)))
	if len(b.found) != 1 {
		t.Errorf("the same answer was reported again: %+v", b.found)
	}

	// An update (with the cache-flush bit, as Advertise announces it).
	changedTXT := slices.Clone(sampleTXT)
	changedTXT[3] = "seats=1/4"
	txt := txtRR(120, changedTXT...)
	txt.Header().Class |= 1 << 15
	b.handle(response(t, txt))
	changed := want
	changed.SeatsFree = 1
	if !slices.Equal(b.found, []Game{want, changed}) {
		t.Errorf("after an update found %+v, want %+v then %+v", b.found, want, changed)
	}

	// Packets that are not plain responses, and other services, change
	// nothing.
	other := &dns.PTR{Hdr: rrHeader("_http._tcp.local.", dns.TypePTR, 120), Ptr: "x._http._tcp.local."}
	query := &dns.Msg{Answer: []dns.RR{txtRR(120, "proto=1")}}
	queryBuf, _ := query.Pack()
	bad := &dns.Msg{MsgHdr: dns.MsgHdr{Response: true, Rcode: dns.RcodeServerFailure}, Answer: []dns.RR{ptrRR(0)}}
	badBuf, _ := bad.Pack()
	for _, p := range [][]byte{response(t, other), queryBuf, badBuf, []byte("garbage"), nil} {
		b.handle(p)
	}
	if got := b.games(); !slices.Equal(got, []Game{changed}) || len(b.gone) != 0 {
		t.Errorf("after packets to ignore: games %+v, gone %+v", got, b.gone)
	}

	// Goodbye.
	b.handle(response(t, ptrRR(0), srvRR(0), txtRR(0, changedTXT...)))
	if !slices.Equal(b.gone, []Game{changed}) {
		t.Errorf("gone %+v, want %+v", b.gone, changed)
	}
	if got := b.games(); len(got) != 0 {
		t.Errorf("after the goodbye games = %+v", got)
	}
	if len(b.rejected) != 0 {
		t.Errorf("rejected %v", b.rejected)
	}
}

func TestBrowserRejects(t *testing.T) {
	b := newTestBrowser()
	badTXT := slices.Clone(sampleTXT)
	badTXT[4] = "state=paused"
	for range 3 {
		b.handle(response(t, ptrRR(120), srvRR(120), txtRR(120, badTXT...), aRR(120)))
	}
	if len(b.found) != 0 || len(b.games()) != 0 {
		t.Errorf("found %+v", b.found)
	}
	if len(b.rejected) != 1 {
		t.Fatalf("rejected %v, want one report", b.rejected)
	}
	if r := b.rejected[0].String(); !strings.Contains(r, "192.0.2.7:4040") || !strings.Contains(r, `state="paused"`) {
		t.Errorf("rejection %q", r)
	}
	// A corrected record is found.
	b.handle(response(t, txtRR(120, sampleTXT...)))
	if len(b.found) != 1 {
		t.Errorf("after the fix found %+v", b.found)
	}
}

// FuzzBrowserHandle feeds a browser arbitrary packets: nothing panics and
// everything it reports is a valid game.
func FuzzBrowserHandle(f *testing.F) {
	buf := func(rrs ...dns.RR) []byte {
		m := &dns.Msg{MsgHdr: dns.MsgHdr{Response: true}, Answer: rrs}
		b, _ := m.Pack()
		return b
	}
	f.Add(buf(ptrRR(120), srvRR(120), txtRR(120, sampleTXT...), aRR(120)), buf(ptrRR(0)))
	f.Add(buf(ptrRR(120)), buf(srvRR(120), aRR(0), txtRR(120, "proto=1", `name=\`)))
	f.Fuzz(func(t *testing.T, p1, p2 []byte) {
		b := newTestBrowser()
		b.handle(p1)
		b.handle(p2)
		b.handle(p1)
		for _, g := range append(b.games(), b.found...) {
			if _, err := EncodeTXT(g); err != nil || !g.Addr.Addr().Is4() || g.Addr.Port() == 0 {
				t.Fatalf("reported a bad game %+v: %v", g, err)
			}
		}
	})
}

// TestBrowserBounded floods a browser with made-up services: it keeps at
// most maxTracked of them.
func TestBrowserBounded(t *testing.T) {
	b := newTestBrowser()
	for i := range 3 * maxTracked {
		name := fmt.Sprintf("g%d.%s", i, serviceName)
		b.handle(response(t, &dns.PTR{Hdr: rrHeader(serviceName, dns.TypePTR, 120), Ptr: name},
			&dns.A{Hdr: rrHeader(fmt.Sprintf("h%d.local.", i), dns.TypeA, 120), A: net.IPv4(192, 0, 2, 1)}))
	}
	if len(b.services) > maxTracked || len(b.addrs) > maxTracked {
		t.Errorf("kept %d services and %d addresses, want at most %d each", len(b.services), len(b.addrs), maxTracked)
	}
}
