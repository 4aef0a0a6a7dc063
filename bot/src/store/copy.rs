//! `dama store copy`: every table of the community's data from one database into another,
//! empty and migrated (SQLite to PostgreSQL, back, or SQLite to SQLite).
//!
//! - **What**: the tables the registry ([`super::personal::TABLES`]) marks as the community's
//!   data, found in the source's schema, parents before children (foreign keys). A table the
//!   registry does not know stops the copy before it begins.
//! - **Consistent**: the source is read in one read transaction (a snapshot: SQLite's WAL
//!   read, PostgreSQL's `REPEATABLE READ`), so a bot writing meanwhile cannot tear it.
//! - **Batches**: each batch of rows is one transaction on the target, committed with the
//!   table's line in `copy_progress` (how many rows, the last one's key). A copy killed at any
//!   point leaves whole batches and says where it stood: while `copy_runs` has the copy
//!   without `finished_at`, the bot refuses the database ([`StoreError::CopyUnfinished`]),
//!   and the same copy run again goes on from each table's last key.
//! - **Counters**: PostgreSQL's identity sequences and SQLite's `AUTOINCREMENT` counters are
//!   set past the copied ids (and past the source's own counter), so new games and
//!   tournaments get new numbers.
//! - **Verified**: at the end every table's rows are counted and summed ([`Tally`]) on the
//!   source's snapshot and read back from the target; the copy is marked finished only when
//!   they agree.

use std::collections::BTreeMap;

use sqlx::{Postgres, Sqlite, Transaction};

use super::personal;
use super::rows::{
    Tally, Value, bind_postgres, bind_sqlite, insert_placeholder, postgres_values, select_batch,
    sqlite_values,
};
use super::schema::{Column, Schema, SchemaVersion, Table, compare_migrations, quoted};
use super::{Backend, Pool, Store, StoreError, processes::wall_clock, redact};

/// Rows per transaction on the target, unless told otherwise.
pub const DEFAULT_BATCH: usize = 2000;

/// Parameters per INSERT statement: well under SQLite's 32766 and PostgreSQL's 65535.
const PARAMS_PER_STATEMENT: usize = 4000;

/// What goes wrong in a copy, each said so that the operator knows what to do.
#[derive(Debug, thiserror::Error)]
pub enum CopyError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("the source and the target are the same database")]
    SameDatabase,
    #[error(
        "the source was made by a newer dama (migrations {0:?} are unknown to this one): copy \
         it with that release"
    )]
    NewerSource(Vec<i64>),
    #[error(
        "the target was made by a newer dama (migrations {0:?} are unknown to this one): copy \
         with that release"
    )]
    NewerTarget(Vec<i64>),
    #[error("the {0}'s migrations {1:?} failed half-way or were changed after they ran")]
    Damaged(&'static str, Vec<i64>),
    #[error("the source is not a dama database (no migrations were ever run on it)")]
    NotDama,
    #[error(
        "the target already holds data ({0}): copy into an empty database (a new SQLite file, \
         or a PostgreSQL database just created)"
    )]
    TargetNotEmpty(String),
    #[error(
        "the target holds an unfinished copy of {recorded}, not of {given}: run the copy from \
         {recorded} again to finish it, or add --restart to replace it with a copy of {given}"
    )]
    OtherCopy { recorded: String, given: String },
    #[error("the source holds an unfinished copy itself: finish that copy first")]
    SourceUnfinished,
    #[error("a bot is running on the {which} ({who}): stop it first{hint}")]
    BotRunning {
        which: &'static str,
        who: String,
        hint: &'static str,
    },
    #[error(
        "table `{0}` is not classified in bot/src/store/personal.rs: this dama cannot tell whether to copy it"
    )]
    Unclassified(String),
    #[error("table `{table}` of the source has no column `{column}` in the target")]
    NoColumn { table: String, column: String },
    #[error("table `{0}` of the source is not in the target")]
    NoTable(String),
    #[error(
        "the copy does not match the source ({0}): the source changed while it was copied or \
         since an interrupted copy began; run the copy again with --restart"
    )]
    Mismatch(String),
}

