//! The gateway events the adapter listens to, and the way from an event to the service and
//! back: typed commands, slash commands, buttons, autocompletion.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};

use serenity::all::{
    CommandInteraction, ComponentInteraction, Context, Event, EventHandler, Interaction, Message,
    RawEventHandler, Ready,
};
use serenity::model::id::{ChannelId, GuildId, UserId};
use tokio::time::Instant;

use super::private::{self, PrivatePlaces, in_private_place};
use super::respond::{self, Responder};
use super::threads::{self, Destination, Threads};
use super::{commands, model, send, typed};
use crate::command::ArgKind;
use crate::i18n::{self, Lang, Say};
use crate::limits::{Admission, Gate};
use crate::message::{Channel, Incoming, Outbound, Platform, Progress, Reply, Via};
use crate::outgoing::fair::{self, Outbox, Turn};
use crate::outgoing::progress::Landings;
use crate::platform::discord::commands as slash;
use crate::platform::discord::interaction::{self, Kind, Landing};
use crate::platform::discord::lenient;
use crate::platform::discord::permissions::{self, Admins};
use crate::platform::discord::{DiscordConfig, Places, Rest, RestError, shards};
use crate::platform::in_flight::InFlight;
use crate::platform::per_chat::Locks;
use crate::service::Backend;
use crate::service::tap::TapData;

mod taps;

pub struct Adapter<B> {
    pub backend: B,
    pub rest: Rest,
    pub config: DiscordConfig,
    bot: OnceLock<UserId>,
    registered: AtomicBool,
    pub places: Places,
    pub threads: Threads,
    admins: Admins,
    /// One command at a time per channel, replies included, so that answers come out in the
    /// order the commands were given (serenity runs each event in its own task).
    locks: Locks<ChannelId>,
    /// The message each progress reply under way was posted as (a channel message, or an
    /// interaction's response), edited by its later states.
    progress: Landings<Landing>,
    /// The events being handled, which a shutdown lets finish.
    pub in_flight: Arc<InFlight>,
    /// Every message the bot posts in a channel waits its turn here: a lane per channel,
    /// served fairly within Discord's global limit and each channel's bucket.
    pub outbox: Outbox<u64>,
    /// The budgets of people and channels: past them, messages are dropped before the
    /// service.
    gate: Gate,
    /// Conversations where the bot is no member: their latest interactions, and what waits
    /// to be said there.
    private: PrivatePlaces,
}

impl<B: Backend> Adapter<B> {
    pub fn new(backend: B, rest: Rest, config: DiscordConfig) -> Adapter<B> {
        let outbox = Outbox::start(
            "discord",
            crate::platform::discord::config::rates(
                config.limits.discord_per_second,
                rest.channel_gate(),
            ),
            config.limits.queue,
        );
        Adapter {
            gate: config.limits.gate(),
            outbox,
            private: PrivatePlaces::default(),
            backend,
            rest,
            config,
            bot: OnceLock::new(),
            registered: AtomicBool::new(false),
            places: Places::default(),
            threads: Threads::default(),
            admins: Admins::default(),
            locks: Locks::default(),
            progress: Landings::default(),
            in_flight: Arc::default(),
        }
    }

    /// Whether this process handles an event of `guild` that came on shard `received_on`
    /// (see [`crate::platform::discord::ShardRange::owns`]).
    fn handles(&self, received_on: serenity::all::ShardId, guild: Option<GuildId>) -> bool {
        let shards = self.config.shards;
        shards.is_none_or(|shards| shards.owns(received_on, guild))
    }

    /// The service's channel for an interaction in `channel`.
    async fn locate(
        &self,
        ctx: &Context,
        guild: Option<GuildId>,
        channel: ChannelId,
        partial: Option<&serenity::model::channel::PartialChannel>,
    ) -> Channel {
        let parent = self
            .places
            .parent_in_interaction(ctx, &self.rest, guild, channel, partial)
            .await;
        model::channel_of(guild, channel, parent)
    }

