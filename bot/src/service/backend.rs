//! The one interface the adapters take: Discord, Telegram and the console all talk to the
//! service through [`Backend`], so that each only translates between its platform and these
//! calls (and the platform side can be exercised on its own, with a scripted backend).

use std::future::Future;
use std::sync::Arc;

use tokio::sync::broadcast;

use super::Service;
use crate::command;
use crate::keys::{Press, PressAnswer};
use crate::message::{
    Channel, Incoming, InlineAnswer, Outbound, Platform, Pressed, Prompt, Reply, User,
};

pub trait Backend: Send + Sync + 'static {
    /// Runs one command and answers. A command is committed by the time this returns: the
    /// adapter never calls it twice for one message, whatever happens to the sending.
    fn handle(&self, incoming: Incoming) -> impl Future<Output = Vec<Reply>> + Send;

    /// A key of a board pressed, or a choice made in a move picker's menu
    /// ([`crate::service::tap`]).
    fn press(&self, press: Press) -> impl Future<Output = PressAnswer> + Send {
        let _ = press;
        async { PressAnswer::Nothing }
    }

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

    /// Someone the adapter saw in a channel, speaking or spoken of (Telegram only names a
    /// person by their @handle in a later mention): a handle they go by then means them.
    fn met(&self, user: &User) {
        let _ = user;
    }

    /// Whether answering this message depends on the author's rights over the channel, for
    /// platforms where finding them out costs a call (Telegram's getChatMember).
    fn needs_admin(&self, incoming: &Incoming) -> bool {
        let _ = incoming;
        false
    }

    /// Whether the text calls one of the bot's commands (in a group, another bot's `/roll`
    /// is left to it).
    fn knows_command(&self, text: &str) -> bool {
        command::names_a_command(text, "")
    }

    /// The adapter posted the buttons of `prompt` as message `message` in chat `chat`, so
    /// that they can be taken off once the prompt ends.
    fn buttons_posted(
        &self,
        platform: Platform,
        prompt: &Prompt,
        chat: &str,
        message: &str,
    ) -> impl Future<Output = ()> + Send {
        let _ = (platform, prompt, chat, message);
        async {}
    }

    /// The platform refused a private message to `user` (a spectator's news).
    fn direct_refused(&self, user: &User) -> impl Future<Output = ()> + Send {
        let _ = user;
        async {}
    }

    /// A chat changed its id (a Telegram group upgraded to a supergroup): what the bot keeps
    /// under the old one moves to the new one.
    fn chat_moved(
        &self,
        platform: Platform,
        old: &str,
        new: &str,
    ) -> impl Future<Output = ()> + Send {
        let _ = (platform, old, new);
        async {}
    }

    /// Who the bot itself is on the adapter's platform (its user, learnt when the adapter
    /// connects): a mention of it challenges the bot.
    fn introduce(&self, me: &User) {
        let _ = me;
    }

    /// Completes when the service has no work of its own under way (the bot thinking, an
    /// analysis): a script waits for the bot's answer before its next line.
    fn settled(&self) -> impl Future<Output = ()> + Send {
        async {}
    }

    /// What `author` may post by typing the bot's @name and `query` in a chat (Telegram's
    /// inline mode); `locale` is their app's language.
    fn inline_answer(
        &self,
        author: &User,
        query: &str,
        locale: Option<&str>,
    ) -> impl Future<Output = InlineAnswer> + Send {
        let _ = (author, query, locale);
        async { InlineAnswer::default() }
    }

    /// `author` chose the inline result `result`, posted as inline message `message`.
    fn inline_chosen(
        &self,
        author: &User,
        result: &str,
        message: &str,
    ) -> impl Future<Output = ()> + Send {
        let _ = (author, result, message);
        async {}
    }

    /// A button pressed under a message of a private place (a Telegram inline message:
    /// `press.channel` is [`crate::message::Channel::inline_message`], `press.text` the
    /// button's data).
    fn private_press(&self, press: Incoming) -> impl Future<Output = Pressed> + Send {
        let _ = press;
        async { Pressed::default() }
    }
}

impl<T: Backend> Backend for Arc<T> {
    fn handle(&self, incoming: Incoming) -> impl Future<Output = Vec<Reply>> + Send {
        T::handle(self, incoming)
    }

