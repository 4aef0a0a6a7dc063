//! Backups and restores: `dama store backup PATH`, `dama store restore PATH`, and the bot's
//! own rotating backups (`BACKUP_EVERY`, `BACKUP_DIR`, `BACKUP_KEEP`).
//!
//! A backup is a SQLite file. Of a SQLite database it is a snapshot by `VACUUM INTO`, taken
//! while the bot writes; of a PostgreSQL database, a copy of one `REPEATABLE READ` snapshot
//! into a new SQLite file ([`crate::store::copy`]) — `pg_dump` is PostgreSQL's own way, and
//! the README gives its commands. Either is checked ([`super::check`]) before it counts.
//!
//! A restore puts a backup in place of a SQLite database, after checking the backup, and
//! only while no bot runs on the database: a running bot is one whose line in
//! `bot_processes` beat within the last [`crate::store::ALIVE_WITHIN`] (each bot beats
//! every [`crate::store::BEAT`], and deletes its line when it stops). The database it
//! replaces is kept beside it (`dama.db.before-restore-…`), never deleted.

use std::path::{Path, PathBuf};

use super::check::{CheckReport, check};
use crate::store::copy::{CopyError, CopyOptions, Quiet, copy};
use crate::store::schema::SchemaVersion;
use crate::store::{Backend, OpenOptions, Store, StoreError};

#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    Copy(#[from] CopyError),
    #[error("{0} exists already: a backup never replaces a file")]
    Exists(PathBuf),
    #[error("{0}: {1}")]
    Io(PathBuf, #[source] std::io::Error),
    #[error("the backup {path} is not sound, and was removed: {}", problems.join("; "))]
    Unsound {
        path: PathBuf,
        problems: Vec<String>,
    },
}

#[derive(Debug, thiserror::Error)]
pub enum RestoreError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(
        "a restore replaces a SQLite file; for PostgreSQL, restore a pg_dump with pg_restore \
         (see the README), or copy the backup into an empty database with `dama store copy \
         --from sqlite://BACKUP --to postgres://…`"
    )]
    NotSqlite,
    #[error("{} is not a sound dama backup: {}", path.display(), problems.join("; "))]
    Unsound {
        path: PathBuf,
        problems: Vec<String>,
    },
    #[error(
        "a bot is running on {database} ({who}): stop it first (a bot that was killed counts \
         as running until {alive} s after its last beat)"
    )]
    BotRunning {
        database: String,
        who: String,
        alive: u64,
    },
    #[error("{0}: {1}")]
    Io(PathBuf, #[source] std::io::Error),
}

/// A backup made and checked.
#[derive(Debug, Clone)]
pub struct BackupReport {
    pub path: PathBuf,
    pub bytes: u64,
    pub check: CheckReport,
}

/// Backs up the database `store` is open on (at `database_url`) into the new file `path`.
pub async fn backup(
    store: &Store,
    database_url: &str,
    path: &Path,
) -> Result<BackupReport, BackupError> {
    if path.exists() {
        return Err(BackupError::Exists(path.to_path_buf()));
    }
    match store.backend() {
        Backend::Sqlite => store.snapshot_into(path).await?,
        Backend::Postgres => {
            let partial = crate::store::partial_path(path);
            let _ = std::fs::remove_file(&partial);
            let options = CopyOptions {
                live: true,
                ..CopyOptions::default()
            };
            let url = format!("sqlite://{}", partial.display());
            if let Err(error) = copy(database_url, &url, &options, &Quiet).await {
                remove_database_files(&partial);
                return Err(error.into());
            }
            // The copy's file is closed: its log is merged; what is left of it goes.
            remove_wal_files(&partial);
            std::fs::rename(&partial, path).map_err(|e| BackupError::Io(path.to_path_buf(), e))?;
        }
    }
    let report = check_file(path).await;
    let report = match report {
        Ok(report) if report.is_sound() => report,
        Ok(report) => {
            remove_database_files(path);
            return Err(BackupError::Unsound {
                path: path.to_path_buf(),
                problems: report.problems(),
            });
        }
        Err(error) => {
            remove_database_files(path);
            return Err(error.into());
        }
    };
    let bytes = std::fs::metadata(path)
        .map_err(|e| BackupError::Io(path.to_path_buf(), e))?
        .len();
    Ok(BackupReport {
        path: path.to_path_buf(),
        bytes,
        check: report,
    })
}

/// Checks a SQLite file as it is. The games of a file made by an older dama are replayed on
/// a migrated copy beside it: this binary reads a game by the columns of its own schema.
pub async fn check_file(path: &Path) -> Result<CheckReport, StoreError> {
    let report = check_as_it_is(path, OpenOptions::as_it_is()).await?;
    if !matches!(report.schema, SchemaVersion::Older { .. }) {
        return Ok(report);
    }
    let copy = with_suffix(path, ".check");
    remove_database_files(&copy);
    std::fs::copy(path, &copy).map_err(|e| StoreError::Open(sqlx::Error::Io(e)))?;
    let migrated = check_as_it_is(
        &copy,
        OpenOptions {
            migrate: true,
            ..OpenOptions::as_it_is()
        },
    )
    .await;
    remove_database_files(&copy);
    let migrated = migrated?;
    Ok(CheckReport {
        games: migrated.games,
        bad_games: migrated.bad_games,
        ..report
    })
}

async fn check_as_it_is(path: &Path, options: OpenOptions) -> Result<CheckReport, StoreError> {
    let store = Store::open(&sqlite_url(path), options).await?;
    let report = check(&store).await;
    store.close().await;
    // Reading leaves no log behind a file that had none.
    remove_wal_files(path);
    report
}