    async fn on_ready(&self, ready: Ready) {
        let _ = self.bot.set(ready.user.id);
        self.backend.introduce(&crate::message::User {
            platform: Platform::Discord,
            id: ready.user.id.to_string(),
            name: ready
                .user
                .global_name
                .clone()
                .unwrap_or_else(|| ready.user.name.clone()),
            username: Some(ready.user.name.clone()),
        });
        tracing::info!(bot = %ready.user.name, guilds = ready.guilds.len(), "connected to Discord");
        if self.registered.swap(true, Ordering::SeqCst) {
            return;
        }
        let guild = self.config.guild_id.map(GuildId::new);
        let definitions = commands::definitions(guild.is_none());
        let registering = slash::register(&self.rest, ready.application.id, guild, &definitions);
        match registering.await {
            Ok(()) => tracing::info!(
                scope = if guild.is_some() { "guild" } else { "global" },
                "slash commands registered"
            ),
            Err(e) => {
                // Typed commands still work; the next READY tries again.
                self.registered.store(false, Ordering::SeqCst);
                tracing::warn!(error = %e, "slash commands not registered");
            }
        }
    }

    async fn on_message(self: &Arc<Self>, ctx: Context, msg: Message) {
        if !self.handles(ctx.shard_id, msg.guild_id) {
            return;
        }
        let bot = self.bot.get().copied();
        // Its own messages come back as events too; a proxy or fake may not flag them. Other
        // bots and webhooks are not players either (two bots answering each other never
        // stop).
        if msg.author.bot || Some(msg.author.id) == bot || msg.webhook_id.is_some() {
            crate::metrics::incoming_dropped("discord", "bot");
            return;
        }
        let Some(text) = typed::command_text(&msg.content, bot) else {
            return;
        };
        tracing::debug!("typed command");
        let parent = self
            .places
            .parent(&ctx, &self.rest, msg.guild_id, msg.channel_id)
            .await;
        let channel = model::channel_of(msg.guild_id, msg.channel_id, parent);
        let nick = msg.member.as_ref().and_then(|m| m.nick.as_deref());
        let author_is_admin = match (msg.guild_id, &msg.member) {
            (None, _) => true,
            (Some(guild), member) => {
                let roles = member.as_ref().map_or(&[][..], |m| &m.roles[..]);
                self.admins
                    .member_may_manage(&ctx, &self.rest, guild, msg.author.id, roles)
                    .await
            }
        };
        let incoming = Incoming {
            channel: channel.clone(),
            author: model::user(&msg.author, nick),
            text,
            mentions: typed::mentions(&msg, bot),
            author_is_admin,
            via: Via::Text,
            // Messages carry no locale; interactions do.
            locale: None,
        };
        let admission = self.gate.admit_incoming(&incoming);
        if admission != Admission::Answer {
            if let Some(notice) = admission.notice(None) {
                self.queue_all(&channel, msg.channel_id, vec![notice]);
            }
            return;
        }
        let _turn = self.locks.turn(msg.channel_id).await;
        let replies = self.backend.handle(incoming).await;
        self.queue_all(&channel, msg.channel_id, replies);
    }

    /// Posts a message the service sends on its own.
    pub async fn post_outbound(self: &Arc<Self>, out: Outbound) {
        if out.direct.is_some() {
            self.post_direct(out);
            return;
        }
        // The game's message in a conversation where the bot is no member cannot be changed
        // without an interaction: only the news for its players goes (by DM, above).
        if out.channel.is_private_place() {
            return;
        }
        let here = out.channel.thread.as_deref().unwrap_or(&out.channel.id);
        let Ok(here) = here.parse::<u64>().map(ChannelId::new) else {
            tracing::warn!("outbound message to a channel that is not a Discord id");
            return;
        };
        let _turn = self.locks.turn(here).await;
        self.queue_all(&out.channel, here, vec![out.reply]);
    }

