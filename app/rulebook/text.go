package rulebook

import "strconv"

// Every word of the catalogue a screen shows is in this file, in one table,
// so that a translation (issue 14) replaces this file's table and nothing
// else. The reference's own words (Line.Words) stay as the sources have
// them: they are what a line answers to.
//
// Each line either quotes its source (quote: the text is the source's
// words) or paraphrases it closely (para: the text, then the words it
// stands on). TestLinesQuoteTheReference checks every such passage against
// the sources in testdata/seeds.

// quote is a line that is the source's own words.
func quote(src Source, where, words string) Line {
	return Line{Text: words, Quoted: true, Source: src, Where: where, Words: words}
}

// para is a line that says in other words (or in English, for the Russian
// original) what the source's words say.
func para(text string, src Source, where, words string) Line {
	return Line{Text: text, Source: src, Where: where, Words: words}
}

// The passages several lines share.
const (
	startKit = "At game start, each player has 3 bullets, 3 grenades and (as agreed) one or zero landmines."
	carryMax = "Any healthy player can carry various items, including no more than one treasure (or, instead of treasure, a corpse or a landmine), no more than 3 grenades and no more than 3 bullets."
	limits   = "with a limit on the number of pits, pit loops, river systems, river branches, the maximum length of a river, pit loop"
	counts   = "determine beforehand the total number of weaponries, hospitals, treasures, inner walls and exits"
	blasts   = "Some people tell or don't tell about trying to blow a wall which does not exist and whether a wall stayed there after the blow."
)

// limit is a §7.1 limit on the plan; 0 means none.
func limit(key, title, text string) optionText {
	return optionText{key: key, title: title, section: "§7.1", line: para(text, Reference, "§7.1", limits), specials: []special{{0, "no limit"}}}
}

// count is a §7.1 count fixed beforehand; 0 means not fixed.
func count(key, title, text string) optionText {
	return optionText{key: key, title: title, section: "§7.1", line: para(text, Reference, "§7.1", counts), specials: []special{{0, "not fixed"}}}
}

// orNone is a count that may also be fixed at none (-1), as a rule set of
// "Maze on paper" has it ("A1 - No Arsenals").
func orNone(o optionText, meaning string) optionText {
	o.specials = append([]special{{-1, meaning}}, o.specials...)
	return o
}

