//! The people a message mentions, as the service's [`User`]s.
//!
//! Telegram marks two kinds of mention: `mention` (an `@username` typed; only the name is
//! known, so the person is passed as a stand-in with the id `@username`, which the service
//! resolves) and `text_mention` (someone without a username, picked from the member list;
//! the entity carries the person, and the text shows their plain name). Entity offsets count
//! UTF-16 code units ([`text::entities`]): a malformed entity costs the mention, never the
//! message.

use teloxide::types::{self as tg, MessageEntity, MessageEntityKind};

pub use crate::platform::telegram::text::Entity;
use crate::{
    message::{Platform, User},
    platform::telegram::{methods::Me, text},
};

/// A Telegram user as the service knows people.
pub fn user(from: &tg::User) -> User {
    User {
        platform: Platform::Telegram,
        id: from.id.0.to_string(),
        name: from.full_name(),
        username: from.username.clone(),
    }
}

/// The bot's own user (getMe): its username without `@` makes `/cmd@name` a command for it
/// and `@name` a challenge of it.
pub fn me(me: Me) -> User {
    let name = if me.first_name.trim().is_empty() {
        me.username.clone().unwrap_or_default()
    } else {
        me.first_name
    };
    User {
        platform: Platform::Telegram,
        id: me.id.to_string(),
        name,
        username: me.username.filter(|u| !u.is_empty()),
    }
}

/// Someone known by their username only: the id `@username` stands in for theirs.
fn stand_in(username: &str) -> User {
    User {
        platform: Platform::Telegram,
        id: format!("@{username}"),
        name: username.to_string(),
        username: Some(username.to_string()),
    }
}

/// The message's mention entities with byte ranges, in order of appearance; entities whose
/// offsets do not fit the text are dropped.
pub fn entities<'a>(text: &str, entities: &'a [MessageEntity]) -> Vec<Entity<'a>> {
    text::entities(text, entities, |kind| {
        matches!(
            kind,
            MessageEntityKind::Mention | MessageEntityKind::TextMention { .. }
        )
    })
}

/// The people mentioned, in order. Without any mention entity (a client that marks none),
/// the `@words` after the command are read instead.
pub fn people(text: &str, entities: &[Entity<'_>]) -> Vec<User> {
    if entities.is_empty() {
        return text
            .split_whitespace()
            .skip(1)
            .filter_map(|w| w.strip_prefix('@'))
            .map(|w| w.trim_end_matches(|c: char| !(c.is_alphanumeric() || c == '_')))
            .filter(|w| !w.is_empty())
            .map(stand_in)
            .collect();
    }
    entities
        .iter()
        .map(|entity| match entity.kind {
            MessageEntityKind::TextMention { user: person } => user(person),
            _ => stand_in(text[entity.range.clone()].trim_start_matches('@')),
        })
        .collect()
}

/// The text with each text mention's plain name written as an `@word`
/// (`/challenge Zoë Rossi` → `/challenge @Zoë_Rossi`), so that the command reads it where
/// it expects a person, as it reads a typed `@username`.
pub fn name_text_mentions(text: &str, entities: &[Entity<'_>]) -> String {
    let mut out = String::with_capacity(text.len() + entities.len());
    let mut copied = 0;
    for entity in entities {
        if !matches!(entity.kind, MessageEntityKind::TextMention { .. }) {
            continue;
        }
        let name = &text[entity.range.clone()];
        out.push_str(&text[copied..entity.range.start]);
        if !name.starts_with('@') {
            out.push('@');
        }
        out.push_str(&name.split_whitespace().collect::<Vec<_>>().join("_"));
        copied = entity.range.end;
    }
    out.push_str(&text[copied..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn parse(value: serde_json::Value) -> Vec<MessageEntity> {
        serde_json::from_value(value).unwrap()
    }

    #[test]
    fn offsets_are_utf16_and_bad_ones_are_dropped() {
        let text = "𝄞 @bob Zoë";
        let raw = parse(json!([
            {"type": "mention", "offset": 3, "length": 4},
            {"type": "mention", "offset": 1, "length": 2},
            {"type": "bold", "offset": 0, "length": 2},
        ]));
        let found = entities(text, &raw);
        assert_eq!(found.len(), 1);
        assert_eq!(&text[found[0].range.clone()], "@bob");
    }

    #[test]
    fn text_mentions_become_words_the_command_reads() {
        let text = "/challenge Zoë Rossi english";
        let raw = parse(json!([
            {"type": "bot_command", "offset": 0, "length": 10},
            {"type": "text_mention", "offset": 11, "length": 9,
             "user": {"id": 333, "is_bot": false, "first_name": "Zoë", "last_name": "Rossi"}},
        ]));
        let found = entities(text, &raw);
        assert_eq!(
            name_text_mentions(text, &found),
            "/challenge @Zoë_Rossi english"
        );
        let people = people(text, &found);
        assert_eq!(people.len(), 1);
        assert_eq!(people[0].id, "333");
        assert_eq!(people[0].name, "Zoë Rossi");
    }

    #[test]
    fn typed_usernames_are_passed_as_stand_ins() {
        // Without entities, the @words after the command.
        let people = people("!challenge @bob, @carol", &[]);
        let ids: Vec<&str> = people.iter().map(|u| u.id.as_str()).collect();
        assert_eq!(ids, ["@bob", "@carol"]);
        assert_eq!(people[0].username.as_deref(), Some("bob"));
    }
}