    /// Queues replies in the lane of the channel they answer, each to be posted where it
    /// belongs when its turn comes. A board waiting there is replaced by a newer board of
    /// the same game.
    fn queue_all(self: &Arc<Self>, channel: &Channel, here: ChannelId, replies: Vec<Reply>) {
        for mut reply in replies {
            let retire = fair::retire_apart(&mut reply);
            if !retire.is_empty() {
                let adapter = self.clone();
                self.outbox
                    .send_spare(here.get(), move |mut turn| async move {
                        adapter.retire(Some(&mut turn), &retire).await;
                    });
            }
            let latest = fair::latest(&reply);
            let adapter = self.clone();
            let channel = channel.clone();
            self.outbox
                .send(here.get(), latest, move |mut turn| async move {
                    adapter.post_one(&mut turn, &channel, here, &reply).await;
                });
        }
    }

    /// Posts a reply as a channel message where it belongs: here, or its game's thread.
    async fn post_one(
        &self,
        turn: &mut Turn<u64>,
        channel: &Channel,
        here: ChannelId,
        reply: &Reply,
    ) {
        let to = match self.destination(channel, reply).await {
            Destination::Here => here,
            Destination::Thread { id, new } => {
                if new {
                    let pointer = threads::pointer(reply.game.unwrap_or(0), id);
                    self.post(Some(turn), here, &pointer).await;
                }
                id
            }
        };
        if !self.post(Some(turn), to, reply).await && to != here {
            // The thread may be gone: forget it, and say it here.
            if let Some(game) = reply.game {
                self.threads.forget(game);
            }
            self.post(Some(turn), here, reply).await;
        }
    }

    async fn destination(&self, channel: &Channel, reply: &Reply) -> Destination {
        self.threads
            .destination(&self.backend, &self.rest, &self.places, channel, reply)
            .await
    }

    async fn post(&self, mut turn: Option<&mut Turn<u64>>, to: ChannelId, reply: &Reply) -> bool {
        if let Some(progress) = reply.progress {
            return self.post_progress(turn, to, reply, progress).await;
        }
        let posted = send::post_reply(&self.rest, turn.as_deref_mut(), to, reply).await;
        self.retire(turn, &reply.retire).await;
        match posted {
            Ok(id) => {
                // The buttons ride on the first message of a reply, the Move button too.
                let prompts = reply
                    .prompt
                    .iter()
                    .chain(reply.keyboard.iter().filter_map(|k| k.prompt.as_ref()));
                for prompt in prompts {
                    if let Some(id) = id {
                        self.backend
                            .buttons_posted(
                                Platform::Discord,
                                prompt,
                                &to.to_string(),
                                &id.to_string(),
                            )
                            .await;
                    }
                }
                true
            }
            Err(e) => {
                tracing::error!(error = %e, "reply not sent");
                false
            }
        }
    }

    /// Takes the buttons off the messages whose prompt has ended (their components edited
    /// to none).
    async fn retire(
        &self,
        mut turn: Option<&mut Turn<u64>>,
        retire: &[crate::message::PostedMessage],
    ) {
        for posted in retire.iter().filter(|p| p.platform == Platform::Discord) {
            if let Some(turn) = turn.as_deref_mut() {
                turn.message().await;
            }
            if let Err(e) = send::remove_components(&self.rest, &posted.chat, &posted.message).await
            {
                tracing::warn!(error = %e, "buttons of an ended prompt left in place");
            }
        }
    }

