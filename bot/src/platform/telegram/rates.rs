//! Telegram's documented limits on what a bot sends (Bot API FAQ, "My bot is hitting
//! limits, how do I avoid this?"): about 30 messages a second in all, one a second in a
//! chat, and 20 a minute in a group. Past them the Bot API answers 429 with `retry_after`.
//!
//! ```
//! use bot::platform::telegram::rates::{TelegramRates, is_group};
//! assert!(is_group("-1001234567890"));
//! assert!(is_group("@club"));
//! assert!(!is_group("42"));
//! let rates = TelegramRates::default();
//! assert_eq!((rates.per_second, rates.per_chat_per_second, rates.per_group_per_minute), (30, 1, 20));
//! ```

use crate::outgoing::fair::{Rates, Window};

/// How fast the bot may send.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TelegramRates {
    /// Messages a second in all chats together.
    pub per_second: u32,
    /// Messages a second in one chat.
    pub per_chat_per_second: u32,
    /// Messages a minute in one group (or channel).
    pub per_group_per_minute: u32,
}

impl Default for TelegramRates {
    fn default() -> TelegramRates {
        TelegramRates {
            per_second: 30,
            per_chat_per_second: 1,
            per_group_per_minute: 20,
        }
    }
}

/// Whether a chat (as its id is written) is a group, a supergroup or a channel: their ids
/// are negative, and only they have `@names` a bot writes to.
pub fn is_group(chat: &str) -> bool {
    chat.starts_with('-') || chat.starts_with('@')
}

impl TelegramRates {
    /// The windows of an outbox whose lanes are chats.
    pub fn rates(self) -> Rates<String> {
        let per_chat = Window::per_second(self.per_chat_per_second);
        let per_group = Window::per_minute(self.per_group_per_minute);
        Rates {
            global: vec![Window::per_second(self.per_second)],
            per_lane: Box::new(move |chat: &String| {
                if is_group(chat) {
                    vec![per_chat, per_group]
                } else {
                    vec![per_chat]
                }
            }),
            gate: Box::new(|_| None),
        }
    }
}
