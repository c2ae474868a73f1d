package discovery

import (
	"net"
	"net/netip"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/miekg/dns"
)

var sample = Game{Name: "Friday maze", Rules: "Reference", SeatsFree: 2, Seats: 4, Protocol: 1,
	State: StateLobby, CodeRequired: true, SpectatorsFree: 3, Spectators: 5}

// sampleTXT is sample's TXT record.
var sampleTXT = []string{"proto=1", "name=Friday maze", "rules=Reference", "seats=2/4", "state=lobby", "code=1", "spect=3/5"}

func TestEncodeTXT(t *testing.T) {
	got, err := EncodeTXT(sample)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, sampleTXT) {
		t.Errorf("EncodeTXT = %q, want %q", got, sampleTXT)
	}
	// The other values of the new keys.
	g := sample
	g.State, g.CodeRequired, g.SpectatorsFree, g.Spectators = StateOver, false, 0, 0
	got, err = EncodeTXT(g)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"state=over", "code=0", "spect=0/0"}; !reflect.DeepEqual(got[4:], want) {
		t.Errorf("EncodeTXT(%+v)[4:] = %q, want %q", g, got[4:], want)
	}
}

func TestEncodeTXTRejects(t *testing.T) {
	long := strings.Repeat("x", MaxNameBytes+1)
	tests := []struct {
		name    string
		edit    func(*Game)
		wantErr string
	}{
		{"empty name", func(g *Game) { g.Name = " " }, "name is empty"},
		{"name too long", func(g *Game) { g.Name = long }, "name is 101 bytes long"},
		{"name with a newline", func(g *Game) { g.Name = "a\nb" }, "control character U+000A"},
		{"name not UTF-8", func(g *Game) { g.Name = "a\xffb" }, "not valid UTF-8"},
		{"empty rules", func(g *Game) { g.Rules = "" }, "rules is empty"},
		{"no seats", func(g *Game) { g.Seats, g.SeatsFree = 0, 0 }, "total 0 is outside 1..99"},
		{"too many seats", func(g *Game) { g.Seats = 100 }, "total 100 is outside"},
		{"more free than total", func(g *Game) { g.SeatsFree = 5 }, "5 free is outside 0..4"},
		{"negative free", func(g *Game) { g.SeatsFree = -1 }, "-1 free"},
		{"protocol zero", func(g *Game) { g.Protocol = 0 }, "version 0 is outside"},
		{"no state", func(g *Game) { g.State = "" }, `state: "" is not one of lobby, playing, over`},
		{"state in capitals", func(g *Game) { g.State = "LOBBY" }, `state: "LOBBY"`},
		{"negative spectators", func(g *Game) { g.Spectators, g.SpectatorsFree = -1, 0 }, "spect: total -1 is outside 0..99"},
		{"too many spectators", func(g *Game) { g.Spectators = 100 }, "spect: total 100"},
		{"more spectator places free than total", func(g *Game) { g.SpectatorsFree = 6 }, "spect: 6 free is outside 0..5"},
		{"negative free spectator places", func(g *Game) { g.SpectatorsFree = -1 }, "spect: -1 free"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := sample
			tt.edit(&g)
			_, err := EncodeTXT(g)
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("EncodeTXT error = %v, want one containing %q", err, tt.wantErr)
			}
		})
	}
}

// without returns fields less the one whose key is key.
func without(fields []string, key string) []string {
	var out []string
	for _, f := range fields {
		if !strings.HasPrefix(f, key+"=") {
			out = append(out, f)
		}
	}
	return out
}

