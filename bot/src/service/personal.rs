//! A person's data: `!mydata` sends them, privately, a JSON file of every row that names
//! them; `!forget me` erases it, after a confirmation button; `!forget @user` lets an admin
//! do the same for someone, in their community.
//!
//! Forgetting first ends what the person has under way (their games are resigned, their
//! challenges withdrawn, their tournaments left), each announced in its channel as if they
//! had done it, so that their opponents are not left waiting on no one. Then one transaction
//! ([`crate::store::Store::forget_person`]) deletes their own rows and replaces their id and
//! name by an anonymous label in the finished games and tournaments they shared.

use rules::Color;

use super::answer::Answer;
use super::change::{Changed, Decision, Edit};
use super::clock::{channel_of, player_of};
use super::context::Ctx;
use super::{Answers, Service, ServiceError};
use crate::command::Confirmed;
use crate::i18n::{OpsSay, Say};
use crate::message::{Attachment, ButtonStyle, Channel, Direct, Outbound, Platform, User, Via};
use crate::store::{GameStatus, Subject};

/// Whether `channel` is `user`'s private conversation with the bot.
fn is_private(channel: &Channel, user: &User) -> bool {
    match channel.platform {
        Platform::Telegram => channel.id == user.id,
        Platform::Discord => channel.community.starts_with("dm-"),
        Platform::Console => false,
    }
}

/// A new anonymous label, the same in every row of one person: random, so that nothing
/// leads back to them.
fn anonymous_label() -> String {
    format!("anon-{:08x}", rand::random::<u32>())
}

