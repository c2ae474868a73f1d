package discovery

import (
	"errors"
	"fmt"
	"log"
	"net"
	"sync"

	"github.com/hashicorp/mdns"
	"github.com/miekg/dns"
	"golang.org/x/net/ipv4"
)

// defaultTTL matches the TTL hashicorp/mdns puts in its answers.
const defaultTTL = 120

// mdnsGroup is the IPv4 multicast DNS group and port (RFC 6762 §3).
var mdnsGroup = &net.UDPAddr{IP: net.IPv4(224, 0, 0, 251), Port: 5353}

// Advertisement is a game being advertised. Its methods are safe for
// concurrent use.
type Advertisement struct {
	iface  *net.Interface
	logger *log.Logger
	zone   *zone
	server *mdns.Server

	mu     sync.Mutex
	game   Game
	closed bool
}

// Advertise answers multicast DNS queries for g on iface until Close. It
// checks g first (see Game for the defaults it fills in) and sends one
// unsolicited announcement so that browsers that are already listening see
// the game at once.
func Advertise(iface *net.Interface, g Game, opts ...Option) (*Advertisement, error) {
	o := collect(opts)
	if err := CheckInterface(iface); err != nil {
		return nil, fmt.Errorf("discovery: advertise: %w", err)
	}
	name := g.Name
	g, err := normalize(g)
	if err != nil {
		return nil, fmt.Errorf("discovery: advertise %q: %w", name, err)
	}
	svc, err := newService(g)
	if err != nil {
		return nil, fmt.Errorf("discovery: advertise %q: %w", name, err)
	}
	z := &zone{svc: svc}
	server, err := mdns.NewServer(&mdns.Config{Zone: z, Iface: iface, Logger: o.logger})
	if err != nil {
		return nil, fmt.Errorf("discovery: advertise %q on %s: %w", g.Name, iface.Name, err)
	}
	a := &Advertisement{iface: iface, logger: o.logger, zone: z, server: server, game: g}
	a.announce(svc, false)
	return a, nil
}

// Game returns the game as advertised, defaults filled in.
func (a *Advertisement) Game() Game {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.game
}

// Update changes what the TXT records say (name, rules, seats, state,
// join code required, spectator places, protocol) and announces the
// change. Instance, Host and Addr cannot change: close
// the advertisement and start a new one for that.
func (a *Advertisement) Update(g Game) error {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.closed {
		return errors.New("discovery: update: advertisement is closed")
	}
	if g.Instance == "" {
		g.Instance = a.game.Instance
	}
	if g.Host == "" {
		g.Host = a.game.Host
	}
	if !g.Addr.IsValid() {
		g.Addr = a.game.Addr
	}
	g, err := normalize(g)
	if err != nil {
		return fmt.Errorf("discovery: update %q: %w", a.game.Instance, err)
	}
	if g.Instance != a.game.Instance || g.Host != a.game.Host || g.Addr != a.game.Addr {
		return fmt.Errorf("discovery: update %q: instance, host and address cannot change; close and advertise again", a.game.Instance)
	}
	svc, err := newService(g)
	if err != nil {
		return fmt.Errorf("discovery: update %q: %w", a.game.Instance, err)
	}
	a.zone.set(svc)
	a.game = g
	a.announce(svc, false)
	return nil
}

// Close stops answering queries and sends a goodbye (the records with a
// TTL of zero, RFC 6762 §10.1) so that caching browsers drop the game at
// once instead of after its TTL. Close can be called more than once.
func (a *Advertisement) Close() error {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.closed {
		return nil
	}
	a.closed = true
	// Shut down first, so that no answer can follow the goodbye.
	err := a.server.Shutdown()
	a.announce(a.zone.get(), true)
	a.zone.set(nil)
	if err != nil {
		return fmt.Errorf("discovery: close %q: %w", a.game.Instance, err)
	}
	return nil
}

