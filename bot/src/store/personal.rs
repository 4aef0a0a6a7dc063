//! What the store holds about people, column by column: the one registry that `!mydata`
//! (a person's data), `!forget` (erasing it) and `dama store copy` (which tables are the
//! community's data) follow.
//!
//! Every table and every column of the schema is classified here. A test reads the schema
//! from freshly migrated databases and fails, naming them, on any table or column missing
//! from [`TABLES`] (or listed here but gone): whoever adds a migration says here what it
//! holds about people, and what forgetting someone does to it.
//!
//! Forgetting someone takes their rows away where the rows are theirs alone (their
//! preferences, their ratings, their subscriptions), and elsewhere replaces their id and name
//! by one anonymous label (`anon-5f3a9c1e`), the same in every row: a finished game keeps
//! its moves and result, so that the opponent's record stays whole and their ratings (each
//! computed when the game ended) stay as they are.

use std::collections::BTreeMap;

use super::rows::{Value, postgres_values, sqlite_values};
use super::schema::{Schema, quoted};
use super::{Backend, Store, StoreError, Tx};

/// What a column holds about people.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Holds {
    /// Nothing about anyone: a move, a time, a setting, a number.
    Nothing,
    /// A person's platform id (a Telegram user id, a Discord user snowflake, a console name),
    /// or the stand-in `@handle` of someone the bot has not yet heard.
    PersonId,
    /// The name shown for the person whose id is in the named column of the same row.
    NameOf(&'static str),
    /// A person's @handle.
    Handle,
    /// A chat or a community: a person's own id when it is their private chat with the bot
    /// (Telegram's private chat has the person's id).
    Chat,
}

/// What forgetting someone does to a table's rows that name them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Forget {
    /// The rows are theirs alone: deleted.
    Delete,
    /// The rows are shared with others (a game, a tournament): the person's id and name are
    /// replaced by their anonymous label.
    Relabel,
    /// No person in it.
    Keep,
}

/// Where a table's rows belong: the platform and community they are of, for a forgetting
/// limited to one community (an administrator's `!forget @user`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// The table names the platform, and the community unless its rows are of no community
    /// (a person's preferences).
    Own {
        platform: &'static str,
        community: Option<&'static str>,
    },
    /// Through a parent: `column` holds the `id` of a row of `parent`.
    Via {
        column: &'static str,
        parent: &'static str,
    },
    /// Of no one.
    Nowhere,
}

/// A table as the registry classifies it.
#[derive(Debug, Clone, Copy)]
pub struct TableRole {
    pub table: &'static str,
    /// Whether the table is the community's data, which `dama store copy` copies and checks;
    /// otherwise it is about the database itself (a copy's progress, the processes running
    /// on it, leases) and starts empty in a copy.
    pub copied: bool,
    pub forget: Forget,
    pub scope: Scope,
    /// Every column, with what it holds.
    pub columns: &'static [(&'static str, Holds)],
}

impl TableRole {
    /// The columns that say whose a row is: ids and chats.
    fn matching(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.columns
            .iter()
            .filter(|(_, holds)| matches!(holds, Holds::PersonId | Holds::Chat))
            .map(|(name, _)| *name)
    }

    pub fn holds(&self, column: &str) -> Option<Holds> {
        self.columns
            .iter()
            .find(|(name, _)| *name == column)
            .map(|(_, holds)| *holds)
    }
}

use Holds::{Chat, Handle, NameOf, Nothing, PersonId};

