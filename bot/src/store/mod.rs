//! The bot's state in SQLite (the embedded default) or PostgreSQL (several processes on one
//! database): games and their moves, challenges, users, channel settings, ratings.
//!
//! `DATABASE_URL` alone chooses: `postgres://…` (or `postgresql://…`) is PostgreSQL;
//! `sqlite://…`, `sqlite::memory:` or a bare path is a SQLite file.
//!
//! Every change of a game is one transaction guarded by the game's version number
//! ([`Store::update_game`]): a writer that read an older version changes nothing and gets
//! [`StoreError::Stale`], so two messages racing for one game — in one process or in several
//! on one database — can never both apply. On SQLite a write transaction takes the database's
//! write lock at once (`BEGIN IMMEDIATE`); on PostgreSQL the guarded `UPDATE` takes the game's
//! row lock, and the few checks that span rows not yet written (two challenges in a channel,
//! one `@handle` claimed twice) take a transaction-scoped advisory lock.
//!
//! Each database has its own migrations (`migrations/sqlite/`, `migrations/postgres/`),
//! embedded in the binary and run at start-up.
//!
//! A database that cannot be reached (the server down or restarting, no connection free in
//! time) is [`StoreError::Unavailable`], whatever the statement was: nothing was committed by
//! it, and the pool reconnects by itself once the server is back.

/// `$body` with `$pool` bound to the store's connection pool. The body is compiled once for
/// each database, so both run through their own driver with their own types: no row goes
/// through `sqlx::Any`'s conversion, and SQLite keeps the speed it had alone.
macro_rules! with_pool {
    ($store:expr, $pool:ident => $body:expr) => {
        match &$store.pool {
            $crate::store::Pool::Sqlite($pool) => $body,
            $crate::store::Pool::Postgres($pool) => $body,
        }
    };
}

/// `$body` with `$conn` bound to the connection of a [`Tx`], compiled once for each database.
macro_rules! with_tx {
    ($tx:expr, $conn:ident => $body:expr) => {
        match $tx {
            $crate::store::Tx::Sqlite(tx, _) => {
                let $conn = &mut **tx;
                $body
            }
            $crate::store::Tx::Postgres(tx) => {
                let $conn = &mut **tx;
                $body
            }
        }
    };
}

mod channels;
mod chats;
mod claims;
// Before the modules that embed its macros (`bot`, `context`, `history`, `watch`).
#[macro_use]
mod games;
mod backup;
mod bot;
mod chores;
mod context;
pub mod copy;
mod health;
mod history;
mod inspect;
pub mod personal;
mod private;
mod processes;
mod prompts;
mod puzzles;
mod ratings;
mod refusals;
pub mod rows;
pub mod schema;
mod stats;
mod tournaments;
mod users;
mod vitals;
mod wal;
mod watch;
mod watchers;

use std::future::Future;
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use sqlx::postgres::{PgConnectOptions, PgDatabaseError, PgPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Connection, PgPool, Postgres, Sqlite, SqlitePool, Transaction};

use crate::clock::{self, SharedClock};
use health::Health;

