-- Issue 34: games played where the bot is no member (Telegram inline messages, Discord
-- conversations where a person installed the app).
-- Each inline message that carries a game, or that closed an open challenge without one
-- (declined or withdrawn: game_id NULL). A game's channel_id is its current message; an
-- older one (the game posted again) still names the game here.
CREATE TABLE private_messages (
    platform   TEXT    NOT NULL,
    message_id TEXT    NOT NULL,
    game_id    BIGINT REFERENCES games (id) ON DELETE CASCADE,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (platform, message_id)
);
CREATE INDEX private_messages_by_game ON private_messages (game_id);

-- What the bot keeps for itself across restarts and processes: the key that signs the
-- buttons of inline challenges, which no game row backs yet.
CREATE TABLE bot_secrets (
    name       TEXT    PRIMARY KEY,
    value      TEXT    NOT NULL,
    created_at BIGINT NOT NULL
);
