//! Rows of any table as plain values, read from and written to either database, and a
//! checksum of a table's rows that both databases agree on.
//!
//! A value is what both databases can hold alike: a PostgreSQL `BOOLEAN` is the number 0 or 1
//! that SQLite keeps, and a PostgreSQL type with no SQLite counterpart is its text. The same
//! rows therefore read the same, and sum to the same checksum, on either database.

use sha2::{Digest, Sha256};
use sqlx::postgres::PgRow;
use sqlx::sqlite::SqliteRow;
use sqlx::{Row, TypeInfo, ValueRef};

use super::StoreError;
use super::schema::{Column, Table, ValueKind, quoted};

/// One column's value in one row.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Null,
    Integer(i64),
    Real(f64),
    Text(String),
    Blob(Vec<u8>),
}

impl Value {
    /// The value as JSON: numbers, text, null; a blob as `{"hex": "…"}`.
    pub fn to_json(&self) -> serde_json::Value {
        match self {
            Value::Null => serde_json::Value::Null,
            Value::Integer(i) => (*i).into(),
            Value::Real(r) => serde_json::Number::from_f64(*r)
                .map_or(serde_json::Value::Null, serde_json::Value::Number),
            Value::Text(t) => t.clone().into(),
            Value::Blob(b) => serde_json::json!({ "hex": hex::encode(b) }),
        }
    }

    /// The value [`Value::to_json`] wrote.
    pub fn from_json(json: &serde_json::Value) -> Option<Value> {
        Some(match json {
            serde_json::Value::Null => Value::Null,
            serde_json::Value::Number(n) if n.is_i64() => Value::Integer(n.as_i64()?),
            serde_json::Value::Number(n) => Value::Real(n.as_f64()?),
            serde_json::Value::String(s) => Value::Text(s.clone()),
            serde_json::Value::Object(o) => Value::Blob(hex::decode(o.get("hex")?.as_str()?).ok()?),
            _ => return None,
        })
    }

    /// The value as text, for searching and messages.
    pub fn as_text(&self) -> Option<&str> {
        match self {
            Value::Text(t) => Some(t),
            _ => None,
        }
    }

    /// Feeds the value, tagged with its kind, to a hash: the same value hashes the same on
    /// either database; a `1` and a `'1'` differ.
    fn hash_into(&self, hash: &mut Sha256) {
        match self {
            Value::Null => hash.update([0]),
            Value::Integer(i) => {
                hash.update([1]);
                hash.update(i.to_le_bytes());
            }
            Value::Real(r) => {
                hash.update([2]);
                hash.update(r.to_bits().to_le_bytes());
            }
            Value::Text(t) => {
                hash.update([3]);
                hash.update((t.len() as u64).to_le_bytes());
                hash.update(t.as_bytes());
            }
            Value::Blob(b) => {
                hash.update([4]);
                hash.update((b.len() as u64).to_le_bytes());
                hash.update(b);
            }
        }
    }
}

/// A table's rows summed up: how many, and a checksum that does not depend on their order
/// (the sum of each row's hash), so that each database may return them in its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Tally {
    pub rows: i64,
    sum: u128,
}

impl Tally {
    /// Adds one row, its values in the order of `columns`: each named, so that two tables
    /// with the same columns in another order sum alike.
    pub fn add(&mut self, columns: &[&str], values: &[Value]) {
        let mut pairs: Vec<(&str, &Value)> = columns.iter().copied().zip(values).collect();
        pairs.sort_by_key(|(name, _)| *name);
        let mut hash = Sha256::new();
        for (name, value) in pairs {
            hash.update((name.len() as u64).to_le_bytes());
            hash.update(name.as_bytes());
            value.hash_into(&mut hash);
        }
        let digest = hash.finalize();
        let mut first = [0u8; 16];
        first.copy_from_slice(&digest[..16]);
        self.sum = self.sum.wrapping_add(u128::from_le_bytes(first));
        self.rows += 1;
    }

    /// The checksum, as 32 hexadecimal digits.
    pub fn checksum(&self) -> String {
        format!("{:032x}", self.sum)
    }
}