pub use backup::partial_path;
pub use bot::{BOT_ID, BotGameCreated, BotResultRow, NewBotGame};
pub use channels::{CHALLENGE_DAYS, CHALLENGE_DAYS_RANGE, ChannelSettings, Orientation};
pub use chats::ChatMoved;
pub use claims::ClockClaim;
pub use context::{GameAndPlayers, MessageContext, Person};
pub use games::{
    ABORTED, ChallengeRow, ChallengeStatus, Challenged, EventKind, EventRow, GameRow, GameStatus,
    GameUpdate, NewChallenge, NewEvent, Updated, ceil_seconds, color_from_db, color_to_db,
};
pub use history::PendingChallenge;
pub use personal::Subject;
pub use private::{Opened, Posting};
pub use processes::{ALIVE_WITHIN, BEAT, BotProcess, wall_clock};
pub use prompts::ButtonRow;
pub use puzzles::{
    AttemptChange, AttemptRow, AttemptState, ChannelAttempts, DailyChannel, DailyRow, NewPuzzle,
    PuzzleLeaderRow, PuzzleRatingChange, PuzzleRatingRow, PuzzleRow, PuzzleSource,
};
pub use ratings::{LeaderRow, RatingChange, RatingRow};
pub use refusals::RefusalRow;
pub use stats::ResultRow;
pub use tournaments::{
    EntrantRow, Joined, Left, NewPairing, NewRound, PairingRow, TournamentGame, TournamentRow,
    TournamentStatus,
};
pub use users::{PersonHours, UserPrefs, stand_in_id};
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
    /// The database server cannot be reached now (down, restarting, or no connection free in
    /// time). Whatever was under way was rolled back; the same request may succeed a moment
    /// later, once the pool has reconnected.
    #[error("the database cannot be reached: {0}")]
    Unavailable(#[source] sqlx::Error),
    #[error("database error: {0}")]
    Sql(#[source] sqlx::Error),
    /// Someone else changed the game since it was read: read it again.
    #[error("game #{game} changed meanwhile")]
    Stale { game: i64 },
    /// Someone else changed the puzzle attempt since it was read: read it again.
    #[error("puzzle attempt {attempt} changed meanwhile")]
    StaleAttempt { attempt: i64 },
    /// A row holds something this version of the bot cannot read.
    #[error("game #{game}: {reason}")]
    Corrupt { game: i64, reason: String },
    /// A SQLite file to read that is not there (a source, a backup, a database to check):
    /// it is not created empty.
    #[error("there is no database at {0}")]
    Missing(String),
    /// `dama store copy` into this database began and did not finish: it holds part of the
    /// source's rows, and no bot may run on it until the copy is finished.
    #[error(
        "this database holds an unfinished copy of {origin} (begun at {started}, Unix time): \
         run the same `dama store copy --from {origin} --to <this database>` again to finish \
         it (it goes on from where it stopped), or add --restart to copy everything anew"
    )]
    CopyUnfinished { origin: String, started: i64 },
}

impl From<sqlx::Error> for StoreError {
    fn from(error: sqlx::Error) -> StoreError {
        if unreachable(&error) {
            StoreError::Unavailable(error)
        } else {
            StoreError::Sql(error)
        }
    }
}

impl StoreError {
    /// Whether the database could not be reached (try again in a moment), rather than a
    /// statement failing on a database that answered.
    pub fn is_unavailable(&self) -> bool {
        matches!(self, StoreError::Unavailable(_))
    }
}

/// Whether `error` says the server is out of reach rather than that a statement failed.
fn unreachable(error: &sqlx::Error) -> bool {
    match error {
        sqlx::Error::Io(_)
        | sqlx::Error::Tls(_)
        | sqlx::Error::PoolTimedOut
        | sqlx::Error::WorkerCrashed => true,
        sqlx::Error::Database(error) => {
            error
                .try_downcast_ref::<PgDatabaseError>()
                .is_some_and(|error| {
                    let code = error.code();
                    // Class 08: connection exceptions; 57P01-57P03: the server shutting down,
                    // crashed, or not yet accepting connections; 53300: too many connections.
                    code.starts_with("08") || matches!(code, "57P01" | "57P02" | "57P03" | "53300")
                })
        }
        _ => false,
    }
}

/// Which database a store runs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    /// The database a `DATABASE_URL` names: PostgreSQL for `postgres://` and
    /// `postgresql://`, SQLite for anything else (`sqlite://…`, a bare path).
    pub fn of_url(url: &str) -> Backend {
        let scheme = url.split_once("://").map(|(scheme, _)| scheme);
        match scheme {
            Some(s)
                if s.eq_ignore_ascii_case("postgres") || s.eq_ignore_ascii_case("postgresql") =>
            {
                Backend::Postgres
            }
            _ => Backend::Sqlite,
        }
    }
}

