//! The polling loop: long polls of `getUpdates` with `offset` (so the server forgets what was
//! fetched), and each update to its chat's queue. A chat's updates are handled in order, one
//! at a time; chats run side by side, so a flood wait in one chat does not hold up the
//! others. A failed poll is repeated after the server's `retry_after`, or after a backoff.
//!
//! Each update is handed to the service exactly once; only the replies are ever repeated
//! (by the [`Sender`]), so a failed send cannot play a move twice or lose one.

use std::{collections::HashMap, future::Future, sync::Arc, time::Duration};

use tokio::{
    sync::{broadcast, mpsc},
    task::JoinSet,
    time::Instant,
};

use super::{
    api::ApiError,
    incoming,
    keyboard::Pressed,
    mentions::Directory,
    pdn,
    send::{Sender, Target},
    update::{CallbackQuery, Kind, Message, Update},
};
use crate::{
    message::{Incoming, Outbound, Platform},
    service::Service,
};

/// What every handler shares.
pub struct Adapter {
    pub service: Service,
    pub sender: Sender,
    pub directory: Directory,
    /// The bot's Telegram username, for `/cmd@name`.
    pub username: String,
}

/// An empty answer sooner than this came from a server that does not hold the poll open:
/// wait this long before asking again, rather than asking in a tight loop.
const QUICK: Duration = Duration::from_millis(250);

