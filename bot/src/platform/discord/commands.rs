//! Application (slash) commands: their registration, and the limits their definitions keep
//! to.

use serde_json::Value;
use serenity::http::{LightMethod, Request, Route};
use serenity::model::id::{ApplicationId, GuildId};

use super::error::RestError;
use super::rest::{Call, Replay, Rest};

/// Option types.
pub const STRING: u8 = 3;
pub const INTEGER: u8 = 4;
pub const USER: u8 = 6;
/// At most 25 choices per option.
pub const CHOICES_MAX: usize = 25;
/// Installation contexts (a command's `integration_types`): the app added to a server, or
/// by a person to their own account.
pub const GUILD_INSTALL: u8 = 0;
pub const USER_INSTALL: u8 = 1;
/// Interaction contexts (a command's `contexts`, an interaction's `context`): a server's
/// channel, the bot's DM, a DM or group DM between people.
pub const IN_GUILD: u8 = 0;
pub const IN_BOT_DM: u8 = 1;
pub const IN_PRIVATE_CHANNEL: u8 = 2;

/// A name or option description: 1 to 100 characters.
pub fn description(text: &str) -> String {
    let text: String = text.chars().take(100).collect();
    if text.is_empty() { "-".into() } else { text }
}

/// Replaces the bot's slash commands with `definitions` (a JSON array of application
/// commands): in one guild when `guild` is set (visible at once), else globally (which may
/// take up to an hour to show).
pub async fn register(
    rest: &Rest,
    application: ApplicationId,
    guild: Option<GuildId>,
    definitions: &Value,
) -> Result<(), RestError> {
    let route = match guild {
        Some(guild_id) => Route::GuildCommands {
            application_id: application,
            guild_id,
        },
        None => Route::Commands {
            application_id: application,
        },
    };
    let body = serde_json::to_vec(definitions).unwrap_or_default();
    let request = Request::new(route, LightMethod::Put).body(Some(body));
    rest.send(Call::new("register commands", request, Replay::Safe))
        .await
        .map(drop)
}
