//! What Discord checks in a message's components (https://discord.com/developers/docs/
//! components/reference): at most 5 action rows; a row holds 1–5 buttons, or one select menu
//! alone; a `custom_id` has 1–100 characters and is unique in the message; a button's label
//! at most 80 characters; a string select has 1–25 options, each label, value and
//! description at most 100 characters, a placeholder at most 150, and `min_values` /
//! `max_values` within 0–25 / 1–25. Anything else is refused with 400 "Invalid Form Body"
//! (code 50035), as Discord refuses it.

use std::collections::HashSet;

use serde_json::Value;

const ROWS_MAX: usize = 5;
const BUTTONS_PER_ROW: usize = 5;
const CUSTOM_ID_MAX: usize = 100;
const LABEL_MAX: usize = 80;
const OPTIONS_MAX: usize = 25;
const OPTION_TEXT_MAX: usize = 100;
const PLACEHOLDER_MAX: usize = 150;

/// Checks a message's `components` (absent: nothing to check); `Err` says what is wrong.
pub fn check(message: &Value) -> Result<(), String> {
    let Some(rows) = message.get("components").filter(|c| !c.is_null()) else {
        return Ok(());
    };
    let rows = rows.as_array().ok_or("components: not an array")?;
    if rows.len() > ROWS_MAX {
        return Err(format!("{} action rows", rows.len()));
    }
    let mut ids = HashSet::new();
    for row in rows {
        if row["type"] != 1 {
            return Err("a top-level component that is no action row".into());
        }
        let children = row["components"].as_array().ok_or("an empty action row")?;
        if children.is_empty() || children.len() > BUTTONS_PER_ROW {
            return Err(format!("an action row of {} components", children.len()));
        }
        let selects = children.iter().filter(|c| c["type"] != 2).count();
        if selects > 0 && children.len() > 1 {
            return Err("a select menu shares its action row".into());
        }
        for child in children {
            let custom_id = child["custom_id"].as_str().unwrap_or("");
            let link = child["type"] == 2 && child["style"] == 5;
            if !link {
                let length = custom_id.chars().count();
                if length == 0 || length > CUSTOM_ID_MAX {
                    return Err(format!("custom_id of {length} characters"));
                }
                if !ids.insert(custom_id.to_string()) {
                    return Err(format!("custom_id {custom_id} twice in one message"));
                }
            }
            match child["type"].as_u64() {
                Some(2) => check_button(child)?,
                Some(3) => check_select(child)?,
                other => return Err(format!("a component of type {other:?}")),
            }
        }
    }
    Ok(())
}

fn check_button(button: &Value) -> Result<(), String> {
    let style = button["style"].as_u64().unwrap_or(0);
    if !(1..=6).contains(&style) {
        return Err(format!("button style {style}"));
    }
    let label = button["label"].as_str().unwrap_or("");
    if label.chars().count() > LABEL_MAX {
        return Err("a button label over 80 characters".into());
    }
    if label.is_empty() && button.get("emoji").is_none() {
        return Err("a button without label or emoji".into());
    }
    Ok(())
}

fn check_select(select: &Value) -> Result<(), String> {
    let options = select["options"]
        .as_array()
        .ok_or("a select without options")?;
    if options.is_empty() || options.len() > OPTIONS_MAX {
        return Err(format!("a select of {} options", options.len()));
    }
    let mut values = HashSet::new();
    for option in options {
        let label = option["label"].as_str().unwrap_or("");
        let value = option["value"].as_str().unwrap_or("");
        if label.is_empty() || label.chars().count() > OPTION_TEXT_MAX {
            return Err(format!(
                "an option label of {} characters",
                label.chars().count()
            ));
        }
        if value.is_empty() || value.chars().count() > OPTION_TEXT_MAX {
            return Err(format!(
                "an option value of {} characters",
                value.chars().count()
            ));
        }
        if !values.insert(value) {
            return Err(format!("option value {value} twice"));
        }
        if let Some(description) = option["description"].as_str()
            && description.chars().count() > OPTION_TEXT_MAX
        {
            return Err("an option description over 100 characters".into());
        }
    }
    if let Some(placeholder) = select["placeholder"].as_str()
        && placeholder.chars().count() > PLACEHOLDER_MAX
    {
        return Err("a placeholder over 150 characters".into());
    }
    let min = select["min_values"].as_u64().unwrap_or(1);
    let max = select["max_values"].as_u64().unwrap_or(1);
    if min > 25 || !(1..=25).contains(&max) || min > max || max as usize > options.len() {
        return Err(format!("min_values {min}, max_values {max}"));
    }
    Ok(())
}
