package wire

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"unicode"

	"github.com/labyrinth-game/labyrinth/engine/maze"
)

// Frame size caps: the most bytes of JSON one frame may carry, not
// counting its 4-byte length.
const (
	// MaxClientFrame caps what a client sends: a statement, a claim, an
	// acknowledgement. The longest move anyone types is a few hundred
	// bytes; 64 KiB leaves room for any of them and bounds what a hostile
	// client can make the host read.
	MaxClientFrame = 64 << 10
	// MaxHostFrame caps what a host sends. Its largest message is the
	// reveal after the game: the whole plan, which a maze file holds in at
	// most maze.MaxFileSize bytes (written compactly it takes far less),
	// and every event of the game, some 200 bytes each: 48 MiB hold more
	// than 200,000 events, twenty times a long game.
	MaxHostFrame = maze.MaxFileSize + 48<<20
)

// headerSize is the size of a frame's length.
const headerSize = 4

// directRead is the largest frame read into a buffer allocated at once;
// a longer one grows its buffer as its bytes arrive, so that a length
// that lies costs only the bytes actually sent.
const directRead = 64 << 10

// ReadFrame reads one frame from r and returns its payload. It refuses a
// length of 0 or above max (an *Error with CodeBadFrame or
// CodeFrameTooLarge) before reading or allocating anything for the
// payload. A connection closed between frames gives io.EOF; closed inside
// one, io.ErrUnexpectedEOF.
func ReadFrame(r io.Reader, max int) ([]byte, error) {
	var h [headerSize]byte
	if _, err := io.ReadFull(r, h[:]); err != nil {
		return nil, err
	}
	n := binary.BigEndian.Uint32(h[:])
	switch {
	case n == 0:
		return nil, Errorf(CodeBadFrame, "a frame of length 0: every frame holds one JSON object")
	case uint64(n) > uint64(max):
		return nil, Errorf(CodeFrameTooLarge, "a frame of %d bytes is larger than the limit of %d bytes%s", n, max, looksLikeText(h))
	}
	if n <= directRead {
		buf := make([]byte, n)
		if _, err := io.ReadFull(r, buf); err != nil {
			return nil, noEOF(err)
		}
		return buf, nil
	}
	var buf bytes.Buffer
	buf.Grow(directRead)
	if _, err := io.CopyN(&buf, r, int64(n)); err != nil {
		return nil, noEOF(err)
	}
	return buf.Bytes(), nil
}

// noEOF turns an end of input inside a frame into io.ErrUnexpectedEOF.
func noEOF(err error) error {
	if errors.Is(err, io.EOF) {
		return io.ErrUnexpectedEOF
	}
	return err
}

// looksLikeText explains a length whose four bytes are printable text:
// most often someone speaking another protocol (an HTTP request starts
// "GET ") or typing into the port by hand.
func looksLikeText(h [headerSize]byte) string {
	for _, b := range h {
		if b >= 0x80 || !unicode.IsPrint(rune(b)) {
			return ""
		}
	}
	return fmt.Sprintf(" (its length reads as the text %q: is this a Labyrinth client? Frames start with a 4-byte big-endian length)", string(h[:]))
}

// AppendFrame appends payload to dst as one frame.
func AppendFrame(dst, payload []byte) []byte {
	dst = binary.BigEndian.AppendUint32(dst, uint32(len(payload)))
	return append(dst, payload...)
}

// WriteFrame writes payload to w as one frame, refusing an empty payload
// or one above max.
func WriteFrame(w io.Writer, payload []byte, max int) error {
	if err := checkSize(len(payload), max); err != nil {
		return err
	}
	_, err := w.Write(AppendFrame(make([]byte, 0, headerSize+len(payload)), payload))
	return err
}

func checkSize(n, max int) error {
	switch {
	case n == 0:
		return Errorf(CodeBadFrame, "an empty frame: every frame holds one JSON object")
	case n > max:
		return Errorf(CodeFrameTooLarge, "a frame of %d bytes is larger than the limit of %d bytes", n, max)
	}
	return nil
}
