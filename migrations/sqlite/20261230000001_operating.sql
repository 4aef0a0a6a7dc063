-- Issue 36: the operator's side. None of these tables is copied by `dama store copy`: each
-- says something about this database itself, not about the community's games.

-- Copies into this database (`dama store copy`): one row per copy. A row without
-- `finished_at` is a copy under way, or one that was interrupted: the bot refuses to start on
-- such a database, and the same `dama store copy` resumes it.
CREATE TABLE copy_runs (
    id          INTEGER PRIMARY KEY,
    -- The source's URL, without its password.
    source      TEXT    NOT NULL,
    started_at  INTEGER NOT NULL,
    finished_at INTEGER
);

-- How far the copy under way has come, table by table: the rows copied, the source's primary
-- key of the last one (a JSON array), and whether the table is done. Each batch of rows is
-- committed with its line here, in one transaction.
CREATE TABLE copy_progress (
    table_name TEXT    PRIMARY KEY,
    copied     INTEGER NOT NULL,
    last_key   TEXT,
    done       INTEGER NOT NULL DEFAULT 0
);

-- The bot processes running on this database: each writes its line at start, beats every
-- few seconds, and deletes it when it stops. `dama store restore` refuses while a line beats.
CREATE TABLE bot_processes (
    id         TEXT    PRIMARY KEY,
    host       TEXT    NOT NULL,
    pid        INTEGER NOT NULL,
    started_at INTEGER NOT NULL,
    beat_at    INTEGER NOT NULL
);

-- Chores done once for every process on the database (the daily retention, the backups):
-- when each was last claimed. A process claims one by moving `done_at` with a guarded update.
CREATE TABLE chores (
    name    TEXT    PRIMARY KEY,
    done_at INTEGER NOT NULL
);
