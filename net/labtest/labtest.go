// Package labtest lets tests use the simulated LAN of scripts/lan-lab.sh:
// several "laptops" (network namespaces with one interface each, eth0 with
// an address from 192.0.2.0/24, all on one bridge) next to the test
// process, which itself runs in a private namespace with only loopback.
//
// A test asks for the lab with Get, which skips the test (with a message
// saying how to run it) outside the lab. It runs programs in a laptop with
// Laptop.Command, or runs a function of its own test binary there with
// Laptop.StartHelper: the binary is started again inside the laptop, and
// the package's TestMain hands control to Main, which runs the named helper
// instead of the tests. Helpers talk to the test over their standard input
// and output, a line at a time (Proc).
//
// StartAvahi runs a private D-Bus system bus and avahi-daemon in a laptop,
// for interoperability tests with a real mDNS stack.
//
// Nothing here creates namespaces or touches an interface: scripts/lan-lab.sh
// builds the lab (and tears it down), so that a test can never reach the
// machine's real network through this package. docs/network.md ("Testing
// networking on one machine") describes the lab.
package labtest

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/netip"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// Environment variables set by scripts/lan-lab.sh.
const (
	envLaptops = "LABYRINTH_LAB"       // namespace names, space-separated
	envAddrs   = "LABYRINTH_LAB_ADDRS" // their addresses, in the same order
	envHelper  = "LABYRINTH_LAB_HELPER"
)

// RunHint says how to run a lab test; skips and errors quote it.
const RunHint = "run it in the simulated LAN: scripts/lan-lab.sh go test -p 1 -run '^TestLab' ./net/... ./app/remote/"

// Lab is the simulated LAN the test runs next to.
type Lab struct {
	Laptops []Laptop
}

// Laptop is one namespace of the lab, standing in for one computer.
type Laptop struct {
	Index int        // 1-based, as in its name
	NS    string     // the network namespace's name (ip netns), e.g. "lab2"
	Addr  netip.Addr // the IPv4 address of its eth0
}

// Interface is the name of a laptop's only LAN interface.
const Interface = "eth0"

func (l Laptop) String() string { return fmt.Sprintf("laptop %d (%s, %s)", l.Index, l.NS, l.Addr) }

// Get returns the lab, or skips t when the test does not run inside
// scripts/lan-lab.sh. It fails t when the lab has fewer than n laptops or
// its description is malformed.
func Get(t testing.TB, n int) *Lab {
	t.Helper()
	lab, err := FromEnv()
	if errors.Is(err, ErrNoLab) {
		t.Skip("lab test: no simulated LAN here (" + envLaptops + " is not set); " + RunHint)
	}
	if err != nil {
		t.Fatal(err)
	}
	if len(lab.Laptops) < n {
		t.Fatalf("lab test: needs %d laptops, the lab has %d (scripts/lan-lab.sh -n %d ...)", n, len(lab.Laptops), n)
	}
	return lab
}

// ErrNoLab means the process does not run in a lab.
var ErrNoLab = errors.New("labtest: not inside scripts/lan-lab.sh")

// FromEnv reads the lab's description from the environment that
// scripts/lan-lab.sh sets.
func FromEnv() (*Lab, error) {
	return parseEnv(os.Getenv(envLaptops), os.Getenv(envAddrs))
}

func parseEnv(laptops, addrs string) (*Lab, error) {
	if strings.TrimSpace(laptops) == "" {
		return nil, ErrNoLab
	}
	names, ips := strings.Fields(laptops), strings.Fields(addrs)
	if len(names) != len(ips) {
		return nil, fmt.Errorf("labtest: %s names %d laptops but %s has %d addresses", envLaptops, len(names), envAddrs, len(ips))
	}
	lab := &Lab{}
	for i, name := range names {
		if !validNS(name) {
			return nil, fmt.Errorf("labtest: %s: laptop %d: %q is not a namespace name", envLaptops, i+1, name)
		}
		ip, err := netip.ParseAddr(ips[i])
		if err != nil || !ip.Is4() {
			return nil, fmt.Errorf("labtest: %s: laptop %d: %q is not an IPv4 address", envAddrs, i+1, ips[i])
		}
		lab.Laptops = append(lab.Laptops, Laptop{Index: i + 1, NS: name, Addr: ip})
	}
	return lab, nil
}

