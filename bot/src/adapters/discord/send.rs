//! Posting replies to a channel, each message with the nonce Discord enforces
//! ([`channels::post`]); a send that fails for good loses only that message: the command was
//! committed before, and `!board` posts the picture again.

use serenity::model::id::{ChannelId, MessageId};

use super::render;
use crate::message::Reply;
use crate::platform::discord::{Rest, RestError, channels};

/// Posts every message of a reply; returns the id of the first.
pub async fn post_reply(
    rest: &Rest,
    channel_id: ChannelId,
    reply: &Reply,
) -> Result<Option<MessageId>, RestError> {
    let mut first = None;
    for (i, payload) in render::messages(reply).into_iter().enumerate() {
        let id = channels::post(rest, channel_id, payload).await?;
        if i == 0 {
            first = id;
        }
    }
    Ok(first)
}

/// Takes the buttons off a message the service names.
pub async fn remove_components(rest: &Rest, channel: &str, message: &str) -> Result<(), RestError> {
    let (Ok(channel), Ok(message)) = (channel.parse::<u64>(), message.parse::<u64>()) else {
        return Ok(());
    };
    channels::remove_components(rest, ChannelId::new(channel), MessageId::new(message)).await
}

/// Posts a reply to a person's direct-message channel.
pub async fn post_direct(rest: &Rest, user: &str, reply: &Reply) -> Result<(), RestError> {
    let channel = channels::open_direct(rest, user).await?;
    post_reply(rest, channel, reply).await.map(drop)
}
