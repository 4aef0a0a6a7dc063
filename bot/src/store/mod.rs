//! The bot's state in SQLite: games and their moves, challenges, users, channel settings.
//!
//! Every change of a game is one `BEGIN IMMEDIATE` transaction guarded by the game's version
//! number ([`Store::update_game`]): a writer that read an older version changes nothing and
//! gets [`StoreError::Stale`], so two messages racing for one game can never both apply.
//! Migrations from `migrations/` are embedded in the binary and run at start-up.

mod channels;
#[macro_use]
mod games;
mod chats;
mod health;
mod history;
mod prompts;
mod ratings;
mod refusals;
mod stats;
mod tournaments;
mod users;
mod watch;
mod watchers;

use std::str::FromStr;
use std::time::Duration;

use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Sqlite, SqlitePool, Transaction};

use crate::clock::{self, SharedClock};

pub use channels::{CHALLENGE_DAYS, CHALLENGE_DAYS_RANGE, ChannelSettings, Orientation};
pub use chats::ChatMoved;
pub use games::{
    ABORTED, ChallengeRow, ChallengeStatus, Challenged, EventKind, EventRow, GameRow, GameStatus,
    GameUpdate, NewChallenge, NewEvent, Updated, color_from_db, color_to_db,
};
pub use history::PendingChallenge;
pub use prompts::ButtonRow;
pub use ratings::{LeaderRow, RatingChange, RatingRow};
pub use refusals::RefusalRow;
pub use stats::ResultRow;
pub use tournaments::{
    EntrantRow, Joined, Left, NewPairing, NewRound, PairingRow, TournamentGame, TournamentRow,
    TournamentStatus,
};
pub use users::{UserPrefs, stand_in_id};
pub use watch::Watched;

/// What can go wrong in the store.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("bad DATABASE_URL `{url}`: {source}")]
    BadUrl {
        url: String,
        #[source]
        source: sqlx::Error,
    },
    #[error("cannot open the database: {0}")]
    Open(#[source] sqlx::Error),
    #[error("cannot bring the database schema up to date: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error("database error: {0}")]
    Sql(#[from] sqlx::Error),
    /// Someone else changed the game since it was read: read it again.
    #[error("game #{game} changed meanwhile")]
    Stale { game: i64 },
    /// A row holds something this version of the bot cannot read.
    #[error("game #{game}: {reason}")]
    Corrupt { game: i64, reason: String },
}

/// The migrations of `migrations/`, embedded at build time (`build.rs` watches the folder).
static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("../migrations");

/// A handle on the database; cheap to clone (a connection pool). Every time it writes
/// (`created_at`, a move's `played_at`, …) comes from its [`crate::clock::Clock`].
#[derive(Debug, Clone)]
pub struct Store {
    pool: SqlitePool,
    clock: SharedClock,
}

impl Store {
    /// Opens the database at `database_url` (`sqlite://dama.db`, `sqlite:///abs/path.db`,
    /// or a bare path), creating the file if missing, in WAL mode, and applies the
    /// migrations.
    pub async fn connect(database_url: &str) -> Result<Store, StoreError> {
        let url = if database_url.starts_with("sqlite:") {
            database_url.to_string()
        } else {
            format!("sqlite://{database_url}")
        };
        let options = SqliteConnectOptions::from_str(&url)
            .map_err(|source| StoreError::BadUrl {
                url: database_url.to_string(),
                source,
            })?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            // In WAL mode NORMAL is durable against application crashes and needs no fsync
            // per commit; a power cut may lose the last commits, never corrupt the file.
            .synchronous(SqliteSynchronous::Normal)
            .busy_timeout(Duration::from_secs(10))
            .foreign_keys(true);
        // An in-memory database is private to its connection: a pool of several would be
        // several empty databases. One connection keeps `sqlite::memory:` usable (tests).
        let in_memory = url.contains(":memory:") || url.contains("mode=memory");
        let pool = SqlitePoolOptions::new()
            // Readers run in parallel under WAL; writers queue on SQLite's lock anyway.
            .max_connections(if in_memory { 1 } else { 8 })
            .min_connections(1)
            .connect_with(options)
            .await
            .map_err(StoreError::Open)?;
        MIGRATOR.run(&pool).await?;
        Ok(Store {
            pool,
            clock: clock::system(),
        })
    }

    /// The same database, with times taken from `clock` (the service's).
    pub fn with_clock(&self, clock: SharedClock) -> Store {
        Store {
            pool: self.pool.clone(),
            clock,
        }
    }

    /// The current time by the store's clock, Unix seconds.
    pub fn now(&self) -> i64 {
        self.clock.now()
    }

    /// Waits for the connections in use and closes them all; the store is unusable after.
    pub async fn close(&self) {
        self.pool.close().await;
    }

    /// The connection pool, for checks the typed methods do not cover (tests, tools).
    pub fn pool(&self) -> &SqlitePool {
        &self.pool
    }

    /// A write transaction that takes SQLite's write lock at once. A deferred `BEGIN` that
    /// reads and then writes can fail with SQLITE_BUSY when two such transactions try to
    /// upgrade their locks together; `BEGIN IMMEDIATE` waits (busy_timeout) instead.
    async fn write(&self) -> Result<Transaction<'static, Sqlite>, StoreError> {
        Ok(self.pool.begin_with("BEGIN IMMEDIATE").await?)
    }
}
