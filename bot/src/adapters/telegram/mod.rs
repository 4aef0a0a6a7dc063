//! The Telegram adapter: players in Telegram groups (and private chats) play through the
//! same service as everywhere else ([`crate::service::Backend`]).
//!
//! - At start the adapter asks getMe until the Bot API answers (an unreachable server is
//!   retried with capped exponential backoff, until the bot stops); a token it refuses ends
//!   the adapter with [`TelegramError::TokenRefused`].
//! - Updates arrive by long polling (`getUpdates`, [`poll`]), or by webhook when
//!   `TELEGRAM_WEBHOOK_URL` is set ([`webhook`]: teloxide's axum router behind an HTTPS front,
//!   the secret token checked on every request); each command becomes an [`Incoming`](crate::message::Incoming)
//!   ([`incoming`], [`mentions`]): `!move 23x14`, `/move 23x14` and `/move@thisbot 23x14`
//!   alike, in the chat or its forum topic. Other chatter is ignored.
//! - Replies are rendered as Telegram HTML ([`reply`]) and sent with sendMessage, sendPhoto
//!   (board images, with the text as caption) and sendDocument (PDN, always a file here),
//!   buttons as inline keyboards ([`keyboard`]); sends are retried on 429 (after
//!   `retry_after`) and on 5xx or network errors (backoff), within bounds ([`send`],
//!   [`crate::adapters::retry`]).
//! - The command menu is registered with setMyCommands from the one command table.
//! - It stops with the application's [`Stop`]: polling ends (or the webhook refuses new
//!   requests and closes) at once, the updates already taken are answered within the grace
//!   period.
//! - It tells the health check ([`TelegramConfig::health`]) whether the Bot API answers.
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
mod send;
mod webhook;

use std::{fmt, future::Future, sync::Arc, time::Duration};

use serde::Deserialize;
use teloxide::Bot;

pub use crate::adapters::retry::RetryPolicy;
pub use webhook::Webhook;

use self::api::{ApiError, BotApi, with_retries};
use crate::{
    adapters::retry::{Interrupted, Retrier},
    config::Config,
    metrics::Probe,
    service::Backend,
    stop::Stop,
};

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
    /// Updates by webhook instead of long polling.
    pub webhook: Option<Webhook>,
    /// Told whether the Bot API answers.
    pub health: Probe,
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
        }
    }

    /// The adapter's configuration when `TELEGRAM_TOKEN` is set (`TELEGRAM_API_URL` picks
    /// the server, `TELEGRAM_WEBHOOK_*` the webhook); an error names the variable to fix.
    pub fn from_config(config: &Config) -> Result<Option<TelegramConfig>, TelegramError> {
        let Some(token) = config.telegram_token.clone() else {
            return Ok(None);
        };
        let mut telegram = TelegramConfig::new(token);
        if let Some(url) = &config.telegram_api_url {
            telegram.api_url = url.clone();
        }
        telegram.webhook = Webhook::from_config(config)?;
        Ok(Some(telegram))
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
            .finish()
    }
}

