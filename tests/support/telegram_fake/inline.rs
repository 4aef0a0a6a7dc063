//! Inline mode as the Bot API documents it (https://core.telegram.org/bots/api#inline-mode):
//! a person types the bot's @name in a chat (an `inline_query` update); the bot answers with
//! results (answerInlineQuery: at most 50, ids of 1 to 64 bytes, unique); the person picks
//! one, which is posted "via" the bot as an inline message known only by its
//! `inline_message_id` (a `chosen_inline_result` update follows only when the bot's inline
//! feedback is on in BotFather). Its buttons send `callback_query` updates with that id and
//! no `message`; the bot edits it with the editMessage* methods and that id (answered with
//! `true`). An inline message cannot take an upload (editMessageMedia needs a file id or a
//! URL), a text message cannot become a photo nor a photo a text, an edit that changes
//! nothing is refused, and so is any edit once the message was deleted. Telegram accepts a
//! press only with the callback data of one of the message's buttons.

use std::collections::HashMap;

use axum::response::Response;
use serde_json::{Map, Value, json};

use super::{FakeTelegram, Person, Shared, error, ok};

/// An inline message as the chat shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct InlineMessage {
    /// A photo's file id, or `None` for a text message.
    pub photo: Option<String>,
    /// The text, or the photo's caption (HTML as sent).
    pub text: String,
    /// `reply_markup`, `{"inline_keyboard": …}`.
    pub markup: Value,
    pub deleted: bool,
    /// How many times the bot edited it.
    pub edits: usize,
}

impl InlineMessage {
    /// The callback data of every button, in order.
    pub fn buttons(&self) -> Vec<(String, String)> {
        self.markup["inline_keyboard"]
            .as_array()
            .into_iter()
            .flatten()
            .flat_map(|row| row.as_array().cloned().unwrap_or_default())
            .filter_map(|b| {
                Some((
                    b["text"].as_str()?.to_string(),
                    b["callback_data"].as_str()?.to_string(),
                ))
            })
            .collect()
    }

    /// The data of the button labelled `label`.
    pub fn button(&self, label: &str) -> Option<String> {
        self.buttons()
            .into_iter()
            .find(|(text, _)| text == label)
            .map(|(_, data)| data)
    }
}

/// What the fake keeps of inline mode.
#[derive(Default)]
pub(super) struct Inline {
    /// Queries asked, by id: the person, and the answer once given.
    queries: HashMap<String, (Person, Option<Map<String, Value>>)>,
    messages: HashMap<String, InlineMessage>,
    next: u64,
    /// Whether chosen results are reported (BotFather's /setinlinefeedback).
    pub(super) feedback: bool,
}

fn valid_markup(markup: &Value) -> bool {
    markup["inline_keyboard"].as_array().is_some_and(|rows| {
        rows.iter().all(|row| {
            row.as_array().is_some_and(|buttons| {
                buttons.len() <= 8
                    && buttons.iter().all(|b| {
                        b["text"].as_str().is_some_and(|t| !t.is_empty())
                            && (b["callback_data"]
                                .as_str()
                                .is_some_and(|d| (1..=64).contains(&d.len()))
                                || b.get("switch_inline_query").is_some()
                                || b.get("url").is_some())
                    })
            })
        })
    })
}

fn markup_of(params: &Map<String, Value>) -> Option<Value> {
    match params.get("reply_markup")? {
        Value::String(s) => serde_json::from_str(s).ok(),
        other => Some(other.clone()),
    }
}

