// Package discovery finds Labyrinth games on the local network. A host
// advertises its game as the DNS-SD service _labyrinth._tcp over multicast
// DNS, with the game's name, rules preset, free seats, state (lobby,
// playing, over), whether a join code is needed, free spectator places and
// protocol version in TXT records; joiners browse for that service and get
// a list of games with the address to connect to.
//
// Advertising uses github.com/hashicorp/mdns's server and adds what that
// library leaves out: announcements when a game starts or changes and
// goodbyes when it closes, so that other browsers (Avahi, Bonjour) learn of
// a game's end at once. Browsing is the package's own small mDNS client:
// strict parsing of what arrives from the network, filtering of other
// services' answers, repeated queries, follow-up questions for records an
// answer left out, and announcements and goodbyes heard while it runs.
//
// The caller always names the network interface to use; the package never
// picks one. Only IPv4 is used: multicast over IPv6 loopback does not work
// in the test namespaces. docs/network.md describes the records and how to
// test this package safely (inside scripts/in-netns.sh or the simulated LAN
// of scripts/lan-lab.sh).
package discovery

import (
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"net/netip"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// ServiceType is the DNS-SD service type of a Labyrinth game.
const ServiceType = "_labyrinth._tcp"

// domain is the multicast DNS domain; serviceName the full service name
// that instance names end with.
const (
	domain      = "local."
	serviceName = ServiceType + "." + domain
)

// Game is a game as advertised on, or found on, the network.
type Game struct {
	// Instance is the DNS-SD instance name, which must be unique on the
	// network (hashicorp/mdns does no conflict probing). Advertise derives
	// it from Name when empty. Generic browsers such as avahi-browse show it.
	Instance string
	// Host is the DNS name the SRV record points to, with the A record
	// giving Addr, e.g. "alice-laptop-labyrinth.local.". Advertise uses
	// DefaultHostName when empty.
	Host string
	// Addr is the IPv4 address and TCP port where the game's host accepts
	// players.
	Addr netip.AddrPort

	// The rest travels in TXT records (see EncodeTXT).
	Name      string // the game's name
	Rules     string // rules preset name, e.g. "Reference"
	SeatsFree int    // seats still open
	Seats     int    // seats in total
	Protocol  int    // wire protocol version the host speaks
	State     State  // lobby, playing or over
	// CodeRequired tells that joining needs a join code. The code itself
	// never travels in discovery: anyone on the LAN can read it.
	CodeRequired   bool
	SpectatorsFree int // spectator places still open
	Spectators     int // spectator places in total; 0 when the game takes none
}

// State is where a game stands, as a joiner needs to know it before
// joining.
type State string

// The states of a game. Values are case-sensitive on the wire.
const (
	// StateLobby: the game has not begun; free seats can be taken.
	StateLobby State = "lobby"
	// StatePlaying: the game is under way; players who left may come back
	// to their seats, others may only watch (where spectators are allowed).
	StatePlaying State = "playing"
	// StateOver: the game has ended; the host still runs, for the reveal.
	StateOver State = "over"
)

// Valid tells whether s is one of the states above.
func (s State) Valid() bool {
	return s == StateLobby || s == StatePlaying || s == StateOver
}

// Rejected describes an answer that Browse ignored because it was not a
// usable game, for logging.
type Rejected struct {
	Name string // the DNS name of the service instance, as received
	Addr string // where it said the game is, if it said
	Err  error  // what was wrong
}

func (r Rejected) String() string {
	if r.Addr == "" {
		return fmt.Sprintf("%s: %v", r.Name, r.Err)
	}
	return fmt.Sprintf("%s (%s): %v", r.Name, r.Addr, r.Err)
}

// Option adjusts Advertise or Browse.
type Option func(*options)

type options struct {
	logger     *log.Logger
	onRejected func(Rejected)
	onFound    func(Game)
	onGone     func(Game)
}

// WithLogger sends hashicorp/mdns's own log lines, and this package's
// reports of failed announcements and queries, to l. By default they are discarded.
func WithLogger(l *log.Logger) Option {
	return func(o *options) { o.logger = l }
}

// OnRejected makes Browse call f, from Browse's own goroutine, for each
// answer it ignores as malformed. Answers for other services are not
// reported: they are normal on a busy network.
func OnRejected(f func(Rejected)) Option {
	return func(o *options) { o.onRejected = f }
}

// OnFound makes Browse call f, from Browse's own goroutine, as soon as an
// answer brings a game it had not found yet in this browse, or changes what
// it knew of one (a seat taken, the state). A list can so fill in as the
// answers arrive instead of when the browse ends; Browse still returns the
// full list.
func OnFound(f func(Game)) Option {
	return func(o *options) { o.onFound = f }
}

// OnGone makes Browse call f, from Browse's own goroutine, when a game it
// has reported says goodbye during the browse (its host closed it: RFC 6762
// §10.1); the game is then left out of Browse's result.
func OnGone(f func(Game)) Option {
	return func(o *options) { o.onGone = f }
}

func collect(opts []Option) options {
	o := options{logger: log.New(io.Discard, "", 0)}
	for _, opt := range opts {
		opt(&o)
	}
	if o.logger == nil {
		o.logger = log.New(io.Discard, "", 0)
	}
	return o
}

// ErrNoInterface is returned when no network interface was given.
var ErrNoInterface = errors.New("no network interface given (discovery never picks one itself; use Loopback for tests or one of LANInterfaces)")

// CheckInterface tells whether iface can carry multicast DNS: it must be
// given, up and have multicast enabled.
func CheckInterface(iface *net.Interface) error {
	switch {
	case iface == nil:
		return ErrNoInterface
	case iface.Flags&net.FlagUp == 0:
		return fmt.Errorf("interface %s is down", iface.Name)
	case iface.Flags&net.FlagMulticast == 0:
		if iface.Flags&net.FlagLoopback != 0 {
			return fmt.Errorf("interface %s has multicast off (ip link set %s multicast on; scripts/in-netns.sh does it)", iface.Name, iface.Name)
		}
		return fmt.Errorf("interface %s has multicast off", iface.Name)
	}
	return nil
}

// Loopback returns the loopback interface, checked with CheckInterface.
// Tests use it inside a private network namespace (scripts/in-netns.sh).
func Loopback() (*net.Interface, error) {
	ifaces, err := net.Interfaces()
	if err != nil {
		return nil, fmt.Errorf("listing network interfaces: %w", err)
	}
	for i := range ifaces {
		if ifaces[i].Flags&net.FlagLoopback != 0 {
			iface := ifaces[i]
			if err := CheckInterface(&iface); err != nil {
				return nil, err
			}
			return &iface, nil
		}
	}
	return nil, errors.New("no loopback interface found")
}

// LANInterfaces lists the interfaces a person could play over: up, with
// multicast, not loopback, and with an IPv4 address. It only reads the
// interface list; choosing one is the caller's (the person's) decision.
func LANInterfaces() ([]net.Interface, error) {
	ifaces, err := net.Interfaces()
	if err != nil {
		return nil, fmt.Errorf("listing network interfaces: %w", err)
	}
	var out []net.Interface
	for _, iface := range ifaces {
		if iface.Flags&net.FlagLoopback != 0 || CheckInterface(&iface) != nil {
			continue
		}
		if _, err := IPv4Addr(&iface); err == nil {
			out = append(out, iface)
		}
	}
	sortForPlay(out, physical)
	return out, nil
}

// sortForPlay puts first the interfaces a LAN party plays over — a network
// card, wired or wireless — and after them the bridges and tunnels that
// containers, virtual machines and VPNs add (docker0, virbr0, tun0), so a
// caller taking the first one advertises where the friends are. The order
// is otherwise kept.
func sortForPlay(ifaces []net.Interface, isPhysical func(name string) bool) {
	rank := func(name string) int {
		switch {
		case virtualName(name):
			return 2
		case isPhysical(name):
			return 0
		}
		return 1
	}
	slices.SortStableFunc(ifaces, func(a, b net.Interface) int { return rank(a.Name) - rank(b.Name) })
}

// virtualPrefixes name the interfaces that container engines, hypervisors
// and VPNs create.
var virtualPrefixes = []string{"docker", "br-", "virbr", "veth", "vmnet", "vboxnet", "lxcbr", "lxdbr", "cni", "flannel", "podman", "tun", "tap", "wg", "tailscale", "zt", "utun"}

func virtualName(name string) bool {
	for _, p := range virtualPrefixes {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// physical tells whether name is backed by a device: on Linux a network
// card has /sys/class/net/NAME/device, a virtual interface does not.
func physical(name string) bool {
	_, err := os.Stat(filepath.Join("/sys/class/net", name, "device"))
	return err == nil
}

// IPv4Addr returns the first IPv4 address of iface: the address a host
// advertises its game at.
func IPv4Addr(iface *net.Interface) (netip.Addr, error) {
	if iface == nil {
		return netip.Addr{}, ErrNoInterface
	}
	addrs, err := iface.Addrs()
	if err != nil {
		return netip.Addr{}, fmt.Errorf("interface %s: reading addresses: %w", iface.Name, err)
	}
	for _, a := range addrs {
		if ipn, ok := a.(*net.IPNet); ok {
			if ip, ok := netip.AddrFromSlice(ipn.IP); ok && ip.Unmap().Is4() {
				return ip.Unmap(), nil
			}
		}
	}
	return netip.Addr{}, fmt.Errorf("interface %s has no IPv4 address", iface.Name)
}

// DefaultHostName derives a multicast DNS host name from the machine's
// name: "Alice's Laptop" becomes "alice-s-laptop-labyrinth.local.". It is
// not the machine's own ".local" name on purpose: Avahi or Bonjour already
// publish that one, with their own set of addresses, and answering for it
// with another set would clash with them (RFC 6762 §9).
func DefaultHostName() string {
	name, _ := os.Hostname()
	return hostNameFrom(name)
}

func hostNameFrom(name string) string {
	name, _, _ = strings.Cut(name, ".")
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
			dash = false
		} else if !dash && b.Len() > 0 {
			b.WriteByte('-')
			dash = true
		}
	}
	const suffix = "-labyrinth"
	label := strings.TrimRight(b.String(), "-")
	if len(label) > 63-len(suffix) {
		label = strings.TrimRight(label[:63-len(suffix)], "-")
	}
	if label == "" {
		label = "host"
	}
	return label + suffix + "." + domain
}

// checkHostName accepts DNS host names made of letters, digits and '-',
// with or without the final dot, and returns it with the dot.
func checkHostName(h string) (string, error) {
	fq := h
	if !strings.HasSuffix(fq, ".") {
		fq += "."
	}
	if len(fq) > 254 {
		return "", fmt.Errorf("host name %q is longer than 253 bytes", clip(h))
	}
	labels := strings.Split(strings.TrimSuffix(fq, "."), ".")
	for _, l := range labels {
		if l == "" || len(l) > 63 {
			return "", fmt.Errorf("host name %q: labels must be 1 to 63 bytes long", clip(h))
		}
		for i := 0; i < len(l); i++ {
			c := l[i]
			if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-') {
				return "", fmt.Errorf("host name %q: %q is not allowed (letters, digits and '-' only)", clip(h), c)
			}
		}
		if l[0] == '-' || l[len(l)-1] == '-' {
			return "", fmt.Errorf("host name %q: a label cannot start or end with '-'", clip(h))
		}
	}
	return fq, nil
}

