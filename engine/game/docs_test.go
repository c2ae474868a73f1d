package game_test

import (
	"flag"
	"fmt"
	"strings"
	"testing"

	"github.com/labyrinth-game/labyrinth/engine/announce"
	. "github.com/labyrinth-game/labyrinth/engine/game"
	"github.com/labyrinth-game/labyrinth/engine/maze"
	"github.com/labyrinth-game/labyrinth/engine/moves"
	"github.com/labyrinth-game/labyrinth/engine/rules"
)

var update = flag.Bool("update", false, "rewrite the generated part of docs/events.md")

// examples holds one typical event of each code, rendered in the catalogue
// as the announcement it makes. Players: 0 Ann, 1 Bob.
var examples = map[Code]Event{
	StartChosen:   {Player: 0, Pos: maze.At(3, 1)},
	StartPlaced:   {Player: 0, Pos: maze.At(1, 1)},
	StartByMaster: {Player: 0},
	StartsInvalid: {Player: -1},
	GameStarted:   {Player: -1, Count: 3},
	StartCell:     {Player: 1, Cell: maze.River},
	TurnBegins:    {Player: 0},
	Said:          {Player: 0, Move: moves.Move{Actions: []moves.Action{{Kind: moves.Shoot, Dir: maze.Left}, {Kind: moves.Go, Dir: maze.Up}}}},
	Moved:         {Player: 0, Dir: maze.Up, Cell: maze.Hospital},
	FellIntoPit:   {Player: 0, Dir: maze.Up, Cell: maze.Pit},
	MovedByLoop:   {Player: 0, Cell: maze.Pit},
	CarriedByFlow: {Player: 0, Dir: maze.Right, Cell: maze.Delta},
	MovedByFlow:   {Player: 0, Cell: maze.River},
	HitWall:       {Player: 0, Dir: maze.Left, Cell: maze.River},
	CannotMove:    {Player: 0, Reason: NotInRiver},
	LeftMaze:      {Player: 0, Dir: maze.Down, Item: moves.Treasure},
	Crumbled:      {Player: 0},
	LostOutside:   {Player: 0},
	Position:      {Player: 0, Pos: maze.At(4, 2)},
	Healed:        {Player: 0},
	Confiscated:   {Player: 0},
	Refilled:      {Player: 0, Status: Status{Bullets: 3, Grenades: 3, Carrying: moves.Treasure}},
	Found:         {Player: 0, Items: Counts{Treasures: 1, Bullets: 2, Corpses: 1}},
	PickedUp:      {Player: 0, Items: Counts{Bullets: 1}},
	Skipped:       {Player: 0},
	Shot:          {Player: 0, Dir: maze.Left},
	Scream:        {Player: 0},
	NoScream:      {Player: 0},
	PlayerWounded: {Player: 1, Other: 0, Reason: Bullet},
	PlayerKilled:  {Player: 1, Other: 0, Reason: Landmine},
	ItemsFell:     {Player: 0, Items: Counts{Bullets: 3, Treasures: 1}},
	ShotRefused:   {Player: 0, Dir: maze.Up, Reason: FromHospital},
	GrenadeThrown: {Player: 0, Dir: maze.Up},
	WallDestroyed: {Player: 0, Dir: maze.Up, Pos: maze.At(0, 3)},
	WallStood:     {Player: 0, Dir: maze.Right, Pos: maze.At(4, 0)},
	NoWall:        {Player: 0, Dir: maze.Down, Pos: maze.At(2, 2)},
	NoGrenade:     {Player: 0},
	Took:          {Player: 0, Item: moves.Treasure, Count: 1, Which: moves.Lowest},
	LeftItem:      {Player: 0, Item: moves.Bullet, Count: 2},
	CannotDo:      {Player: 0, Item: moves.Treasure, Reason: NotHealthy},
	WoundNotice:   {Player: 1, Count: 1},
	DeathNotice:   {Player: 1},
	NewCell:       {Player: 1},
	KeptCell:      {Player: 1},
	StatusOf:      {Player: 0, Status: Status{Bullets: 2, Grenades: 3, NewCells: 1}},
	Recall:        {Player: 1, Other: 0, Move: moves.Step(maze.Up)},
	QuietRounds:   {Player: -1, Count: 98, Limit: 100},
	GameOver:      {Player: 0, Result: WonWithTreasure},
	MiteWoken:     {Player: 0},
	InfectedBy:    {Player: 0, Count: 5},
	BecameImmune:  {Player: 0},
	DiedOfIllness: {Player: 1},
	Thrown:        {Player: 0, Item: moves.Corpse, Count: 1, Dir: maze.Right},
	FellAtFeet:    {Player: 0, Item: moves.Corpse, Count: 1},
	ThrownOut:     {Player: 0, Item: moves.Treasure, Count: 1, Dir: maze.Left},
	MineSet:       {Player: 0, Dir: maze.Right},
	MinePlaced:    {Player: 0, Pos: maze.At(3, 2)},
	MineDefused:   {Player: 0, Pos: maze.At(1, 1)},
	Blast:         {Player: 1},
	Condition:     {Player: 0, Count: 1, Yes: true, If: moves.Condition{Kind: moves.IfFind, Item: moves.Treasure}},
	Done:          {Player: 0},
	WallTold:      {Player: 0, Yes: true},
	WallReport:    {Player: 0, Dir: maze.Up, Reason: NoWallThere},
	AlongRiver:    {Player: 0, Dir: maze.Down, Cell: maze.River},
	RiverAgainst:  {Player: 0, Dir: maze.Left},
	CellTypeOf:    {Player: 0, Pos: maze.At(2, 2), Cell: maze.Weaponry},
	CommonCell:    {Player: -1, Cell: maze.Land},
	SurvivorMoves: {Player: 0, Count: 10},
	TimerStarted:  {Player: 1, Count: 60},
	TimeUp:        {Player: 1},
	BreakTaken:    {Player: 0, Count: 5},
	BreakVote:     {Player: 0, Count: 1, Limit: 2},
	BreakAgreed:   {Player: -1, Count: 5},
	BreakTie:      {Player: -1, Count: 1},
	TimingAsked:   {Player: 0, Other: 1},
	TimerStopped:  {Player: 1},
	NStopTold:     {Player: -1, Limit: 25},
	HealingTime:   {Player: -1, Count: 5},
	RulesOf:       {Player: 0, Rules: &examplesRules},
	// Seed 001's and 004's options (part C of issue 12).
	TreasureBanked: {Player: 0, Count: 1, Limit: 2},
	PlanTold:       {Player: -1, Cell: maze.Pit, Count: 3},
	Returned:       {Player: 0},
	// Seed 004's money (part money of issue 12).
	HintBought: {Player: 0, Count: 5},
	HintAnswer: {Player: 0, Pos: maze.At(2, 3)},
	BetPlayed:  {Player: 1, Count: 3, Limit: 5, Yes: true},
	NoCasino:   {Player: 1, Count: 3},
	// Seed 001's items and cells (the items part of issue 12).
	KnifeUsed:        {Player: 0},
	KnifeRefused:     {Player: 0, Reason: NoKnife},
	WallBuilt:        {Player: 0, Dir: maze.Left},
	BuildRefused:     {Player: 0, Dir: maze.Up, Reason: AcrossFlow},
	KitSpent:         {Player: 0},
	SwampTurn:        {Player: 1},
	GrenadeKilled:    {Player: 0, Dir: maze.Right, Pos: maze.At(3, 2)},
	BoomerangThrown:  {Player: 0, Dir: maze.Left},
	BoomerangRefused: {Player: 0, Dir: maze.Left, Reason: NoBoomerang},
	BoomerangBack:    {Player: 0, Yes: true},
	BoomerangFell:    {Player: 0, Pos: maze.At(1, 3)},
	// Creatures (001 O7, l.110).
	CreaturesTold: {Player: -1, Count: 1, Limit: 1},
	CreatureMet:   {Player: 0, Reason: Leprechaun, Count: 2, Limit: -1, Yes: true},
	CreatureHit:   {Player: 0, Reason: Bear},
	CreatureMoved: {Player: -1, Count: 1, Reason: Bear, Pos: maze.At(2, 3)},
}

