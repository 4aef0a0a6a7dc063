-- Issue 11: games against the bot. The bot plays under the reserved id 'dama:bot' (no
-- platform gives a person that id: Discord and Telegram ids are numbers, console names have
-- no ':'); each of its games has the level it plays at. Its games are unrated (games.rated
-- = 0) and !stats counts them apart, by level.
CREATE TABLE bot_games (
    game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    level   INTEGER NOT NULL CHECK (level BETWEEN 1 AND 10)
);
