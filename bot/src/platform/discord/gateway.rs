//! serenity's gateway client as Discord documents the gateway: the shards to run, their
//! connection watched and closed within bounds, and the gateway address behind another API
//! address.
//!
//! serenity resumes or reconnects a dropped session itself, every 5 s (its spacing of
//! IDENTIFYs), and identifies a process's shards one after the other, 5 s apart, as Discord
//! asks; [`Gateway`] logs an outage at most every [`LOG_EVERY`]. serenity's shard manager
//! cannot be told to stop while it is between two connection attempts (it has no shard to
//! close then): [`Gateway::close`] closes what is open.

use std::sync::Arc;
use std::time::Duration;

use serenity::all::ShardManager;
use serenity::gateway::ConnectionStage;
use serenity::http::{LightMethod, Request, Route};
use tokio::task::{JoinError, JoinHandle};
use tokio::time::Instant;

use super::error::RestError;
use super::rest::{Call, Replay, Rest};
use super::shards::ShardRange;
use crate::metrics::Probe;
use crate::platform::retry::LOG_EVERY;
use crate::stop::Stop;

/// How long a close waits for serenity to close the gateway connection (it waits for
/// Discord's close frame, and for a shard being restarted up to 5 s).
const CLOSE_WITHIN: Duration = Duration::from_secs(2);

/// How long [`Gateway::end`] waits for the client to end once its shards are closed.
const CLIENT_ENDS_WITHIN: Duration = Duration::from_millis(500);

/// How long the gateway may be down before it is logged.
const DOWN_BEFORE_LOGGED: Duration = Duration::from_secs(10);

/// How the gateway client's task ended.
pub type Ended = Result<Result<(), serenity::Error>, JoinError>;

/// serenity's gateway client running a range of shards in a task of its own, and a watch
/// that tells a [`Probe`] whether every shard is connected.
pub struct Gateway {
    shard_manager: Arc<ShardManager>,
    client: JoinHandle<Result<(), serenity::Error>>,
    watch: JoinHandle<()>,
}

impl Gateway {
    /// Starts `shards` of `client` (behind a proxy, once the proxy has named the gateway
    /// address); `None` when `stop` is requested first.
    pub async fn start(
        mut client: serenity::Client,
        rest: &Rest,
        shards: ShardRange,
        health: Probe,
        stop: &Stop,
    ) -> Option<Gateway> {
        if rest.behind_proxy() {
            stop.until_requested(address_through_proxy(rest, &client))
                .await?;
        }
        let shard_manager = client.shard_manager.clone();
        let watch = tokio::spawn(watch(shard_manager.clone(), shards, health));
        tracing::info!(%shards, "starting the Discord gateway shards");
        // serenity's range is `first..last` with the last one included (its own example
        // starts shards 4 to 7 with `4..7`).
        let range = shards.first..shards.last;
        let client =
            tokio::spawn(async move { client.start_shard_range(range, shards.total).await });
        Some(Gateway {
            shard_manager,
            client,
            watch,
        })
    }

    /// Waits until the client ends (it gave up, or was closed).
    pub async fn ended(&mut self) -> Ended {
        let ended = (&mut self.client).await;
        self.watch.abort();
        ended
    }

    /// Closes the shards' connections, waiting a bounded time; returns whether any was
    /// connected.
    pub async fn close(&self) -> bool {
        self.watch.abort();
        let connected = connected_shards(&self.shard_manager).await > 0;
        let shard_manager = self.shard_manager.clone();
        let closing = tokio::spawn(async move { shard_manager.shutdown_all().await });
        if connected && tokio::time::timeout(CLOSE_WITHIN, closing).await.is_err() {
            tracing::debug!("the gateway connection did not close in time");
        }
        connected
    }

    /// Drops the client after [`Gateway::close`]: it is given a moment to end when its
    /// shards were connected (between two connection attempts it would go on trying).
    pub async fn end(mut self, connected: bool) {
        if !connected
            || tokio::time::timeout(CLIENT_ENDS_WITHIN, &mut self.client)
                .await
                .is_err()
        {
            self.client.abort();
        }
    }
}

/// The shards to run: `configured`, or as many as Discord recommends (one when it does not
/// say: a proxy without the route). Fails only when the stop cuts the question.
pub async fn shards_to_run(
    rest: &Rest,
    configured: Option<ShardRange>,
) -> Result<ShardRange, RestError> {
    if let Some(shards) = configured {
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

/// How many of the process's shards are connected (their session up).
async fn connected_shards(shard_manager: &ShardManager) -> usize {
    shard_manager
        .runners
        .lock()
        .await
        .values()
        .filter(|runner| runner.stage == ConnectionStage::Connected)
        .count()
}

/// Says when the gateway has been down a while, at most every [`LOG_EVERY`], and when it is
/// back: serenity retries on its own, with a log line per attempt that the binary's default
/// log filter leaves out. Tells `health` whether every shard is connected.
async fn watch(shard_manager: Arc<ShardManager>, shards: ShardRange, health: Probe) {
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

/// serenity asks for the gateway address once and, if that fails, falls back to Discord's
/// own; behind a proxy that is never right, so a failed first ask is retried with the REST
/// policy (a 429 or 5xx from the proxy at start-up).
async fn address_through_proxy(rest: &Rest, client: &serenity::Client) {
    const DISCORD_GATEWAY: &str = "wss://gateway.discord.gg";
    if *client.ws_url.lock().await != DISCORD_GATEWAY {
        return;
    }
    #[derive(serde::Deserialize)]
    struct Gateway {
        url: String,
    }
    let request = Request::new(Route::Gateway, LightMethod::Get);
    match rest
        .send_json::<Gateway>(Call::new("get gateway", request, Replay::Safe))
        .await
    {
        Ok(gateway) => *client.ws_url.lock().await = gateway.url,
        Err(e) => tracing::warn!(error = %e, "no gateway address from the proxy"),
    }
}
