module github.com/labyrinth-game/labyrinth

go 1.25.0