// examplesRules are the rules of the example of RulesOf: the Reference
// preset on a 5x5 labyrinth for two players.
var examplesRules = func() rules.Rules {
	r := rules.Reference()
	r.NStop, r.Reorders = 25, 1
	return r
}()

// catalogueTable is the table of event codes in docs/events.md, made from
// the catalogue so that the documentation cannot drift from the code.
func catalogueTable(t *testing.T) string {
	en := announce.English{Names: []string{"Ann", "Bob"}}
	var b strings.Builder
	b.WriteString("| code | data | heard by | meaning | announced (example) |\n|---|---|---|---|---|\n")
	for _, s := range Catalogue() {
		fields := "—"
		if len(s.Fields) > 0 {
			fields = "`" + strings.Join(s.Fields, "`, `") + "`"
		}
		e, ok := examples[s.Code]
		if !ok {
			t.Errorf("no example event for %s", s.Code)
		}
		e.Code = s.Code
		if e.Other == 0 && s.Code != PlayerWounded && s.Code != PlayerKilled && s.Code != Recall && s.Code != TimingAsked {
			e.Other = -1
		}
		text := en.Text(e)
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s | %s |\n", s.Code, fields, s.Audience,
			strings.ReplaceAll(s.Meaning, "|", "\\|"), strings.ReplaceAll(text, "|", "\\|"))
	}
	return b.String()
}

func TestEventsDocumented(t *testing.T) {
	GeneratedSection(t, "catalogue", "TestEventsDocumented -update", catalogueTable(t), *update)
}

func TestCatalogueComplete(t *testing.T) {
	seen := map[Code]bool{}
	for _, s := range Catalogue() {
		if seen[s.Code] {
			t.Errorf("%s listed twice", s.Code)
		}
		seen[s.Code] = true
		if _, err := (Event{Code: s.Code, Other: -1}).MarshalJSON(); err != nil {
			t.Errorf("%s: %v", s.Code, err)
		}
	}
	for c := range examples {
		if !seen[c] {
			t.Errorf("example for %s, which is not in the catalogue", c)
		}
	}
}