/// The connection pool of one database or the other.
#[derive(Debug, Clone)]
pub(crate) enum Pool {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

/// A write transaction on one database or the other; dropped without
/// [`Tx::commit`], it rolls back. A SQLite transaction holds this process's writer's turn
/// until it ends (see [`Store::write`]).
pub(crate) enum Tx {
    Sqlite(Transaction<'static, Sqlite>, WriterTurn),
    Postgres(Transaction<'static, Postgres>),
}

/// This process's turn to write to its SQLite file; the next writer's turn comes when it is
/// dropped. It counts the commit for the log's checkpoints.
pub(crate) struct WriterTurn {
    _turn: tokio::sync::OwnedMutexGuard<()>,
    wal: Arc<wal::Wal>,
    pool: SqlitePool,
}

impl Tx {
    pub async fn commit(self) -> Result<(), StoreError> {
        match self {
            Tx::Sqlite(tx, turn) => {
                tx.commit().await?;
                let WriterTurn { _turn, wal, pool } = turn;
                let writer = tokio::sync::OwnedMutexGuard::mutex(&_turn).clone();
                // The next writer goes first; then maybe a checkpoint, off this path.
                drop(_turn);
                wal.committed(&pool, &writer);
            }
            Tx::Postgres(tx) => tx.commit().await?,
        }
        Ok(())
    }

    /// Serialises the transactions that name the same `key` until they end (PostgreSQL's
    /// transaction-scoped advisory lock). On SQLite every write transaction holds the
    /// database's write lock already, so there is nothing more to take.
    pub async fn lock(&mut self, key: &str) -> Result<(), StoreError> {
        if let Tx::Postgres(tx) = self {
            sqlx::query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))")
                .bind(key)
                .execute(&mut **tx)
                .await?;
        }
        Ok(())
    }

    pub fn backend(&self) -> Backend {
        match self {
            Tx::Sqlite(..) => Backend::Sqlite,
            Tx::Postgres(_) => Backend::Postgres,
        }
    }
}

/// The embedded migrations of each database (`build.rs` watches the folders).
static SQLITE_MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("../migrations/sqlite");
static POSTGRES_MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("../migrations/postgres");

/// How long a statement waits for a connection before the database counts as unreachable.
/// A command during an outage is answered within a few of these; a busy but healthy pool
/// hands a connection over in milliseconds.
pub const ACQUIRE_TIMEOUT: Duration = Duration::from_secs(2);

/// A pooled PostgreSQL connection idle this long is pinged before it is used again.
const PING_IDLE: Duration = Duration::from_secs(1);

/// Connections per process to PostgreSQL: several processes share the server's
/// `max_connections` (100 by default), and its cores: four processes of 4 connections served
/// ~12% more moves per second than of 10 on a 2-core machine (`load_processes` bench: fewer
/// server processes taking turns on the cores), and a move holds one for well under a
/// millisecond of work.
const POSTGRES_CONNECTIONS: u32 = 4;

/// A handle on the database; cheap to clone (a connection pool). Every time it writes
/// (`created_at`, a move's `played_at`, …) comes from its [`crate::clock::Clock`].
#[derive(Debug, Clone)]
pub struct Store {
    pool: Pool,
    clock: SharedClock,
    /// Shared by every clone: whether the database answers (see `health.rs`).
    health: Arc<Health>,
    /// Shared by every clone: the turn to write, for SQLite's one writer at a time.
    writer: Arc<tokio::sync::Mutex<()>>,
    /// Shared by every clone: SQLite's log checkpoints.
    wal: Arc<wal::Wal>,
}

/// How [`Store::open`] opens a database: the bot's way ([`OpenOptions::default`]), or a
/// tool's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OpenOptions {
    /// A SQLite file that is not there is created (empty); else it is [`StoreError::Missing`].
    pub create: bool,
    /// The migrations this binary has and the database lacks are run.
    pub migrate: bool,
    /// A database holding an unfinished copy is refused ([`StoreError::CopyUnfinished`]):
    /// part of a community's data is not a community to serve.
    pub refuse_unfinished_copy: bool,
}

