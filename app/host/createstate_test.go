package host

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/labyrinth-game/labyrinth/app/session"
)

// Two hosts started in the same second choose the same name for their
// files; the one that comes second takes the next free name instead of
// failing with "file exists".
func TestCreateStateWhenTheNameIsTaken(t *testing.T) {
	dir := t.TempDir()
	first, err := session.NewJournalPathFor(dir, session.KindHosted, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	calls := 0
	newJournalPath = func(dir, kind string, now time.Time) (string, error) {
		calls++
		if calls == 1 {
			// The other host creates its state between our choice and
			// our creation.
			if err := os.WriteFile(StatePath(first), []byte("{}\n"), 0o600); err != nil {
				t.Fatal(err)
			}
			return first, nil
		}
		return session.NewJournalPathFor(dir, kind, now)
	}
	t.Cleanup(func() { newJournalPath = session.NewJournalPathFor })
	journal, state, err := createState(dir, []byte(`{"format":"x"}`))
	if err != nil {
		t.Fatalf("createState: %v", err)
	}
	defer state.Close()
	if journal == first || filepath.Dir(journal) != dir || calls != 2 {
		t.Fatalf("createState chose %s after %d choices; the taken name was %s", journal, calls, first)
	}
	if b, _ := os.ReadFile(StatePath(first)); string(b) != "{}\n" {
		t.Fatalf("the other host's state was written over: %q", b)
	}
}
