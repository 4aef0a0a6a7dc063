//! The database's schema as the database itself describes it (SQLite's `sqlite_master` and
//! pragmas, PostgreSQL's catalog): its tables, their columns and keys, the foreign keys
//! between them, the counters that number their rows, and the migrations applied.
//!
//! The operator's tools (`dama store copy`, `check`, a person's data) read it rather than a
//! list written by hand, so that a table added by a later migration is copied, checked and
//! searched without anyone remembering to add it there.

use std::collections::{BTreeMap, BTreeSet};

use sqlx::Row;

use super::{Backend, Pool, Store, StoreError};

/// sqlx's table of applied migrations: part of no copy.
pub const MIGRATIONS_TABLE: &str = "_sqlx_migrations";

/// What kind of value a column holds, across both databases: a flag is a number (SQLite has
/// no booleans), a time is a number of seconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ValueKind {
    Integer,
    /// PostgreSQL's `BOOLEAN`; SQLite's flags are [`ValueKind::Integer`].
    Boolean,
    Real,
    Text,
    Blob,
    /// Any other PostgreSQL type (`JSONB`, `TIMESTAMPTZ`, …): read as text, written with a
    /// cast to the column's type.
    Other,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Column {
    pub name: String,
    /// The type as the database declares it (`INTEGER`, `bigint`, `text`, …).
    pub declared: String,
    pub kind: ValueKind,
    pub not_null: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ForeignKey {
    pub columns: Vec<String>,
    pub parent: String,
    pub parent_columns: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    pub name: String,
    pub columns: Vec<Column>,
    /// The primary key's columns in key order; empty when the table has none.
    pub primary_key: Vec<String>,
    pub foreign_keys: Vec<ForeignKey>,
}

impl Table {
    pub fn column(&self, name: &str) -> Option<&Column> {
        self.columns.iter().find(|c| c.name == name)
    }
}

/// A column whose new rows are numbered by the database: SQLite's `AUTOINCREMENT`,
/// PostgreSQL's identity and serial columns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Counter {
    pub table: String,
    pub column: String,
    /// PostgreSQL's sequence (`public.games_id_seq`); none on SQLite.
    pub sequence: Option<String>,
}

/// Every table of the database (sqlx's own left out), by name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Schema {
    pub tables: BTreeMap<String, Table>,
    pub counters: Vec<Counter>,
}

impl Schema {
    pub fn table(&self, name: &str) -> Option<&Table> {
        self.tables.get(name)
    }

    /// The tables in an order where every table comes after those its foreign keys name
    /// (by name among those free to go next): the order to fill an empty database in. A
    /// table naming itself is no obstacle; a cycle between tables is broken by name.
    pub fn dependency_order(&self) -> Vec<&Table> {
        let mut placed: BTreeSet<&str> = BTreeSet::new();
        let mut order = Vec::with_capacity(self.tables.len());
        while order.len() < self.tables.len() {
            let ready = self.tables.values().find(|t| {
                !placed.contains(t.name.as_str())
                    && t.foreign_keys.iter().all(|fk| {
                        fk.parent == t.name
                            || placed.contains(fk.parent.as_str())
                            || !self.tables.contains_key(&fk.parent)
                    })
            });
            let next = ready.unwrap_or_else(|| {
                self.tables
                    .values()
                    .find(|t| !placed.contains(t.name.as_str()))
                    .expect("a table is left")
            });
            placed.insert(&next.name);
            order.push(next);
        }
        order
    }
}

/// A migration as a database records it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Applied {
    pub version: i64,
    pub description: String,
    pub success: bool,
    pub checksum: Vec<u8>,
}

/// Quotes an identifier for either database (`"name"`, doubled quotes inside).
pub fn quoted(name: &str) -> String {
    format!("\"{}\"", name.replace('"', "\"\""))
}

impl Store {
    /// The database's tables as it describes them now.
    pub async fn schema(&self) -> Result<Schema, StoreError> {
        match &self.pool {
            Pool::Sqlite(pool) => sqlite_schema(pool).await,
            Pool::Postgres(pool) => postgres_schema(pool).await,
        }
    }