impl Default for OpenOptions {
    fn default() -> OpenOptions {
        OpenOptions {
            create: true,
            migrate: true,
            refuse_unfinished_copy: true,
        }
    }
}

impl OpenOptions {
    /// A tool's look at a database that must already be there, changing nothing.
    pub fn as_it_is() -> OpenOptions {
        OpenOptions {
            create: false,
            migrate: false,
            refuse_unfinished_copy: false,
        }
    }
}

impl Store {
    /// Opens the database at `database_url` and applies its migrations.
    ///
    /// - `postgres://user:password@host:port/database` (or `postgresql://`): PostgreSQL; the
    ///   database must exist. Several processes may share it.
    /// - `sqlite://dama.db`, `sqlite:///abs/path.db`, or a bare path: a SQLite file, created
    ///   if missing, in WAL mode.
    ///
    /// A database that holds an unfinished `dama store copy` is refused.
    pub async fn connect(database_url: &str) -> Result<Store, StoreError> {
        Store::open(database_url, OpenOptions::default()).await
    }

    /// Opens the database at `database_url` as `options` say.
    pub async fn open(database_url: &str, options: OpenOptions) -> Result<Store, StoreError> {
        let pool = match Backend::of_url(database_url) {
            Backend::Postgres => Pool::Postgres(connect_postgres(database_url).await?),
            Backend::Sqlite => Pool::Sqlite(connect_sqlite(database_url, options).await?),
        };
        let store = Store {
            pool,
            clock: clock::system(),
            health: Arc::default(),
            writer: Arc::default(),
            wal: Arc::default(),
        };
        if options.migrate {
            store.migrate().await?;
        }
        if options.refuse_unfinished_copy
            && let Some((origin, started)) = store.unfinished_copy().await?
        {
            store.close().await;
            return Err(StoreError::CopyUnfinished { origin, started });
        }
        Ok(store)
    }

    /// Runs this binary's migrations that the database lacks. On PostgreSQL, processes
    /// started together migrate one at a time: sqlx holds an advisory lock.
    pub async fn migrate(&self) -> Result<(), StoreError> {
        match &self.pool {
            Pool::Sqlite(pool) => SQLITE_MIGRATOR.run(pool).await?,
            Pool::Postgres(pool) => POSTGRES_MIGRATOR.run(pool).await?,
        }
        Ok(())
    }

    /// The source and start of a `dama store copy` into this database that has not
    /// finished; none on a database without the copies' table (not yet migrated).
    pub async fn unfinished_copy(&self) -> Result<Option<(String, i64)>, StoreError> {
        let schema_has_it: i64 = match &self.pool {
            Pool::Sqlite(pool) => sqlx::query_scalar(
                "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = 'copy_runs'",
            )
            .fetch_one(pool)
            .await?,
            Pool::Postgres(pool) => {
                sqlx::query_scalar(
                    "SELECT COUNT(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace \
                 WHERE n.nspname = current_schema() AND c.relname = 'copy_runs'",
                )
                .fetch_one(pool)
                .await?
            }
        };
        if schema_has_it == 0 {
            return Ok(None);
        }
        Ok(with_pool!(self, pool => sqlx::query_as(
            "SELECT source, started_at FROM copy_runs WHERE finished_at IS NULL \
             ORDER BY id DESC LIMIT 1",
        )
        .fetch_optional(pool)
        .await?))
    }

    /// The same database, with times taken from `clock` (the service's).
    pub fn with_clock(&self, clock: SharedClock) -> Store {
        Store {
            pool: self.pool.clone(),
            clock,
            health: self.health.clone(),
            writer: self.writer.clone(),
            wal: self.wal.clone(),
        }
    }

    /// The current time by the store's clock, Unix seconds.
    pub fn now(&self) -> i64 {
        self.clock.now()
    }

    /// Which database this store runs on.
    pub fn backend(&self) -> Backend {
        match self.pool {
            Pool::Sqlite(_) => Backend::Sqlite,
            Pool::Postgres(_) => Backend::Postgres,
        }
    }