    /// A spectator's news in a direct message. When Discord refuses (the person takes no
    /// direct messages from the server's members), they are told in the channel and their
    /// subscriptions end.
    fn post_direct(self: &Arc<Self>, mut out: Outbound) {
        let Some(direct) = out.direct.take() else {
            return;
        };
        let Ok(person) = direct.to.id.parse::<u64>() else {
            return;
        };
        let adapter = self.clone();
        // A person's direct messages have a lane of their own (ids of people and channels
        // never meet: snowflakes are unique across Discord).
        self.outbox.send(person, None, move |mut turn| async move {
            let posted =
                send::post_direct(&adapter.rest, &mut turn, &direct.to.id, &out.reply).await;
            match posted {
                Ok(()) => {}
                Err(
                    RestError::Status { status: 403, .. } | RestError::Status { status: 400, .. },
                ) => {
                    adapter.backend.direct_refused(&direct.to).await;
                    let here = out.channel.thread.as_deref().unwrap_or(&out.channel.id);
                    if let (Some(refused), Ok(here)) = (direct.refused, here.parse::<u64>()) {
                        let here = ChannelId::new(here);
                        if out.channel.is_private_place() {
                            // News of a game where the bot is no member: said there through
                            // the latest interaction, or at the next one.
                            adapter
                                .private
                                .say(&adapter.rest, &mut turn, here, &refused)
                                .await;
                            return;
                        }
                        let _turn = adapter.locks.turn(here).await;
                        adapter.queue_all(&out.channel, here, vec![refused]);
                    }
                }
                Err(e) => tracing::warn!(error = %e, "a spectator's news was not delivered"),
            }
        });
    }

    /// A state of a job under way: its first state is posted, each later one edits that
    /// message (posted anew when the edit fails, e.g. the message was deleted).
    async fn post_progress(
        &self,
        mut turn: Option<&mut Turn<u64>>,
        to: ChannelId,
        reply: &Reply,
        progress: Progress,
    ) -> bool {
        if let Some(landing) = self.progress.earlier(progress) {
            if let Some(turn) = turn.as_deref_mut() {
                turn.message().await;
            }
            match respond::edit_landed(&self.rest, &landing, reply).await {
                Ok(()) => return true,
                Err(e) => tracing::warn!(error = %e, "progress message not edited; posting anew"),
            }
        }
        match send::post_reply(&self.rest, turn, to, reply).await {
            Ok(id) => {
                if let Some(id) = id {
                    self.progress.remember(progress, Landing::Channel(to, id));
                }
                true
            }
            Err(e) => {
                tracing::error!(error = %e, "reply not sent");
                false
            }
        }
    }

    async fn on_interaction(self: &Arc<Self>, ctx: Context, interaction: Interaction) {
        if !self.handles(ctx.shard_id, shards::guild_of(&interaction)) {
            return;
        }
        match interaction {
            Interaction::Command(cmd) => self.on_slash(ctx, cmd).await,
            Interaction::Component(press) => self.on_button(ctx, press).await,
            Interaction::Autocomplete(cmd) => self.on_autocomplete(ctx, cmd).await,
            _ => {}
        }
    }

    async fn on_slash(&self, ctx: Context, cmd: CommandInteraction) {
        let received = Instant::now();
        let interaction = interaction::Interaction::new(cmd.id, &cmd.token, cmd.application_id);
        let private = in_private_place(cmd.context, &cmd.authorizing_integration_owners);
        if private {
            self.private.interacted(cmd.channel_id, &interaction);
        }
        let responder = Responder::new(&self.rest, interaction, cmd.channel_id, Kind::Command);
        let Some(spec) = commands::spec(&cmd.data.name) else {
            let name = cmd.data.name.clone();
            let mut unknown = i18n::reply(&Say::UnknownSlashCommand { name }, Lang::default());
            unknown.ephemeral = true;
            responder.deliver(&[unknown]).await;
            return;
        };
        let (text, user_ids) = commands::text_of(spec, &cmd.data.options);
        tracing::info!(command = spec.name, "slash command");
        let resolved = &cmd.data.resolved;
        let mentions = user_ids
            .iter()
            .filter_map(|id| {
                let user = resolved.users.get(id)?;
                let nick = resolved.members.get(id).and_then(|m| m.nick.as_deref());
                Some(model::user(user, nick))
            })
            .collect();
        let channel = match private {
            true => private::channel(cmd.channel_id),
            false => {
                self.locate(&ctx, cmd.guild_id, cmd.channel_id, cmd.channel.as_ref())
                    .await
            }
        };
        let member = cmd.member.as_deref();
        let incoming = Incoming {
            channel,
            author: model::user(&cmd.user, member.and_then(|m| m.nick.as_deref())),
            text,
            mentions,
            author_is_admin: !private && interaction_admin(cmd.guild_id, member),
            via: Via::Slash,
            locale: Some(cmd.locale.clone()),
        };
        self.answer(cmd.channel_id, incoming, responder, received)
            .await;
    }

