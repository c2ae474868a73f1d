package labtest

import (
	"net"
	"testing"

	"github.com/labyrinth-game/labyrinth/net/internal/netnstest"
)

// RequireNamespace skips t unless it runs inside a private network
// namespace with loopback alone (scripts/in-netns.sh sets
// LABYRINTH_NETNS=1): the network tests of packages outside net/ (app/),
// which cannot import net's internal helpers, start with it.
func RequireNamespace(t testing.TB) { netnstest.Require(t) }

// ListenLoopback listens on a free TCP port of 127.0.0.1, after
// RequireNamespace.
func ListenLoopback(t testing.TB) net.Listener { return netnstest.Listen(t) }
