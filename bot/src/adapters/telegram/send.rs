//! Sending replies: each [`Step`] of a reply as its Bot API call, repeated per the
//! [`Retrier`] when it fails for a passing reason.
//!
//! A step that fails for good does not stop the reply: a picture that cannot be sent is
//! replaced by its caption as text (the mention of the player to move must arrive), and the
//! later steps still go.

use std::collections::HashMap;
use std::sync::Mutex;

use serde::Deserialize;
use serde_json::{Value, json};

use super::{
    api::{ApiError, BotApi, Upload, with_retries},
    keyboard::Keyboards,
    reply::{self, Step},
};
use crate::{
    adapters::retry::Retrier,
    command::COMMANDS,
    i18n::{self, Lang},
    message::{Attachment, Channel, Progress, Reply},
};

/// The `message_id` of a sent Message.
fn message_id(message: &Value) -> Option<i64> {
    message.get("message_id").and_then(Value::as_i64)
}

/// Where a reply goes: a chat, and a forum topic in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Target {
    /// A chat id; the Bot API also takes `@channelname`, so non-numbers pass as text.
    pub chat: Value,
    pub thread: Option<i64>,
    /// The message this one answers (`reply_parameters`): a reply meant for its author is
    /// sent as an answer to their own message, which is as private as a group chat allows.
    pub reply_to: Option<i64>,
}

impl Target {
    /// The chat and topic of a channel; a forum topic's channel id is `{chat}/{topic}`
    /// (see [`super::incoming::channel`]).
    pub fn of(channel: &Channel) -> Target {
        let (chat, topic) = match channel.id.split_once('/') {
            Some((chat, topic)) => (chat, Some(topic)),
            None => (channel.id.as_str(), None),
        };
        Target {
            chat: chat
                .parse::<i64>()
                .map_or_else(|_| Value::from(chat), Value::from),
            thread: channel
                .thread
                .as_deref()
                .or(topic)
                .and_then(|t| t.parse().ok()),
            reply_to: None,
        }
    }

    /// The same chat and topic, answering message `id`.
    pub fn answering(&self, id: i64) -> Target {
        Target {
            reply_to: Some(id),
            ..self.clone()
        }
    }

    /// The fields every send carries.
    fn fields(&self) -> Vec<(&'static str, Value)> {
        let mut fields = vec![("chat_id", self.chat.clone())];
        if let Some(thread) = self.thread {
            fields.push(("message_thread_id", Value::from(thread)));
        }
        if let Some(id) = self.reply_to {
            // Sent anyway should the message be deleted meanwhile.
            let reply = serde_json::json!({"message_id": id, "allow_sending_without_reply": true});
            fields.push(("reply_parameters", reply));
        }
        fields
    }
}

/// The part of a chat member the adapter reads.
#[derive(Deserialize)]
struct ChatMember {
    status: String,
}

#[derive(Debug)]
pub struct Sender {
    api: BotApi,
    policy: Retrier,
    keyboards: Keyboards,
    /// The message each progress reply under way was sent as (its chat and message id),
    /// whose text its later states replace.
    progress: Mutex<HashMap<u64, (Value, i64)>>,
}

impl Sender {
    pub fn new(api: BotApi, policy: Retrier) -> Sender {
        Sender {
            api,
            policy,
            keyboards: Keyboards::default(),
            progress: Mutex::default(),
        }
    }

    pub fn keyboards(&self) -> &Keyboards {
        &self.keyboards
    }

    /// Sends every step of `reply` to `target`; the reply's buttons go under the last one.
    /// Returns the first error that retries could not overcome, after trying every step.
    ///
    /// Returns the id of the message that carries the buttons, when there are buttons and
    /// Telegram said it.
    pub async fn send(&self, target: &Target, reply: &Reply) -> Result<Option<i64>, ApiError> {
        if let Some(progress) = reply.progress {
            return self
                .send_progress(target, reply, progress)
                .await
                .map(|()| None);
        }
        let steps = reply::steps(reply);
        let markup = self.keyboards.markup(&reply.buttons);
        let last = steps.len().saturating_sub(1);
        let mut first_error = None;
        let mut with_buttons = None;
        for (i, step) in steps.iter().enumerate() {
            let markup = markup.as_ref().filter(|_| i == last);
            match self.send_step(target, step, markup).await {
                Ok(id) if markup.is_some() => with_buttons = id,
                Ok(_) => {}
                Err(error) => {
                    first_error.get_or_insert(error);
                }
            }
        }
        first_error.map_or(Ok(with_buttons), Err)
    }

