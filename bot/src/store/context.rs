//! What answering a message reads before its command runs: the channel's settings and the
//! author's preferences and stored @handle, in one statement; and the same of any other
//! person the answer names, in one statement each. Every statement is a round trip (to
//! SQLite's worker thread, or to the PostgreSQL server), and every command pays these.

use sqlx::FromRow;

use super::{ChannelSettings, Orientation, Store, StoreError, UserPrefs};
use crate::message::{Channel, User};

/// A person as the store knows them: their preferences (the defaults if the bot has not met
/// them) and their @handle, if one was recorded.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Person {
    pub prefs: UserPrefs,
    pub username: Option<String>,
}

/// The columns of a person, all nullable: the row is outer-joined and may be missing.
macro_rules! person_columns {
    () => {
        "u.language AS u_language, u.flip AS u_flip, u.reminder_hours AS u_reminder_hours, \
         u.time_zone AS u_time_zone, u.quiet_hours AS u_quiet_hours, \
         u.digest_at AS u_digest_at, u.digest_sent_at AS u_digest_sent_at, \
         u.away_since AS u_away_since, u.away_until AS u_away_until, \
         u.away_year AS u_away_year, u.away_used AS u_away_used, u.username AS u_username"
    };
}

#[derive(FromRow)]
struct PersonColumns {
    u_language: Option<String>,
    /// Never NULL in a row: NULL means there is no row.
    u_flip: Option<bool>,
    u_reminder_hours: Option<i64>,
    u_time_zone: Option<String>,
    u_quiet_hours: Option<String>,
    u_digest_at: Option<i64>,
    u_digest_sent_at: Option<i64>,
    u_away_since: Option<i64>,
    u_away_until: Option<i64>,
    u_away_year: Option<i64>,
    u_away_used: Option<i64>,
    u_username: Option<String>,
}

impl PersonColumns {
    fn person(self) -> Person {
        let Some(flip) = self.u_flip else {
            return Person::default();
        };
        Person {
            prefs: UserPrefs {
                language: self.u_language,
                flip,
                reminder_hours: self.u_reminder_hours,
                time_zone: self.u_time_zone,
                quiet_hours: self.u_quiet_hours,
                digest_at: self.u_digest_at,
                digest_sent_at: self.u_digest_sent_at,
                away_since: self.u_away_since,
                away_until: self.u_away_until,
                away_year: self.u_away_year,
                away_used: self.u_away_used.unwrap_or_default(),
            },
            username: self.u_username,
        }
    }
}

#[derive(FromRow)]
struct ContextColumns {
    /// Never NULL in a row: NULL means the channel has none (the defaults).
    c_language: Option<String>,
    c_default_variant: Option<String>,
    c_reminder_hours: Option<i64>,
    c_orientation: Option<Orientation>,
    c_thread_per_game: Option<bool>,
    c_vacation_days: Option<i64>,
    c_challenge_days: Option<i64>,
    #[sqlx(flatten)]
    person: PersonColumns,
}

impl ContextColumns {
    fn settings(&mut self) -> ChannelSettings {
        let defaults = ChannelSettings::default();
        let Some(language) = self.c_language.take() else {
            return defaults;
        };
        ChannelSettings {
            language,
            default_variant: self.c_default_variant.take(),
            reminder_hours: self.c_reminder_hours.unwrap_or(defaults.reminder_hours),
            orientation: self.c_orientation.unwrap_or(defaults.orientation),
            thread_per_game: self.c_thread_per_game.unwrap_or(defaults.thread_per_game),
            vacation_days: self.c_vacation_days.unwrap_or(defaults.vacation_days),
            challenge_days: self.c_challenge_days.unwrap_or(defaults.challenge_days),
        }
    }
}

impl Store {
    /// The settings of `channel` and `user` as the store knows them, in one statement: what
    /// every message needs before its command runs. The same as
    /// [`Store::channel_settings`] and [`Store::person`].
    pub async fn settings_and_person(
        &self,
        channel: &Channel,
        user: &User,
    ) -> Result<(ChannelSettings, Person), StoreError> {
        self.guarded(async {
            let mut row: ContextColumns = with_pool!(self, pool => sqlx::query_as(concat!(
                "SELECT c.language AS c_language, c.default_variant AS c_default_variant, \
                 c.reminder_hours AS c_reminder_hours, c.orientation AS c_orientation, \
                 c.thread_per_game AS c_thread_per_game, c.vacation_days AS c_vacation_days, \
                 c.challenge_days AS c_challenge_days, ",
                person_columns!(),
                " FROM (SELECT 1 AS here) AS here \
                 LEFT JOIN channels c ON c.platform = $1 AND c.channel_id = $2 \
                 LEFT JOIN users u ON u.platform = $3 AND u.user_id = $4"
            ))
            .bind(channel.platform.as_str())
            .bind(&channel.id)
            .bind(user.platform.as_str())
            .bind(&user.id)
            .fetch_one(pool)
            .await?);
            let settings = row.settings();
            Ok((settings, row.person.person()))
        })
        .await
    }

    /// A person's preferences and stored @handle, in one statement (the defaults and none if
    /// the bot has not met them).
    pub async fn person(&self, user: &User) -> Result<Person, StoreError> {
        self.guarded(async {
            let row: Option<PersonColumns> = with_pool!(self, pool => sqlx::query_as(concat!(
                "SELECT ",
                person_columns!(),
                " FROM users u WHERE u.platform = $1 AND u.user_id = $2"
            ))
            .bind(user.platform.as_str())
            .bind(&user.id)
            .fetch_optional(pool)
            .await?);
            Ok(row.map(PersonColumns::person).unwrap_or_default())
        })
        .await
    }
}
