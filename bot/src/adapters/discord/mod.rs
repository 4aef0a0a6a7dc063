//! The Discord adapter: serenity's gateway client and REST calls on one side, the service on
//! the other.
//!
//! Commands arrive typed (`!move 23x14`, or `@dama move 23x14`), as slash commands
//! registered from the one command table (`/move` autocompletes the author's legal moves),
//! or as buttons under earlier replies; all three reach the service as command text. Replies
//! go out as messages with Discord markdown, the board as an attachment shown by an embed
//! carrying the caption, buttons as components, refusals of slash commands as ephemeral
//! answers. See `docs/discord.md` for the bot's settings in the Developer Portal.
//!
//! Entry point: [`run`], until the application's [`Stop`] (or [`start`] for a handle that
//! can stop it).
//!
//! The token is checked before serenity's gateway client connects (`GET /users/@me`; a 401
//! ends the adapter with [`DiscordError::TokenRefused`], as does a gateway closed with 4004),
//! and an unreachable Discord is retried there until it answers or the bot stops. The process
//! runs the shards of `DISCORD_SHARDS` (`0-3/8`), or every shard Discord recommends when it is
//! unset; an event is handled only by the shard of its guild. Discord's own protocol (REST,
//! rate limits, the gateway's shards, interactions) is in [`crate::platform::discord`].

mod commands;
mod error;
mod handler;
mod model;
mod picker;
mod private;
mod render;
mod respond;
mod send;
mod threads;
mod typed;

use std::sync::Arc;

use serenity::all::{ClientBuilder, GatewayIntents};
use serenity::gateway::GatewayError;
use tokio::task::JoinHandle;

pub use crate::platform::discord::DiscordConfig;
pub use crate::platform::discord::{RestError, ShardRange, ShardsError};
pub use crate::platform::retry::RetryPolicy;
/// What the adapter needs from the service: the one interface every adapter takes.
pub use crate::service::Backend;
pub use error::DiscordError;

use crate::message::Platform;
use crate::outgoing::fair::Outbox;
use crate::outgoing::outbound;
use crate::platform::discord::gateway::{Ended, Gateway, shards_to_run};
use crate::platform::discord::{Rest, rest};
use crate::platform::in_flight::InFlight;
use crate::platform::retry::Interrupted;
use crate::stop::Stop;
use handler::{Adapter, Handler};

/// The gateway events the bot needs. MESSAGE_CONTENT is privileged: it must also be switched
/// on in the Developer Portal, or typed commands arrive empty (slash commands still work).
/// What a `MESSAGE_CREATE` event's data becomes, read as the adapter reads it (leniently,
/// [`crate::platform::discord::lenient`]): the command text and the people it mentions, or
/// `None` (unreadable, chatter, a bot's message). The fuzz target of the event decoder
/// drives this.
///
/// ```
/// let event = serde_json::json!({"id": "2", "channel_id": "3", "content": "!board",
///     "author": {"id": "4", "username": "ann", "discriminator": "0", "avatar": null},
///     "timestamp": "2026-01-01T00:00:00+00:00", "tts": false, "mention_everyone": false,
///     "mentions": [], "mention_roles": [], "attachments": [], "embeds": [], "pinned": false,
///     "type": 0});
/// let (text, mentions) = bot::adapters::discord::read_message(event).unwrap();
/// assert_eq!((text.as_str(), mentions.len()), ("!board", 0));
/// ```
pub fn read_message(event: serde_json::Value) -> Option<(String, Vec<crate::message::User>)> {
    let msg = crate::platform::discord::lenient::message(event).ok()?;
    if msg.author.bot || msg.webhook_id.is_some() {
        return None;
    }
    let text = typed::command_text(&msg.content, None)?;
    Some((text, typed::mentions(&msg, None)))
}

/// Reads an `INTERACTION_CREATE` event's data as the adapter does; `None` when unreadable.
pub fn read_interaction(event: serde_json::Value) -> Option<serenity::all::Interaction> {
    crate::platform::discord::lenient::interaction(event).ok()
}

pub fn intents() -> GatewayIntents {
    GatewayIntents::GUILDS
        | GatewayIntents::GUILD_MESSAGES
        | GatewayIntents::DIRECT_MESSAGES
        | GatewayIntents::MESSAGE_CONTENT
}

/// Runs the Discord adapter until `stop` is requested, then stops cleanly: the gateway
/// closes, and the commands under way finish and answer within the stop's grace period.
/// An unreachable Discord is retried until it answers or `stop` is requested. Fails for what
/// retrying cannot mend: a refused token, disallowed intents, an invalid configuration.
pub async fn run<B: Backend>(
    backend: B,
    config: DiscordConfig,
    stop: Stop,
) -> Result<(), DiscordError> {
    match connect(backend, config, stop).await? {
        Some(running) => running.until_stopped().await,
        None => Ok(()),
    }
}

/// The running adapter.
pub struct Running {
    gateway: Gateway,
    outbound: JoinHandle<()>,
    in_flight: Arc<InFlight>,
    /// The messages waiting their turn, which a shutdown lets go out within its grace.
    outbox: Outbox<u64>,
    stop: Stop,
}

