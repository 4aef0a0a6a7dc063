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
