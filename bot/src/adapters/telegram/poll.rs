//! Long polling: `getUpdates` in a loop (with `offset`, so the server forgets what was
//! fetched), and each update to its chat's queue ([`Queues`], shared with the webhook). A
//! chat's updates are handled in order, one at a time; chats run side by side, so a flood wait
//! in one chat does not hold up the others.
//!
//! The requests are teloxide's (its `getUpdates` reads updates it does not know leniently);
//! the loop is the adapter's own, so that every answer, an empty one included, tells the
//! health check that Telegram is reachable. teloxide's dispatcher is not used: it insists on a
//! getMe answer with every optional field present before it polls at all.
//!
//! Each update is handed to the service exactly once; only the replies are ever repeated
//! (by the [`Sender`]), so a failed send cannot play a move twice or lose one.
//!
//! A failed `getUpdates` is polled again after the connecting backoff (1 s doubling to 30 s,
//! with jitter) or the flood wait the server names, and logged at most every 30 s; a refused
//! token ends the loop. At the application's stop the poll under way is dropped, the fetched
//! updates are confirmed to the server (a call bounded by [`CONFIRM_WITHIN`]) and those queued
//! are answered within the grace period.

use std::{collections::HashMap, sync::Arc, time::Duration};

use teloxide::{
    ApiError as TeloxideApiError, Bot, RequestError,
    errors::AsResponseParameters,
    payloads::GetUpdatesSetters,
    requests::{Request, Requester},
    types::{AllowedUpdate, Update},
};
use tokio::{sync::mpsc, task::JoinSet, time::Instant};

use super::{
    TelegramError,
    api::{BotApi, with_retries},
    handler::Adapter,
    lenient,
};
use crate::{
    adapters::retry::{Interrupted, LOG_EVERY, Retrier, Retry, RetryPolicy},
    metrics::Probe,
    service::Backend,
    stop::Stop,
};

/// How long the stop waits for the server to take the confirmation of the fetched updates.
pub const CONFIRM_WITHIN: Duration = Duration::from_secs(2);

/// The updates the adapter asks for.
pub const ALLOWED_UPDATES: [AllowedUpdate; 2] =
    [AllowedUpdate::Message, AllowedUpdate::CallbackQuery];

/// Polls until `stop` is requested (or the server refuses the token), then stops polling,
/// tells the server which updates were fetched, and finishes the updates already queued
/// within the stop's grace period. `health` hears whether `getUpdates` answers.
pub async fn run<B: Backend>(
    adapter: Arc<Adapter<B>>,
    bot: Bot,
    api: &BotApi,
    poll_timeout: Duration,
    health: &Probe,
    stop: &Stop,
) -> Result<(), TelegramError> {
    if stop
        .until_requested(delete_webhook(api, stop))
        .await
        .is_none()
    {
        return Ok(());
    }
    let backoff = RetryPolicy::connecting();
    let mut queues = Queues::default();
    // The id after the last update fetched: asking from there confirms the ones before.
    let mut offset: Option<i32> = None;
    let mut failures = 0u32;
    let mut logged: Option<Instant> = None;
    let outcome = loop {
        let mut poll = bot
            .get_updates()
            .timeout(poll_timeout.as_secs() as u32)
            .allowed_updates(ALLOWED_UPDATES);
        if let Some(offset) = offset {
            poll = poll.offset(offset);
        }
        let Some(answer) = stop.until_requested(poll.send()).await else {
            break Ok(());
        };
        let error = match answer {
            Ok(updates) => {
                health.up();
                if failures > 0 {
                    tracing::info!(failures, "getUpdates answers again");
                    failures = 0;
                    logged = None;
                }
                for update in updates {
                    offset = Some(update.id.as_offset());
                    queues.push(update, &adapter);
                }
                continue;
            }
            Err(RequestError::Api(TeloxideApiError::InvalidToken)) => {
                health.down("getUpdates: the token was refused");
                break Err(TelegramError::TokenRefused(
                    "getUpdates: Unauthorized".into(),
                ));
            }
            Err(error) => error,
        };
        failures += 1;
        health.down(format!("getUpdates: {error}"));
        let retry = match error.retry_after() {
            Some(wait) => Retry::After(wait.duration()),
            None => Retry::Backoff,
        };
        let wait = backoff
            .delay(failures, retry)
            .unwrap_or(backoff.max_backoff);
        if logged.is_none_or(|at| at.elapsed() >= LOG_EVERY) {
            tracing::warn!(failures, ?wait, %error, "getUpdates failed; polling again after a pause");
            logged = Some(Instant::now());
        }
        if stop
            .until_requested(tokio::time::sleep(wait))
            .await
            .is_none()
        {
            break Ok(());
        }
    };
    if let Some(offset) = offset {
        confirm(&bot, offset).await;
    }
    if stop.within_grace(queues.finish()).await.is_none() {
        tracing::warn!("updates still being answered when the grace period ended were dropped");
    }
    outcome
}

