//! Games played where the bot is no member: the messages that carry them (a Telegram inline
//! message is the whole game; the game's `channel_id` is its current message), the open
//! challenge an inline message offers to anyone until someone answers it, and the key that
//! signs such challenges' buttons.

use rand::Rng;

use super::games::{GameRow, NewChallenge, insert_challenge};
use super::{Store, StoreError};

/// What an inline message is to the store.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Posting {
    /// Nothing yet: an open challenge nobody answered, or a message never seen.
    Unknown,
    /// It carries this game (now, or before the game was posted again elsewhere).
    Game(i64),
    /// Its challenge was declined or withdrawn: it carries nothing.
    Closed,
}

/// What [`Store::open_private_challenge`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Opened {
    /// The challenge, as a game in status `challenge` carried by the message.
    Created(Box<GameRow>),
    /// Nothing: the message already carries something (someone answered first).
    Taken(Posting),
}

impl Store {
    /// What inline message `message_id` carries.
    pub async fn posting(&self, platform: &str, message_id: &str) -> Result<Posting, StoreError> {
        self.guarded(async {
            let row: Option<(Option<i64>,)> = with_pool!(self, pool => sqlx::query_as(
                "SELECT game_id FROM private_messages WHERE platform = $1 AND message_id = $2",
            )
            .bind(platform)
            .bind(message_id)
            .fetch_optional(pool)
            .await?);
            Ok(match row {
                None => Posting::Unknown,
                Some((Some(game),)) => Posting::Game(game),
                Some((None,)) => Posting::Closed,
            })
        })
        .await
    }

    /// The open challenge of an inline message, answered: the challenge `new` (in channel
    /// `message_id`) is stored with the message that carries it, in one transaction — unless
    /// the message already carries something, when nothing changes (of two people answering
    /// at once, one wins).
    pub async fn open_private_challenge(&self, new: &NewChallenge) -> Result<Opened, StoreError> {
        self.guarded(async {
            let now = self.now();
            let mut tx = self.write().await?;
            let claimed = with_tx!(&mut tx, conn => sqlx::query(
                "INSERT INTO private_messages (platform, message_id, game_id, created_at) \
                 VALUES ($1, $2, NULL, $3) ON CONFLICT (platform, message_id) DO NOTHING",
            )
            .bind(&new.platform)
            .bind(&new.channel_id)
            .bind(now)
            .execute(&mut *conn)
            .await?
            .rows_affected());
            if claimed == 0 {
                drop(tx);
                let taken = self.posting(&new.platform, &new.channel_id).await?;
                return Ok(Opened::Taken(taken));
            }
            let row = insert_challenge(&mut tx, new, now).await?;
            with_tx!(&mut tx, conn => sqlx::query(
                "UPDATE private_messages SET game_id = $1 WHERE platform = $2 AND message_id = $3",
            )
            .bind(row.id)
            .bind(&new.platform)
            .bind(&new.channel_id)
            .execute(&mut *conn)
            .await?
            .rows_affected());
            tx.commit().await?;
            Ok(Opened::Created(Box::new(row)))
        })
        .await
    }

    /// Closes the open challenge of an inline message without a game (declined, withdrawn);
    /// `false` when the message already carried something.
    pub async fn close_private_challenge(
        &self,
        platform: &str,
        message_id: &str,
    ) -> Result<bool, StoreError> {
        self.guarded(async {
            let mut tx = self.write().await?;
            let closed = with_tx!(&mut tx, conn => sqlx::query(
                "INSERT INTO private_messages (platform, message_id, game_id, created_at) \
                 VALUES ($1, $2, NULL, $3) ON CONFLICT (platform, message_id) DO NOTHING",
            )
            .bind(platform)
            .bind(message_id)
            .bind(self.now())
            .execute(&mut *conn)
            .await?
            .rows_affected());
            tx.commit().await?;
            Ok(closed == 1)
        })
        .await
    }

