//! Which channels are threads, and of which channel: from the gateway cache, an
//! interaction's partial channel, or `GET /channels/{id}`.

use std::collections::HashMap;
use std::sync::Mutex;

use serde::Deserialize;
use serenity::client::Context;
use serenity::http::{LightMethod, Request, Route};
use serenity::model::channel::{ChannelType, PartialChannel};
use serenity::model::id::{ChannelId, GuildId};

use super::rest::{Call, Replay, Rest};

/// Remembers which channels are threads, and of which channel: that never changes.
#[derive(Default)]
pub struct Places {
    parents: Mutex<HashMap<ChannelId, Option<ChannelId>>>,
}

impl Places {
    /// The channel that `channel` is a thread of, when it is one (a direct message is not).
    pub async fn parent(
        &self,
        ctx: &Context,
        rest: &Rest,
        guild: Option<GuildId>,
        channel: ChannelId,
    ) -> Option<ChannelId> {
        match guild {
            None => None,
            Some(guild) => self.parent_of(ctx, rest, guild, channel).await,
        }
    }

    /// The same for an interaction, which says itself what kind of channel it came from.
    pub async fn parent_in_interaction(
        &self,
        ctx: &Context,
        rest: &Rest,
        guild: Option<GuildId>,
        channel: ChannelId,
        partial: Option<&PartialChannel>,
    ) -> Option<ChannelId> {
        if let Some(known) = self.known(channel) {
            return known;
        }
        if let Some(p) = partial.filter(|p| p.id == channel) {
            let parent = is_thread(p.kind).then_some(p.parent_id).flatten();
            if parent.is_some() || !is_thread(p.kind) {
                self.remember(channel, parent);
                return parent;
            }
        }
        self.parent(ctx, rest, guild, channel).await
    }

    /// Records a thread the bot made.
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
