//! Where a message was posted: a channel, or a thread inside one. The service files games by
//! channel, so a message in a thread reaches it as the parent channel plus the thread.

use std::collections::HashMap;
use std::sync::Mutex;

use serde::Deserialize;
use serenity::client::Context;
use serenity::http::{LightMethod, Request, Route};
use serenity::model::channel::{ChannelType, PartialChannel};
use serenity::model::id::{ChannelId, GuildId};

use super::rest::{Call, Replay, Rest};
use crate::message::{Channel, Platform};

/// Remembers which channels are threads, and of which channel: that never changes.
#[derive(Default)]
pub struct Places {
    parents: Mutex<HashMap<ChannelId, Option<ChannelId>>>,
}

impl Places {
    /// The service's [`Channel`] for a message posted in `channel`.
    pub async fn locate(
        &self,
        ctx: &Context,
        rest: &Rest,
        guild: Option<GuildId>,
        channel: ChannelId,
    ) -> Channel {
        let parent = match guild {
            None => None,
            Some(guild) => self.parent_of(ctx, rest, guild, channel).await,
        };
        channel_of(guild, channel, parent)
    }

    /// The same for an interaction, which says itself what kind of channel it came from.
    pub async fn locate_interaction(
        &self,
        ctx: &Context,
        rest: &Rest,
        guild: Option<GuildId>,
        channel: ChannelId,
        partial: Option<&PartialChannel>,
    ) -> Channel {
        if let Some(known) = self.known(channel) {
            return channel_of(guild, channel, known);
        }
        if let Some(p) = partial.filter(|p| p.id == channel) {
            let parent = is_thread(p.kind).then_some(p.parent_id).flatten();
            if parent.is_some() || !is_thread(p.kind) {
                self.remember(channel, parent);
                return channel_of(guild, channel, parent);
            }
        }
        self.locate(ctx, rest, guild, channel).await
    }

    /// Records a thread the adapter made.
    pub fn remember(&self, channel: ChannelId, parent: Option<ChannelId>) {
        self.parents
            .lock()
            .expect("places lock")
            .insert(channel, parent);
    }

    fn known(&self, channel: ChannelId) -> Option<Option<ChannelId>> {
        self.parents
            .lock()
            .expect("places lock")
            .get(&channel)
            .copied()
    }

    async fn parent_of(
        &self,
        ctx: &Context,
        rest: &Rest,
        guild: GuildId,
        channel: ChannelId,
    ) -> Option<ChannelId> {
        if let Some(known) = self.known(channel) {
            return known;
        }
        let cached = ctx.cache.guild(guild).and_then(|g| {
            if g.channels.contains_key(&channel) {
                Some(None)
            } else {
                g.threads
                    .iter()
                    .find(|t| t.id == channel)
                    .map(|t| t.parent_id)
            }
        });
        let parent = match cached {
            Some(parent) => parent,
            None => fetch_parent(rest, channel).await,
        };
        self.remember(channel, parent);
        parent
    }
}

fn channel_of(guild: Option<GuildId>, channel: ChannelId, parent: Option<ChannelId>) -> Channel {
    let (id, thread) = match parent {
        Some(parent) => (parent, Some(channel.to_string())),
        None => (channel, None),
    };
    Channel {
        platform: Platform::Discord,
        id: id.to_string(),
        thread,
        // A direct message belongs to no server: its own channel is its community.
        community: guild.map_or_else(|| format!("dm-{channel}"), |g| g.to_string()),
    }
}

fn is_thread(kind: ChannelType) -> bool {
    matches!(
        kind,
        ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread
    )
}

#[derive(Deserialize)]
struct ChannelKind {
    #[serde(rename = "type")]
    kind: u8,
    parent_id: Option<String>,
}

/// Asks Discord what a channel missing from the cache is; unknown counts as a plain channel.
async fn fetch_parent(rest: &Rest, channel_id: ChannelId) -> Option<ChannelId> {
    let request = Request::new(Route::Channel { channel_id }, LightMethod::Get);
    match rest
        .send_json::<ChannelKind>(Call::new("get channel", request, Replay::Safe))
        .await
    {
        Ok(c) if matches!(c.kind, 10..=12) => c
            .parent_id
            .and_then(|p| p.parse::<u64>().ok())
            .filter(|p| *p != 0)
            .map(ChannelId::new),
        Ok(_) => None,
        Err(e) => {
            tracing::debug!(error = %e, "channel kind unknown; taken as a plain channel");
            None
        }
    }
}
