//! People and their own preferences.

use sqlx::FromRow;

use super::{Store, StoreError};
use crate::message::User;

/// The id that stands for someone known only by their @handle (without `@`) until they
/// speak: `@handle`, lowercase, since handles ignore case (`@Bob` and `@bob` are one person).
pub fn stand_in_id(username: &str) -> String {
    format!("@{}", username.to_ascii_lowercase())
}

/// The stand-in id whose games and challenges `user` would take over when they speak: none
/// for someone without an @handle, nor for a stand-in itself.
pub(super) fn claimable_stand_in(user: &User) -> Option<String> {
    let username = user.username.as_deref()?;
    (!user.id.starts_with('@')).then(|| stand_in_id(username))
}

/// Whether open games or challenges wait under a stand-in id, as an SQL expression over the
/// platform and stand-in placeholders given (`"$1"`, `"$2"`): one index lookup for each colour.
macro_rules! stand_in_waits {
    ($platform:literal, $stand_in:literal) => {
        concat!(
            "(EXISTS (SELECT 1 FROM games WHERE platform = ",
            $platform,
            " AND white_id = ",
            $stand_in,
            " AND status IN ('challenge', 'active')) \
             OR EXISTS (SELECT 1 FROM games WHERE platform = ",
            $platform,
            " AND black_id = ",
            $stand_in,
            " AND status IN ('challenge', 'active')))"
        )
    };
}
pub(super) use stand_in_waits;

/// What a person chose for themselves.
#[derive(Debug, Clone, PartialEq, Eq, Default, FromRow)]
pub struct UserPrefs {
    /// `en` or `it`; `None` follows the channel.
    pub language: Option<String>,
    /// Boards from this person's side when it is their move.
    pub flip: bool,
    /// Hours between reminders (`!prefs reminders`); `None` follows the channel, 0 is off.
    pub reminder_hours: Option<i64>,
    /// IANA time zone (`Europe/Rome`); `None`: UTC.
    pub time_zone: Option<String>,
    /// Quiet hours in their time zone, as `22-08`.
    pub quiet_hours: Option<String>,
    /// The daily digest's time, minutes after their midnight; `None`: per-game reminders.
    pub digest_at: Option<i64>,
    /// When the last digest (or quiet-hours summary) went out.
    pub digest_sent_at: Option<i64>,
    /// A vacation under way: since when, until when (issue 17).
    pub away_since: Option<i64>,
    pub away_until: Option<i64>,
    /// The calendar year (UTC) `away_used` counts, and the seconds of vacation taken in it.
    pub away_year: Option<i64>,
    pub away_used: i64,
}

/// The columns of [`UserPrefs`], in its order.
macro_rules! prefs_columns {
    () => {
        "language, flip, reminder_hours, time_zone, quiet_hours, digest_at, digest_sent_at, \
         away_since, away_until, away_year, away_used"
    };
}

/// A person whose own hours the scheduler keeps: away, a digest, or quiet hours.
#[derive(Debug, Clone, PartialEq, Eq, FromRow)]
pub struct PersonHours {
    pub platform: String,
    pub user_id: String,
    pub name: String,
    #[sqlx(flatten)]
    pub prefs: UserPrefs,
}

impl Store {
    /// Records a person, or updates the name they go by.
    pub async fn upsert_user(&self, user: &User) -> Result<(), StoreError> {
        self.guarded(async {
            let now = self.now();
            with_pool!(self, pool => sqlx::query(
                "INSERT INTO users (platform, user_id, name, username, created_at, updated_at) \
                 VALUES ($1, $2, $3, $4, $5, $5) \
                 ON CONFLICT (platform, user_id) DO UPDATE SET name = excluded.name, \
                 username = excluded.username, updated_at = excluded.updated_at \
                 WHERE users.name IS DISTINCT FROM excluded.name \
                 OR users.username IS DISTINCT FROM excluded.username",
            )
            .bind(user.platform.as_str())
            .bind(&user.id)
            .bind(&user.name)
            .bind(&user.username)
            .bind(now)
            .execute(pool)
            .await?
            .rows_affected());
            Ok(())
        })
        .await
    }

