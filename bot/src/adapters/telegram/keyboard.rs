//! Reply buttons as Telegram inline keyboards, and a pressed button's `callback_data` back
//! into the command it stands for.
//!
//! Telegram carries at most 64 bytes of callback data. A command that fits (`!accept #12`)
//! travels as itself, so buttons keep working after a restart; a longer one is kept here under
//! a short key, which a restart forgets (the press is then answered with a hint to type it).

use std::{
    collections::HashMap,
    sync::{
        Mutex,
        atomic::{AtomicU64, Ordering},
    },
};

use serde_json::{Value, json};

use crate::message::Button;

/// Telegram's limit on `callback_data`, in bytes.
pub const CALLBACK_DATA_LIMIT: usize = 64;
/// Buttons per keyboard row: Accept / Decline side by side, more wrap.
const ROW: usize = 3;
/// Marks data that is a key into [`Keyboards`], not a command (commands start with `!`/`/`).
const KEY_PREFIX: &str = "key:";

/// What a pressed button asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pressed {
    Command(String),
    /// A long command's key from before a restart.
    Forgotten,
}

#[derive(Debug, Default)]
pub struct Keyboards {
    long: Mutex<HashMap<u64, String>>,
    next: AtomicU64,
}

impl Keyboards {
    /// The `reply_markup` for `buttons`, or `None` when there are none.
    pub fn markup(&self, buttons: &[Button]) -> Option<Value> {
        if buttons.is_empty() {
            return None;
        }
        let rows: Vec<Vec<Value>> = buttons
            .chunks(ROW)
            .map(|row| {
                row.iter()
                    .map(|b| json!({ "text": b.label, "callback_data": self.data(&b.command) }))
                    .collect()
            })
            .collect();
        Some(json!({ "inline_keyboard": rows }))
    }

    /// The command behind a button's callback data.
    pub fn pressed(&self, data: &str) -> Pressed {
        let Some(key) = data.strip_prefix(KEY_PREFIX) else {
            return Pressed::Command(data.to_string());
        };
        let known = key
            .parse()
            .ok()
            .and_then(|key: u64| self.long.lock().expect("keyboard map").get(&key).cloned());
        known.map_or(Pressed::Forgotten, Pressed::Command)
    }

    fn data(&self, command: &str) -> String {
        if command.len() <= CALLBACK_DATA_LIMIT && !command.starts_with(KEY_PREFIX) {
            return command.to_string();
        }
        let key = self.next.fetch_add(1, Ordering::Relaxed);
        self.long
            .lock()
            .expect("keyboard map")
            .insert(key, command.to_string());
        format!("{KEY_PREFIX}{key}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::message::ButtonStyle;

    fn button(label: &str, command: &str) -> Button {
        Button {
            label: label.into(),
            command: command.into(),
            style: ButtonStyle::Primary,
        }
    }

    #[test]
    fn short_commands_travel_as_themselves() {
        let keyboards = Keyboards::default();
        let markup = keyboards
            .markup(&[
                button("Accept", "!accept #12"),
                button("Decline", "!decline #12"),
            ])
            .unwrap();
        assert_eq!(
            markup,
            json!({"inline_keyboard": [[
                {"text": "Accept", "callback_data": "!accept #12"},
                {"text": "Decline", "callback_data": "!decline #12"},
            ]]})
        );
        assert_eq!(
            keyboards.pressed("!accept #12"),
            Pressed::Command("!accept #12".into())
        );
        assert_eq!(keyboards.markup(&[]), None);
    }

    #[test]
    fn long_commands_get_keys_that_a_restart_forgets() {
        let keyboards = Keyboards::default();
        let long = format!("!why {}", "1-5 ".repeat(30));
        let markup = keyboards.markup(&[button("Why?", &long)]).unwrap();
        let data = markup["inline_keyboard"][0][0]["callback_data"]
            .as_str()
            .unwrap();
        assert!(data.len() <= CALLBACK_DATA_LIMIT);
        assert_eq!(keyboards.pressed(data), Pressed::Command(long));
        assert_eq!(Keyboards::default().pressed(data), Pressed::Forgotten);
    }

    #[test]
    fn rows_hold_three_buttons() {
        let buttons: Vec<Button> = (0..4).map(|i| button("b", &format!("!m {i}"))).collect();
        let markup = Keyboards::default().markup(&buttons).unwrap();
        let rows = markup["inline_keyboard"].as_array().unwrap();
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[1].as_array().unwrap().len(), 1);
    }
}
