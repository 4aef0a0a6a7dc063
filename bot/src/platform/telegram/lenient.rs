//! Leniency towards Bot API servers that leave out fields the documentation calls required
//! but the adapter does not need (a message's `date`, a user's `is_bot`, a callback's
//! `chat_instance`): teloxide cannot read such an update, and hands it over raw; the
//! missing fields are filled in with neutral values and the update is read again. A command
//! must not be lost for a timestamp nobody looks at.

use serde_json::{Value, json};
use teloxide::types::{Update, UpdateKind};

/// The update, readable if filling in the missing fields makes it so; otherwise as it was.
pub fn repair(update: Update) -> Update {
    let UpdateKind::Error(raw) = &update.kind else {
        return update;
    };
    let mut raw = raw.clone();
    if let Some(message) = raw.get_mut("message") {
        fill_message(message);
    }
    if let Some(query) = raw.get_mut("callback_query") {
        fill(query, "chat_instance", json!(""));
        fill_user(query.get_mut("from"));
        if let Some(message) = query.get_mut("message") {
            fill_message(message);
        }
    }
    if let Some(query) = raw.get_mut("inline_query") {
        fill(query, "offset", json!(""));
        fill_user(query.get_mut("from"));
    }
    if let Some(chosen) = raw.get_mut("chosen_inline_result") {
        fill(chosen, "query", json!(""));
        fill_user(chosen.get_mut("from"));
    }
    raw["update_id"] = json!(update.id.0);
    // teloxide reads updates from text (its deserialiser does not take a `Value`).
    match serde_json::from_str::<Update>(&raw.to_string()) {
        Ok(repaired) if !matches!(repaired.kind, UpdateKind::Error(_)) => repaired,
        _ => update,
    }
}

fn fill(object: &mut Value, key: &str, value: Value) {
    if let Some(object) = object.as_object_mut() {
        object.entry(key).or_insert(value);
    }
}

fn fill_user(user: Option<&mut Value>) {
    if let Some(user) = user {
        fill(user, "is_bot", json!(false));
        fill(user, "first_name", json!(""));
    }
}

fn fill_message(message: &mut Value) {
    fill(message, "date", json!(0));
    fill_user(message.get_mut("from"));
    if let Some(entities) = message.get_mut("entities").and_then(Value::as_array_mut) {
        for entity in entities {
            fill_user(entity.get_mut("user"));
        }
    }
    if let Some(replied) = message.get_mut("reply_to_message") {
        fill(replied, "date", json!(0));
        fill_user(replied.get_mut("from"));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(value: Value) -> Update {
        serde_json::from_str(&value.to_string()).expect("an update teloxide can hold")
    }

    /// An update as getUpdates hands over one it cannot read: the raw JSON kept.
    fn unreadable(value: Value) -> Update {
        let update = read(value.clone());
        assert!(matches!(update.kind, UpdateKind::Error(_)));
        Update {
            id: update.id,
            kind: UpdateKind::Error(value),
        }
    }

    #[test]
    fn missing_required_fields_are_filled_in() {
        let sparse = unreadable(json!({"update_id": 7, "message": {
            "message_id": 1,
            "chat": {"id": -5, "type": "group"},
            "from": {"id": 111, "first_name": "Alice"},
            "text": "!challenge Zoë",
            "entities": [{"type": "text_mention", "offset": 11, "length": 3, "user": {"id": 333}}],
        }}));
        let repaired = repair(sparse);
        assert_eq!(repaired.id.0, 7);
        let UpdateKind::Message(msg) = repaired.kind else {
            panic!("still unreadable: {repaired:?}");
        };
        assert_eq!(msg.text(), Some("!challenge Zoë"));
        assert_eq!(msg.from.unwrap().id.0, 111);

        let press = unreadable(json!({"update_id": 8, "callback_query": {
            "id": "q", "from": {"id": 222, "first_name": "Bob"}, "data": "!accept #1",
            "message": {"message_id": 3, "chat": {"id": -5, "type": "group"}, "text": "offer"},
        }}));
        assert!(matches!(repair(press).kind, UpdateKind::CallbackQuery(_)));
    }

    #[test]
    fn readable_and_hopeless_updates_are_left_alone() {
        let fine = read(json!({"update_id": 9, "message": {
            "message_id": 1, "date": 5, "chat": {"id": 1, "type": "private"}, "text": "!help",
        }}));
        assert_eq!(repair(fine.clone()), fine);
        let hopeless = unreadable(json!({"update_id": 10, "message": {"text": "no chat"}}));
        assert_eq!(repair(hopeless.clone()), hopeless);
    }
}
