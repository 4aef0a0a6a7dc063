-- The bot's whole state. Times are Unix seconds (UTC). Colours are 'white' / 'black'.
-- A game's id is also its challenge's id: `!accept #12` starts game #12.

-- People as their platform knows them, with their own preferences.
CREATE TABLE users (
    platform   TEXT    NOT NULL,
    user_id    TEXT    NOT NULL,
    name       TEXT    NOT NULL,
    username   TEXT,
    -- 'en' | 'it'; NULL follows the channel's language.
    language   TEXT,
    -- Boards drawn from this user's side when it is their move (issue 8: !prefs flip).
    flip       INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (platform, user_id)
);

-- Per-channel settings; a channel without a row has the defaults below.
CREATE TABLE channels (
    platform        TEXT    NOT NULL,
    channel_id      TEXT    NOT NULL,
    community       TEXT    NOT NULL,
    language        TEXT    NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'it')),
    -- NULL: english.
    default_variant TEXT,
    -- Remind the player to move after this many hours of silence (issue 8); 0: never.
    reminder_hours  INTEGER NOT NULL DEFAULT 24,
    -- 'mover': boards from the side of the player to move; 'white' / 'black': fixed.
    orientation     TEXT    NOT NULL DEFAULT 'mover' CHECK (orientation IN ('mover', 'white', 'black')),
    -- One thread (Discord) or topic (Telegram) per game (issue 8).
    thread_per_game INTEGER NOT NULL DEFAULT 0,
    updated_at      INTEGER NOT NULL,
    PRIMARY KEY (platform, channel_id)
);

-- A game from its challenge to its end. `version` guards every change: an update names the
-- version it read, and a writer that lost the race updates nothing and reads again.
CREATE TABLE games (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    platform      TEXT    NOT NULL,
    channel_id    TEXT    NOT NULL,
    thread_id     TEXT,
    community     TEXT    NOT NULL,
    variant       TEXT    NOT NULL,
    soffio        INTEGER NOT NULL DEFAULT 0,
    start_fen     TEXT    NOT NULL,
    -- The position now (the moves table replays to it).
    fen           TEXT    NOT NULL,
    white_id      TEXT    NOT NULL,
    white_name    TEXT    NOT NULL,
    black_id      TEXT    NOT NULL,
    black_name    TEXT    NOT NULL,
    status        TEXT    NOT NULL
        CHECK (status IN ('challenge', 'active', 'finished', 'declined', 'cancelled')),
    -- Moves played (rows of kind 'move' in the moves table).
    plies         INTEGER NOT NULL DEFAULT 0,
    -- Rows in the moves table (moves, huffs, count requests): the next one is numbered on.
    events        INTEGER NOT NULL DEFAULT 0,
    -- PDN result ('1-0', '0-1', '1/2-1/2') once finished.
    result        TEXT,
    winner        TEXT CHECK (winner IN ('white', 'black')),
    -- Why it ended: 'no-pieces', 'no-legal-move', 'resignation', 'time', 'draw-agreement',
    -- 'draw-repetition', … (see service::outcome_code).
    end_reason    TEXT,
    -- A pending offer to the other player: 'draw' or 'undo', by whom, at which ply.
    offer_kind    TEXT CHECK (offer_kind IN ('draw', 'undo')),
    offer_by      TEXT CHECK (offer_by IN ('white', 'black')),
    offer_plies   INTEGER,
    -- Correspondence clock (issue 8): days per move, the current deadline, whether the
    -- player to move was warned, when they were last reminded.
    days_per_move INTEGER,
    deadline_at   INTEGER,
    warned        INTEGER NOT NULL DEFAULT 0,
    reminded_at   INTEGER,
    -- Whether the result counts for ratings (issue 8).
    rated         INTEGER NOT NULL DEFAULT 1,
    version       INTEGER NOT NULL DEFAULT 0,
    created_at    INTEGER NOT NULL,
    started_at    INTEGER,
    updated_at    INTEGER NOT NULL,
    finished_at   INTEGER
);
CREATE INDEX games_by_channel ON games (platform, channel_id, status);
CREATE INDEX games_by_white ON games (platform, white_id, status);
CREATE INDEX games_by_black ON games (platform, black_id, status);
CREATE INDEX games_by_deadline ON games (deadline_at) WHERE status = 'active';

-- Who challenged whom, and how they answered. The game row holds the colours already drawn.
CREATE TABLE challenges (
    game_id       INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    challenger_id TEXT    NOT NULL,
    challenged_id TEXT    NOT NULL,
    -- The colour the challenger asked for: 'white', 'black' or 'random'.
    color_choice  TEXT    NOT NULL,
    status        TEXT    NOT NULL
        CHECK (status IN ('pending', 'accepted', 'declined', 'cancelled', 'expired')),
    created_at    INTEGER NOT NULL,
    answered_at   INTEGER
);

-- What happened in a game, in order: moves (full route in the variant's notation, with the
-- position after it), soffio huffs ('huff 23') and Italian count requests ('count').
-- `rules::Game` is rebuilt from these rows; they restore every draw counter exactly.
CREATE TABLE moves (
    game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq       INTEGER NOT NULL,
    kind      TEXT    NOT NULL CHECK (kind IN ('move', 'huff', 'count')),
    text      TEXT    NOT NULL,
    color     TEXT    NOT NULL CHECK (color IN ('white', 'black')),
    user_id   TEXT,
    fen_after TEXT    NOT NULL,
    played_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq)
);

-- The last move refused to each player in each game, for `!why`.
CREATE TABLE refusals (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id    TEXT    NOT NULL,
    text       TEXT    NOT NULL,
    rule       TEXT    NOT NULL,
    -- The position in which it was refused, and the moves played then.
    fen        TEXT    NOT NULL,
    plies      INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, user_id)
);

-- Glicko-2 ratings per community and variant (issue 8).
CREATE TABLE ratings (
    platform   TEXT    NOT NULL,
    community  TEXT    NOT NULL,
    user_id    TEXT    NOT NULL,
    variant    TEXT    NOT NULL,
    rating     REAL    NOT NULL DEFAULT 1500,
    deviation  REAL    NOT NULL DEFAULT 350,
    volatility REAL    NOT NULL DEFAULT 0.06,
    games      INTEGER NOT NULL DEFAULT 0,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (platform, community, user_id, variant)
);
