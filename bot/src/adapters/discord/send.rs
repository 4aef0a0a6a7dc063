//! Posting replies to a channel, each message with the nonce Discord enforces
//! ([`channels::post`]); a send that fails for good loses only that message: the command was
//! committed before, and `!board` posts the picture again.

use serenity::model::id::{ChannelId, MessageId};

use super::render;
use crate::message::Reply;
use crate::outgoing::fair::Turn;
use crate::platform::discord::{Rest, RestError, channels};

/// Posts every message of a reply, each in its turn of the channel's lane when it has one
/// (an interaction's follow-ups do not count against the bot's limits); returns the id of
/// the first.
pub async fn post_reply(
    rest: &Rest,
    mut turn: Option<&mut Turn<u64>>,
    channel_id: ChannelId,
    reply: &Reply,
) -> Result<Option<MessageId>, RestError> {
    let mut first = None;
    for (i, payload) in render::messages(reply).into_iter().enumerate() {
        if let Some(turn) = turn.as_deref_mut() {
            turn.message().await;
        }
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
pub async fn post_direct(
    rest: &Rest,
    turn: &mut Turn<u64>,
    user: &str,
    reply: &Reply,
) -> Result<(), RestError> {
    turn.message().await;
    let channel = channels::open_direct(rest, user).await?;
    post_reply(rest, Some(turn), channel, reply).await.map(drop)
}
