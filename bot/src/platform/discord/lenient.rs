//! Leniency towards gateway events that leave out fields serenity insists on but the
//! documentation calls optional (an interaction's `locale`, the deprecated `channel_id` beside
//! `channel`) or added only lately (`entitlements`, `attachment_size_limit`, a member's
//! `deaf`, `mute` and `flags`).
//!
//! serenity reads such an event as [`serenity::all::Event::Unknown`] (serde falls back to the untagged
//! variant when the named one does not parse) and hands it to raw event handlers only: the
//! command would be lost. [`message`] and [`interaction`] read the unknown `MESSAGE_CREATE`
//! and `INTERACTION_CREATE` payloads again after filling in neutral values for the missing
//! fields (none of which a bot needs), for a raw handler to pass on as the event handler
//! would. A well-formed event never comes there, so nothing is handled twice.

use serde_json::{Value, json};
use serenity::all::{Interaction, Message};

/// A `MESSAGE_CREATE` payload with its missing fields filled in.
pub fn message(mut value: Value) -> serde_json::Result<Message> {
    fill_message(&mut value);
    serde_json::from_value(value)
}

/// An `INTERACTION_CREATE` payload with its missing fields filled in.
pub fn interaction(mut value: Value) -> serde_json::Result<Interaction> {
    let locale = value
        .get("guild_locale")
        .filter(|l| l.is_string())
        .cloned()
        .unwrap_or_else(|| json!("en-US"));
    let channel_id = value.pointer("/channel/id").cloned();
    let user = value.get("user").cloned();
    fill(&mut value, "locale", locale);
    fill(&mut value, "version", json!(1));
    fill(&mut value, "entitlements", json!([]));
    fill(&mut value, "attachment_size_limit", json!(0));
    if let Some(channel_id) = channel_id {
        fill(&mut value, "channel_id", channel_id);
    }
    fill_user(value.get_mut("user"));
    if let Some(member) = value.get_mut("member") {
        if let Some(user) = user {
            fill(member, "user", user);
        }
        fill_member(member);
        fill_user(member.get_mut("user"));
    }
    if let Some(resolved) = value.pointer_mut("/data/resolved") {
        for user in each_value(resolved.get_mut("users")) {
            fill_user(Some(user));
        }
        for member in each_value(resolved.get_mut("members")) {
            fill(member, "roles", json!([]));
        }
    }
    if let Some(message) = value.get_mut("message") {
        fill_message(message);
    }
    serde_json::from_value(value)
}

fn fill(object: &mut Value, key: &str, value: Value) {
    if let Some(object) = object.as_object_mut() {
        object.entry(key).or_insert(value);
    }
}

/// The values of a JSON object (resolved users and members are keyed by id).
fn each_value(object: Option<&mut Value>) -> impl Iterator<Item = &mut Value> {
    object
        .and_then(Value::as_object_mut)
        .into_iter()
        .flat_map(|o| o.values_mut())
}

fn fill_user(user: Option<&mut Value>) {
    if let Some(user) = user {
        fill(user, "username", json!(""));
    }
}

fn fill_member(member: &mut Value) {
    fill(member, "roles", json!([]));
    fill(member, "deaf", json!(false));
    fill(member, "mute", json!(false));
    fill(member, "flags", json!(0));
}

fn fill_message(message: &mut Value) {
    for (key, value) in [
        ("content", json!("")),
        ("timestamp", json!("1970-01-01T00:00:00+00:00")),
        ("tts", json!(false)),
        ("mention_everyone", json!(false)),
        ("mentions", json!([])),
        ("mention_roles", json!([])),
        ("attachments", json!([])),
        ("embeds", json!([])),
        ("pinned", json!(false)),
        ("type", json!(0)),
    ] {
        fill(message, key, value);
    }
    fill_user(message.get_mut("author"));
    if let Some(member) = message.get_mut("member") {
        fill(member, "roles", json!([]));
    }
    if let Some(mentions) = message.get_mut("mentions").and_then(Value::as_array_mut) {
        for mention in mentions {
            fill(mention, "username", json!(""));
            if let Some(member) = mention.get_mut("member") {
                fill(member, "roles", json!([]));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serenity::all::Event;

    fn user(id: &str, name: &str) -> Value {
        json!({ "id": id, "username": name, "discriminator": "0", "global_name": null, "avatar": null })
    }

    /// As serenity reads a dispatch: the event, or an unknown one.
    fn dispatched(kind: &str, data: &Value) -> Event {
        let frame = json!({ "op": 0, "s": 1, "t": kind, "d": data });
        match serde_json::from_value(frame).expect("a gateway payload") {
            serenity::all::GatewayEvent::Dispatch(_, event) => event,
            other => panic!("not a dispatch: {other:?}"),
        }
    }

    #[test]
    fn an_interaction_without_optional_fields_is_read_after_filling_them_in() {
        let slash = json!({
            "id": "5", "application_id": "1", "type": 2, "token": "tok", "version": 1,
            "guild_id": "10", "channel": { "id": "20", "type": 0 },
            "app_permissions": "3072",
            "member": { "user": user("7", "alice"), "roles": [], "joined_at": null, "permissions": "3072" },
            "data": {
                "id": "3", "name": "challenge", "type": 1,
                "options": [{ "name": "opponent", "type": 6, "value": "8" }],
                "resolved": { "users": { "8": user("8", "bob") }, "members": { "8": { "joined_at": null } } },
            },
        });
        // What serenity does with it on its own: an event no handler but a raw one sees.
        assert!(matches!(
            dispatched("INTERACTION_CREATE", &slash),
            Event::Unknown(_)
        ));
        let Interaction::Command(cmd) = interaction(slash).unwrap() else {
            panic!("not a command");
        };
        assert_eq!(cmd.channel_id.get(), 20);
        assert_eq!(cmd.user.id.get(), 7);
        assert_eq!(cmd.locale, "en-US");
        assert_eq!(cmd.data.resolved.users.len(), 1);

        let press = json!({
            "id": "6", "application_id": "1", "type": 3, "token": "tok", "version": 1,
            "channel_id": "20", "user": user("7", "alice"),
            "data": { "custom_id": "!accept #1", "component_type": 2 },
            "message": { "id": "30", "channel_id": "20", "author": user("1", "dama"), "content": "x" },
        });
        let Interaction::Component(press) = interaction(press).unwrap() else {
            panic!("not a component");
        };
        assert_eq!(press.data.custom_id, "!accept #1");
        assert_eq!(press.message.id.get(), 30);
    }

    #[test]
    fn a_message_without_optional_fields_is_read_after_filling_them_in() {
        let mut mention = user("8", "bob");
        mention["member"] = json!({ "joined_at": null });
        let sparse = json!({
            "id": "1", "channel_id": "20", "guild_id": "10", "author": user("7", "alice"),
            "member": { "joined_at": null }, "content": "!challenge <@8>",
            "timestamp": "2026-11-01T10:00:00+00:00", "mentions": [mention],
        });
        assert!(matches!(
            dispatched("MESSAGE_CREATE", &sparse),
            Event::Unknown(_)
        ));
        let msg = message(sparse).unwrap();
        assert_eq!(msg.content, "!challenge <@8>");
        assert_eq!(msg.mentions[0].id.get(), 8);
        assert!(message(json!({ "content": "no id" })).is_err());
    }
}
