//! The polling loop: teloxide's polling listener long-polls `getUpdates` (with `offset`, so
//! the server forgets what was fetched), and each update goes to its chat's queue. A chat's
//! updates are handled in order, one at a time; chats run side by side, so a flood wait in
//! one chat does not hold up the others.
//!
//! teloxide's dispatcher is not used: it insists on a getMe answer with every optional field
//! present before it polls at all. The adapter asks getMe itself, leniently.
//!
//! Each update is handed to the service exactly once; only the replies are ever repeated
//! (by the [`super::send::Sender`]), so a failed send cannot play a move twice or lose one.
//!
//! A failed `getUpdates` is polled again after the connecting backoff (1 s doubling to 30 s)
//! or the flood wait the server names, and logged at most every 30 s; a refused token ends
//! the loop. At the application's stop the poll under way is dropped, the fetched updates are
//! confirmed to the server (a call bounded by [`CONFIRM_WITHIN`]) and those queued are
//! answered within the grace period.

use std::{collections::HashMap, sync::Arc, time::Duration};

use futures::StreamExt;
use teloxide::{
    ApiError as TeloxideApiError, Bot, RequestError,
    types::{AllowedUpdate, Update},
    update_listeners::{AsUpdateStream, Polling, UpdateListener},
};
use tokio::{sync::mpsc, task::JoinSet, time::Instant};

use super::{TelegramError, handler::Adapter, lenient};
use crate::{
    adapters::retry::{LOG_EVERY, RetryPolicy},
    service::Backend,
    stop::Stop,
};

/// How long the stop waits for the server to take the confirmation of the fetched updates.
pub const CONFIRM_WITHIN: Duration = Duration::from_secs(2);

/// Polls until `stop` is requested (or the server refuses the token), then stops polling,
/// tells the server which updates were fetched, and finishes the updates already queued
/// within the stop's grace period.
pub async fn run<B: Backend>(
    adapter: Arc<Adapter<B>>,
    bot: Bot,
    poll_timeout: Duration,
    stop: &Stop,
) -> Result<(), TelegramError> {
    // getWebhookInfo (and deleteWebhook if one is set): a webhook would make getUpdates fail.
    let Some(builder) = stop
        .until_requested(
            Polling::builder(bot)
                .timeout(poll_timeout)
                .allowed_updates(vec![AllowedUpdate::Message, AllowedUpdate::CallbackQuery])
                .delete_webhook(),
        )
        .await
    else {
        return Ok(());
    };
    let backoff = RetryPolicy::connecting();
    let mut listener = builder
        .backoff_strategy(move |failures| backoff.backoff(failures.saturating_add(1)))
        .build();
    let stop_polling = listener.stop_token();
    let updates = listener.as_stream();
    tokio::pin!(updates);
    let mut queues = Queues::default();
    let mut outcome = Ok(());
    let mut failures = 0u32;
    let mut logged: Option<Instant> = None;
    // Once stopping: when to stop waiting for the confirmation call.
    let mut confirm_by: Option<Instant> = None;
    loop {
        tokio::select! {
            () = stop.requested(), if confirm_by.is_none() => {
                stop_polling.stop();
                confirm_by = Some(Instant::now() + CONFIRM_WITHIN);
            }
            () = tokio::time::sleep_until(confirm_by.unwrap_or_else(Instant::now)),
                if confirm_by.is_some() =>
            {
                tracing::warn!("the Bot API server did not take the confirmation of the fetched updates");
                break;
            }
            next = updates.next() => match next {
                Some(Ok(update)) => {
                    if failures > 0 {
                        tracing::info!(failures, "getUpdates answers again");
                        failures = 0;
                        logged = None;
                    }
                    queues.push(update, &adapter);
                }
                Some(Err(RequestError::Api(TeloxideApiError::InvalidToken))) => {
                    outcome = Err(TelegramError::TokenRefused("getUpdates: Unauthorized".into()));
                    if confirm_by.is_none() {
                        stop_polling.stop();
                        confirm_by = Some(Instant::now() + CONFIRM_WITHIN);
                    }
                }
                Some(Err(error)) => {
                    failures += 1;
                    if logged.is_none_or(|at| at.elapsed() >= LOG_EVERY) {
                        tracing::warn!(failures, %error, "getUpdates failed; polling again after a pause");
                        logged = Some(Instant::now());
                    }
                }
                None => break,
            },
        }
    }
    if stop.within_grace(queues.finish()).await.is_none() {
        tracing::warn!("updates still being answered when the grace period ended were dropped");
    }
    outcome
}

/// One queue and one task per chat.
#[derive(Default)]
struct Queues {
    by_chat: HashMap<i64, mpsc::UnboundedSender<Update>>,
    workers: JoinSet<()>,
}

impl Queues {
    fn push<B: Backend>(&mut self, update: Update, adapter: &Arc<Adapter<B>>) {
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
    async fn finish(self) {
        let Queues {
            by_chat,
            mut workers,
        } = self;
        drop(by_chat);
        while workers.join_next().await.is_some() {}
    }
}
