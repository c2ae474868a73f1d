package wire

import (
	"fmt"
	"slices"
)

// ErrorCode is the stable machine name of a protocol error. Codes never
// change meaning; new ones may be added. docs/protocol.md lists them.
type ErrorCode string

// Errors in frames and messages.
const (
	// CodeBadFrame: a frame of length 0, or whose bytes are not one JSON
	// object in UTF-8.
	CodeBadFrame ErrorCode = "bad_frame"
	// CodeFrameTooLarge: a frame longer than the cap.
	CodeFrameTooLarge ErrorCode = "frame_too_large"
	// CodeUnknownType: a message whose type the receiver does not know,
	// or that the sender may not send.
	CodeUnknownType ErrorCode = "unknown_type"
	// CodeBadMessage: a known message with a field missing, out of range,
	// of the wrong kind, or unknown.
	CodeBadMessage ErrorCode = "bad_message"
)

// Errors of the handshake.
const (
	// CodeProtocolVersion: the client speaks another protocol version.
	CodeProtocolVersion ErrorCode = "protocol_version"
	// CodeUnexpected: a message that is valid but not now (a claim after
	// the seat is taken, a move before the handshake).
	CodeUnexpected ErrorCode = "unexpected"
	// CodeBusy: too many connections are in their handshake; try again.
	CodeBusy ErrorCode = "busy"
	// CodeTimeout: the handshake took too long, or nothing was heard from
	// the client for too long.
	CodeTimeout ErrorCode = "timeout"
	// CodeBadCode: the join code is missing or wrong.
	CodeBadCode ErrorCode = "bad_code"
	// CodeBadName: the player name cannot be used (see CheckName).
	CodeBadName ErrorCode = "bad_name"
	// CodeNameTaken: a seat already has this name (its player takes it
	// back with the seat's token).
	CodeNameTaken ErrorCode = "name_taken"
	// CodeGameFull: every seat is taken.
	CodeGameFull ErrorCode = "game_full"
	// CodeClaimRefused: the host would not seat this player (the game has
	// begun without him, ...); the message says why.
	CodeClaimRefused ErrorCode = "claim_refused"
	// CodeBadToken: no such seat, or the token is not the seat's.
	CodeBadToken ErrorCode = "bad_token"
	// CodeBadResume: the client says it has heard more events than the
	// seat has.
	CodeBadResume ErrorCode = "bad_resume"
	// CodeNoSpectators: this game does not admit spectators.
	CodeNoSpectators ErrorCode = "no_spectators"
	// CodeSpectatorsFull: as many spectators as the game admits watch.
	CodeSpectatorsFull ErrorCode = "spectators_full"
)

// Errors while playing.
const (
	// CodeNotSeated: a spectator sent a request only a player may send.
	CodeNotSeated ErrorCode = "not_seated"
	// CodeBadID: a request id not greater than the one before.
	CodeBadID ErrorCode = "bad_id"
	// CodeBadAck: an acknowledgement of events not sent.
	CodeBadAck ErrorCode = "bad_ack"
	// CodeRateLimited: a message beyond the rate limit, ignored.
	CodeRateLimited ErrorCode = "rate_limited"
	// CodeFlood: far beyond the rate limit; the connection is closed.
	CodeFlood ErrorCode = "flood"
	// CodeSlow: the client did not take what was sent to it in time (it
	// stopped reading or acknowledging); the connection is closed and the
	// client may reconnect.
	CodeSlow ErrorCode = "slow"
	// CodeReplaced: another connection took this seat back with its
	// token.
	CodeReplaced ErrorCode = "replaced"
	// CodeKicked: the host took the player's seat from him (in the lobby):
	// the seat is free again and its token no longer works.
	CodeKicked ErrorCode = "kicked"
	// CodeShuttingDown: the host is closing.
	CodeShuttingDown ErrorCode = "shutting_down"
	// CodeInternal: the host failed (it could not save the game, ...); the
	// message says what.
	CodeInternal ErrorCode = "internal"
)

// Codes lists every error code, sorted.
func Codes() []ErrorCode {
	c := []ErrorCode{CodeBadFrame, CodeFrameTooLarge, CodeUnknownType, CodeBadMessage,
		CodeProtocolVersion, CodeUnexpected, CodeBusy, CodeTimeout, CodeBadCode, CodeBadName, CodeNameTaken,
		CodeGameFull, CodeClaimRefused, CodeBadToken, CodeBadResume, CodeNoSpectators, CodeSpectatorsFull,
		CodeNotSeated, CodeBadID, CodeBadAck, CodeRateLimited, CodeFlood, CodeSlow, CodeReplaced,
		CodeKicked, CodeShuttingDown, CodeInternal}
	slices.Sort(c)
	return c
}

// Error is a protocol error: what the host found wrong with what a client
// sent or did, or what went wrong reading a frame. The host sends it to
// the client as an error message (it is one: see Type).
type Error struct {
	// ID is the id of the request the error answers, 0 for none.
	ID   int64     `json:"id,omitempty"`
	Code ErrorCode `json:"code"`
	// Message says what is wrong, in English, for a person.
	Message string `json:"message"`
	// Fatal says that the host closes the connection after this error.
	Fatal bool `json:"fatal,omitempty"`
}

// Errorf makes an error with a formatted message.
func Errorf(code ErrorCode, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

func (e *Error) Error() string {
	if e.Message == "" {
		return string(e.Code)
	}
	return e.Message
}

// Is makes errors.Is match errors by code: errors.Is(err, &wire.Error{Code: wire.CodeBadToken}).
func (e *Error) Is(target error) bool {
	t, ok := target.(*Error)
	return ok && t.Code == e.Code
}