impl Service {
    /// `!mydata`: the author's data as a JSON file, sent privately; said in the channel,
    /// without the data, when the platform refuses the private message.
    pub(crate) async fn my_data(&self, ctx: &Ctx<'_>) -> Answers {
        let author = ctx.author();
        let channel = &ctx.incoming.channel;
        let subject = Subject::new(
            channel.platform.as_str(),
            &author.id,
            author.username.as_deref(),
        );
        let tables = self.store().personal_data(&subject).await?;
        let records: usize = tables.values().map(Vec::len).sum();
        let exported = jiff::Timestamp::from_second(self.now())
            .map(|t| t.to_string())
            .unwrap_or_default();
        let json = serde_json::json!({
            "about": "What the dama bot holds about this person: every row of its database \
                      that names them, table by table.",
            "platform": channel.platform.as_str(),
            "user_id": author.id,
            "name": author.name,
            "username": author.username,
            "exported_at": exported,
            "tables": tables,
        });
        let bytes = serde_json::to_vec_pretty(&json).unwrap_or_default();
        let safe_id: String = author
            .id
            .chars()
            .filter(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
            .collect();
        let file = Attachment {
            filename: format!("dama-data-{}-{safe_id}.json", channel.platform.as_str()),
            mime: "application/json".into(),
            bytes,
        };
        let caption = Say::Ops(OpsSay::DataFile {
            player: author.clone(),
            records,
        });
        if is_private(channel, author) {
            return Ok(vec![Answer::say(caption).document(file)]);
        }
        let reply = Answer::say(caption)
            .document(file)
            .render(ctx.lang, Via::Text);
        let refused = Answer::say(Say::Ops(OpsSay::DataNotDelivered {
            player: author.clone(),
        }))
        .render(ctx.lang, Via::Text);
        self.announce(Outbound {
            channel: channel.clone(),
            reply,
            direct: Some(Direct {
                to: author.clone(),
                refused: Some(refused),
            }),
        });
        Ok(vec![
            Answer::say(Say::Ops(OpsSay::DataSent { records })).for_author(),
        ])
    }

    /// `!forget [me]`, `!forget @user` (admins), and the confirmations their buttons send
    /// (`!forget confirm ID` for oneself, `!forget them ID` for an admin).
    pub(crate) async fn forget(
        &self,
        ctx: &Ctx<'_>,
        person: Option<&str>,
        confirm: Option<&Confirmed>,
    ) -> Answers {
        let incoming = ctx.incoming;
        let author = ctx.author();
        let community = incoming.channel.community.clone();
        match confirm {
            Some(Confirmed::Own(id)) if *id == author.id => {
                return Box::pin(self.forget_now(ctx, author.clone(), None)).await;
            }
            Some(Confirmed::Own(_)) => {
                return Ok(vec![Answer::refuse(Say::Ops(OpsSay::ForgetNotYours))]);
            }
            Some(Confirmed::Other(_)) if !incoming.author_is_admin => {
                return Ok(vec![Answer::refuse(Say::AdminsOnly)]);
            }
            Some(Confirmed::Other(id)) => {
                let platform = incoming.channel.platform;
                let user = match self.store().user_named(platform.as_str(), id).await? {
                    Some(user) => user,
                    None => User {
                        platform,
                        id: id.to_string(),
                        name: id.to_string(),
                        username: None,
                    },
                };
                return Box::pin(self.forget_now(ctx, user, Some(&community))).await;
            }
            None => {}
        }
        let target = match (incoming.mentions.first(), person) {
            (Some(user), _) => Some(self.person(user.clone()).await?),
            (None, Some(typed)) => {
                let typed = typed.to_string();
                return Ok(vec![Answer::refuse(Say::UnknownPerson { typed })]);
            }
            (None, None) => None,
        };
        let (target, scope) = match target {
            Some(user) if user.id != author.id => {
                if !incoming.author_is_admin {
                    return Ok(vec![Answer::refuse(Say::AdminsOnly)]);
                }
                (user, Some(community.as_str()))
            }
            _ => (author.clone(), None),
        };
        let subject = subject_of(&target);
        if scope.is_some() && !self.store().holds_anything(&subject, scope).await? {
            return Ok(vec![Answer::refuse(Say::Ops(OpsSay::NothingToForget {
                person: target,
            }))]);
        }
        let live = self
            .store()
            .games_of(&subject, scope, GameStatus::Active)
            .await?;
        let pending = self
            .store()
            .games_of(&subject, scope, GameStatus::Challenge)
            .await?
            .len();
        let other = scope.is_some();
        let ask = Say::Ops(OpsSay::ForgetAsk {
            person: other.then(|| target.clone()),
            live,
            pending,
        });
        Ok(vec![
            Answer::say(ask)
                .button(
                    Say::Ops(OpsSay::ForgetButton { other }),
                    format!(
                        "!forget {} {}",
                        if other { "them" } else { "confirm" },
                        target.id
                    ),
                    ButtonStyle::Danger,
                )
                .for_author(),
        ])
    }

    /// Forgets `person` (everywhere on their platform, or in `community` only): what they
    /// have under way ends first, announced where it is played.
    async fn forget_now(&self, ctx: &Ctx<'_>, person: User, community: Option<&str>) -> Answers {
        let subject = subject_of(&person);
        for game in self
            .store()
            .games_of(&subject, community, GameStatus::Active)
            .await?
        {
            Box::pin(self.resign_for_forgotten(ctx, game, &subject)).await?;
        }
        for game in self
            .store()
            .games_of(&subject, community, GameStatus::Challenge)
            .await?
        {
            Box::pin(self.withdraw_for_forgotten(game, &subject)).await?;
        }
        for tournament in self
            .store()
            .tournaments_entered(&subject, community)
            .await?
        {
            for id in &subject.ids {
                self.store().leave_tournament(tournament, id).await?;
            }
        }
        let label = anonymous_label();
        let forgotten = self
            .store()
            .forget_person(&subject, &label, community)
            .await?;
        tracing::info!(
            deleted = ?forgotten.deleted,
            relabelled = ?forgotten.relabelled,
            scoped = community.is_some(),
            "a person forgotten"
        );
        self.inner
            .people
            .forget(person.platform, &person.id, person.username.as_deref());
        let said = match community {
            None => OpsSay::Forgotten { label },
            Some(_) => OpsSay::ForgottenOther { person, label },
        };
        Ok(vec![Answer::say(Say::Ops(said))])
    }

    /// Resigns game `game` for the person being forgotten, announced in its channel (and to
    /// its spectators, and its tournament moved on).
    async fn resign_for_forgotten(
        &self,
        ctx: &Ctx<'_>,
        game: i64,
        subject: &Subject,
    ) -> Result<(), ServiceError> {
        let Some(row) = self.store().game(game).await? else {
            return Ok(());
        };
        let Some(id) = [&row.white_id, &row.black_id]
            .into_iter()
            .find(|id| subject.ids.contains(id))
            .cloned()
        else {
            return Ok(());
        };
        let Some(answer) = Box::pin(self.resign_for(game, &id, ctx)).await? else {
            return Ok(());
        };
        let Some(channel) = channel_of(&row) else {
            return Ok(());
        };
        let lang = self.channel_lang(&channel).await;
        self.tell_watchers_of(&channel, game, answer.clone()).await;
        self.announce(Outbound::to_channel(
            channel.clone(),
            answer.render(lang, Via::Text),
        ));
        if let Ok(Some(tournament)) = self.store().tournament_of_game(game).await {
            match Box::pin(self.tournament_progress(tournament)).await {
                Ok(outs) => {
                    for out in outs {
                        self.announce(out);
                    }
                }
                Err(error) => tracing::warn!(tournament, %error, "tournament not moved on"),
            }
        }
        Ok(())
    }

    /// Withdraws challenge `game` made by or to the person being forgotten, said in its
    /// channel.
    async fn withdraw_for_forgotten(
        &self,
        game: i64,
        subject: &Subject,
    ) -> Result<(), ServiceError> {
        let changed = self
            .change_game(
                || async move {
                    match self.store().game(game).await? {
                        Some(row) if row.status == GameStatus::Challenge => {
                            Ok(Ok(self.loaded(row).await?))
                        }
                        _ => Ok(Err(())),
                    }
                },
                |loaded| async move { Ok(Decision::Commit(loaded.edit(Edit::Cancel), ())) },
            )
            .await?;
        let Changed::Done(done, ()) = changed else {
            return Ok(());
        };
        let row = &done.row;
        let Some(channel) = channel_of(row) else {
            return Ok(());
        };
        let (theirs, other) = if subject.ids.contains(&row.white_id) {
            (Color::White, Color::Black)
        } else {
            (Color::Black, Color::White)
        };
        let lang = self.channel_lang(&channel).await;
        let notice = Answer::say(Say::ChallengeCancelled {
            game,
            author: player_of(row, channel.platform, theirs),
            other: player_of(row, channel.platform, other),
        })
        .about(game);
        let mut reply = notice.render(lang, Via::Text);
        reply.retire = self.buttons_to_retire(game).await;
        self.announce(Outbound::to_channel(channel, reply));
        Ok(())
    }
}

/// The person's ids as the store may hold them.
fn subject_of(user: &User) -> Subject {
    Subject::new(user.platform.as_str(), &user.id, user.username.as_deref())
}
