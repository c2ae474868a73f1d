package game

// status is a player's status as the game master tells it (§6.4), with the
// lives he has left when the rules count lives other than the reference's
// two (seed 004's three, 001's H2 one).
func (g *Game) status(pi int) Status {
	p := &g.players[pi]
	s := p.Status()
	if g.rules.Lives != 0 {
		s.Lives = p.Lives
	}
	if g.rules.StartMoney != 0 {
		s.Money = p.Money
	}
	return s
}