    /// The migrations the database records, by version; empty for a database no dama ever
    /// migrated.
    pub async fn applied_migrations(&self) -> Result<Vec<Applied>, StoreError> {
        let exists =
            match &self.pool {
                Pool::Sqlite(pool) => {
                    sqlx::query_scalar::<_, i64>(
                        "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = $1",
                    )
                    .bind(MIGRATIONS_TABLE)
                    .fetch_one(pool)
                    .await?
                }
                Pool::Postgres(pool) => sqlx::query_scalar::<_, i64>(
                    "SELECT COUNT(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace \
                 WHERE n.nspname = current_schema() AND c.relname = $1",
                )
                .bind(MIGRATIONS_TABLE)
                .fetch_one(pool)
                .await?,
            };
        if exists == 0 {
            return Ok(Vec::new());
        }
        let sql = "SELECT version, description, success, checksum FROM _sqlx_migrations \
                   ORDER BY version";
        let rows: Vec<(i64, String, bool, Vec<u8>)> =
            with_pool!(self, pool => sqlx::query_as(sql).fetch_all(pool).await?);
        Ok(rows
            .into_iter()
            .map(|(version, description, success, checksum)| Applied {
                version,
                description,
                success,
                checksum,
            })
            .collect())
    }
}

/// The migrations this binary carries for `backend`: (version, description, checksum).
pub fn known_migrations(backend: Backend) -> Vec<(i64, String, Vec<u8>)> {
    let migrator = match backend {
        Backend::Sqlite => &super::SQLITE_MIGRATOR,
        Backend::Postgres => &super::POSTGRES_MIGRATOR,
    };
    migrator
        .iter()
        .filter(|m| m.migration_type.is_up_migration())
        .map(|m| (m.version, m.description.to_string(), m.checksum.to_vec()))
        .collect()
}

/// How a database's migrations stand against this binary's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SchemaVersion {
    /// Every migration this binary has, and no other.
    Current,
    /// Some of this binary's migrations are still to run (an older release's database).
    Older { missing: Vec<i64> },
    /// Made by a newer dama: these migrations are unknown to this binary.
    Newer { unknown: Vec<i64> },
    /// A migration failed half-way, or was changed after it ran.
    Damaged { versions: Vec<i64> },
    /// No migration at all: not a dama database, or an empty one.
    Empty,
}

/// Compares the migrations a database records with this binary's.
pub fn compare_migrations(backend: Backend, applied: &[Applied]) -> SchemaVersion {
    if applied.is_empty() {
        return SchemaVersion::Empty;
    }
    let known = known_migrations(backend);
    let unknown: Vec<i64> = applied
        .iter()
        .filter(|a| !known.iter().any(|(v, ..)| *v == a.version))
        .map(|a| a.version)
        .collect();
    if !unknown.is_empty() {
        return SchemaVersion::Newer { unknown };
    }
    let damaged: Vec<i64> = applied
        .iter()
        .filter(|a| {
            !a.success
                || known
                    .iter()
                    .any(|(v, _, checksum)| *v == a.version && *checksum != a.checksum)
        })
        .map(|a| a.version)
        .collect();
    if !damaged.is_empty() {
        return SchemaVersion::Damaged { versions: damaged };
    }
    let missing: Vec<i64> = known
        .iter()
        .filter(|(v, ..)| !applied.iter().any(|a| a.version == *v))
        .map(|(v, ..)| *v)
        .collect();
    if missing.is_empty() {
        SchemaVersion::Current
    } else {
        SchemaVersion::Older { missing }
    }
}

