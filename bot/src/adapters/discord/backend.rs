//! What the adapter needs from the service: the contract of `bot::service::Service`, as a
//! trait so that the platform side can be exercised on its own.

use std::future::Future;
use std::sync::Arc;

use tokio::sync::broadcast;

use crate::message::{Channel, Incoming, Outbound, Reply, User};

pub trait Backend: Send + Sync + 'static {
    /// Runs one command and answers. A command is committed by the time this returns: the
    /// adapter never calls it twice for one message, whatever happens to the sending.
    fn handle(&self, incoming: Incoming) -> impl Future<Output = Vec<Reply>> + Send;

    /// The author's legal moves in their game in this channel, for `/move` autocompletion.
    fn legal_moves_for(
        &self,
        channel: &Channel,
        user: &User,
    ) -> impl Future<Output = Vec<String>> + Send;

    /// Messages the service sends on its own (reminders, time-outs).
    fn outbound(&self) -> broadcast::Receiver<Outbound>;

    /// Whether each game of this channel is played in its own thread (the channel's
    /// `threads` setting).
    fn threads_enabled(&self, channel: &Channel) -> impl Future<Output = bool> + Send {
        let _ = channel;
        async { false }
    }

    /// The thread a game is played in, as recorded by [`Backend::set_game_thread`].
    fn game_thread(&self, game: i64) -> impl Future<Output = Option<String>> + Send {
        let _ = game;
        async { None }
    }

    /// Records the thread made for a game, so that it outlives a restart.
    fn set_game_thread(&self, game: i64, thread: &str) -> impl Future<Output = ()> + Send {
        let _ = (game, thread);
        async {}
    }
}

impl<T: Backend> Backend for Arc<T> {
    fn handle(&self, incoming: Incoming) -> impl Future<Output = Vec<Reply>> + Send {
        T::handle(self, incoming)
    }

    fn legal_moves_for(
        &self,
        channel: &Channel,
        user: &User,
    ) -> impl Future<Output = Vec<String>> + Send {
        T::legal_moves_for(self, channel, user)
    }

    fn outbound(&self) -> broadcast::Receiver<Outbound> {
        T::outbound(self)
    }

    fn threads_enabled(&self, channel: &Channel) -> impl Future<Output = bool> + Send {
        T::threads_enabled(self, channel)
    }

    fn game_thread(&self, game: i64) -> impl Future<Output = Option<String>> + Send {
        T::game_thread(self, game)
    }

    fn set_game_thread(&self, game: i64, thread: &str) -> impl Future<Output = ()> + Send {
        T::set_game_thread(self, game, thread)
    }
}

/// The service, with the thread of each game kept in its store: the channel's
/// `thread_per_game` setting and the game's `thread_id`.
impl Backend for crate::service::Service {
    fn handle(&self, incoming: Incoming) -> impl Future<Output = Vec<Reply>> + Send {
        crate::service::Service::handle(self, incoming)
    }

    fn legal_moves_for(
        &self,
        channel: &Channel,
        user: &User,
    ) -> impl Future<Output = Vec<String>> + Send {
        crate::service::Service::legal_moves_for(self, channel, user)
    }

    fn outbound(&self) -> broadcast::Receiver<Outbound> {
        crate::service::Service::outbound(self)
    }

    async fn threads_enabled(&self, channel: &Channel) -> bool {
        match self.store().channel_settings(channel).await {
            Ok(settings) => settings.thread_per_game,
            Err(e) => {
                tracing::warn!(error = %e, "channel settings unknown; no thread");
                false
            }
        }
    }

    async fn game_thread(&self, game: i64) -> Option<String> {
        match self.store().game(game).await {
            Ok(row) => row.and_then(|r| r.thread_id),
            Err(e) => {
                tracing::warn!(error = %e, game, "game thread unknown");
                None
            }
        }
    }

    async fn set_game_thread(&self, game: i64, thread: &str) {
        if let Err(error) = self.record_thread(game, thread).await {
            tracing::warn!(%error, game, "game thread not recorded");
        }
    }
}
