package host

import (
	"fmt"
	"net"
	"net/netip"
	"time"

	"github.com/labyrinth-game/labyrinth/net/discovery"
	"github.com/labyrinth-game/labyrinth/net/wire"
)

// advertise starts the mDNS record on iface and the goroutine that keeps
// it up to date.
func (h *Host) advertise(iface *net.Interface) error {
	if err := discovery.CheckInterface(iface); err != nil {
		return fmt.Errorf("cannot advertise the game: %w", err)
	}
	ip, err := discovery.IPv4Addr(iface)
	if err != nil {
		return fmt.Errorf("cannot advertise the game: %w", err)
	}
	h.mu.Lock()
	g := h.record()
	h.mu.Unlock()
	g.Host = h.opts.HostName
	g.Addr = netip.AddrPortFrom(ip, uint16(h.st.Port))
	adv, err := discovery.Advertise(iface, g)
	if err != nil {
		return fmt.Errorf("cannot advertise the game: %w", err)
	}
	h.adv, h.iface = adv, iface
	h.wg.Add(1)
	go h.keepAdvertising()
	return nil
}

// record is the game as its mDNS record tells it now, without its address.
// The caller holds h.mu.
func (h *Host) record() discovery.Game {
	g := discovery.Game{
		Name: h.st.Name, Rules: RulesLabel(h.st.Setup.Rules), Seats: h.st.Seats, Protocol: wire.Protocol,
		State: discovery.StateLobby, CodeRequired: h.st.Code != "",
		Spectators: h.st.Spectators, SpectatorsFree: max(h.st.Spectators-h.presence.Spectators, 0),
	}
	for _, c := range h.claims {
		if c.name == "" {
			g.SeatsFree++
		}
	}
	if h.sess != nil {
		g.State = discovery.StatePlaying
		if h.sess.Over() {
			g.State = discovery.StateOver
		}
	}
	return g
}

// keepAdvertising updates the mDNS record after changes, once they have
// settled (Options.Settle), until the host closes.
func (h *Host) keepAdvertising() {
	defer h.wg.Done()
	for {
		select {
		case <-h.dirty:
		case <-h.closing:
			return
		}
		select {
		case <-time.After(h.opts.Settle):
		case <-h.closing:
			return
		}
		select {
		case <-h.dirty:
		default:
		}
		h.mu.Lock()
		g := h.record()
		h.mu.Unlock()
		old := h.adv.Game()
		g.Instance, g.Host, g.Addr = old.Instance, old.Host, old.Addr
		if g == old {
			continue
		}
		if err := h.adv.Update(g); err != nil {
			h.mu.Lock()
			h.log(Entry{Kind: EntryProblem, Text: fmt.Sprintf("the mDNS record could not be updated: %v", err)})
			h.mu.Unlock()
		}
	}
}

// Addresses are the addresses players can reach the host at, host:port:
// the one it listens on if it listens on one; otherwise those of the
// interface it advertises on, or of every interface that is up (loopback
// last) when it advertises on none. Only the interface list is read.
func (h *Host) Addresses() []string {
	port := h.st.Port
	if h.st.Listen != "" {
		if ip := net.ParseIP(h.st.Listen); ip == nil || !ip.IsUnspecified() {
			return []string{net.JoinHostPort(h.st.Listen, fmt.Sprint(port))}
		}
	}
	var ifaces []net.Interface
	if h.iface != nil {
		ifaces = []net.Interface{*h.iface}
	} else {
		all, _ := net.Interfaces()
		var loop []net.Interface
		for _, iface := range all {
			switch {
			case iface.Flags&net.FlagUp == 0:
			case iface.Flags&net.FlagLoopback != 0:
				loop = append(loop, iface)
			default:
				ifaces = append(ifaces, iface)
			}
		}
		ifaces = append(ifaces, loop...)
	}
	var out []string
	for _, iface := range ifaces {
		addrs, _ := iface.Addrs()
		for _, a := range addrs {
			ipn, ok := a.(*net.IPNet)
			if !ok || ipn.IP.IsLinkLocalUnicast() || ipn.IP.IsLinkLocalMulticast() {
				continue // a link-local address needs a zone few programs take
			}
			out = append(out, net.JoinHostPort(ipn.IP.String(), fmt.Sprint(port)))
		}
	}
	return out
}
