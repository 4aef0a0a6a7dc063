//! Bot API updates, read for the few fields the adapter uses.
//!
//! An update carries much more (and more with every Bot API version); everything else is
//! ignored, so an entity type, a reply from another chat or a field added after this was
//! written costs nothing. Fields the documentation calls required but the adapter does not
//! need (a message's `date`, a user's `is_bot`) may be missing; a part that does not read
//! (a replied-to message, a button's message) is left out rather than losing the command.

use serde::{Deserialize, Deserializer, de::DeserializeOwned};
use serde_json::Value;

/// One update from getUpdates.
#[derive(Debug, Clone, PartialEq)]
pub struct Update {
    pub id: i64,
    pub kind: Kind,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Kind {
    Message(Message),
    CallbackQuery(CallbackQuery),
    /// A kind the adapter does not handle (an edited message, a poll, …).
    Other,
    /// A message or button press without what the adapter needs (a chat, a sender).
    Unreadable,
}

impl Update {
    /// The update in `value`, or `None` without an `update_id`.
    pub fn read(mut value: Value) -> Option<Update> {
        let id = value.get("update_id")?.as_i64()?;
        let object = value.as_object_mut()?;
        let kind = if let Some(message) = object.remove("message") {
            serde_json::from_value(message).map_or(Kind::Unreadable, Kind::Message)
        } else if let Some(query) = object.remove("callback_query") {
            serde_json::from_value(query).map_or(Kind::Unreadable, Kind::CallbackQuery)
        } else {
            Kind::Other
        };
        Some(Update { id, kind })
    }

