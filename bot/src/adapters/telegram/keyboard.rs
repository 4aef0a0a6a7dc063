//! Reply buttons as Telegram inline keyboards, and a pressed button's `callback_data` back
//! into the command it stands for: the command itself when it fits Telegram's 64 bytes,
//! else a short key ([`ButtonKeys`]).

use serde_json::{Value, json};

pub use crate::outgoing::button_keys::Pressed;
use crate::{
    message::{Button, SHARE},
    outgoing::button_keys::ButtonKeys,
    platform::telegram::text::CALLBACK_DATA_LIMIT,
};

/// Buttons per keyboard row: Accept / Decline side by side, more wrap.
const ROW: usize = 3;
/// Buttons per row when many are alike (a game's legal moves).
const MANY_ROW: usize = 4;

#[derive(Debug)]
pub struct Keyboards(ButtonKeys);

impl Default for Keyboards {
    fn default() -> Keyboards {
        Keyboards(ButtonKeys::new(CALLBACK_DATA_LIMIT))
    }
}

impl Keyboards {
    /// The `reply_markup` for `buttons`, or `None` when there are none.
    pub fn markup(&self, buttons: &[Button]) -> Option<Value> {
        if buttons.is_empty() {
            return None;
        }
        Some(json!({ "inline_keyboard": self.rows(buttons) }))
    }

    /// The rows of an inline keyboard, [`ROW`] buttons a row; many alike (a game's legal
    /// moves) fill rows of their own, [`MANY_ROW`] a row.
    pub fn rows(&self, buttons: &[Button]) -> Vec<Vec<Value>> {
        let mut rows: Vec<Vec<Value>> = Vec::new();
        let mut others: Vec<&Button> = Vec::new();
        let flush = |others: &mut Vec<&Button>, rows: &mut Vec<Vec<Value>>| {
            rows.extend(
                others
                    .chunks(ROW)
                    .map(|row| row.iter().map(|b| self.button(b)).collect()),
            );
            others.clear();
        };
        for run in buttons.chunk_by(|a, b| a.style == b.style) {
            if run.len() > 2 * ROW {
                flush(&mut others, &mut rows);
                rows.extend(
                    run.chunks(MANY_ROW)
                        .map(|row| row.iter().map(|b| self.button(b)).collect()),
                );
            } else {
                others.extend(run);
            }
        }
        flush(&mut others, &mut rows);
        rows
    }

    fn button(&self, button: &Button) -> Value {
        match button.command.strip_prefix(SHARE) {
            // Opens the chat list, then the bot's inline mode there with this query.
            Some(query) => json!({ "text": button.label, "switch_inline_query": query }),
            None => {
                json!({ "text": button.label, "callback_data": self.0.payload(&button.command) })
            }
        }
    }

    /// The command behind a button's callback data.
    pub fn pressed(&self, data: &str) -> Pressed {
        self.0.pressed(data)
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