// announce multicasts the game's records unsolicited: as an announcement,
// or with goodbye set as a goodbye. It is best effort (the game stays
// reachable by queries either way), so failures are only logged.
func (a *Advertisement) announce(svc *mdns.MDNSService, goodbye bool) {
	if svc == nil {
		return
	}
	rrs := svc.Records(dns.Question{Name: serviceName, Qtype: dns.TypePTR, Qclass: dns.ClassINET})
	var out []dns.RR
	for _, rr := range rrs {
		h := rr.Header()
		if goodbye {
			// The host's address may serve other games: leave it alone.
			if h.Rrtype == dns.TypeA || h.Rrtype == dns.TypeAAAA {
				continue
			}
			h.Ttl = 0
		} else if h.Rrtype == dns.TypeSRV || h.Rrtype == dns.TypeTXT {
			// These belong to this game alone: set cache-flush (RFC 6762
			// §10.2) so that browsers replace stale copies, e.g. an old
			// seat count. The A record may be shared by several games of
			// one host, so it goes without.
			h.Class |= 1 << 15
		}
		out = append(out, rr)
	}
	if err := sendUnsolicited(a.iface, out); err != nil {
		what := "announcement"
		if goodbye {
			what = "goodbye"
		}
		a.logger.Printf("discovery: %s for %q on %s failed: %v", what, a.game.Instance, a.iface.Name, err)
	}
}

// sendUnsolicited multicasts a response holding rrs on iface. It sends
// from port 5353, as RFC 6762 §6 requires of responses (Avahi ignores
// others), through a socket of its own bound like hashicorp/mdns's.
func sendUnsolicited(iface *net.Interface, rrs []dns.RR) error {
	msg := &dns.Msg{
		MsgHdr:   dns.MsgHdr{Response: true, Authoritative: true},
		Answer:   rrs,
		Compress: true,
	}
	buf, err := msg.Pack()
	if err != nil {
		return err
	}
	c, err := net.ListenMulticastUDP("udp4", iface, mdnsGroup)
	if err != nil {
		return err
	}
	defer c.Close()
	p := ipv4.NewPacketConn(c)
	if err := p.SetMulticastInterface(iface); err != nil {
		return err
	}
	if err := p.SetMulticastTTL(255); err != nil {
		return err
	}
	// Other programs on this host (a second copy of the app, Avahi) must
	// hear it too.
	if err := p.SetMulticastLoopback(true); err != nil {
		return err
	}
	_, err = c.WriteToUDP(buf, mdnsGroup)
	return err
}

// newService builds hashicorp/mdns's record set for g, which normalize has
// checked. Names and TXT strings go in escaped, since the library passes
// them to miekg/dns in presentation format.
func newService(g Game) (*mdns.MDNSService, error) {
	txt, err := EncodeTXT(g)
	if err != nil {
		return nil, err
	}
	for i, s := range txt {
		txt[i] = escapeTXT(s)
	}
	ip := net.IP(g.Addr.Addr().AsSlice())
	return mdns.NewMDNSService(escapeLabel(g.Instance), ServiceType, domain, g.Host, int(g.Addr.Port()), []net.IP{ip}, txt)
}

// zone lets Update swap the record set while the server answers from
// another goroutine; hashicorp/mdns reads MDNSService's fields unguarded.
type zone struct {
	mu  sync.RWMutex
	svc *mdns.MDNSService
}

func (z *zone) Records(q dns.Question) []dns.RR {
	z.mu.RLock()
	defer z.mu.RUnlock()
	if z.svc == nil {
		return nil
	}
	return z.svc.Records(q)
}

func (z *zone) get() *mdns.MDNSService {
	z.mu.RLock()
	defer z.mu.RUnlock()
	return z.svc
}

func (z *zone) set(svc *mdns.MDNSService) {
	z.mu.Lock()
	defer z.mu.Unlock()
	z.svc = svc
}