/// Every table of the schema, classified. Keep it in the order of the migrations.
pub const TABLES: &[TableRole] = &[
    TableRole {
        table: "users",
        copied: true,
        forget: Forget::Delete,
        scope: Scope::Own {
            platform: "platform",
            community: None,
        },
        columns: &[
            ("platform", Nothing),
            ("user_id", PersonId),
            ("name", NameOf("user_id")),
            ("username", Handle),
            ("language", Nothing),
            ("flip", Nothing),
            ("created_at", Nothing),
            ("updated_at", Nothing),
            ("reminder_hours", Nothing),
            ("time_zone", Nothing),
            ("quiet_hours", Nothing),
            ("digest_at", Nothing),
            ("digest_sent_at", Nothing),
            ("away_since", Nothing),
            ("away_until", Nothing),
            ("away_year", Nothing),
            ("away_used", Nothing),
        ],
    },
    TableRole {
        table: "channels",
        copied: true,
        forget: Forget::Delete,
        scope: Scope::Own {
            platform: "platform",
            community: Some("community"),
        },
        columns: &[
            ("platform", Nothing),
            ("channel_id", Chat),
            ("community", Chat),
            ("language", Nothing),
            ("default_variant", Nothing),
            ("reminder_hours", Nothing),
            ("orientation", Nothing),
            ("thread_per_game", Nothing),
            ("updated_at", Nothing),
            ("challenge_days", Nothing),
            ("vacation_days", Nothing),
            ("time_zone", Nothing),
            ("daily_puzzle_at", Nothing),
        ],
    },
    TableRole {
        table: "games",
        copied: true,
        forget: Forget::Relabel,
        scope: Scope::Own {
            platform: "platform",
            community: Some("community"),
        },
        columns: &[
            ("id", Nothing),
            ("platform", Nothing),
            ("channel_id", Chat),
            ("thread_id", Nothing),
            ("community", Chat),
            ("variant", Nothing),
            ("soffio", Nothing),
            ("start_fen", Nothing),
            ("fen", Nothing),
            ("white_id", PersonId),
            ("white_name", NameOf("white_id")),
            ("black_id", PersonId),
            ("black_name", NameOf("black_id")),
            ("status", Nothing),
            ("plies", Nothing),
            ("events", Nothing),
            ("result", Nothing),
            ("winner", Nothing),
            ("end_reason", Nothing),
            ("offer_kind", Nothing),
            ("offer_by", Nothing),
            ("offer_plies", Nothing),
            ("days_per_move", Nothing),
            ("deadline_at", Nothing),
            ("warned", Nothing),
            ("reminded_at", Nothing),
            ("rated", Nothing),
            ("version", Nothing),
            ("created_at", Nothing),
            ("started_at", Nothing),
            ("updated_at", Nothing),
            ("finished_at", Nothing),
            ("turn_started_at", Nothing),
            ("giveaway", Nothing),
            ("bank", Nothing),
            ("white_bank", Nothing),
            ("black_bank", Nothing),
            ("live", Nothing),
            ("white_ms", Nothing),
            ("black_ms", Nothing),
            ("turn_started_ms", Nothing),
            ("deadline_ms", Nothing),
        ],
    },
    TableRole {
        table: "challenges",
        copied: true,
        forget: Forget::Relabel,
        scope: Scope::Via {
            column: "game_id",
            parent: "games",
        },
        columns: &[
            ("game_id", Nothing),
            ("challenger_id", PersonId),
            ("challenged_id", PersonId),
            ("color_choice", Nothing),
            ("status", Nothing),
            ("created_at", Nothing),
            ("answered_at", Nothing),
        ],
    },
    TableRole {
        table: "moves",
        copied: true,
        forget: Forget::Relabel,
        scope: Scope::Via {
            column: "game_id",
            parent: "games",
        },
        columns: &[
            ("game_id", Nothing),
            ("seq", Nothing),
            ("kind", Nothing),
            ("text", Nothing),
            ("color", Nothing),
            ("user_id", PersonId),
            ("fen_after", Nothing),
            ("played_at", Nothing),
        ],
    },
    TableRole {
        table: "refusals",
        copied: true,
        forget: Forget::Delete,
        scope: Scope::Via {
            column: "game_id",
            parent: "games",
        },
        columns: &[
            ("game_id", Nothing),
            ("user_id", PersonId),
            ("text", Nothing),
            ("rule", Nothing),
            ("fen", Nothing),
            ("plies", Nothing),
            ("created_at", Nothing),
        ],
    },
    TableRole {
        table: "ratings",
        copied: true,
        forget: Forget::Delete,
        scope: Scope::Own {
            platform: "platform",
            community: Some("community"),
        },
        columns: &[
            ("platform", Nothing),
            ("community", Chat),
            ("user_id", PersonId),
            ("variant", Nothing),
            ("rating", Nothing),
            ("deviation", Nothing),
            ("volatility", Nothing),
            ("games", Nothing),
            ("updated_at", Nothing),
        ],
    },
    TableRole {
        // Leases on games' clocks (SQLite only), held for a minute.
        table: "clock_claims",
        copied: false,
        forget: Forget::Keep,
        scope: Scope::Nowhere,
        columns: &[("game_id", Nothing), ("expires_at", Nothing)],
    },
    TableRole {
        table: "bot_games",
        copied: true,
        forget: Forget::Keep,
        scope: Scope::Via {
            column: "game_id",
            parent: "games",
        },
        columns: &[("game_id", Nothing), ("level", Nothing)],
    },
    TableRole {
        table: "button_messages",
        copied: true,
        forget: Forget::Delete,
        scope: Scope::Via {
            column: "game_id",
            parent: "games",
        },
        columns: &[
            ("platform", Nothing),
            ("chat_id", Chat),
            ("message_id", Nothing),
            ("game_id", Nothing),
            ("prompt", Nothing),
            ("created_at", Nothing),
        ],
    },
    TableRole {
        table: "watchers",
        copied: true,
        forget: Forget::Delete,
        scope: Scope::Via {
            column: "game_id",
            parent: "games",
        },
        columns: &[
            ("game_id", Nothing),
            ("platform", Nothing),
            ("user_id", PersonId),
            ("name", NameOf("user_id")),
            ("username", Handle),
            ("created_at", Nothing),
        ],
    },
    TableRole {
        table: "tournaments",
        copied: true,
        forget: Forget::Relabel,
        scope: Scope::Own {
            platform: "platform",
            community: Some("community"),
        },
        columns: &[
            ("id", Nothing),
            ("platform", Nothing),
            ("channel_id", Chat),
            ("thread_id", Nothing),
            ("community", Chat),
            ("variant", Nothing),
            ("days_per_move", Nothing),
            ("rounds_asked", Nothing),
            ("format", Nothing),
            ("total_rounds", Nothing),
            ("status", Nothing),
            ("current_round", Nothing),
            ("created_by", PersonId),
            ("created_at", Nothing),
            ("started_at", Nothing),
            ("finished_at", Nothing),
            ("version", Nothing),
        ],
    },
    TableRole {
        table: "tournament_players",
        copied: true,
        forget: Forget::Relabel,
        scope: Scope::Via {
            column: "tournament_id",
            parent: "tournaments",
        },
        columns: &[
            ("tournament_id", Nothing),
            ("user_id", PersonId),
            ("name", NameOf("user_id")),
            ("seed", Nothing),
            ("joined_at", Nothing),
            ("left_at", Nothing),
            ("left_round", Nothing),
        ],
    },
    TableRole {
        table: "tournament_pairings",
        copied: true,
        forget: Forget::Relabel,
        scope: Scope::Via {
            column: "tournament_id",
            parent: "tournaments",
        },
        columns: &[
            ("tournament_id", Nothing),
            ("round", Nothing),
            ("board", Nothing),
            ("white_id", PersonId),
            ("black_id", PersonId),
            ("game_id", Nothing),
            ("result", Nothing),
            ("reported", Nothing),
        ],
    },
    TableRole {
        // The inline messages that carry private games (an inline message's id names no one).
        table: "private_messages",
        copied: true,
        forget: Forget::Keep,
        scope: Scope::Via {
            column: "game_id",
            parent: "games",
        },
        columns: &[
            ("platform", Nothing),
            ("message_id", Nothing),
            ("game_id", Nothing),
            ("created_at", Nothing),
        ],
    },
    TableRole {
        // The key that signs open inline challenges: copied, or their buttons out there
        // would no longer be the bot's.
        table: "bot_secrets",
        copied: true,
        forget: Forget::Keep,
        scope: Scope::Nowhere,
        columns: &[
            ("name", Nothing),
            ("value", Nothing),
            ("created_at", Nothing),
        ],
    },
    TableRole {
        // A puzzle names the players of the game it came from (for `!puzzle mine`); an
        // engine's puzzle has no platform, community or game. Shared: relabelled.
        table: "puzzles",
        copied: true,
        forget: Forget::Relabel,
        scope: Scope::Own {
            platform: "platform",
            community: Some("community"),
        },
        columns: &[
            ("id", Nothing),
            ("variant", Nothing),
            ("fen", Nothing),
            ("line", Nothing),
            ("aim", Nothing),
            ("platform", Nothing),
            ("community", Chat),
            ("game_id", Nothing),
            ("ply", Nothing),
            ("white_id", PersonId),
            ("black_id", PersonId),
            ("missed", Nothing),
            ("difficulty", Nothing),
            ("rating", Nothing),
            ("deviation", Nothing),
            ("volatility", Nothing),
            ("attempts", Nothing),
            ("solved", Nothing),
            ("created_at", Nothing),
        ],
    },
    TableRole {
        // The finished games the finder went through: copied, so that a copy does not go
        // through them again.
        table: "puzzle_scans",
        copied: true,
        forget: Forget::Keep,
        scope: Scope::Via {
            column: "game_id",
            parent: "games",
        },
        columns: &[
            ("game_id", Nothing),
            ("claimed_at", Nothing),
            ("done_at", Nothing),
            ("found", Nothing),
        ],
    },
    TableRole {
        table: "puzzle_attempts",
        copied: true,
        forget: Forget::Delete,
        scope: Scope::Own {
            platform: "platform",
            community: Some("community"),
        },
        columns: &[
            ("id", Nothing),
            ("puzzle_id", Nothing),
            ("platform", Nothing),
            ("channel_id", Chat),
            ("community", Chat),
            ("user_id", PersonId),
            ("step", Nothing),
            ("state", Nothing),
            ("hinted", Nothing),
            ("rated", Nothing),
            ("daily", Nothing),
            ("version", Nothing),
            ("created_at", Nothing),
            ("updated_at", Nothing),
            ("finished_at", Nothing),
        ],
    },
    TableRole {
        table: "puzzle_ratings",
        copied: true,
        forget: Forget::Delete,
        scope: Scope::Own {
            platform: "platform",
            community: Some("community"),
        },
        columns: &[
            ("platform", Nothing),
            ("community", Chat),
            ("user_id", PersonId),
            ("variant", Nothing),
            ("rating", Nothing),
            ("deviation", Nothing),
            ("volatility", Nothing),
            ("attempts", Nothing),
            ("solved", Nothing),
            ("updated_at", Nothing),
        ],
    },
    TableRole {
        // A channel's daily puzzle of each day (the claim): a person's own only in their
        // private chat.
        table: "daily_puzzles",
        copied: true,
        forget: Forget::Delete,
        scope: Scope::Own {
            platform: "platform",
            community: None,
        },
        columns: &[
            ("platform", Nothing),
            ("channel_id", Chat),
            ("day", Nothing),
            ("puzzle_id", Nothing),
            ("posted_at", Nothing),
        ],
    },
    TableRole {
        table: "copy_runs",
        copied: false,
        forget: Forget::Keep,
        scope: Scope::Nowhere,
        columns: &[
            ("id", Nothing),
            ("source", Nothing),
            ("started_at", Nothing),
            ("finished_at", Nothing),
        ],
    },
    TableRole {
        table: "copy_progress",
        copied: false,
        forget: Forget::Keep,
        scope: Scope::Nowhere,
        columns: &[
            ("table_name", Nothing),
            ("copied", Nothing),
            ("last_key", Nothing),
            ("done", Nothing),
        ],
    },
    TableRole {
        table: "bot_processes",
        copied: false,
        forget: Forget::Keep,
        scope: Scope::Nowhere,
        columns: &[
            ("id", Nothing),
            ("host", Nothing),
            ("pid", Nothing),
            ("started_at", Nothing),
            ("beat_at", Nothing),
        ],
    },
    TableRole {
        table: "chores",
        copied: false,
        forget: Forget::Keep,
        scope: Scope::Nowhere,
        columns: &[("name", Nothing), ("done_at", Nothing)],
    },
];

