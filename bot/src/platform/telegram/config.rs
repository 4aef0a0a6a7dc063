//! How the bot reaches the Bot API: the token, the server, how failed calls are repeated,
//! and whether updates come by long polling or by webhook. Read from the environment by
//! [`crate::config`].

use std::{fmt, net::SocketAddr, time::Duration};

use tokio::net::TcpListener;

use crate::{limits::Limits, metrics::Probe, platform::retry::RetryPolicy};

/// The public Bot API server.
pub const DEFAULT_API_URL: &str = "https://api.telegram.org";

/// Where the webhook listens when no address is given.
pub const DEFAULT_LISTEN: &str = "0.0.0.0:8443";

/// How the bot reaches Telegram.
#[derive(Clone)]
pub struct TelegramConfig {
    /// The bot token from @BotFather: a secret, never logged.
    pub token: String,
    /// The Bot API server's root URL.
    pub api_url: String,
    /// How failed sends are repeated.
    pub retry: RetryPolicy,
    /// How long one `getUpdates` call waits for an update; under the polling client's 17 s
    /// request timeout.
    pub poll_timeout: Duration,
    /// Updates by webhook instead of long polling.
    pub webhook: Option<Webhook>,
    /// Told whether the Bot API answers.
    pub health: Probe,
    /// How fast replies may go out (Telegram's documented limits), how many may wait, and
    /// the budgets of people and chats (`LIMIT_*`).
    pub limits: Limits,
    /// Where board images for inline messages are uploaded, for their file ids
    /// (`TELEGRAM_MEDIA_CHAT`); `None`: inline games are text.
    pub media_chat: Option<String>,
}

impl TelegramConfig {
    pub fn new(token: impl Into<String>) -> TelegramConfig {
        TelegramConfig {
            token: token.into(),
            api_url: DEFAULT_API_URL.into(),
            retry: RetryPolicy::default(),
            poll_timeout: Duration::from_secs(10),
            webhook: None,
            health: Probe::default(),
            limits: Limits::default(),
            media_chat: None,
        }
    }
}

impl fmt::Debug for TelegramConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TelegramConfig")
            .field("token", &"<set>")
            .field("api_url", &self.api_url)
            .field("retry", &self.retry)
            .field("poll_timeout", &self.poll_timeout)
            .field("webhook", &self.webhook)
            .field("limits", &self.limits)
            .field("media_chat", &self.media_chat)
            .finish()
    }
}

/// How Telegram reaches this process: it posts to the public HTTPS `url`, which an HTTPS
/// front forwards to `listen`.
#[derive(Clone, PartialEq, Eq)]
pub struct Webhook {
    /// The public HTTPS URL given to `setWebhook`; its path is the path served.
    pub url: reqwest::Url,
    /// The local address the listener takes.
    pub listen: SocketAddr,
    /// The secret token every request must carry: a secret, never logged.
    pub secret: String,
}

impl fmt::Debug for Webhook {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Webhook")
            .field("url", &self.url.as_str())
            .field("listen", &self.listen)
            .field("secret", &"<set>")
            .finish()
    }
}

impl Webhook {
    /// Takes the listen address, so that a taken port fails at start-up, before Telegram is
    /// told to post here.
    pub async fn bind(&self) -> std::io::Result<TcpListener> {
        TcpListener::bind(self.listen).await
    }
}
