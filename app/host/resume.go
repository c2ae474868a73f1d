package host

import (
	"errors"
	"fmt"
	"io/fs"
	"net"
	"os"
	"slices"
	"strings"

	"github.com/labyrinth-game/labyrinth/app/session"
	"github.com/labyrinth-game/labyrinth/app/storage"
	"github.com/labyrinth-game/labyrinth/net/discovery"
)

// ResumeConfig says how to resume a host.
type ResumeConfig struct {
	// Interface is where to advertise the game. When nil, the host
	// advertises where it did before (the interface saved in the host
	// state, if any), unless NoAdvertise is set.
	Interface   *net.Interface
	NoAdvertise bool

	Options
}

// Resume restarts the host of a game from its files, after a crash or a
// Close: path is the game's journal (or its host state). The host listens
// on the same address and port under the same name, with every claimed
// seat held for its player, whose program takes it back with its token by
// itself; the game goes on where its journal ends. A game whose host is
// running is refused with an *InUseError, and nothing is written.
//
// Players who were connected before are away until they come back; for
// the rules for absent players (Absent) a seat counts as away only once
// its player has left again, or once Options.Grace has passed without
// him.
func Resume(path string, rc ResumeConfig) (*Host, error) {
	journal, statePath := path, StatePath(path)
	if strings.HasSuffix(path, StateExt) {
		journal, statePath = JournalOf(path), path
	}
	state, data, err := storage.OpenJournal(statePath, stateLimit)
	switch {
	case errors.Is(err, storage.ErrLocked):
		return nil, &InUseError{Path: journal}
	case errors.Is(err, fs.ErrNotExist):
		return nil, fmt.Errorf("%s: no host state beside it (%s): not a game this computer hosted, or its files were moved apart", path, statePath)
	case err != nil:
		return nil, err
	}
	st, claims, keep, err := readState(data)
	if err != nil {
		state.Close()
		return nil, fmt.Errorf("%s: %w", statePath, err)
	}
	if keep < len(data) {
		if err := state.Cut(int64(keep)); err != nil {
			state.Close()
			return nil, err
		}
	}
	h := newHost(st, rc.Options, journal, state, nil)
	h.claims = claims
	h.resumed = true
	fail := func(err error) (*Host, error) {
		h.closeFiles()
		return nil, err
	}
	if err := h.resumeGame(); err != nil {
		return fail(err)
	}
	iface, err := resumeInterface(st, rc)
	if err != nil {
		return fail(err)
	}
	if h.ln, err = listen(st.Listen, st.Port); err != nil {
		return fail(err)
	}
	if err := h.start(iface); err != nil {
		return nil, err
	}
	return h, nil
}

// resumeGame reopens the game's journal, or makes the game if the host
// stopped after the last claim and before the game was made.
func (h *Host) resumeGame() error {
	_, err := os.Stat(h.journal)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if h.allClaimed() {
			return h.makeGame()
		}
		return nil
	case err != nil:
		return err
	}
	sess, err := session.Resume(h.journal)
	if errors.Is(err, session.ErrInUse) {
		return &InUseError{Path: h.journal}
	}
	if err != nil {
		return err
	}
	if names := h.names(); !slices.Equal(sess.Names(), names) {
		sess.Close()
		return fmt.Errorf("%s: the game's players %q are not those of the seats claimed %q", h.journal, sess.Names(), names)
	}
	h.setSession(sess)
	// The events were announced before: only the clock and the vote
	// follow them now. A move being timed gets its full time again.
	h.scan(false)
	h.log(Entry{Kind: EntryResumed, Names: sess.Names(), Text: h.journal, Count: h.scanned})
	// A decision the host had not yet taken (the beginning, once every
	// start was chosen) is taken now.
	h.react()
	return nil
}

// resumeInterface is where a resumed host advertises.
func resumeInterface(st settings, rc ResumeConfig) (*net.Interface, error) {
	switch {
	case rc.Interface != nil:
		return rc.Interface, nil
	case rc.NoAdvertise || st.Interface == "":
		return nil, nil
	}
	iface, err := net.InterfaceByName(st.Interface)
	if err != nil {
		return nil, fmt.Errorf("the game was advertised on %s, which is not there now: choose another interface, or do not advertise", st.Interface)
	}
	if err := discovery.CheckInterface(iface); err != nil {
		return nil, fmt.Errorf("the game was advertised on %s: %w", st.Interface, err)
	}
	return iface, nil
}