    fn press(&self, press: Press) -> impl Future<Output = PressAnswer> + Send {
        T::press(self, press)
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

    fn met(&self, user: &User) {
        T::met(self, user)
    }

    fn needs_admin(&self, incoming: &Incoming) -> bool {
        T::needs_admin(self, incoming)
    }

    fn knows_command(&self, text: &str) -> bool {
        T::knows_command(self, text)
    }

    fn buttons_posted(
        &self,
        platform: Platform,
        prompt: &Prompt,
        chat: &str,
        message: &str,
    ) -> impl Future<Output = ()> + Send {
        T::buttons_posted(self, platform, prompt, chat, message)
    }

    fn direct_refused(&self, user: &User) -> impl Future<Output = ()> + Send {
        T::direct_refused(self, user)
    }

    fn chat_moved(
        &self,
        platform: Platform,
        old: &str,
        new: &str,
    ) -> impl Future<Output = ()> + Send {
        T::chat_moved(self, platform, old, new)
    }

    fn introduce(&self, me: &User) {
        T::introduce(self, me)
    }

    fn settled(&self) -> impl Future<Output = ()> + Send {
        T::settled(self)
    }

    fn inline_answer(
        &self,
        author: &User,
        query: &str,
        locale: Option<&str>,
    ) -> impl Future<Output = InlineAnswer> + Send {
        T::inline_answer(self, author, query, locale)
    }

    fn inline_chosen(
        &self,
        author: &User,
        result: &str,
        message: &str,
    ) -> impl Future<Output = ()> + Send {
        T::inline_chosen(self, author, result, message)
    }

    fn private_press(&self, press: Incoming) -> impl Future<Output = Pressed> + Send {
        T::private_press(self, press)
    }
}

/// The service, with the thread of each game kept in its store: the channel's
/// `thread_per_game` setting and the game's `thread_id`.
impl Backend for Service {
    fn handle(&self, incoming: Incoming) -> impl Future<Output = Vec<Reply>> + Send {
        Service::handle(self, incoming)
    }

    fn press(&self, press: Press) -> impl Future<Output = PressAnswer> + Send {
        Service::press(self, press)
    }

    fn legal_moves_for(
        &self,
        channel: &Channel,
        user: &User,
    ) -> impl Future<Output = Vec<String>> + Send {
        Service::legal_moves_for(self, channel, user)
    }

    fn outbound(&self) -> broadcast::Receiver<Outbound> {
        Service::outbound(self)
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

    fn met(&self, user: &User) {
        self.inner.people.met(user);
    }

    async fn buttons_posted(&self, platform: Platform, prompt: &Prompt, chat: &str, message: &str) {
        Service::buttons_posted(self, platform, prompt, chat, message).await
    }

    async fn direct_refused(&self, user: &User) {
        Service::direct_refused(self, user).await
    }

    async fn chat_moved(&self, platform: Platform, old: &str, new: &str) {
        match self.store().move_chat(platform.as_str(), old, new).await {
            Ok(moved) => tracing::info!(?moved, "chat moved to a new id"),
            Err(error) => tracing::error!(%error, "chat not moved to its new id"),
        }
        // The games moved have a new version: the cache, keyed by version, rebuilds them.
    }

    fn needs_admin(&self, incoming: &Incoming) -> bool {
        command::parse(&incoming.text, &self.options().bot_name)
            .is_ok_and(|command| command.is_some_and(|c| c.needs_admin()))
    }

    fn knows_command(&self, text: &str) -> bool {
        command::names_a_command(text, &self.options().bot_name)
    }

    fn introduce(&self, me: &User) {
        Service::introduce(self, me);
    }

    fn settled(&self) -> impl Future<Output = ()> + Send {
        Service::settled(self)
    }

    fn inline_answer(
        &self,
        author: &User,
        query: &str,
        locale: Option<&str>,
    ) -> impl Future<Output = InlineAnswer> + Send {
        Service::inline_answer(self, author, query, locale)
    }

    fn inline_chosen(
        &self,
        author: &User,
        result: &str,
        message: &str,
    ) -> impl Future<Output = ()> + Send {
        Service::inline_chosen(self, author, result, message)
    }

    fn private_press(&self, press: Incoming) -> impl Future<Output = Pressed> + Send {
        Service::private_press(self, press)
    }
}