    /// Waits for the connections in use and closes them all; the store is unusable after.
    pub async fn close(&self) {
        with_pool!(self, pool => pool.close().await)
    }

    /// Whether [`Store::close`] was called.
    pub fn is_closed(&self) -> bool {
        with_pool!(self, pool => pool.is_closed())
    }

    /// The SQLite connection pool, for checks the typed methods do not cover (tests, tools).
    ///
    /// # Panics
    /// On a PostgreSQL store, which has no SQLite pool: see [`Store::postgres_pool`] and
    /// [`Store::backend`].
    pub fn pool(&self) -> &SqlitePool {
        match &self.pool {
            Pool::Sqlite(pool) => pool,
            Pool::Postgres(_) => panic!("Store::pool is the SQLite pool; this store is PostgreSQL"),
        }
    }

    /// The PostgreSQL connection pool, on a PostgreSQL store (tests, tools).
    pub fn postgres_pool(&self) -> Option<&PgPool> {
        match &self.pool {
            Pool::Postgres(pool) => Some(pool),
            Pool::Sqlite(_) => None,
        }
    }

    /// Whether the last operation found the database out of reach (until one gets through).
    pub fn is_unreachable(&self) -> bool {
        self.health.is_down()
    }

    /// Runs one store operation under the database's [`Health`]: at once `Unavailable` while
    /// another operation probes a database found out of reach.
    async fn guarded<T>(
        &self,
        operation: impl Future<Output = Result<T, StoreError>>,
    ) -> Result<T, StoreError> {
        let ticket = self.health.admit()?;
        let result = operation.await;
        self.health.record(ticket, &result);
        result
    }

    /// A write transaction. On SQLite it takes the write lock at once: a deferred `BEGIN`
    /// that reads and then writes can fail with SQLITE_BUSY when two such transactions try to
    /// upgrade their locks together; `BEGIN IMMEDIATE` waits (busy_timeout) instead. On
    /// PostgreSQL (read committed) the rows a transaction updates are locked as it goes.
    ///
    /// SQLite has one writer at a time, and a connection that finds the lock taken sleeps in
    /// growing steps (up to 100 ms) before it looks again: writers of one process racing for
    /// it waste those sleeps, and a burst of moves waits far longer than its commits take.
    /// So this process's writers queue for their turn first (in order), then begin; only
    /// another process's writer (a tool on the same file) is met through busy_timeout.
    async fn write(&self) -> Result<Tx, StoreError> {
        Ok(match &self.pool {
            Pool::Sqlite(pool) => {
                let turn = WriterTurn {
                    _turn: self.writer.clone().lock_owned().await,
                    wal: self.wal.clone(),
                    pool: pool.clone(),
                };
                Tx::Sqlite(pool.begin_with("BEGIN IMMEDIATE").await?, turn)
            }
            Pool::Postgres(pool) => Tx::Postgres(pool.begin().await?),
        })
    }
}

async fn connect_sqlite(database_url: &str, open: OpenOptions) -> Result<SqlitePool, StoreError> {
    let create = open.create;
    let url = if database_url.starts_with("sqlite:") {
        database_url.to_string()
    } else {
        format!("sqlite://{database_url}")
    };
    let mut options = SqliteConnectOptions::from_str(&url)
        .map_err(|source| StoreError::BadUrl {
            url: database_url.to_string(),
            source,
        })?
        .create_if_missing(create)
        // In WAL mode NORMAL is durable against application crashes and needs no fsync
        // per commit; a power cut may lose the last commits, never corrupt the file.
        .synchronous(SqliteSynchronous::Normal)
        .busy_timeout(Duration::from_secs(10))
        .foreign_keys(true);
    // A tool's look at a file as it is (a backup being checked) leaves its journal mode.
    if open.create || open.migrate {
        options = options
            .journal_mode(SqliteJournalMode::Wal)
            // Checkpoints run off the commit path (see `wal.rs`); SQLite's own only past this.
            .pragma("wal_autocheckpoint", wal::AUTOCHECKPOINT_PAGES.to_string());
    }
    // An in-memory database is private to its connection: a pool of several would be
    // several empty databases. One connection keeps `sqlite::memory:` usable (tests).
    let in_memory = url.contains(":memory:") || url.contains("mode=memory");
    if !create && !in_memory && !options.get_filename().exists() {
        return Err(StoreError::Missing(database_url.to_string()));
    }
    let pool = SqlitePoolOptions::new()
        // Readers run in parallel under WAL; writers queue on SQLite's lock anyway.
        .max_connections(if in_memory { 1 } else { 8 })
        .min_connections(1)
        .connect_with(options)
        .await
        .map_err(StoreError::Open)?;
    Ok(pool)
}