/// The registry's line of `table`.
pub fn role(table: &str) -> Option<&'static TableRole> {
    TABLES.iter().find(|r| r.table == table)
}

/// What the registry does not say about `schema`: tables and columns it does not classify,
/// and those it classifies that the schema does not have. Empty when they agree.
pub fn unclassified(schema: &Schema) -> Vec<String> {
    let mut problems = Vec::new();
    for table in schema.tables.values() {
        let Some(role) = role(&table.name) else {
            problems.push(format!(
                "table `{}` is not classified in bot/src/store/personal.rs",
                table.name
            ));
            continue;
        };
        for column in &table.columns {
            if role.holds(&column.name).is_none() {
                problems.push(format!(
                    "column `{}.{}` is not classified in bot/src/store/personal.rs",
                    table.name, column.name
                ));
            }
        }
        for (name, holds) in role.columns {
            if table.column(name).is_none() {
                problems.push(format!(
                    "column `{}.{name}` is classified but not in the schema",
                    table.name
                ));
            }
            if let NameOf(id) = holds
                && role.holds(id) != Some(PersonId)
            {
                problems.push(format!(
                    "column `{}.{name}` names the person of `{id}`, which holds no person's id",
                    table.name
                ));
            }
        }
    }
    problems
}

/// Whose data: a person on a platform, with every id they may be stored under.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Subject {
    pub platform: String,
    /// Their id, and the stand-in `@handle` id of games made before they first spoke.
    pub ids: Vec<String>,
}

