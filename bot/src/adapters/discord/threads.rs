//! A thread per game, when the channel's `threads` setting is on: replies about a game
//! (`Reply::game`) go to its thread, made on first use and recorded through the service so
//! that it outlives a restart. Anything going wrong here falls back to the channel itself:
//! a reply in the wrong place is better than a lost one.

use std::collections::HashMap;
use std::sync::Mutex;

use serenity::model::id::ChannelId;

use crate::i18n::{self, Lang, Say};
use crate::message::{Channel, Reply};
use crate::platform::discord::{Places, Rest, channels};
use crate::service::Backend;

/// Where a reply goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Destination {
    /// Where the command was given.
    Here,
    /// The game's thread; `new` when it was just made (people should be told where it is).
    Thread { id: ChannelId, new: bool },
}

#[derive(Default)]
pub struct Threads {
    known: Mutex<HashMap<i64, ChannelId>>,
}

impl Threads {
    pub async fn destination<B: Backend>(
        &self,
        backend: &B,
        rest: &Rest,
        places: &Places,
        channel: &Channel,
        reply: &Reply,
    ) -> Destination {
        // Refusals stay with the person; a command given in a thread is answered there.
        let Some(game) = reply
            .game
            .filter(|_| !reply.ephemeral && channel.thread.is_none())
        else {
            return Destination::Here;
        };
        let Ok(parent) = channel.id.parse::<u64>().map(ChannelId::new) else {
            return Destination::Here;
        };
        if !backend.threads_enabled(channel).await {
            return Destination::Here;
        }
        if let Some(id) = self.thread_of(backend, game).await {
            return Destination::Thread { id, new: false };
        }
        match create(rest, parent, game).await {
            Some(id) => {
                self.known.lock().expect("threads lock").insert(game, id);
                places.remember(id, Some(parent));
                backend.set_game_thread(game, &id.to_string()).await;
                Destination::Thread { id, new: true }
            }
            None => Destination::Here,
        }
    }

    async fn thread_of<B: Backend>(&self, backend: &B, game: i64) -> Option<ChannelId> {
        if let Some(id) = self.known.lock().expect("threads lock").get(&game) {
            return Some(*id);
        }
        let id = backend
            .game_thread(game)
            .await?
            .parse::<u64>()
            .ok()
            .filter(|id| *id != 0)
            .map(ChannelId::new)?;
        self.known.lock().expect("threads lock").insert(game, id);
        Some(id)
    }

    /// Forgets a thread that is gone (deleted, or the bot lost access).
    pub fn forget(&self, game: i64) {
        self.known.lock().expect("threads lock").remove(&game);
    }
}

async fn create(rest: &Rest, channel_id: ChannelId, game: i64) -> Option<ChannelId> {
    let name = crate::message::plain(&i18n::render(&Say::ThreadName { game }, Lang::default()));
    match channels::create_thread(rest, channel_id, &name).await {
        Ok(id) => Some(id),
        Err(e) => {
            tracing::warn!(error = %e, game, "no thread for the game; replying in the channel");
            None
        }
    }
}

/// The line that tells a channel where a game went.
pub fn pointer(game: i64, thread: ChannelId) -> Reply {
    let place = format!("<#{thread}>");
    i18n::reply(&Say::PlayedIn { game, place }, Lang::default())
}