/// Why the adapter stopped other than by the application's stop.
#[derive(Debug, thiserror::Error)]
pub enum TelegramError {
    /// The Bot API server refused the token (401 Unauthorized; 404 Not Found for a token it
    /// cannot read): retrying cannot help.
    #[error(
        "TELEGRAM_TOKEN was refused by the Bot API server ({0}): set it to the token @BotFather gave the bot"
    )]
    TokenRefused(String),
    #[error("TELEGRAM_API_URL is not a URL: {0}")]
    ApiUrl(String),
    /// getMe was refused for another reason (or answered something unreadable): the server
    /// at `TELEGRAM_API_URL` is not a Bot API server, or not one that takes this bot.
    #[error("the Bot API server did not accept getMe ({0}); check TELEGRAM_API_URL")]
    GetMe(#[source] ApiError),
    #[error("building the HTTP client: {0}")]
    Client(#[source] reqwest::Error),
    /// `TELEGRAM_WEBHOOK_*` cannot be used as set; the message names the variable.
    #[error("{0}")]
    Webhook(String),
    #[error("TELEGRAM_WEBHOOK_LISTEN {address}: cannot listen there: {source}")]
    Listen {
        address: std::net::SocketAddr,
        #[source]
        source: std::io::Error,
    },
    /// Telegram refused the webhook (a URL it cannot use, a port it does not post to).
    #[error("Telegram refused the webhook ({0}); check TELEGRAM_WEBHOOK_URL")]
    SetWebhook(#[source] ApiError),
}

impl TelegramError {
    /// From getMe's answer, which needs the token.
    fn from_get_me(error: ApiError) -> TelegramError {
        match error {
            ApiError::Refused { code, description } if refuses_the_token(code) => {
                TelegramError::TokenRefused(format!("{code} {description}").trim().to_string())
            }
            error => TelegramError::GetMe(error),
        }
    }
}

/// 401 Unauthorized; 404 Not Found is what the Bot API answers to a token it cannot read.
pub(crate) fn refuses_the_token(code: u16) -> bool {
    matches!(code, 401 | 404)
}

/// Runs the adapter until `stop` is requested, then stops cleanly: polling ends at once, the
/// updates already fetched are handled and answered within the stop's grace period, and the
/// server is told they are done (so a restarted adapter does not get them again).
///
/// An unreachable Bot API server is retried, at start and while polling, until it answers or
/// `stop` is requested; the scheduler's reminders for Telegram wait meanwhile. Fails only for
/// what retrying cannot mend: a refused token, an invalid configuration.
pub async fn run<B: Backend>(
    service: B,
    config: TelegramConfig,
    stop: Stop,
) -> Result<(), TelegramError> {
    let health = config.health.clone();
    health.down("connecting to the Bot API");
    // Taken before anything else: a port in use fails at once, not once Telegram answers.
    let listener = match &config.webhook {
        Some(webhook) => Some(webhook.bind().await?),
        None => None,
    };
    let api_url = config.api_url.trim_end_matches('/');
    let url = reqwest::Url::parse(api_url).map_err(|e| TelegramError::ApiUrl(e.to_string()))?;
    // teloxide's defaults: a client timeout (17 s) longer than the polling timeout.
    let polling_client = teloxide::net::default_reqwest_settings()
        .build()
        .map_err(TelegramError::Client)?;
    let bot = Bot::with_client(config.token.clone(), polling_client).set_api_url(url);
    let sends_client = reqwest::Client::builder()
        .connect_timeout(Duration::from_secs(5))
        .timeout(Duration::from_secs(60))
        .build()
        .map_err(TelegramError::Client)?;
    let api = BotApi::new(sends_client, api_url, &config.token);
    // Taken before Telegram answers: the scheduler waits for every adapter to listen, and
    // what it announces for Telegram meanwhile waits here, not lost.
    let outbound = service.outbound();
    // Its username makes `/cmd@name` a command for this bot.
    let username = match bot_username(&api, &stop).await {
        Ok(me) => {
            service.introduce(&me);
            me.username.unwrap_or_default()
        }
        Err(ApiError::Interrupted(Interrupted::Stopping)) => return Ok(()),
        Err(error) => return Err(TelegramError::from_get_me(error)),
    };
    let sender = send::Sender::new(
        api.clone(),
        Retrier::answering("Telegram", config.retry, stop.clone()),
    );
    if stop
        .until_requested(sender.set_commands())
        .await
        .is_some_and(|registered| registered.is_err())
    {
        tracing::warn!("could not register the command menu");
    }
    let adapter = Arc::new(handler::Adapter {
        service,
        sender,
        username,
        chats: handler::ChatLocks::default(),
    });
    let forwarding = tokio::spawn({
        let adapter = adapter.clone();
        async move { adapter.forward_outbound(outbound).await }
    });
    let served = match (&config.webhook, listener) {
        (Some(webhook), Some(listener)) => {
            webhook::run(adapter, listener, webhook, &api, &health, &stop).await
        }
        _ => {
            tracing::info!(api_url, bot = %adapter.username, "Telegram adapter polling");
            poll::run(adapter, bot, &api, config.poll_timeout, &health, &stop).await
        }
    };
    forwarding.abort();
    health.down("stopped");
    tracing::info!("Telegram adapter stopped");
    served
}

/// [`run`] with a stop of its own, requested when `shutdown` completes.
pub async fn run_until<B: Backend>(
    service: B,
    config: TelegramConfig,
    shutdown: impl Future<Output = ()> + Send,
) -> anyhow::Result<()> {
    let stop = Stop::new();
    let running = run(service, config, stop.clone());
    tokio::pin!(running);
    tokio::select! {
        result = &mut running => return Ok(result?),
        () = shutdown => {
            stop.request();
        }
    }
    Ok(running.await?)
}

/// The bot's own user (getMe): its username without `@` makes `/cmd@name` a command for it
/// and `@name` a challenge of it. Asked until the server answers or the stop is requested.
async fn bot_username(api: &BotApi, stop: &Stop) -> Result<crate::message::User, ApiError> {
    /// The part of the bot's own user the adapter reads.
    #[derive(Deserialize)]
    struct Me {
        #[serde(default)]
        id: i64,
        #[serde(default)]
        first_name: String,
        #[serde(default)]
        username: Option<String>,
    }
    let none = serde_json::json!({});
    let retrier = Retrier::connecting("Telegram", stop.clone());
    let me: Me = with_retries(&retrier, "getMe", || api.call("getMe", &none)).await?;
    let name = if me.first_name.trim().is_empty() {
        me.username.clone().unwrap_or_default()
    } else {
        me.first_name
    };
    Ok(crate::message::User {
        platform: crate::message::Platform::Telegram,
        id: me.id.to_string(),
        name,
        username: me.username.filter(|u| !u.is_empty()),
    })
}