/// How the copy went, for the summary.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CopyReport {
    /// Each table copied, in the order copied, with its rows and checksum read back from the
    /// target.
    pub tables: Vec<(String, Tally)>,
    /// Whether an interrupted copy was finished rather than a new one made.
    pub resumed: bool,
    /// The source's migrations that were run before copying (an older release's database).
    pub source_migrated: Vec<i64>,
    /// Each counter set on the target: `table.column` and the last number used.
    pub counters: Vec<(String, i64)>,
}

/// Says how the copy goes (a progress bar on a terminal).
pub trait CopyProgress: Send + Sync {
    fn table_started(&self, _table: &str, _rows: u64, _already: u64) {}
    fn rows_copied(&self, _rows: u64) {}
    fn table_done(&self, _table: &str) {}
    fn verifying(&self) {}
}

/// No progress shown.
pub struct Quiet;

impl CopyProgress for Quiet {}

/// What the copy is told.
#[derive(Debug, Clone)]
pub struct CopyOptions {
    /// Rows per transaction on the target.
    pub batch: usize,
    /// Throw away an unfinished copy in the target and begin anew.
    pub restart: bool,
    /// Copy from a database a bot is running on (as it is when the copy begins).
    pub live: bool,
}

impl Default for CopyOptions {
    fn default() -> CopyOptions {
        CopyOptions {
            batch: DEFAULT_BATCH,
            restart: false,
            live: false,
        }
    }
}

