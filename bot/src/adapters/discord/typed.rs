//! Typed messages (`MESSAGE_CREATE`) as commands: `!move 23x14`, or a mention of the bot
//! followed by a command (`@dama move 23x14`). Reading the text needs the message-content
//! intent; without it Discord sends empty contents and only slash commands work.

use serenity::model::channel::Message;
use serenity::model::id::UserId;

use crate::message::User;

/// The command text of a message, with the `!` prefix, or `None` when the message is not
/// addressed to the bot. A leading mention of the bot stands for the prefix.
pub fn command_text(content: &str, bot: Option<UserId>) -> Option<String> {
    let content = content.trim();
    if let Some(rest) = content.strip_prefix('!') {
        // `!` followed by a word: `!!!` or `! hello` are not commands.
        return rest
            .starts_with(|c: char| c.is_alphabetic())
            .then(|| content.to_string());
    }
    let bot = bot?;
    let rest = [format!("<@{bot}>"), format!("<@!{bot}>")]
        .iter()
        .find_map(|m| content.strip_prefix(m.as_str()))?
        .trim_start();
    let rest = rest.strip_prefix('!').unwrap_or(rest).trim();
    if rest.is_empty() {
        Some("!help".into())
    } else {
        Some(format!("!{rest}"))
    }
}

/// Whether the bot's mention opens the message (and so is the prefix, not an argument).
fn addressed_by_mention(content: &str, bot: Option<UserId>) -> bool {
    let content = content.trim_start();
    bot.is_some_and(|bot| {
        content.starts_with(&format!("<@{bot}>")) || content.starts_with(&format!("<@!{bot}>"))
    })
}

/// The people a message mentions, in the order they appear in its text (Discord's `mentions`
/// array has no order), leaving out the bot when it was the prefix.
pub fn mentions(message: &Message, bot: Option<UserId>) -> Vec<User> {
    let content = &message.content;
    let skip_bot = addressed_by_mention(content, bot);
    let mut found: Vec<(usize, User)> = Vec::new();
    for u in &message.mentions {
        let positions = [format!("<@{}>", u.id), format!("<@!{}>", u.id)];
        let mut at: Vec<usize> = positions
            .iter()
            .flat_map(|p| content.match_indices(p.as_str()).map(|(i, _)| i))
            .collect();
        at.sort_unstable();
        if skip_bot && Some(u.id) == bot {
            if !at.is_empty() {
                at.remove(0);
            }
            if at.is_empty() {
                continue;
            }
        }
        if found.iter().any(|(_, f)| f.id == u.id.to_string()) {
            continue;
        }
        let first = at.first().copied().unwrap_or(usize::MAX);
        found.push((first, super::people::user(u, None)));
    }
    found.sort_by_key(|(at, _)| *at);
    found.into_iter().map(|(_, u)| u).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const BOT: UserId = UserId::new(99);

    #[test]
    fn the_prefix_or_a_mention_of_the_bot_makes_a_command() {
        assert_eq!(
            command_text("!move 23x14", Some(BOT)).as_deref(),
            Some("!move 23x14")
        );
        assert_eq!(command_text("  !m 9-13 ", None).as_deref(), Some("!m 9-13"));
        assert_eq!(
            command_text("<@99> move 23x14", Some(BOT)).as_deref(),
            Some("!move 23x14")
        );
        assert_eq!(
            command_text("<@!99> !board", Some(BOT)).as_deref(),
            Some("!board")
        );
        assert_eq!(command_text("<@99>", Some(BOT)).as_deref(), Some("!help"));
        assert_eq!(command_text("<@98> move", Some(BOT)), None);
        assert_eq!(command_text("hello !move", Some(BOT)), None);
        assert_eq!(command_text("!!!", Some(BOT)), None);
        assert_eq!(command_text("", Some(BOT)), None);
    }

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
    fn mentions_follow_the_text_and_leave_out_the_prefix_mention() {
        let m = message(
            "<@99> challenge <@7> <@!5>",
            &[(5, "e"), (99, "dama"), (7, "s")],
        );
        let names: Vec<_> = mentions(&m, Some(BOT)).into_iter().map(|u| u.id).collect();
        assert_eq!(names, ["7", "5"]);
        let m = message("!challenge <@99>", &[(99, "dama")]);
        assert_eq!(mentions(&m, Some(BOT)).len(), 1);
    }
}