    async fn on_button(self: &Arc<Self>, ctx: Context, press: ComponentInteraction) {
        if TapData::is_tap(&press.data.custom_id) {
            return self.on_key(ctx, press).await;
        }
        let received = Instant::now();
        let interaction =
            interaction::Interaction::new(press.id, &press.token, press.application_id);
        let private = in_private_place(press.context, &press.authorizing_integration_owners);
        if private {
            self.private.interacted(press.channel_id, &interaction);
        }
        let responder = Responder::new(&self.rest, interaction, press.channel_id, Kind::Component);
        let text = press.data.custom_id.clone();
        tracing::debug!("button");
        let channel = match private {
            true => private::channel(press.channel_id),
            false => {
                self.locate(
                    &ctx,
                    press.guild_id,
                    press.channel_id,
                    press.channel.as_ref(),
                )
                .await
            }
        };
        let member = press.member.as_ref();
        let incoming = Incoming {
            channel,
            author: model::user(&press.user, member.and_then(|m| m.nick.as_deref())),
            text,
            mentions: Vec::new(),
            author_is_admin: !private && interaction_admin(press.guild_id, member),
            via: Via::Button,
            locale: Some(press.locale.clone()),
        };
        self.answer(press.channel_id, incoming, responder, received)
            .await;
    }

    /// Runs an interaction's command and answers it, deferring first if the service takes
    /// longer than Discord waits. The command runs once, whatever happens to the answer.
    async fn answer(
        &self,
        here: ChannelId,
        incoming: Incoming,
        mut responder: Responder<'_>,
        received: Instant,
    ) {
        let admission = self.gate.admit_incoming(&incoming);
        if admission != Admission::Answer {
            // The notice shows to the author alone; past it the interaction is not answered.
            if let Some(mut notice) = admission.notice(incoming.locale.as_deref()) {
                notice.ephemeral = true;
                responder.deliver(&[notice]).await;
            }
            return;
        }
        let channel = incoming.channel.clone();
        // Boxed: the service's future is large, and is handed on by value.
        let work = Box::pin(async {
            let turn = self.locks.turn(here).await;
            (turn, self.backend.handle(incoming).await)
        });
        let deadline = received + self.config.defer_after;
        let (_turn, replies) = responder.in_time(deadline, work).await;

        // Replies about a game that has its own thread go there; the interaction is
        // answered with what stays here, or with where the game went.
        let mut stay = Vec::new();
        let mut pointer = None;
        let mut new_thread = false;
        for reply in replies {
            match self.destination(&channel, &reply).await {
                Destination::Here => stay.push(reply),
                Destination::Thread { id, new } => {
                    if pointer.is_none() || new {
                        pointer = Some(threads::pointer(reply.game.unwrap_or(0), id));
                    }
                    new_thread |= new;
                    if !self.post(None, id, &reply).await {
                        if let Some(game) = reply.game {
                            self.threads.forget(game);
                        }
                        stay.push(reply);
                    }
                }
            }
        }
        if stay.is_empty() || new_thread {
            stay.extend(pointer);
        }
        // A progress reply answered the interaction: its later states edit that answer
        // (registered before the channel's turn ends, so no update can come first).
        let landings = responder.deliver(&stay).await;
        for (reply, landing) in stay.iter().zip(landings) {
            if let (Some(progress), Some(landing)) = (reply.progress, landing) {
                self.progress.remember(progress, landing);
            }
            self.retire(None, &reply.retire).await;
        }
        // What could not be said in a private conversation meanwhile, said now.
        if channel.is_private_place() {
            let owed = self.private.take_owed(here);
            if !owed.is_empty() {
                let meanwhile = i18n::reply(
                    &Say::Private(crate::i18n::PrivateSay::Meanwhile),
                    Lang::default(),
                );
                let said: Vec<Reply> = [meanwhile].into_iter().chain(owed).collect();
                responder.follow_up(&said).await;
            }
        }
    }