impl Subject {
    pub fn new(platform: &str, id: &str, username: Option<&str>) -> Subject {
        let mut ids = vec![id.to_string()];
        if let Some(username) = username.filter(|_| !id.starts_with('@')) {
            ids.push(super::users::stand_in_id(username));
        }
        Subject {
            platform: platform.to_string(),
            ids,
        }
    }
}

/// A WHERE clause and its parameters, numbered from `$1`.
struct Clause {
    sql: String,
    params: Vec<String>,
    /// The number of the parameter holding the subject's first id (their others follow).
    ids_at: usize,
}

impl Clause {
    fn param(&mut self, value: &str) -> String {
        self.params.push(value.to_string());
        format!("${}", self.params.len())
    }

    /// `column IN ($n, …)` of the subject's ids.
    fn any_id(&mut self, column: &str, subject: &Subject) -> String {
        let params: Vec<String> = subject.ids.iter().map(|id| self.param(id)).collect();
        format!("{} IN ({})", quoted(column), params.join(", "))
    }
}

/// The condition that a row of `role` is on the subject's platform (and in `community`).
fn scope_condition(
    role: &TableRole,
    clause: &mut Clause,
    platform: &str,
    community: Option<&str>,
) -> Option<String> {
    match role.scope {
        Scope::Own {
            platform: p,
            community: c,
        } => {
            let mut sql = format!("{} = {}", quoted(p), clause.param(platform));
            match (community, c) {
                (Some(community), Some(c)) => {
                    sql.push_str(&format!(" AND {} = {}", quoted(c), clause.param(community)));
                }
                // A person's own rows, of no community: not an administrator's to forget.
                (Some(_), None) => return None,
                (None, _) => {}
            }
            Some(sql)
        }
        Scope::Via { column, parent } => {
            let parent_role = role_of(parent);
            let inner = scope_condition(parent_role, clause, platform, community)?;
            Some(format!(
                "{} IN (SELECT id FROM {} WHERE {inner})",
                quoted(column),
                quoted(parent)
            ))
        }
        Scope::Nowhere => None,
    }
}