async fn connect_postgres(database_url: &str) -> Result<PgPool, StoreError> {
    let options =
        PgConnectOptions::from_str(database_url).map_err(|source| StoreError::BadUrl {
            // The URL may carry a password: name only where it points.
            url: redact(database_url),
            source,
        })?;
    let pool = PgPoolOptions::new()
        .max_connections(POSTGRES_CONNECTIONS)
        .min_connections(1)
        // sqlx pings every connection it hands out, a round trip more for each statement.
        // A connection in steady use is known to be alive (and one that breaks fails its
        // statement, and is dropped when returned); only one that sat idle a while, maybe
        // through a server restart, is pinged first.
        .test_before_acquire(false)
        .before_acquire(|connection, meta| {
            Box::pin(async move {
                if meta.idle_for >= PING_IDLE {
                    connection.ping().await?;
                }
                Ok(true)
            })
        })
        // Short, so that a command during an outage is answered instead of hanging; sqlx
        // retries a refused connection until then, so a server that is back in time serves it.
        .acquire_timeout(ACQUIRE_TIMEOUT)
        .connect_with(options)
        .await
        .map_err(StoreError::Open)?;
    Ok(pool)
}

/// A database URL without its password (in the authority or as `password=` in the query),
/// for messages and logs.
pub fn redact(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    let (rest, query) = match rest.split_once('?') {
        Some((rest, query)) => (rest, Some(query)),
        None => (rest, None),
    };
    let (authority, path) = rest.split_at(rest.find('/').unwrap_or(rest.len()));
    let authority = match authority.rsplit_once('@') {
        Some((credentials, host)) if credentials.contains(':') => {
            let user = credentials.split(':').next().unwrap_or_default();
            format!("{user}:***@{host}")
        }
        _ => authority.to_string(),
    };
    let query = query.map(|query| {
        let pairs: Vec<String> = query
            .split('&')
            .map(|pair| match pair.split_once('=') {
                Some((key, _)) if key.eq_ignore_ascii_case("password") => format!("{key}=***"),
                _ => pair.to_string(),
            })
            .collect();
        format!("?{}", pairs.join("&"))
    });
    format!("{scheme}://{authority}{path}{}", query.unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_url_chooses_the_database() {
        assert_eq!(
            Backend::of_url("postgres://u:p@localhost/dama"),
            Backend::Postgres
        );
        assert_eq!(
            Backend::of_url("postgresql://localhost/dama"),
            Backend::Postgres
        );
        assert_eq!(
            Backend::of_url("POSTGRES://localhost/dama"),
            Backend::Postgres
        );
        assert_eq!(Backend::of_url("sqlite://dama.db"), Backend::Sqlite);
        assert_eq!(Backend::of_url("sqlite::memory:"), Backend::Sqlite);
        assert_eq!(Backend::of_url("/var/lib/dama/dama.db"), Backend::Sqlite);
        assert_eq!(Backend::of_url("postgres.db"), Backend::Sqlite);
    }

    #[test]
    fn passwords_are_not_shown() {
        assert_eq!(
            redact("postgres://dama:s3cret@db.example:5432/dama"),
            "postgres://dama:***@db.example:5432/dama"
        );
        assert_eq!(
            redact("postgres://localhost/dama"),
            "postgres://localhost/dama"
        );
        assert_eq!(redact("sqlite://dama.db"), "sqlite://dama.db");
    }
}
