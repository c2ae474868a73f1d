//go:build race

package maze

// raceOn: the race detector slows the largest plan's decoding tenfold.
const raceOn = true
