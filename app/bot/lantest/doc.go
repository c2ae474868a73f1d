// Package lantest holds the tests of computer players (app/bot) at games
// hosted on the network: they listen, so they run only inside a private
// network namespace (scripts/in-netns.sh; scripts/test.sh's needs_netns).
package lantest