/// answerInlineQuery.
pub(super) fn answer_query(shared: &Shared, params: &Map<String, Value>) -> Response {
    let Some(id) = params.get("inline_query_id").and_then(Value::as_str) else {
        return error(
            400,
            "Bad Request: query is too old and response timeout expired or query ID is invalid",
            None,
        );
    };
    let results = match params.get("results") {
        Some(Value::Array(results)) => results.clone(),
        Some(Value::String(text)) => serde_json::from_str(text).unwrap_or_default(),
        _ => return error(400, "Bad Request: RESULTS_INVALID", None),
    };
    if results.len() > 50 {
        return error(400, "Bad Request: RESULTS_TOO_MUCH", None);
    }
    let mut ids = std::collections::HashSet::new();
    for result in &results {
        let id = result["id"].as_str().unwrap_or_default();
        if !(1..=64).contains(&id.len()) || !ids.insert(id.to_string()) {
            return error(400, "Bad Request: RESULT_ID_INVALID", None);
        }
        let readable = match result["type"].as_str() {
            Some("article") => {
                result["title"].as_str().is_some_and(|t| !t.is_empty())
                    && result["input_message_content"]["message_text"]
                        .as_str()
                        .is_some_and(|t| (1..=4096).contains(&t.chars().count()))
            }
            Some("photo") => {
                result["photo_file_id"].is_string()
                    || (result["photo_url"].is_string() && result["thumbnail_url"].is_string())
            }
            _ => false,
        };
        if !readable {
            return error(400, "Bad Request: RESULT_TYPE_INVALID", None);
        }
        if let Some(markup) = result.get("reply_markup")
            && !valid_markup(markup)
        {
            return error(400, "Bad Request: BUTTON_DATA_INVALID", None);
        }
        if result["caption"]
            .as_str()
            .is_some_and(|c| c.chars().count() > 1024)
        {
            return error(400, "Bad Request: MEDIA_CAPTION_TOO_LONG", None);
        }
    }
    if let Some(button) = params.get("button") {
        let start = button["start_parameter"].as_str().unwrap_or_default();
        let fine = button["text"].as_str().is_some_and(|t| !t.is_empty())
            && (1..=64).contains(&start.len())
            && start
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-');
        if !fine {
            return error(400, "Bad Request: START_PARAM_INVALID", None);
        }
    }
    let mut inner = shared.inner.lock().unwrap();
    match inner.inline.queries.get_mut(id) {
        Some((_, answer @ None)) => {
            let mut answered = params.clone();
            answered.insert("results".into(), Value::Array(results));
            *answer = Some(answered);
            ok(json!(true))
        }
        _ => error(
            400,
            "Bad Request: query is too old and response timeout expired or query ID is invalid",
            None,
        ),
    }
}

/// editMessageText, editMessageCaption, editMessageMedia, editMessageReplyMarkup of an
/// inline message.
pub(super) fn edit(shared: &Shared, method: &str, params: &Map<String, Value>) -> Response {
    let id = params
        .get("inline_message_id")
        .and_then(Value::as_str)
        .unwrap_or_default();
    let mut inner = shared.inner.lock().unwrap();
    let known_files = inner.photos.clone();
    let Some(message) = inner.inline.messages.get_mut(id).filter(|m| !m.deleted) else {
        return error(400, "Bad Request: MESSAGE_ID_INVALID", None);
    };
    let markup = markup_of(params);
    if let Some(markup) = &markup
        && !valid_markup(markup)
    {
        return error(400, "Bad Request: BUTTON_DATA_INVALID", None);
    }
    let mut changed = message.clone();
    changed.markup = markup.unwrap_or_else(|| json!({"inline_keyboard": []}));
    match method {
        "editmessagetext" => {
            if message.photo.is_some() {
                return error(
                    400,
                    "Bad Request: there is no text in the message to edit",
                    None,
                );
            }
            let Some(text) = params.get("text").and_then(Value::as_str) else {
                return error(400, "Bad Request: message text is empty", None);
            };
            if text.chars().count() > 4096 {
                return error(400, "Bad Request: MESSAGE_TOO_LONG", None);
            }
            changed.text = text.to_string();
        }
        "editmessagecaption" => {
            if message.photo.is_none() {
                return error(
                    400,
                    "Bad Request: there is no caption in the message to edit",
                    None,
                );
            }
            changed.text = params
                .get("caption")
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_string();
        }
        "editmessagemedia" => {
            let media = match params.get("media") {
                Some(Value::String(s)) => serde_json::from_str(s).unwrap_or(Value::Null),
                Some(other) => other.clone(),
                None => Value::Null,
            };
            let file = media["media"].as_str().unwrap_or_default();
            if file.starts_with("attach://") {
                return error(
                    400,
                    "Bad Request: can't use file upload in inline message",
                    None,
                );
            }
            if message.photo.is_none() {
                return error(
                    400,
                    "Bad Request: there is no media in the message to edit",
                    None,
                );
            }
            if media["type"] != "photo"
                || !(known_files.contains(file) || file.starts_with("https://"))
            {
                return error(
                    400,
                    "Bad Request: wrong file identifier/HTTP URL specified",
                    None,
                );
            }
            changed.photo = Some(file.to_string());
            changed.text = media["caption"].as_str().unwrap_or_default().to_string();
        }
        _ => {}
    }
    if changed.text == message.text
        && changed.photo == message.photo
        && changed.markup == message.markup
    {
        return error(
            400,
            "Bad Request: message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message",
            None,
        );
    }
    changed.edits += 1;
    *message = changed;
    ok(json!(true))
}

impl FakeTelegram {
    /// Reports chosen inline results (as BotFather's `/setinlinefeedback` does).
    pub fn with_inline_feedback(&self) {
        self.inner().inline.feedback = true;
    }

    /// `from` types `@bot query` in a chat; returns the query's id.
    pub fn inline_query(&self, from: &Person, query: &str) -> String {
        let id = {
            let mut inner = self.inner();
            inner.inline.next += 1;
            let id = format!("iq{}", inner.inline.next);
            inner.inline.queries.insert(id.clone(), (*from, None));
            id
        };
        self.push(json!({
            "inline_query": {
                "id": id, "from": from.json(), "query": query, "offset": "", "chat_type": "private",
            }
        }));
        id
    }

