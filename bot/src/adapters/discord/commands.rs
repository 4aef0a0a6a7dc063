//! The command table as Discord slash commands, both ways: their definitions (registered
//! with [`crate::platform::discord::commands::register`]) and a slash command's options back
//! to the command text the service parses (`/move move:23x14` → `!move 23x14`), so parsing
//! stays in `bot::command`.

use serde_json::{Value, json};
use serenity::model::application::{CommandDataOption, CommandDataOptionValue};
use serenity::model::id::UserId;

use crate::command::{ArgKind, COMMANDS, CommandSpec};
use crate::i18n::{self, Lang};
use crate::platform::discord::commands::{
    CHOICES_MAX, GUILD_INSTALL, IN_BOT_DM, IN_GUILD, IN_PRIVATE_CHANNEL, INTEGER, STRING, USER,
    USER_INSTALL, description as clip,
};

/// Every command of the table as Discord's application command JSON; `global` ones say
/// where they can be installed and used (Discord takes that of global commands only: a
/// server's own commands are that server's).
pub fn definitions(global: bool) -> Value {
    Value::Array(
        COMMANDS
            .iter()
            .map(|spec| {
                let mut definition = definition(spec);
                if global {
                    let (integration_types, contexts) = installs(spec);
                    definition["integration_types"] = integration_types;
                    definition["contexts"] = contexts;
                }
                definition
            })
            .collect(),
    )
}

fn definition(spec: &CommandSpec) -> Value {
    // Discord wants required options before optional ones; the text keeps the table's order.
    let mut args: Vec<_> = spec.args.iter().collect();
    args.sort_by_key(|a| !a.required);
    let options: Vec<Value> = args
        .into_iter()
        .map(|arg| {
            let mut option = json!({
                "type": option_type(arg.kind),
                "name": arg.name,
                "description": clip(&i18n::argument_description(spec, arg, Lang::En)),
                "description_localizations": localizations(|lang| {
                    clip(&i18n::argument_description(spec, arg, lang))
                }),
                "required": arg.required,
            });
            match arg.kind {
                ArgKind::Choice(words) => {
                    option["choices"] = words
                        .iter()
                        .take(CHOICES_MAX)
                        .map(|w| json!({ "name": w, "value": w }))
                        .collect();
                }
                ArgKind::Move => option["autocomplete"] = json!(true),
                _ => {}
            }
            option
        })
        .collect();
    json!({
        "type": 1,
        "name": spec.name,
        "name_localizations": localizations(|lang| i18n::slash_name(spec, lang)),
        "description": clip(&i18n::command_summary(spec, Lang::En)),
        "description_localizations": localizations(|lang| clip(&i18n::command_summary(spec, lang))),
        "options": options,
    })
}

/// Where a command can be installed (integration types: 0 with the app added to a server,
/// 1 added by a person to their own account) and used (contexts: 0 a server's channels, 1
/// the bot's DM, 2 private channels — DMs and group DMs between people, where only a person
/// who installed the app can use it). A tournament belongs to a server; a channel's settings
/// to a server's channel or the bot's DM; everything else goes wherever people talk.
fn installs(spec: &CommandSpec) -> (Value, Value) {
    match spec.name {
        "tournament" => (json!([GUILD_INSTALL]), json!([IN_GUILD])),
        "settings" => (json!([GUILD_INSTALL]), json!([IN_GUILD, IN_BOT_DM])),
        _ => (
            json!([GUILD_INSTALL, USER_INSTALL]),
            json!([IN_GUILD, IN_BOT_DM, IN_PRIVATE_CHANNEL]),
        ),
    }
}

/// A text in every language but English (the default), keyed by Discord's locales.
fn localizations(text: impl Fn(Lang) -> String) -> Value {
    let mut map = serde_json::Map::new();
    for lang in Lang::ALL.into_iter().filter(|lang| *lang != Lang::En) {
        let text = text(lang);
        for locale in lang.discord_locales() {
            map.insert(locale.to_string(), Value::String(text.clone()));
        }
    }
    Value::Object(map)
}

fn option_type(kind: ArgKind) -> u8 {
    match kind {
        ArgKind::User => USER,
        ArgKind::Integer => INTEGER,
        _ => STRING,
    }
}