// validNS accepts the names lan-lab.sh gives: letters, digits, '-', '_'.
func validNS(s string) bool {
	if s == "" || len(s) > 64 {
		return false
	}
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// Command returns a command that runs name with args inside the laptop
// (through `ip netns exec`, which also gives it a mount namespace of its
// own, so mounts it makes stay its own).
func (l Laptop) Command(ctx context.Context, name string, args ...string) *exec.Cmd {
	return exec.CommandContext(ctx, "ip", append([]string{"netns", "exec", l.NS, name}, args...)...)
}

// labNet is the lab's address range (TEST-NET-1, RFC 5737): addresses no
// real network uses.
var labNet = netip.MustParsePrefix("192.0.2.0/24")

// LaptopInterface returns the LAN interface of the laptop the calling
// process runs in, for a helper to advertise or browse on. It refuses
// (with an error saying why) unless the process's namespace looks exactly
// like a lab laptop: loopback and eth0 only, eth0 up with an address in
// 192.0.2.0/24. So a helper started by mistake outside the lab never
// touches a real interface.
func LaptopInterface() (*net.Interface, error) {
	ifaces, err := net.Interfaces()
	if err != nil {
		return nil, fmt.Errorf("labtest: listing interfaces: %w", err)
	}
	var eth *net.Interface
	for i := range ifaces {
		switch {
		case ifaces[i].Flags&net.FlagLoopback != 0:
		case ifaces[i].Name == Interface:
			eth = &ifaces[i]
		default:
			return nil, fmt.Errorf("labtest: interface %s is present: this is not a lab laptop; %s", ifaces[i].Name, RunHint)
		}
	}
	if eth == nil {
		return nil, fmt.Errorf("labtest: no %s here: this is not a lab laptop; %s", Interface, RunHint)
	}
	addrs, err := eth.Addrs()
	if err != nil {
		return nil, fmt.Errorf("labtest: addresses of %s: %w", Interface, err)
	}
	for _, a := range addrs {
		ipn, ok := a.(*net.IPNet)
		if !ok {
			continue
		}
		ip, ok := netip.AddrFromSlice(ipn.IP)
		if !ok || !labNet.Contains(ip.Unmap()) {
			return nil, fmt.Errorf("labtest: %s has address %s, outside the lab's %s; %s", Interface, ipn.IP, labNet, RunHint)
		}
	}
	if len(addrs) == 0 {
		return nil, fmt.Errorf("labtest: %s has no address: this is not a lab laptop", Interface)
	}
	return eth, nil
}

// Main is called from a test package's TestMain. In a process started by
// StartHelper it runs the helper named there, with its arguments, and
// exits: 0 if it returned nil, 1 otherwise (after printing the error to
// standard error). Elsewhere it runs the tests.
func Main(m *testing.M, helpers map[string]func(args []string) error) {
	role, ok := os.LookupEnv(envHelper)
	if !ok {
		os.Exit(m.Run())
	}
	f := helpers[role]
	if f == nil {
		fmt.Fprintf(os.Stderr, "labtest: no helper named %q in this test binary\n", role)
		os.Exit(2)
	}
	// The arguments follow the test flags, after "--".
	var args []string
	for i, a := range os.Args {
		if a == "--" {
			args = os.Args[i+1:]
			break
		}
	}
	if err := f(args); err != nil {
		fmt.Fprintf(os.Stderr, "labtest: helper %s: %v\n", role, err)
		os.Exit(1)
	}
	os.Exit(0)
}

// StartHelper runs the helper named role (see Main) inside the laptop,
// in a copy of the running test binary, and returns it. The helper ends
// when the test does: its standard input closes, and it is killed if it is
// still running a few seconds later. Its standard error goes to the test's
// log.
func (l Laptop) StartHelper(t testing.TB, role string, args ...string) *Proc {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatalf("labtest: finding the test binary: %v", err)
	}
	cmd := l.Command(context.Background(), exe, append([]string{"-test.run=^$", "--"}, args...)...)
	cmd.Env = append(os.Environ(), envHelper+"="+role)
	p := start(t, fmt.Sprintf("%s on %s", role, l), cmd)
	p.helper = true
	return p
}

