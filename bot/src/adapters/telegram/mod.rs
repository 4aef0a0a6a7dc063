//! The Telegram adapter: players in Telegram groups (and private chats) play through the
//! same service as everywhere else ([`crate::service::Backend`]).
//!
//! - At start the adapter asks getMe until the Bot API answers (an unreachable server is
//!   retried with capped exponential backoff, until the bot stops); a token it refuses ends
//!   the adapter with [`TelegramError::TokenRefused`].
//! - Updates arrive by long polling, or by webhook when `TELEGRAM_WEBHOOK_URL` is set; both
//!   are [`crate::platform::telegram`]'s. Each goes to its chat's queue
//!   ([`Queues`]): a chat's updates are handled in order, one at a time, chats side by side,
//!   so a flood wait in one chat does not hold up the others. Each update is handed to the
//!   service exactly once; only the replies are ever repeated, so a failed send cannot play
//!   a move twice or lose one.
//! - Each command becomes an [`Incoming`](crate::message::Incoming) ([`incoming`],
//!   [`mentions`]): `!move 23x14`, `/move 23x14` and `/move@thisbot 23x14` alike, in the chat
//!   or its forum topic. Other chatter is ignored.
//! - Replies are rendered as Telegram HTML ([`reply`]) and sent with sendMessage, sendPhoto
//!   (board images, with the text as caption) and sendDocument (PDN, always a file here),
//!   buttons as inline keyboards ([`keyboard`]); sends are retried on 429 (after
//!   `retry_after`) and on 5xx or network errors (backoff), within bounds ([`send`],
//!   [`crate::platform::retry`]).
//! - The command menu is registered with setMyCommands from the one command table.
//! - It stops with the application's [`Stop`]: polling ends (or the webhook refuses new
//!   requests and closes) at once, the updates already taken are answered within the grace
//!   period.
//! - It tells the health check ([`TelegramConfig::health`]) whether the Bot API answers.
//! - `TELEGRAM_API_URL` points the adapter at another Bot API server (self-hosted, or a
//!   test's fake).

mod board_keys;
mod handler;
mod incoming;
mod inline;
mod keyboard;
mod mentions;
mod reply;
mod send;

use std::{future::Future, sync::Arc};

use teloxide::types::Update;

pub use crate::platform::{
    retry::RetryPolicy,
    telegram::config::{DEFAULT_API_URL, TelegramConfig, Webhook},
};

