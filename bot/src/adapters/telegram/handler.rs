//! One update, from Telegram to the service and back: a message or a pressed button becomes
//! an [`Incoming`] ([`incoming`]), the service's replies become Bot API calls ([`Sender`]).
//! The adapter decides nothing about draughts or commands: it asks the service when the
//! author's rights matter and whether a `/word` in a group is the bot's, and sends each
//! reply in the form the reply itself offers.

use std::sync::Arc;

use teloxide::types::{CallbackQuery, Message, Update, UpdateKind};
use tokio::sync::broadcast;

use super::{
    incoming,
    keyboard::Pressed,
    send::{Sender, target},
};
use crate::{
    i18n::{self, Lang, Say},
    keys::{BoardKeys, Press, PressAnswer},
    limits::{Admission, Gate},
    message::{Incoming, Outbound, Platform, Reply},
    outgoing::{
        fair::{self, Outbox, Receipt, Turn},
        outbound::forward,
    },
    platform::{
        per_chat::Locks,
        telegram::{api::ApiError, methods::Target, text::short_notice},
    },
    service::{Backend, tap::TapData},
};

/// What every update's handling shares.
pub struct Adapter<B> {
    pub service: B,
    pub sender: Sender,
    /// The bot's Telegram username, for `/cmd@name`.
    pub username: String,
    /// One command or message of the bot's own at a time per chat, so that the bot's move
    /// is queued after the reply to the move it answers.
    pub chats: Locks<String>,
    /// Every message the bot sends waits its turn here: a lane per chat, served fairly within
    /// Telegram's limits.
    pub outbox: Outbox<String>,
    /// The budgets of people and chats: past them, messages are dropped before the service.
    pub gate: Gate,
    /// Where board images of inline games are uploaded for their file ids
    /// (`TELEGRAM_MEDIA_CHAT`).
    pub media_chat: Option<String>,
    /// The file ids of the boards uploaded there.
    pub file_ids: super::inline::FileIds,
}

impl<B: Backend> Adapter<B> {
    pub async fn handle(self: &Arc<Self>, update: Update) {
        match update.kind {
            UpdateKind::Message(msg) => self.on_message(msg).await,
            UpdateKind::CallbackQuery(query) => match query.inline_message_id.clone() {
                Some(message) => self.on_inline_press(query, message).await,
                None => self.on_callback(query).await,
            },
            UpdateKind::InlineQuery(query) => self.on_inline_query(query).await,
            UpdateKind::ChosenInlineResult(chosen) => self.on_chosen(chosen).await,
            UpdateKind::Error(_) => tracing::warn!(id = update.id.0, "an update was unreadable"),
            _ => {}
        }
    }

    async fn on_message(self: &Arc<Self>, msg: Message) {
        // A group upgraded to a supergroup: Telegram says so in the old chat (to) and the new
        // one (from); either moves what the bot keeps, and the second finds nothing left.
        if let Some(new) = msg.migrate_to_chat_id() {
            let (old, new) = (msg.chat.id.0.to_string(), new.0.to_string());
            self.service
                .chat_moved(Platform::Telegram, &old, &new)
                .await;
            return;
        }
        if let Some(old) = msg.migrate_from_chat_id() {
            let (old, new) = (old.0.to_string(), msg.chat.id.0.to_string());
            self.service
                .chat_moved(Platform::Telegram, &old, &new)
                .await;
            return;
        }
        // Everyone seen, chatter included: a later `@name` may mean them.
        for person in incoming::people_in(&msg) {
            self.service.met(&person);
        }
        let knows = |text: &str| self.service.knows_command(text);
        let Some(mut incoming) = incoming::from_message(&msg, &self.username, &knows) else {
            return;
        };
        let admission = self.gate.admit_incoming(&incoming);
        if admission != Admission::Answer {
            if let Some(notice) = admission.notice(incoming.locale.as_deref()) {
                let mine = target(&incoming.channel).answering(i64::from(msg.id.0));
                self.queue(mine, notice);
            }
            return;
        }
        if self.service.needs_admin(&incoming) {
            incoming.author_is_admin = self.is_admin(&incoming, msg.chat.is_private()).await;
        }
        let target = target(&incoming.channel);
        let _turn = self.chats.turn(target.chat.to_string()).await;
        let replies = self.service.handle(incoming).await;
        // What is meant for the author alone (a refused move with its board) answers their
        // message: a group chat has no private replies.
        let mine = target.answering(i64::from(msg.id.0));
        for reply in replies {
            let to = if reply.ephemeral { &mine } else { &target };
            self.queue(to.clone(), reply);
        }
    }

