//! The messages that carry a game's buttons (Accept / Decline under a challenge or an offer),
//! kept while what they answer waits, so that the buttons can be taken off once it is
//! answered, withdrawn or lapsed — by this process or another, after a restart too.

use sqlx::FromRow;

use super::{Store, StoreError};

/// A message with buttons, and the game's state that tells whether they still mean anything.
#[derive(Debug, Clone, PartialEq, Eq, FromRow)]
pub struct ButtonRow {
    pub platform: String,
    pub chat_id: String,
    pub message_id: String,
    pub game_id: i64,
    /// What the buttons answer: `challenge`, `draw@N`, `undo@N`.
    pub prompt: String,
    /// The game as it is now.
    pub status: super::GameStatus,
    pub plies: i64,
    pub offer_kind: Option<String>,
    pub offer_plies: Option<i64>,
}

/// The select of [`ButtonRow`]s, as a literal so that queries stay `&'static str`.
macro_rules! buttons_select {
    () => {
        "SELECT b.platform, b.chat_id, b.message_id, b.game_id, b.prompt, g.status, g.plies, \
         g.offer_kind, g.offer_plies FROM button_messages b JOIN games g ON g.id = b.game_id"
    };
}

impl Store {
    /// Records that a message carries the buttons of game `game`'s prompt `prompt`. Recording
    /// the same message again changes nothing.
    pub async fn record_buttons(
        &self,
        platform: &str,
        chat_id: &str,
        message_id: &str,
        game: i64,
        prompt: &str,
    ) -> Result<(), StoreError> {
        self.guarded(async {
            let mut tx = self.write().await?;
            with_tx!(&mut tx, conn => sqlx::query(
                "INSERT INTO button_messages (platform, chat_id, message_id, game_id, prompt, \
                 created_at) VALUES ($1, $2, $3, $4, $5, $6) \
                 ON CONFLICT (platform, chat_id, message_id) DO NOTHING",
            )
            .bind(platform)
            .bind(chat_id)
            .bind(message_id)
            .bind(game)
            .bind(prompt)
            .bind(self.now())
            .execute(&mut *conn)
            .await?.rows_affected());
            tx.commit().await?;
            Ok(())
        })
        .await
    }

    /// The button messages of the games of one channel (threads included: the games are
    /// the channel's), with their games' state.
    pub async fn buttons_in_channel(
        &self,
        platform: &str,
        channel_id: &str,
    ) -> Result<Vec<ButtonRow>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_as(concat!(
                buttons_select!(),
                " WHERE g.platform = $1 AND g.channel_id = $2"
            ))
            .bind(platform)
            .bind(channel_id)
            .fetch_all(pool)
            .await?))
        })
        .await
    }

    /// The button messages of one game.
    pub async fn buttons_of_game(&self, game: i64) -> Result<Vec<ButtonRow>, StoreError> {
        self.guarded(async {
            Ok(
                with_pool!(self, pool => sqlx::query_as(concat!(buttons_select!(), " WHERE b.game_id = $1"))
                    .bind(game)
                    .fetch_all(pool)
                    .await?),
            )
        })
        .await
    }

    /// Every button message, for the scheduler's sweep.
    pub async fn all_buttons(&self) -> Result<Vec<ButtonRow>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_as(buttons_select!())
                .fetch_all(pool)
                .await?))
        })
        .await
    }

    /// Forgets a button message; `true` for the one caller that forgot it (which then takes
    /// the buttons off: a claim, so that several processes do it once).
    pub async fn forget_buttons(
        &self,
        platform: &str,
        chat_id: &str,
        message_id: &str,
    ) -> Result<bool, StoreError> {
        self.guarded(async {
            let mut tx = self.write().await?;
            let forgotten = with_tx!(&mut tx, conn => sqlx::query(
                "DELETE FROM button_messages WHERE platform = $1 AND chat_id = $2 AND message_id = $3",
            )
            .bind(platform)
            .bind(chat_id)
            .bind(message_id)
            .execute(&mut *conn)
            .await?
            .rows_affected());
            tx.commit().await?;
            Ok(forgotten == 1)
        })
        .await
    }
}