    /// The answer to inline query `id`, once the bot gave it (`results`, `cache_time`, …).
    pub async fn inline_answer(&self, id: &str) -> Map<String, Value> {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
        loop {
            if let Some((_, Some(answer))) = self.inner().inline.queries.get(id) {
                return answer.clone();
            }
            assert!(
                std::time::Instant::now() < deadline,
                "inline query {id} was not answered"
            );
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
    }

    /// The person who asked query `query` picks its result `result`: it is posted in the
    /// chat as an inline message, whose id is returned.
    pub fn choose(&self, query: &str, result: &str) -> String {
        let (message_id, from, chosen) = {
            let mut inner = self.inner();
            let (from, answer) = inner.inline.queries.get(query).cloned().expect("a query");
            let answer = answer.expect("an answered query");
            let result = answer["results"]
                .as_array()
                .and_then(|results| results.iter().find(|r| r["id"] == result))
                .cloned()
                .expect("the result among the answers");
            inner.inline.next += 1;
            let message_id = format!(
                "AgAAAIn{}lIne-{}",
                inner.inline.next,
                result["id"].as_str().unwrap().len()
            );
            let message = match result["type"].as_str() {
                Some("photo") => InlineMessage {
                    photo: result["photo_file_id"]
                        .as_str()
                        .or(result["photo_url"].as_str())
                        .map(str::to_string),
                    text: result["caption"].as_str().unwrap_or_default().to_string(),
                    markup: result["reply_markup"].clone(),
                    deleted: false,
                    edits: 0,
                },
                _ => InlineMessage {
                    photo: None,
                    text: result["input_message_content"]["message_text"]
                        .as_str()
                        .unwrap_or_default()
                        .to_string(),
                    markup: result["reply_markup"].clone(),
                    deleted: false,
                    edits: 0,
                },
            };
            // The id comes only with a keyboard.
            let has_keyboard = message.markup.is_object();
            inner.inline.messages.insert(message_id.clone(), message);
            let chosen = inner.inline.feedback.then(|| {
                let mut chosen = json!({
                    "result_id": result["id"], "from": from.json(),
                    "query": answer.get("query").cloned().unwrap_or(json!("")),
                });
                if has_keyboard {
                    chosen["inline_message_id"] = json!(message_id);
                }
                chosen
            });
            (message_id, from, chosen)
        };
        let _ = from;
        if let Some(chosen) = chosen {
            self.push(json!({ "chosen_inline_result": chosen }));
        }
        message_id
    }

    /// An inline message as it stands.
    pub fn inline_message(&self, id: &str) -> InlineMessage {
        self.inner()
            .inline
            .messages
            .get(id)
            .cloned()
            .expect("an inline message")
    }

    /// The chat deletes an inline message.
    pub fn delete_inline(&self, id: &str) {
        if let Some(message) = self.inner().inline.messages.get_mut(id) {
            message.deleted = true;
        }
    }

    /// `from` presses the button with `data` under inline message `id`; returns the
    /// callback query's id. Panics if the message has no such button (Telegram would not
    /// send the press): see [`FakeTelegram::press_inline_forged`].
    pub fn press_inline(&self, from: &Person, id: &str, data: &str) -> String {
        let message = self.inline_message(id);
        assert!(
            message.buttons().iter().any(|(_, d)| d == data),
            "no button {data} under inline message {id}: {:?}",
            message.buttons()
        );
        self.press_inline_forged(from, id, data)
    }

    /// A press with any data, as a modified client could send it.
    pub fn press_inline_forged(&self, from: &Person, id: &str, data: &str) -> String {
        let query = {
            let mut inner = self.inner();
            inner.inline.next += 1;
            format!("cbq{}", inner.inline.next)
        };
        self.push(json!({
            "callback_query": {
                "id": query, "from": from.json(), "inline_message_id": id,
                "chat_instance": "-777", "data": data,
            }
        }));
        query
    }

    /// The notice the bot answered callback query `id` with (`None`: answered without
    /// one), once it answered.
    pub async fn press_answer(&self, id: &str) -> Option<String> {
        let calls = self
            .wait_until(std::time::Duration::from_secs(20), |calls| {
                calls.iter().any(|c| {
                    c.method == "answercallbackquery"
                        && c.param("callback_query_id").as_deref() == Some(id)
                })
            })
            .await;
        calls
            .iter()
            .find(|c| {
                c.method == "answercallbackquery"
                    && c.param("callback_query_id").as_deref() == Some(id)
            })
            .and_then(|c| c.param("text"))
    }
}
