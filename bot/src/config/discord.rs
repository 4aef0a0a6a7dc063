//! The Discord adapter's settings from the environment: `DISCORD_TOKEN` (required),
//! `DISCORD_API_URL`, `DISCORD_GUILD_ID` and `DISCORD_SHARDS`.

use super::Config;
use crate::platform::discord::{DiscordConfig, ShardsError};

/// A Discord setting that cannot be used as set; the message names the variable.
#[derive(Debug, thiserror::Error)]
pub enum DiscordConfigError {
    #[error("discord configuration: DISCORD_TOKEN is not set")]
    NoToken,
    #[error("discord configuration: DISCORD_GUILD_ID is not a snowflake: {0}")]
    GuildId(String),
    #[error(transparent)]
    Shards(#[from] ShardsError),
}

impl DiscordConfig {
    /// From the bot's configuration (`DISCORD_TOKEN`, `DISCORD_API_URL`, `DISCORD_GUILD_ID`,
    /// `DISCORD_SHARDS`).
    pub fn from_config(config: &Config) -> Result<DiscordConfig, DiscordConfigError> {
        let token = config
            .discord_token
            .clone()
            .ok_or(DiscordConfigError::NoToken)?;
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
    pub fn from_env() -> Result<DiscordConfig, DiscordConfigError> {
        let lookup = |key: &str| std::env::var(key).ok();
        DiscordConfig::from_config(&Config::from_lookup(lookup))
    }
}

fn parse_guild_id(text: &str) -> Result<u64, DiscordConfigError> {
    text.trim()
        .parse::<u64>()
        .ok()
        .filter(|id| *id != 0)
        .ok_or_else(|| DiscordConfigError::GuildId(text.to_string()))
}
