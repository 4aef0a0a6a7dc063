//! A board's keys as a Telegram inline keyboard: one button per key, a row per row, each
//! sending its data back as `callback_data` (at most 64 bytes: the service's data fits). The
//! service lays the rows out within Telegram's limits (at most 8 buttons a row, 100 in all).

use serde_json::{Value, json};

use crate::keys::BoardKeys;

/// The `reply_markup` of a message that carries `keys`, with the reply's own buttons (an
/// `inline_keyboard` markup of [`super::keyboard::Keyboards::markup`]) as rows after them.
pub fn markup(keys: &BoardKeys, buttons: Option<&Value>) -> Value {
    let mut rows: Vec<Value> = keys
        .rows
        .iter()
        .map(|row| {
            row.iter()
                .map(|key| json!({ "text": key.label, "callback_data": key.data }))
                .collect()
        })
        .collect();
    if let Some(Value::Array(more)) = buttons.and_then(|b| b.get("inline_keyboard")) {
        let room = ROOM.saturating_sub(keys.keys().count());
        let fits = more
            .iter()
            .map(|r| r.as_array().map_or(0, Vec::len))
            .sum::<usize>()
            <= room;
        if fits {
            rows.extend(more.iter().cloned());
        }
    }
    json!({ "inline_keyboard": rows })
}

/// Buttons Telegram shows in one inline keyboard.
const ROOM: usize = crate::service::tap::KEYS_MAX;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::tap::{TapBoard, View, board_keys};
    use rules::{Game, Variant};

    #[test]
    fn keys_become_rows_of_callback_buttons() {
        let board = TapBoard::new(5, 0, &Game::new(Variant::International));
        let keys = board_keys(&board, View::Board, "Move");
        let markup = markup(&keys, None);
        let rows = markup["inline_keyboard"].as_array().unwrap();
        assert_eq!(rows.len(), 10);
        assert!(rows.iter().all(|r| r.as_array().unwrap().len() == 5));
        // From White's side: 1-5 on top, Black's men.
        assert_eq!(rows[0][0]["text"], "⚫1");
        assert_eq!(rows[9][4]["text"], "⚪50");
        let data = rows[6][0]["callback_data"].as_str().unwrap();
        assert!(
            data.starts_with("tap:5:0.") && data.ends_with(":s31"),
            "{data}"
        );
        for row in rows {
            for button in row.as_array().unwrap() {
                let data = button["callback_data"].as_str().unwrap();
                assert!((1..=64).contains(&data.len()));
            }
        }
    }

    #[test]
    fn the_replys_own_buttons_follow_when_they_fit() {
        let board = TapBoard::new(5, 0, &Game::new(Variant::English));
        let keys = board_keys(&board, View::Board, "Move");
        let buttons =
            json!({"inline_keyboard": [[{"text": "Accept", "callback_data": "!accept #5"}]]});
        let markup = markup(&keys, Some(&buttons));
        let rows = markup["inline_keyboard"].as_array().unwrap();
        assert_eq!(rows.len(), 9);
        assert_eq!(rows[8][0]["text"], "Accept");
    }
}
