package discovery

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"net"
	"net/netip"
	"slices"
	"strings"
	"time"

	"github.com/miekg/dns"
	"golang.org/x/net/ipv4"
)

// DefaultBrowseTimeout is how long Browse listens when given no timeout.
const DefaultBrowseTimeout = 2 * time.Second

// firstRound is how long Browse listens after its first query before it
// asks again; each later round is twice as long (RFC 6762 §5.2), so that a
// lost packet costs a second, not the whole browse.
const firstRound = time.Second

// maxTracked bounds the services and host addresses one browse keeps, so
// that a flood of made-up answers cannot make it grow without end.
const maxTracked = 1024

// maxPacket is the largest mDNS message (RFC 6762 §17); reads never take
// more.
const maxPacket = 9000

// Browse queries iface for Labyrinth games and collects the answers for
// timeout (DefaultBrowseTimeout if timeout <= 0). It returns the games
// sorted by name, each once (by instance name; the latest answer wins).
// Malformed answers are skipped and reported to OnRejected; OnFound
// reports each game as it arrives, OnGone each one that says goodbye
// during the browse (which also drops it from the result).
//
// Besides the answers to its queries, Browse hears the announcements and
// goodbyes that hosts multicast while it runs. It asks for what an answer
// left out (a service's SRV and TXT records, its host's address), as
// RFC 6763 §12 allows responders to omit them.
//
// When ctx ends first, Browse returns the games found so far with ctx's
// error.
func Browse(ctx context.Context, iface *net.Interface, timeout time.Duration, opts ...Option) ([]Game, error) {
	o := collect(opts)
	if err := CheckInterface(iface); err != nil {
		return nil, fmt.Errorf("discovery: browse: %w", err)
	}
	if timeout <= 0 {
		timeout = DefaultBrowseTimeout
	}
	b, err := newBrowser(iface, o)
	if err != nil {
		return nil, fmt.Errorf("discovery: browse on %s: %w", iface.Name, err)
	}
	defer b.close()

	readCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	packets := make(chan []byte, 64)
	for _, c := range []*net.UDPConn{b.query, b.group} {
		go b.read(readCtx, c, packets)
	}

	done := time.NewTimer(timeout)
	defer done.Stop()
	round := firstRound
	next := time.NewTimer(0)
	defer next.Stop()
	for {
		select {
		case <-next.C:
			if err := b.ask(); err != nil {
				return b.games(), fmt.Errorf("discovery: browse on %s: sending a query: %w", iface.Name, err)
			}
			next.Reset(round)
			round *= 2
		case p := <-packets:
			b.handle(p)
		case <-done.C:
			return b.games(), nil
		case <-ctx.Done():
			return b.games(), ctx.Err()
		}
	}
}

// browser is the state of one Browse: its sockets, what it has heard and
// what it has reported.
type browser struct {
	iface *net.Interface
	o     options
	query *net.UDPConn              // sends queries, receives unicast answers
	group *net.UDPConn              // receives multicast answers, announcements, goodbyes
	write func(packet []byte) error // sends a query (on query; tests swap it)

	services map[string]*service     // by lower-case instance name (presentation format)
	addrs    map[string]netip.Addr   // host name (lower case) -> its IPv4 address
	reported map[string]Game         // what OnFound last said, by instance key
	rejected map[string]bool         // rejections already reported
	asked    map[string]bool         // follow-up questions sent this round
	pending  map[string]dns.Question // follow-up questions to send after this packet
}

// service is what the browse knows of one instance.
type service struct {
	name string // presentation format, as in the PTR record
	ptr  bool
	srv  *dns.SRV
	txt  *dns.TXT
}

func newBrowser(iface *net.Interface, o options) (*browser, error) {
	// Queries go out from a port of their own, so responders answer it by
	// unicast (RFC 6762 §6.7): the answer reaches this browse even when a
	// host on this machine also has port 5353 open.
	query, err := net.ListenUDP("udp4", &net.UDPAddr{IP: net.IPv4zero})
	if err != nil {
		return nil, err
	}
	p := ipv4.NewPacketConn(query)
	if err := p.SetMulticastInterface(iface); err != nil {
		query.Close()
		return nil, err
	}
	p.SetMulticastTTL(255)
	// A host in this very namespace (another copy of the app, a test)
	// must hear the query too.
	p.SetMulticastLoopback(true)
	group, err := net.ListenMulticastUDP("udp4", iface, mdnsGroup)
	if err != nil {
		query.Close()
		return nil, err
	}
	b := newBrowserState(iface, o)
	b.query, b.group = query, group
	b.write = func(packet []byte) error {
		_, err := query.WriteToUDP(packet, mdnsGroup)
		return err
	}
	return b, nil
}

