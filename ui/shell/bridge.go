package shell

import (
	"time"

	"fyne.io/fyne/v2"
)

// This file is the one door from other goroutines into the widgets. Fyne
// widgets belong to the main goroutine; sessions, network clients and timers
// run on their own, so whatever they produce is handed over here with
// fyne.Do, and screens never call fyne.Do themselves.

// OnUI runs f on Fyne's main goroutine without waiting for it.
func OnUI(f func()) {
	fyne.Do(f)
}

// Follow drains ch on its own goroutine and applies each value on the main
// goroutine, in the order received, until ch is closed; then it calls done
// there too (done may be nil). Screens use it to show a session's event
// stream: the session writes to the channel, the screen's apply function
// updates widgets.
func Follow[T any](ch <-chan T, apply func(T), done func()) {
	go func() {
		for v := range ch {
			OnUI(func() { apply(v) })
		}
		if done != nil {
			OnUI(done)
		}
	}()
}

// Every calls f on the UI goroutine every d until the returned function is
// called.
func Every(d time.Duration, f func()) (stop func()) {
	t := time.NewTicker(d)
	done := make(chan struct{})
	go func() {
		for {
			select {
			case <-t.C:
				OnUI(f)
			case <-done:
				return
			}
		}
	}()
	return func() {
		t.Stop()
		close(done)
	}
}
