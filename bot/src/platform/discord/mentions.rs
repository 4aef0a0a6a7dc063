//! Mentions in a message's text: `<@id>`, or `<@!id>` (the older form for a nickname).

use serenity::model::channel::Message;
use serenity::model::id::UserId;
use serenity::model::user::User;

/// The text after a mention of `user` that opens `content` (leading spaces dropped), or
/// `None` when the content does not open with one.
pub fn after_leading(content: &str, user: UserId) -> Option<&str> {
    [format!("<@{user}>"), format!("<@!{user}>")]
        .iter()
        .find_map(|m| content.trim_start().strip_prefix(m.as_str()))
        .map(str::trim_start)
}

/// The people a message mentions, once each, in the order they appear in its text
/// (Discord's `mentions` array has no order). A mention of `leading` that opens the message
/// is not counted (a bot addressed by name): `leading` is left out unless it is mentioned
/// again.
pub fn in_order(message: &Message, leading: Option<UserId>) -> Vec<&User> {
    let content = &message.content;
    let skip = leading.filter(|u| after_leading(content, *u).is_some());
    let mut found: Vec<(usize, &User)> = Vec::new();
    for u in &message.mentions {
        let positions = [format!("<@{}>", u.id), format!("<@!{}>", u.id)];
        let mut at: Vec<usize> = positions
            .iter()
            .flat_map(|p| content.match_indices(p.as_str()).map(|(i, _)| i))
            .collect();
        at.sort_unstable();
        if Some(u.id) == skip {
            if !at.is_empty() {
                at.remove(0);
            }
            if at.is_empty() {
                continue;
            }
        }
        if found.iter().any(|(_, f)| f.id == u.id) {
            continue;
        }
        found.push((at.first().copied().unwrap_or(usize::MAX), u));
    }
    found.sort_by_key(|(at, _)| *at);
    found.into_iter().map(|(_, u)| u).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const BOT: UserId = UserId::new(99);

    fn message(content: &str, mentions: &[(u64, &str)]) -> Message {
        let users: Vec<_> = mentions
            .iter()
            .map(|(id, name)| serde_json::json!({"id": id.to_string(), "username": name, "discriminator": "0", "avatar": null}))
            .collect();
        serde_json::from_value(serde_json::json!({
            "id": "1", "channel_id": "2", "content": content, "timestamp": "2026-11-01T10:00:00+00:00",
            "edited_timestamp": null, "tts": false, "mention_everyone": false, "mentions": users,
            "mention_roles": [], "attachments": [], "embeds": [], "pinned": false, "type": 0,
            "author": {"id": "3", "username": "al", "discriminator": "0", "avatar": null}
        }))
        .unwrap()
    }

    #[test]
    fn mentions_follow_the_text_and_leave_out_the_leading_one() {
        let m = message(
            "<@99> challenge <@7> <@!5>",
            &[(5, "e"), (99, "dama"), (7, "s")],
        );
        let ids: Vec<u64> = in_order(&m, Some(BOT)).iter().map(|u| u.id.get()).collect();
        assert_eq!(ids, [7, 5]);
        let m = message("!challenge <@99>", &[(99, "dama")]);
        assert_eq!(in_order(&m, Some(BOT)).len(), 1);
    }

    #[test]
    fn the_text_after_a_leading_mention() {
        assert_eq!(after_leading(" <@99>  move", BOT), Some("move"));
        assert_eq!(after_leading("<@!99>", BOT), Some(""));
        assert_eq!(after_leading("<@98> move", BOT), None);
        assert_eq!(after_leading("hi <@99>", BOT), None);
    }
}