impl Running {
    /// Waits until the gateway client stops.
    pub async fn wait(mut self) -> Result<(), DiscordError> {
        let ended = self.gateway.ended().await;
        self.outbound.abort();
        gateway_outcome(ended)
    }

    /// Runs until the gateway client stops or `stop` completes; then stops as
    /// [`Running::shutdown`] does.
    pub async fn until(mut self, stop: impl Future<Output = ()>) -> Result<(), DiscordError> {
        let stopped = tokio::select! {
            ended = self.gateway.ended() => Some(ended),
            () = stop => None,
        };
        match stopped {
            None => {
                self.shutdown().await;
                Ok(())
            }
            Some(ended) => {
                self.outbound.abort();
                gateway_outcome(ended)
            }
        }
    }

    /// Runs until the gateway client stops or the stop it was started with is requested.
    async fn until_stopped(self) -> Result<(), DiscordError> {
        let stop = self.stop.clone();
        self.until(async move { stop.requested().await }).await
    }

    /// Stops taking events (the gateway connection closes), lets the commands under way
    /// finish and answer (they are committed; their answers should go out) within the grace
    /// period, and drops the gateway client. Bounded whatever the network does.
    pub async fn shutdown(self) {
        self.stop.request();
        let connected = self.gateway.close().await;
        if self
            .stop
            .within_grace(self.in_flight.idle())
            .await
            .is_none()
        {
            tracing::warn!(
                "commands still under way when the grace period ended were left unanswered"
            );
        }
        if self.stop.within_grace(self.outbox.idle()).await.is_none() {
            tracing::warn!("messages still waiting when the grace period ended were dropped");
        }
        self.outbound.abort();
        self.gateway.end(connected).await;
    }
}

/// How the gateway client's task ended.
fn gateway_outcome(result: Ended) -> Result<(), DiscordError> {
    match result {
        Ok(Ok(())) => Ok(()),
        Ok(Err(serenity::Error::Gateway(GatewayError::InvalidAuthentication))) => {
            Err(DiscordError::TokenRefused(
                "the gateway closed with 4004, authentication failed".into(),
            ))
        }
        Ok(Err(e)) => Err(e.into()),
        Err(e) => Err(DiscordError::Config(format!(
            "the gateway task failed: {e}"
        ))),
    }
}

/// Connects to Discord and returns once the gateway client runs; the adapter runs in spawned
/// tasks until [`Running::shutdown`]. An unreachable Discord is retried until it answers.
pub async fn start<B: Backend>(backend: B, config: DiscordConfig) -> Result<Running, DiscordError> {
    connect(backend, config, Stop::new())
        .await?
        .ok_or_else(|| DiscordError::Config("stopped before connecting".into()))
}

/// Checks the token, then starts the gateway client; `None` when `stop` came first.
async fn connect<B: Backend>(
    backend: B,
    config: DiscordConfig,
    stop: Stop,
) -> Result<Option<Running>, DiscordError> {
    config.health.down("connecting to Discord");
    let rest = Rest::new(&config.access(), stop.clone())?;
    // Taken before Discord answers: the scheduler waits for every adapter to listen, and what
    // it announces for Discord meanwhile waits here, not lost.
    let outbound_rx = backend.outbound();
    match rest.check_token().await {
        Ok(()) => {}
        Err(RestError::Interrupted(Interrupted::Stopping)) => return Ok(None),
        Err(e) if e.status() == Some(401) => {
            return Err(DiscordError::TokenRefused(
                "GET /users/@me answered 401 Unauthorized".into(),
            ));
        }
        // Any other answer (a proxy without the route) says nothing against the token: the
        // gateway checks it again (4004).
        Err(e) => tracing::warn!(error = %e, "could not check the token; trying the gateway"),
    }
    let shards = match shards_to_run(&rest, config.shards).await {
        Ok(shards) => shards,
        Err(RestError::Interrupted(Interrupted::Stopping)) => return Ok(None),
        Err(e) => return Err(e.into()),
    };
    let config = DiscordConfig {
        shards: Some(shards),
        ..config
    };
    let adapter = Arc::new(Adapter::new(backend, rest, config.clone()));
    // The client's own REST call (GET /gateway) goes where the adapter's go.
    let building = ClientBuilder::new_with_http(rest::serenity_http(&config.access())?, intents())
        .event_handler(Handler(adapter.clone()))
        .raw_event_handler(handler::Lenient(adapter.clone()));
    let Some(client) = stop.until_requested(building).await else {
        return Ok(None);
    };
    let health = config.health.clone();
    let Some(gateway) = Gateway::start(client?, &adapter.rest, shards, health, &stop).await else {
        return Ok(None);
    };
    let in_flight = adapter.in_flight.clone();
    let outbox = adapter.outbox.clone();
    // What the service posts on its own (reminders, time-outs).
    let outbound = tokio::spawn(outbound::forward(
        outbound_rx,
        Platform::Discord,
        move |out| {
            let adapter = adapter.clone();
            async move {
                let _busy = adapter.in_flight.enter();
                adapter.post_outbound(out).await;
            }
        },
    ));
    Ok(Some(Running {
        gateway,
        outbound,
        in_flight,
        outbox,
        stop,
    }))
}