    async fn on_callback(self: &Arc<Self>, query: CallbackQuery) {
        self.service.met(&incoming::user(&query.from));
        let data = query.data.as_deref().unwrap_or_default();
        if TapData::is_tap(data) {
            return self.on_key(&query, data).await;
        }
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
        let admission = self.gate.admit_incoming(&incoming);
        if admission != Admission::Answer {
            // The notice shows to the presser alone; a press past it is not answered at all.
            if let Some(notice) = admission.notice(incoming.locale.as_deref()) {
                let text = short_notice(&notice.plain_text());
                self.answer_press(&query, Some(&text)).await;
            }
            return;
        }
        if self.service.needs_admin(&incoming) {
            let private = query
                .message
                .as_ref()
                .is_some_and(|m| m.chat().is_private());
            incoming.author_is_admin = self.is_admin(&incoming, private).await;
        }
        let target = target(&incoming.channel);
        let _turn = self.chats.turn(target.chat.to_string()).await;
        let mut replies = self.service.handle(incoming).await;
        // A refusal meant for the presser alone (someone pressing Accept on a challenge made
        // to another) is shown to them only, as the press's notice; the rest goes to the chat.
        let notice = take_notice(&mut replies).map(|text| short_notice(&text));
        self.answer_press(&query, notice.as_deref()).await;
        for reply in replies {
            self.queue(target.clone(), reply);
        }
    }

    /// A key of a board pressed: the next step of choosing a move is the same message's
    /// keyboard redrawn; a move is posted as a typed one would be; anything else is a notice
    /// to the presser (an alert when it was not theirs to press), and nothing is posted.
    async fn on_key(self: &Arc<Self>, query: &CallbackQuery, data: &str) {
        let Some(incoming) = incoming::from_callback(query, String::new()) else {
            // A message Telegram no longer shows (or an inline one): nothing to press on.
            self.answer_press(query, None).await;
            return;
        };
        // A press that plays a move is a command; one that only redraws the keys is not.
        let admission = match TapData::parse(data) {
            Some(key) if !key.may_play() => self.gate.admit_key(&incoming),
            _ => self.gate.admit_incoming(&incoming),
        };
        if admission != Admission::Answer {
            if let Some(notice) = admission.notice(incoming.locale.as_deref()) {
                let text = short_notice(&notice.plain_text());
                self.answer_press(query, Some(&text)).await;
            }
            return;
        }
        let target = target(&incoming.channel);
        let _turn = self.chats.turn(target.chat.to_string()).await;
        let press = Press {
            channel: incoming.channel,
            presser: incoming.author,
            data: data.to_string(),
            value: None,
            locale: incoming.locale,
        };
        match self.service.press(press).await {
            PressAnswer::Nothing => self.answer_press(query, None).await,
            PressAnswer::Notice { text, alert } => {
                let text = short_notice(&text);
                if let Err(error) = self
                    .sender
                    .answer_callback(&query.id.0, Some(&text), alert)
                    .await
                {
                    tracing::warn!(%error, "could not answer a button press");
                }
            }
            PressAnswer::Choose { keys, .. } => {
                self.answer_press(query, None).await;
                if let Some(message) = &query.message {
                    let chat = Target::chat(&message.chat().id.0.to_string());
                    self.queue_keys(chat, i64::from(message.id().0), keys);
                }
            }
            PressAnswer::Played { mut replies, .. } => {
                let notice = take_notice(&mut replies).map(|text| short_notice(&text));
                self.answer_press(query, notice.as_deref()).await;
                for reply in replies {
                    self.queue(target.clone(), reply);
                }
            }
        }
    }

    async fn answer_press(&self, query: &CallbackQuery, text: Option<&str>) {
        if let Err(error) = self.sender.answer_callback(&query.id.0, text, false).await {
            tracing::warn!(%error, "could not answer a button press");
        }
    }

    /// Queues the redrawing of a board's keys in its chat's lane.
    fn queue_keys(
        self: &Arc<Self>,
        chat: serde_json::Value,
        message: i64,
        keys: BoardKeys,
    ) -> Receipt {
        let adapter = self.clone();
        let lane = chat
            .as_str()
            .map_or_else(|| chat.to_string(), str::to_string);
        self.outbox.send(lane, None, move |mut turn| async move {
            if let Err(error) = adapter
                .sender
                .edit_keys(&mut turn, &chat, message, &keys)
                .await
            {
                tracing::warn!(%error, "a board's keys were not redrawn");
            }
        })
    }

    /// Queues a reply in its chat's lane; one that can be a file (a game's PDN) goes as a
    /// file, which players save and open in their draughts programs. A board waiting there
    /// is replaced by a newer board of the same game.
    pub fn queue(self: &Arc<Self>, target: Target, reply: Reply) -> Receipt {
        let mut reply = reply.document_form();
        let retire = fair::retire_apart(&mut reply);
        if !retire.is_empty() {
            let adapter = self.clone();
            self.outbox
                .send_spare(chat_key(&target), move |mut turn| async move {
                    adapter.remove_buttons_of(&mut turn, &retire).await;
                });
        }
        let latest = fair::latest(&reply);
        let adapter = self.clone();
        self.outbox
            .send(chat_key(&target), latest, move |mut turn| async move {
                adapter.deliver(&mut turn, &target, &reply).await;
            })
    }