fn role_of(table: &str) -> &'static TableRole {
    role(table).unwrap_or_else(|| panic!("`{table}` is classified in TABLES"))
}

/// The rows of `role` that name the subject (by id or chat), on their platform (and in
/// `community`): the WHERE clause.
fn subject_rows(role: &TableRole, subject: &Subject, community: Option<&str>) -> Option<Clause> {
    let mut clause = Clause {
        sql: String::new(),
        params: Vec::new(),
        ids_at: 0,
    };
    let matching: Vec<&str> = role.matching().collect();
    if matching.is_empty() {
        return None;
    }
    let scope = scope_condition(role, &mut clause, &subject.platform, community)?;
    clause.ids_at = clause.params.len() + 1;
    let any: Vec<String> = matching.iter().map(|c| clause.any_id(c, subject)).collect();
    clause.sql = format!("({}) AND {scope}", any.join(" OR "));
    Some(clause)
}

/// What forgetting someone changed: rows deleted and rows relabelled, by table.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Forgotten {
    pub deleted: BTreeMap<String, u64>,
    pub relabelled: BTreeMap<String, u64>,
}

impl Store {
    /// Everything the store holds about the subject, table by table, as JSON objects (column
    /// name to value): every row that names them by id, or is of their private chat.
    pub async fn personal_data(
        &self,
        subject: &Subject,
    ) -> Result<BTreeMap<String, Vec<serde_json::Map<String, serde_json::Value>>>, StoreError> {
        let schema = self.schema().await?;
        let mut out = BTreeMap::new();
        for table in schema.dependency_order() {
            let Some(role) = role(&table.name) else {
                continue;
            };
            let Some(clause) = subject_rows(role, subject, None) else {
                continue;
            };
            let columns: Vec<&super::schema::Column> = table.columns.iter().collect();
            let postgres = self.backend() == Backend::Postgres;
            let mut sql = format!(
                "SELECT {} FROM {} WHERE {}",
                super::rows::select_list(&columns, postgres),
                quoted(&table.name),
                clause.sql
            );
            if !table.primary_key.is_empty() {
                let key: Vec<String> = table.primary_key.iter().map(|c| quoted(c)).collect();
                sql.push_str(&format!(" ORDER BY {}", key.join(", ")));
            }
            let rows: Vec<Vec<Value>> = with_pool!(self, pool => {
                let mut query = sqlx::query(sqlx::AssertSqlSafe(sql));
                for p in &clause.params {
                    query = query.bind(p.clone());
                }
                query.fetch_all(pool).await?
                    .iter()
                    .map(values_of)
                    .collect::<Result<_, _>>()?
            });
            if rows.is_empty() {
                continue;
            }
            let objects = rows
                .into_iter()
                .map(|values| {
                    columns
                        .iter()
                        .zip(values)
                        .map(|(c, v)| (c.name.clone(), v.to_json()))
                        .collect()
                })
                .collect();
            out.insert(table.name.clone(), objects);
        }
        Ok(out)
    }