    /// The person the bot knows by this @handle on this platform (handles ignore case).
    pub async fn user_by_username(
        &self,
        platform: &str,
        username: &str,
    ) -> Result<Option<User>, StoreError> {
        self.guarded(async {
            let row: Option<(String, String, Option<String>)> = with_pool!(self, pool => sqlx::query_as(
                "SELECT user_id, name, username FROM users \
                 WHERE platform = $1 AND lower(username) = lower($2) AND user_id NOT LIKE '@%' \
                 ORDER BY updated_at DESC LIMIT 1",
            )
            .bind(platform)
            .bind(username)
            .fetch_optional(pool)
            .await?);
            Ok(row.and_then(|(id, name, username)| {
                Some(User {
                    platform: crate::message::Platform::parse(platform)?,
                    id,
                    name,
                    username,
                })
            }))
        })
        .await
    }

    /// A person challenged by @handle before the bot knew them holds a stand-in id
    /// ([`stand_in_id`], from adapters that only saw the handle). When they first speak, their
    /// open games and challenges become theirs, under their real id, in one transaction (each
    /// game's version moves on, so no writer racing it can apply a stale change). Returns the
    /// number of games taken over: a stand-in is claimed once, however many processes see the
    /// person's first messages at once. Every command asks, so the common answer (nothing to
    /// take over) is two index lookups.
    pub async fn claim_handle(&self, user: &User) -> Result<u64, StoreError> {
        self.guarded(async {
            let Some(stand_in) = claimable_stand_in(user) else {
                return Ok(0);
            };
            let platform = user.platform.as_str();
            let pending: bool = with_pool!(self, pool => sqlx::query_scalar(
                concat!("SELECT ", stand_in_waits!("$1", "$2")),
            )
            .bind(platform)
            .bind(&stand_in)
            .fetch_one(pool)
            .await?);
            if !pending {
                return Ok(0);
            }
            let now = self.now();
            let mut tx = self.write().await?;
            // Two claims of one stand-in wait for each other (PostgreSQL), so the second finds
            // nothing left to take; the game rows are locked before their challenge rows, in the
            // order every game update takes them.
            tx.lock(&format!("handle:{platform}:{stand_in}")).await?;
            let mut claimed = 0;
            for query in [
                "UPDATE games SET white_id = $1, white_name = $2, version = version + 1, \
                 updated_at = $3 WHERE platform = $4 AND white_id = $5 \
                 AND status IN ('challenge', 'active')",
                "UPDATE games SET black_id = $1, black_name = $2, version = version + 1, \
                 updated_at = $3 WHERE platform = $4 AND black_id = $5 \
                 AND status IN ('challenge', 'active')",
            ] {
                let done = with_tx!(&mut tx, conn => sqlx::query(query)
                    .bind(&user.id)
                    .bind(&user.name)
                    .bind(now)
                    .bind(platform)
                    .bind(&stand_in)
                    .execute(&mut *conn)
                    .await?
                    .rows_affected());
                claimed += done;
            }
            with_tx!(&mut tx, conn => sqlx::query(
                "UPDATE challenges SET challenged_id = $1 WHERE challenged_id = $2 AND game_id IN \
                 (SELECT id FROM games WHERE platform = $3 AND white_id = $1 \
                  UNION ALL SELECT id FROM games WHERE platform = $3 AND black_id = $1)",
            )
            .bind(&user.id)
            .bind(&stand_in)
            .bind(platform)
            .execute(&mut *conn)
            .await?
            .rows_affected());
            tx.commit().await?;
            Ok(claimed)
        })
        .await
    }

    /// A person's preferences (the defaults if the bot has not met them).
    pub async fn user_prefs(&self, user: &User) -> Result<UserPrefs, StoreError> {
        self.guarded(async {
            let row: Option<UserPrefs> = with_pool!(self, pool => sqlx::query_as(concat!(
                "SELECT ",
                prefs_columns!(),
                " FROM users WHERE platform = $1 AND user_id = $2"
            ))
            .bind(user.platform.as_str())
            .bind(&user.id)
            .fetch_optional(pool)
            .await?);
            Ok(row.unwrap_or_default())
        })
        .await
    }

