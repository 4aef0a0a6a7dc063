//! People and their own preferences.

use sqlx::FromRow;

use super::{Store, StoreError};
use crate::message::User;

/// What a person chose for themselves.
#[derive(Debug, Clone, PartialEq, Eq, Default, FromRow)]
pub struct UserPrefs {
    /// `en` or `it`; `None` follows the channel.
    pub language: Option<String>,
    /// Boards from this person's side when it is their move.
    pub flip: bool,
}

impl Store {
    /// Records a person, or updates the name they go by.
    pub async fn upsert_user(&self, user: &User) -> Result<(), StoreError> {
        let now = self.now();
        let mut tx = self.write().await?;
        sqlx::query(
            "INSERT INTO users (platform, user_id, name, username, created_at, updated_at) \
             VALUES (?, ?, ?, ?, ?, ?) \
             ON CONFLICT (platform, user_id) DO UPDATE SET name = excluded.name, \
             username = excluded.username, updated_at = excluded.updated_at \
             WHERE name IS NOT excluded.name OR username IS NOT excluded.username",
        )
        .bind(user.platform.as_str())
        .bind(&user.id)
        .bind(&user.name)
        .bind(&user.username)
        .bind(now)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(())
    }

    /// A person's preferences (the defaults if the bot has not met them).
    pub async fn user_prefs(&self, user: &User) -> Result<UserPrefs, StoreError> {
        let row: Option<UserPrefs> =
            sqlx::query_as("SELECT language, flip FROM users WHERE platform = ? AND user_id = ?")
                .bind(user.platform.as_str())
                .bind(&user.id)
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.unwrap_or_default())
    }

    /// Stores a person's preferences (recording the person if needed).
    pub async fn save_user_prefs(&self, user: &User, prefs: &UserPrefs) -> Result<(), StoreError> {
        let now = self.now();
        let mut tx = self.write().await?;
        sqlx::query(
            "INSERT INTO users (platform, user_id, name, username, language, flip, created_at, \
             updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) \
             ON CONFLICT (platform, user_id) DO UPDATE SET language = excluded.language, \
             flip = excluded.flip, updated_at = excluded.updated_at",
        )
        .bind(user.platform.as_str())
        .bind(&user.id)
        .bind(&user.name)
        .bind(&user.username)
        .bind(&prefs.language)
        .bind(prefs.flip)
        .bind(now)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(())
    }
}
