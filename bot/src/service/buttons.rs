//! The buttons under a challenge or an offer are taken off once it no longer waits: the
//! adapter reports each message that carries them ([`Service::buttons_posted`]), and every
//! later answer in the channel (or the scheduler's lapse of a challenge) lists in
//! [`crate::message::Reply::retire`] the messages whose prompt has ended. Forgetting a
//! message is a claim in the store, so that one process, once, takes its buttons off.

use super::Service;
use super::context::Ctx;
use super::shared::prompt_waits;
use super::tap::BOARD_PROMPT;
use crate::message::{Channel, Platform, PostedMessage, Prompt, User};
use crate::store::ButtonRow;

impl Service {
    /// The adapter posted buttons answering `prompt` in message `message` of chat `chat`.
    pub async fn buttons_posted(
        &self,
        platform: Platform,
        prompt: &Prompt,
        chat: &str,
        message: &str,
    ) {
        let recorded = self
            .store()
            .record_buttons(platform.as_str(), chat, message, prompt.game, &prompt.key)
            .await;
        if let Err(error) = recorded {
            tracing::warn!(game = prompt.game, %error, "buttons not recorded");
        }
    }

    /// The messages of this channel's games whose buttons answer nothing any more, claimed.
    pub(crate) async fn ended_prompts_in(&self, channel: &Channel) -> Vec<PostedMessage> {
        let rows = self
            .store()
            .buttons_in_channel(channel.platform.as_str(), &channel.id)
            .await;
        self.claim_ended(rows).await
    }

    /// The messages of game `game` whose buttons answer nothing any more, claimed.
    pub(crate) async fn buttons_to_retire(&self, game: i64) -> Vec<PostedMessage> {
        let rows = self.store().buttons_of_game(game).await;
        self.claim_ended(rows).await
    }

    /// The messages of game `game` that carry board keys, claimed: a newer board of the game
    /// is being posted with its own (one live keyboard per game).
    pub(crate) async fn older_boards(&self, game: i64) -> Vec<PostedMessage> {
        let rows = self.store().buttons_of_game(game).await.map(|rows| {
            rows.into_iter()
                .filter(|row| {
                    row.prompt
                        .split_once('@')
                        .is_some_and(|(kind, _)| kind == BOARD_PROMPT)
                })
                .collect()
        });
        self.claim(rows, |_| false).await
    }

    async fn claim_ended(
        &self,
        rows: Result<Vec<ButtonRow>, crate::store::StoreError>,
    ) -> Vec<PostedMessage> {
        self.claim(rows, prompt_waits).await
    }

    /// Claims the messages among `rows` whose buttons are to come off (those `keep` does not
    /// keep): forgotten in the store by this caller alone, which then takes them off.
    async fn claim(
        &self,
        rows: Result<Vec<ButtonRow>, crate::store::StoreError>,
        keep: impl Fn(&ButtonRow) -> bool,
    ) -> Vec<PostedMessage> {
        let rows = match rows {
            Ok(rows) => rows,
            Err(error) => {
                tracing::warn!(%error, "buttons to take off");
                return Vec::new();
            }
        };
        let mut ended = Vec::new();
        for row in rows {
            if keep(&row) {
                continue;
            }
            let Some(platform) = Platform::parse(&row.platform) else {
                continue;
            };
            match self
                .store()
                .forget_buttons(&row.platform, &row.chat_id, &row.message_id)
                .await
            {
                Ok(true) => ended.push(PostedMessage {
                    platform,
                    chat: row.chat_id,
                    message: row.message_id,
                }),
                Ok(false) => {}
                Err(error) => tracing::warn!(%error, "buttons to take off"),
            }
        }
        ended
    }

    /// Gives every person a reply mentions their @handle, when the bot knows one and the
    /// mention lacks it: on Telegram a mention is then `@username`.
    pub async fn fill_handles(&self, reply: &mut crate::message::Reply) {
        self.fill_handles_with(reply, None).await
    }

    /// [`Service::fill_handles`] for the answer to a message: the people read while
    /// answering it are not read again.
    pub(crate) async fn fill_handles_of_answer(
        &self,
        ctx: &Ctx<'_>,
        reply: &mut crate::message::Reply,
    ) {
        self.fill_handles_with(reply, Some(ctx)).await
    }

    async fn fill_handles_with(&self, reply: &mut crate::message::Reply, ctx: Option<&Ctx<'_>>) {
        // A reply often names one person twice (the mover, the players): one look each.
        let mut looked: Vec<User> = Vec::new();
        for span in &mut reply.body {
            if let crate::message::Span::Mention(user) = span
                && user.username.is_none()
            {
                let same = |u: &&User| u.platform == user.platform && u.id == user.id;
                let handle = match looked.iter().find(same) {
                    Some(found) => found.username.clone(),
                    None => {
                        let found = match ctx {
                            Some(ctx) => self.with_handle_in(ctx, user.clone()).await,
                            None => self.with_handle(user.clone()).await,
                        };
                        looked.push(found.clone());
                        found.username
                    }
                };
                user.username = handle;
            }
        }
    }

    /// The person with their @handle, when the bot knows one: mentions then use it.
    pub(crate) async fn with_handle(&self, mut user: User) -> User {
        if user.username.is_none() {
            user.username = self.inner.people.handle_of(user.platform, &user.id);
        }
        if user.username.is_none()
            && let Ok(handle) = self
                .store()
                .username_of(user.platform.as_str(), &user.id)
                .await
        {
            user.username = handle;
        }
        user
    }

    /// [`Service::with_handle`] while answering a message.
    async fn with_handle_in(&self, ctx: &Ctx<'_>, mut user: User) -> User {
        if user.username.is_none() {
            user.username = self.inner.people.handle_of(user.platform, &user.id);
        }
        if user.username.is_none()
            && let Ok(handle) = ctx.stored_handle(self, &user).await
        {
            user.username = handle;
        }
        user
    }
}
