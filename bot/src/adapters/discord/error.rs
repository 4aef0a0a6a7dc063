//! What can go wrong in the Discord adapter.

use crate::platform::discord::RestError;

/// A failure of the Discord adapter.
#[derive(Debug, thiserror::Error)]
pub enum DiscordError {
    #[error("discord configuration: {0}")]
    Config(String),
    /// Discord refused the token: 401 from the REST API, or the gateway closed with 4004
    /// (authentication failed). Retrying cannot help.
    #[error(
        "DISCORD_TOKEN was refused by Discord ({0}): set it to the bot's token from the Developer Portal (Bot, Reset Token)"
    )]
    TokenRefused(String),
    #[error(transparent)]
    Rest(#[from] RestError),
    /// The gateway client could not start or stopped with an error.
    #[error("discord gateway: {0}")]
    Gateway(#[source] Box<serenity::Error>),
}

impl From<serenity::Error> for DiscordError {
    fn from(e: serenity::Error) -> DiscordError {
        DiscordError::Gateway(Box::new(e))
    }
}