    /// Takes the inline keyboard off a message (`editMessageReplyMarkup` without a markup).
    /// A message already without one, or gone, is left as it is.
    pub async fn remove_buttons(&self, chat: &str, message: &str) -> Result<(), ApiError> {
        let target = Target::of(&crate::message::Channel {
            platform: crate::message::Platform::Telegram,
            id: chat.to_string(),
            thread: None,
            community: chat.to_string(),
        });
        let Ok(message_id) = message.parse::<i64>() else {
            return Ok(());
        };
        let mut params = serde_json::Map::new();
        params.insert("chat_id".into(), target.chat.clone());
        params.insert("message_id".into(), message_id.into());
        let edited = with_retries(&self.policy, "editMessageReplyMarkup", || {
            self.api.call::<Value>("editMessageReplyMarkup", &params)
        })
        .await;
        match edited {
            // "message is not modified" (no keyboard left) and "message to edit not found".
            Err(ApiError::Refused { code: 400, .. }) => Ok(()),
            other => other.map(drop),
        }
    }

    /// A state of a job under way: the first is sent, each later one edits that message's
    /// text (`editMessageText`); sent anew when the edit fails (the message was deleted).
    async fn send_progress(
        &self,
        target: &Target,
        reply: &Reply,
        progress: Progress,
    ) -> Result<(), ApiError> {
        let html = reply::html(&reply.body);
        let earlier = {
            let mut sent = self.progress.lock().unwrap_or_else(|e| e.into_inner());
            if progress.last {
                sent.remove(&progress.id)
            } else {
                sent.get(&progress.id).cloned()
            }
        };
        if let Some((chat, message_id)) = earlier {
            let params = json!({
                "chat_id": chat,
                "message_id": message_id,
                "text": html,
                "parse_mode": "HTML",
            });
            let edited = with_retries(&self.policy, "editMessageText", || {
                self.api.call::<Value>("editMessageText", &params)
            })
            .await;
            match edited {
                Ok(_) => return Ok(()),
                Err(error) => {
                    tracing::warn!(%error, "progress message not edited; sending it anew")
                }
            }
        }
        let message = self.send_text_message(target, &html, None).await?;
        if let (Some(message_id), false) = (message_id(&message), progress.last) {
            self.progress
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .insert(progress.id, (target.chat.clone(), message_id));
        }
        Ok(())
    }

    async fn send_step(
        &self,
        target: &Target,
        step: &Step<'_>,
        markup: Option<&Value>,
    ) -> Result<Option<i64>, ApiError> {
        let (method, field, file, caption) = match step {
            Step::Text { html } => return self.send_text(target, html, markup).await,
            // A GIF sent as a photo shows its first frame only; as an animation it plays.
            Step::Photo { file, caption } if file.mime == "image/gif" => {
                ("sendAnimation", "animation", *file, caption)
            }
            Step::Photo { file, caption } => ("sendPhoto", "photo", *file, caption),
            Step::Document { file, caption } => ("sendDocument", "document", *file, caption),
        };
        let mut sent = self
            .send_file(target, method, field, file, caption.as_deref(), markup)
            .await;
        if sent.is_err() && method == "sendAnimation" {
            // A server without animations (some self-hosted or older ones) still takes the
            // GIF as a file.
            sent = self
                .send_file(
                    target,
                    "sendDocument",
                    "document",
                    file,
                    caption.as_deref(),
                    markup,
                )
                .await;
        }
        match (sent, caption) {
            // The caption names the player to move; it must arrive even if the file cannot.
            (Err(error), Some(caption)) => {
                tracing::warn!(method, %error, "file not sent; sending its caption as text");
                self.send_text(target, caption, markup).await?;
                Err(error)
            }
            (sent, _) => sent.map(|message| message_id(&message)),
        }
    }

