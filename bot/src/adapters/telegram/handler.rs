//! One update, from Telegram to the service and back: a message or a pressed button becomes
//! an [`Incoming`] ([`incoming`]), the service's replies become Bot API calls ([`Sender`]).
//! The adapter decides nothing about draughts or commands: it asks the service when the
//! author's rights matter and whether a `/word` in a group is the bot's, and sends each
//! reply in the form the reply itself offers.

use std::collections::HashMap;
use std::sync::Arc;

use teloxide::types::{CallbackQuery, Message, Update, UpdateKind};
use tokio::sync::broadcast;

use super::{
    incoming,
    keyboard::Pressed,
    send::{Sender, Target},
};
use crate::{
    i18n::{self, Lang, Say},
    message::{Incoming, Outbound, Platform, Reply},
    service::Backend,
};

/// What every update's handling shares.
pub struct Adapter<B> {
    pub service: B,
    pub sender: Sender,
    /// The bot's Telegram username, for `/cmd@name`.
    pub username: String,
    /// One command or message of the bot's own at a time per chat, so that the bot's move
    /// is posted after the reply to the move it answers.
    pub chats: ChatLocks,
}

/// A lock per chat.
#[derive(Default)]
pub struct ChatLocks(std::sync::Mutex<HashMap<String, Arc<tokio::sync::Mutex<()>>>>);

impl ChatLocks {
    async fn turn(&self, target: &Target) -> tokio::sync::OwnedMutexGuard<()> {
        let lock = self
            .0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .entry(target.chat.to_string())
            .or_default()
            .clone();
        lock.lock_owned().await
    }
}

impl<B: Backend> Adapter<B> {
    pub async fn handle(&self, update: Update) {
        match update.kind {
            UpdateKind::Message(msg) => self.on_message(msg).await,
            UpdateKind::CallbackQuery(query) => self.on_callback(query).await,
            UpdateKind::Error(_) => tracing::warn!(id = update.id.0, "an update was unreadable"),
            _ => {}
        }
    }

    async fn on_message(&self, msg: Message) {
        // Everyone seen, chatter included: a later `@name` may mean them.
        for person in incoming::people_in(&msg) {
            self.service.met(&person);
        }
        let knows = |text: &str| self.service.knows_command(text);
        let Some(mut incoming) = incoming::from_message(&msg, &self.username, &knows) else {
            return;
        };
        if self.service.needs_admin(&incoming) {
            incoming.author_is_admin = self.is_admin(&incoming, msg.chat.is_private()).await;
        }
        let target = Target::of(&incoming.channel);
        let _turn = self.chats.turn(&target).await;
        let replies = self.service.handle(incoming).await;
        // What is meant for the author alone (a refused move with its board) answers their
        // message: a group chat has no private replies.
        let mine = target.answering(i64::from(msg.id.0));
        for reply in replies {
            let to = if reply.ephemeral { &mine } else { &target };
            self.send_all(to, vec![reply]).await;
        }
    }

    async fn on_callback(&self, query: CallbackQuery) {
        self.service.met(&incoming::user(&query.from));
        let data = query.data.as_deref().unwrap_or_default();
        let command = match self.sender.keyboards().pressed(data) {
            Pressed::Command(command) => command,
            Pressed::Forgotten => {
                let hint = i18n::reply(&Say::ButtonExpired, Lang::default()).plain_text();
                self.answer_press(&query, Some(&hint)).await;
                return;
            }
        };
        let Some(mut incoming) = incoming::from_callback(&query, command) else {
            self.answer_press(&query, None).await;
            return;
        };
        if self.service.needs_admin(&incoming) {
            let private = query
                .message
                .as_ref()
                .is_some_and(|m| m.chat().is_private());
            incoming.author_is_admin = self.is_admin(&incoming, private).await;
        }
        let target = Target::of(&incoming.channel);
        let _turn = self.chats.turn(&target).await;
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

    /// Sends replies; one that can be a file (a game's PDN) goes as a file, which players
    /// save and open in their draughts programs.
    async fn send_all(&self, target: &Target, replies: Vec<Reply>) {
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
                    // A private chat's id is the user's id; the bot may write there only
                    // once the person has started it (else 403), then the channel has it.
                    if let Some(user) = &message.direct
                        && let Ok(chat) = user.id.parse::<i64>()
                    {
                        let private = Target {
                            chat: chat.into(),
                            thread: None,
                            reply_to: None,
                        };
                        let _turn = self.chats.turn(&private).await;
                        match self.sender.send(&private, &message.reply).await {
                            Ok(_) => continue,
                            Err(error) => {
                                tracing::info!(%error, "no private chat; posting in the group");
                            }
                        }
                    }
                    let target = Target::of(&message.channel);
                    let _turn = self.chats.turn(&target).await;
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