// newBrowserState makes a browser without sockets.
func newBrowserState(iface *net.Interface, o options) *browser {
	return &browser{
		iface: iface, o: o,
		services: map[string]*service{}, addrs: map[string]netip.Addr{},
		reported: map[string]Game{}, rejected: map[string]bool{},
		asked: map[string]bool{}, pending: map[string]dns.Question{},
	}
}

func (b *browser) close() {
	b.query.Close()
	b.group.Close()
}

// read passes the mDNS responses that arrive on c to packets until c is
// closed. Responses not sent from port 5353 are dropped, as RFC 6762 §6
// requires.
func (b *browser) read(ctx context.Context, c *net.UDPConn, packets chan<- []byte) {
	for {
		buf := make([]byte, maxPacket)
		n, from, err := c.ReadFromUDP(buf)
		if err != nil {
			return
		}
		if from.Port != mdnsGroup.Port {
			continue
		}
		select {
		case packets <- buf[:n]:
		case <-ctx.Done():
			return
		}
	}
}

// ask starts a round: the question for every game on the network.
func (b *browser) ask() error {
	clear(b.asked)
	return b.send(dns.Question{Name: serviceName, Qtype: dns.TypePTR, Qclass: dns.ClassINET})
}

func (b *browser) send(qs ...dns.Question) error {
	m := &dns.Msg{Question: qs}
	buf, err := m.Pack()
	if err != nil {
		return err
	}
	return b.write(buf)
}

// handle takes in one response.
func (b *browser) handle(packet []byte) {
	var m dns.Msg
	// RFC 6762 §18: only standard responses without error count.
	if m.Unpack(packet) != nil || !m.Response || m.Opcode != dns.OpcodeQuery || m.Rcode != dns.RcodeSuccess {
		return
	}
	touched := map[string]bool{}
	for _, rr := range append(m.Answer, m.Extra...) {
		b.record(rr, touched)
	}
	for key := range touched {
		b.settle(key)
	}
	if len(b.pending) > 0 {
		qs := make([]dns.Question, 0, len(b.pending))
		for _, q := range b.pending {
			qs = append(qs, q)
		}
		clear(b.pending)
		if err := b.send(qs...); err != nil {
			b.o.logger.Printf("discovery: browse on %s: follow-up query failed: %v", b.iface.Name, err)
		}
	}
}

// record files one resource record and notes the services it concerns.
func (b *browser) record(rr dns.RR, touched map[string]bool) {
	h := rr.Header()
	if h.Class&^(1<<15) != dns.ClassINET { // the top bit is cache-flush
		return
	}
	goodbye := h.Ttl == 0
	var instance string
	switch rr := rr.(type) {
	case *dns.PTR:
		if !strings.EqualFold(h.Name, serviceName) {
			return
		}
		instance = rr.Ptr
	case *dns.SRV, *dns.TXT:
		if _, ours, _ := instanceFromName(h.Name); !ours {
			return
		}
		instance = h.Name
	case *dns.A:
		b.address(rr, goodbye, touched)
		return
	default:
		return
	}
	key := strings.ToLower(instance)
	if goodbye {
		if b.services[key] != nil {
			delete(b.services, key)
			touched[key] = true
		}
		return
	}
	s := b.service(instance)
	switch rr := rr.(type) {
	case *dns.PTR:
		s.ptr = true
	case *dns.SRV:
		s.srv = rr
	case *dns.TXT:
		s.txt = rr
	}
	touched[key] = true
}

// address files a host's A record and notes the services on that host,
// which may have become complete or lost their address.
func (b *browser) address(rr *dns.A, goodbye bool, touched map[string]bool) {
	host := strings.ToLower(rr.Hdr.Name)
	ip, ok := netip.AddrFromSlice(rr.A)
	if goodbye || !ok {
		delete(b.addrs, host)
	} else if _, known := b.addrs[host]; known || len(b.addrs) < maxTracked {
		b.addrs[host] = ip.Unmap()
	}
	for key, s := range b.services {
		if s.srv != nil && strings.EqualFold(s.srv.Target, rr.Hdr.Name) {
			touched[key] = true
		}
	}
}