    /// Game `game` is posted again as inline message `message_id`, which becomes its
    /// channel. Nothing changes when the message carries something else already, or the
    /// game is over: `false`.
    pub async fn repost_game(
        &self,
        game: i64,
        platform: &str,
        message_id: &str,
    ) -> Result<bool, StoreError> {
        self.guarded(async {
            let mut tx = self.write().await?;
            let bound = with_tx!(&mut tx, conn => sqlx::query(
                "INSERT INTO private_messages (platform, message_id, game_id, created_at) \
                 VALUES ($1, $2, $3, $4) ON CONFLICT (platform, message_id) DO NOTHING",
            )
            .bind(platform)
            .bind(message_id)
            .bind(game)
            .bind(self.now())
            .execute(&mut *conn)
            .await?
            .rows_affected());
            if bound == 0 {
                return Ok(false);
            }
            // A new version: every copy of the row read before (the service's cache
            // included) names the old message.
            let moved = with_tx!(&mut tx, conn => sqlx::query(
                "UPDATE games SET channel_id = $1, version = version + 1, updated_at = $2 \
                 WHERE id = $3 AND platform = $4 AND status IN ('challenge', 'active')",
            )
            .bind(message_id)
            .bind(self.now())
            .bind(game)
            .bind(platform)
            .execute(&mut *conn)
            .await?
            .rows_affected());
            if moved == 0 {
                return Ok(false);
            }
            tx.commit().await?;
            Ok(true)
        })
        .await
    }

    /// The open games (challenges and games under way) a person plays in a community, oldest
    /// first: their private games, listed in their private chat with the bot.
    pub async fn open_games_in_community(
        &self,
        platform: &str,
        community: &str,
        user_id: &str,
    ) -> Result<Vec<GameRow>, StoreError> {
        self.guarded(async {
            Ok(with_pool!(self, pool => sqlx::query_as(concat!(
                "SELECT ",
                game_columns!(),
                " FROM games WHERE platform = $1 AND community = $2 \
                 AND status IN ('challenge', 'active') \
                 AND (white_id = $3 OR black_id = $3) ORDER BY id"
            ))
            .bind(platform)
            .bind(community)
            .bind(user_id)
            .fetch_all(pool)
            .await?))
        })
        .await
    }

    /// The person the bot knows under this id (their name as last seen), if it knows them.
    pub async fn known_user(
        &self,
        platform: crate::message::Platform,
        user_id: &str,
    ) -> Result<Option<crate::message::User>, StoreError> {
        self.guarded(async {
            let row: Option<(String, Option<String>)> = with_pool!(self, pool => sqlx::query_as(
                "SELECT name, username FROM users WHERE platform = $1 AND user_id = $2",
            )
            .bind(platform.as_str())
            .bind(user_id)
            .fetch_optional(pool)
            .await?);
            Ok(row.map(|(name, username)| crate::message::User {
                platform,
                id: user_id.to_string(),
                name,
                username,
            }))
        })
        .await
    }

    /// The secret `name`, made (random, 32 bytes as hex) the first time any process asks.
    pub async fn bot_secret(&self, name: &str) -> Result<String, StoreError> {
        self.guarded(async {
            let made: [u8; 32] = rand::rng().random();
            let made: String = made.iter().map(|b| format!("{b:02x}")).collect();
            let mut tx = self.write().await?;
            with_tx!(&mut tx, conn => sqlx::query(
                "INSERT INTO bot_secrets (name, value, created_at) VALUES ($1, $2, $3) \
                 ON CONFLICT (name) DO NOTHING",
            )
            .bind(name)
            .bind(&made)
            .bind(self.now())
            .execute(&mut *conn)
            .await?
            .rows_affected());
            let kept: String = with_tx!(&mut tx, conn => sqlx::query_scalar(
                "SELECT value FROM bot_secrets WHERE name = $1",
            )
            .bind(name)
            .fetch_one(&mut *conn)
            .await?);
            tx.commit().await?;
            Ok(kept)
        })
        .await
    }
}