func TestDecodeTXT(t *testing.T) {
	base := sampleTXT
	with := func(extra ...string) []string { return append(append([]string{}, extra...), base...) }
	// rest is the keys after seats, as in sample.
	rest := base[4:]
	edit := func(f func(*Game)) Game { g := sample; f(&g); return g }
	tests := []struct {
		name    string
		fields  []string
		want    Game
		wantErr string
	}{
		{name: "plain record", fields: base, want: sample},
		{name: "RFC 6763 §6.4 keys are case-insensitive",
			fields: []string{"PROTO=1", "Name=Friday maze", "rUles=Reference", "SEATS=2/4", "State=lobby", "CODE=1", "Spect=3/5"}, want: sample},
		{name: "RFC 6763 §6.4 only the first occurrence of a key counts",
			fields: with("name=First", "seats=0/3", "state=over"), want: edit(func(g *Game) { g.Name, g.SeatsFree, g.Seats, g.State = "First", 0, 3, StateOver })},
		{name: "RFC 6763 §6.4 strings without a key are ignored", fields: with("=x", ""), want: sample},
		{name: "RFC 6763 §6.5 a value may contain '='",
			fields: append([]string{"proto=1", "name=a=b", "rules=R", "seats=0/1"}, rest...),
			want:   edit(func(g *Game) { g.Name, g.Rules, g.SeatsFree, g.Seats = "a=b", "R", 0, 1 })},
		{name: "unknown keys are ignored", fields: with("txtvers=1", "colour=red", "flag"), want: sample},
		{name: "UTF-8 name", fields: append([]string{"proto=2", "name=Лабиринт", "rules=Beginner", "seats=4/4"}, rest...),
			want: edit(func(g *Game) {
				g.Name, g.Rules, g.SeatsFree, g.Seats, g.Protocol = "Лабиринт", "Beginner", 4, 4, 2
			})},
		{name: "leading zeros", fields: []string{"proto=01", "name=n", "rules=r", "seats=01/02", "state=playing", "code=0", "spect=00/10"},
			want: Game{Name: "n", Rules: "r", SeatsFree: 1, Seats: 2, Protocol: 1, State: StatePlaying, Spectators: 10}},
		{name: "keys in any order", fields: []string{"spect=3/5", "code=1", "state=lobby", "seats=2/4", "rules=Reference", "name=Friday maze", "proto=1"}, want: sample},
		{name: "no spectators, no code, over", fields: append(base[:4:4], "state=over", "code=0", "spect=0/0"),
			want: edit(func(g *Game) { g.State, g.CodeRequired, g.SpectatorsFree, g.Spectators = StateOver, false, 0, 0 })},

		{name: "no fields", fields: nil, wantErr: "txt: proto= is missing"},
		{name: "missing name", fields: []string{"proto=1", "rules=R", "seats=1/2"}, wantErr: "txt: name= is missing"},
		{name: "missing rules", fields: []string{"proto=1", "name=n", "seats=1/2"}, wantErr: "txt: rules= is missing"},
		{name: "missing seats", fields: []string{"proto=1", "name=n", "rules=R"}, wantErr: "txt: seats= is missing"},
		{name: "missing state", fields: without(base, "state"), wantErr: "txt: state= is missing"},
		{name: "missing code", fields: without(base, "code"), wantErr: "txt: code= is missing"},
		{name: "missing spect", fields: without(base, "spect"), wantErr: "txt: spect= is missing"},
		{name: "RFC 6763 §6.4 a key without '=' has no value", fields: []string{"proto", "name=n"}, wantErr: "proto has no value"},
		{name: "proto not a number", fields: with("proto=v1"), wantErr: `proto="v1": "v1" is not a decimal number`},
		{name: "proto signed", fields: with("proto=+1"), wantErr: "not a decimal number"},
		{name: "proto zero", fields: with("proto=0"), wantErr: "at least 1"},
		{name: "proto huge", fields: with("proto=99999999999999999999"), wantErr: "number above 999999"},
		{name: "empty name", fields: with("name="), wantErr: "txt: name is empty"},
		{name: "name with escape sequence", fields: with("name=\x1b[2J"), wantErr: "control character U+001B"},
		{name: "name not UTF-8", fields: with("name=\xc3"), wantErr: "not valid UTF-8"},
		{name: "name too long", fields: with("name=" + strings.Repeat("й", 51)), wantErr: "102 bytes long"},
		{name: "seats without slash", fields: with("seats=4"), wantErr: `seats="4": want "free/total"`},
		{name: "seats empty free", fields: with("seats=/4"), wantErr: "free seats: empty number"},
		{name: "seats negative", fields: with("seats=-1/4"), wantErr: "free seats"},
		{name: "seats more free than total", fields: with("seats=5/4"), wantErr: "more seats free than seats in total"},
		{name: "seats zero total", fields: with("seats=0/0"), wantErr: "at least one seat"},
		{name: "seats over the limit", fields: with("seats=1/100"), wantErr: "total seats: number above 99"},
		{name: "seats with spaces", fields: with("seats=1 / 4"), wantErr: "not a decimal number"},
		{name: "unknown state", fields: with("state=paused"), wantErr: `txt: state="paused": want lobby, playing or over`},
		{name: "state values are case-sensitive", fields: with("state=Lobby"), wantErr: `state="Lobby"`},
		{name: "empty state", fields: with("state="), wantErr: `state=""`},
		{name: "state without value", fields: with("state"), wantErr: "state has no value"},
		{name: "code as a word", fields: with("code=yes"), wantErr: `txt: code="yes": want 1 (a join code is required) or 0`},
		{name: "code with leading zero", fields: with("code=01"), wantErr: `code="01"`},
		{name: "the code itself in place of the flag", fields: with("code=4711"), wantErr: `code="4711"`},
		{name: "spect without slash", fields: with("spect=3"), wantErr: `spect="3": want "free/total"`},
		{name: "spect more free than total", fields: with("spect=4/3"), wantErr: "more spectator places free than spectator places in total"},
		{name: "spect over the limit", fields: with("spect=0/100"), wantErr: "total spectator places: number above 99"},
		{name: "spect negative", fields: with("spect=-1/3"), wantErr: "free spectator places"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := DecodeTXT(tt.fields)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("DecodeTXT(%q) error = %v, want one containing %q", tt.fields, err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("DecodeTXT(%q): %v", tt.fields, err)
			}
			if got != tt.want {
				t.Errorf("DecodeTXT(%q) = %+v, want %+v", tt.fields, got, tt.want)
			}
		})
	}
}

