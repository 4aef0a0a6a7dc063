//! Posting replies to a channel (`POST /channels/{id}/messages`). Each message carries a
//! nonce Discord enforces, so a retry after a lost answer cannot post it twice; a send that
//! fails for good loses only that message: the command was committed before, and `!board`
//! posts the picture again.

use serde::Deserialize;
use serenity::http::{LightMethod, Route};
use serenity::model::id::{ChannelId, MessageId};

use super::error::RestError;
use super::render::{self, MessagePayload};
use super::rest::{Call, Replay, Rest};
use crate::message::Reply;

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
    Ok(message_id(&body))
}

/// Posts every message of a reply; returns the id of the first.
pub async fn post_reply(
    rest: &Rest,
    channel_id: ChannelId,
    reply: &Reply,
) -> Result<Option<MessageId>, RestError> {
    let mut first = None;
    for (i, payload) in render::messages(reply).into_iter().enumerate() {
        let id = post(rest, channel_id, payload).await?;
        if i == 0 {
            first = id;
        }
    }
    Ok(first)
}

/// Edits a message's components to none: its buttons go. A message that is gone (404) is
/// left alone.
pub async fn remove_components(rest: &Rest, channel: &str, message: &str) -> Result<(), RestError> {
    let (Ok(channel), Ok(message)) = (channel.parse::<u64>(), message.parse::<u64>()) else {
        return Ok(());
    };
    let route = Route::ChannelMessage {
        channel_id: ChannelId::new(channel),
        message_id: MessageId::new(message),
    };
    let body = serde_json::json!({ "components": [] });
    let request = serenity::http::Request::new(route, LightMethod::Patch)
        .body(Some(serde_json::to_vec(&body).unwrap_or_default()));
    match rest
        .send(Call::new("edit message", request, Replay::Safe))
        .await
    {
        Err(RestError::Status { status: 404, .. }) => Ok(()),
        other => other.map(drop),
    }
}

/// Posts a reply to a person's direct-message channel (opened, or found, with
/// `POST /users/@me/channels`).
pub async fn post_direct(rest: &Rest, user: &str, reply: &Reply) -> Result<(), RestError> {
    let body = serde_json::json!({ "recipient_id": user });
    let request = serenity::http::Request::new(Route::UserMeDmChannels, LightMethod::Post)
        .body(Some(serde_json::to_vec(&body).unwrap_or_default()));
    let opened = rest
        .send(Call::new("open direct messages", request, Replay::Safe))
        .await?;
    let Some(channel) = message_id(&opened) else {
        return Err(RestError::Status {
            method: "POST",
            route: "/users/@me/channels".into(),
            status: 400,
            code: 0,
            message: "no channel id in the answer".into(),
        });
    };
    post_reply(rest, ChannelId::new(channel.get()), reply)
        .await
        .map(drop)
}

/// Replaces the text of a message the bot posted (`PATCH /channels/{id}/messages/{id}`): the
/// later states of a progress reply.
pub async fn edit_text(
    rest: &Rest,
    channel_id: ChannelId,
    message_id: MessageId,
    reply: &Reply,
) -> Result<(), RestError> {
    let Some(payload) = render::messages(reply).into_iter().next() else {
        return Ok(());
    };
    let request = payload.request(
        Route::ChannelMessage {
            channel_id,
            message_id,
        },
        LightMethod::Patch,
        |body| body,
    );
    rest.send(Call::new("edit message", request, Replay::Safe))
        .await?;
    Ok(())
}

/// The `id` of a created message, read leniently: only the id is needed.
pub fn message_id(body: &[u8]) -> Option<MessageId> {
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