    /// Sends one reply; records the message that carries its buttons when they answer a
    /// prompt, and takes the buttons off the messages whose prompt has ended.
    async fn deliver(&self, turn: &mut Turn<String>, target: &Target, reply: &Reply) {
        match self.sender.send(turn, target, reply).await {
            Ok(delivered) => {
                let posted = [
                    (reply.prompt.as_ref(), delivered.buttons),
                    (
                        reply.keyboard.as_ref().and_then(|k| k.prompt.as_ref()),
                        delivered.keys,
                    ),
                ];
                for (prompt, message) in posted {
                    if let (Some(prompt), Some(message)) = (prompt, message) {
                        let chat = chat_key(target);
                        self.service
                            .buttons_posted(Platform::Telegram, prompt, &chat, &message.to_string())
                            .await;
                    }
                }
            }
            Err(error) => tracing::warn!(%error, "a reply was not delivered in full"),
        }
        self.remove_buttons_of(turn, &reply.retire).await;
    }

    /// Takes the buttons off the messages whose prompt has ended.
    async fn remove_buttons_of(
        &self,
        turn: &mut Turn<String>,
        retire: &[crate::message::PostedMessage],
    ) {
        for posted in retire.iter().filter(|p| p.platform == Platform::Telegram) {
            if let Err(error) = self
                .sender
                .remove_buttons(turn, &posted.chat, &posted.message)
                .await
            {
                tracing::warn!(%error, "buttons of an ended prompt left in place");
            }
        }
    }

    /// A spectator's news, in their private chat with the bot (whose id is theirs). When
    /// Telegram refuses (they never started the bot, or blocked it), they are told in the
    /// game's chat and their subscriptions end.
    fn deliver_direct(self: &Arc<Self>, message: Outbound, to: crate::message::Direct) {
        let private = Target {
            chat: Target::chat(&to.to.id),
            thread: None,
            reply_to: None,
        };
        let adapter = self.clone();
        self.outbox
            .send(chat_key(&private), None, move |mut turn| async move {
                let sent = adapter.sender.send(&mut turn, &private, &message.reply).await;
                match sent {
                    Ok(_) => {}
                    Err(ApiError::Refused { code, description }) => {
                        tracing::info!(code, %description, "a spectator cannot be written to privately");
                        adapter.service.direct_refused(&to.to).await;
                        // An inline message cannot be written in: the service shows the
                        // game's message anew instead.
                        if let Some(refused) =
                            to.refused.filter(|_| !message.channel.is_private_place())
                        {
                            let here = target(&message.channel);
                            let _turn = adapter.chats.turn(here.chat.to_string()).await;
                            adapter.queue(here, refused);
                        }
                    }
                    Err(error) => tracing::warn!(%error, "a spectator's news was not delivered"),
                }
            });
    }

    /// Whether the author administers the chat; everyone does in their private chat. Asked
    /// only for the commands that need it, and `false` when Telegram cannot say.
    async fn is_admin(&self, incoming: &Incoming, private: bool) -> bool {
        if private {
            return true;
        }
        let target = target(&incoming.channel);
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
    pub async fn forward_outbound(self: &Arc<Self>, outbound: broadcast::Receiver<Outbound>) {
        forward(outbound, Platform::Telegram, |mut message| async move {
            match message.direct.take() {
                Some(direct) => self.deliver_direct(message, direct),
                // A game's inline message, shown anew.
                None if message.channel.is_private_place() => {
                    self.queue_edit(message.channel.id, message.reply);
                }
                None => {
                    let target = target(&message.channel);
                    let _turn = self.chats.turn(target.chat.to_string()).await;
                    self.queue(target, message.reply);
                }
            }
        })
        .await
    }
}

/// Takes out of `replies` a refusal meant for the presser of a button alone (text only), to
/// show as the press's notice.
fn take_notice(replies: &mut Vec<Reply>) -> Option<String> {
    replies
        .iter()
        .position(|r| {
            r.ephemeral
                && r.image.is_none()
                && r.document.is_none()
                && r.buttons.is_empty()
                && r.keyboard.is_none()
        })
        .map(|i| replies.remove(i).plain_text())
}

/// The chat of a target as the store keys button messages: its id as text.
fn chat_key(target: &Target) -> String {
    target
        .chat
        .as_str()
        .map_or_else(|| target.chat.to_string(), str::to_string)
}