fn sqlite_url(path: &Path) -> String {
    format!("sqlite://{}", path.display())
}

/// The file of a SQLite URL (`sqlite://dama.db`, `sqlite:///abs.db`, a bare path).
pub fn sqlite_path(database_url: &str) -> PathBuf {
    let path = database_url
        .strip_prefix("sqlite://")
        .or_else(|| database_url.strip_prefix("sqlite:"))
        .unwrap_or(database_url);
    PathBuf::from(path.split('?').next().unwrap_or(path))
}

fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

fn remove_wal_files(path: &Path) {
    for suffix in ["-wal", "-shm"] {
        let _ = std::fs::remove_file(with_suffix(path, suffix));
    }
}

fn remove_database_files(path: &Path) {
    let _ = std::fs::remove_file(path);
    remove_wal_files(path);
}

/// A restore done: where the database that was replaced was kept.
#[derive(Debug, Clone)]
pub struct RestoreReport {
    pub kept: Option<PathBuf>,
    pub check: CheckReport,
}

/// Puts the backup `from` in place of the SQLite database at `database_url`.
pub async fn restore(
    from: &Path,
    database_url: &str,
    now: i64,
) -> Result<RestoreReport, RestoreError> {
    if Backend::of_url(database_url) == Backend::Postgres {
        return Err(RestoreError::NotSqlite);
    }
    let unsound = |problems| RestoreError::Unsound {
        path: from.to_path_buf(),
        problems,
    };
    let report = check_file(from).await?;
    if !report.is_sound() {
        return Err(unsound(report.problems()));
    }
    let target = sqlite_path(database_url);
    let mut kept = None;
    if target.exists() {
        let current = Store::open(database_url, OpenOptions::as_it_is()).await?;
        let running = if current.schema().await?.table("bot_processes").is_some() {
            current.running_processes().await?
        } else {
            Vec::new()
        };
        // Closing the last connection merges the log into the file.
        current.close().await;
        if !running.is_empty() {
            let who = running
                .iter()
                .map(|p| {
                    format!(
                        "pid {} on {}, beat {} s ago",
                        p.pid,
                        p.host,
                        crate::store::wall_clock() - p.beat_at
                    )
                })
                .collect::<Vec<_>>()
                .join("; ");
            return Err(RestoreError::BotRunning {
                database: crate::store::redact(database_url),
                who,
                alive: crate::store::ALIVE_WITHIN.as_secs(),
            });
        }
        let stamp = jiff::Timestamp::from_second(now)
            .map(|t| t.strftime("%Y%m%dT%H%M%SZ").to_string())
            .unwrap_or_else(|_| now.to_string());
        let aside = with_suffix(&target, &format!(".before-restore-{stamp}"));
        for suffix in ["", "-wal", "-shm"] {
            let file = with_suffix(&target, suffix);
            if file.exists() {
                std::fs::rename(&file, with_suffix(&aside, suffix))
                    .map_err(|e| RestoreError::Io(file.clone(), e))?;
            }
        }
        kept = Some(aside);
    }
    let backup = Store::open(&sqlite_url(from), OpenOptions::as_it_is()).await?;
    let written = backup.snapshot_into(&target).await;
    backup.close().await;
    remove_wal_files(from);
    written?;
    // The bot's own opening: migrated to this binary's schema if the backup is older.
    let restored = Store::connect(database_url).await?;
    let check = check(&restored).await;
    restored.close().await;
    Ok(RestoreReport {
        kept,
        check: check?,
    })
}

/// The name of a backup the bot makes at `now`: `dama-20261230T040000Z.db`, which sorts by
/// time.
pub fn rotating_name(now: i64) -> String {
    let stamp = jiff::Timestamp::from_second(now)
        .map(|t| t.strftime("%Y%m%dT%H%M%SZ").to_string())
        .unwrap_or_else(|_| now.to_string());
    format!("dama-{stamp}.db")
}

/// Makes the bot's backup of `now` in `dir` and removes the oldest beyond the `keep` last.
/// Returns the new backup and the backups removed.
pub async fn rotating_backup(
    store: &Store,
    database_url: &str,
    dir: &Path,
    keep: usize,
    now: i64,
) -> Result<(BackupReport, Vec<PathBuf>), BackupError> {
    std::fs::create_dir_all(dir).map_err(|e| BackupError::Io(dir.to_path_buf(), e))?;
    let report = backup(store, database_url, &dir.join(rotating_name(now))).await?;
    let mut backups: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| BackupError::Io(dir.to_path_buf(), e))?
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| {
            path.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("dama-") && n.ends_with(".db"))
        })
        .collect();
    backups.sort();
    let mut removed = Vec::new();
    while backups.len() > keep.max(1) {
        let oldest = backups.remove(0);
        remove_database_files(&oldest);
        removed.push(oldest);
    }
    Ok((report, removed))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backups_are_named_by_their_time_and_sort_by_it() {
        assert_eq!(rotating_name(1_800_000_000), "dama-20270115T080000Z.db");
        assert!(rotating_name(1_800_000_000) < rotating_name(1_800_086_400));
    }

    #[test]
    fn a_database_url_names_its_file() {
        assert_eq!(sqlite_path("sqlite://dama.db"), PathBuf::from("dama.db"));
        assert_eq!(
            sqlite_path("sqlite:///var/lib/dama.db?mode=rwc"),
            PathBuf::from("/var/lib/dama.db")
        );
        assert_eq!(sqlite_path("data/dama.db"), PathBuf::from("data/dama.db"));
    }
}
