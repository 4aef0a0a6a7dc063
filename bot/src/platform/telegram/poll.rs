//! Long polling: `getUpdates` in a loop (with `offset`, so the server forgets what was
//! fetched), each update handed on (readable if [`lenient::repair`] can make it so).
//!
//! The requests are teloxide's (its `getUpdates` reads updates it does not know leniently);
//! the loop is our own, so that every answer, an empty one included, tells the health check
//! that Telegram is reachable. teloxide's dispatcher is not used: it insists on a getMe
//! answer with every optional field present before it polls at all.
//!
//! A failed `getUpdates` is polled again after the connecting backoff (1 s doubling to 30 s,
//! with jitter) or the flood wait the server names, and logged at most every 30 s; a refused
//! token ends the loop. At the stop the poll under way is dropped and the fetched updates
//! are confirmed to the server (a call bounded by [`CONFIRM_WITHIN`]), so that a restarted
//! bot does not get them again.

use std::time::Duration;

use teloxide::{
    ApiError as TeloxideApiError, Bot, RequestError,
    errors::AsResponseParameters,
    payloads::GetUpdatesSetters,
    requests::{Request, Requester},
    types::{AllowedUpdate, Update},
};
use tokio::time::Instant;

use super::{
    api::{ApiError, BotApi, with_retries},
    lenient,
};
use crate::{
    metrics::Probe,
    platform::retry::{Interrupted, LOG_EVERY, Retrier, Retry, RetryPolicy},
    stop::Stop,
};

/// How long the stop waits for the server to take the confirmation of the fetched updates.
pub const CONFIRM_WITHIN: Duration = Duration::from_secs(2);

/// The updates the bot asks for: messages, pressed buttons, and inline mode's queries and
/// chosen results (which Telegram sends only once inline mode, and its feedback, are on).
pub const ALLOWED_UPDATES: [AllowedUpdate; 4] = [
    AllowedUpdate::Message,
    AllowedUpdate::CallbackQuery,
    AllowedUpdate::InlineQuery,
    AllowedUpdate::ChosenInlineResult,
];

/// Polls until `stop` is requested (or the server refuses the token: an
/// [`ApiError::Refused`] with code 401), giving each update to `take`, then stops polling and
/// tells the server which updates were fetched. `health` hears whether `getUpdates` answers.
pub async fn run(
    bot: &Bot,
    api: &BotApi,
    poll_timeout: Duration,
    health: &Probe,
    stop: &Stop,
    mut take: impl FnMut(Update) + Send,
) -> Result<(), ApiError> {
    if stop
        .until_requested(delete_webhook(api, stop))
        .await
        .is_none()
    {
        return Ok(());
    }
    let backoff = RetryPolicy::connecting();
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
                    take(lenient::repair(update));
                }
                continue;
            }
            Err(RequestError::Api(TeloxideApiError::InvalidToken)) => {
                health.down("getUpdates: the token was refused");
                break Err(ApiError::Refused {
                    code: 401,
                    description: "Unauthorized (getUpdates)".into(),
                });
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
        confirm(bot, offset).await;
    }
    outcome
}

/// Tells the server that the updates before `offset` were fetched, so that a restarted
/// bot does not get them again: a `getUpdates` that waits for nothing.
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
        Err(ApiError::Interrupted(Interrupted::Stopping)) => return,
        Err(error) => {
            tracing::warn!(%error, "getWebhookInfo failed; polling anyway");
            return;
        }
    };
    if info.url.is_empty() {
        return;
    }
    // Not the URL: some put the token in it.
    tracing::warn!("a webhook is set: deleting it to poll");
    let deleted: Result<bool, _> = with_retries(&retrier, "deleteWebhook", || {
        api.call("deleteWebhook", &none)
    })
    .await;
    if let Err(error) = deleted {
        tracing::warn!(%error, "deleteWebhook failed");
    }
}
