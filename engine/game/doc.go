// Package game is the game master: it holds the state of one game and
// resolves commands (start choices, moves, questions) into events.
//
// A game is a pure function of its Setup (maze, rules, seed, players) and
// the ordered commands applied to it: Replay of the same journal gives the
// same state, byte for byte. Every event carries an Audience — everyone, one
// player, or the game master only — and that audience is the security
// boundary: whoever relays events to a player (the network host, a bot, the
// notebook) passes on only the events whose audience includes that player.
//
// A command the rules do not allow is refused with a *Refusal, which has a
// stable code and the players it concerns; a spectator (Spectator) hears
// only what is said aloud; PublicInfo and PublicState are what everyone
// knows. The catalogue of events and refusals is documented in
// docs/events.md; text for people is rendered from events by
// engine/announce.
package game
