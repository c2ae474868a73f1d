// Package hostsetup is the host setup screen: what a game hosted on this
// computer is made of — the maze (generated, a file, or the one the
// editor last had), the rules (the whole rules form, ui/rulesform), the
// game's name, the seats, a join code, the spectators, who is game master
// and where it is advertised — and "Continue hosting", the games this
// computer hosted that are not over.
//
// "Host" starts app/host (host.New) and "Continue" resumes one
// (host.Resume); either way the running host is handed to the callback the
// window gives (Open's hosted), which opens the host's lobby. The screen
// holds no rule of the game: the rules are app/rulebook's, the checks
// engine/validate's and app/host's.
//
// Hosting listens on the network and advertises over mDNS: its tests that
// host run only inside a network namespace (scripts/in-netns.sh,
// net/netnstest).
package hostsetup
