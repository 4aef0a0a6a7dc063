//! The Telegram adapter: players in Telegram groups (and private chats) play through the
//! same service as everywhere else ([`crate::service::Backend`]).
//!
//! - Updates arrive by long polling (`getUpdates`) through teloxide's polling listener
//!   ([`poll`]); each command becomes an [`Incoming`](crate::message::Incoming)
//!   ([`incoming`], [`mentions`]): `!move 23x14`, `/move 23x14` and `/move@thisbot 23x14`
//!   alike, in the chat or its forum topic. Other chatter is ignored.
//! - Replies are rendered as Telegram HTML ([`reply`]) and sent with sendMessage, sendPhoto
//!   (board images, with the text as caption) and sendDocument (PDN, always a file here),
//!   buttons as inline keyboards ([`keyboard`]); sends are retried on 429 (after
//!   `retry_after`) and on 5xx or network errors (backoff), within bounds ([`send`],
//!   [`retry`]).
//! - The command menu is registered with setMyCommands from the one command table.
//! - `TELEGRAM_API_URL` points the adapter at another Bot API server (self-hosted, or a
//!   test's fake).

mod api;
mod handler;
mod incoming;
mod keyboard;
mod lenient;
mod mentions;
mod poll;
mod reply;
mod retry;
mod send;

use std::{fmt, future::Future, sync::Arc, time::Duration};

use anyhow::Context;
use teloxide::Bot;

pub use retry::RetryPolicy;

use crate::{config::Config, service::Backend};

/// The public Bot API server.
pub const DEFAULT_API_URL: &str = "https://api.telegram.org";

/// How the adapter reaches Telegram.
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
}

impl TelegramConfig {
    pub fn new(token: impl Into<String>) -> TelegramConfig {
        TelegramConfig {
            token: token.into(),
            api_url: DEFAULT_API_URL.into(),
            retry: RetryPolicy::default(),
            poll_timeout: Duration::from_secs(10),
        }
    }

    /// The adapter's configuration when `TELEGRAM_TOKEN` is set (`TELEGRAM_API_URL` picks
    /// the server).
    pub fn from_config(config: &Config) -> Option<TelegramConfig> {
        let mut telegram = TelegramConfig::new(config.telegram_token.clone()?);
        if let Some(url) = &config.telegram_api_url {
            telegram.api_url = url.clone();
        }
        Some(telegram)
    }
}

impl fmt::Debug for TelegramConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TelegramConfig")
            .field("token", &"<set>")
            .field("api_url", &self.api_url)
            .field("retry", &self.retry)
            .field("poll_timeout", &self.poll_timeout)
            .finish()
    }
}

/// Runs the adapter until Ctrl-C or SIGTERM (what service managers and `docker stop` send),
/// then stops cleanly as [`run_until`] does.
pub async fn run<B: Backend>(service: B, config: TelegramConfig) -> anyhow::Result<()> {
    run_until(service, config, stop_signal()).await
}

/// Completes on Ctrl-C or, on Unix, SIGTERM. Without signal handling it never completes: the
/// adapter then runs until the process ends.
pub async fn stop_signal() {
    let interrupt = async {
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let terminate = async {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut terminate) => {
                terminate.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = interrupt => {}
        () = terminate => {}
    }
}

/// Runs the adapter until `shutdown` completes, then stops cleanly: the updates already
/// fetched are handled and answered, and the server is told they are done (so a restarted
/// adapter does not get them again). Fails only when the Bot API server cannot be reached
/// at start (getMe, after retries) or the configuration is invalid; later outages are
/// waited out.
pub async fn run_until<B: Backend>(
    service: B,
    config: TelegramConfig,
    shutdown: impl Future<Output = ()> + Send,
) -> anyhow::Result<()> {
    let api_url = config.api_url.trim_end_matches('/');
    let url = reqwest::Url::parse(api_url).context("TELEGRAM_API_URL is not a URL")?;
    // teloxide's defaults: a client timeout (17 s) longer than the polling timeout.
    let polling_client = teloxide::net::default_reqwest_settings()
        .build()
        .context("building the HTTP client")?;
    let bot = Bot::with_client(config.token.clone(), polling_client).set_api_url(url);
    let sends_client = reqwest::Client::builder()
        .connect_timeout(Duration::from_secs(5))
        .timeout(Duration::from_secs(60))
        .build()
        .context("building the HTTP client")?;
    let api = api::BotApi::new(sends_client, api_url, &config.token);
    let sender = send::Sender::new(api, config.retry.clone());
    // Its username makes `/cmd@name` a command for this bot.
    let username = sender
        .bot_username()
        .await
        .context("the Telegram Bot API server did not answer getMe")?;
    if let Err(error) = sender.set_commands().await {
        tracing::warn!(%error, "could not register the command menu");
    }
    let outbound = service.outbound();
    let adapter = Arc::new(handler::Adapter {
        service,
        sender,
        username,
    });
    let forwarding = tokio::spawn({
        let adapter = adapter.clone();
        async move { adapter.forward_outbound(outbound).await }
    });
    tracing::info!(api_url, bot = %adapter.username, "Telegram adapter polling");
    poll::run(adapter, bot, config.poll_timeout, shutdown).await;
    forwarding.abort();
    tracing::info!("Telegram adapter stopped");
    Ok(())
}
