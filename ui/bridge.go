package ui

import "fyne.io/fyne/v2"

// This file is the one door from other goroutines into the widgets. Fyne
// widgets belong to the main goroutine; sessions, network clients and timers
// run on their own, so whatever they produce is handed over here with
// fyne.Do, and screens never call fyne.Do themselves.

// onUI runs f on Fyne's main goroutine without waiting for it.
func onUI(f func()) {
	fyne.Do(f)
}

// follow drains ch on its own goroutine and applies each value on the main
// goroutine, in the order received, until ch is closed; then it calls done
// there too (done may be nil). Screens use it to show a session's event
// stream: the session writes to the channel, the screen's apply function
// updates widgets.
func follow[T any](ch <-chan T, apply func(T), done func()) {
	go func() {
		for v := range ch {
			onUI(func() { apply(v) })
		}
		if done != nil {
			onUI(done)
		}
	}()
}
