//! The Discord adapter: serenity's gateway client and REST calls on one side, the service on
//! the other.
//!
//! Commands arrive typed (`!move 23x14`, or `@dama move 23x14`), as slash commands
//! registered from the one command table (`/move` autocompletes the author's legal moves),
//! or as buttons under earlier replies; all three reach the service as command text. Replies
//! go out as messages with Discord markdown, the board as an attachment shown by an embed
//! carrying the caption, buttons as components, refusals of slash commands as ephemeral
//! answers. See `README.md` here for the bot's settings in the Developer Portal.
//!
//! Entry point: [`run`], until the application's [`Stop`] (or [`start`] for a handle that
//! can stop it).
//!
//! The connection is the adapter's before it is serenity's: the token is checked with a REST
//! call that needs it (`GET /users/@me`; a 401 ends the adapter with
//! [`DiscordError::TokenRefused`], as does a gateway closed with 4004), and an unreachable
//! Discord is retried there with capped exponential backoff until it answers or the bot
//! stops. Only then does serenity's gateway client connect. Once it runs, serenity resumes
//! or reconnects a dropped session itself, every 5 s (its spacing of IDENTIFYs); the adapter
//! logs an outage at most every 30 s. serenity's shard manager cannot be told to stop while it
//! is between two connection attempts (it has no shard to close then), so a stop closes what
//! is open, lets the commands under way answer, and drops the rest.
//!
//! The process runs the shards of `DISCORD_SHARDS` (`0-3/8`), or every shard Discord
//! recommends when it is unset ([`shards`]); serenity identifies them one after the other,
//! 5 s apart, as Discord asks. An event is handled only by the shard of its guild.
//! [`DiscordConfig::health`] hears whether every shard of the process is connected.

mod backend;
mod commands;
mod config;
mod error;
mod handler;
mod lenient;
mod model;
mod render;
mod respond;
mod send;
mod threads;
mod typed;

use std::sync::Arc;
use std::time::Duration;

use serenity::all::{ClientBuilder, GatewayIntents, ShardManager};
use serenity::gateway::GatewayError;
use tokio::sync::broadcast::error::RecvError;
use tokio::task::JoinHandle;
use tokio::time::Instant;

pub use crate::platform::discord::{RestError, ShardRange, ShardsError};
pub use backend::Backend;
pub use config::{DiscordConfig, RetryPolicy};
pub use error::DiscordError;

use crate::metrics::Probe;
use crate::platform::discord::gateway::{address_through_proxy, connected_shards};
use crate::platform::discord::{Rest, rest};
use crate::platform::retry::{Interrupted, LOG_EVERY};
use crate::stop::Stop;
use handler::{Adapter, Handler, InFlight};

/// The gateway events the bot needs. MESSAGE_CONTENT is privileged: it must also be switched
/// on in the Developer Portal, or typed commands arrive empty (slash commands still work).
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
    shard_manager: Arc<ShardManager>,
    client: JoinHandle<Result<(), serenity::Error>>,
    outbound: JoinHandle<()>,
    watch: JoinHandle<()>,
    in_flight: Arc<InFlight>,
    stop: Stop,
}

/// How long a stop waits for serenity to close the gateway connection (it waits for
/// Discord's close frame, and for a shard being restarted up to 5 s).
const CLOSE_WITHIN: Duration = Duration::from_secs(2);

/// How long a stop waits for the gateway client to end once its shards are closed.
const CLIENT_ENDS_WITHIN: Duration = Duration::from_millis(500);

/// How long the gateway may be down before the adapter says so.
const DOWN_BEFORE_LOGGED: Duration = Duration::from_secs(10);

impl Running {
    /// Waits until the gateway client stops.
    pub async fn wait(mut self) -> Result<(), DiscordError> {
        let result = (&mut self.client).await;
        self.outbound.abort();
        self.watch.abort();
        gateway_outcome(result)
    }

