//! Telegram updates as the service's [`Incoming`] messages.
//!
//! Only commands are passed on: text starting with `!` (or the full-width `！`) or `/`.
//! `/cmd@thisbot` loses its `@thisbot` (so the service needs no idea of the bot's Telegram
//! name); `/cmd@otherbot` is for another bot in the group and is dropped, and so is a `/cmd`
//! in a group that is not in the command table (another bot's, typed without its name). The channel is the
//! chat, or the forum topic when the message is in one; the community is the chat.

use teloxide::types as tg;

pub use super::mentions::user;
use super::mentions::{self, Entity};
use crate::{
    message::{Channel, Incoming, Platform, User, Via},
    platform::telegram::text::{Addressee, bot_command},
};

/// Where a message was posted. In a group with topics each forum topic is a channel of its
/// own — its games, its settings — so its id is `{chat}/{topic}` (the service keys games by
/// channel id) and `thread` names the topic for the replies; the community stays the chat.
/// Replies in a group without topics also carry a `message_thread_id`, but those threads
/// are not topics.
pub fn channel(msg: &tg::Message) -> Channel {
    let chat = msg.chat.id.0.to_string();
    let topic = msg
        .thread_id
        .filter(|_| msg.is_topic_message)
        .map(|thread| thread.0.0.to_string());
    Channel {
        platform: Platform::Telegram,
        id: match &topic {
            Some(topic) => format!("{chat}/{topic}"),
            None => chat.clone(),
        },
        thread: topic,
        community: chat,
    }
}

/// The command in `text`, as the service should read it, or `None` when the text is not
/// for this bot. `bot_username` is the bot's Telegram username, without `@`.
pub fn command_text(text: &str, bot_username: &str) -> Option<String> {
    let text = text.trim();
    if text.starts_with(['!', '！']) {
        return Some(text.to_string());
    }
    match bot_command(text, bot_username)? {
        (_, Addressee::AnotherBot) => None,
        (command, _) => Some(command),
    }
}

/// The people a message shows: its author, the author of the message it replies to, and
/// those picked from the member list in a text mention. The service is told of them, so
/// that a later `@name` means them.
pub fn people_in(msg: &tg::Message) -> Vec<User> {
    let mut people: Vec<User> = msg.from.iter().map(user).collect();
    if let Some(replied) = msg.reply_to_message().and_then(|m| m.from.as_ref()) {
        people.push(user(replied));
    }
    if let Some(text) = msg.text() {
        let entities = mentions::entities(text, msg.entities().unwrap_or_default());
        people.extend(text_mentioned(&entities));
    }
    people
}

