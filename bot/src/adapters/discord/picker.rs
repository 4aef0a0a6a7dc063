//! The move picker as a Discord message: its question, one string select menu a row (at most
//! 25 options, labels, values and descriptions of at most 100 characters, a placeholder of at
//! most 150), and a button back to the first step. Choosing an option sends the menu's
//! `custom_id` with the option's `value`.

use serde_json::{Value, json};

use crate::keys::{Menu, Picker};
use crate::platform::discord::payload::{self, MessagePayload, Style};

/// Characters of an option's label, value and description; of a menu's placeholder.
const OPTION_TEXT_MAX: usize = 100;
const PLACEHOLDER_MAX: usize = 150;
/// A string select menu, and the action row that holds it.
const STRING_SELECT: u8 = 3;
const ACTION_ROW: u8 = 1;

/// The picker as a message: its question, its menus, the key back.
pub fn message(picker: &Picker) -> MessagePayload {
    let mut rows: Vec<Value> = picker.menus.iter().map(menu_row).collect();
    if let Some(back) = &picker.back
        && let Some(button) = payload::button(&back.label, &back.data, Style::Secondary)
    {
        rows.push(json!({ "type": ACTION_ROW, "components": [button] }));
    }
    let mut json = serde_json::Map::new();
    json.insert("content".into(), json!(payload::escape(&picker.text)));
    json.insert("components".into(), json!(rows));
    json.insert("allowed_mentions".into(), payload::allowed_mentions(&[]));
    MessagePayload::new(json)
}

/// A line of text in the picker's place, without menus (the move played, a refusal).
pub fn note(text: &str) -> MessagePayload {
    let mut json = serde_json::Map::new();
    json.insert(
        "content".into(),
        json!(payload::truncate(text, payload::CONTENT_MAX)),
    );
    json.insert("components".into(), json!([]));
    json.insert("allowed_mentions".into(), payload::allowed_mentions(&[]));
    MessagePayload::new(json)
}

fn menu_row(menu: &Menu) -> Value {
    let options: Vec<Value> = menu
        .options
        .iter()
        .map(|option| {
            let mut o = json!({
                "label": payload::truncate(&option.label, OPTION_TEXT_MAX),
                "value": option.value,
            });
            if let Some(description) = &option.description {
                o["description"] = json!(payload::truncate(description, OPTION_TEXT_MAX));
            }
            o
        })
        .collect();
    let mut select = json!({
        "type": STRING_SELECT,
        "custom_id": menu.data,
        "options": options,
        "min_values": 1,
        "max_values": 1,
    });
    if !menu.placeholder.is_empty() {
        select["placeholder"] = json!(payload::truncate(&menu.placeholder, PLACEHOLDER_MAX));
    }
    json!({ "type": ACTION_ROW, "components": [select] })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::tap::{TapBoard, View, menus};
    use rules::{Game, Variant};

    #[test]
    fn a_picker_is_select_menus_and_a_key_back() {
        let game = Game::new(Variant::English);
        let board = TapBoard::new(9, 0, &game);
        let nine = Variant::English.parse_square("9").unwrap();
        let (_, menus, back) = menus(&board, View::Chosen(nine));
        let picker = Picker {
            target: crate::keys::Target::Game(9),
            text: "Where does 9 go?".into(),
            menus,
            back,
        };
        let json = message(&picker).json;
        let rows = json["components"].as_array().unwrap();
        assert_eq!(rows.len(), 2);
        let select = &rows[0]["components"][0];
        assert_eq!(select["type"], 3);
        assert!(select["custom_id"].as_str().unwrap().ends_with(":p0"));
        assert_eq!(select["options"][0]["label"], "9-13");
        assert_eq!(select["options"][1]["value"], "r9.14.0");
        assert_eq!(rows[1]["components"][0]["type"], 2);
        assert_eq!(json["content"], "Where does 9 go?");
    }
}
