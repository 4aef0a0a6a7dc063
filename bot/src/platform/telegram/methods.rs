//! The Bot API methods the bot calls, typed, each repeated as a [`Retrier`] allows when it
//! fails for a passing reason.

use serde::Deserialize;
use serde_json::{Map, Value, json};

use super::api::{ApiError, BotApi, Upload, with_retries};
use crate::platform::retry::Retrier;

/// Where a message goes: a chat, and a forum topic in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Target {
    /// A chat id; the Bot API also takes `@channelname`, so non-numbers pass as text.
    pub chat: Value,
    pub thread: Option<i64>,
    /// The message this one answers (`reply_parameters`).
    pub reply_to: Option<i64>,
}

impl Target {
    /// A chat given as text: its number, or else a `@channelname`.
    pub fn chat(chat: &str) -> Value {
        chat.parse::<i64>()
            .map_or_else(|_| Value::from(chat), Value::from)
    }

    /// The same chat and topic, answering message `id`.
    pub fn answering(&self, id: i64) -> Target {
        Target {
            reply_to: Some(id),
            ..self.clone()
        }
    }

    /// The fields every send carries.
    pub fn fields(&self) -> Vec<(&'static str, Value)> {
        let mut fields = vec![("chat_id", self.chat.clone())];
        if let Some(thread) = self.thread {
            fields.push(("message_thread_id", Value::from(thread)));
        }
        if let Some(id) = self.reply_to {
            // Sent anyway should the message be deleted meanwhile.
            let reply = json!({"message_id": id, "allow_sending_without_reply": true});
            fields.push(("reply_parameters", reply));
        }
        fields
    }
}

/// The `message_id` of a sent Message.
pub fn message_id(message: &Value) -> Option<i64> {
    message.get("message_id").and_then(Value::as_i64)
}

/// The bot's own user, as getMe tells it; a server that leaves out a field gets defaults.
#[derive(Debug, Deserialize)]
pub struct Me {
    #[serde(default)]
    pub id: i64,
    #[serde(default)]
    pub first_name: String,
    #[serde(default)]
    pub username: Option<String>,
}

/// The Bot API of one bot, with the retries of one policy.
#[derive(Debug, Clone)]
pub struct Client {
    api: BotApi,
    retrier: Retrier,
}

impl Client {
    pub fn new(api: BotApi, retrier: Retrier) -> Client {
        Client { api, retrier }
    }

    async fn call<T: serde::de::DeserializeOwned>(
        &self,
        method: &str,
        params: &(impl serde::Serialize + Sync),
    ) -> Result<T, ApiError> {
        with_retries(&self.retrier, method, || self.api.call(method, params)).await
    }

    pub async fn get_me(&self) -> Result<Me, ApiError> {
        self.call("getMe", &json!({})).await
    }

    /// `sendMessage` with HTML text, returning the message sent.
    pub async fn send_message(
        &self,
        target: &Target,
        html: &str,
        markup: Option<&Value>,
    ) -> Result<Value, ApiError> {
        let mut params: Map<String, Value> = target
            .fields()
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect();
        params.insert("text".into(), html.into());
        params.insert("parse_mode".into(), "HTML".into());
        if let Some(markup) = markup {
            params.insert("reply_markup".into(), markup.clone());
        }
        self.call("sendMessage", &params).await
    }

    /// A picture with an HTML caption: sendPhoto, or sendAnimation for a GIF (as a photo it
    /// shows its first frame only), which a server without animations (some self-hosted or
    /// older ones) still takes as a file (sendDocument).
    pub async fn send_picture(
        &self,
        target: &Target,
        file: Upload<'_>,
        caption: Option<&str>,
        markup: Option<&Value>,
    ) -> Result<Value, ApiError> {
        if file.mime != "image/gif" {
            let photo = Upload {
                field: "photo",
                ..file
            };
            return self
                .send_file(target, "sendPhoto", photo, caption, markup)
                .await;
        }
        let animation = Upload {
            field: "animation",
            ..file
        };
        match self
            .send_file(target, "sendAnimation", animation, caption, markup)
            .await
        {
            Ok(sent) => Ok(sent),
            Err(_) => self.send_document(target, file, caption, markup).await,
        }
    }

    /// sendDocument: a file to save, with an HTML caption.
    pub async fn send_document(
        &self,
        target: &Target,
        file: Upload<'_>,
        caption: Option<&str>,
        markup: Option<&Value>,
    ) -> Result<Value, ApiError> {
        let document = Upload {
            field: "document",
            ..file
        };
        self.send_file(target, "sendDocument", document, caption, markup)
            .await
    }

    async fn send_file(
        &self,
        target: &Target,
        method: &str,
        file: Upload<'_>,
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
        with_retries(&self.retrier, method, || {
            self.api.upload::<Value>(method, &fields, file)
        })
        .await
    }

    /// `editMessageText` with HTML text.
    pub async fn edit_message_text(
        &self,
        chat: &Value,
        message_id: i64,
        html: &str,
    ) -> Result<Value, ApiError> {
        let params = json!({
            "chat_id": chat,
            "message_id": message_id,
            "text": html,
            "parse_mode": "HTML",
        });
        self.call("editMessageText", &params).await
    }