/// Polls until `shutdown` completes, then stops polling, tells the server which updates
/// were fetched, and finishes every update already queued.
pub async fn run(
    adapter: Arc<Adapter>,
    poll_timeout: Duration,
    shutdown: impl Future<Output = ()>,
) {
    // The server refuses getUpdates while a webhook is set.
    if let Err(error) = adapter.sender.delete_webhook().await {
        tracing::warn!(%error, "could not remove a webhook; polling anyway");
    }
    tokio::pin!(shutdown);
    let mut queues = Queues::default();
    let mut offset: Option<i64> = None;
    let mut failures = 0;
    loop {
        let asked = Instant::now();
        let polled = tokio::select! {
            () = &mut shutdown => break,
            polled = adapter.sender.get_updates(offset, poll_timeout, None) => polled,
        };
        let pause = match polled {
            Ok(updates) => {
                failures = 0;
                let quick = updates.is_empty() && asked.elapsed() < QUICK;
                for raw in updates {
                    let Some(update) = Update::read(raw) else {
                        tracing::warn!("an update without an update_id was skipped");
                        continue;
                    };
                    offset = Some(offset.map_or(update.id + 1, |o| o.max(update.id + 1)));
                    queues.push(update, &adapter);
                }
                quick.then_some(QUICK)
            }
            Err(ApiError::RetryAfter(wait)) => {
                tracing::warn!(?wait, "getUpdates hit the flood limit; polling again later");
                Some(wait)
            }
            Err(error) => {
                failures += 1;
                let wait = adapter.sender.backoff(failures);
                tracing::warn!(%error, ?wait, "getUpdates failed; polling again after a pause");
                Some(wait)
            }
        };
        if let Some(pause) = pause {
            tokio::select! {
                () = &mut shutdown => break,
                () = tokio::time::sleep(pause) => {}
            }
        }
    }
    // Confirms what was fetched, so that a restarted adapter does not get it again.
    if offset.is_some()
        && let Err(error) = adapter
            .sender
            .get_updates(offset, Duration::ZERO, Some(1))
            .await
    {
        tracing::warn!(%error, "could not confirm the last updates to the server");
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
    fn push(&mut self, update: Update, adapter: &Arc<Adapter>) {
        if update.kind == Kind::Unreadable {
            tracing::warn!(id = update.id, "an update was unreadable");
        }
        // Updates without a chat (a press under an inline message, kinds not asked for)
        // have nothing to answer but the press.
        let Some(chat) = update.chat() else {
            if let Kind::CallbackQuery(query) = update.kind {
                let adapter = adapter.clone();
                self.workers
                    .spawn(async move { adapter.answer_press(&query, None).await });
            }
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

impl Adapter {
    async fn handle(&self, update: Update) {
        match update.kind {
            Kind::Message(msg) => self.on_message(msg).await,
            Kind::CallbackQuery(query) => self.on_callback(query).await,
            Kind::Other | Kind::Unreadable => {}
        }
    }

    async fn on_message(&self, msg: Message) {
        let Some(mut incoming) = incoming::from_message(&msg, &self.username, &self.directory)
        else {
            return;
        };
        if incoming::command_name(&incoming.text) == Some("settings") {
            incoming.author_is_admin = self.is_admin(&incoming, msg.chat.is_private()).await;
        }
        self.answer(incoming).await;
    }

    async fn on_callback(&self, query: CallbackQuery) {
        let data = query.data.as_deref().unwrap_or_default();
        let command = match self.sender.keyboards().pressed(data) {
            Pressed::Command(command) => command,
            Pressed::Forgotten => {
                let hint = "This button has expired: type the command instead.";
                self.answer_press(&query, Some(hint)).await;
                return;
            }
        };
        let Some(mut incoming) = incoming::from_callback(&query, command, &self.directory) else {
            self.answer_press(&query, None).await;
            return;
        };
        if incoming::command_name(&incoming.text) == Some("settings") {
            let private = query.message.as_ref().is_some_and(|m| m.chat.is_private());
            incoming.author_is_admin = self.is_admin(&incoming, private).await;
        }
        let target = Target::of(&incoming.channel);
        let mut replies = self.service.handle(incoming).await;
        // A refusal meant for the presser alone (someone pressing Accept on a challenge made
        // to another) is shown to them only, as the press's notice; the rest goes to the chat.
        let notice = replies
            .iter()
            .position(|r| {
                r.ephemeral && r.image.is_none() && r.document.is_none() && r.buttons.is_empty()
            })
            .map(|i| replies.remove(i).plain_text());
        let notice = notice.map(|text| short_notice(&text));
        self.answer_press(&query, notice.as_deref()).await;
        self.send_all(&target, replies, false).await;
    }

    async fn answer_press(&self, query: &CallbackQuery, text: Option<&str>) {
        if let Err(error) = self.sender.answer_callback(&query.id, text).await {
            tracing::warn!(%error, "could not answer a button press");
        }
    }

    /// Hands one message to the service and sends its replies where it came from.
    async fn answer(&self, incoming: Incoming) {
        let target = Target::of(&incoming.channel);
        let pdn = incoming::command_name(&incoming.text) == Some("pdn");
        let replies = self.service.handle(incoming).await;
        self.send_all(&target, replies, pdn).await;
    }

    async fn send_all(&self, target: &Target, replies: Vec<crate::message::Reply>, pdn: bool) {
        for reply in replies {
            let reply = if pdn { pdn::as_document(reply) } else { reply };
            if let Err(error) = self.sender.send(target, &reply).await {
                tracing::warn!(%error, "a reply was not delivered in full");
            }
        }
    }

    /// Whether the author administers the chat; everyone does in their private chat. Asked
    /// only for the commands that need it, and `false` when Telegram cannot say.
    async fn is_admin(&self, incoming: &Incoming, private: bool) -> bool {
        if private {
            return true;
        }
        let target = Target::of(&incoming.channel);
        self.sender
            .is_admin(&target, &incoming.author.id)
            .await
            .unwrap_or_else(|error| {
                tracing::warn!(%error, "could not check for chat administrator");
                false
            })
    }

    /// Sends the service's own messages (reminders, time-outs) meant for Telegram, until the
    /// service closes its channel. The receiver is taken at start, so none is missed.
    pub async fn forward_outbound(&self, mut outbound: broadcast::Receiver<Outbound>) {
        use broadcast::error::RecvError;
        loop {
            match outbound.recv().await {
                Ok(message) if message.channel.platform == Platform::Telegram => {
                    let target = Target::of(&message.channel);
                    if let Err(error) = self.sender.send(&target, &message.reply).await {
                        tracing::warn!(%error, "a proactive message was not delivered in full");
                    }
                }
                Ok(_) => {}
                Err(RecvError::Lagged(missed)) => {
                    tracing::warn!(
                        missed,
                        "proactive messages were dropped: sending fell behind"
                    );
                }
                Err(RecvError::Closed) => return,
            }
        }
    }
}

/// Telegram shows at most 200 characters in a button press's notice.
fn short_notice(text: &str) -> String {
    const LIMIT: usize = 200;
    if text.chars().count() <= LIMIT {
        return text.to_string();
    }
    let mut short: String = text.chars().take(LIMIT - 1).collect();
    short.push('…');
    short
}
