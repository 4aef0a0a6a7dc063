-- Issue 8: the correspondence clock and reminders count from the start of the current turn:
-- the last move (or the start of the game), reset when a take-back changes whose turn it is.
-- The moves table cannot say it (a take-back deletes rows), so the game keeps it.
ALTER TABLE games ADD COLUMN turn_started_at INTEGER;

UPDATE games SET turn_started_at = COALESCE(
        (SELECT MAX(played_at) FROM moves WHERE moves.game_id = games.id AND moves.kind = 'move'),
        started_at,
        updated_at)
    WHERE status = 'active';

-- The scheduler reads the games under way; the leaderboard reads a community's ratings.
CREATE INDEX games_active ON games (status) WHERE status = 'active';
CREATE INDEX ratings_by_variant ON ratings (platform, community, variant);