// Proc is a process running in a laptop that talks a line at a time. It
// keeps every line the process prints (so that a chatty process never
// blocks on a full pipe) and hands them out in order.
type Proc struct {
	t      testing.TB
	name   string
	cmd    *exec.Cmd
	helper bool // ends when its standard input closes
	stdin  io.WriteCloser
	done   chan struct{} // closed when the process has ended
	err    error         // its exit status, once done is closed

	mu     sync.Mutex
	out    []Line        // every line printed so far
	read   int           // how many of them Next has returned
	notify chan struct{} // closed (and replaced) when a line arrives or the output ends
	eof    bool
}

// Start runs cmd (from Laptop.Command) as a Proc: its standard output read
// a line at a time, its standard error in the test's log, stopped when the
// test ends.
func Start(t testing.TB, name string, cmd *exec.Cmd) *Proc {
	t.Helper()
	return start(t, name, cmd)
}

func start(t testing.TB, name string, cmd *exec.Cmd) *Proc {
	t.Helper()
	p := &Proc{t: t, name: name, cmd: cmd, done: make(chan struct{}), notify: make(chan struct{})}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatalf("labtest: %s: %v", name, err)
	}
	if p.stdin, err = cmd.StdinPipe(); err != nil {
		t.Fatalf("labtest: %s: %v", name, err)
	}
	// What the process prints goes to the test log (standard output
	// marked ">"), so that a failure shows what it said.
	plog := &procLog{t: t}
	stderr := &logWriter{plog: plog, prefix: name + ": "}
	stdoutLog := &logWriter{plog: plog, prefix: name + " > "}
	cmd.Stderr = stderr
	if err := cmd.Start(); err != nil {
		t.Fatalf("labtest: starting %s: %v", name, err)
	}
	go func() {
		sc := bufio.NewScanner(stdout)
		sc.Buffer(make([]byte, 64*1024), 1024*1024)
		for sc.Scan() {
			stdoutLog.log(sc.Text())
			p.add(sc.Text(), false)
		}
		p.err = cmd.Wait()
		stderr.flush()
		p.add("", true)
		close(p.done)
	}()
	t.Cleanup(plog.dump) // after Stop: cleanups run last in, first out
	t.Cleanup(p.Stop)
	return p
}

// Line is a line a Proc printed, and when the test process read it.
type Line struct {
	Text string
	At   time.Time
}

func (p *Proc) add(text string, eof bool) {
	at := time.Now()
	p.mu.Lock()
	defer p.mu.Unlock()
	if eof {
		p.eof = true
	} else {
		p.out = append(p.out, Line{text, at})
	}
	close(p.notify)
	p.notify = make(chan struct{})
}

// Lines returns every line the process has printed so far.
func (p *Proc) Lines() []Line {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]Line(nil), p.out...)
}

// Send writes one line to the process's standard input.
func (p *Proc) Send(line string) {
	p.t.Helper()
	if _, err := io.WriteString(p.stdin, line+"\n"); err != nil {
		p.t.Fatalf("labtest: writing to %s: %v", p.name, err)
	}
}

// Next returns the next line the process prints, waiting at most timeout.
// ok is false when the process has ended or the time is up.
func (p *Proc) Next(timeout time.Duration) (line Line, ok bool) {
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	for {
		p.mu.Lock()
		if p.read < len(p.out) {
			line = p.out[p.read]
			p.read++
			p.mu.Unlock()
			return line, true
		}
		eof, notify := p.eof, p.notify
		p.mu.Unlock()
		if eof {
			return Line{}, false
		}
		select {
		case <-notify:
		case <-timer.C:
			return Line{}, false
		}
	}
}