    /// Forgets the subject in one transaction: their own rows deleted, their id and name
    /// replaced by `label` in rows shared with others. With `community`, only there (and
    /// their rows of no community stay). Their games under way must have ended first.
    pub async fn forget_person(
        &self,
        subject: &Subject,
        label: &str,
        community: Option<&str>,
    ) -> Result<Forgotten, StoreError> {
        let schema = self.schema().await?;
        let mut forgotten = Forgotten::default();
        let mut tx = self.write().await?;
        // Children first: a child's scope goes through its parent's row, as it still is.
        let order: Vec<String> = schema
            .dependency_order()
            .iter()
            .rev()
            .map(|t| t.name.clone())
            .collect();
        for name in order {
            let Some(role) = role(&name) else { continue };
            let Some(mut clause) = subject_rows(role, subject, community) else {
                continue;
            };
            let sql = match role.forget {
                Forget::Keep => continue,
                Forget::Delete => format!("DELETE FROM {} WHERE {}", quoted(&name), clause.sql),
                Forget::Relabel => {
                    let label_param = clause.param(label);
                    let sets: Vec<String> = role
                        .columns
                        .iter()
                        .filter_map(|(column, holds)| {
                            let by = match holds {
                                PersonId | Chat => column,
                                NameOf(id) => id,
                                Handle | Nothing => return None,
                            };
                            let ids: Vec<String> = (0..subject.ids.len())
                                .map(|i| format!("${}", clause.ids_at + i))
                                .collect();
                            Some(format!(
                                "{c} = CASE WHEN {by} IN ({}) THEN {label_param} ELSE {c} END",
                                ids.join(", "),
                                c = quoted(column),
                                by = quoted(by),
                            ))
                        })
                        .collect();
                    format!(
                        "UPDATE {} SET {} WHERE {}",
                        quoted(&name),
                        sets.join(", "),
                        clause.sql
                    )
                }
            };
            let changed = with_tx!(&mut tx, conn => {
                let mut query = sqlx::query(sqlx::AssertSqlSafe(sql));
                for p in &clause.params {
                    query = query.bind(p.clone());
                }
                query.execute(conn).await?.rows_affected()
            });
            if changed > 0 {
                let counts = match role.forget {
                    Forget::Delete => &mut forgotten.deleted,
                    _ => &mut forgotten.relabelled,
                };
                counts.insert(name.clone(), changed);
            }
        }
        // An administrator's forgetting leaves the person's preferences unless nothing else
        // of theirs is left anywhere.
        if community.is_some() && !self.names_anywhere(&mut tx, subject, &schema).await? {
            let role = role_of("users");
            if let Some(clause) = subject_rows(role, subject, None) {
                let sql = format!("DELETE FROM users WHERE {}", clause.sql);
                let changed = with_tx!(&mut tx, conn => {
                    let mut query = sqlx::query(sqlx::AssertSqlSafe(sql));
                    for p in &clause.params {
                        query = query.bind(p.clone());
                    }
                    query.execute(conn).await?.rows_affected()
                });
                if changed > 0 {
                    forgotten.deleted.insert("users".into(), changed);
                }
            }
        }
        tx.commit().await?;
        Ok(forgotten)
    }

