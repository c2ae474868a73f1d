package bot

import (
	"context"
	"sync"
	"time"

	"github.com/labyrinth-game/labyrinth/app/host"
	"github.com/labyrinth-game/labyrinth/app/remote"
)

// Hosted is a computer player the host's user seated at his own game
// ("add a computer player" in the lobby): it joins through the host's
// connection in memory, like any player over the protocol, and plays its
// seat once the game is made.
type Hosted struct {
	Name  string
	Level Level

	conn   *remote.Conn
	cancel context.CancelFunc
	done   chan struct{}
	mu     sync.Mutex
	err    error
}

// SeatAtHost seats a computer player of level under name at h's game: it
// claims a free seat now (an error when none is free, or the name is
// taken), then chooses its start and plays on its own goroutine, waiting
// pace (at least MinPace) before each statement, until the game ends for
// it or Stop.
func SeatAtHost(h *host.Host, level Level, name string, seed uint64, pace time.Duration) (*Hosted, error) {
	ctx, cancel := context.WithCancel(context.Background())
	dialCtx, stopDial := context.WithTimeout(ctx, 10*time.Second)
	defer stopDial()
	conn, err := remote.Dial(dialCtx, remote.Config{
		Name: name, Code: h.Code(), Addr: h.LocalAddr(), Dial: h.DialLocal,
		Program: "computer player (" + level.String() + ")",
	})
	if err != nil {
		cancel()
		return nil, err
	}
	b := &Hosted{Name: name, Level: level, conn: conn, cancel: cancel, done: make(chan struct{})}
	pace = min(max(pace, MinPace), MaxPace)
	go func() {
		defer close(b.done)
		s, err := conn.WaitSeat(ctx)
		if err == nil {
			err = NewPlayer(s, level, seed).Play(ctx, pace)
		}
		if ctx.Err() == nil {
			b.mu.Lock()
			b.err = err
			b.mu.Unlock()
		}
	}()
	return b, nil
}

// Err is why the computer player stopped before it was told to, if it did.
func (b *Hosted) Err() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.err
}

// Done is closed when the computer player stopped playing.
func (b *Hosted) Done() <-chan struct{} { return b.done }

// Stop stops the computer player and closes its connection (its seat is
// the host's to free or keep).
func (b *Hosted) Stop() {
	b.cancel()
	<-b.done
	b.conn.Close()
}