    /// The chat the update happened in, when it has one.
    pub fn chat(&self) -> Option<i64> {
        match &self.kind {
            Kind::Message(msg) => Some(msg.chat.id),
            Kind::CallbackQuery(query) => query.message.as_ref().map(|m| m.chat.id),
            Kind::Other | Kind::Unreadable => None,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct User {
    pub id: i64,
    #[serde(default)]
    pub is_bot: bool,
    #[serde(default)]
    pub first_name: String,
    #[serde(default)]
    pub last_name: Option<String>,
    #[serde(default)]
    pub username: Option<String>,
}

impl User {
    /// First and last name, as Telegram shows the person.
    pub fn full_name(&self) -> String {
        match &self.last_name {
            Some(last) if !last.is_empty() => format!("{} {last}", self.first_name),
            _ => self.first_name.clone(),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Chat {
    pub id: i64,
    /// `private`, `group`, `supergroup` or `channel`.
    #[serde(rename = "type", default)]
    pub kind: String,
}

impl Chat {
    pub fn is_private(&self) -> bool {
        self.kind == "private"
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Message {
    pub chat: Chat,
    #[serde(default, deserialize_with = "lenient")]
    pub from: Option<User>,
    #[serde(default)]
    pub message_thread_id: Option<i64>,
    #[serde(default)]
    pub is_topic_message: bool,
    #[serde(default)]
    pub text: Option<String>,
    #[serde(default, deserialize_with = "each_lenient")]
    pub entities: Vec<Entity>,
    /// Only its sender is read (a person the adapter then knows by username).
    #[serde(default, deserialize_with = "lenient")]
    pub reply_to_message: Option<Box<Message>>,
}

/// A marked part of a message's text; offsets and lengths count UTF-16 code units.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Entity {
    /// `mention`, `text_mention`, `bot_command`, `bold`, … (any string).
    #[serde(rename = "type")]
    pub kind: String,
    pub offset: usize,
    pub length: usize,
    /// The person of a `text_mention`.
    #[serde(default, deserialize_with = "lenient")]
    pub user: Option<User>,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct CallbackQuery {
    pub id: String,
    pub from: User,
    /// The message the button was under; absent for inline messages, which belong to no
    /// chat. When older than 48 hours it holds only the chat (and no topic).
    #[serde(default, deserialize_with = "lenient")]
    pub message: Option<Message>,
    #[serde(default)]
    pub data: Option<String>,
}

/// An optional part read on its own: `None` when it is missing, null or unreadable.
fn lenient<'de, D, T>(deserializer: D) -> Result<Option<T>, D::Error>
where
    D: Deserializer<'de>,
    T: DeserializeOwned,
{
    let value = Value::deserialize(deserializer)?;
    Ok(serde_json::from_value(value).ok())
}

/// A list whose unreadable items are left out.
fn each_lenient<'de, D, T>(deserializer: D) -> Result<Vec<T>, D::Error>
where
    D: Deserializer<'de>,
    T: DeserializeOwned,
{
    let value = Value::deserialize(deserializer)?;
    Ok(match value {
        Value::Array(items) => items
            .into_iter()
            .filter_map(|item| serde_json::from_value(item).ok())
            .collect(),
        _ => Vec::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn message(update: Value) -> Message {
        match Update::read(update).map(|u| u.kind) {
            Some(Kind::Message(msg)) => msg,
            other => panic!("not a message: {other:?}"),
        }
    }

    #[test]
    fn sparse_updates_are_read() {
        // No date, no is_bot, a text mention whose user has only an id.
        let msg = message(json!({"update_id": 7, "message": {
            "message_id": 1,
            "chat": {"id": -5, "type": "group"},
            "from": {"id": 111, "first_name": "Alice", "last_name": "Smith"},
            "text": "!challenge Zoë",
            "entities": [{"type": "text_mention", "offset": 11, "length": 3, "user": {"id": 333}}],
        }}));
        assert_eq!(msg.text.as_deref(), Some("!challenge Zoë"));
        assert_eq!(msg.from.as_ref().unwrap().full_name(), "Alice Smith");
        assert_eq!(msg.entities[0].user.as_ref().unwrap().id, 333);

        let press = Update::read(json!({"update_id": 8, "callback_query": {
            "id": "q", "from": {"id": 222, "first_name": "Bob"}, "data": "!accept #1",
            "message": {"message_id": 3, "chat": {"id": -5, "type": "group"}, "text": "offer"},
        }}))
        .unwrap();
        assert_eq!(press.chat(), Some(-5));
        assert!(
            matches!(press.kind, Kind::CallbackQuery(q) if q.data.as_deref() == Some("!accept #1"))
        );
    }

    #[test]
    fn what_the_adapter_does_not_know_costs_nothing() {
        let msg = message(json!({"update_id": 9, "future_field": 1, "message": {
            "message_id": 1, "date": 5, "chat": {"id": 1, "type": "private", "first_name": "A"},
            "from": {"id": 1, "is_bot": false, "first_name": "A", "is_premium": true},
            "text": "!help @bob",
            "entities": [
                {"type": "a_future_entity", "offset": 0, "length": 5, "detail": {"x": 1}},
                {"type": "mention", "offset": 6},
                {"type": "mention", "offset": 6, "length": 4},
            ],
            "external_reply": {"origin": {"type": "hidden_user", "sender_user_name": "X", "date": 1}},
            "quote": {"text": "q", "position": 0},
            "reply_to_message": {"message_id": 0, "date": 0},
            "link_preview_options": {"is_disabled": true},
        }}));
        assert_eq!(msg.text.as_deref(), Some("!help @bob"));
        assert!(msg.chat.is_private());
        let kinds: Vec<&str> = msg.entities.iter().map(|e| e.kind.as_str()).collect();
        assert_eq!(kinds, ["a_future_entity", "mention"]);
        assert_eq!(msg.reply_to_message, None);
    }

    #[test]
    fn other_and_unreadable_updates() {
        let edited = json!({"update_id": 10, "edited_message": {"chat": {"id": 1}, "text": "!m"}});
        assert_eq!(Update::read(edited).unwrap().kind, Kind::Other);
        let no_chat = json!({"update_id": 11, "message": {"text": "no chat"}});
        assert_eq!(Update::read(no_chat).unwrap().kind, Kind::Unreadable);
        assert_eq!(Update::read(json!({"message": {}})), None);
        // A press under an inline message has no chat.
        let inline = Update::read(json!({"update_id": 12, "callback_query": {
            "id": "q", "from": {"id": 2}, "inline_message_id": "AB", "data": "!board",
        }}))
        .unwrap();
        assert_eq!(inline.chat(), None);
        assert!(matches!(inline.kind, Kind::CallbackQuery(q) if q.message.is_none()));
    }
}