// Expect returns the next line that starts with prefix, skipping others,
// and fails the test if none comes within timeout.
func (p *Proc) Expect(prefix string, timeout time.Duration) Line {
	p.t.Helper()
	return p.ExpectFunc(fmt.Sprintf("a line starting with %q", prefix), func(s string) bool { return strings.HasPrefix(s, prefix) }, timeout)
}

// ExpectFunc returns the next line for which match is true, skipping
// others, and fails the test if none comes within timeout; what describes
// the line wanted, for the failure message.
func (p *Proc) ExpectFunc(what string, match func(string) bool, timeout time.Duration) Line {
	p.t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		left := time.Until(deadline)
		if left <= 0 {
			p.t.Fatalf("labtest: %s printed no %s within %v", p.name, what, timeout)
		}
		line, ok := p.Next(left)
		if !ok {
			if time.Now().Before(deadline) { // not the timer: the output ended
				<-p.done
				p.t.Fatalf("labtest: %s ended (%v) without printing %s", p.name, p.err, what)
			}
			continue
		}
		if match(line.Text) {
			return line
		}
	}
}

func (p *Proc) ended() bool {
	select {
	case <-p.done:
		return true
	default:
		return false
	}
}

// Signal sends sig to the process: SIGTERM stops a program as a person's
// Ctrl-C or a shutdown would, SIGKILL crashes it.
func (p *Proc) Signal(sig os.Signal) error {
	return p.cmd.Process.Signal(sig)
}

// Wait closes the process's standard input and waits at most timeout for
// it to end, returning its exit status.
func (p *Proc) Wait(timeout time.Duration) error {
	p.stdin.Close()
	if !p.waitDone(timeout) {
		return fmt.Errorf("labtest: %s still running after %v", p.name, timeout)
	}
	return p.err
}

// Stop ends the process: a helper (StartHelper) by closing its standard
// input, any other command with SIGTERM; whatever still runs 3 seconds
// later is killed (by its own pid). Stop is called when the test ends and
// may be called earlier.
func (p *Proc) Stop() {
	if p.ended() {
		return
	}
	p.stdin.Close()
	if !p.helper {
		p.cmd.Process.Signal(syscall.SIGTERM)
	}
	if !p.waitDone(3 * time.Second) {
		p.cmd.Process.Kill()
		<-p.done
	}
}

// waitDone waits at most timeout for the process to end and tells whether
// it did.
func (p *Proc) waitDone(timeout time.Duration) bool {
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	select {
	case <-p.done:
		return true
	case <-timer.C:
		return false
	}
}

// procLog keeps what a process prints for the test log. With -v it logs
// each line at once; otherwise it keeps the last maxKept lines and logs
// them when the test ends, only if it failed, so that passing tests and
// benchmarks (whose logs are always shown) stay quiet.
type procLog struct {
	t     testing.TB
	mu    sync.Mutex
	lines []string
}

const maxKept = 500

func (l *procLog) log(line string) {
	if testing.Verbose() {
		l.t.Log(line)
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.lines) == maxKept {
		l.lines = append(l.lines[:0], l.lines[1:]...)
	}
	l.lines = append(l.lines, line)
}

func (l *procLog) dump() {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.t.Failed() {
		for _, line := range l.lines {
			l.t.Log(line)
		}
	}
	l.lines = nil
}

// logWriter passes a process's output to its procLog a line at a time.
// Proc.Stop, a cleanup of the test, waits for the last line, so no line
// is logged after the test has ended.
type logWriter struct {
	plog   *procLog
	prefix string
	mu     sync.Mutex
	buf    []byte
}

func (w *logWriter) Write(b []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.buf = append(w.buf, b...)
	for {
		i := strings.IndexByte(string(w.buf), '\n')
		if i < 0 {
			break
		}
		w.log(string(w.buf[:i]))
		w.buf = w.buf[i+1:]
	}
	return len(b), nil
}

func (w *logWriter) flush() {
	w.mu.Lock()
	defer w.mu.Unlock()
	if len(w.buf) > 0 {
		w.log(string(w.buf))
		w.buf = nil
	}
}

func (w *logWriter) log(line string) {
	w.plog.log(w.prefix + line)
}