    /// Stores a person's preferences (recording the person if needed).
    pub async fn save_user_prefs(&self, user: &User, prefs: &UserPrefs) -> Result<(), StoreError> {
        self.guarded(async {
            let now = self.now();
            with_pool!(self, pool => sqlx::query(
                "INSERT INTO users (platform, user_id, name, username, language, flip, \
                 reminder_hours, time_zone, quiet_hours, digest_at, digest_sent_at, away_since, \
                 away_until, away_year, away_used, created_at, updated_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, \
                 $16) ON CONFLICT (platform, user_id) DO UPDATE SET language = excluded.language, \
                 flip = excluded.flip, reminder_hours = excluded.reminder_hours, \
                 time_zone = excluded.time_zone, quiet_hours = excluded.quiet_hours, \
                 digest_at = excluded.digest_at, digest_sent_at = excluded.digest_sent_at, \
                 away_since = excluded.away_since, away_until = excluded.away_until, \
                 away_year = excluded.away_year, away_used = excluded.away_used, \
                 updated_at = excluded.updated_at",
            )
            .bind(user.platform.as_str())
            .bind(&user.id)
            .bind(&user.name)
            .bind(&user.username)
            .bind(&prefs.language)
            .bind(prefs.flip)
            .bind(prefs.reminder_hours)
            .bind(&prefs.time_zone)
            .bind(&prefs.quiet_hours)
            .bind(prefs.digest_at)
            .bind(prefs.digest_sent_at)
            .bind(prefs.away_since)
            .bind(prefs.away_until)
            .bind(prefs.away_year)
            .bind(prefs.away_used)
            .bind(now)
            .execute(pool)
            .await?
            .rows_affected());
            Ok(())
        })
        .await
    }

    /// Everyone whose own hours the scheduler keeps: away, with a digest, or with quiet hours.
    pub async fn people_with_hours(&self) -> Result<Vec<PersonHours>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_as(concat!(
                "SELECT platform, user_id, name, ",
                prefs_columns!(),
                " FROM users WHERE away_until IS NOT NULL OR digest_at IS NOT NULL \
                 OR quiet_hours IS NOT NULL OR reminder_hours IS NOT NULL \
                 ORDER BY platform, user_id"
            ))
            .fetch_all(pool)
            .await?))
        })
        .await
    }

    /// Records that `user`'s digest (or quiet-hours summary) went out at `at`, if the last
    /// one recorded is still `seen`: of several processes that find it due, one only gets
    /// `true` and sends it.
    pub async fn claim_digest(
        &self,
        user: &User,
        seen: Option<i64>,
        at: i64,
    ) -> Result<bool, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query(
                "UPDATE users SET digest_sent_at = $1 WHERE platform = $2 AND user_id = $3 \
                 AND digest_sent_at IS NOT DISTINCT FROM $4",
            )
            .bind(at)
            .bind(user.platform.as_str())
            .bind(&user.id)
            .bind(seen)
            .execute(pool)
            .await?
            .rows_affected())
                == 1)
        })
        .await
    }

    /// Ends `user`'s vacation begun at `since` with the days counted in `prefs`, if no one
    /// (another process, a move) ended it first: `true` for the one that did.
    pub async fn end_vacation(
        &self,
        user: &User,
        since: i64,
        prefs: &UserPrefs,
    ) -> Result<bool, StoreError> {
        self.guarded(async {
            let now = self.now();
            Ok(with_pool!(self, pool => sqlx::query(
                "UPDATE users SET away_since = NULL, away_until = NULL, away_year = $1, \
                 away_used = $2, updated_at = $3 \
                 WHERE platform = $4 AND user_id = $5 AND away_since = $6",
            )
            .bind(prefs.away_year)
            .bind(prefs.away_used)
            .bind(now)
            .bind(user.platform.as_str())
            .bind(&user.id)
            .bind(since)
            .execute(pool)
            .await?
            .rows_affected())
                == 1)
        })
        .await
    }
}
