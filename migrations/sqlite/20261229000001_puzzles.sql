-- Issue 35: puzzles made from the community's own games (and from the engine's, for a fresh
-- install), solved in the chat, rated, and one a day in the channels that ask for it.
-- Times are Unix seconds (UTC).

-- A channel's IANA time zone (NULL: UTC), and the local time of its daily puzzle (minutes
-- after midnight; NULL: none).
ALTER TABLE channels ADD COLUMN time_zone TEXT;
ALTER TABLE channels ADD COLUMN daily_puzzle_at INTEGER;

-- A position where the side to move has one winning first move and a forcing line. `line`:
-- the solver's moves and the forced replies, space-separated in the variant's notation, from
-- the first move to the solver's last. `aim`: 'win', 'men:N' or 'crown'. From a finished game
-- of a community (`game_id`, the position after `ply` moves; `missed`: the player to move did
-- not play the shot; `white_id` / `black_id`: the game's players, for `!puzzle mine`) or from
-- the engine's own games (all of those NULL). A puzzle has a Glicko-2 rating of its own,
-- starting at `difficulty`, the finder's estimate.
CREATE TABLE puzzles (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    variant     TEXT    NOT NULL,
    fen         TEXT    NOT NULL,
    line        TEXT    NOT NULL,
    aim         TEXT    NOT NULL,
    platform    TEXT,
    community   TEXT,
    game_id     INTEGER REFERENCES games (id) ON DELETE CASCADE,
    ply         INTEGER,
    white_id    TEXT,
    black_id    TEXT,
    missed      INTEGER NOT NULL DEFAULT 0,
    difficulty  INTEGER NOT NULL,
    rating      REAL    NOT NULL,
    deviation   REAL    NOT NULL DEFAULT 300,
    volatility  REAL    NOT NULL DEFAULT 0.06,
    attempts    INTEGER NOT NULL DEFAULT 0,
    solved      INTEGER NOT NULL DEFAULT 0,
    created_at  INTEGER NOT NULL
);
CREATE UNIQUE INDEX puzzles_of_engine ON puzzles (variant, fen) WHERE game_id IS NULL;
CREATE UNIQUE INDEX puzzles_of_games ON puzzles (game_id, ply) WHERE game_id IS NOT NULL;
CREATE INDEX puzzles_by_rating ON puzzles (variant, rating);
CREATE INDEX puzzles_by_white ON puzzles (platform, white_id);
CREATE INDEX puzzles_by_black ON puzzles (platform, black_id);

-- The finished games the finder has gone through (or is going through: `done_at` NULL, taken
-- by a process at `claimed_at`; a claim older than the longest scan is taken over).
CREATE TABLE puzzle_scans (
    game_id    INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    claimed_at INTEGER NOT NULL,
    done_at    INTEGER,
    found      INTEGER NOT NULL DEFAULT 0
);

-- A puzzle posted in a channel and the person solving it there (`user_id`; NULL: a daily
-- puzzle nobody has answered yet, the first `!move` takes it). `step`: plies of the line
-- played. `rated`: the person's first try at the puzzle, which moves both ratings when it
-- ends. `daily`: posted as (or asked for as) the channel's daily puzzle. `version` guards
-- every change, as a game's does.
CREATE TABLE puzzle_attempts (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    puzzle_id   INTEGER NOT NULL REFERENCES puzzles (id) ON DELETE CASCADE,
    platform    TEXT    NOT NULL,
    channel_id  TEXT    NOT NULL,
    community   TEXT    NOT NULL,
    user_id     TEXT,
    step        INTEGER NOT NULL DEFAULT 0,
    state       TEXT    NOT NULL DEFAULT 'open'
        CHECK (state IN ('open', 'solved', 'failed', 'given_up')),
    hinted      INTEGER NOT NULL DEFAULT 0,
    rated       INTEGER NOT NULL DEFAULT 0,
    daily       INTEGER NOT NULL DEFAULT 0,
    version     INTEGER NOT NULL DEFAULT 0,
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL,
    finished_at INTEGER
);
CREATE INDEX puzzle_attempts_by_channel ON puzzle_attempts (platform, channel_id, created_at);
CREATE INDEX puzzle_attempts_by_user ON puzzle_attempts (platform, user_id, puzzle_id);
-- Whether a channel has a puzzle open is read with every message there.
CREATE INDEX puzzle_attempts_open ON puzzle_attempts (platform, channel_id) WHERE state = 'open';

-- Glicko-2 puzzle ratings per community, person and variant, apart from game ratings.
CREATE TABLE puzzle_ratings (
    platform   TEXT    NOT NULL,
    community  TEXT    NOT NULL,
    user_id    TEXT    NOT NULL,
    variant    TEXT    NOT NULL,
    rating     REAL    NOT NULL DEFAULT 1500,
    deviation  REAL    NOT NULL DEFAULT 350,
    volatility REAL    NOT NULL DEFAULT 0.06,
    attempts   INTEGER NOT NULL DEFAULT 0,
    solved     INTEGER NOT NULL DEFAULT 0,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (platform, community, user_id, variant)
);
CREATE INDEX puzzle_ratings_by_variant ON puzzle_ratings (platform, community, variant);

-- The daily puzzle of each channel and local day ('2026-12-29'): the row is the claim, so
-- of several processes that find it due one only posts it.
CREATE TABLE daily_puzzles (
    platform   TEXT    NOT NULL,
    channel_id TEXT    NOT NULL,
    day        TEXT    NOT NULL,
    puzzle_id  INTEGER NOT NULL REFERENCES puzzles (id) ON DELETE CASCADE,
    posted_at  INTEGER NOT NULL,
    PRIMARY KEY (platform, channel_id, day)
);