    /// Whether any row outside the users table still names the subject.
    async fn names_anywhere(
        &self,
        tx: &mut Tx,
        subject: &Subject,
        schema: &Schema,
    ) -> Result<bool, StoreError> {
        for table in schema.tables.values() {
            let Some(role) = role(&table.name) else {
                continue;
            };
            if role.table == "users" {
                continue;
            }
            let Some(clause) = subject_rows(role, subject, None) else {
                continue;
            };
            let sql = format!(
                "SELECT COUNT(*) FROM {} WHERE {}",
                quoted(&table.name),
                clause.sql
            );
            let count: i64 = with_tx!(tx, conn => {
                let mut query = sqlx::query_scalar(sqlx::AssertSqlSafe(sql));
                for p in &clause.params {
                    query = query.bind(p.clone());
                }
                query.fetch_one(conn).await?
            });
            if count > 0 {
                return Ok(true);
            }
        }
        Ok(false)
    }
}

/// A row's values on whichever database it came from.
trait RowValues {
    fn values(&self) -> Result<Vec<Value>, StoreError>;
}

impl RowValues for sqlx::sqlite::SqliteRow {
    fn values(&self) -> Result<Vec<Value>, StoreError> {
        sqlite_values(self)
    }
}

impl RowValues for sqlx::postgres::PgRow {
    fn values(&self) -> Result<Vec<Value>, StoreError> {
        postgres_values(self)
    }
}

fn values_of<R: RowValues>(row: &R) -> Result<Vec<Value>, StoreError> {
    row.values()
}

