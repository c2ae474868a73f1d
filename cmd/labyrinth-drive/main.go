// Command labyrinth-drive sends one command to a Labyrinth window started
// with LABYRINTH_DRIVE=SOCKET (the test hook of ui/drive) and prints its
// answer:
//
//	labyrinth-drive SOCKET click "Host a game"
//	labyrinth-drive SOCKET wait "Bob joined" 15s
//	labyrinth-drive SOCKET dump
//
// The arguments after SOCKET are joined into one command line, each quoted
// as the hook reads it, so the shell's quoting carries over. Data lines
// (dump, title) go to stdout without their "| "; the exit status is 0 for
// ok, 1 for an error (its words on stderr), 2 for a wrong command line
// and 3 when the window cannot be reached. It waits for the socket to
// appear for up to LABYRINTH_DRIVE_CONNECT (a Go duration, default 0: not
// at all), so that a script can start the app and drive it at once.
package main

import (
	"bufio"
	"fmt"
	"net"
	"os"
	"strings"
	"time"
)

func main() {
	os.Exit(run(os.Args[1:]))
}

func run(args []string) int {
	if len(args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: labyrinth-drive SOCKET COMMAND [ARGS...] (see the package comment of ui/drive)")
		return 2
	}
	patience := time.Duration(0)
	if s := os.Getenv("LABYRINTH_DRIVE_CONNECT"); s != "" {
		d, err := time.ParseDuration(s)
		if err != nil || d < 0 {
			fmt.Fprintf(os.Stderr, "labyrinth-drive: LABYRINTH_DRIVE_CONNECT=%q is not a duration such as 20s\n", s)
			return 2
		}
		patience = d
	}
	conn, err := dial(args[0], patience)
	if err != nil {
		fmt.Fprintf(os.Stderr, "labyrinth-drive: %v\n", err)
		return 3
	}
	defer conn.Close()
	if _, err := fmt.Fprintln(conn, line(args[1:])); err != nil {
		fmt.Fprintf(os.Stderr, "labyrinth-drive: %v\n", err)
		return 3
	}
	rd := bufio.NewReader(conn)
	for {
		l, err := rd.ReadString('\n')
		if err != nil {
			fmt.Fprintf(os.Stderr, "labyrinth-drive: the window closed the connection without an answer (%v)\n", err)
			return 3
		}
		l = strings.TrimSuffix(l, "\n")
		switch {
		case strings.HasPrefix(l, "| "):
			fmt.Println(l[2:])
		case l == "ok":
			return 0
		default:
			fmt.Fprintf(os.Stderr, "labyrinth-drive: %s\n", strings.TrimPrefix(l, "error: "))
			return 1
		}
	}
}

// dial connects to the socket, trying again until patience runs out.
func dial(path string, patience time.Duration) (net.Conn, error) {
	deadline := time.Now().Add(patience)
	for {
		c, err := net.Dial("unix", path)
		if err == nil || time.Now().After(deadline) {
			return c, err
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// line is the command line: the verb as it is, each argument quoted.
func line(args []string) string {
	parts := []string{args[0]}
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`, "\t", `\t`)
	for _, a := range args[1:] {
		parts = append(parts, `"`+r.Replace(a)+`"`)
	}
	return strings.Join(parts, " ")
}
