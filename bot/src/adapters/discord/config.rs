//! What the Discord adapter needs to know to connect.

use std::fmt;
use std::time::Duration;

pub use crate::platform::retry::RetryPolicy;

use super::error::DiscordError;
use crate::metrics::Probe;
use crate::platform::discord::{Access, ShardRange};

/// How the adapter reaches Discord.
#[derive(Clone)]
pub struct DiscordConfig {
    /// The bot token from the Developer Portal. Never printed: [`fmt::Debug`] hides it.
    pub token: String,
    /// Another base URL for the REST API (`DISCORD_API_URL`): a rate-limit proxy in front of
    /// Discord, or a fake Discord in tests. The gateway URL then comes from this API too.
    pub api_url: Option<String>,
    /// Register slash commands in this server only (`DISCORD_GUILD_ID`): they appear at once,
    /// where global commands take up to an hour. Global registration when unset.
    pub guild_id: Option<u64>,
    /// How sends are retried on 429, 5xx and lost connections.
    pub retry: RetryPolicy,
    /// How long a slash command may take before the adapter defers its answer. Discord
    /// cancels an interaction not answered within 3 seconds.
    pub defer_after: Duration,
    /// The shards this process runs (`DISCORD_SHARDS`); `None`: every shard Discord
    /// recommends.
    pub shards: Option<ShardRange>,
    /// Told whether every shard is connected.
    pub health: Probe,
}

impl DiscordConfig {
    pub fn new(token: impl Into<String>) -> DiscordConfig {
        DiscordConfig {
            token: token.into(),
            api_url: None,
            guild_id: None,
            retry: RetryPolicy::default(),
            defer_after: Duration::from_millis(2000),
            shards: None,
            health: Probe::default(),
        }
    }

    /// From the bot's configuration (`DISCORD_TOKEN`, `DISCORD_API_URL`, `DISCORD_GUILD_ID`,
    /// `DISCORD_SHARDS`).
    pub fn from_config(config: &crate::config::Config) -> Result<DiscordConfig, DiscordError> {
        let token = config
            .discord_token
            .clone()
            .ok_or(DiscordError::Config("DISCORD_TOKEN is not set".into()))?;
        let mut discord = DiscordConfig::new(token);
        discord.api_url = config.discord_api_url.clone();
        discord.guild_id = config
            .discord_guild_id
            .as_deref()
            .map(parse_guild_id)
            .transpose()?;
        discord.shards = config
            .discord_shards
            .as_deref()
            .map(str::parse)
            .transpose()?;
        Ok(discord)
    }

    /// `DISCORD_TOKEN` (required), `DISCORD_API_URL`, `DISCORD_GUILD_ID`, `DISCORD_SHARDS`.
    pub fn from_env() -> Result<DiscordConfig, DiscordError> {
        let lookup = |key: &str| std::env::var(key).ok();
        DiscordConfig::from_config(&crate::config::Config::from_lookup(lookup))
    }

    /// How the REST API is reached.
    pub fn access(&self) -> Access {
        Access {
            token: self.token.clone(),
            api_url: self.api_url.clone(),
            retry: self.retry,
        }
    }
}

pub(crate) fn parse_guild_id(text: &str) -> Result<u64, DiscordError> {
    text.trim()
        .parse::<u64>()
        .ok()
        .filter(|id| *id != 0)
        .ok_or_else(|| DiscordError::Config(format!("DISCORD_GUILD_ID is not a snowflake: {text}")))
}

impl fmt::Debug for DiscordConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DiscordConfig")
            .field("token", &"<hidden>")
            .field("api_url", &self.api_url)
            .field("guild_id", &self.guild_id)
            .field("retry", &self.retry)
            .field("defer_after", &self.defer_after)
            .field("shards", &self.shards)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_token_is_never_shown() {
        let c = DiscordConfig::new("abc");
        assert!(!format!("{c:?}").contains("abc"));
    }
}
