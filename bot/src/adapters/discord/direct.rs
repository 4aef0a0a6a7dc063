//! Direct messages. A bot cannot post to a user: it opens the DM channel with them
//! (`POST /users/@me/channels` with `recipient_id`, which returns the existing channel when
//! there is one, so asking twice is harmless) and posts there as in any channel. A user who
//! accepts no direct messages from the server's members makes the post fail (403, code
//! 50007); the caller then says it in the game's channel.

use serde::Deserialize;
use serenity::http::{LightMethod, Request, Route};
use serenity::model::id::{ChannelId, UserId};

use super::error::RestError;
use super::rest::{Call, Replay, Rest};

#[derive(Deserialize)]
struct DmChannel {
    id: String,
}

/// The DM channel between the bot and `user`, opened if need be.
pub async fn dm_channel(rest: &Rest, user: UserId) -> Result<Option<ChannelId>, RestError> {
    let body = serde_json::json!({ "recipient_id": user.get().to_string() });
    let request = Request::new(Route::UserMeDmChannels, LightMethod::Post)
        .body(Some(serde_json::to_vec(&body).unwrap_or_default()));
    let channel = rest
        .send_json::<DmChannel>(Call::new("open DM channel", request, Replay::Safe))
        .await?;
    Ok(channel
        .id
        .parse::<u64>()
        .ok()
        .filter(|id| *id != 0)
        .map(ChannelId::new))
}
