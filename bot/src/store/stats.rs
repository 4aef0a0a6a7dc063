//! Results by variant, for `!stats`.

use sqlx::FromRow;

use super::{Store, StoreError};

/// One variant's results for one person.
#[derive(Debug, Clone, PartialEq, Eq, FromRow)]
pub struct ResultRow {
    /// The rating pool's name: the variant's, `-giveaway` after it for giveaway games, `-live`
    /// at the end for games on a live clock ([`crate::pool::Pool`]).
    pub variant: String,
    pub wins: i64,
    pub draws: i64,
    pub losses: i64,
}

impl Store {
    /// A person's finished games against people in a community, counted by variant (their
    /// games against the bot are counted apart: [`Store::results_against_bot`]).
    pub async fn results(
        &self,
        platform: &str,
        community: &str,
        user_id: &str,
    ) -> Result<Vec<ResultRow>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_as(
                "SELECT variant || CASE WHEN giveaway THEN '-giveaway' ELSE '' END \
                   || CASE WHEN live IS NULL THEN '' ELSE '-live' END AS variant, \
                   SUM(CASE WHEN (winner = 'white' AND white_id = $1) \
                              OR (winner = 'black' AND black_id = $1) THEN 1 ELSE 0 END) AS wins, \
                   SUM(CASE WHEN winner IS NULL THEN 1 ELSE 0 END) AS draws, \
                   SUM(CASE WHEN (winner = 'white' AND black_id = $1) \
                              OR (winner = 'black' AND white_id = $1) THEN 1 ELSE 0 END) AS losses \
                 FROM games WHERE platform = $2 AND community = $3 AND status = 'finished' \
                   AND (white_id = $1 OR black_id = $1) AND white_id <> $4 AND black_id <> $4 \
                   AND result <> '*' \
                 GROUP BY 1 ORDER BY 1",
            )
            .bind(user_id)
            .bind(platform)
            .bind(community)
            .bind(super::BOT_ID)
            .fetch_all(pool)
            .await?))
        })
        .await
    }
}
