//! Spectators: `!watch` subscribes someone who does not play to a game's moves, which the bot
//! then sends them privately (a direct message on Discord, the private chat on Telegram);
//! `!unwatch` ends it.

use rules::Color;

use super::answer::Answer;
use super::context::Ctx;
use super::pick::picked;
use super::shared::closed;
use super::{Answers, Service};
use crate::i18n::Say;
use crate::message::{Channel, Direct, Outbound, Via};
use crate::store::{GameRow, GameStatus};

impl Service {
    pub(crate) async fn watch(&self, ctx: &Ctx<'_>, id: Option<i64>) -> Answers {
        let loaded = picked!(self.pick_view(ctx, id, "!watch #12").await?);
        let row = &loaded.row;
        if !matches!(row.status, GameStatus::Active | GameStatus::Challenge) {
            return Ok(vec![closed(&loaded)]);
        }
        if row.is_player(&ctx.author().id) {
            return Ok(vec![Answer::refuse(Say::WatchOwnGame { game: row.id })]);
        }
        self.store().upsert_user(ctx.author()).await?;
        let added = self.store().watch(row.id, ctx.author()).await?;
        Ok(vec![Answer::say(Say::Watching {
            game: row.id,
            already: !added,
        })])
    }

    /// `!unwatch #id` ends one subscription; `!unwatch` every one of the author's in this
    /// channel.
    pub(crate) async fn unwatch(&self, ctx: &Ctx<'_>, id: Option<i64>) -> Answers {
        let channel = &ctx.incoming.channel;
        let author = ctx.author();
        let games = match id {
            Some(id) => vec![id],
            None => {
                self.store()
                    .watched_by(channel.platform.as_str(), &channel.id, &author.id)
                    .await?
            }
        };
        let mut answers = Vec::new();
        for game in games {
            if self.store().unwatch(game, author).await? {
                answers.push(Answer::say(Say::Unwatched { game }));
            }
        }
        if answers.is_empty() {
            return Ok(vec![Answer::refuse(Say::NotWatching { game: id })]);
        }
        Ok(answers)
    }

    /// Sends what happened in a game to its spectators, each in their own language, after a
    /// header naming the game. Nothing is sent when no one watches.
    pub(crate) async fn tell_watchers(&self, channel: &Channel, row: &GameRow, news: Answer) {
        let watchers = match self.store().watchers(row.id).await {
            Ok(watchers) => watchers,
            Err(error) => {
                tracing::warn!(game = row.id, %error, "spectators not told");
                return;
            }
        };
        self.send_to_watchers(channel, row, news, watchers).await;
    }

    /// The same for game `game`, whose row is read only when someone watches it: most games
    /// have no spectator, and every move is news.
    pub(crate) async fn tell_watchers_of(&self, channel: &Channel, game: i64, news: Answer) {
        let watchers = match self.store().watchers(game).await {
            Ok(watchers) if watchers.is_empty() => return,
            Ok(watchers) => watchers,
            Err(error) => {
                tracing::warn!(game, %error, "spectators not told");
                return;
            }
        };
        match self.store().game(game).await {
            Ok(Some(row)) => self.send_to_watchers(channel, &row, news, watchers).await,
            Ok(None) => {}
            Err(error) => tracing::warn!(game, %error, "spectators not told"),
        }
    }

    async fn send_to_watchers(
        &self,
        channel: &Channel,
        row: &GameRow,
        news: Answer,
        watchers: Vec<crate::message::User>,
    ) {
        let platform = channel.platform;
        let white = super::clock::player_of(row, platform, Color::White);
        let black = super::clock::player_of(row, platform, Color::Black);
        for watcher in watchers {
            let lang = self.player_lang(channel, &watcher).await;
            let reply = news
                .clone()
                .for_spectator(Say::WatchedNews {
                    game: row.id,
                    white: white.clone(),
                    black: black.clone(),
                })
                .render(lang, Via::Text);
            let refused = Answer::say(Say::DirectRefused {
                user: watcher.clone(),
            })
            .render(self.channel_lang(channel).await, Via::Text);
            let outbound = Outbound {
                channel: channel.clone(),
                reply,
                direct: Some(Direct {
                    to: watcher,
                    refused: Some(refused),
                }),
            };
            // No adapter listening (tests of the service alone): nothing to deliver.
            let _ = self.inner.outbound.send(outbound);
        }
    }

    /// The platform refuses to let the bot write to `user` privately: their subscriptions
    /// end (they are told in the channel, by the adapter).
    pub async fn direct_refused(&self, user: &crate::message::User) {
        if let Err(error) = self.store().unwatch_all(user).await {
            tracing::warn!(%error, "subscriptions of an unreachable spectator kept");
        }
    }
}
