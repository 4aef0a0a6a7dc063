//! A chat that changes its id: a Telegram group upgraded to a supergroup gets a new chat id
//! (`migrate_to_chat_id`), and everything the bot keeps under the old one moves with it.

use super::{Store, StoreError};

/// How many rows of each kind a move took over.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ChatMoved {
    pub games: u64,
    pub settings: u64,
    pub ratings: u64,
    pub tournaments: u64,
}

impl ChatMoved {
    pub fn is_empty(&self) -> bool {
        *self == ChatMoved::default()
    }
}

/// The count of [`ChatMoved`] a step adds its rows to; none for rows given up or forgotten,
/// which the caller is not told of.
type Tally = Option<fn(&mut ChatMoved) -> &mut u64>;

/// The steps of a move, in order, each run with `$1` the platform, `$2` the old chat, `$3`
/// the new chat and `$4` the time of the move (a step uses those it needs). The order
/// matters: a row the new chat already has is kept by moving the old one only where the
/// new one is missing, then deleting what is left under the old id.
const MOVE_STEPS: &[(Tally, &str)] = &[
    (
        Some(|moved| &mut moved.games),
        "UPDATE games SET channel_id = CASE WHEN channel_id = $2 THEN $3 ELSE channel_id END, \
         community = CASE WHEN community = $2 THEN $3 ELSE community END, \
         version = version + 1, updated_at = $4 \
         WHERE platform = $1 AND (channel_id = $2 OR community = $2)",
    ),
    (
        Some(|moved| &mut moved.settings),
        "UPDATE channels SET channel_id = $3, \
         community = CASE WHEN community = $2 THEN $3 ELSE community END \
         WHERE platform = $1 AND channel_id = $2 AND NOT EXISTS \
         (SELECT 1 FROM channels c WHERE c.platform = $1 AND c.channel_id = $3)",
    ),
    (
        None,
        "DELETE FROM channels WHERE platform = $1 AND channel_id = $2",
    ),
    (
        None,
        "UPDATE channels SET community = $3 WHERE platform = $1 AND community = $2",
    ),
    (
        Some(|moved| &mut moved.ratings),
        "UPDATE ratings SET community = $3 WHERE platform = $1 AND community = $2 \
         AND NOT EXISTS (SELECT 1 FROM ratings r WHERE r.platform = $1 \
         AND r.community = $3 AND r.user_id = ratings.user_id \
         AND r.variant = ratings.variant)",
    ),
    (
        None,
        "DELETE FROM ratings WHERE platform = $1 AND community = $2",
    ),
    (
        Some(|moved| &mut moved.tournaments),
        "UPDATE tournaments SET channel_id = CASE WHEN channel_id = $2 THEN $3 \
         ELSE channel_id END, \
         community = CASE WHEN community = $2 THEN $3 ELSE community END, \
         version = version + 1 \
         WHERE platform = $1 AND (channel_id = $2 OR community = $2) \
         AND NOT (status IN ('open', 'running') AND EXISTS (SELECT 1 FROM tournaments t \
         WHERE t.platform = $1 AND t.channel_id = $3 AND t.status IN ('open', 'running')))",
    ),
    (
        None,
        "DELETE FROM button_messages WHERE platform = $1 AND chat_id = $2",
    ),
];

impl Store {
    /// Moves every row kept under chat `old` to chat `new`, in one transaction: the games
    /// (and so their moves, challenges and spectators), the channel's settings, the
    /// community's ratings and tournaments. Moving again finds nothing left and changes
    /// nothing. A row the new chat already has (settings saved there, a rating earned
    /// there, in the moment between the upgrade and its notice) is kept, and the old one
    /// given up. Games moved get a new version, so that no change read before the move is
    /// committed under the old id. Buttons under the old chat's messages are forgotten: that
    /// chat takes no more edits.
    pub async fn move_chat(
        &self,
        platform: &str,
        old: &str,
        new: &str,
    ) -> Result<ChatMoved, StoreError> {
        self.guarded(async {
            if old == new {
                return Ok(ChatMoved::default());
            }
            let now = self.now();
            let mut moved = ChatMoved::default();
            let mut tx = self.write().await?;
            for &(tally, sql) in MOVE_STEPS {
                let rows = with_tx!(&mut tx, conn => sqlx::query(sql)
                    .bind(platform)
                    .bind(old)
                    .bind(new)
                    .bind(now)
                    .execute(&mut *conn)
                    .await?
                    .rows_affected());
                if let Some(count) = tally {
                    *count(&mut moved) += rows;
                }
            }
            tx.commit().await?;
            Ok(moved)
        })
        .await
    }
}
