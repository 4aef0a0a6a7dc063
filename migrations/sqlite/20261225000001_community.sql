-- Issue 14: what a busy community runs into. Times are Unix seconds (UTC).

-- A challenge not answered within this many days lapses (1-30).
ALTER TABLE channels ADD COLUMN challenge_days INTEGER NOT NULL DEFAULT 7;

-- The messages that carry buttons answering a game's prompt (its challenge, or a draw or
-- undo offer), as the platform names them, so that the buttons are taken off once the prompt
-- is answered, withdrawn or lapsed. `prompt` is what the buttons answer: 'challenge', or
-- 'draw@N' / 'undo@N' for an offer made at ply N. A row lives while its prompt waits; the
-- process that deletes it takes the buttons off.
CREATE TABLE button_messages (
    platform   TEXT    NOT NULL,
    chat_id    TEXT    NOT NULL,
    message_id TEXT    NOT NULL,
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    prompt     TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (platform, chat_id, message_id)
);
CREATE INDEX button_messages_by_game ON button_messages (game_id);

-- Spectators: people who get a game's moves in a private conversation with the bot.
CREATE TABLE watchers (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    platform   TEXT    NOT NULL,
    user_id    TEXT    NOT NULL,
    name       TEXT    NOT NULL,
    username   TEXT,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
CREATE INDEX watchers_by_user ON watchers (platform, user_id);

-- Tournaments of a channel: round robin (up to 8 players) or Swiss. At most one open or
-- running tournament per channel. `version` guards every step (a round started, the end).
CREATE TABLE tournaments (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    platform      TEXT    NOT NULL,
    channel_id    TEXT    NOT NULL,
    thread_id     TEXT,
    community     TEXT    NOT NULL,
    variant       TEXT    NOT NULL,
    days_per_move INTEGER NOT NULL,
    -- As asked at creation (`rounds=N`); NULL: the format's default.
    rounds_asked  INTEGER,
    -- Set at the start.
    format        TEXT CHECK (format IN ('round-robin', 'swiss')),
    total_rounds  INTEGER,
    status        TEXT    NOT NULL CHECK (status IN ('open', 'running', 'finished')),
    -- The round under way (0 before the start).
    current_round INTEGER NOT NULL DEFAULT 0,
    created_by    TEXT    NOT NULL,
    created_at    INTEGER NOT NULL,
    started_at    INTEGER,
    finished_at   INTEGER,
    version       INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX tournaments_one_per_channel ON tournaments (platform, channel_id)
    WHERE status IN ('open', 'running');

CREATE TABLE tournament_players (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    user_id       TEXT    NOT NULL,
    name          TEXT    NOT NULL,
    -- The order of the pairing numbers, fixed at the start.
    seed          INTEGER,
    joined_at     INTEGER NOT NULL,
    -- A player who left: when, and in which round (0: before the start).
    left_at       INTEGER,
    left_round    INTEGER,
    PRIMARY KEY (tournament_id, user_id)
);

-- The pairings, round by round (a round robin's are all made at the start). `result`, once
-- known: 'white', 'black' or 'draw' for a game played; 'white-forfeit', 'black-forfeit' (the
-- side named wins) or 'double-forfeit' when a player had left; 'bye' (no black player).
-- `reported`: the standings after this result were announced (by the process that set it).
CREATE TABLE tournament_pairings (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    round         INTEGER NOT NULL,
    board         INTEGER NOT NULL,
    white_id      TEXT    NOT NULL,
    black_id      TEXT,
    game_id       INTEGER REFERENCES games (id),
    result        TEXT,
    reported      INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (tournament_id, round, board)
);
CREATE INDEX tournament_pairings_by_game ON tournament_pairings (game_id);