async fn sqlite_schema(pool: &sqlx::SqlitePool) -> Result<Schema, StoreError> {
    let names: Vec<(String, Option<String>)> = sqlx::query_as(
        "SELECT name, sql FROM sqlite_master WHERE type = 'table' \
         AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name <> $1 ORDER BY name",
    )
    .bind(MIGRATIONS_TABLE)
    .fetch_all(pool)
    .await?;
    let mut tables = BTreeMap::new();
    let mut counters = Vec::new();
    for (name, sql) in names {
        let rows = sqlx::query(
            "SELECT name, type, \"notnull\", pk FROM pragma_table_info($1) ORDER BY cid",
        )
        .bind(&name)
        .fetch_all(pool)
        .await?;
        let mut columns = Vec::new();
        let mut key: Vec<(i64, String)> = Vec::new();
        for row in rows {
            let column: String = row.try_get(0)?;
            let declared: String = row.try_get(1)?;
            let not_null: bool = row.try_get::<i64, _>(2)? != 0;
            let pk: i64 = row.try_get(3)?;
            if pk > 0 {
                key.push((pk, column.clone()));
            }
            columns.push(Column {
                kind: sqlite_kind(&declared),
                name: column,
                declared,
                not_null,
            });
        }
        key.sort();
        let primary_key: Vec<String> = key.into_iter().map(|(_, c)| c).collect();
        let fk_rows = sqlx::query(
            "SELECT id, seq, \"table\", \"from\", \"to\" FROM pragma_foreign_key_list($1) \
             ORDER BY id, seq",
        )
        .bind(&name)
        .fetch_all(pool)
        .await?;
        let mut by_id: BTreeMap<i64, ForeignKey> = BTreeMap::new();
        for row in fk_rows {
            let id: i64 = row.try_get(0)?;
            let parent: String = row.try_get(2)?;
            let from: String = row.try_get(3)?;
            let to: Option<String> = row.try_get(4)?;
            let fk = by_id.entry(id).or_insert_with(|| ForeignKey {
                columns: Vec::new(),
                parent: parent.clone(),
                parent_columns: Vec::new(),
            });
            fk.columns.push(from);
            // No column named: the parent's primary key, filled in below.
            fk.parent_columns.extend(to);
        }
        let autoincrement = sql
            .as_deref()
            .is_some_and(|sql| sql.to_ascii_uppercase().contains("AUTOINCREMENT"));
        if autoincrement && primary_key.len() == 1 {
            counters.push(Counter {
                table: name.clone(),
                column: primary_key[0].clone(),
                sequence: None,
            });
        }
        tables.insert(
            name.clone(),
            Table {
                name,
                columns,
                primary_key,
                foreign_keys: by_id.into_values().collect(),
            },
        );
    }
    let keys: BTreeMap<String, Vec<String>> = tables
        .iter()
        .map(|(name, t)| (name.clone(), t.primary_key.clone()))
        .collect();
    for table in tables.values_mut() {
        for fk in &mut table.foreign_keys {
            if fk.parent_columns.is_empty() {
                fk.parent_columns = keys.get(&fk.parent).cloned().unwrap_or_default();
            }
        }
    }
    Ok(Schema { tables, counters })
}

/// A SQLite column's kind by its declared type, after SQLite's own affinity rules.
fn sqlite_kind(declared: &str) -> ValueKind {
    let t = declared.to_ascii_uppercase();
    if t.contains("INT") {
        ValueKind::Integer
    } else if t.contains("CHAR") || t.contains("CLOB") || t.contains("TEXT") {
        ValueKind::Text
    } else if t.is_empty() || t.contains("BLOB") {
        ValueKind::Blob
    } else if t.contains("REAL") || t.contains("FLOA") || t.contains("DOUB") {
        ValueKind::Real
    } else if t.contains("BOOL") {
        ValueKind::Integer
    } else {
        ValueKind::Other
    }
}

/// A PostgreSQL column's kind by its type's name (`format_type`).
fn postgres_kind(declared: &str) -> ValueKind {
    match declared {
        "bigint" | "integer" | "smallint" => ValueKind::Integer,
        "boolean" => ValueKind::Boolean,
        "double precision" | "real" => ValueKind::Real,
        "text" | "name" => ValueKind::Text,
        t if t.starts_with("character") => ValueKind::Text,
        "bytea" => ValueKind::Blob,
        _ => ValueKind::Other,
    }
}

