//! Games against the bot: their creation (started at once, unrated, with the bot's level),
//! the games where the bot is to move, and a person's results against it.
//!
//! The bot is a player like any other in the games table, under [`BOT_ID`]; `bot_games`
//! keeps the level it plays each game at.

use rules::Color;
use sqlx::FromRow;

use super::games::{GameRow, GameStatus};
use super::{Store, StoreError};

/// The id the bot plays under, on every platform. No person can have it: Discord and Telegram
/// ids are numbers, stand-ins start with `@`, console names have no `:`.
pub const BOT_ID: &str = "dama:bot";

/// A game against the bot, to start at once.
#[derive(Debug, Clone)]
pub struct NewBotGame {
    pub platform: String,
    pub channel_id: String,
    pub thread_id: Option<String>,
    pub community: String,
    pub variant: String,
    pub start_fen: String,
    /// The person, and the colour they play.
    pub player_id: String,
    pub player_name: String,
    pub player_color: Color,
    /// The name the bot goes by on the platform.
    pub bot_name: String,
    /// 1 to 10.
    pub level: u8,
    pub days_per_move: Option<i64>,
    /// A live clock, as typed (`3+2`): both clocks full and the first turn's running.
    pub live: Option<crate::timing::LiveClock>,
}

/// What [`Store::create_bot_game`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BotGameCreated {
    /// The new game, under way.
    Started(GameRow),
    /// Nothing: the person already has this open game against the bot in the channel.
    Open(GameRow),
}

/// A person's results against the bot at one level.
#[derive(Debug, Clone, PartialEq, Eq, FromRow)]
pub struct BotResultRow {
    pub level: i64,
    pub wins: i64,
    pub draws: i64,
    pub losses: i64,
}

impl Store {
    /// Starts a game against the bot in one transaction: the game row (under way, unrated,
    /// its first turn begun) and its level — unless the person already plays the bot in the
    /// channel, checked in the same transaction.
    pub async fn create_bot_game(&self, new: &NewBotGame) -> Result<BotGameCreated, StoreError> {
        self.guarded(async {
            let now = self.now();
            let mut tx = self.write().await?;
            let open = super::games::open_game_between(
                &mut tx,
                &new.platform,
                &new.channel_id,
                &new.player_id,
                BOT_ID,
            )
            .await?;
            if let Some(open) = open {
                return Ok(BotGameCreated::Open(open));
            }
            let (white, black) = match new.player_color {
                Color::White => (
                    (new.player_id.as_str(), &new.player_name),
                    (BOT_ID, &new.bot_name),
                ),
                Color::Black => (
                    (BOT_ID, &new.bot_name),
                    (new.player_id.as_str(), &new.player_name),
                ),
            };
            let mut deadline = new.days_per_move.map(|days| now + days * crate::clock::DAY);
            // A live game's clock starts with the game, to the millisecond.
            let now_ms = self.clock.now_ms();
            let live = new.live.map(|clock| (clock.to_string(), clock.base_ms()));
            let deadline_ms = live.as_ref().map(|(_, base)| now_ms + base);
            if let Some(deadline_ms) = deadline_ms {
                deadline = Some(super::games::ceil_seconds(deadline_ms));
            }
            let row: GameRow = with_tx!(&mut tx, conn => {
                let id: i64 = sqlx::query_scalar(
                    "INSERT INTO games (platform, channel_id, thread_id, community, variant, soffio, \
                     start_fen, fen, white_id, white_name, black_id, black_name, status, \
                     days_per_move, deadline_at, rated, created_at, started_at, updated_at, \
                     turn_started_at, live, white_ms, black_ms, turn_started_ms, deadline_ms) \
                     VALUES ($1, $2, $3, $4, $5, FALSE, $6, $6, $7, $8, $9, $10, 'active', $11, \
                     $12, FALSE, $13, $13, $13, $13, $14, $15, $15, $16, $17) RETURNING id",
                )
                .bind(&new.platform)
                .bind(&new.channel_id)
                .bind(&new.thread_id)
                .bind(&new.community)
                .bind(&new.variant)
                .bind(&new.start_fen)
                .bind(white.0)
                .bind(white.1)
                .bind(black.0)
                .bind(black.1)
                .bind(new.days_per_move)
                .bind(deadline)
                .bind(now)
                .bind(live.as_ref().map(|(typed, _)| typed))
                .bind(live.as_ref().map(|(_, base)| *base))
                .bind(live.as_ref().map(|_| now_ms))
                .bind(deadline_ms)
                .fetch_one(&mut *conn)
                .await?;
                sqlx::query("INSERT INTO bot_games (game_id, level) VALUES ($1, $2)")
                    .bind(id)
                    .bind(i64::from(new.level))
                    .execute(&mut *conn)
                    .await?;
                sqlx::query_as(super::games::GAME_BY_ID)
                    .bind(id)
                    .fetch_optional(&mut *conn)
                    .await?
                    .ok_or(StoreError::Corrupt {
                        game: id,
                        reason: "the game just created is gone".into(),
                    })?
            });
            tx.commit().await?;
            debug_assert_eq!(row.status, GameStatus::Active);
            Ok(BotGameCreated::Started(row))
        })
        .await
    }

    /// The level the bot plays game `game` at; `None` for a game between people.
    pub async fn bot_level(&self, game: i64) -> Result<Option<u8>, StoreError> {
        let level: Option<i64> = self
            .guarded(async {
                Ok(with_pool!(self, pool => sqlx::query_scalar(
                    "SELECT level FROM bot_games WHERE game_id = $1"
                )
                .bind(game)
                .fetch_optional(pool)
                .await?))
            })
            .await?;
        Ok(level.and_then(|l| u8::try_from(l).ok()))
    }

    /// The games under way against the bot (the service keeps those where it is to move).
    pub async fn active_bot_games(&self) -> Result<Vec<GameRow>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_as(concat!(
                "SELECT ",
                game_columns!(),
                " FROM games WHERE status = 'active' AND (white_id = $1 OR black_id = $1) \
                 ORDER BY id"
            ))
            .bind(BOT_ID)
            .fetch_all(pool)
            .await?))
        })
        .await
    }

    /// A person's finished games against the bot in a community, counted by level.
    pub async fn results_against_bot(
        &self,
        platform: &str,
        community: &str,
        user_id: &str,
    ) -> Result<Vec<BotResultRow>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_as(
            "SELECT b.level, \
               SUM(CASE WHEN (g.winner = 'white' AND g.white_id = $1) \
                          OR (g.winner = 'black' AND g.black_id = $1) THEN 1 ELSE 0 END) AS wins, \
               SUM(CASE WHEN g.winner IS NULL THEN 1 ELSE 0 END) AS draws, \
               SUM(CASE WHEN (g.winner = 'white' AND g.black_id = $1) \
                          OR (g.winner = 'black' AND g.white_id = $1) THEN 1 ELSE 0 END) AS losses \
             FROM games g JOIN bot_games b ON b.game_id = g.id \
             WHERE g.platform = $2 AND g.community = $3 AND g.status = 'finished' \
               AND (g.white_id = $1 OR g.black_id = $1) AND g.result <> '*' \
             GROUP BY b.level ORDER BY b.level",
        )
        .bind(user_id)
        .bind(platform)
        .bind(community)
        .fetch_all(pool)
        .await?))
        })
        .await
    }
}
