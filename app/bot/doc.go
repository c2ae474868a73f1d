// Package bot is the computer players: bots that play a seat (app/seat)
// to the end from what the seat hears — the public information and the
// events its audience includes — and nothing else. They say ordinary
// statements of the move language, take their private steps (the start
// cell, §6.1; the new cell after a wound, §5.5) like a person, and are
// deterministic for a seed.
//
//   - Bot is a player's mind: Hear takes in events, Next says what to say
//     on its turn (levels Beginner, Standard, Expert).
//   - Player seats a Bot at a seat.Seat and plays it (Act, Play at a
//     human pace).
//   - Match plays a headless game of bots at one session; Tournament
//     plays many on generated labyrinths and reports win rates, the share
//     of decisive games and the seat-order advantage.
//   - Computers and Practice seat bots in a solo practice game; SeatAtHost
//     seats one at a game this computer hosts.
//
// docs/bots.md describes how they play, the fairness tests and the
// tournament's figures.
package bot