    /// Takes the inline keyboard off a message (`editMessageReplyMarkup` without a markup).
    /// A message already without one, or gone, is left as it is.
    pub async fn remove_keyboard(&self, chat: &Value, message_id: i64) -> Result<(), ApiError> {
        let params = json!({ "chat_id": chat, "message_id": message_id });
        match self.call::<Value>("editMessageReplyMarkup", &params).await {
            // "message is not modified" (no keyboard left) and "message to edit not found".
            Err(ApiError::Refused { code: 400, .. }) => Ok(()),
            other => other.map(drop),
        }
    }

    /// `answerInlineQuery`: the results (InlineQueryResult objects) of an inline query,
    /// personal (they carry the asker's own buttons) and cached by clients for
    /// `cache_seconds`; `button` is shown above them (an InlineQueryResultsButton).
    pub async fn answer_inline_query(
        &self,
        id: &str,
        results: &[Value],
        cache_seconds: u32,
        button: Option<Value>,
    ) -> Result<(), ApiError> {
        let mut params = json!({
            "inline_query_id": id,
            "results": results,
            "cache_time": cache_seconds,
            "is_personal": true,
        });
        if let Some(button) = button {
            params["button"] = button;
        }
        self.call::<Value>("answerInlineQuery", &params)
            .await
            .map(drop)
    }

    /// Edits an inline message (posted "via" the bot): `method` is editMessageText,
    /// editMessageCaption, editMessageMedia or editMessageReplyMarkup, `fields` what it
    /// changes. Telegram answers `true` for inline messages.
    pub async fn edit_inline(
        &self,
        method: &str,
        inline_message_id: &str,
        fields: Value,
    ) -> Result<(), ApiError> {
        let mut params = fields;
        params["inline_message_id"] = inline_message_id.into();
        self.call::<Value>(method, &params).await.map(drop)
    }

    /// Uploads a picture to `chat` (sendPhoto) for the file id Telegram gives it, which an
    /// inline message can show (it cannot take an upload itself).
    pub async fn upload_photo(&self, chat: &Value, file: Upload<'_>) -> Result<String, ApiError> {
        let target = Target {
            chat: chat.clone(),
            thread: None,
            reply_to: None,
        };
        let sent = self.send_picture(&target, file, None, None).await?;
        // The sizes come smallest first: the last is the picture as sent.
        sent.get("photo")
            .and_then(Value::as_array)
            .and_then(|sizes| sizes.last())
            .and_then(|size| size.get("file_id"))
            .and_then(Value::as_str)
            .map(str::to_string)
            .ok_or_else(|| ApiError::Unreadable {
                status: 200,
                detail: "sendPhoto answered no file id".into(),
            })
    }

    /// Replaces a message's inline keyboard (`editMessageReplyMarkup`). The same keyboard
    /// again ("message is not modified") is no failure.
    pub async fn edit_reply_markup(
        &self,
        chat: &Value,
        message_id: i64,
        markup: &Value,
    ) -> Result<(), ApiError> {
        let params = json!({ "chat_id": chat, "message_id": message_id, "reply_markup": markup });
        match self.call::<Value>("editMessageReplyMarkup", &params).await {
            Err(ApiError::Refused {
                code: 400,
                description,
            }) if description.contains("message is not modified") => Ok(()),
            other => other.map(drop),
        }
    }

    /// Stops the spinner on a pressed button; `text` shows as a short notice to the presser,
    /// or, with `alert`, as an alert they dismiss (`show_alert`).
    pub async fn answer_callback_query(
        &self,
        id: &str,
        text: Option<&str>,
        alert: bool,
    ) -> Result<(), ApiError> {
        let mut params = json!({ "callback_query_id": id });
        if let Some(text) = text {
            params["text"] = text.into();
            if alert {
                params["show_alert"] = true.into();
            }
        }
        self.call::<Value>("answerCallbackQuery", &params)
            .await
            .map(drop)
    }

    /// `setMyCommands`: `(command, description)` pairs, for the users whose app speaks
    /// `language_code`, or for everyone.
    pub async fn set_my_commands(
        &self,
        commands: &[(&str, String)],
        language_code: Option<&str>,
    ) -> Result<(), ApiError> {
        let commands: Vec<Value> = commands
            .iter()
            .map(|(command, description)| json!({ "command": command, "description": description }))
            .collect();
        let mut params = json!({ "commands": commands });
        if let Some(code) = language_code {
            params["language_code"] = code.into();
        }
        self.call::<Value>("setMyCommands", &params).await.map(drop)
    }

    /// Whether `user` administers the chat (creator or administrator), per getChatMember.
    pub async fn is_chat_admin(&self, chat: &Value, user: &str) -> Result<bool, ApiError> {
        /// The part of a chat member read here.
        #[derive(Deserialize)]
        struct ChatMember {
            status: String,
        }
        let params = json!({ "chat_id": chat, "user_id": user.parse::<i64>().ok() });
        let member: ChatMember = self.call("getChatMember", &params).await?;
        Ok(matches!(
            member.status.as_str(),
            "creator" | "administrator"
        ))
    }
}
