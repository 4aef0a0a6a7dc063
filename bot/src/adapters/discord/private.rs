//! Conversations where the bot is no member: a DM or group DM between people, where one of
//! them installed the app for themselves (an interaction's `context` 2), or a server that
//! did not add the bot (a person's installation alone authorised the interaction). The bot
//! can only answer interactions there: their response, and follow-ups through the
//! interaction's webhook while its token lasts (15 minutes).
//!
//! What the service says on its own about a game played there goes to the player by DM; if
//! Discord refuses that (they take no DMs from the app), it is said in the conversation as a
//! follow-up of the latest interaction there while its token lasts, else at the next
//! interaction there.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Duration;

use serenity::all::{
    AuthorizingIntegrationOwner, AuthorizingIntegrationOwners, InteractionContext,
};
use serenity::model::id::ChannelId;
use tokio::time::Instant;

use super::render;
use crate::message::{Channel, PRIVATE_COMMUNITY, Platform, Reply};
use crate::outgoing::fair::Turn;
use crate::platform::discord::Rest;
use crate::platform::discord::interaction::Interaction;

/// An interaction's token lasts 15 minutes; its follow-ups are sent within 14.
const TOKEN_LASTS: Duration = Duration::from_secs(14 * 60);
/// At most this many messages wait for a conversation's next interaction.
const OWED_KEPT: usize = 10;

/// Whether the bot is no member where an interaction came from.
pub fn in_private_place(
    context: Option<InteractionContext>,
    owners: &AuthorizingIntegrationOwners,
) -> bool {
    let guild_installed = owners
        .0
        .iter()
        .any(|owner| matches!(owner, AuthorizingIntegrationOwner::GuildInstall(_)));
    match context {
        Some(InteractionContext::PrivateChannel) => true,
        // A server that did not add the bot, used through a person's own installation.
        Some(InteractionContext::Guild) => !owners.0.is_empty() && !guild_installed,
        _ => false,
    }
}

/// A conversation where the bot is no member, as the service's channel: its games are the
/// players' private games.
pub fn channel(channel: ChannelId) -> Channel {
    Channel {
        platform: Platform::Discord,
        id: channel.to_string(),
        thread: None,
        community: PRIVATE_COMMUNITY.to_string(),
    }
}

/// The latest interaction of each such conversation, and what waits to be said there.
#[derive(Default)]
pub struct PrivatePlaces {
    latest: Mutex<HashMap<ChannelId, (Interaction, Instant)>>,
    owed: Mutex<HashMap<ChannelId, Vec<Reply>>>,
    /// The texts said lately in each conversation by follow-ups.
    said: Mutex<HashMap<ChannelId, Vec<String>>>,
}

impl PrivatePlaces {
    /// An interaction came from `channel`: its token is the way to say things there.
    pub fn interacted(&self, channel: ChannelId, interaction: &Interaction) {
        let mut latest = self.latest.lock().unwrap_or_else(|e| e.into_inner());
        latest.retain(|_, (_, at)| at.elapsed() < TOKEN_LASTS);
        latest.insert(channel, (interaction.clone(), Instant::now()));
    }

    /// The latest interaction of `channel`, while its token lasts.
    fn live(&self, channel: ChannelId) -> Option<Interaction> {
        let latest = self.latest.lock().unwrap_or_else(|e| e.into_inner());
        latest
            .get(&channel)
            .filter(|(_, at)| at.elapsed() < TOKEN_LASTS)
            .map(|(interaction, _)| interaction.clone())
    }

    /// Says `reply` in `channel`: as a follow-up of its latest interaction while the token
    /// lasts, else at the next interaction there. The same news meant for both players is
    /// said once.
    pub async fn say(&self, rest: &Rest, turn: &mut Turn<u64>, channel: ChannelId, reply: &Reply) {
        if let Some(interaction) = self.live(channel) {
            if self.said_lately(channel, reply) {
                return;
            }
            let mut sent = true;
            for payload in render::messages(reply) {
                turn.message().await;
                if let Err(error) = interaction.followup(rest, payload).await {
                    tracing::warn!(%error, "a follow-up in a private conversation failed");
                    sent = false;
                    break;
                }
            }
            if sent {
                return;
            }
        }
        self.owe(channel, reply.clone());
    }

    /// Whether the same text was said in `channel` lately (the news of a game meant for
    /// both players comes twice); recorded as said if not.
    fn said_lately(&self, channel: ChannelId, reply: &Reply) -> bool {
        let mut said = self.said.lock().unwrap_or_else(|e| e.into_inner());
        let texts = said.entry(channel).or_default();
        let text = reply.plain_text();
        if texts.contains(&text) {
            return true;
        }
        texts.push(text);
        if texts.len() > OWED_KEPT {
            texts.remove(0);
        }
        false
    }

    fn owe(&self, channel: ChannelId, reply: Reply) {
        let mut owed = self.owed.lock().unwrap_or_else(|e| e.into_inner());
        let waiting = owed.entry(channel).or_default();
        let text = reply.plain_text();
        if waiting.iter().any(|r| r.plain_text() == text) {
            return;
        }
        waiting.push(reply);
        if waiting.len() > OWED_KEPT {
            waiting.remove(0);
        }
    }

    /// What waits to be said in `channel` (taken: said now).
    pub fn take_owed(&self, channel: ChannelId) -> Vec<Reply> {
        let mut owed = self.owed.lock().unwrap_or_else(|e| e.into_inner());
        self.said
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&channel);
        owed.remove(&channel).unwrap_or_default()
    }
}