/// The select list of `columns`, each readable as a [`Value`] on the database: on
/// PostgreSQL a type with no counterpart is read as its text.
pub fn select_list(columns: &[&Column], postgres: bool) -> String {
    columns
        .iter()
        .map(|c| {
            if postgres && c.kind == ValueKind::Other {
                format!("{}::text", quoted(&c.name))
            } else {
                quoted(&c.name)
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// A SELECT of every row of `table` after `after` (a primary key, when given), in primary
/// key order, at most `limit` of them; the key's values bind as `$1…`.
pub fn select_batch(table: &Table, postgres: bool, after: bool, limit: Option<usize>) -> String {
    let columns: Vec<&Column> = table.columns.iter().collect();
    let mut sql = format!(
        "SELECT {} FROM {}",
        select_list(&columns, postgres),
        quoted(&table.name)
    );
    let key: Vec<String> = table.primary_key.iter().map(|c| quoted(c)).collect();
    if after && !key.is_empty() {
        let params: Vec<String> = (1..=key.len()).map(|i| format!("${i}")).collect();
        sql.push_str(&format!(
            " WHERE ({}) > ({})",
            key.join(", "),
            params.join(", ")
        ));
    }
    if !key.is_empty() {
        sql.push_str(&format!(" ORDER BY {}", key.join(", ")));
    }
    if let Some(limit) = limit {
        sql.push_str(&format!(" LIMIT {limit}"));
    }
    sql
}

/// A SQLite row's values, each as SQLite typed it.
pub fn sqlite_values(row: &SqliteRow) -> Result<Vec<Value>, StoreError> {
    (0..row.columns().len())
        .map(|i| {
            let raw = row.try_get_raw(i)?;
            if raw.is_null() {
                return Ok(Value::Null);
            }
            let kind = raw.type_info().name().to_string();
            Ok(match kind.as_str() {
                "INTEGER" | "BOOLEAN" => Value::Integer(row.try_get(i)?),
                "REAL" | "NUMERIC" => Value::Real(row.try_get(i)?),
                "BLOB" => Value::Blob(row.try_get(i)?),
                _ => Value::Text(row.try_get(i)?),
            })
        })
        .collect()
}

/// A PostgreSQL row's values (a flag as 0 or 1).
pub fn postgres_values(row: &PgRow) -> Result<Vec<Value>, StoreError> {
    (0..row.columns().len())
        .map(|i| {
            let raw = row.try_get_raw(i)?;
            if raw.is_null() {
                return Ok(Value::Null);
            }
            let kind = raw.type_info().name().to_string();
            Ok(match kind.as_str() {
                "INT8" => Value::Integer(row.try_get(i)?),
                "INT4" => Value::Integer(row.try_get::<i32, _>(i)?.into()),
                "INT2" => Value::Integer(row.try_get::<i16, _>(i)?.into()),
                "BOOL" => Value::Integer(row.try_get::<bool, _>(i)?.into()),
                "FLOAT8" => Value::Real(row.try_get(i)?),
                "FLOAT4" => Value::Real(row.try_get::<f32, _>(i)?.into()),
                "BYTEA" => Value::Blob(row.try_get(i)?),
                _ => Value::Text(row.try_get(i)?),
            })
        })
        .collect()
}

/// Binds a value for SQLite, which takes any value in any column.
pub fn bind_sqlite<'q>(
    query: sqlx::query::Query<'q, sqlx::Sqlite, sqlx::sqlite::SqliteArguments>,
    value: &Value,
) -> sqlx::query::Query<'q, sqlx::Sqlite, sqlx::sqlite::SqliteArguments> {
    match value {
        Value::Null => query.bind(None::<i64>),
        Value::Integer(i) => query.bind(*i),
        Value::Real(r) => query.bind(*r),
        Value::Text(t) => query.bind(t.clone()),
        Value::Blob(b) => query.bind(b.clone()),
    }
}

/// Why a value cannot go into a column.
pub fn misfit(table: &str, column: &Column, value: &Value) -> StoreError {
    StoreError::Sql(sqlx::Error::Protocol(format!(
        "{table}.{}: {value:?} does not fit its type {}",
        column.name, column.declared
    )))
}

/// Binds a value for a PostgreSQL column of `column`'s type: a flag as a boolean, any other
/// type as text (the statement casts it, see [`insert_placeholder`]).
pub fn bind_postgres<'q>(
    query: sqlx::query::Query<'q, sqlx::Postgres, sqlx::postgres::PgArguments>,
    table: &str,
    column: &Column,
    value: &Value,
) -> Result<sqlx::query::Query<'q, sqlx::Postgres, sqlx::postgres::PgArguments>, StoreError> {
    Ok(match (column.kind, value) {
        (ValueKind::Integer, Value::Null) => query.bind(None::<i64>),
        (ValueKind::Integer, Value::Integer(i)) => query.bind(*i),
        (ValueKind::Boolean, Value::Null) => query.bind(None::<bool>),
        (ValueKind::Boolean, Value::Integer(i @ (0 | 1))) => query.bind(*i == 1),
        (ValueKind::Real, Value::Null) => query.bind(None::<f64>),
        (ValueKind::Real, Value::Real(r)) => query.bind(*r),
        (ValueKind::Real, Value::Integer(i)) => query.bind(*i as f64),
        (ValueKind::Blob, Value::Null) => query.bind(None::<Vec<u8>>),
        (ValueKind::Blob, Value::Blob(b)) => query.bind(b.clone()),
        (ValueKind::Text | ValueKind::Other, Value::Null) => query.bind(None::<String>),
        (ValueKind::Text | ValueKind::Other, Value::Text(t)) => query.bind(t.clone()),
        _ => return Err(misfit(table, column, value)),
    })
}

