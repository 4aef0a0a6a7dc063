//! What the Bot API checks in inline keyboards, captions and callback answers, and the
//! keyboards the fake's messages carry (https://core.telegram.org/bots/api):
//! - `InlineKeyboardMarkup.inline_keyboard` is rows of buttons; each button has a non-empty
//!   `text` and exactly one action (`callback_data` of 1–64 bytes here); Telegram takes at
//!   most 8 buttons a row and 100 in all;
//! - a photo's or a document's `caption` is at most 1024 characters once its entities are
//!   parsed (`parse_mode=HTML`: the tags are not counted);
//! - `answerCallbackQuery` answers a query that was sent, once, with a `text` of at most
//!   200 characters;
//! - `editMessageReplyMarkup` edits a message the bot sent; the same keyboard again is refused
//!   ("message is not modified").

use serde_json::{Map, Value};

/// Buttons in a row, and in a keyboard.
pub const ROW_MAX: usize = 8;
pub const BUTTONS_MAX: usize = 100;
pub const CALLBACK_DATA_MAX: usize = 64;
pub const CAPTION_MAX: usize = 1024;
pub const ANSWER_TEXT_MAX: usize = 200;

/// The actions a button may have (exactly one).
const ACTIONS: &[&str] = &[
    "url",
    "callback_data",
    "web_app",
    "login_url",
    "switch_inline_query",
    "switch_inline_query_current_chat",
    "switch_inline_query_chosen_chat",
    "copy_text",
    "callback_game",
    "pay",
];

/// The `reply_markup` parameter as an object, however it travelled (JSON, or a string of
/// JSON in a form or multipart field); `Err` with Telegram's description when it is none.
pub fn read(params: &Map<String, Value>) -> Result<Option<Value>, String> {
    match params.get("reply_markup") {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(text)) => serde_json::from_str(text)
            .map(Some)
            .map_err(|_| "Bad Request: can't parse reply keyboard markup JSON object".into()),
        Some(other) => Ok(Some(other.clone())),
    }
}

/// Checks an inline keyboard as the Bot API does; `Err` with its description.
pub fn check(markup: &Value) -> Result<(), String> {
    let Some(rows) = markup.get("inline_keyboard") else {
        // Reply keyboards and the like are not the bot's business here.
        return Ok(());
    };
    let bad = |why: &str| Err(format!("Bad Request: {why}"));
    let Some(rows) = rows.as_array() else {
        return bad("field \"inline_keyboard\" must be an Array");
    };
    let mut count = 0;
    for row in rows {
        let Some(row) = row.as_array() else {
            return bad(
                "can't parse inline keyboard button: InlineKeyboardButton must be an Object",
            );
        };
        if row.len() > ROW_MAX {
            return bad("too many buttons in a row of the inline keyboard");
        }
        count += row.len();
        for button in row {
            let text = button.get("text").and_then(Value::as_str).unwrap_or("");
            if text.trim().is_empty() {
                return bad("BUTTON_TEXT_EMPTY");
            }
            let actions = ACTIONS.iter().filter(|a| button.get(**a).is_some()).count();
            if actions != 1 {
                return bad(
                    "can't parse inline keyboard button: Text buttons are unallowed in the inline keyboard",
                );
            }
            if let Some(data) = button.get("callback_data") {
                let data = data.as_str().unwrap_or("");
                if data.is_empty() || data.len() > CALLBACK_DATA_MAX {
                    return bad("BUTTON_DATA_INVALID");
                }
            }
        }
    }
    if count > BUTTONS_MAX {
        return bad("reply markup is too long");
    }
    Ok(())
}

/// Checks a caption as the Bot API counts it: the visible text of its HTML, in UTF-16 units.
pub fn check_caption(params: &Map<String, Value>) -> Result<(), String> {
    let Some(caption) = params.get("caption").and_then(Value::as_str) else {
        return Ok(());
    };
    let visible = match params.get("parse_mode").and_then(Value::as_str) {
        Some(mode) if mode.eq_ignore_ascii_case("html") => visible_html(caption),
        _ => caption.to_string(),
    };
    if visible.encode_utf16().count() > CAPTION_MAX {
        return Err("Bad Request: message caption is too long".into());
    }
    Ok(())
}

/// The text Telegram shows for HTML: tags dropped, the four entities read back.
pub fn visible_html(html: &str) -> String {
    let mut out = String::new();
    let mut in_tag = false;
    for ch in html.chars() {
        match ch {
            '<' => in_tag = true,
            '>' if in_tag => in_tag = false,
            _ if !in_tag => out.push(ch),
            _ => {}
        }
    }
    out.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&amp;", "&")
}