async fn postgres_schema(pool: &sqlx::PgPool) -> Result<Schema, StoreError> {
    let names: Vec<String> = sqlx::query_scalar(
        "SELECT c.relname::text FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace \
         WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND c.relname <> $1 \
         AND NOT c.relispartition ORDER BY c.relname",
    )
    .bind(MIGRATIONS_TABLE)
    .fetch_all(pool)
    .await?;
    let mut tables = BTreeMap::new();
    let mut counters = Vec::new();
    for name in names {
        let rows = sqlx::query(
            "SELECT a.attname::text, format_type(a.atttypid, a.atttypmod), a.attnotnull, \
                    pg_get_serial_sequence(quote_ident(c.relname), a.attname)::text \
             FROM pg_attribute a \
             JOIN pg_class c ON c.oid = a.attrelid \
             JOIN pg_namespace n ON n.oid = c.relnamespace \
             WHERE n.nspname = current_schema() AND c.relname = $1 AND a.attnum > 0 \
               AND NOT a.attisdropped AND a.attgenerated = '' \
             ORDER BY a.attnum",
        )
        .bind(&name)
        .fetch_all(pool)
        .await?;
        let mut columns = Vec::new();
        for row in rows {
            let column: String = row.try_get(0)?;
            let declared: String = row.try_get(1)?;
            let not_null: bool = row.try_get(2)?;
            let sequence: Option<String> = row.try_get(3)?;
            if let Some(sequence) = sequence {
                counters.push(Counter {
                    table: name.clone(),
                    column: column.clone(),
                    sequence: Some(sequence),
                });
            }
            columns.push(Column {
                kind: postgres_kind(&declared),
                name: column,
                declared,
                not_null,
            });
        }
        let primary_key: Vec<String> = sqlx::query_scalar(
            "SELECT a.attname::text FROM pg_index i \
             JOIN pg_class c ON c.oid = i.indrelid \
             JOIN pg_namespace n ON n.oid = c.relnamespace \
             JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey) \
             WHERE n.nspname = current_schema() AND c.relname = $1 AND i.indisprimary \
             ORDER BY array_position(i.indkey::int2[], a.attnum)",
        )
        .bind(&name)
        .fetch_all(pool)
        .await?;
        let fk_rows = sqlx::query(
            "SELECT k.conname::text, p.relname::text, a.attname::text, pa.attname::text \
             FROM pg_constraint k \
             JOIN pg_class c ON c.oid = k.conrelid \
             JOIN pg_namespace n ON n.oid = c.relnamespace \
             JOIN pg_class p ON p.oid = k.confrelid \
             CROSS JOIN LATERAL unnest(k.conkey, k.confkey) WITH ORDINALITY AS u(child, parent, ord) \
             JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.child \
             JOIN pg_attribute pa ON pa.attrelid = k.confrelid AND pa.attnum = u.parent \
             WHERE k.contype = 'f' AND n.nspname = current_schema() AND c.relname = $1 \
             ORDER BY k.conname, u.ord",
        )
        .bind(&name)
        .fetch_all(pool)
        .await?;
        let mut by_name: BTreeMap<String, ForeignKey> = BTreeMap::new();
        for row in fk_rows {
            let constraint: String = row.try_get(0)?;
            let parent: String = row.try_get(1)?;
            let fk = by_name.entry(constraint).or_insert_with(|| ForeignKey {
                columns: Vec::new(),
                parent,
                parent_columns: Vec::new(),
            });
            fk.columns.push(row.try_get(2)?);
            fk.parent_columns.push(row.try_get(3)?);
        }
        tables.insert(
            name.clone(),
            Table {
                name,
                columns,
                primary_key,
                foreign_keys: by_name.into_values().collect(),
            },
        );
    }
    Ok(Schema { tables, counters })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_follow_each_database_s_types() {
        assert_eq!(sqlite_kind("INTEGER"), ValueKind::Integer);
        assert_eq!(sqlite_kind("TEXT"), ValueKind::Text);
        assert_eq!(sqlite_kind("REAL"), ValueKind::Real);
        assert_eq!(sqlite_kind("VARCHAR(20)"), ValueKind::Text);
        assert_eq!(postgres_kind("bigint"), ValueKind::Integer);
        assert_eq!(postgres_kind("boolean"), ValueKind::Boolean);
        assert_eq!(postgres_kind("double precision"), ValueKind::Real);
        assert_eq!(postgres_kind("character varying(40)"), ValueKind::Text);
        assert_eq!(postgres_kind("jsonb"), ValueKind::Other);
    }

    fn table(name: &str, parents: &[&str]) -> Table {
        Table {
            name: name.into(),
            columns: Vec::new(),
            primary_key: Vec::new(),
            foreign_keys: parents
                .iter()
                .map(|p| ForeignKey {
                    columns: vec!["x".into()],
                    parent: p.to_string(),
                    parent_columns: vec!["id".into()],
                })
                .collect(),
        }
    }

    #[test]
    fn parents_come_before_their_children() {
        let tables = [
            table("a_moves", &["games"]),
            table("games", &[]),
            table("pairings", &["tournaments", "games"]),
            table("tournaments", &["tournaments"]),
        ];
        let schema = Schema {
            tables: tables.into_iter().map(|t| (t.name.clone(), t)).collect(),
            counters: Vec::new(),
        };
        let order: Vec<&str> = schema
            .dependency_order()
            .iter()
            .map(|t| t.name.as_str())
            .collect();
        assert_eq!(order, ["games", "a_moves", "tournaments", "pairings"]);
    }
}