fn text_mentioned(entities: &[Entity<'_>]) -> Vec<User> {
    entities
        .iter()
        .filter_map(|e| match e.kind {
            tg::MessageEntityKind::TextMention { user: person } => Some(user(person)),
            _ => None,
        })
        .collect()
}

/// The message as the service's input, when it is a command for this bot from a person.
/// `knows_command` says whether a text calls one of the bot's commands (asked of a `/word`
/// in a group, which may be another bot's). `author_is_admin` is left `false`: finding out
/// costs a Bot API call, made only for the commands that need it.
pub fn from_message(
    msg: &tg::Message,
    bot_username: &str,
    knows_command: &dyn Fn(&str) -> bool,
) -> Option<Incoming> {
    let from = msg.from.as_ref()?;
    // Bots do not play, a channel post has no person behind it, and a message sent through
    // a bot's inline mode (this bot's own boards included) is that bot's words, not a
    // command: answering bots is how two bots echo each other for ever.
    if from.is_bot || msg.via_bot.is_some() {
        crate::metrics::incoming_dropped("telegram", "bot");
        return None;
    }
    let typed = msg.text()?;
    let entities = mentions::entities(typed, msg.entities().unwrap_or_default());
    let mentions = mentions::people(typed, &entities);
    let text = command_text(
        &mentions::name_text_mentions(typed, &entities),
        bot_username,
    )?;
    // In a group, `/roll` without `@thisbot` may be another bot's command: only the bot's
    // are taken. A private chat is the bot's alone (`/start` gets the help).
    let anyones = bot_command(typed, bot_username).is_some_and(|(_, to)| to == Addressee::Anyone);
    if !msg.chat.is_private() && anyones && !knows_command(&text) {
        return None;
    }
    Some(Incoming {
        channel: channel(msg),
        author: user(from),
        text,
        mentions,
        author_is_admin: false,
        via: Via::Text,
        locale: from.language_code.clone(),
    })
}

/// A pressed button as the service's input: `command` (from the button's callback data) from
/// the person who pressed it, in the chat (and topic) of the message under which it was.
/// `None` for buttons on inline messages, which belong to no chat.
pub fn from_callback(query: &tg::CallbackQuery, command: String) -> Option<Incoming> {
    let message = query.message.as_ref()?;
    let channel = match message.regular_message() {
        Some(msg) => channel(msg),
        // Older than 48 hours: Telegram sends only the chat, so the reply goes to its
        // main thread.
        None => {
            let chat = message.chat().id.0.to_string();
            Channel {
                platform: Platform::Telegram,
                id: chat.clone(),
                thread: None,
                community: chat,
            }
        }
    };
    Some(Incoming {
        channel,
        author: user(&query.from),
        text: command,
        mentions: Vec::new(),
        author_is_admin: false,
        via: Via::Button,
        locale: query.from.language_code.clone(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// The bot's own command table decides what is a command.
    fn knows(text: &str) -> bool {
        crate::command::names_a_command(text, "dama_bot")
    }

    fn message(value: serde_json::Value) -> tg::Message {
        serde_json::from_value(value).expect("a message teloxide reads")
    }

    fn group_message(text: &str, entities: serde_json::Value) -> tg::Message {
        message(json!({
            "message_id": 5,
            "date": 1_700_000_000,
            "chat": {"id": -100123, "type": "supergroup", "title": "Club"},
            "from": {"id": 111, "is_bot": false, "first_name": "Alice", "last_name": "Smith", "username": "alice"},
            "text": text,
            "entities": entities,
        }))
    }

    #[test]
    fn commands_for_this_bot_and_no_other() {
        let bot = "dama_bot";
        assert_eq!(
            command_text("!move 23x14", bot).as_deref(),
            Some("!move 23x14")
        );
        assert_eq!(
            command_text(" /move 23x14 ", bot).as_deref(),
            Some("/move 23x14")
        );
        assert_eq!(
            command_text("/move@Dama_Bot 23x14", bot).as_deref(),
            Some("/move 23x14")
        );
        assert_eq!(
            command_text("/board@dama_bot", bot).as_deref(),
            Some("/board")
        );
        assert_eq!(command_text("/move@other_bot 23x14", bot), None);
        assert_eq!(command_text("good game!", bot), None);
        assert_eq!(command_text("", bot), None);
    }

    #[test]
    fn a_group_command_with_mentions() {
        // "/challenge@dama_bot @bob Zoë italian": UTF-16 offsets, Zoë has no username.
        let msg = group_message(
            "/challenge@dama_bot @bob Zoë italian",
            json!([
                {"type": "bot_command", "offset": 0, "length": 19},
                {"type": "mention", "offset": 20, "length": 4},
                {"type": "text_mention", "offset": 25, "length": 3,
                 "user": {"id": 333, "is_bot": false, "first_name": "Zoë"}},
            ]),
        );
        let incoming = from_message(&msg, "dama_bot", &knows).unwrap();
        assert_eq!(incoming.text, "/challenge @bob @Zoë italian");
        assert_eq!(
            incoming.channel,
            Channel {
                platform: Platform::Telegram,
                id: "-100123".into(),
                thread: None,
                community: "-100123".into(),
            }
        );
        assert_eq!(incoming.author.id, "111");
        assert_eq!(incoming.author.name, "Alice Smith");
        assert_eq!(incoming.author.username.as_deref(), Some("alice"));
        // @bob is passed as typed, for the service to resolve; Zoë as the entity says.
        let ids: Vec<&str> = incoming.mentions.iter().map(|u| u.id.as_str()).collect();
        assert_eq!(ids, ["@bob", "333"]);
        assert_eq!(incoming.via, Via::Text);
        // Alice and Zoë are people the service is told of.
        let met: Vec<String> = people_in(&msg).into_iter().map(|u| u.id).collect();
        assert_eq!(met, ["111", "333"]);
    }

    #[test]
    fn forum_topics_are_channels_and_reply_threads_are_not() {
        let topic = message(json!({
            "message_id": 9, "date": 1_700_000_000, "message_thread_id": 42, "is_topic_message": true,
            "chat": {"id": -100777, "type": "supergroup", "title": "Forum", "is_forum": true},
            "from": {"id": 111, "is_bot": false, "first_name": "Alice"},
            "text": "!board",
        }));
        assert_eq!(channel(&topic).id, "-100777/42");
        assert_eq!(channel(&topic).thread.as_deref(), Some("42"));
        assert_eq!(channel(&topic).community, "-100777");
        let reply_thread = message(json!({
            "message_id": 10, "date": 1_700_000_000, "message_thread_id": 3,
            "chat": {"id": -5, "type": "group", "title": "Plain"},
            "from": {"id": 111, "is_bot": false, "first_name": "Alice"},
            "text": "!board",
        }));
        assert_eq!(channel(&reply_thread).thread, None);
    }

    #[test]
    fn a_pressed_button_comes_from_the_presser_in_the_topic() {
        let query: tg::CallbackQuery = serde_json::from_value(json!({
            "id": "cb1",
            "from": {"id": 222, "is_bot": false, "first_name": "Bob", "username": "bob"},
            "chat_instance": "-1",
            "data": "!accept #3",
            "message": {
                "message_id": 77, "date": 1_700_000_000, "message_thread_id": 42, "is_topic_message": true,
                "chat": {"id": -100777, "type": "supergroup", "title": "Forum", "is_forum": true},
                "from": {"id": 1, "is_bot": true, "first_name": "Dama", "username": "dama_bot"},
                "text": "Alice challenges Bob",
            },
        }))
        .unwrap();
        let incoming = from_callback(&query, "!accept #3".into()).unwrap();
        assert_eq!(incoming.author.id, "222");
        assert_eq!(incoming.text, "!accept #3");
        assert_eq!(incoming.via, Via::Button);
        assert_eq!(incoming.channel.id, "-100777/42");
        assert_eq!(incoming.channel.thread.as_deref(), Some("42"));
        assert_eq!(incoming.author.username.as_deref(), Some("bob"));
    }

    #[test]
    fn another_bots_slash_commands_are_left_to_it_in_groups() {
        let text = |msg: &tg::Message| from_message(msg, "dama_bot", &knows).map(|i| i.text);
        // `/roll` without `@dama_bot` in a group is for a dice bot: not answered.
        assert_eq!(text(&group_message("/roll 2d6", json!([]))), None);
        // The table's commands, `/cmd@dama_bot` and `!cmd` are this bot's.
        assert_eq!(
            text(&group_message("/set variant italian", json!([]))).as_deref(),
            Some("/set variant italian")
        );
        assert_eq!(
            text(&group_message("/roll@dama_bot", json!([]))).as_deref(),
            Some("/roll")
        );
        assert_eq!(
            text(&group_message("!roll", json!([]))).as_deref(),
            Some("!roll")
        );
        // A private chat is the bot's alone: `/start` gets the help.
        let private = message(json!({
            "message_id": 12, "date": 1_700_000_000,
            "chat": {"id": 111, "type": "private", "first_name": "Alice"},
            "from": {"id": 111, "is_bot": false, "first_name": "Alice"},
            "text": "/start",
        }));
        assert_eq!(text(&private).as_deref(), Some("/start"));
    }

    #[test]
    fn chatter_and_bots_are_ignored() {
        let chatter = group_message("nice move", json!([]));
        assert_eq!(from_message(&chatter, "dama_bot", &knows), None);
        let from_bot = message(json!({
            "message_id": 11, "date": 1_700_000_000,
            "chat": {"id": 5, "type": "private", "first_name": "X"},
            "from": {"id": 999, "is_bot": true, "first_name": "Other", "username": "other_bot"},
            "text": "!move 23x14",
        }));
        assert_eq!(from_message(&from_bot, "dama_bot", &knows), None);
    }
}
