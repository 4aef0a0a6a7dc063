//! Typed messages (`MESSAGE_CREATE`) as commands: `!move 23x14`, or a mention of the bot
//! followed by a command (`@dama move 23x14`). Reading the text needs the message-content
//! intent; without it Discord sends empty contents and only slash commands work.

use serenity::model::channel::Message;
use serenity::model::id::UserId;

use crate::message::User;
use crate::platform::discord::mentions;

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
    let rest = mentions::after_leading(content, bot?)?;
    let rest = rest.strip_prefix('!').unwrap_or(rest).trim();
    if rest.is_empty() {
        Some("!help".into())
    } else {
        Some(format!("!{rest}"))
    }
}

/// The people a message mentions, in the order they appear in its text, leaving out the bot
/// when it was the prefix.
pub fn mentions(message: &Message, bot: Option<UserId>) -> Vec<User> {
    mentions::in_order(message, bot)
        .into_iter()
        .map(|u| super::model::user(u, None))
        .collect()
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
}
