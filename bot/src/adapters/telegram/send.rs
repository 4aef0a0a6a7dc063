//! Sending replies: each [`Step`] of a reply as its Bot API call ([`Client`]).
//!
//! A step that fails for good does not stop the reply: a picture that cannot be sent is
//! replaced by its caption as text (the mention of the player to move must arrive), and the
//! later steps still go.

use serde_json::Value;

use super::{
    board_keys,
    keyboard::Keyboards,
    reply::{self, Step},
};
use crate::{
    command::COMMANDS,
    i18n::{self, Lang},
    keys::BoardKeys,
    message::{Attachment, Channel, Progress, Reply},
    outgoing::{fair::Turn, progress::Landings},
    platform::telegram::{
        api::{ApiError, Upload},
        methods::{Client, Target, message_id},
    },
};

/// The chat and topic of a channel; a forum topic's channel id is `{chat}/{topic}`
/// (see [`super::incoming::channel`]).
pub fn target(channel: &Channel) -> Target {
    let (chat, topic) = match channel.id.split_once('/') {
        Some((chat, topic)) => (chat, Some(topic)),
        None => (channel.id.as_str(), None),
    };
    Target {
        chat: Target::chat(chat),
        thread: channel
            .thread
            .as_deref()
            .or(topic)
            .and_then(|t| t.parse().ok()),
        reply_to: None,
    }
}

fn upload(file: &Attachment) -> Upload<'_> {
    Upload {
        field: "document",
        filename: &file.filename,
        mime: &file.mime,
        bytes: &file.bytes,
    }
}

/// The messages of a reply that carry its buttons and its board's keys.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Delivered {
    pub buttons: Option<i64>,
    pub keys: Option<i64>,
}

pub struct Sender {
    client: Client,
    keyboards: Keyboards,
    /// The message each progress reply under way was sent as (its chat and message id),
    /// whose text its later states replace.
    progress: Landings<(Value, i64)>,
}

impl Sender {
    pub fn new(client: Client) -> Sender {
        Sender {
            client,
            keyboards: Keyboards::default(),
            progress: Landings::default(),
        }
    }

    pub fn keyboards(&self) -> &Keyboards {
        &self.keyboards
    }

    /// The Bot API client, for the calls that are not replies (inline mode's).
    pub fn client(&self) -> &Client {
        &self.client
    }

    /// Sends every step of `reply` to `target`, each message in its turn of the chat's lane;
    /// the reply's buttons go under the last one, the board's keys under the first (the
    /// picture). Returns the first error that retries could not overcome, after trying every
    /// step.
    ///
    /// Returns the ids of the messages that carry the buttons and the keys, when there are
    /// some and Telegram said them.
    pub async fn send(
        &self,
        turn: &mut Turn<String>,
        target: &Target,
        reply: &Reply,
    ) -> Result<Delivered, ApiError> {
        if let Some(progress) = reply.progress {
            return self
                .send_progress(turn, target, reply, progress)
                .await
                .map(|()| Delivered::default());
        }
        let steps = reply::steps(reply);
        let buttons = self.keyboards.markup(&reply.buttons);
        let last = steps.len().saturating_sub(1);
        let mut first_error = None;
        let mut delivered = Delivered::default();
        for (i, step) in steps.iter().enumerate() {
            let with_buttons = buttons.as_ref().filter(|_| i == last);
            let keys = reply.keyboard.as_ref().filter(|_| i == 0);
            let markup = match keys {
                Some(keys) => Some(board_keys::markup(keys, with_buttons)),
                None => with_buttons.cloned(),
            };
            match self.send_step(turn, target, step, markup.as_ref()).await {
                Ok(id) => {
                    if with_buttons.is_some() {
                        delivered.buttons = id;
                    }
                    if keys.is_some() {
                        delivered.keys = id;
                    }
                }
                Err(error) => {
                    first_error.get_or_insert(error);
                }
            }
        }
        first_error.map_or(Ok(delivered), Err)
    }

    /// Replaces the inline keyboard of message `message_id` of `chat`, in its turn of the
    /// chat's lane (`editMessageReplyMarkup`): the board's keys at the next step of choosing
    /// a move.
    pub async fn edit_keys(
        &self,
        turn: &mut Turn<String>,
        chat: &Value,
        message_id: i64,
        keys: &BoardKeys,
    ) -> Result<(), ApiError> {
        let markup = board_keys::markup(keys, None);
        turn.message().await;
        self.client
            .edit_reply_markup(chat, message_id, &markup)
            .await
    }