// service returns what the browse knows of the named service, starting a
// record of it if there is room (else it returns a record it forgets).
func (b *browser) service(name string) *service {
	key := strings.ToLower(name)
	s := b.services[key]
	if s == nil {
		s = &service{name: name}
		if len(b.services) < maxTracked {
			b.services[key] = s
		}
	}
	return s
}

// settle looks at a service after new records: reports it found, changed,
// malformed or gone, and asks for what is missing.
func (b *browser) settle(key string) {
	s := b.services[key]
	if s == nil {
		if g, ok := b.reported[key]; ok {
			delete(b.reported, key)
			if b.o.onGone != nil {
				b.o.onGone(g)
			}
		}
		return
	}
	if !s.ptr {
		return // not browsed for; a PTR record makes it ours
	}
	if s.srv == nil || s.txt == nil {
		b.followUp(s.name, dns.TypeSRV)
		b.followUp(s.name, dns.TypeTXT)
		return
	}
	addr, ok := b.addrs[strings.ToLower(s.srv.Target)]
	if !ok {
		b.followUp(s.srv.Target, dns.TypeA)
		return
	}
	a := answer{Name: s.name, Host: s.srv.Target, Addr: addr, Port: int(s.srv.Port), TXT: s.txt.Txt}
	g, _, err := gameFrom(a)
	if err != nil {
		r := Rejected{Name: s.name, Addr: netip.AddrPortFrom(addr, s.srv.Port).String(), Err: err}
		// Every round gets the same bad answer again: report it once.
		if k := r.String(); !b.rejected[k] && b.o.onRejected != nil {
			b.rejected[k] = true
			b.o.onRejected(r)
		}
		delete(b.reported, key)
		return
	}
	if old, seen := b.reported[key]; !seen || old != g {
		b.reported[key] = g
		if b.o.onFound != nil {
			b.o.onFound(g)
		}
	}
}

// followUp queues a question for a record an answer left out, once a
// round.
func (b *browser) followUp(name string, qtype uint16) {
	k := strings.ToLower(name) + "/" + dns.TypeToString[qtype]
	if b.asked[k] {
		return
	}
	b.asked[k] = true
	b.pending[k] = dns.Question{Name: name, Qtype: qtype, Qclass: dns.ClassINET}
}

// games returns the games found and not gone, sorted by name.
func (b *browser) games() []Game {
	games := make([]Game, 0, len(b.reported))
	for _, g := range b.reported {
		games = append(games, g)
	}
	slices.SortFunc(games, func(a, b Game) int {
		return cmp.Or(
			cmp.Compare(a.Name, b.Name),
			cmp.Compare(a.Instance, b.Instance),
			a.Addr.Compare(b.Addr),
		)
	})
	return games
}

// answer is what the records of one service say, as they came in (names
// and TXT strings in DNS presentation format).
type answer struct {
	Name string // the service instance's name
	Host string // the SRV record's target
	Addr netip.Addr
	Port int
	TXT  []string
}

// gameFrom turns one service's records into a Game. ours is false for
// services of other types; err says why a service of ours is unusable.
func gameFrom(a answer) (g Game, ours bool, err error) {
	instance, ours, err := instanceFromName(a.Name)
	if !ours || err != nil {
		return Game{}, ours, err
	}
	if !a.Addr.Unmap().Is4() {
		return Game{}, true, errors.New("no IPv4 address in the answer")
	}
	if a.Port <= 0 || a.Port > 65535 {
		return Game{}, true, fmt.Errorf("port %d out of range", a.Port)
	}
	fields := make([]string, len(a.TXT))
	for i, f := range a.TXT {
		if fields[i], err = unescape(f); err != nil {
			return Game{}, true, fmt.Errorf("txt string %d: %w", i+1, err)
		}
	}
	g, err = DecodeTXT(fields)
	if err != nil {
		return Game{}, true, err
	}
	g.Instance = instance
	g.Host = a.Host
	g.Addr = netip.AddrPortFrom(a.Addr.Unmap(), uint16(a.Port))
	return g, true, nil
}
