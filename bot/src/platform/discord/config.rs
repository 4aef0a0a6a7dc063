//! What the Discord client needs to know to connect, and how it answers in time. Read from
//! the environment by [`crate::config`].

use std::fmt;
use std::time::Duration;

use super::rest::Access;
use super::shards::ShardRange;
use crate::limits::Limits;
use crate::metrics::Probe;
use crate::outgoing::fair::{Rates, Window};
use crate::platform::retry::RetryPolicy;

/// How the bot reaches Discord.
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
    /// How long a slash command may take before its answer is deferred. Discord
    /// cancels an interaction not answered within 3 seconds.
    pub defer_after: Duration,
    /// The shards this process runs (`DISCORD_SHARDS`); `None`: every shard Discord
    /// recommends.
    pub shards: Option<ShardRange>,
    /// Told whether every shard is connected.
    pub health: Probe,
    /// How fast messages may go out (Discord's documented global limit), how many may
    /// wait, and the budgets of people and channels (`LIMIT_*`).
    pub limits: Limits,
}

/// Discord's documented global limit (50 requests a second for a bot, interaction answers
/// aside) as the windows of an outbox whose lanes are channels. The limits of each route are
/// the server's to say, in the `X-RateLimit-*` headers: `gate` holds a channel back as they
/// say ([`super::Rest::channel_gate`]).
pub fn rates(
    per_second: u32,
    gate: impl Fn(&u64) -> Option<tokio::time::Instant> + Send + Sync + 'static,
) -> Rates<u64> {
    Rates {
        global: vec![Window::per_second(per_second)],
        per_lane: Box::new(|_| Vec::new()),
        gate: Box::new(gate),
    }
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
            limits: Limits::default(),
        }
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
