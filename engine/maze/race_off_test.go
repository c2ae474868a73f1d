//go:build !race

package maze

const raceOn = false