impl Store {
    /// The games of `status` the subject plays (or is challenged to), on their platform (and
    /// in `community`), by number.
    pub async fn games_of(
        &self,
        subject: &Subject,
        community: Option<&str>,
        status: super::GameStatus,
    ) -> Result<Vec<i64>, StoreError> {
        let status = match status {
            super::GameStatus::Challenge => "challenge",
            super::GameStatus::Active => "active",
            super::GameStatus::Finished => "finished",
            super::GameStatus::Declined => "declined",
            super::GameStatus::Cancelled => "cancelled",
        };
        let mut clause = Clause {
            sql: String::new(),
            params: vec![subject.platform.clone(), status.to_string()],
            ids_at: 0,
        };
        let mut sql = "SELECT id FROM games WHERE platform = $1 AND status = $2".to_string();
        if let Some(community) = community {
            sql.push_str(&format!(" AND community = {}", clause.param(community)));
        }
        let white = clause.any_id("white_id", subject);
        let black = clause.any_id("black_id", subject);
        sql.push_str(&format!(" AND ({white} OR {black}) ORDER BY id"));
        self.guarded(async {
            Ok(with_pool!(self, pool => {
                let mut query = sqlx::query_scalar(sqlx::AssertSqlSafe(sql));
                for p in &clause.params {
                    query = query.bind(p.clone());
                }
                query.fetch_all(pool).await?
            }))
        })
        .await
    }

    /// The open or running tournaments the subject entered (and has not left), on their
    /// platform (and in `community`).
    pub async fn tournaments_entered(
        &self,
        subject: &Subject,
        community: Option<&str>,
    ) -> Result<Vec<i64>, StoreError> {
        let mut clause = Clause {
            sql: String::new(),
            params: vec![subject.platform.clone()],
            ids_at: 0,
        };
        let mut sql = "SELECT DISTINCT t.id FROM tournaments t \
                       JOIN tournament_players p ON p.tournament_id = t.id \
                       WHERE t.platform = $1 AND t.status IN ('open', 'running') \
                       AND p.left_at IS NULL"
            .to_string();
        if let Some(community) = community {
            sql.push_str(&format!(" AND t.community = {}", clause.param(community)));
        }
        let ids = clause.any_id("user_id", subject);
        sql.push_str(&format!(" AND p.{ids} ORDER BY t.id"));
        self.guarded(async {
            Ok(with_pool!(self, pool => {
                let mut query = sqlx::query_scalar(sqlx::AssertSqlSafe(sql));
                for p in &clause.params {
                    query = query.bind(p.clone());
                }
                query.fetch_all(pool).await?
            }))
        })
        .await
    }

    /// Whether any row names the subject on their platform (in `community`, when given).
    pub async fn holds_anything(
        &self,
        subject: &Subject,
        community: Option<&str>,
    ) -> Result<bool, StoreError> {
        for role in TABLES {
            let Some(clause) = subject_rows(role, subject, community) else {
                continue;
            };
            let sql = format!(
                "SELECT COUNT(*) FROM {} WHERE {}",
                quoted(role.table),
                clause.sql
            );
            let count: i64 = with_pool!(self, pool => {
                let mut query = sqlx::query_scalar(sqlx::AssertSqlSafe(sql));
                for p in &clause.params {
                    query = query.bind(p.clone());
                }
                query.fetch_one(pool).await?
            });
            if count > 0 {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// The person of id `id` on `platform` as the users table knows them.
    pub async fn user_named(
        &self,
        platform: &str,
        id: &str,
    ) -> Result<Option<crate::message::User>, StoreError> {
        let Some(platform_kind) = crate::message::Platform::parse(platform) else {
            return Ok(None);
        };
        let row: Option<(String, Option<String>)> = with_pool!(self, pool => sqlx::query_as(
            "SELECT name, username FROM users WHERE platform = $1 AND user_id = $2",
        )
        .bind(platform)
        .bind(id)
        .fetch_optional(pool)
        .await?);
        Ok(row.map(|(name, username)| crate::message::User {
            platform: platform_kind,
            id: id.to_string(),
            name,
            username,
        }))
    }
}
