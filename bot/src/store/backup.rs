//! A SQLite database's consistent snapshot into a new file, taken while the bot writes.
//!
//! `VACUUM INTO` reads the database in one read transaction (under WAL, writers go on) and
//! writes a compact copy of that state: not a file copy, which could catch the file and its
//! log half-way. The snapshot is written beside its destination under a temporary name and
//! renamed into place once complete, so a destination that exists is a whole snapshot.

use std::path::{Path, PathBuf};

use super::{Pool, Store, StoreError};

impl Store {
    /// Writes a snapshot of this SQLite database to `path`, which must not exist.
    ///
    /// # Errors
    /// On PostgreSQL ([`StoreError::Sql`] saying so): its snapshots are `pg_dump`'s, or a
    /// copy into a SQLite file.
    pub async fn snapshot_into(&self, path: &Path) -> Result<(), StoreError> {
        let Pool::Sqlite(pool) = &self.pool else {
            return Err(StoreError::Sql(sqlx::Error::Protocol(
                "VACUUM INTO is SQLite's: a PostgreSQL database is copied".into(),
            )));
        };
        let partial = partial_path(path);
        let _ = std::fs::remove_file(&partial);
        let written = sqlx::query("VACUUM INTO $1")
            .bind(partial.display().to_string())
            .execute(pool)
            .await;
        if let Err(error) = written {
            let _ = std::fs::remove_file(&partial);
            return Err(error.into());
        }
        let renamed = std::fs::File::open(&partial)
            .and_then(|file| file.sync_all())
            .and_then(|()| std::fs::rename(&partial, path));
        if let Err(error) = renamed {
            let _ = std::fs::remove_file(&partial);
            return Err(StoreError::Sql(sqlx::Error::Io(error)));
        }
        Ok(())
    }
}

/// Where a snapshot is written before it is complete: beside `path`, hidden.
pub fn partial_path(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map_or_else(|| "backup".into(), |n| n.to_string_lossy().into_owned());
    path.with_file_name(format!(".{name}.partial"))
}
