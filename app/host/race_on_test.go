//go:build race

package host_test

// raceOn: the race detector slows the games down tenfold; the long tests
// play fewer of them.
const raceOn = true