/// The source's read transaction: every batch and the final sums see one state.
enum Snapshot {
    Sqlite(Transaction<'static, Sqlite>),
    Postgres(Transaction<'static, Postgres>),
}

impl Snapshot {
    async fn begin(store: &Store) -> Result<Snapshot, StoreError> {
        Ok(match &store.pool {
            Pool::Sqlite(pool) => {
                let mut tx = pool.begin().await?;
                // A deferred transaction's snapshot starts at its first read: now.
                sqlx::query("SELECT COUNT(*) FROM sqlite_master")
                    .execute(&mut *tx)
                    .await?;
                Snapshot::Sqlite(tx)
            }
            Pool::Postgres(pool) => Snapshot::Postgres(
                pool.begin_with("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
                    .await?,
            ),
        })
    }

    async fn rows(
        &mut self,
        sql: String,
        key: &[(&Column, Value)],
    ) -> Result<Vec<Vec<Value>>, StoreError> {
        match self {
            Snapshot::Sqlite(tx) => {
                let mut query = sqlx::query(sqlx::AssertSqlSafe(sql));
                for (_, value) in key {
                    query = bind_sqlite(query, value);
                }
                let rows = query.fetch_all(&mut **tx).await?;
                rows.iter().map(sqlite_values).collect()
            }
            Snapshot::Postgres(tx) => {
                let mut query = sqlx::query(sqlx::AssertSqlSafe(sql));
                for (column, value) in key {
                    query = bind_postgres(query, "", column, value)?;
                }
                let rows = query.fetch_all(&mut **tx).await?;
                rows.iter().map(postgres_values).collect()
            }
        }
    }

    async fn scalar(&mut self, sql: String, bind: Option<&str>) -> Result<Option<i64>, StoreError> {
        Ok(match self {
            Snapshot::Sqlite(tx) => {
                let mut query = sqlx::query_scalar(sqlx::AssertSqlSafe(sql));
                if let Some(bind) = bind {
                    query = query.bind(bind.to_string());
                }
                query.fetch_optional(&mut **tx).await?.flatten()
            }
            Snapshot::Postgres(tx) => {
                let mut query = sqlx::query_scalar(sqlx::AssertSqlSafe(sql));
                if let Some(bind) = bind {
                    query = query.bind(bind.to_string());
                }
                query.fetch_optional(&mut **tx).await?.flatten()
            }
        })
    }

    /// Every row a query returns, summed up, as they stream in.
    async fn tally(&mut self, sql: String, names: &[&str]) -> Result<Tally, StoreError> {
        use futures::TryStreamExt;
        let mut tally = Tally::default();
        match self {
            Snapshot::Sqlite(tx) => {
                let mut rows = sqlx::query(sqlx::AssertSqlSafe(sql)).fetch(&mut **tx);
                while let Some(row) = rows.try_next().await? {
                    tally.add(names, &sqlite_values(&row)?);
                }
            }
            Snapshot::Postgres(tx) => {
                let mut rows = sqlx::query(sqlx::AssertSqlSafe(sql)).fetch(&mut **tx);
                while let Some(row) = rows.try_next().await? {
                    tally.add(names, &postgres_values(&row)?);
                }
            }
        }
        Ok(tally)
    }

    async fn end(self) -> Result<(), StoreError> {
        match self {
            Snapshot::Sqlite(tx) => tx.rollback().await?,
            Snapshot::Postgres(tx) => tx.rollback().await?,
        }
        Ok(())
    }
}

/// Copies the community's data from `from` into `to` (URLs), as the module says.
pub async fn copy(
    from: &str,
    to: &str,
    options: &CopyOptions,
    progress: &dyn CopyProgress,
) -> Result<CopyReport, CopyError> {
    if same_database(from, to) {
        return Err(CopyError::SameDatabase);
    }
    let source = Store::open(from, super::OpenOptions::as_it_is()).await?;
    let result = copy_from(&source, from, to, options, progress).await;
    source.close().await;
    result
}

async fn copy_from(
    source: &Store,
    from: &str,
    to: &str,
    options: &CopyOptions,
    progress: &dyn CopyProgress,
) -> Result<CopyReport, CopyError> {
    let source_migrated =
        match compare_migrations(source.backend(), &source.applied_migrations().await?) {
            SchemaVersion::Current => Vec::new(),
            SchemaVersion::Older { missing } => {
                // What the bot does at its start: the copy reads the schema of this binary.
                source.migrate().await?;
                missing
            }
            SchemaVersion::Newer { unknown } => return Err(CopyError::NewerSource(unknown)),
            SchemaVersion::Damaged { versions } => {
                return Err(CopyError::Damaged("source", versions));
            }
            SchemaVersion::Empty => return Err(CopyError::NotDama),
        };
    if source.unfinished_copy().await?.is_some() {
        return Err(CopyError::SourceUnfinished);
    }
    if !options.live {
        refuse_running(
            source,
            "source",
            " (or add --live to copy what it holds when the copy begins)",
        )
        .await?;
    }
    let target = Store::open(
        to,
        super::OpenOptions {
            create: true,
            migrate: false,
            refuse_unfinished_copy: false,
        },
    )
    .await?;
    let result = async {
        match compare_migrations(target.backend(), &target.applied_migrations().await?) {
            SchemaVersion::Newer { unknown } => return Err(CopyError::NewerTarget(unknown)),
            SchemaVersion::Damaged { versions } => {
                return Err(CopyError::Damaged("target", versions));
            }
            _ => target.migrate().await?,
        }
        refuse_running(&target, "target", "").await?;
        copy_into(source, &target, from, options, progress)
            .await
            .map(|report| CopyReport {
                source_migrated,
                ..report
            })
    }
    .await;
    target.close().await;
    result
}

/// Refuses when a bot beats on `store`.
async fn refuse_running(
    store: &Store,
    which: &'static str,
    hint: &'static str,
) -> Result<(), CopyError> {
    let running = store.running_processes().await?;
    if running.is_empty() {
        return Ok(());
    }
    let now = wall_clock();
    let who = running
        .iter()
        .map(|p| format!("pid {} on {}, {} s ago", p.pid, p.host, now - p.beat_at))
        .collect::<Vec<_>>()
        .join("; ");
    Err(CopyError::BotRunning { which, who, hint })
}

/// Whether two URLs name one database (the same SQLite file, or the same URL).
fn same_database(a: &str, b: &str) -> bool {
    let file = |url: &str| {
        (Backend::of_url(url) == Backend::Sqlite).then(|| {
            let path = url
                .strip_prefix("sqlite://")
                .or_else(|| url.strip_prefix("sqlite:"))
                .unwrap_or(url);
            let path = path.split('?').next().unwrap_or(path);
            std::fs::canonicalize(path).unwrap_or_else(|_| path.into())
        })
    };
    match (file(a), file(b)) {
        (Some(a), Some(b)) => a == b,
        _ => a == b,
    }
}

/// The tables to copy: the community's data, in the order to fill them.
fn tables_to_copy(source: &Schema, target: &Schema) -> Result<Vec<Table>, CopyError> {
    let mut tables = Vec::new();
    for table in source.dependency_order() {
        let Some(role) = personal::role(&table.name) else {
            return Err(CopyError::Unclassified(table.name.clone()));
        };
        if !role.copied {
            continue;
        }
        let Some(there) = target.table(&table.name) else {
            return Err(CopyError::NoTable(table.name.clone()));
        };
        for column in &table.columns {
            if there.column(&column.name).is_none() {
                return Err(CopyError::NoColumn {
                    table: table.name.clone(),
                    column: column.name.clone(),
                });
            }
        }
        tables.push(table.clone());
    }
    Ok(tables)
}

/// A table's line in `copy_progress`.
#[derive(Debug, Clone, Default)]
struct Progress {
    copied: i64,
    last_key: Option<Vec<Value>>,
    done: bool,
}

async fn copy_into(
    source: &Store,
    target: &Store,
    from: &str,
    options: &CopyOptions,
    progress: &dyn CopyProgress,
) -> Result<CopyReport, CopyError> {
    let source_schema = source.schema().await?;
    let target_schema = target.schema().await?;
    let tables = tables_to_copy(&source_schema, &target_schema)?;
    let given = redact(from);
    let now = wall_clock();
    let resumed = match target.unfinished_copy().await? {
        Some((recorded, _)) if options.restart => {
            tracing::info!(%recorded, "copy: the unfinished copy is thrown away");
            empty_tables(target, &tables).await?;
            start_run(target, &given, now, true).await?;
            false
        }
        Some((recorded, _)) if recorded != given => {
            return Err(CopyError::OtherCopy { recorded, given });
        }
        Some(_) => true,
        None => {
            let mut held = Vec::new();
            for table in &tables {
                let count: i64 = with_pool!(target, pool => sqlx::query_scalar(
                    sqlx::AssertSqlSafe(format!("SELECT COUNT(*) FROM {}", quoted(&table.name)))
                )
                .fetch_one(pool)
                .await
                .map_err(StoreError::from)?);
                if count > 0 {
                    held.push(format!("{}: {count} rows", table.name));
                }
            }
            if !held.is_empty() {
                return Err(CopyError::TargetNotEmpty(held.join(", ")));
            }
            start_run(target, &given, now, false).await?;
            false
        }
    };
    let mut lines = read_progress(target).await?;
    let mut snapshot = Snapshot::begin(source).await?;
    let result = async {
        for table in &tables {
            let line = lines.remove(&table.name).unwrap_or_default();
            copy_table(
                &mut snapshot,
                target,
                &target_schema,
                table,
                line,
                options,
                progress,
            )
            .await?;
        }
        let counters = set_counters(
            &mut snapshot,
            source,
            target,
            &source_schema,
            &target_schema,
            &tables,
        )
        .await?;
        progress.verifying();
        let mut sums = Vec::new();
        let mut differ = Vec::new();
        for table in &tables {
            let there = target_schema.table(&table.name).expect("checked");
            let here = tally_snapshot(&mut snapshot, table, source.backend()).await?;
            let copied = target.tally(there, &names(table)).await?;
            if here != copied {
                differ.push(format!(
                    "{}: {} rows in the source, {} in the copy{}",
                    table.name,
                    here.rows,
                    copied.rows,
                    if here.rows == copied.rows {
                        " with other values"
                    } else {
                        ""
                    }
                ));
            }
            sums.push((table.name.clone(), copied));
        }
        if !differ.is_empty() {
            return Err(CopyError::Mismatch(differ.join("; ")));
        }
        finish_run(target).await?;
        Ok(CopyReport {
            tables: sums,
            resumed,
            source_migrated: Vec::new(),
            counters,
        })
    }
    .await;
    snapshot.end().await?;
    result
}

fn names(table: &Table) -> Vec<String> {
    table.columns.iter().map(|c| c.name.clone()).collect()
}

/// Records a new copy (and forgets any unfinished one's progress).
async fn start_run(
    target: &Store,
    source: &str,
    now: i64,
    replace: bool,
) -> Result<(), StoreError> {
    let mut tx = target.write().await?;
    with_tx!(&mut tx, conn => {
        sqlx::query("DELETE FROM copy_progress").execute(&mut *conn).await?;
        if replace {
            sqlx::query("DELETE FROM copy_runs WHERE finished_at IS NULL")
                .execute(&mut *conn)
                .await?;
        }
        sqlx::query("INSERT INTO copy_runs (source, started_at) VALUES ($1, $2)")
            .bind(source)
            .bind(now)
            .execute(&mut *conn)
            .await?;
    });
    tx.commit().await
}

async fn finish_run(target: &Store) -> Result<(), StoreError> {
    let mut tx = target.write().await?;
    with_tx!(&mut tx, conn => {
        sqlx::query("UPDATE copy_runs SET finished_at = $1 WHERE finished_at IS NULL")
            .bind(wall_clock())
            .execute(&mut *conn)
            .await?;
        sqlx::query("DELETE FROM copy_progress").execute(&mut *conn).await?;
    });
    tx.commit().await
}

/// Deletes the rows of the copied tables, children first (an unfinished copy thrown away).
async fn empty_tables(target: &Store, tables: &[Table]) -> Result<(), StoreError> {
    let mut tx = target.write().await?;
    for table in tables.iter().rev() {
        with_tx!(&mut tx, conn => sqlx::query(sqlx::AssertSqlSafe(format!(
            "DELETE FROM {}",
            quoted(&table.name)
        )))
        .execute(conn)
        .await
        .map(drop)?);
    }
    tx.commit().await
}

async fn read_progress(target: &Store) -> Result<BTreeMap<String, Progress>, StoreError> {
    let rows: Vec<(String, i64, Option<String>, i64)> = with_pool!(target, pool => sqlx::query_as(
        "SELECT table_name, copied, last_key, done FROM copy_progress",
    )
    .fetch_all(pool)
    .await?);
    Ok(rows
        .into_iter()
        .map(|(table, copied, last_key, done)| {
            let last_key = last_key
                .and_then(|text| serde_json::from_str::<Vec<serde_json::Value>>(&text).ok())
                .map(|values| values.iter().filter_map(Value::from_json).collect());
            (
                table,
                Progress {
                    copied,
                    last_key,
                    done: done != 0,
                },
            )
        })
        .collect())
}

async fn copy_table(
    snapshot: &mut Snapshot,
    target: &Store,
    target_schema: &Schema,
    table: &Table,
    mut line: Progress,
    options: &CopyOptions,
    progress: &dyn CopyProgress,
) -> Result<(), CopyError> {
    let total = snapshot
        .scalar(
            format!("SELECT COUNT(*) FROM {}", quoted(&table.name)),
            None,
        )
        .await?
        .unwrap_or(0);
    progress.table_started(&table.name, total as u64, line.copied as u64);
    if line.done {
        progress.table_done(&table.name);
        return Ok(());
    }
    let there = target_schema.table(&table.name).expect("checked");
    let postgres_source = matches!(snapshot, Snapshot::Postgres(_));
    let keyed = !table.primary_key.is_empty();
    let key_columns: Vec<&Column> = table
        .primary_key
        .iter()
        .filter_map(|name| table.column(name))
        .collect();
    let key_at: Vec<usize> = table
        .primary_key
        .iter()
        .filter_map(|name| table.columns.iter().position(|c| &c.name == name))
        .collect();
    loop {
        // A table without a primary key goes in one batch: it cannot be resumed half-way.
        let after = line.last_key.clone().filter(|_| keyed);
        let sql = select_batch(
            table,
            postgres_source,
            after.is_some(),
            keyed.then_some(options.batch.max(1)),
        );
        let key: Vec<(&Column, Value)> = match &after {
            Some(values) => key_columns
                .iter()
                .copied()
                .zip(values.iter().cloned())
                .collect(),
            None => Vec::new(),
        };
        let rows = snapshot.rows(sql, &key).await?;
        let last = rows
            .last()
            .map(|row| key_at.iter().map(|&i| row[i].clone()).collect::<Vec<_>>());
        let n = rows.len();
        let finished = !keyed || n < options.batch.max(1);
        line.copied += n as i64;
        if let Some(last) = last {
            line.last_key = Some(last);
        }
        line.done = finished;
        write_batch(target, table, there, &rows, &line).await?;
        progress.rows_copied(n as u64);
        if finished {
            break;
        }
    }
    progress.table_done(&table.name);
    Ok(())
}

/// One transaction: the rows, and the table's line saying how far the copy has come.
async fn write_batch(
    target: &Store,
    table: &Table,
    there: &Table,
    rows: &[Vec<Value>],
    line: &Progress,
) -> Result<(), StoreError> {
    let postgres = target.backend() == Backend::Postgres;
    // The source's columns, as the target types them.
    let columns: Vec<&Column> = table
        .columns
        .iter()
        .map(|c| there.column(&c.name).expect("checked"))
        .collect();
    let per_statement = (PARAMS_PER_STATEMENT / columns.len().max(1)).max(1);
    let column_list = columns
        .iter()
        .map(|c| quoted(&c.name))
        .collect::<Vec<_>>()
        .join(", ");
    let mut tx = target.write().await?;
    for chunk in rows.chunks(per_statement) {
        let mut n = 0;
        let tuples: Vec<String> = chunk
            .iter()
            .map(|_| {
                let places: Vec<String> = columns
                    .iter()
                    .map(|c| {
                        n += 1;
                        insert_placeholder(c, n, postgres)
                    })
                    .collect();
                format!("({})", places.join(", "))
            })
            .collect();
        let sql = format!(
            "INSERT INTO {} ({column_list}) VALUES {}",
            quoted(&table.name),
            tuples.join(", ")
        );
        match &mut tx {
            super::Tx::Sqlite(tx, _) => {
                let mut query = sqlx::query(sqlx::AssertSqlSafe(sql));
                for row in chunk {
                    for value in row {
                        query = bind_sqlite(query, value);
                    }
                }
                query.execute(&mut **tx).await?;
            }
            super::Tx::Postgres(tx) => {
                let mut query = sqlx::query(sqlx::AssertSqlSafe(sql));
                for row in chunk {
                    for (column, value) in columns.iter().zip(row) {
                        query = bind_postgres(query, &table.name, column, value)?;
                    }
                }
                query.execute(&mut **tx).await?;
            }
        }
    }
    let last_key = line.last_key.as_ref().map(|values| {
        serde_json::Value::Array(values.iter().map(Value::to_json).collect()).to_string()
    });
    with_tx!(&mut tx, conn => sqlx::query(
        "INSERT INTO copy_progress (table_name, copied, last_key, done) VALUES ($1, $2, $3, $4) \
         ON CONFLICT (table_name) DO UPDATE SET copied = excluded.copied, \
         last_key = excluded.last_key, done = excluded.done",
    )
    .bind(&table.name)
    .bind(line.copied)
    .bind(last_key)
    .bind(i64::from(line.done))
    .execute(conn)
    .await
    .map(drop)?);
    tx.commit().await
}

/// Sets the target's counters past the copied ids and the source's own counters: a game
/// deleted in the source keeps its number from being used again.
async fn set_counters(
    snapshot: &mut Snapshot,
    source: &Store,
    target: &Store,
    source_schema: &Schema,
    target_schema: &Schema,
    tables: &[Table],
) -> Result<Vec<(String, i64)>, StoreError> {
    let mut set = Vec::new();
    for counter in &target_schema.counters {
        if !tables.iter().any(|t| t.name == counter.table) {
            continue;
        }
        let highest: Option<i64> = with_pool!(target, pool => sqlx::query_scalar(
            sqlx::AssertSqlSafe(format!(
                "SELECT MAX({}) FROM {}",
                quoted(&counter.column),
                quoted(&counter.table)
            ))
        )
        .fetch_one(pool)
        .await?);
        let theirs = source_counter(
            snapshot,
            source,
            source_schema,
            &counter.table,
            &counter.column,
        )
        .await?;
        let last = highest.unwrap_or(0).max(theirs.unwrap_or(0));
        match (&target.pool, &counter.sequence) {
            (Pool::Postgres(pool), Some(sequence)) => {
                if last > 0 {
                    sqlx::query("SELECT setval($1::regclass, $2, true)")
                        .bind(sequence)
                        .bind(last)
                        .execute(pool)
                        .await?;
                }
            }
            (Pool::Sqlite(pool), _) => {
                let updated =
                    sqlx::query("UPDATE sqlite_sequence SET seq = MAX(seq, $2) WHERE name = $1")
                        .bind(&counter.table)
                        .bind(last)
                        .execute(pool)
                        .await?
                        .rows_affected();
                if updated == 0 && last > 0 {
                    sqlx::query("INSERT INTO sqlite_sequence (name, seq) VALUES ($1, $2)")
                        .bind(&counter.table)
                        .bind(last)
                        .execute(pool)
                        .await?;
                }
            }
            _ => continue,
        }
        set.push((format!("{}.{}", counter.table, counter.column), last));
    }
    Ok(set)
}

/// The last number the source's counter of `table.column` gave, if it has one.
async fn source_counter(
    snapshot: &mut Snapshot,
    source: &Store,
    schema: &Schema,
    table: &str,
    column: &str,
) -> Result<Option<i64>, StoreError> {
    let Some(counter) = schema
        .counters
        .iter()
        .find(|c| c.table == table && c.column == column)
    else {
        return Ok(None);
    };
    match (source.backend(), &counter.sequence) {
        (Backend::Sqlite, _) => {
            let sql = "SELECT seq FROM sqlite_sequence WHERE name = $1".to_string();
            snapshot.scalar(sql, Some(table)).await
        }
        (Backend::Postgres, Some(sequence)) => {
            // NULL until the sequence gave a first number.
            let sql = "SELECT pg_sequence_last_value($1::regclass)".to_string();
            snapshot.scalar(sql, Some(sequence)).await
        }
        (Backend::Postgres, None) => Ok(None),
    }
}

/// A table's rows summed on the source's snapshot.
async fn tally_snapshot(
    snapshot: &mut Snapshot,
    table: &Table,
    backend: Backend,
) -> Result<Tally, StoreError> {
    let sql = select_batch(table, backend == Backend::Postgres, false, None);
    let names = names(table);
    let columns: Vec<&str> = names.iter().map(String::as_str).collect();
    snapshot.tally(sql, &columns).await
}

impl Store {
    /// Every row of `table` (its `columns`, by name) summed up ([`Tally`]).
    pub async fn tally(&self, table: &Table, columns: &[String]) -> Result<Tally, StoreError> {
        let chosen: Vec<&Column> = columns
            .iter()
            .filter_map(|name| table.column(name))
            .collect();
        let postgres = self.backend() == Backend::Postgres;
        let sql = format!(
            "SELECT {} FROM {}",
            super::rows::select_list(&chosen, postgres),
            quoted(&table.name)
        );
        let names: Vec<&str> = chosen.iter().map(|c| c.name.as_str()).collect();
        let mut tally = Tally::default();
        match &self.pool {
            Pool::Sqlite(pool) => {
                let mut rows = sqlx::query(sqlx::AssertSqlSafe(sql)).fetch(pool);
                while let Some(row) = futures::TryStreamExt::try_next(&mut rows).await? {
                    tally.add(&names, &sqlite_values(&row)?);
                }
            }
            Pool::Postgres(pool) => {
                let mut rows = sqlx::query(sqlx::AssertSqlSafe(sql)).fetch(pool);
                while let Some(row) = futures::TryStreamExt::try_next(&mut rows).await? {
                    tally.add(&names, &postgres_values(&row)?);
                }
            }
        }
        Ok(tally)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_file_named_two_ways_is_one_database() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("dama.db");
        std::fs::write(&path, b"").unwrap();
        let a = format!("sqlite://{}", path.display());
        let b = path.display().to_string();
        assert!(same_database(&a, &b));
        assert!(!same_database(&a, "postgres://localhost/dama"));
    }
}
