//! The polling loop: teloxide's polling listener long-polls `getUpdates` (with `offset`, so
//! the server forgets what was fetched), and each update goes to its chat's queue. A chat's
//! updates are handled in order, one at a time; chats run side by side, so a flood wait in
//! one chat does not hold up the others.
//!
//! teloxide's dispatcher is not used: it insists on a getMe answer with every optional field
//! present before it polls at all. The adapter asks getMe itself, leniently.
//!
//! Each update is handed to the service exactly once; only the replies are ever repeated
//! (by the [`Sender`]), so a failed send cannot play a move twice or lose one.

use std::{collections::HashMap, future::Future, sync::Arc, time::Duration};

use futures::StreamExt;
use teloxide::{
    Bot,
    types::{AllowedUpdate, CallbackQuery, Message, Update, UpdateKind},
    update_listeners::{AsUpdateStream, Polling, UpdateListener},
};
use tokio::{
    sync::{broadcast, mpsc},
    task::JoinSet,
};

use super::{
    incoming,
    keyboard::Pressed,
    lenient,
    mentions::Directory,
    send::{Sender, Target},
};
use crate::{
    i18n::{self, Lang, Say},
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

/// Polls until `shutdown` completes, then stops polling, tells the server which updates
/// were fetched, and finishes every update already queued.
pub async fn run(
    adapter: Arc<Adapter>,
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
    fn push(&mut self, update: Update, adapter: &Arc<Adapter>) {
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

impl Adapter {
    async fn handle(&self, update: Update) {
        match update.kind {
            UpdateKind::Message(msg) => self.on_message(msg).await,
            UpdateKind::CallbackQuery(query) => self.on_callback(query).await,
            UpdateKind::Error(_) => tracing::warn!(id = update.id.0, "an update was unreadable"),
            _ => {}
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
                let hint = i18n::reply(&Say::ButtonExpired, Lang::default()).plain_text();
                self.answer_press(&query, Some(&hint)).await;
                return;
            }
        };
        let Some(mut incoming) = incoming::from_callback(&query, command, &self.directory) else {
            self.answer_press(&query, None).await;
            return;
        };
        if incoming::command_name(&incoming.text) == Some("settings") {
            let private = query
                .message
                .as_ref()
                .is_some_and(|m| m.chat().is_private());
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
        self.send_all(&target, replies).await;
    }

    async fn answer_press(&self, query: &CallbackQuery, text: Option<&str>) {
        if let Err(error) = self.sender.answer_callback(&query.id.0, text).await {
            tracing::warn!(%error, "could not answer a button press");
        }
    }

    /// Hands one message to the service and sends its replies where it came from.
    async fn answer(&self, incoming: Incoming) {
        let target = Target::of(&incoming.channel);
        let replies = self.service.handle(incoming).await;
        self.send_all(&target, replies).await;
    }

    /// Sends replies; one that can be a file (a game's PDN) goes as a file, which players
    /// save and open in their draughts programs.
    async fn send_all(&self, target: &Target, replies: Vec<crate::message::Reply>) {
        for reply in replies {
            let reply = reply.document_form();
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