/// Tells the server that the updates before `offset` were fetched, so that a restarted
/// adapter does not get them again: a `getUpdates` that waits for nothing.
async fn confirm(bot: &Bot, offset: i32) {
    let confirmation = bot.get_updates().offset(offset).limit(1).timeout(0).send();
    match tokio::time::timeout(CONFIRM_WITHIN, confirmation).await {
        Ok(Ok(_)) => {}
        Ok(Err(error)) => {
            tracing::warn!(%error, "the Bot API server did not take the confirmation of the fetched updates");
        }
        Err(_) => {
            tracing::warn!(
                "the Bot API server did not take the confirmation of the fetched updates"
            );
        }
    }
}

/// A webhook makes getUpdates fail: one set (by this bot run with `TELEGRAM_WEBHOOK_URL`
/// before, or elsewhere) is deleted, with a warning, since whatever serves it gets no more
/// updates.
async fn delete_webhook(api: &BotApi, stop: &Stop) {
    #[derive(serde::Deserialize)]
    struct WebhookInfo {
        #[serde(default)]
        url: String,
    }
    let none = serde_json::json!({});
    let retrier = Retrier::connecting("Telegram", stop.clone());
    let info: WebhookInfo = match with_retries(&retrier, "getWebhookInfo", || {
        api.call("getWebhookInfo", &none)
    })
    .await
    {
        Ok(info) => info,
        Err(super::api::ApiError::Interrupted(Interrupted::Stopping)) => return,
        Err(error) => {
            tracing::warn!(%error, "getWebhookInfo failed; polling anyway");
            return;
        }
    };
    if info.url.is_empty() {
        return;
    }
    // Not the URL: some put the token in it.
    tracing::warn!("a webhook is set: deleting it to poll (TELEGRAM_WEBHOOK_URL is unset)");
    let deleted: Result<bool, _> = with_retries(&retrier, "deleteWebhook", || {
        api.call("deleteWebhook", &none)
    })
    .await;
    if let Err(error) = deleted {
        tracing::warn!(%error, "deleteWebhook failed");
    }
}

/// One queue and one task per chat.
#[derive(Default)]
pub struct Queues {
    by_chat: HashMap<i64, mpsc::UnboundedSender<Update>>,
    workers: JoinSet<()>,
}

impl Queues {
    pub fn push<B: Backend>(&mut self, update: Update, adapter: &Arc<Adapter<B>>) {
        let update = lenient::repair(update);
        // Updates without a chat (inline queries and the like) were not asked for.
        let Some(chat) = update.chat().map(|chat| chat.id.0) else {
            return;
        };
        let Queues { by_chat, workers } = self;
        let mut spawn = || {
            let (queue, mut updates) = mpsc::unbounded_channel::<Update>();
            let adapter = adapter.clone();
            workers.spawn(async move {
                while let Some(update) = updates.recv().await {
                    adapter.handle(update).await;
                }
            });
            queue
        };
        let queue = by_chat.entry(chat).or_insert_with(&mut spawn);
        // A worker that died (a panic) is replaced; the update is not lost.
        if let Err(mpsc::error::SendError(update)) = queue.send(update) {
            tracing::error!(chat, "a chat's worker had stopped; starting a new one");
            let queue = spawn();
            let _ = queue.send(update);
            by_chat.insert(chat, queue);
        }
    }

    /// Closes the queues and waits until every queued update is handled.
    pub async fn finish(self) {
        let Queues {
            by_chat,
            mut workers,
        } = self;
        drop(by_chat);
        while workers.join_next().await.is_some() {}
    }
}