/// The table entry of a slash command.
pub fn spec(name: &str) -> Option<&'static CommandSpec> {
    COMMANDS.iter().find(|c| c.name == name)
}

/// A slash command as the text typed with the prefix, and the users its options name, in
/// order. User options become `<@id>` mentions, as in a typed message.
pub fn text_of(spec: &CommandSpec, options: &[CommandDataOption]) -> (String, Vec<UserId>) {
    let mut text = format!("!{}", spec.name);
    let mut users = Vec::new();
    for arg in spec.args {
        let Some(option) = options.iter().find(|o| o.name == arg.name) else {
            continue;
        };
        let value = match &option.value {
            CommandDataOptionValue::String(s) => s.trim().to_string(),
            CommandDataOptionValue::Autocomplete { value, .. } => value.trim().to_string(),
            CommandDataOptionValue::Integer(i) => i.to_string(),
            CommandDataOptionValue::Number(n) => n.to_string(),
            CommandDataOptionValue::Boolean(b) => b.to_string(),
            CommandDataOptionValue::User(id) => {
                users.push(*id);
                format!("<@{id}>")
            }
            _ => continue,
        };
        if value.is_empty() {
            continue;
        }
        let value = match arg.kind {
            // People type the game as `12` in a slash option; the text form is `#12`.
            ArgKind::GameId if !value.starts_with('#') => format!("#{value}"),
            _ => value,
        };
        text.push(' ');
        text.push_str(&value);
    }
    (text, users)
}

/// The table's kind of the option an autocomplete interaction is about.
pub fn arg_kind(spec: &CommandSpec, option: &str) -> Option<ArgKind> {
    spec.args.iter().find(|a| a.name == option).map(|a| a.kind)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(v: Value) -> Vec<CommandDataOption> {
        serde_json::from_value(v).unwrap()
    }

    #[test]
    fn every_command_is_a_valid_definition() {
        let defs = definitions(true);
        let defs = defs.as_array().unwrap();
        assert_eq!(defs.len(), COMMANDS.len());
        for def in defs {
            let name = def["name"].as_str().unwrap();
            assert!((1..=32).contains(&name.len()));
            assert!((1..=100).contains(&def["description"].as_str().unwrap().chars().count()));
            let opts = def["options"].as_array().unwrap();
            assert!(opts.len() <= 25);
            // Required options come first.
            let required: Vec<bool> = opts.iter().map(|o| o["required"] == true).collect();
            assert!(required.windows(2).all(|w| w[0] >= w[1]), "{name}");
            for o in opts {
                assert!(!(o.get("choices").is_some() && o.get("autocomplete").is_some()));
            }
        }
        let mv = defs.iter().find(|d| d["name"] == "move").unwrap();
        assert_eq!(mv["options"][0]["name"], "move");
        assert_eq!(mv["options"][0]["autocomplete"], true);
        let ch = defs.iter().find(|d| d["name"] == "challenge").unwrap();
        assert_eq!(ch["options"][0]["type"], USER);
        assert_eq!(ch["options"][1]["choices"][0]["value"], "english");
        // Playing goes wherever people talk, with the app installed either way.
        assert_eq!(ch["integration_types"], json!([0, 1]));
        assert_eq!(ch["contexts"], json!([0, 1, 2]));
        let tournament = defs.iter().find(|d| d["name"] == "tournament").unwrap();
        assert_eq!(tournament["integration_types"], json!([0]));
        assert_eq!(tournament["contexts"], json!([0]));
        // A server's own commands are that server's: no installation contexts.
        let guild = definitions(false);
        assert!(guild[0].get("contexts").is_none());
    }

    #[test]
    fn slash_options_become_the_typed_text() {
        let mv = spec("move").unwrap();
        let (text, users) = text_of(
            mv,
            &options(json!([
                { "name": "move", "type": 3, "value": " 23x14 " },
                { "name": "game", "type": 3, "value": "12" },
            ])),
        );
        assert_eq!(text, "!move #12 23x14");
        assert!(users.is_empty());

        let ch = spec("challenge").unwrap();
        let (text, users) = text_of(
            ch,
            &options(json!([
                { "name": "variant", "type": 3, "value": "italian" },
                { "name": "opponent", "type": 6, "value": "42" },
            ])),
        );
        assert_eq!(text, "!challenge <@42> italian");
        assert_eq!(users, vec![UserId::new(42)]);
    }
}
