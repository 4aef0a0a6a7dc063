//! Messages in channels over REST: posting (`POST /channels/{id}/messages`, with a nonce
//! Discord enforces, so a retry after a lost answer cannot post a message twice), editing,
//! taking buttons off, opening a direct-message channel, starting a thread.

use serde::Deserialize;
use serde_json::json;
use serenity::http::{LightMethod, Request, Route};
use serenity::model::id::{ChannelId, MessageId};

use super::error::RestError;
use super::payload::MessagePayload;
use super::rest::{Call, Replay, Rest};

/// A public thread; a week without messages archives it, and a new message reopens it.
const PUBLIC_THREAD: u8 = 11;
const ARCHIVE_AFTER_MINUTES: u32 = 10080;

/// Posts one message and returns its id (when the answer says it).
pub async fn post(
    rest: &Rest,
    channel_id: ChannelId,
    payload: MessagePayload,
) -> Result<Option<MessageId>, RestError> {
    let nonce = rand::random::<u64>().to_string();
    let request = payload.with_nonce(&nonce).request(
        Route::ChannelMessages { channel_id },
        LightMethod::Post,
        |body| body,
    );
    let body = rest
        .send(Call::new("create message", request, Replay::Safe))
        .await?;
    Ok(created_id(&body))
}

/// Replaces a message the bot posted (`PATCH /channels/{id}/messages/{id}`).
pub async fn edit(
    rest: &Rest,
    channel_id: ChannelId,
    message_id: MessageId,
    payload: MessagePayload,
) -> Result<(), RestError> {
    let request = payload.request(
        Route::ChannelMessage {
            channel_id,
            message_id,
        },
        LightMethod::Patch,
        |body| body,
    );
    rest.send(Call::new("edit message", request, Replay::Safe))
        .await
        .map(drop)
}

/// Edits a message's components to none: its buttons go. A message that is gone (404) is
/// left alone.
pub async fn remove_components(
    rest: &Rest,
    channel_id: ChannelId,
    message_id: MessageId,
) -> Result<(), RestError> {
    let route = Route::ChannelMessage {
        channel_id,
        message_id,
    };
    let body = json!({ "components": [] });
    let request = Request::new(route, LightMethod::Patch)
        .body(Some(serde_json::to_vec(&body).unwrap_or_default()));
    match rest
        .send(Call::new("edit message", request, Replay::Safe))
        .await
    {
        Err(RestError::Status { status: 404, .. }) => Ok(()),
        other => other.map(drop),
    }
}

/// A person's direct-message channel, opened or found (`POST /users/@me/channels`).
pub async fn open_direct(rest: &Rest, user: &str) -> Result<ChannelId, RestError> {
    let body = json!({ "recipient_id": user });
    let request = Request::new(Route::UserMeDmChannels, LightMethod::Post)
        .body(Some(serde_json::to_vec(&body).unwrap_or_default()));
    let opened = rest
        .send(Call::new("open direct messages", request, Replay::Safe))
        .await?;
    match created_id(&opened) {
        Some(channel) => Ok(ChannelId::new(channel.get())),
        None => Err(RestError::Status {
            method: "POST",
            route: "/users/@me/channels".into(),
            status: 400,
            code: 0,
            message: "no channel id in the answer".into(),
        }),
    }
}

/// Starts a public thread in `channel_id` (`POST /channels/{id}/threads`).
pub async fn create_thread(
    rest: &Rest,
    channel_id: ChannelId,
    name: &str,
) -> Result<ChannelId, RestError> {
    let body = json!({
        "name": name,
        "type": PUBLIC_THREAD,
        "auto_archive_duration": ARCHIVE_AFTER_MINUTES,
    });
    let request = Request::new(Route::ChannelThreads { channel_id }, LightMethod::Post)
        .body(Some(serde_json::to_vec(&body).unwrap_or_default()));
    let created = rest
        .send(Call::new("create thread", request, Replay::Unsafe))
        .await?;
    created_id(&created)
        .map(|id| ChannelId::new(id.get()))
        .ok_or_else(|| RestError::Decode {
            route: "create thread".into(),
            message: "no thread id in the answer".into(),
        })
}

/// The `id` of a created message (or channel), read leniently: only the id is needed.
pub fn created_id(body: &[u8]) -> Option<MessageId> {
    #[derive(Deserialize)]
    struct Created {
        id: String,
    }
    serde_json::from_slice::<Created>(body)
        .ok()
        .and_then(|c| c.id.parse::<u64>().ok())
        .filter(|id| *id != 0)
        .map(MessageId::new)
}
