package drive

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
)

// EnvVar names the environment variable that turns the hook on: the path
// of the Unix socket to listen on.
const EnvVar = "LABYRINTH_DRIVE"

// Server answers commands on a Unix socket.
type Server struct {
	ln     net.Listener
	path   string
	driver *Driver
	wg     sync.WaitGroup
	mu     sync.Mutex
	conns  map[net.Conn]struct{}
	closed bool
}

// FromEnv starts a server on the socket EnvVar names, for w; with the
// variable unset or empty it does nothing and returns nil, nil.
func FromEnv(w fyne.Window) (*Server, error) {
	path := os.Getenv(EnvVar)
	if path == "" {
		return nil, nil
	}
	return Listen(path, New(w))
}

// Listen starts a server on a Unix socket at path (a stale socket there is
// replaced; any other file is left alone and refused), readable and
// writable by this user alone.
func Listen(path string, d *Driver) (*Server, error) {
	if fi, err := os.Lstat(path); err == nil {
		if fi.Mode()&os.ModeSocket == 0 {
			return nil, fmt.Errorf("%s=%s: a file that is not a socket is there already", EnvVar, path)
		}
		// A socket left by an earlier run: dialling it would tell a live
		// one, but nobody else should be driving this path anyway.
		os.Remove(path)
	}
	ln, err := net.Listen("unix", path)
	if err != nil {
		return nil, fmt.Errorf("%s=%s: %v", EnvVar, path, err)
	}
	if err := os.Chmod(path, 0o600); err != nil {
		ln.Close()
		return nil, fmt.Errorf("%s=%s: %v", EnvVar, path, err)
	}
	s := &Server{ln: ln, path: path, driver: d, conns: map[net.Conn]struct{}{}}
	s.wg.Add(1)
	go s.accept()
	return s, nil
}

// Path is the socket's path.
func (s *Server) Path() string { return s.path }

// Close stops listening, ends every connection, waits for them and removes
// the socket.
func (s *Server) Close() error {
	s.mu.Lock()
	s.closed = true
	for c := range s.conns {
		c.Close()
	}
	s.mu.Unlock()
	err := s.ln.Close()
	s.wg.Wait()
	os.Remove(s.path)
	return err
}

func (s *Server) accept() {
	defer s.wg.Done()
	for {
		c, err := s.ln.Accept()
		if err != nil {
			return
		}
		s.mu.Lock()
		if s.closed {
			s.mu.Unlock()
			c.Close()
			return
		}
		s.conns[c] = struct{}{}
		s.wg.Add(1)
		s.mu.Unlock()
		go func() {
			defer s.wg.Done()
			s.Serve(c, c)
			s.mu.Lock()
			delete(s.conns, c)
			s.mu.Unlock()
			c.Close()
		}()
	}
}

// Serve answers the commands read from r on w until r ends or a line is
// too long.
func (s *Server) Serve(r io.Reader, w io.Writer) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 512), MaxLine+1)
	out := bufio.NewWriter(w)
	for sc.Scan() {
		lines, err := s.run(sc.Text())
		if errors.Is(err, errEmpty) {
			continue
		}
		for _, l := range lines {
			for _, part := range strings.Split(l, "\n") {
				fmt.Fprintf(out, "| %s\n", part)
			}
		}
		if err != nil {
			fmt.Fprintf(out, "error: %s\n", oneLine(err.Error()))
		} else {
			fmt.Fprintln(out, "ok")
		}
		if out.Flush() != nil {
			return
		}
	}
	if errors.Is(sc.Err(), bufio.ErrTooLong) {
		fmt.Fprintf(out, "error: a line longer than %d bytes; closing\n", MaxLine)
		out.Flush()
	}
}

func (s *Server) run(line string) ([]string, error) {
	c, err := Parse(line)
	if err != nil {
		return nil, err
	}
	return s.driver.Do(c)
}