// TestTXTThroughMiekg sends TXT strings the way the package does, through
// miekg/dns's packing and unpacking (what hashicorp/mdns uses on both
// ends), and checks the raw bytes come back unchanged. It needs no network.
func TestTXTThroughMiekg(t *testing.T) {
	tests := []struct{ name, raw string }{
		{"ascii", "name=Friday maze"},
		{"backslash, which miekg/dns would drop unescaped", `name=C:\games\maze`},
		{"trailing backslash", `name=a\`},
		{"quotes", `name="quoted"`},
		{"UTF-8", "name=Лабиринт у Боба"},
		{"looks like an escape", `name=\065\x`},
		{"control bytes", "name=\x00\x01\x7f"},
		{"255 bytes", strings.Repeat("x", 255)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := txtRoundTrip(t, tt.raw); got != tt.raw {
				t.Errorf("round trip of %q gave %q", tt.raw, got)
			}
		})
	}
}

func txtRoundTrip(t *testing.T, raw string) string {
	t.Helper()
	msg := new(dns.Msg)
	msg.Answer = []dns.RR{&dns.TXT{
		Hdr: dns.RR_Header{Name: "x.local.", Rrtype: dns.TypeTXT, Class: dns.ClassINET},
		Txt: []string{escapeTXT(raw)},
	}}
	buf, err := msg.Pack()
	if err != nil {
		t.Fatalf("pack %q: %v", raw, err)
	}
	var back dns.Msg
	if err := back.Unpack(buf); err != nil {
		t.Fatalf("unpack %q: %v", raw, err)
	}
	got, err := unescape(back.Answer[0].(*dns.TXT).Txt[0])
	if err != nil {
		t.Fatalf("unescape %q: %v", back.Answer[0].(*dns.TXT).Txt[0], err)
	}
	return got
}

// TestInstanceThroughMiekg does the same for instance names, which travel
// as a DNS label: the name hashicorp/mdns builds must pack, and what
// miekg/dns unpacks must be spelled as escapeLabel spells it (the library
// compares names as strings) and give the instance back.
func TestInstanceThroughMiekg(t *testing.T) {
	for _, instance := range []string{
		"Friday maze",
		"Bob's game v1.2",
		`back\slash; (parens) "quotes" @home`,
		"Лабиринт у Боба",
		strings.Repeat("m", MaxInstanceBytes),
	} {
		t.Run(instance, func(t *testing.T) {
			name := escapeLabel(instance) + "." + serviceName
			msg := new(dns.Msg)
			msg.SetQuestion(name, dns.TypePTR)
			buf, err := msg.Pack()
			if err != nil {
				t.Fatalf("pack %q: %v", name, err)
			}
			var back dns.Msg
			if err := back.Unpack(buf); err != nil {
				t.Fatal(err)
			}
			if got := back.Question[0].Name; got != name {
				t.Errorf("miekg/dns spells %q as %q", name, got)
			}
			got, ours, err := instanceFromName(back.Question[0].Name)
			if !ours || err != nil || got != instance {
				t.Errorf("instanceFromName = %q, %v, %v; want %q", got, ours, err, instance)
			}
		})
	}
}

func TestInstanceFromName(t *testing.T) {
	tests := []struct {
		name, in string
		want     string
		ours     bool
		wantErr  string
	}{
		{"plain", `Friday\ maze._labyrinth._tcp.local.`, "Friday maze", true, ""},
		{"escaped dot stays in the label", `v1\.2._labyrinth._tcp.local.`, "v1.2", true, ""},
		{"decimal escapes", `\208\155._labyrinth._tcp.local.`, "Л", true, ""},
		{"service name is case-insensitive", `x._Labyrinth._TCP.Local.`, "x", true, ""},
		{"another service", `printer._ipp._tcp.local.`, "", false, ""},
		{"the service itself", `_labyrinth._tcp.local.`, "", false, ""},
		{"a deeper name", `a.b._labyrinth._tcp.local.`, "", false, ""},
		{"no dot", `x`, "", false, ""},
		{"escape above 255", `\999._labyrinth._tcp.local.`, "", true, "not a byte"},
		{"control character", `a\010b._labyrinth._tcp.local.`, "", true, "control character"},
		{"not UTF-8", `\255._labyrinth._tcp.local.`, "", true, "not valid UTF-8"},
		{"empty label", `._labyrinth._tcp.local.`, "", true, "instance name is empty"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ours, err := instanceFromName(tt.in)
			if ours != tt.ours || got != tt.want {
				t.Errorf("instanceFromName(%q) = %q, ours %v; want %q, %v", tt.in, got, ours, tt.want, tt.ours)
			}
			if (err == nil) != (tt.wantErr == "") || err != nil && !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("instanceFromName(%q) error = %v, want %q", tt.in, err, tt.wantErr)
			}
		})
	}
}

func TestGameFrom(t *testing.T) {
	good := func() *answer {
		return &answer{
			Name: `Friday\ maze._labyrinth._tcp.local.`,
			Host: "alice.local.",
			Addr: netip.MustParseAddr("192.0.2.7"),
			Port: 4040,
			TXT:  append([]string(nil), sampleTXT...),
		}
	}
	want := sample
	want.Instance, want.Host, want.Addr = "Friday maze", "alice.local.", netip.MustParseAddrPort("192.0.2.7:4040")

	tests := []struct {
		name    string
		edit    func(*answer)
		ours    bool
		wantErr string
	}{
		{"good answer", func(*answer) {}, true, ""},
		{"an answer for another service is not ours", func(a *answer) { a.Name = "x._http._tcp.local." }, false, ""},
		{"IPv6 only", func(a *answer) { a.Addr = netip.MustParseAddr("2001:db8::1") }, true, "no IPv4 address"},
		{"no address", func(a *answer) { a.Addr = netip.Addr{} }, true, "no IPv4 address"},
		{"IPv4-mapped address", func(a *answer) { a.Addr = netip.MustParseAddr("::ffff:192.0.2.7") }, true, ""},
		{"bad TXT", func(a *answer) { a.TXT[3] = "seats=9/4" }, true, "more seats free"},
		{"no TXT", func(a *answer) { a.TXT = nil }, true, "proto= is missing"},
		{"dangling escape in TXT", func(a *answer) { a.TXT[1] = `name=x\` }, true, "txt string 2: dangling"},
		{"bad port", func(a *answer) { a.Port = 70000 }, true, "port 70000"},
		{"no port", func(a *answer) { a.Port = 0 }, true, "port 0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := good()
			tt.edit(a)
			g, ours, err := gameFrom(*a)
			if ours != tt.ours {
				t.Errorf("ours = %v, want %v", ours, tt.ours)
			}
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Errorf("error = %v, want one containing %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if ours && g != want {
				t.Errorf("game = %+v, want %+v", g, want)
			}
		})
	}
}

func TestNormalize(t *testing.T) {
	base := sample
	base.Host = "alice.local."
	base.Addr = netip.MustParseAddrPort("127.0.0.1:4040")
	tests := []struct {
		name    string
		edit    func(*Game)
		check   func(Game) string
		wantErr string
	}{
		{name: "instance defaults to the name", edit: func(*Game) {},
			check: func(g Game) string { return cmpStr(g.Instance, "Friday maze") }},
		{name: "host gets its final dot", edit: func(g *Game) { g.Host = "alice.local" },
			check: func(g Game) string { return cmpStr(g.Host, "alice.local.") }},
		{name: "IPv4-mapped address is unmapped", edit: func(g *Game) { g.Addr = netip.MustParseAddrPort("[::ffff:127.0.0.1]:4040") },
			check: func(g Game) string { return cmpStr(g.Addr.String(), "127.0.0.1:4040") }},
		{name: "long name gives a 63-byte instance", edit: func(g *Game) { g.Name = strings.Repeat("й", 40) },
			check: func(g Game) string { return cmpStr(g.Instance, strings.Repeat("й", 31)) }},
		{name: "no address", edit: func(g *Game) { g.Addr = netip.AddrPort{} }, wantErr: "no address given"},
		{name: "IPv6 address", edit: func(g *Game) { g.Addr = netip.MustParseAddrPort("[::1]:4040") }, wantErr: "not IPv4"},
		{name: "unspecified address", edit: func(g *Game) { g.Addr = netip.MustParseAddrPort("0.0.0.0:4040") }, wantErr: "cannot be connected to"},
		{name: "no port", edit: func(g *Game) { g.Addr = netip.MustParseAddrPort("127.0.0.1:0") }, wantErr: "has no port"},
		{name: "host with a space", edit: func(g *Game) { g.Host = "alice laptop.local." }, wantErr: `' ' is not allowed`},
		{name: "host with an empty label", edit: func(g *Game) { g.Host = "alice..local." }, wantErr: "labels must be 1 to 63"},
		{name: "host label ends with '-'", edit: func(g *Game) { g.Host = "alice-.local." }, wantErr: "cannot start or end with '-'"},
		{name: "instance too long", edit: func(g *Game) { g.Instance = strings.Repeat("x", 64) }, wantErr: "instance name is 64 bytes"},
		{name: "bad TXT", edit: func(g *Game) { g.Seats = 0 }, wantErr: "txt: seats"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := base
			tt.edit(&g)
			got, err := normalize(g)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("normalize error = %v, want one containing %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if msg := tt.check(got); msg != "" {
				t.Error(msg)
			}
		})
	}
}

func cmpStr(got, want string) string {
	if got != want {
		return "got " + got + ", want " + want
	}
	return ""
}

func TestHostNameFrom(t *testing.T) {
	tests := []struct{ in, want string }{
		{"alice-laptop", "alice-laptop-labyrinth.local."},
		{"Alice's Laptop", "alice-s-laptop-labyrinth.local."},
		{"box.example.com", "box-labyrinth.local."},
		{"--weird--", "weird-labyrinth.local."},
		{"Лабиринт", "host-labyrinth.local."},
		{"", "host-labyrinth.local."},
		{strings.Repeat("a", 70), strings.Repeat("a", 53) + "-labyrinth.local."},
	}
	for _, tt := range tests {
		if got := hostNameFrom(tt.in); got != tt.want {
			t.Errorf("hostNameFrom(%q) = %q, want %q", tt.in, got, tt.want)
		}
		if _, err := checkHostName(hostNameFrom(tt.in)); err != nil {
			t.Errorf("hostNameFrom(%q) is not a valid host name: %v", tt.in, err)
		}
	}
}

func TestCheckInterface(t *testing.T) {
	tests := []struct {
		name    string
		iface   *net.Interface
		wantErr string
	}{
		{"no interface", nil, "no network interface given"},
		{"down", &net.Interface{Name: "eth9", Flags: net.FlagMulticast}, "interface eth9 is down"},
		{"loopback without multicast", &net.Interface{Name: "lo", Flags: net.FlagUp | net.FlagLoopback}, "ip link set lo multicast on"},
		{"usable", &net.Interface{Name: "lo", Flags: net.FlagUp | net.FlagLoopback | net.FlagMulticast}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := CheckInterface(tt.iface)
			if (err == nil) != (tt.wantErr == "") || err != nil && !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("CheckInterface error = %v, want %q", err, tt.wantErr)
			}
		})
	}
}

func TestNoInterfaceNoTraffic(t *testing.T) {
	// Both entry points refuse before opening any socket.
	if _, err := Advertise(nil, sample); err == nil || !strings.Contains(err.Error(), "no network interface given") {
		t.Errorf("Advertise(nil) error = %v", err)
	}
	if _, err := Browse(t.Context(), nil, 0); err == nil || !strings.Contains(err.Error(), "no network interface given") {
		t.Errorf("Browse(nil) error = %v", err)
	}
}

func FuzzDecodeTXT(f *testing.F) {
	f.Add(strings.Join(sampleTXT, "\n"))
	f.Add("PROTO=01\nname=a=b\nname=c\nrules=R\nseats=0/99\n=x\n\nflag\nSTATE=over\ncode=0\nspect=00/00")
	f.Add("proto=1\nname=\xff\nrules=R\nseats=5/4\nstate=playing\ncode=1\nspect=9/99")
	f.Add("spect=0/1\ncode=1\nstate=lobby\nseats=1/1\nrules=R\nname=n\nproto=999999")
	f.Fuzz(func(t *testing.T, s string) {
		g, err := DecodeTXT(strings.Split(s, "\n"))
		if err != nil {
			return
		}
		// What is accepted must be safe to show and must encode back to
		// the same game.
		if !utf8.ValidString(g.Name) || g.Seats < 1 || g.Seats > MaxSeats || g.SeatsFree < 0 || g.SeatsFree > g.Seats || g.Protocol < 1 ||
			!g.State.Valid() || g.Spectators < 0 || g.Spectators > MaxSpectators || g.SpectatorsFree < 0 || g.SpectatorsFree > g.Spectators {
			t.Fatalf("accepted a bad game %+v", g)
		}
		txt, err := EncodeTXT(g)
		if err != nil {
			t.Fatalf("accepted %+v but cannot encode it: %v", g, err)
		}
		back, err := DecodeTXT(txt)
		if err != nil || back != g {
			t.Fatalf("re-decoding %q gave %+v, %v; want %+v", txt, back, err, g)
		}
	})
}

// FuzzUnescape feeds the presentation-format parsers (names and TXT
// strings as hashicorp/mdns hands them over from the network).
func FuzzUnescape(f *testing.F) {
	f.Add(`Friday\ maze._labyrinth._tcp.local.`)
	f.Add(`\208\155\999\`)
	f.Add(`a\.b\\c`)
	f.Fuzz(func(t *testing.T, s string) {
		if raw, err := unescape(s); err == nil {
			if len(raw) > len(s) {
				t.Fatalf("unescape(%q) grew to %q", s, raw)
			}
		}
		instance, ours, err := instanceFromName(s)
		if ours && err == nil && (instance == "" || len(instance) > MaxInstanceBytes || !utf8.ValidString(instance)) {
			t.Fatalf("instanceFromName(%q) accepted %q", s, instance)
		}
		// Any raw label survives escapeLabel and unescape unchanged.
		if back, err := unescape(escapeLabel(s)); err != nil || back != s {
			t.Fatalf("unescape(escapeLabel(%q)) = %q, %v", s, back, err)
		}
		if back, err := unescape(escapeTXT(s)); err != nil || back != s {
			t.Fatalf("unescape(escapeTXT(%q)) = %q, %v", s, back, err)
		}
		// And any TXT string that fits survives the real trip through
		// miekg/dns.
		if len(s) <= 255 {
			if back := txtRoundTrip(t, s); back != s {
				t.Fatalf("TXT round trip of %q gave %q", s, back)
			}
		}
	})
}