    /// Takes the buttons off a message the store recorded (its chat and id as text).
    pub async fn remove_buttons(
        &self,
        turn: &mut Turn<String>,
        chat: &str,
        message: &str,
    ) -> Result<(), ApiError> {
        let Ok(message_id) = message.parse::<i64>() else {
            return Ok(());
        };
        turn.message().await;
        self.client
            .remove_keyboard(&Target::chat(chat), message_id)
            .await
    }

    /// A state of a job under way: the first is sent, each later one edits that message's
    /// text (`editMessageText`); sent anew when the edit fails (the message was deleted).
    async fn send_progress(
        &self,
        turn: &mut Turn<String>,
        target: &Target,
        reply: &Reply,
        progress: Progress,
    ) -> Result<(), ApiError> {
        let html = reply::html(&reply.body);
        if let Some((chat, message_id)) = self.progress.earlier(progress) {
            turn.message().await;
            match self
                .client
                .edit_message_text(&chat, message_id, &html)
                .await
            {
                Ok(_) => return Ok(()),
                Err(error) => {
                    tracing::warn!(%error, "progress message not edited; sending it anew")
                }
            }
        }
        turn.message().await;
        let message = self.client.send_message(target, &html, None).await?;
        if let Some(message_id) = message_id(&message) {
            let landing = (target.chat.clone(), message_id);
            self.progress.remember(progress, landing);
        }
        Ok(())
    }

    async fn send_step(
        &self,
        turn: &mut Turn<String>,
        target: &Target,
        step: &Step<'_>,
        markup: Option<&Value>,
    ) -> Result<Option<i64>, ApiError> {
        let client = &self.client;
        turn.message().await;
        let (sent, caption) = match step {
            Step::Text { html } => {
                let sent = client.send_message(target, html, markup).await;
                return sent.map(|message| message_id(&message));
            }
            Step::Photo { file, caption } => {
                let caption = caption.as_deref();
                let sent = client.send_picture(target, upload(file), caption, markup);
                (sent.await, caption)
            }
            Step::Document { file, caption } => {
                let caption = caption.as_deref();
                let sent = client.send_document(target, upload(file), caption, markup);
                (sent.await, caption)
            }
        };
        match (sent, caption) {
            // The caption names the player to move; it must arrive even if the file cannot.
            (Err(error), Some(caption)) => {
                tracing::warn!(%error, "file not sent; sending its caption as text");
                turn.message().await;
                client.send_message(target, caption, markup).await?;
                Err(error)
            }
            (sent, _) => sent.map(|message| message_id(&message)),
        }
    }

    /// Stops the spinner on a pressed button; `text` shows as a short notice to the presser,
    /// or as an alert they dismiss.
    pub async fn answer_callback(
        &self,
        id: &str,
        text: Option<&str>,
        alert: bool,
    ) -> Result<(), ApiError> {
        self.client.answer_callback_query(id, text, alert).await
    }

    /// Registers the command menu (the `/` list in Telegram's clients) from the one command
    /// table: in English for everyone, and in each other language for the users whose app
    /// speaks it (`language_code`). Every list is tried; the last failure is returned.
    pub async fn set_commands(&self) -> Result<(), ApiError> {
        let mut result = Ok(());
        for lang in Lang::ALL {
            let commands: Vec<(&str, String)> = COMMANDS
                .iter()
                .map(|c| (c.name, i18n::command_summary(c, lang)))
                .collect();
            let code = (lang != Lang::En).then(|| lang.code());
            match self.client.set_my_commands(&commands, code).await {
                Err(error @ ApiError::Interrupted(_)) => return Err(error),
                Err(error) => result = Err(error),
                Ok(_) => {}
            }
        }
        result
    }

    /// Whether `user` administers the chat (creator or administrator).
    pub async fn is_admin(&self, target: &Target, user: &str) -> Result<bool, ApiError> {
        self.client.is_chat_admin(&target.chat, user).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::message::Platform;
    use serde_json::json;

    #[test]
    fn targets_carry_the_topic() {
        let channel = Channel {
            platform: Platform::Telegram,
            id: "-100123".into(),
            thread: Some("42".into()),
            community: "-100123".into(),
        };
        let target = target(&channel);
        assert_eq!(target.chat, json!(-100123));
        assert_eq!(
            target.fields(),
            vec![
                ("chat_id", json!(-100123)),
                ("message_thread_id", json!(42))
            ]
        );
        let named = Channel {
            id: "@club".into(),
            thread: None,
            ..channel
        };
        assert_eq!(
            super::target(&named).fields(),
            vec![("chat_id", json!("@club"))]
        );
    }
}