    async fn on_autocomplete(&self, ctx: Context, cmd: CommandInteraction) {
        let Some(spec) = commands::spec(&cmd.data.name) else {
            return;
        };
        let mut choices = Vec::new();
        if let Some(focused) = cmd.data.autocomplete()
            && commands::arg_kind(spec, focused.name) == Some(ArgKind::Move)
        {
            let channel = match in_private_place(cmd.context, &cmd.authorizing_integration_owners) {
                true => private::channel(cmd.channel_id),
                false => {
                    self.locate(&ctx, cmd.guild_id, cmd.channel_id, cmd.channel.as_ref())
                        .await
                }
            };
            let nick = cmd.member.as_deref().and_then(|m| m.nick.as_deref());
            let author = model::user(&cmd.user, nick);
            let moves = self.backend.legal_moves_for(&channel, &author).await;
            choices = respond::suggestions(&moves, focused.value);
        }
        let interaction = interaction::Interaction::new(cmd.id, &cmd.token, cmd.application_id);
        if let Err(e) = interaction.autocomplete(&self.rest, &choices).await {
            tracing::warn!(error = %e, "autocomplete not answered");
        }
    }
}

/// An interaction carries the member's permissions in the channel; in a direct message the
/// person is in charge of their own conversation.
fn interaction_admin(
    guild: Option<GuildId>,
    member: Option<&serenity::model::guild::Member>,
) -> bool {
    match guild {
        None => true,
        Some(_) => member
            .and_then(|m| m.permissions)
            .is_some_and(permissions::may_manage),
    }
}

/// serenity's event handler, sharing the adapter with every event's task.
pub struct Handler<B>(pub Arc<Adapter<B>>);

#[serenity::async_trait]
impl<B: Backend> EventHandler for Handler<B> {
    async fn ready(&self, _ctx: Context, ready: Ready) {
        self.0.on_ready(ready).await;
    }

    async fn message(&self, ctx: Context, msg: Message) {
        let _busy = self.0.in_flight.enter();
        self.0.on_message(ctx, msg).await;
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        let _busy = self.0.in_flight.enter();
        self.0.on_interaction(ctx, interaction).await;
    }
}

/// serenity's raw event handler for the events it could not read
/// ([`crate::platform::discord::lenient`]): read again with their missing optional fields
/// filled in, and handled as the event handler would.
pub struct Lenient<B>(pub Arc<Adapter<B>>);

#[serenity::async_trait]
impl<B: Backend> RawEventHandler for Lenient<B> {
    async fn raw_event(&self, ctx: Context, event: Event) {
        let Event::Unknown(unknown) = event else {
            return;
        };
        let kind = unknown.kind.as_str();
        let _busy = self.0.in_flight.enter();
        match kind {
            "MESSAGE_CREATE" => match lenient::message(unknown.value) {
                Ok(msg) => self.0.on_message(ctx, msg).await,
                Err(error) => unreadable(kind, &error),
            },
            "INTERACTION_CREATE" => match lenient::interaction(unknown.value) {
                Ok(interaction) => self.0.on_interaction(ctx, interaction).await,
                Err(error) => unreadable(kind, &error),
            },
            _ => {}
        }
    }
}

fn unreadable(kind: &str, error: &serde_json::Error) {
    // The error names the field, never the message's text.
    tracing::warn!(event = kind, error = %error, "a gateway event was unreadable");
}
