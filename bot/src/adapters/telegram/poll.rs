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

use std::{collections::HashMap, future::Future, sync::Arc, time::Duration};

use futures::StreamExt;
use teloxide::{
    Bot,
    types::{AllowedUpdate, Update},
    update_listeners::{AsUpdateStream, Polling, UpdateListener},
};
use tokio::{sync::mpsc, task::JoinSet};

use super::{handler::Adapter, lenient};
use crate::service::Backend;

/// Polls until `shutdown` completes, then stops polling, tells the server which updates
/// were fetched, and finishes every update already queued.
pub async fn run<B: Backend>(
    adapter: Arc<Adapter<B>>,
    bot: Bot,
    poll_timeout: Duration,
    shutdown: impl Future<Output = ()>,
) {
    let mut listener = Polling::builder(bot)
        .timeout(poll_timeout)
        .allowed_updates(vec![AllowedUpdate::Message, AllowedUpdate::CallbackQuery])
        .delete_webhook()
        .await
        .build();
    let stop = listener.stop_token();
    let updates = listener.as_stream();
    tokio::pin!(updates, shutdown);
    let mut queues = Queues::default();
    let mut stopping = false;
    loop {
        tokio::select! {
            () = &mut shutdown, if !stopping => {
                stopping = true;
                stop.stop();
            }
            next = updates.next() => match next {
                Some(Ok(update)) => queues.push(update, &adapter),
                Some(Err(error)) => {
                    tracing::warn!(%error, "getUpdates failed; polling again after a pause");
                }
                None => break,
            },
        }
    }
    queues.finish().await;
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