// InstanceFor makes an instance name from a game name: trimmed and cut to
// one DNS label (63 bytes) without splitting a character. Dots and other
// special characters are fine; they are escaped on the wire.
func InstanceFor(name string) string {
	name = strings.TrimSpace(name)
	if len(name) <= MaxInstanceBytes {
		return name
	}
	cut := MaxInstanceBytes
	for cut > 0 && !isRuneStart(name[cut]) {
		cut--
	}
	return strings.TrimSpace(name[:cut])
}

func isRuneStart(b byte) bool { return b&0xC0 != 0x80 }

// normalize checks g for advertising and fills in the defaults.
func normalize(g Game) (Game, error) {
	if g.Instance == "" {
		g.Instance = InstanceFor(g.Name)
	}
	if err := checkText("instance name", g.Instance, MaxInstanceBytes); err != nil {
		return Game{}, err
	}
	if g.Host == "" {
		g.Host = DefaultHostName()
	}
	host, err := checkHostName(g.Host)
	if err != nil {
		return Game{}, err
	}
	g.Host = host
	if !g.Addr.IsValid() {
		return Game{}, errors.New("no address given (want the IPv4 address and TCP port players connect to)")
	}
	ip := g.Addr.Addr().Unmap()
	if !ip.Is4() {
		return Game{}, fmt.Errorf("address %s is not IPv4 (discovery is IPv4 only)", g.Addr)
	}
	if ip.IsUnspecified() || ip.IsMulticast() {
		return Game{}, fmt.Errorf("address %s cannot be connected to (give the interface's own address)", g.Addr)
	}
	if g.Addr.Port() == 0 {
		return Game{}, fmt.Errorf("address %s has no port", g.Addr)
	}
	g.Addr = netip.AddrPortFrom(ip, g.Addr.Port())
	if _, err := EncodeTXT(g); err != nil {
		return Game{}, err
	}
	return g, nil
}
