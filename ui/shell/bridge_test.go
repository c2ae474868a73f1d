package shell

import (
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
)

func TestFollowAppliesInOrderThenCallsDone(t *testing.T) {
	test.NewTempApp(t)
	ch := make(chan int)
	applied := make(chan int, 10)
	done := make(chan struct{})
	Follow(ch, func(v int) { applied <- v }, func() { close(done) })

	for i := 1; i <= 5; i++ {
		ch <- i
	}
	close(ch)
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("done was not called after the channel closed")
	}
	close(applied)
	want := 1
	for v := range applied {
		if v != want {
			t.Fatalf("applied %d, want %d: values must arrive in order", v, want)
		}
		want++
	}
	if want != 6 {
		t.Fatalf("applied %d values, want 5", want-1)
	}
}
