//! Update JSON as Telegram sends it, for the fake's `getUpdates`.

use serde_json::{Value, json};

static NEXT_MESSAGE_ID: std::sync::atomic::AtomicI64 = std::sync::atomic::AtomicI64::new(50_000);

fn next_message_id() -> i64 {
    NEXT_MESSAGE_ID.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

/// A Telegram user.
#[derive(Debug, Clone, Copy)]
pub struct Person {
    pub id: i64,
    pub first_name: &'static str,
    pub username: Option<&'static str>,
}

impl Person {
    pub fn json(&self) -> Value {
        let mut user = json!({"id": self.id, "is_bot": false, "first_name": self.first_name, "language_code": "en"});
        if let Some(username) = self.username {
            user["username"] = json!(username);
        }
        user
    }
}

/// The entities Telegram marks in typed text: a leading `/command` (with its `@bot`) and the
/// `@username`s, with offsets and lengths in UTF-16 code units.
fn command_entities(text: &str) -> Vec<Value> {
    let mut entities = Vec::new();
    let mut offset = 0; // UTF-16 units
    for (i, word) in text.split(' ').enumerate() {
        let len = word.encode_utf16().count();
        if i == 0 && word.starts_with('/') && len > 1 {
            entities.push(json!({"type": "bot_command", "offset": offset, "length": len}));
        } else if word.starts_with('@') && len > 1 {
            entities.push(json!({"type": "mention", "offset": offset, "length": len}));
        }
        offset += len + 1;
    }
    entities
}

/// A `message` update: `text` from `from` in `chat` (`{"id":…,"type":…}`), with the entities
/// a Telegram client would mark. Add `message_thread_id` with [`in_topic`].
pub fn message(chat: &Value, from: &Person, text: &str) -> Value {
    let mut message = json!({
        "message_id": next_message_id(),
        "from": from.json(),
        "chat": chat,
        "date": 1_700_000_000,
        "text": text,
    });
    let entities = command_entities(text);
    if !entities.is_empty() {
        message["entities"] = Value::Array(entities);
    }
    json!({ "message": message })
}

/// The update's message posted in forum topic `thread`.
pub fn in_topic(mut update: Value, thread: i64) -> Value {
    update["message"]["message_thread_id"] = json!(thread);
    update["message"]["is_topic_message"] = json!(true);
    update
}

/// Adds a `text_mention` entity (a person without a username, picked from the member list).
pub fn with_text_mention(
    mut update: Value,
    offset: usize,
    length: usize,
    person: &Person,
) -> Value {
    let entity =
        json!({"type": "text_mention", "offset": offset, "length": length, "user": person.json()});
    let message = &mut update["message"];
    match message.get_mut("entities").and_then(Value::as_array_mut) {
        Some(entities) => entities.push(entity),
        None => message["entities"] = json!([entity]),
    }
    update
}

/// A `callback_query` update: `from` pressed the button with `data` under the bot's message
/// `message_id` in `chat` (and topic `thread`).
pub fn callback_query(
    from: &Person,
    chat: &Value,
    thread: Option<i64>,
    message_id: i64,
    data: &str,
) -> Value {
    let mut message = json!({
        "message_id": message_id,
        "from": {"id": super::BOT_ID, "is_bot": true, "first_name": "Dama", "username": super::BOT_USERNAME},
        "chat": chat,
        "date": 1_700_000_000,
        "text": "(the message with the buttons)",
    });
    if let Some(thread) = thread {
        message["message_thread_id"] = json!(thread);
        message["is_topic_message"] = json!(true);
    }
    json!({
        "callback_query": {
            "id": format!("cb{}", next_message_id()),
            "from": from.json(),
            "message": message,
            "chat_instance": "-4242",
            "data": data,
        }
    })
}
