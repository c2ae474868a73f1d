//go:build !race

package host_test

const raceOn = false
