package labtest

import (
	"context"
	"errors"
	"fmt"
	"net/netip"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// envAvahi set to "required" (as scripts/test.sh does) makes StartAvahi
// fail instead of skip when Avahi is not installed.
const envAvahi = "LABYRINTH_LAB_AVAHI"

// Avahi is an avahi-daemon running in one laptop of the lab, with a
// private D-Bus system bus for its clients (avahi-browse, avahi-publish).
type Avahi struct {
	Laptop   Laptop
	HostName string // the host name it publishes, e.g. "lab-avahi-4.local"
	busAddr  string
}

// The programs an Avahi test needs (Debian packages avahi-daemon,
// avahi-utils and dbus; scripts/deps.sh installs them).
var avahiTools = []string{"dbus-daemon", "avahi-daemon", "avahi-browse", "avahi-publish"}

// busConfig is a system bus that anyone in the lab may use: the lab is
// private, so no policy is needed beyond letting avahi-daemon own its name
// and clients call it.
const busConfig = `<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-BUS Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>system</type>
  <listen>unix:path=%s</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow user="*"/>
    <allow own="*"/>
    <allow send_type="method_call"/>
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
  </policy>
</busconfig>
`

// daemonConfig confines avahi-daemon to the laptop's LAN interface, IPv4,
// and publishes nothing of its own but its host name.
const daemonConfig = `[server]
host-name=%s
domain-name=local
use-ipv4=yes
use-ipv6=no
allow-interfaces=` + Interface + `
enable-dbus=yes
ratelimit-interval-usec=1000000
ratelimit-burst=1000

[wide-area]
enable-wide-area=no

[publish]
publish-addresses=yes
publish-hinfo=no
publish-workstation=no
publish-domain=no
publish-aaaa-on-ipv4=no

[reflector]
enable-reflector=no

[rlimits]
`

// StartAvahi starts a private D-Bus system bus and avahi-daemon
// (--no-drop-root --no-chroot --no-rlimits) in the laptop and waits until
// the daemon has claimed its host name. Both stop when the test ends. It
// skips t when Avahi is not installed, unless LABYRINTH_LAB_AVAHI=required.
func StartAvahi(t testing.TB, l Laptop) *Avahi {
	t.Helper()
	for _, tool := range avahiTools {
		if _, err := lookPath(tool); err != nil {
			msg := fmt.Sprintf("Avahi test: %s is not installed (Debian packages avahi-daemon, avahi-utils, dbus; scripts/deps.sh installs them)", tool)
			if os.Getenv(envAvahi) == "required" {
				t.Fatal(msg)
			}
			t.Skip(msg)
		}
	}
	// A short directory: a unix socket path has at most 107 bytes.
	dir, err := os.MkdirTemp("", "lab-avahi-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })

	sock := filepath.Join(dir, "bus")
	busConf := filepath.Join(dir, "bus.conf")
	if err := os.WriteFile(busConf, fmt.Appendf(nil, busConfig, sock), 0o644); err != nil {
		t.Fatal(err)
	}
	bus := start(t, "dbus-daemon on "+l.String(), l.Command(context.Background(),
		"dbus-daemon", "--config-file="+busConf, "--nofork", "--nopidfile", "--print-address"))
	addr := bus.Expect("unix:", 10*time.Second).Text

	a := &Avahi{Laptop: l, HostName: fmt.Sprintf("lab-avahi-%d.local", l.Index), busAddr: addr}
	daemonConf := filepath.Join(dir, "avahi-daemon.conf")
	if err := os.WriteFile(daemonConf, fmt.Appendf(nil, daemonConfig, strings.TrimSuffix(a.HostName, ".local")), 0o644); err != nil {
		t.Fatal(err)
	}
	// avahi-daemon keeps its pid file and socket in /run/avahi-daemon,
	// a fixed path: a tmpfs there, in the mount namespace that `ip netns
	// exec` gives this command alone, keeps two daemons from clashing.
	// Its log goes to standard output, to wait for "startup complete".
	script := `mkdir -p /run/avahi-daemon && mount -t tmpfs -o mode=0755 avahi-run /run/avahi-daemon &&
exec avahi-daemon -f "$1" --no-drop-root --no-chroot --no-rlimits --no-proc-title 2>&1`
	cmd := l.Command(context.Background(), "sh", "-c", script, "sh", daemonConf)
	cmd.Env = append(os.Environ(), "DBUS_SYSTEM_BUS_ADDRESS="+addr)
	daemon := start(t, "avahi-daemon on "+l.String(), cmd)
	daemon.Expect("Server startup complete.", 20*time.Second)
	// The daemon stops (SIGTERM) before the bus: cleanups run last in,
	// first out.
	return a
}

// lookPath finds a program also in the sbin directories, which a
// non-root PATH may lack (avahi-daemon lives in /usr/sbin).
func lookPath(name string) (string, error) {
	if p, err := exec.LookPath(name); err == nil {
		return p, nil
	}
	for _, dir := range []string{"/usr/sbin", "/sbin"} {
		p := filepath.Join(dir, name)
		if fi, err := os.Stat(p); err == nil && !fi.IsDir() && fi.Mode()&0o111 != 0 {
			return p, nil
		}
	}
	return "", fmt.Errorf("%s not found", name)
}

// Command returns a command that runs name (avahi-browse, avahi-publish,
// ...) in Avahi's laptop, talking to its daemon over the private bus.
func (a *Avahi) Command(ctx context.Context, name string, args ...string) *exec.Cmd {
	cmd := a.Laptop.Command(ctx, name, args...)
	cmd.Env = append(os.Environ(), "DBUS_SYSTEM_BUS_ADDRESS="+a.busAddr)
	return cmd
}

// Start runs a long-lived Avahi client (avahi-browse without -t,
// avahi-publish) in Avahi's laptop as a Proc.
func (a *Avahi) Start(t testing.TB, name string, args ...string) *Proc {
	t.Helper()
	return start(t, name+" on "+a.Laptop.String(), a.Command(context.Background(), name, args...))
}

// AvahiEntry is one line of `avahi-browse --parsable` output.
type AvahiEntry struct {
	Event    byte   // '+' found, '=' resolved, '-' gone
	Iface    string // e.g. "eth0"
	Protocol string // "IPv4" or "IPv6"
	Instance string // the service instance name, unescaped
	Type     string // e.g. "_labyrinth._tcp"
	Domain   string // e.g. "local"
	// Only in resolved ('=') lines:
	Host string
	Addr netip.AddrPort
	TXT  []string // the TXT strings, unescaped, in the order avahi-browse prints them
}

// ParseAvahiBrowse parses one line of `avahi-browse --parsable` output:
// fields separated by ';', the instance name escaped as a DNS label
// (\DDD for a byte in decimal, '\' before '.' and '\'), and in resolved
// lines the TXT strings each in double quotes with '"' and '\' escaped.
func ParseAvahiBrowse(line string) (AvahiEntry, error) {
	f := strings.SplitN(line, ";", 10)
	if len(f) < 6 || len(f[0]) != 1 || !strings.Contains("+=-", f[0]) {
		return AvahiEntry{}, fmt.Errorf("avahi-browse line %q: not an entry", line)
	}
	e := AvahiEntry{Event: f[0][0], Iface: f[1], Protocol: f[2], Type: f[4], Domain: f[5]}
	var err error
	if e.Instance, err = unescapeAvahi(f[3]); err != nil {
		return AvahiEntry{}, fmt.Errorf("avahi-browse line %q: instance: %v", line, err)
	}
	if e.Event != '=' {
		return e, nil
	}
	if len(f) != 10 {
		return AvahiEntry{}, fmt.Errorf("avahi-browse line %q: a resolved entry has 10 fields", line)
	}
	e.Host = f[6]
	ip, err := netip.ParseAddr(f[7])
	if err != nil {
		return AvahiEntry{}, fmt.Errorf("avahi-browse line %q: address: %v", line, err)
	}
	port, err := strconv.ParseUint(f[8], 10, 16)
	if err != nil {
		return AvahiEntry{}, fmt.Errorf("avahi-browse line %q: port: %v", line, err)
	}
	e.Addr = netip.AddrPortFrom(ip, uint16(port))
	if e.TXT, err = parseAvahiTXT(f[9]); err != nil {
		return AvahiEntry{}, fmt.Errorf("avahi-browse line %q: txt: %v", line, err)
	}
	return e, nil
}

func unescapeAvahi(s string) (string, error) {
	var b []byte
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' {
			b = append(b, s[i])
			continue
		}
		if i+3 < len(s) && isDigits(s[i+1:i+4]) {
			n, _ := strconv.Atoi(s[i+1 : i+4])
			if n > 255 {
				return "", fmt.Errorf(`escape \%s is not a byte`, s[i+1:i+4])
			}
			b = append(b, byte(n))
			i += 3
			continue
		}
		if i+1 >= len(s) {
			return "", errors.New(`dangling '\'`)
		}
		b = append(b, s[i+1])
		i++
	}
	return string(b), nil
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// parseAvahiTXT splits `"a=1" "b=x\"y" "c=\208\155"` into its strings.
// Within the quotes avahi-browse escapes like a DNS label: '\' before '"'
// and '\', \DDD for other bytes outside printable ASCII.
func parseAvahiTXT(s string) ([]string, error) {
	var out []string
	for i := 0; i < len(s); {
		switch s[i] {
		case ' ':
			i++
			continue
		case '"':
		default:
			return nil, fmt.Errorf("unexpected %q at byte %d", s[i], i)
		}
		end := i + 1
		for ; end < len(s) && s[end] != '"'; end++ {
			if s[end] == '\\' {
				end++
			}
		}
		if end >= len(s) {
			return nil, errors.New("unterminated string")
		}
		txt, err := unescapeAvahi(s[i+1 : end])
		if err != nil {
			return nil, err
		}
		out = append(out, txt)
		i = end + 1
	}
	return out, nil
}

// Resolve runs `avahi-browse -rtp` once — what a person would type: every
// service of serviceType on the LAN, resolved, then exit — and returns its
// resolved entry for instance, if it has one. A running avahi-browse
// resolves each service once only; a fresh one shows a record as Avahi's
// cache has it now.
func (a *Avahi) Resolve(t testing.TB, serviceType, instance string) (AvahiEntry, bool) {
	t.Helper()
	out, err := a.Command(context.Background(), "avahi-browse", "-rtp", "--no-db-lookup", serviceType).Output()
	if err != nil {
		t.Fatalf("avahi-browse -rtp %s: %v", serviceType, err)
	}
	for _, line := range strings.Split(string(out), "\n") {
		if e, err := ParseAvahiBrowse(line); err == nil && e.Event == '=' && e.Instance == instance {
			return e, true
		}
	}
	return AvahiEntry{}, false
}

// ExpectAvahi waits at most timeout for a running `avahi-browse
// --parsable` (Avahi.Start) to print an entry of event ('+', '=', '-') for
// instance, skipping other lines, and returns it with the time its line
// arrived.
func (p *Proc) ExpectAvahi(event byte, instance string, timeout time.Duration) (AvahiEntry, time.Time) {
	p.t.Helper()
	var e AvahiEntry
	line := p.ExpectFunc(fmt.Sprintf("a %q line for %q", event, instance), func(s string) bool {
		var err error
		e, err = ParseAvahiBrowse(s)
		return err == nil && e.Event == event && e.Instance == instance
	}, timeout)
	return e, line.At
}
