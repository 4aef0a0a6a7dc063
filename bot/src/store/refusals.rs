//! The last refused move of each player in each game, which `!why` explains.

use sqlx::FromRow;

use super::{Store, StoreError};

#[derive(Debug, Clone, PartialEq, Eq, FromRow)]
pub struct RefusalRow {
    /// The move as typed.
    pub text: String,
    /// [`rules::Refusal::rule`], or `not-your-turn`.
    pub rule: String,
    /// The position in which it was refused.
    pub fen: String,
    /// Moves played in the game then.
    pub plies: i64,
    pub created_at: i64,
}

impl Store {
    /// Remembers a refused move, replacing the player's previous one in that game.
    pub async fn remember_refusal(
        &self,
        game_id: i64,
        user_id: &str,
        text: &str,
        rule: &str,
        fen: &str,
        plies: i64,
    ) -> Result<(), StoreError> {
        self.guarded(async {
            with_pool!(self, pool => sqlx::query(
                "INSERT INTO refusals (game_id, user_id, text, rule, fen, plies, created_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (game_id, user_id) DO UPDATE SET \
                 text = excluded.text, rule = excluded.rule, fen = excluded.fen, \
                 plies = excluded.plies, created_at = excluded.created_at",
            )
            .bind(game_id)
            .bind(user_id)
            .bind(text)
            .bind(rule)
            .bind(fen)
            .bind(plies)
            .bind(self.now())
            .execute(pool)
            .await?
            .rows_affected());
            Ok(())
        })
        .await
    }

    pub async fn last_refusal(
        &self,
        game_id: i64,
        user_id: &str,
    ) -> Result<Option<RefusalRow>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_as(
                "SELECT text, rule, fen, plies, created_at FROM refusals \
                 WHERE game_id = $1 AND user_id = $2",
            )
            .bind(game_id)
            .bind(user_id)
            .fetch_optional(pool)
            .await?))
        })
        .await
    }
}
