// Package wire is the Labyrinth network protocol's vocabulary: how bytes
// on a TCP connection become frames, and frames become messages.
//
// A frame is a 4-byte big-endian length followed by that many bytes of one
// JSON object; the length is checked against a cap before anything is
// allocated (MaxClientFrame for what a client sends, MaxHostFrame for what
// a host sends, which must carry the whole plan in the reveal). Every
// message is a JSON object whose "type" field names it; each type is a Go
// struct here with the Type method of Message. Decoding is strict where it
// guards the host (DecodeFromClient refuses unknown types and unknown
// fields) and lenient where it reads the host (DecodeFromHost ignores
// fields it does not know, as docs/events.md asks of clients).
//
// Whatever goes wrong on the wire is an *Error with a stable ErrorCode,
// the same value the host sends back in an error message. The game's own
// refusals (not your turn, a wall in the way of a start cell, ...) are not
// protocol errors: they travel as a Refusal in a request's result.
//
// docs/protocol.md describes every message with an example; it is the
// protocol's specification, and this package follows it.
package wire