    async fn send_text(
        &self,
        target: &Target,
        html: &str,
        markup: Option<&Value>,
    ) -> Result<Option<i64>, ApiError> {
        self.send_text_message(target, html, markup)
            .await
            .map(|message| message_id(&message))
    }

    /// `sendMessage`, returning the message sent.
    async fn send_text_message(
        &self,
        target: &Target,
        html: &str,
        markup: Option<&Value>,
    ) -> Result<Value, ApiError> {
        let mut params: serde_json::Map<String, Value> = target
            .fields()
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect();
        params.insert("text".into(), html.into());
        params.insert("parse_mode".into(), "HTML".into());
        if let Some(markup) = markup {
            params.insert("reply_markup".into(), markup.clone());
        }
        with_retries(&self.policy, "sendMessage", || {
            self.api.call::<Value>("sendMessage", &params)
        })
        .await
    }

    async fn send_file(
        &self,
        target: &Target,
        method: &str,
        field: &str,
        file: &Attachment,
        caption: Option<&str>,
        markup: Option<&Value>,
    ) -> Result<Value, ApiError> {
        // Multipart fields are text: numbers as digits, objects as JSON.
        let text = |v: &Value| v.as_str().map_or_else(|| v.to_string(), str::to_string);
        let mut fields: Vec<(&str, String)> =
            target.fields().iter().map(|(k, v)| (*k, text(v))).collect();
        if let Some(caption) = caption {
            fields.push(("caption", caption.to_string()));
            fields.push(("parse_mode", "HTML".to_string()));
        }
        if let Some(markup) = markup {
            fields.push(("reply_markup", markup.to_string()));
        }
        let upload = Upload {
            field,
            filename: &file.filename,
            mime: &file.mime,
            bytes: &file.bytes,
        };
        with_retries(&self.policy, method, || {
            self.api.upload::<Value>(method, &fields, upload)
        })
        .await
    }

    /// Stops the spinner on a pressed button; `text` shows as a short notice to the presser.
    pub async fn answer_callback(&self, id: &str, text: Option<&str>) -> Result<(), ApiError> {
        let mut params = json!({ "callback_query_id": id });
        if let Some(text) = text {
            params["text"] = text.into();
        }
        with_retries(&self.policy, "answerCallbackQuery", || {
            self.api.call::<Value>("answerCallbackQuery", &params)
        })
        .await
        .map(drop)
    }

    /// Registers the command menu (the `/` list in Telegram's clients) from the one command
    /// table: in English for everyone, and in each other language for the users whose app
    /// speaks it (`language_code`). Every list is tried; the last failure is returned.
    pub async fn set_commands(&self) -> Result<(), ApiError> {
        let mut result = Ok(());
        for lang in Lang::ALL {
            let commands: Vec<Value> = COMMANDS
                .iter()
                .map(
                    |c| json!({ "command": c.name, "description": i18n::command_summary(c, lang) }),
                )
                .collect();
            let mut params = json!({ "commands": commands });
            if lang != Lang::En {
                params["language_code"] = lang.code().into();
            }
            let sent = with_retries(&self.policy, "setMyCommands", || {
                self.api.call::<Value>("setMyCommands", &params)
            })
            .await;
            match sent {
                Err(error @ ApiError::Interrupted(_)) => return Err(error),
                Err(error) => result = Err(error),
                Ok(_) => {}
            }
        }
        result
    }

    /// Whether `user` administers the chat (creator or administrator).
    pub async fn is_admin(&self, target: &Target, user: &str) -> Result<bool, ApiError> {
        let params = json!({ "chat_id": target.chat, "user_id": user.parse::<i64>().ok() });
        let member: ChatMember = with_retries(&self.policy, "getChatMember", || {
            self.api.call("getChatMember", &params)
        })
        .await?;
        Ok(matches!(
            member.status.as_str(),
            "creator" | "administrator"
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::message::Platform;

    #[test]
    fn targets_carry_the_topic() {
        let channel = Channel {
            platform: Platform::Telegram,
            id: "-100123".into(),
            thread: Some("42".into()),
            community: "-100123".into(),
        };
        let target = Target::of(&channel);
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
            Target::of(&named).fields(),
            vec![("chat_id", json!("@club"))]
        );
    }
}