/// The placeholder of parameter `n` for a value of `column` in a PostgreSQL statement.
pub fn insert_placeholder(column: &Column, n: usize, postgres: bool) -> String {
    match column.kind {
        ValueKind::Other if postgres => format!("${n}::{}", column.declared),
        _ => format!("${n}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_checksum_ignores_the_order_of_rows_and_of_columns() {
        let mut one = Tally::default();
        one.add(&["a", "b"], &[Value::Integer(1), Value::Text("x".into())]);
        one.add(&["a", "b"], &[Value::Integer(2), Value::Null]);
        let mut other = Tally::default();
        other.add(&["b", "a"], &[Value::Null, Value::Integer(2)]);
        other.add(&["b", "a"], &[Value::Text("x".into()), Value::Integer(1)]);
        assert_eq!(one, other);
        assert_eq!(one.rows, 2);
        let mut changed = Tally::default();
        changed.add(&["a", "b"], &[Value::Integer(1), Value::Text("1".into())]);
        changed.add(&["a", "b"], &[Value::Integer(2), Value::Null]);
        assert_ne!(one.checksum(), changed.checksum());
        // A number and its text differ.
        let mut text = Tally::default();
        text.add(&["a"], &[Value::Text("1".into())]);
        let mut number = Tally::default();
        number.add(&["a"], &[Value::Integer(1)]);
        assert_ne!(text.checksum(), number.checksum());
    }

    #[test]
    fn values_survive_json() {
        for value in [
            Value::Null,
            Value::Integer(-3),
            Value::Real(1500.25),
            Value::Text("ü".into()),
            Value::Blob(vec![0, 255]),
        ] {
            assert_eq!(Value::from_json(&value.to_json()), Some(value));
        }
    }

    #[test]
    fn batches_follow_the_primary_key() {
        let table = Table {
            name: "moves".into(),
            columns: vec![
                Column {
                    name: "game_id".into(),
                    declared: "INTEGER".into(),
                    kind: ValueKind::Integer,
                    not_null: true,
                },
                Column {
                    name: "seq".into(),
                    declared: "INTEGER".into(),
                    kind: ValueKind::Integer,
                    not_null: true,
                },
            ],
            primary_key: vec!["game_id".into(), "seq".into()],
            foreign_keys: Vec::new(),
        };
        assert_eq!(
            select_batch(&table, false, true, Some(100)),
            "SELECT \"game_id\", \"seq\" FROM \"moves\" WHERE (\"game_id\", \"seq\") > ($1, $2) \
             ORDER BY \"game_id\", \"seq\" LIMIT 100"
        );
    }
}