// table is the catalogue's text: the groups in the reference's order, each
// option under the section that defines it.
var table = []groupText{
	{id: "preset", title: "Preset", section: "§7", options: []optionText{
		{key: "preset", title: "Preset", section: "§7",
			line: quote(Reference, "§7", "Options are rule changes which are applied once or systematically to make the game simpler or add some novelty."),
			choices: []choiceText{
				{value: "Reference", title: "Reference: everything the reference describes"},
				{value: "Beginner", title: "Beginner: the simplest game of §7.1",
					line: quote(Reference, "part A", "Beginners, however, can start playing without all the aforementioned")},
				// "Maze on paper"'s presets (l.174–194), listed once playable.
				{value: "BASIC", title: "BASIC: G1-S1-F1-V1-T1-A1-H1-W1-O1, no weapons, no wormholes or rivers",
					line: quote(MazeOnPaper, "l.174", "Beginners should start with the following set of rules")},
				{value: "BASIC-W", title: "BASIC-W: G1-S1-F1-V1-T1-A2-H2-W5-O1, as BASIC with weapons and an arsenal",
					line: quote(MazeOnPaper, "l.179", "and then move on to")},
				{value: "CLASSIC", title: "CLASSIC: G2-S1-F3-V1-T2-A2-H2-W57-O2, wormholes, a fake treasure, one exit",
					line: quote(MazeOnPaper, "l.186", "More advanced users should go with something like")},
				{value: "CLASSIC-X", title: "CLASSIC-X: G2-S2-F4-V3-T3-A5-H34-W67-O24, all treasures, knives, cement",
					line: quote(MazeOnPaper, "l.191", "and then if so desired proceed to")},
				{value: "Key easy", title: "Key easy: the Key game on one floor of 3x3 or 4x4",
					line: quote(KeyAndFloors, "l.18", "Suggested sizes for labyrinth are easy: 1 floor: 3x3, 4x4")},
				{value: "Key medium", title: "Key medium: the Key game on two floors of 3x3",
					line: quote(KeyAndFloors, "l.18", "medium: 2 floors 3x3")},
				{value: "Key hard", title: "Key hard: the Key game on one floor of 5x5, two of 3x4 or three of 3x3",
					line: quote(KeyAndFloors, "l.18", "hard: 1 floor: 5x5, 2 floors: 3x4, 3 floors: 3x3")},
				{value: "Lives and money", title: "Lives and money: three lives, one exit, random rivers, hints and a casino",
					line: para("Usually played on a 4 × 5 grid surrounded by walls, with an exit in only one place.",
						LivesAndMoney, "l.3–4", "Обычно игра проходит на клетчатом поле 4 × 5, но может быть и другого размера. Поле окружено стенками, и только в одном месте имеется выход из лабиринта.")},
			}},
	}},
	{id: "carry", title: "What each player carries", section: "§5", options: []optionText{
		{key: "start_bullets", title: "Bullets at the start", section: "§5.3", line: quote(Reference, "§5.3", startKit)},
		{key: "start_grenades", title: "Grenades at the start", section: "§5.3", line: quote(Reference, "§5.3", startKit)},
		{key: "start_landmines", title: "Landmines at the start", section: "§5.3", line: quote(Reference, "§5.3", startKit)},
		{key: "max_bullets", title: "Most bullets carried", section: "§5.1", line: quote(Reference, "§5.1", carryMax),
			specials: []special{{0, "none: nobody may carry a bullet"}}},
		{key: "max_grenades", title: "Most grenades carried", section: "§5.1", line: quote(Reference, "§5.1", carryMax),
			specials: []special{{0, "none: nobody may carry a grenade"}}},
		{key: "reorders", title: "New cells after wounds", section: "§5.5",
			line:     quote(Reference, "§5.5", "Each player has N-1 cell re-orders, where N is the number of players."),
			specials: []special{{-1, "the number of players minus one"}, {0, "none"}}},
	}},
	{id: "simpler", title: "Simplifying the game", section: "§7.1", options: []optionText{
		{key: "landmines", title: "Landmines", section: "§7.1",
			line: quote(Reference, "§7.1", "To simplify the game, it can be played without landmines")},
		{key: "encephalitis", title: "Encephalitis cells", section: "§7.1",
			line: para("To simplify the game, it can be played without encephalitis cells.", Reference, "§7.1", "it can be played without landmines, encephalitis cells")},
		{key: "closed_exits", title: "Closed exits", section: "§7.1",
			line: quote(Reference, "part A", `A tricky game master can turn some of the labyrinth exits into "closed exits" - sections of the outer walls which can be blown up and turned into normal open exits.`)},
		{key: "conditional_moves", title: "Conditional moves", section: "§7.1",
			line: quote(Reference, "§6.5", `If a player wishes, he can request a "conditional" move, for example, "Go right; if I find a treasure, shoot up; and if I find a bullet, shoot right; finally, if I fall into a pit, leave one grenade there."`)},
		{key: "dark_moves", title: "Dark moves", section: "§7.1",
			line: quote(Reference, "§6.7", "A player can, if he wishes, ask the game master not to tell the result of a move.")},
		{key: "semidark_moves", title: "Semi-dark moves", section: "§7.1",
			line: quote(Reference, "§6.8", `A player can specify his move as follows: "1. Go right, don't tell where did I end up, but 2. tell me whether I hit a wall."`)},
		{key: "throwing", title: "Throwing items", section: "§7.1",
			line: quote(Reference, "§5.2", "Besides, the items can be left on the cell or be thrown towards a neighboring one.")},
		{key: "landmines_on_neighbours", title: "Landmines on a neighbouring cell", section: "§7.1",
			line: para("Setting the landmine on a neighbouring cell can be forbidden.", Reference, "§7.1", "and setting the landmine on a neighboring cell")},
		{key: "chains", title: "Chains of open cells", section: "§7.1",
			line: quote(Reference, "§7.1", `Finally, the game master can make the players' life easier by connecting the opposite walls of the labyrinth with chains of neighboring cells of "land", "hospital", "weaponry" and "delta" types, which can be agreed beforehand as well.`)},
		limit("max_pits", "Most pits", "The number of pits can be limited."),
		limit("max_pit_loops", "Most pit loops", "The number of pit loops can be limited."),
		limit("max_pit_loop_length", "Longest pit loop", "The length of a pit loop can be limited."),
		limit("max_river_systems", "Most river systems", "The number of river systems can be limited."),
		limit("max_river_branches", "Most river branches", "The number of river branches can be limited."),
		limit("max_river_length", "Longest river", "The length of a river can be limited."),
		orNone(count("weaponries", "Weaponries", "The number of weaponries can be determined beforehand."),
			"none: the labyrinth has no weaponry (A1)"),
		orNone(count("hospitals", "Hospitals", "The number of hospitals can be determined beforehand."),
			"none: the labyrinth has no hospital (H1)"),
		count("treasures", "Treasures", "The number of treasures can be determined beforehand."),
		count("inner_walls", "Inner walls", "The number of inner walls can be determined beforehand."),
		count("exits", "Exits", "The number of exits can be determined beforehand."),
	}},
	{id: "handicaps", title: "Handicaps", section: "§7.2", options: []optionText{
		{key: "handicaps", title: "Handicaps", section: "§7.2",
			line: quote(Reference, "§7.2", "The weakest players can be allowed a handicap, for example, an opportunity to ask the type of m cells from the game master before the game start, and then choose the starting position among them; or one extra cell order.")},
		{key: "order_leaves_bullets", title: "Ordering a cell unwounded leaves the bullets", section: "§7.2",
			line: quote(Reference, "§7.2", "When ordering a cell without being wounded, the player must leave his bullets, treasure, landmine and corpse (if he has any) on the cell where he was.")},
	}},
	{id: "shooting", title: "Shooting", section: "§7.3", options: []optionText{
		{key: "shooting_range", title: "Shooting distance", section: "§7.3",
			line:     quote(Reference, "§7.3", "The shooting distance can be limited to one cell"),
			specials: []special{{0, "no limit: the bullet flies until something stops it"}}},
		{key: "shoot_from_rivers", title: "Shooting from rivers", section: "§7.3",
			line: para(`Shooting from rivers can be forbidden ("the powder is damp").`, Reference, "§7.3", `shooting from rivers forbidden ("the powder is damp")`)},
		{key: "shoot_through_hospitals_and_weaponries", title: "Shooting through hospitals and weaponries", section: "§7.3",
			line: para("Shooting through weaponries and hospitals can be allowed.", Reference, "§7.3", "or, on the contrary, allow shooting through weaponries and hospitals")},
		{key: "named_targets", title: "Named targets", section: "§7.3",
			line: quote(Reference, "§7.3", "Besides, the shooter can be required to announce his target so the bullet will only hit him (and only if he is on the cell which the shooter points out).")},
	}},
	{id: "rivers", title: "Rivers", section: "§7.4", options: []optionText{
		{key: "rivers", title: "Rivers", section: "§7.4",
			line: quote(Reference, "§7.4", `Rivers (see 4.6) can be "shallow".`),
			choices: []choiceText{
				{value: "deep", title: "Deep",
					line: quote(Reference, "§4.6", `A player walking into a "River" type cell is immediately taken by the flow to the next cell of the river system.`)},
				{value: "shallow", title: "Shallow",
					line: para("The player is carried with the flow only once, when stepping into a river; on the next turns he finds the bottom and moves upstream and downstream as on land.",
						Reference, "§7.4", `the player will be only carried with the flow once, when stepping into a river. On the next turns, he "finds the bottom with his feet" and can move upstream and downstream like he was on the land`)},
				{value: "turbulent", title: "Turbulent",
					line: quote(Reference, "§7.4", `Another option is "turbulent" rivers which immediately, during the same move (right after the player walking into a river) carry him to the delta.`)},
				{value: "walkable", title: "Walkable",
					line: para("A river carries whoever gets into it, and whoever hits a wall trying to leave it; walking downstream or upstream, one arrives at the cell one wanted.",
						LivesAndMoney, "l.18–20", "Если вы идёте по течению или против, то попадаете в желаемую клетку. Если при попытки выйти из реки вы ударяетесь о стену, вы падаете обратно в реку, и вас сносит дальше.")},
			}},
		{key: "river_carry", title: "How far a river carries", section: "001, 004",
			line: quote(MazeOnPaper, "l.82", "If marker is moved into a River, it is then automatically moved two cells down the River chain. If one of these cells is the River end then the marker stops there."),
			choices: []choiceText{
				{value: "", title: "One cell",
					line: quote(Reference, "§4.6", `A player walking into a "River" type cell is immediately taken by the flow to the next cell of the river system.`)},
				{value: "two", title: "Two cells",
					line: quote(MazeOnPaper, "l.82", "it is then automatically moved two cells down the River chain")},
				{value: "random_1_2", title: "One or two cells at random",
					line: para("Whoever gets into a river is carried one or two cells downstream at random, and is not told which way or how far.",
						LivesAndMoney, "l.14–17", "Если вы попадаете в реку, вас сносит случайно на 1 или 2 клетки по течению, при этом вы не знаете в какую сторону и на сколько вас снесло.")},
			}},
		{key: "floating_items", title: "Floating items", section: "Russian §7.4",
			line: para("Bullets, treasures, corpses and other things in a river may float downstream instead of staying on their cell, one cell a round.",
				RussianOriginal, "§7.4", `Наконец, оказавшиеся в реке пули, клады, трупы и другое имущество могут не оставаться на одной клетке, а "плыть" вниз по течению -- по клетке за круг.`)},
	}},
	{id: "landmine-wounds", title: "Landmine wounds", section: "§7.5", options: []optionText{
		{key: "new_cell_after_landmine", title: "A new cell after a landmine", section: "§7.5",
			line: quote(Reference, "§7.5", "A player who hits a landmine might not have the right to order a new cell.")},
	}},
	{id: "start", title: "The start", section: "§7.6", options: []optionText{
		{key: "common_start", title: "A common start", section: "§7.6",
			line: quote(Reference, "§7.6", "Instead of choosing the starting point individually, all players can start from the same cell, determined by the game master, but without bullets and grenades.")},
		{key: "handed_out_landmines", title: "Landmines handed out", section: "Russian §7.6",
			line: para("Instead of laying landmines in the labyrinth, one can be handed out to each player at the start of the game.",
				RussianOriginal, "§7.6", "Можно не раскладывать мины в лабиринте, а раздать в начале игры по мине каждому игроку.")},
	}},
	{id: "skips", title: "Skips and repeats", section: "§7.7", options: []optionText{
		{key: "skips", title: "Skipping a move", section: "§7.7",
			line: quote(Reference, "§6.6", "A player can skip a move. If all the players skip their moves, a game is declared a draw.")},
		{key: "repeating_moves", title: "Repeating a move", section: "§7.7",
			line: quote(Reference, "§7.7", `Skipping a move and "repeating" moves (those which are known to result in no change in the labyrinth, such as hitting the same wall over and over again) can be forbidden.`)},
	}},
	{id: "grenades", title: "Grenades", section: "§7.8", options: []optionText{
		{key: "blast_report", title: "What is said about a grenade", section: "§7.8",
			line: quote(Reference, "§7.8", blasts),
			choices: []choiceText{
				{value: "nothing", title: "Nothing",
					line: quote(Reference, "§5.4", "If a player tries to blow up a wall that doesn't exist, the only result of the action will be the decreased amount of grenades in his possession.")},
				{value: "missing_wall", title: "That there was no wall",
					line: para("The game master tells about trying to blow a wall which does not exist.", Reference, "§7.8", blasts)},
				{value: "outcome", title: "Whether the wall fell, stood or was not there",
					line: para("The game master tells about trying to blow a wall which does not exist, and whether a wall stayed there after the blow.", Reference, "§7.8", blasts)},
				{value: "exploded", title: "Only whether the bomb exploded",
					line: para("A player may fire a bomb and destroy an inner wall on the edge of his cell; he is told only whether the bomb exploded. Fired at the outer wall, the bomb does not explode.",
						LivesAndMoney, "l.53–55", "при этом ему сообщается только то, взорвалась ли бомба. При выстреле во внешнюю стену бомба не взрывается.")},
			}},
	}},
	{id: "survivor", title: "The last survivor", section: "§7.9", options: []optionText{
		{key: "last_survivor_moves", title: "Moves for the last survivor", section: "§7.9",
			line:     quote(Reference, "§7.9", "Sometimes the last player surviving (see 3.5) is not automatically declared a winner, but rather has a number of moves to find and carry out the true treasure."),
			specials: []special{{0, "none: he wins at once (§3.5)"}}},
	}},
	{id: "labyrinth", title: "Creating the labyrinth", section: "§8", options: []optionText{
		{key: "nstop", title: "Nstop: rounds without a change before a draw", section: "§3.6",
			line: para("After Nstop rounds in which no wall was destroyed, no treasure carried out, nobody killed or made immune, the game is declared a draw; Nstop is usually the number of cells in the labyrinth.",
				Reference, "§3.6", "If for Nstop rounds (Nstop is determined and announced before the game by the game master, and is usually equal to the number of cells in the labyrinth) the players didn't manage to destroy any walls, carry out any treasures, no one was killed or became immune (that is, there are no irreversible changes in the labyrinth), the game is declared a draw."),
			specials: []special{{0, "the number of cells in the labyrinth"}}},
		{key: "healing_moves", title: "Moves to heal an infection", section: "§4.7",
			line:     quote(Reference, "§4.7", "The number of turns the infected player has to get to a hospital is determined by the game master in advance (before the game starts)."),
			specials: []special{{0, "not limited: the infected wanders until he reaches a hospital or dies"}}},
		{key: "require_open_exit", title: "An exit open at the start", section: "§8.4",
			line: quote(Reference, "§8.4", "It is often agreed that at least one exit be initially open.")},
	}},
	{id: "time", title: "Time limits", section: "§9", options: []optionText{
		{key: "move_seconds", title: "Seconds for a timed move", section: "§9",
			line:     quote(Reference, "§9", "By any player's request or by his own consideration, the game master can start timing a player's move if he takes a long time to decide on it."),
			specials: []special{{0, "moves are not timed"}}},
		{key: "break_minutes", title: "Minutes of a break", section: "§9",
			line:     quote(Reference, "§9", "First, any player, before his move, can take a 5-minute break to consider the move."),
			specials: []special{{0, "no breaks"}}},
	}},
	{id: "other", title: "From other rule sets", section: "seeds 001, 004", options: []optionText{
		{key: "starts", title: "Who sets the starts", section: "G1, G2",
			line: quote(MazeOnPaper, "l.49", `One common variation - game master places the players' markers randomly so the players do not know their initial positions.`),
			choices: []choiceText{
				{value: "", title: "As agreed each game",
					line: para("Each player chooses his start in secret, unless the game master places him; the host decides game by game.", Reference, "§6.1", "each player, secretly from the others, points to the game master the location where he would like to start")},
				{value: "players", title: "Players choose (G1)",
					line: quote(MazeOnPaper, "G1", "G1 - initial marker positions are determined by players")},
				{value: "master", title: "Game master places (G2)",
					line: quote(MazeOnPaper, "G2", "G2 - initial marker positions are chosen by the game master")},
			}},
		{key: "announce_monolith", title: "The monolith told apart from a wall", section: "001",
			line: quote(MazeOnPaper, "l.20", "If it is not, he is told whether the obstacle is the regular wall or the monolith (labyrinth boundary).")},
		{key: "name_victims", title: "Whom a bullet hit, told at once", section: "004",
			line: para("After the shot the game master announces whether it hit anyone, and whom.", LivesAndMoney, "l.37–38", "После выстрела ведущий объявляет попала ли она в кого-то и в кого, если попала.")},
		{key: "no_havens", title: "No shelter in hospitals and weaponries", section: "001",
			line: quote(MazeOnPaper, "l.64", "The bullet then flies into the defined direction until it hits a wall or a player.")},
		{key: "indestructible_inner_walls", title: "Indestructible inner walls", section: "O3",
			line: quote(MazeOnPaper, "rule modifications", "Some internal walls are declared indestructible")},
	}},
	{id: "plan-limits", title: "What the plan may hold, in other rule sets", section: "F, A, H, O; 004", options: []optionText{
		{key: "min_exits", title: "Fewest exits", section: "O1, O2",
			line:     quote(MazeOnPaper, "labyrinth structure", "Outside wall which is called monolith must have at least one exit"),
			specials: []special{{0, "two, as the reference asks (§8.4)"}}},
		{key: "no_pits", title: "No pits (wormholes)", section: "F1",
			line: quote(MazeOnPaper, "rules classification", "F1 - no Wormholes, no Rivers")},
		{key: "no_rivers", title: "No rivers", section: "F1, F3",
			line: quote(MazeOnPaper, "rules classification", "F3 - several chains of Wormholes, no Rivers")},
		{key: "single_pit_loops", title: "Pit loops of one pit", section: "004",
			line: para("There may be more than one loop of pits, and a loop of a single pit.",
				LivesAndMoney, "pits", "циклов может быть больше одного, а также может быть цикл из 1 ямы")},
		{key: "one_enclosure", title: "One enclosure beside an accessible weaponry", section: "Maze on paper",
			line: quote(MazeOnPaper, "the game master's objective", "all cells can be reached without having to use grenades (if Arsenal is available then one enclosure is permissible but then the Arsenal has to be accessible)")},
		{key: "rivers_flow", title: "Which way rivers flow", section: "Maze on paper",
			line: quote(MazeOnPaper, "rule modifications", "Some restrictions can be imposed on geometry of the labyrinth. For instance, Rivers only flow from North to South"),
			choices: []choiceText{
				{value: "", title: "Any way",
					line: quote(Reference, "§4.5", "Rivers cannot flow diagonally.")},
				{value: "down", title: "From north to south",
					line: quote(MazeOnPaper, "rule modifications", "Rivers only flow from North to South")},
			}},
		{key: "straight_rivers", title: "Straight rivers", section: "Maze on paper",
			line: quote(MazeOnPaper, "rule modifications", "Rivers must be straight")},
		{key: "min_pit_distance", title: "Fewest steps between two pits", section: "Maze on paper",
			line:     quote(MazeOnPaper, "rule modifications", "Wormholes cannot be too close to each other"),
			specials: []special{{0, "no restriction"}}},
	}},
	{id: "health-victory", title: "Health, victory and treasures", section: "H, V, T, W7", options: []optionText{
		{key: "health", title: "Health", section: "H1",
			line: quote(MazeOnPaper, "H1", "H1 - No health tracking"),
			choices: []choiceText{
				{value: "", title: "Tracked",
					line: quote(Reference, "§5.5", "A second bullet hit or an infection is fatal for the wounded.")},
				{value: "none", title: "Not tracked (H1)",
					line: para("No health is tracked: nobody carries bullets, and there are no landmines or encephalitis cells.", MazeOnPaper, "H1", "No health tracking")},
			}},
		{key: "lives", title: "Lives", section: "H2, H3; 004",
			line: para("At the start you have 3 lives; a hit takes one, with 0 lives you die, and a hospital restores them to three.",
				LivesAndMoney, "l.34", "В начале игры у вас 3 жизни и 3 пули."),
			specials: []special{{0, "two: wounded, then dead (§5.5, H3)"}, {1, "one: the first hit kills (H2)"}}},
		{key: "victory", title: "Victory", section: "V1–V4",
			line: quote(MazeOnPaper, "rule modifications", "objective of the game could be changed from exiting the Labyrinth with one Treasure to exiting it with all Treasures etc."),
			choices: []choiceText{
				{value: "", title: "Treasure or last one (V1)",
					line: quote(MazeOnPaper, "V1", "V1 - Victory (game objective) is achieved when a player exits labyrinth with (genuine) Treasure, or all other players are eliminated")},
				{value: "treasure", title: "Treasure only (V2)",
					line: quote(MazeOnPaper, "V2", "V2 - Victory is achieved when a player exits labyrinth with (genuine) Treasure")},
				{value: "all_treasures", title: "All treasures (V3)",
					line: quote(MazeOnPaper, "V3", "V3 - Victory is achieved when a player exits labyrinth with all Treasures collected")},
				{value: "all_treasures_and_last", title: "All treasures and last (V4)",
					line: quote(MazeOnPaper, "V4", "V4 - Victory is achieved when a player exits labyrinth with all Treasures collected, and all other players are eliminated")},
				{value: "exit", title: "The first one out",
					line: para("The first player to find an exit and walk out wins; treasures play no part — seed 002's game without its Key (victory key plays it with the Key).",
						KeyAndFloors, "game win", "To exit the labyrinth player needs to find exit on one of the monolith wall and have the Key.")},
				{value: "key", title: "Out by the locked exit with the Key (002)",
					line: quote(KeyAndFloors, "l.56", "To exit the labyrinth player needs to find exit on one of the monolith wall and have the Key.")},
			}},
		{key: "true_treasures", title: "True treasures", section: "T1–T3",
			line:     quote(MazeOnPaper, "T3", "T3 - Any number of Treasures, genuine and false, is allowed"),
			specials: []special{{0, "one (§8.3)"}, {-1, "any number, at least one (T3)"}}},
		{key: "max_fake_treasures", title: "Most fake treasures", section: "T2",
			line:     quote(MazeOnPaper, "T2", "T2 - One genuine and one false Treasure are allowed"),
			specials: []special{{0, "no limit"}}},
		{key: "trophies", title: "A dead player's weapons", section: "W7",
			line: quote(MazeOnPaper, "W7", "W7 - SWKs are trophies which means player is allowed to take them from the dead players but only in case he steps into the corresponding cell"),
			choices: []choiceText{
				{value: "", title: "Stay, caught at once",
					line: quote(Reference, "§5.5", `If the shooter is in the same cell as the injured, he can catch the falling items "on the fly" and peruse them immediately`)},
				{value: "on_arrival", title: "For whoever steps in (W7)",
					line: para("A dead player's weapons are taken only by a player stepping into his cell.", MazeOnPaper, "W7",
						"player is allowed to take them from the dead players but only in case he steps into the corresponding cell")},
				{value: "none", title: "Lost with the dead",
					line: para("A dead player's weapons are no trophies: they are lost with him.", MazeOnPaper, "W7", "SWKs are trophies")},
			}},
		{key: "tell_returned", title: "Told when back where the move began", section: "Maze on paper",
			line: quote(MazeOnPaper, "rule modifications", "Or he could tell them they have encountered other player's corpse, or that they have returned to their original position etc.")},
		{key: "announce_plan", title: "Pit loops, rivers, weaponries and hospitals announced", section: "Maze on paper",
			line: quote(MazeOnPaper, "basic rules", "At the beginning of the game the game master informs the players of the following: size of labyrinth, number and length of Wormhole chains, number and length of River(s) (if any)")},
	}},
	{id: "steps", title: "Steps and skips of other rule sets", section: "001 S1, S2, W9", options: []optionText{
		{key: "relaxed_step", title: "Relaxed step", section: "S1",
			line: quote(MazeOnPaper, "l.126", `Player is allowed to make step requests until his marker is moved or all possible requests are exhausted (marker is walled in). This is called "relaxed" step rule`)},
		{key: "pit_wall_jumps", title: "A wall in a pit carries on", section: "S2",
			line: quote(MazeOnPaper, "l.81", `Under "restricted" step rule if step request from a Wormhole cell cannot be executed then the marker automatically "jumps" to the next Wormhole.`)},
		{key: "skip_carries", title: "A skip in a pit or a river carries", section: "001 l.81–82",
			line: quote(MazeOnPaper, "l.81", "Player also can decide to skip the step part and then his marker will also automatically move to the next Wormhole in the cycle (regardless of which step rule is implemented).")},
		{key: "skip_with_actions", title: "A skip with shots", section: "001 l.57–68",
			line: quote(MazeOnPaper, "l.68", "Any combination of the weapon use directives can be used together with any type of step request.")},
		{key: "act_after_hearing", title: "Acting after hearing the step", section: "001 l.64",
			line: quote(MazeOnPaper, "l.64", "Under some rules player is allowed to make that decision after he/she is informed about consequences of the step.")},
		{key: "weapons_after_step", title: "Weapons only after the step", section: "W9",
			line: quote(MazeOnPaper, "W9", "Player is only allowed to use weapons after the move")},
		{key: "wounded_no_grenades", title: "The wounded throw no grenades", section: "001 l.84",
			line: quote(MazeOnPaper, "l.84", "A wounded player cannot use weaponry or carry the treasure.")},
		{key: "start_is_arrival", title: "A start in a river or a pit carries", section: "001 l.51",
			line: para("When play begins, the game master tells each player the type of his cell and whether he was moved from it (by a river or a wormhole).",
				MazeOnPaper, "l.51", "the game master makes announcements about type of cells where each player is located, and if necessary informs players whether their markers have been automatically moved or affected in any other way")},
		{key: "items_float_each_move", title: "Items float after every move", section: "001 l.86",
			line: para("A treasure dropped in a river flows down it after every move, as far as the river carries a player, and stops at its end.",
				MazeOnPaper, "l.86", "If a player was wounded while he was in the River then Treasure starts flowing down the River (two cells after every move) and stops at the River end until it is picked up.")},
	}},
	{id: "money", title: "Money, hints and the casino", section: "004", options: []optionText{
		{key: "start_money", title: "Money at the start", section: "004 l.39–41",
			line: para("Each player has some play money, to spend on hints or lose in the casino.",
				LivesAndMoney, "l.39–41", "Также у каждого игрока есть некоторое количество игровых денег, которые можно использовать для подсказок или проиграть в казино."),
			specials: []special{{0, "none: the game has no money"}}},
		{key: "hint_price", title: "Price of the hint \"where am I?\"", section: "004 l.59–60",
			line: para("For a certain sum you may, instead of your move, learn where on the map you are.",
				LivesAndMoney, "l.59–60", "За определённую сумму денег можно вместо своего хода узнать, где на карте вы находитесь."),
			specials: []special{{0, "no hints"}}},
		{key: "casino", title: "The casino", section: "004 l.30–32",
			line: para("Standing on a casino you may, instead of a move, play in the casino with the game master: a die, 4 to 6 wins the stake, 1 to 3 loses it.",
				LivesAndMoney, "l.30–32", "Казино – специальная клетка, попав на которую, вы можете вместо хода сыграть в казино")},
	}},
	{id: "items", title: "Items, arsenals, walls and cells of other rule sets", section: "001 W2, W6, W8, A3, A5, O4–O6", options: []optionText{
		{key: "max_knives", title: "Most knives carried", section: "W2",
			line:     quote(MazeOnPaper, "l.65", `strike with knife (directive "use knife"). If some other player is in the same cell, he will be wounded (killed). The used knife is discarded.`),
			specials: []special{{0, "no knives"}}},
		{key: "start_knives", title: "Knives at the start", section: "W6",
			line: quote(MazeOnPaper, "W6", "W6 - SWK has one grenade, five bullets, and one knife")},
		{key: "one_kit_per_player", title: "One kit per player from each arsenal", section: "A3, A5",
			line: quote(MazeOnPaper, "A5", "A5 - Multiple Arsenals with only one extra kit per each player")},
		{key: "grenades_kill", title: "Grenades kill in the next cell", section: "W8",
			line: quote(MazeOnPaper, "W8", "W8 - Using grenade kills another player who is located in corresponding neighboring cell")},
		{key: "max_cement", title: "Most bags of cement carried", section: "O4",
			line:     quote(MazeOnPaper, "l.107", `Arsenal could have bags of "cement" that will allows to build up walls`),
			specials: []special{{0, "no cement"}}},
		{key: "one_way_doors", title: "One-way doors", section: "O5",
			line: quote(MazeOnPaper, "l.112", "Some walls have one-way doors meaning that the player could move through them but only in one direction")},
		{key: "windows", title: "Windows", section: "O6",
			line: quote(MazeOnPaper, "l.113", "Some walls can have windows so that bullets go through them. A player still cannot walk through such a wall")},
		{key: "boomerang_range", title: "Boomerang range", section: "001 l.109",
			line:     quote(MazeOnPaper, "l.109", "boomerang flies in the given direction for the preset number of cells and will either hit the wall and fall down or return. Any player in its way will be wounded or killed"),
			specials: []special{{0, "no boomerangs"}}},
		{key: "swamps", title: "Swamps", section: "001 l.105",
			line: quote(MazeOnPaper, "l.105", `adding another cell type called "Swamp". Stepping into that cell results in skipping the next move`)},
	}},
	{id: "creatures", title: "Creatures", section: "001 O7", options: []optionText{
		{key: "creatures", title: "Creatures: the Bear and the Leprechaun", section: "O7",
			line: para("The plan's creatures take part, their kinds announced before play: a bear walks its path or copies the players' steps and wounds whom it meets, and a bullet sends it back to its cave; a leprechaun tells whom it meets where the nearest treasure lies, and a bullet kills it.",
				MazeOnPaper, "l.110", "If a player and Bear are in the same cell, the player is wounded. If Bear is wounded, it is immediately moved back to his Bear Cave")},
	}},
	{id: "key", title: "The Key game and floors", section: "002", options: []optionText{
		{key: "no_death", title: "Nobody dies", section: "002 l.31",
			line: para("A hit wounds and never kills; the wounded go to a hospital to be healed.",
				KeyAndFloors, "l.31", "The wounded player should go to Hospital to be healed, then go to Arsenal to pick new arsenal kit.")},
		{key: "wounded_drop_kit", title: "The wounded drop their whole kit", section: "002 l.31",
			line: quote(KeyAndFloors, "l.31", "this player will be wounded and drop arsenal kit and the Key")},
		{key: "start_boats", title: "Boats at the start", section: "002 l.13",
			line: quote(KeyAndFloors, "l.35", "Boat should be used to swim once against the current of the river. Once used Boat will be removed from player things.")},
		{key: "max_boats", title: "Most boats carried", section: "002 l.13",
			line:     quote(KeyAndFloors, "l.13", "Arsenal, which contains gun, knife, grenade and boat, so called arsenal kit."),
			specials: []special{{0, "none: the game has no boats"}}},
		{key: "stairs", title: "Staircases between floors", section: "001 G3",
			line: quote(MazeOnPaper, "G3", "G3 - three-dimensional labyrinth")},
		{key: "elevators", title: "Elevators between floors", section: "004 l.55–57",
			line: para("Each floor may have an elevator: it behaves as a pit, but moves a player between floors keeping the coordinates.",
				LivesAndMoney, "l.55–57", "тогда на каждом этаже есть клетка, которая является лифтом. Её свойства такие же, как у ямы, но лифт перемещает между этажами с сохранением координат")},
	}},
}

// The words of values.
const (
	wordOn   = "on"
	wordOff  = "off"
	wordNone = "none"
)

// handicapsText says how many handicaps a list holds.
func handicapsText(n int) string {
	switch n {
	case 0:
		return wordNone
	case 1:
		return "1 handicap"
	}
	return strconv.Itoa(n) + " handicaps"
}
