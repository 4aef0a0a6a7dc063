//! Channel settings: language, default variant, board orientation, reminders, threads, time
//! zone, daily puzzle.

use sqlx::FromRow;

use super::{Store, StoreError};
use crate::message::Channel;

/// From which side boards are drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, sqlx::Type)]
#[sqlx(type_name = "TEXT", rename_all = "lowercase")]
pub enum Orientation {
    /// From the side of the player to move: the person who has to think sees the board as
    /// they would sit at it. (The default: in a chat, each board is posted for the player
    /// whose turn it is.)
    #[default]
    Mover,
    /// Always White at the bottom, as in diagrams.
    White,
    /// Always Black at the bottom.
    Black,
}

impl Orientation {
    pub fn as_str(self) -> &'static str {
        match self {
            Orientation::Mover => "mover",
            Orientation::White => "white",
            Orientation::Black => "black",
        }
    }

    pub fn parse(text: &str) -> Option<Orientation> {
        match text.trim().to_lowercase().as_str() {
            "mover" | "turn" | "auto" | "chi-muove" | "tratto" => Some(Orientation::Mover),
            "white" | "bianco" => Some(Orientation::White),
            "black" | "nero" => Some(Orientation::Black),
            _ => None,
        }
    }
}

/// The settings of one channel, with their defaults when the channel has no row.
#[derive(Debug, Clone, PartialEq, Eq, FromRow)]
pub struct ChannelSettings {
    /// `en` or `it`.
    pub language: String,
    /// The variant of challenges that name none; `None`: english.
    pub default_variant: Option<String>,
    pub reminder_hours: i64,
    pub orientation: Orientation,
    pub thread_per_game: bool,
    /// Vacation days per player and calendar year (issue 17); 0: no vacations here.
    pub vacation_days: i64,
    /// Days a challenge waits for its answer before it lapses (1-30).
    pub challenge_days: i64,
    /// The channel's IANA time zone; `None`: UTC.
    pub time_zone: Option<String>,
    /// The local time of the daily puzzle, in minutes after midnight; `None`: none.
    pub daily_puzzle_at: Option<i64>,
}

/// How long a challenge waits by default, and the range a channel may set.
pub const CHALLENGE_DAYS: i64 = 7;
pub const CHALLENGE_DAYS_RANGE: std::ops::RangeInclusive<i64> = 1..=30;

impl Default for ChannelSettings {
    fn default() -> ChannelSettings {
        ChannelSettings {
            language: "en".into(),
            default_variant: None,
            reminder_hours: 24,
            orientation: Orientation::Mover,
            thread_per_game: false,
            vacation_days: 30,
            challenge_days: CHALLENGE_DAYS,
            time_zone: None,
            daily_puzzle_at: None,
        }
    }
}

impl Store {
    /// The channel's settings, or the defaults.
    pub async fn channel_settings(&self, channel: &Channel) -> Result<ChannelSettings, StoreError> {
        self.guarded(async {
            let row: Option<ChannelSettings> = with_pool!(self, pool => sqlx::query_as(
                "SELECT language, default_variant, reminder_hours, orientation, thread_per_game, \
                 vacation_days, challenge_days, time_zone, daily_puzzle_at FROM channels \
                 WHERE platform = $1 AND channel_id = $2",
            )
            .bind(channel.platform.as_str())
            .bind(&channel.id)
            .fetch_optional(pool)
            .await?);
            Ok(row.unwrap_or_default())
        })
        .await
    }

    pub async fn save_channel_settings(
        &self,
        channel: &Channel,
        settings: &ChannelSettings,
    ) -> Result<(), StoreError> {
        self.guarded(async {
            with_pool!(self, pool => sqlx::query(
                "INSERT INTO channels (platform, channel_id, community, language, default_variant, \
                 reminder_hours, orientation, thread_per_game, vacation_days, updated_at, challenge_days, \
                 time_zone, daily_puzzle_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) \
                 ON CONFLICT (platform, channel_id) DO UPDATE SET community = excluded.community, \
                 language = excluded.language, default_variant = excluded.default_variant, \
                 reminder_hours = excluded.reminder_hours, orientation = excluded.orientation, \
                 thread_per_game = excluded.thread_per_game, \
                 vacation_days = excluded.vacation_days, updated_at = excluded.updated_at, \
                 challenge_days = excluded.challenge_days, time_zone = excluded.time_zone, \
                 daily_puzzle_at = excluded.daily_puzzle_at",
            )
            .bind(channel.platform.as_str())
            .bind(&channel.id)
            .bind(&channel.community)
            .bind(&settings.language)
            .bind(&settings.default_variant)
            .bind(settings.reminder_hours)
            .bind(settings.orientation)
            .bind(settings.thread_per_game)
            .bind(settings.vacation_days)
            .bind(self.now())
            .bind(settings.challenge_days)
            .bind(&settings.time_zone)
            .bind(settings.daily_puzzle_at)
            .execute(pool)
            .await?
            .rows_affected());
            Ok(())
        })
        .await
    }
}
