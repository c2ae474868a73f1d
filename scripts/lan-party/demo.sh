# lan-party/demo.sh: what the app can do on every laptop before the network
# screens exist, as a check that the harness works (sourced by
# scripts/lan-party.sh, whose functions it uses: start_app, ready, drive,
# texts, shots, fail_now).
#
# Three laptops open the start screen; laptop 1 opens solo practice, picks
# its start cell on the blank outline (tap-cell), starts a game on a
# generated maze and moves up by typing it; the others stay on the start
# screen.

for l in "${laptops[@]}"; do
	start_app "$l"
done
ready "${laptops[@]}"
for l in "${laptops[@]}"; do
	drive "$l" wait "Solo practice" 20s
done
shots start

drive lab1 click "Solo practice"
drive lab1 wait "New practice game"
drive lab1 type "Seed" 7
drive lab1 click "I choose on the outline"
drive lab1 tap-cell 2 3
drive lab1 wait "You start on (2,3)" 5s
drive lab1 click "Start the game"
drive lab1 wait "Round 1" 20s
drive lab1 type "Or say it in words" "go up"
drive lab1 key Return
drive lab1 wait "Round 2" 10s
[ "$(round_of lab1)" = 2 ] || fail_now "lab1 is in round '$(round_of lab1)' after one move, not 2"
shots solo-move

say "idle: the game screen on lab1 used $(cpu_of lab1 2)% of a core over 2 s, the start screen on lab2 $(cpu_of lab2 1)% over 1 s"

# Laptop 1's game is its own: the others still show the start screen.
for l in lab2 lab3; do
	hidden "$l" "go up"
	drive "$l" wait "Join a game" 1s
done