use crate::{
    outgoing::fair::Outbox,
    platform::{
        per_chat::{Locks, Queues},
        retry::{Interrupted, Retrier},
        telegram::{
            api::{ApiError, ConnectError, connect},
            methods::Client,
            poll,
            webhook::WebhookError,
        },
    },
    service::Backend,
    stop::Stop,
};

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
    #[error("building the HTTP client: {0}")]
    Client(#[source] reqwest::Error),
    /// getMe was refused for another reason (or answered something unreadable): the server
    /// at `TELEGRAM_API_URL` is not a Bot API server, or not one that takes this bot.
    #[error("the Bot API server did not accept getMe ({0}); check TELEGRAM_API_URL")]
    GetMe(#[source] ApiError),
    /// The webhook's listener stopped taking requests.
    #[error("{0}")]
    Webhook(String),
    #[error("TELEGRAM_WEBHOOK_LISTEN {address}: cannot listen there: {source}")]
    Listen {
        address: std::net::SocketAddr,
        #[source]
        source: std::io::Error,
    },
    /// getUpdates failed for good (in practice only a refused token ends polling).
    #[error("getUpdates failed: {0}")]
    GetUpdates(#[source] ApiError),
    /// Telegram refused the webhook (a URL it cannot use, a port it does not post to).
    #[error("Telegram refused the webhook ({0}); check TELEGRAM_WEBHOOK_URL")]
    SetWebhook(#[source] ApiError),
}

impl TelegramError {
    /// A refused token from `error`, else `otherwise`: 401 Unauthorized; 404 Not Found is
    /// what the Bot API answers to a token it cannot read.
    fn from_api(error: ApiError, otherwise: fn(ApiError) -> TelegramError) -> TelegramError {
        match error {
            ApiError::Refused { code, description } if matches!(code, 401 | 404) => {
                TelegramError::TokenRefused(format!("{code} {description}").trim().to_string())
            }
            error => otherwise(error),
        }
    }
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
        Some(webhook) => Some(
            webhook
                .bind()
                .await
                .map_err(|source| TelegramError::Listen {
                    address: webhook.listen,
                    source,
                })?,
        ),
        None => None,
    };
    let (bot, api) = connect(&config.api_url, &config.token).map_err(|error| match error {
        ConnectError::Url(error) => TelegramError::ApiUrl(error),
        ConnectError::Client(error) => TelegramError::Client(error),
    })?;
    // Taken before Telegram answers: the scheduler waits for every adapter to listen, and
    // what it announces for Telegram meanwhile waits here, not lost.
    let outbound = service.outbound();
    // Its username makes `/cmd@name` a command for this bot.
    let connecting = Client::new(api.clone(), Retrier::connecting("Telegram", stop.clone()));
    let username = match connecting.get_me().await {
        Ok(me) => {
            let me = mentions::me(me);
            service.introduce(&me);
            me.username.unwrap_or_default()
        }
        Err(ApiError::Interrupted(Interrupted::Stopping)) => return Ok(()),
        Err(error) => return Err(TelegramError::from_api(error, TelegramError::GetMe)),
    };
    let retrier = Retrier::answering("Telegram", config.retry, stop.clone());
    let sender = send::Sender::new(Client::new(api.clone(), retrier));
    if stop
        .until_requested(sender.set_commands())
        .await
        .is_some_and(|registered| registered.is_err())
    {
        tracing::warn!("could not register the command menu");
    }
    let outbox = Outbox::start(
        "telegram",
        config.limits.telegram.rates(),
        config.limits.queue,
    );
    let adapter = Arc::new(handler::Adapter {
        service,
        sender,
        username,
        chats: Locks::default(),
        outbox,
        gate: config.limits.gate(),
        media_chat: config.media_chat.clone(),
        file_ids: Default::default(),
    });
    let forwarding = tokio::spawn({
        let adapter = adapter.clone();
        async move { adapter.forward_outbound(outbound).await }
    });
    let mut queues = Queues::new({
        let adapter = adapter.clone();
        move |update: Update| {
            let adapter = adapter.clone();
            async move { adapter.handle(update).await }
        }
    });
    // Updates without a chat (inline mode's) queue by their inline message, or their asker.
    let take = |update: Update| {
        if let Some(key) = queue_of(&update) {
            queues.push(key, update);
        }
    };
    let served = match (&config.webhook, listener) {
        (Some(webhook), Some(listener)) => {
            crate::platform::telegram::webhook::serve(listener, webhook, &api, &health, &stop, take)
                .await
                .map_err(|error| match error {
                    WebhookError::SetWebhook(error) => {
                        TelegramError::from_api(error, TelegramError::SetWebhook)
                    }
                    WebhookError::ListenerStopped => TelegramError::Webhook(error.to_string()),
                })
        }
        _ => {
            tracing::info!(api_url = %config.api_url, bot = %adapter.username, "Telegram adapter polling");
            poll::run(&bot, &api, config.poll_timeout, &health, &stop, take)
                .await
                .map_err(|error| TelegramError::from_api(error, TelegramError::GetUpdates))
        }
    };
    if stop.within_grace(queues.finish()).await.is_none() {
        tracing::warn!("updates still being answered when the grace period ended were dropped");
    }
    if stop.within_grace(adapter.outbox.idle()).await.is_none() {
        tracing::warn!("replies still waiting when the grace period ended were dropped");
    }
    forwarding.abort();
    health.down("stopped");
    tracing::info!("Telegram adapter stopped");
    served
}

/// What an update from the Bot API becomes for the service, read as the adapter reads it
/// (repaired where a server left out fields, [`crate::platform::telegram::lenient`]): the
/// command of a message for this bot, or `None` (chatter, another bot's command, a bot's
/// message, an update of another kind). The fuzz target of the update decoder drives this.
///
/// ```
/// let update = serde_json::json!({"update_id": 1, "message": {
///     "message_id": 5, "date": 0, "chat": {"id": -100, "type": "supergroup", "title": "club"},
///     "from": {"id": 7, "is_bot": false, "first_name": "Ann"}, "text": "!moves"}});
/// let json = serde_json::to_vec(&update).unwrap();
/// let incoming = bot::adapters::telegram::read_update(&json, "dama_bot").unwrap();
/// assert_eq!(incoming.text, "!moves");
/// ```
pub fn read_update(json: &[u8], bot_username: &str) -> Option<crate::message::Incoming> {
    let update: Update = serde_json::from_slice(json).ok()?;
    let update = crate::platform::telegram::lenient::repair(update);
    let teloxide::types::UpdateKind::Message(msg) = update.kind else {
        return None;
    };
    let knows = |text: &str| crate::command::names_a_command(text, bot_username);
    incoming::from_message(&msg, bot_username, &knows)
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

/// The queue an update waits in: its chat's; an inline message's own (its presses in
/// order); an inline query's asker's.
fn queue_of(update: &Update) -> Option<i64> {
    use teloxide::types::UpdateKind;
    if let Some(chat) = update.chat() {
        return Some(chat.id.0);
    }
    match &update.kind {
        UpdateKind::CallbackQuery(query) => {
            query.inline_message_id.as_deref().map(inline::queue_key)
        }
        UpdateKind::ChosenInlineResult(chosen) => Some(match &chosen.inline_message_id {
            Some(message) => inline::queue_key(message),
            None => chosen.from.id.0 as i64,
        }),
        UpdateKind::InlineQuery(query) => Some(query.from.id.0 as i64),
        _ => None,
    }
}
