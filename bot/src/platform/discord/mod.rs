//! Discord's platform client: what serenity leaves to the bot, or does not do as Discord
//! documents it. REST calls with rate limits and retries, also behind another API address
//! (`DISCORD_API_URL`: a proxy, a fake); gateway events read leniently; shard arithmetic;
//! messages, interactions, threads, permissions and slash-command registration as Discord's
//! protocol has them.
//!
//! Nothing here knows the service, the commands or draughts: the Discord adapter
//! ([`crate::adapters::discord`]) translates between this and the service.

pub mod channels;
pub mod commands;
pub mod config;
pub mod error;
pub mod gateway;
pub mod interaction;
pub mod lenient;
pub mod mentions;
pub mod payload;
pub mod permissions;
pub mod places;
pub mod rest;
pub mod shards;

pub use config::DiscordConfig;
pub use error::RestError;
pub use payload::MessagePayload;
pub use places::Places;
pub use rest::{Access, Call, Replay, Rest};
pub use shards::{ShardRange, ShardsError};
