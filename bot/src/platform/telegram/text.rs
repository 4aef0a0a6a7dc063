//! Text as the Bot API counts and reads it: lengths and entity offsets in UTF-16 code units,
//! the limits of a message, a caption, a button press's notice and a button's callback data,
//! and the escaping of HTML parse mode.

use std::ops::Range;

use teloxide::types::{MessageEntity, MessageEntityKind};

/// Telegram's limits, in characters of visible text (counted as UTF-16 units, as Telegram
/// does, which is never fewer than Rust's chars).
pub const CAPTION_LIMIT: usize = 1024;
pub const MESSAGE_LIMIT: usize = 4096;
/// Telegram shows at most 200 characters in a button press's notice.
pub const NOTICE_LIMIT: usize = 200;
/// Telegram's limit on `callback_data`, in bytes.
pub const CALLBACK_DATA_LIMIT: usize = 64;

/// The length of `text` as Telegram counts it: UTF-16 code units.
pub fn len(text: &str) -> usize {
    text.encode_utf16().count()
}

/// Escapes text for Telegram's HTML parse mode (these three and the quote are all it needs).
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(ch),
        }
    }
    out
}

/// `text` cut to what a button press's notice shows, with `…` when it was longer.
pub fn short_notice(text: &str) -> String {
    if text.chars().count() <= NOTICE_LIMIT {
        return text.to_string();
    }
    let mut short: String = text.chars().take(NOTICE_LIMIT - 1).collect();
    short.push('…');
    short
}

/// Whom a bot command (`/word args`) is for: in a group, `/word@botname` is for that bot
/// alone, `/word` for any bot that knows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Addressee {
    Anyone,
    ThisBot,
    AnotherBot,
}

/// The bot command `text` starts with (trimmed, `@botname` taken out when it names the bot
/// `bot_username`), and whom it is for; `None` when the text is not a bot command.
pub fn bot_command(text: &str, bot_username: &str) -> Option<(String, Addressee)> {
    let text = text.trim();
    let rest = text.strip_prefix('/')?;
    let word_end = rest.find(char::is_whitespace).unwrap_or(rest.len());
    let (word, args) = rest.split_at(word_end);
    Some(match word.split_once('@') {
        None => (text.to_string(), Addressee::Anyone),
        Some((name, addressee)) if addressee.eq_ignore_ascii_case(bot_username) => {
            (format!("/{name}{args}"), Addressee::ThisBot)
        }
        Some(_) => (text.to_string(), Addressee::AnotherBot),
    })
}

/// An entity with its byte range in the text.
#[derive(Debug, Clone)]
pub struct Entity<'a> {
    pub range: Range<usize>,
    pub kind: &'a MessageEntityKind,
}

/// The entities `keep` accepts, with byte ranges, in order of appearance. Offsets are
/// converted defensively: an entity whose offsets do not fit the text is dropped, never the
/// message.
pub fn entities<'a>(
    text: &str,
    entities: &'a [MessageEntity],
    keep: impl Fn(&MessageEntityKind) -> bool,
) -> Vec<Entity<'a>> {
    let mut found: Vec<Entity<'a>> = entities
        .iter()
        .filter(|e| keep(&e.kind))
        .filter_map(|e| {
            Some(Entity {
                range: utf16_range(text, e.offset, e.length)?,
                kind: &e.kind,
            })
        })
        .collect();
    found.sort_by_key(|e| e.range.start);
    found
}

/// The byte range of `length` UTF-16 units from `offset`, if both ends fall between chars.
fn utf16_range(text: &str, offset: usize, length: usize) -> Option<Range<usize>> {
    let end_units = offset.checked_add(length)?;
    let mut units = 0;
    let mut start = None;
    let ends = text
        .char_indices()
        .chain(std::iter::once((text.len(), '\0')));
    for (byte, ch) in ends {
        if units == offset {
            start = Some(byte);
        }
        if units == end_units {
            return start.map(|start| start..byte);
        }
        if units > end_units {
            return None;
        }
        units += ch.len_utf16();
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_are_utf16_and_bad_ones_are_dropped() {
        let text = "𝄞 @bob Zoë";
        // "𝄞" is two UTF-16 units.
        assert_eq!(utf16_range(text, 3, 4), Some(5..9));
        assert_eq!(utf16_range(text, 8, 3), Some(10..14));
        // The middle of a surrogate pair, past the end.
        assert_eq!(utf16_range(text, 1, 2), None);
        assert_eq!(utf16_range(text, 8, 30), None);
        assert_eq!(len(text), 11);
    }

    #[test]
    fn bot_commands_name_their_bot() {
        let of = |text| bot_command(text, "dama_bot");
        assert_eq!(
            of(" /move 23x14 "),
            Some(("/move 23x14".into(), Addressee::Anyone))
        );
        assert_eq!(
            of("/move@Dama_Bot 23x14"),
            Some(("/move 23x14".into(), Addressee::ThisBot))
        );
        assert_eq!(
            of("/roll@dice_bot").map(|c| c.1),
            Some(Addressee::AnotherBot)
        );
        assert_eq!(of("!move 23x14"), None);
    }

    #[test]
    fn html_and_notices() {
        assert_eq!(escape(r#"<a & "b">"#), "&lt;a &amp; &quot;b&quot;&gt;");
        assert_eq!(short_notice("short"), "short");
        let long = short_notice(&"é".repeat(300));
        assert_eq!(long.chars().count(), NOTICE_LIMIT);
        assert!(long.ends_with('…'));
    }
}
