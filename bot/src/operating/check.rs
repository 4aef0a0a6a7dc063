//! `dama store check`: whether a database, SQLite or PostgreSQL, is whole.
//!
//! - its schema: the migrations it records against this binary's (and, on SQLite, the
//!   file's own `PRAGMA integrity_check`);
//! - its foreign keys: every row's parent is there (asked of every foreign key the schema
//!   declares, on either database);
//! - its games: every game's moves replay, by the rules, from its start to the position
//!   stored with each move and to the game's own, and a finished game's end is one the rules
//!   know;
//! - its tables: each is classified in the personal-data registry, and no copy into it was
//!   left unfinished.
//!
//! It changes nothing: the database is opened as it is, not migrated. The games of a
//! database older than this binary are not replayed (a SQLite file's are, on a migrated copy).

use crate::store::schema::{SchemaVersion, compare_migrations, quoted};
use crate::store::{Backend, GameStatus, Store, StoreError, personal};

/// What the check found.
#[derive(Debug, Clone, PartialEq)]
pub struct CheckReport {
    pub backend: Backend,
    pub schema: SchemaVersion,
    /// Each table and its rows.
    pub tables: Vec<(String, i64)>,
    /// SQLite's own complaints about the file.
    pub integrity: Vec<String>,
    /// Rows whose parent is missing, by foreign key.
    pub foreign_keys: Vec<String>,
    /// Games replayed.
    pub games: usize,
    /// Games whose moves do not lead where the game says.
    pub bad_games: Vec<String>,
    /// Tables or columns the personal-data registry does not know.
    pub unclassified: Vec<String>,
    /// An unfinished `dama store copy` into the database: its source.
    pub unfinished_copy: Option<String>,
}

impl CheckReport {
    /// Everything wrong, one line each; empty when the database is sound. A schema older
    /// than this binary's is not wrong: the bot migrates it at its start.
    pub fn problems(&self) -> Vec<String> {
        let mut problems = Vec::new();
        match &self.schema {
            SchemaVersion::Current | SchemaVersion::Older { .. } => {}
            SchemaVersion::Newer { unknown } => problems.push(format!(
                "schema: made by a newer dama (migrations {unknown:?} are unknown to this one)"
            )),
            SchemaVersion::Damaged { versions } => problems.push(format!(
                "schema: migrations {versions:?} failed half-way or were changed after they ran"
            )),
            SchemaVersion::Empty => {
                problems.push("schema: no migrations: not a dama database".to_string())
            }
        }
        problems.extend(self.integrity.iter().map(|p| format!("file: {p}")));
        problems.extend(
            self.foreign_keys
                .iter()
                .map(|p| format!("foreign key: {p}")),
        );
        problems.extend(self.bad_games.iter().cloned());
        if matches!(self.schema, SchemaVersion::Current) {
            problems.extend(self.unclassified.iter().cloned());
        }
        if let Some(source) = &self.unfinished_copy {
            problems.push(format!("an unfinished copy of {source}"));
        }
        problems
    }

    pub fn is_sound(&self) -> bool {
        self.problems().is_empty()
    }
}

/// Checks the database `store` is open on.
pub async fn check(store: &Store) -> Result<CheckReport, StoreError> {
    let schema_version = compare_migrations(store.backend(), &store.applied_migrations().await?);
    let schema = store.schema().await?;
    let mut tables = Vec::new();
    for table in schema.tables.values() {
        let count = store
            .count(&format!("SELECT COUNT(*) FROM {}", quoted(&table.name)))
            .await?;
        tables.push((table.name.clone(), count));
    }
    let integrity = match store.backend() {
        Backend::Sqlite => store
            .sqlite_integrity()
            .await?
            .into_iter()
            .filter(|line| line != "ok")
            .collect(),
        Backend::Postgres => Vec::new(),
    };
    let mut foreign_keys = Vec::new();
    for table in schema.tables.values() {
        for fk in &table.foreign_keys {
            let joined: Vec<String> = fk
                .columns
                .iter()
                .zip(&fk.parent_columns)
                .map(|(c, p)| format!("p.{} = c.{}", quoted(p), quoted(c)))
                .collect();
            let present: Vec<String> = fk
                .columns
                .iter()
                .map(|c| format!("c.{} IS NOT NULL", quoted(c)))
                .collect();
            let sql = format!(
                "SELECT COUNT(*) FROM {} c WHERE {} AND NOT EXISTS \
                 (SELECT 1 FROM {} p WHERE {})",
                quoted(&table.name),
                present.join(" AND "),
                quoted(&fk.parent),
                joined.join(" AND ")
            );
            let orphans = store.count(&sql).await?;
            if orphans > 0 {
                foreign_keys.push(format!(
                    "{}.{} → {}.{}: {orphans} rows name a missing row",
                    table.name,
                    fk.columns.join(","),
                    fk.parent,
                    fk.parent_columns.join(",")
                ));
            }
        }
    }
    let mut games = 0;
    let mut bad_games = Vec::new();
    // This binary reads a game by the columns of its own schema: an older database's games
    // are replayed once it is migrated (a file's, on a migrated copy: `check_file`).
    let replayable = !matches!(schema_version, SchemaVersion::Older { .. });
    if replayable && schema.table("games").is_some() && schema.table("moves").is_some() {
        for id in store.all_game_ids().await? {
            games += 1;
            let row = match store.game(id).await {
                Ok(Some(row)) => row,
                Ok(None) => continue,
                Err(error) => {
                    bad_games.push(format!("game #{id}: {error}"));
                    continue;
                }
            };
            if row.status == GameStatus::Challenge {
                continue;
            }
            let verified = match store.events_at(&row).await {
                Ok(events) => crate::service::verify_game(&row, &events),
                Err(error) => Err(error),
            };
            if let Err(error) = verified {
                bad_games.push(match error {
                    StoreError::Corrupt { .. } => error.to_string(),
                    other => format!("game #{id}: {other}"),
                });
            }
        }
    }
    Ok(CheckReport {
        backend: store.backend(),
        schema: schema_version,
        tables,
        integrity,
        foreign_keys,
        games,
        bad_games,
        unclassified: personal::unclassified(&schema),
        unfinished_copy: store.unfinished_copy().await?.map(|(source, _)| source),
    })
}