    /// Runs until the gateway client stops or `stop` completes; then stops as
    /// [`Running::shutdown`] does.
    pub async fn until(mut self, stop: impl Future<Output = ()>) -> Result<(), DiscordError> {
        let stopped = tokio::select! {
            result = &mut self.client => Some(result),
            () = stop => None,
        };
        match stopped {
            None => {
                self.shutdown().await;
                Ok(())
            }
            Some(result) => {
                self.outbound.abort();
                self.watch.abort();
                gateway_outcome(result)
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
        let Running {
            shard_manager,
            mut client,
            outbound,
            watch,
            in_flight,
            stop,
        } = self;
        stop.request();
        watch.abort();
        // Between two connection attempts serenity has no shard to close (and its client
        // would go on trying): nothing is waited for then.
        let connected = connected_shards(&shard_manager).await > 0;
        let closing = tokio::spawn(async move { shard_manager.shutdown_all().await });
        if connected && tokio::time::timeout(CLOSE_WITHIN, closing).await.is_err() {
            tracing::debug!("the gateway connection did not close in time");
        }
        if stop.within_grace(in_flight.idle()).await.is_none() {
            tracing::warn!(
                "commands still under way when the grace period ended were left unanswered"
            );
        }
        outbound.abort();
        if !connected
            || tokio::time::timeout(CLIENT_ENDS_WITHIN, &mut client)
                .await
                .is_err()
        {
            client.abort();
        }
    }
}

/// How the gateway client's task ended.
fn gateway_outcome(
    result: Result<Result<(), serenity::Error>, tokio::task::JoinError>,
) -> Result<(), DiscordError> {
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
    let shards = match shards_to_run(&rest, &config).await {
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
        .raw_event_handler(lenient::Lenient(adapter.clone()));
    let Some(client) = stop.until_requested(building).await else {
        return Ok(None);
    };
    let mut client = client?;
    if adapter.rest.behind_proxy()
        && stop
            .until_requested(address_through_proxy(&adapter.rest, &client))
            .await
            .is_none()
    {
        return Ok(None);
    }
    let shard_manager = client.shard_manager.clone();
    let in_flight = adapter.in_flight.clone();
    let outbound = tokio::spawn(forward_outbound(adapter, outbound_rx));
    let watch = tokio::spawn(watch_gateway(
        shard_manager.clone(),
        shards,
        config.health.clone(),
    ));
    tracing::info!(%shards, "starting the Discord gateway shards");
    // serenity's range is `first..last` with the last one included (its own example starts
    // shards 4 to 7 with `4..7`).
    let range = shards.first..shards.last;
    let client = tokio::spawn(async move { client.start_shard_range(range, shards.total).await });
    Ok(Some(Running {
        shard_manager,
        client,
        outbound,
        watch,
        in_flight,
        stop,
    }))
}

/// The shards to run: `DISCORD_SHARDS`, or as many as Discord recommends (one when it does
/// not say: a proxy without the route). Fails only when the stop cuts the question.
async fn shards_to_run(rest: &Rest, config: &DiscordConfig) -> Result<ShardRange, RestError> {
    if let Some(shards) = config.shards {
        return Ok(shards);
    }
    match rest.recommended_shards().await {
        Ok(total) => Ok(ShardRange::all(total)),
        Err(RestError::Interrupted(why)) => Err(RestError::Interrupted(why)),
        Err(error) => {
            tracing::warn!(%error, "Discord recommends no shard count; running one shard");
            Ok(ShardRange::all(1))
        }
    }
}

/// Says when the gateway has been down a while, at most every [`LOG_EVERY`], and when it is
/// back: serenity retries on its own, with a log line per attempt that the binary's default
/// log filter leaves out. Tells `health` whether every shard is connected.
async fn watch_gateway(shard_manager: Arc<ShardManager>, shards: ShardRange, health: Probe) {
    let mut down_since: Option<Instant> = None;
    let mut logged: Option<Instant> = None;
    let expected = shards.count() as usize;
    loop {
        tokio::time::sleep(Duration::from_secs(1)).await;
        let connected = connected_shards(&shard_manager).await;
        match connected {
            n if n >= expected => health.up(),
            0 if expected == 1 => health.down("the gateway is not connected"),
            n => health.down(format!("{n} of {expected} shards connected ({shards})")),
        }
        match (connected > 0, down_since) {
            (true, _) => {
                if logged.take().is_some() {
                    tracing::info!("the Discord gateway is connected again");
                }
                down_since = None;
            }
            (false, None) => down_since = Some(Instant::now()),
            (false, Some(since)) => {
                let down_for = since.elapsed();
                if down_for >= DOWN_BEFORE_LOGGED
                    && logged.is_none_or(|at| at.elapsed() >= LOG_EVERY)
                {
                    tracing::warn!(
                        down_for = ?Duration::from_secs(down_for.as_secs()),
                        "the Discord gateway is not connected; serenity reconnects every 5 s"
                    );
                    logged = Some(Instant::now());
                }
            }
        }
    }
}

/// Sends what the service posts on its own (reminders, time-outs) to its channel.
async fn forward_outbound<B: Backend>(
    adapter: Arc<Adapter<B>>,
    mut rx: tokio::sync::broadcast::Receiver<crate::message::Outbound>,
) {
    loop {
        match rx.recv().await {
            Ok(out) => {
                let _busy = adapter.in_flight.enter();
                adapter.post_outbound(out).await;
            }
            Err(RecvError::Lagged(missed)) => {
                tracing::warn!(missed, "outbound messages dropped: the adapter fell behind");
            }
            Err(RecvError::Closed) => return,
        }
    }
}
