-- Issue 33: quick games on a live clock (the SQLite migration of the same name, in
-- PostgreSQL's types). `live` is the time control as typed ('5+3': minutes for each player's
-- whole game, seconds added after each move). The clocks count milliseconds: what each side
-- has (for the player to move, what they had when their turn began; for the other, what they
-- carry into their next turn), when the turn began, and the moment the player to move runs
-- out of time (`deadline_at` is that moment rounded up to the second, for what reads every
-- game's clock in seconds).
ALTER TABLE games ADD COLUMN live TEXT;
ALTER TABLE games ADD COLUMN white_ms BIGINT;
ALTER TABLE games ADD COLUMN black_ms BIGINT;
ALTER TABLE games ADD COLUMN turn_started_ms BIGINT;
ALTER TABLE games ADD COLUMN deadline_ms BIGINT;

-- The live clock's watch reads the live games under way every second, in every process.
CREATE INDEX games_live ON games (deadline_ms) WHERE status = 'active' AND live IS NOT NULL;
