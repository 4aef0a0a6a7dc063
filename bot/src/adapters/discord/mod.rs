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
//! Entry point: [`run`] (or [`start`] for a handle that can stop it).

mod backend;
mod commands;
mod config;
mod error;
mod handler;
mod lenient;
mod people;
mod places;
mod render;
mod respond;
mod rest;
mod send;
mod threads;
mod typed;

use std::sync::Arc;
use std::time::Duration;

use serenity::all::{ClientBuilder, GatewayIntents, ShardManager};
use tokio::sync::broadcast::error::RecvError;
use tokio::task::JoinHandle;

pub use backend::Backend;
pub use config::{DiscordConfig, RetryPolicy};
pub use error::{DiscordError, RestError};

use handler::{Adapter, Handler, InFlight};
use rest::Rest;

/// The gateway events the bot needs. MESSAGE_CONTENT is privileged: it must also be switched
/// on in the Developer Portal, or typed commands arrive empty (slash commands still work).
pub fn intents() -> GatewayIntents {
    GatewayIntents::GUILDS
        | GatewayIntents::GUILD_MESSAGES
        | GatewayIntents::DIRECT_MESSAGES
        | GatewayIntents::MESSAGE_CONTENT
}

/// Runs the Discord adapter until the gateway connection ends for good (an invalid token,
/// disallowed intents) or the returned future is dropped.
pub async fn run<B: Backend>(backend: B, config: DiscordConfig) -> Result<(), DiscordError> {
    start(backend, config).await?.wait().await
}

/// The running adapter.
pub struct Running {
    shard_manager: Arc<ShardManager>,
    client: JoinHandle<Result<(), serenity::Error>>,
    outbound: JoinHandle<()>,
    in_flight: Arc<InFlight>,
}

/// How long a shutdown waits for the commands under way to finish and answer.
const FINISH_WITHIN: Duration = Duration::from_secs(10);

impl Running {
    /// Waits until the gateway client stops.
    pub async fn wait(mut self) -> Result<(), DiscordError> {
        let result = (&mut self.client).await;
        self.outbound.abort();
        gateway_outcome(result)
    }

    /// Runs until the gateway client stops or `stop` completes; then closes the connection.
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
                gateway_outcome(result)
            }
        }
    }

    /// Closes the gateway connection, lets the commands under way finish (they are
    /// committed; their answers should go out), and stops.
    pub async fn shutdown(self) {
        self.shard_manager.shutdown_all().await;
        if tokio::time::timeout(FINISH_WITHIN, self.in_flight.idle())
            .await
            .is_err()
        {
            tracing::warn!("commands still under way at shutdown were left unanswered");
        }
        let _ = self.wait().await;
    }
}

/// How the gateway client's task ended.
fn gateway_outcome(
    result: Result<Result<(), serenity::Error>, tokio::task::JoinError>,
) -> Result<(), DiscordError> {
    match result {
        Ok(Ok(())) => Ok(()),
        Ok(Err(e)) => Err(e.into()),
        Err(e) => Err(DiscordError::Config(format!(
            "the gateway task failed: {e}"
        ))),
    }
}

/// Connects to Discord and returns at once; the adapter runs in spawned tasks.
pub async fn start<B: Backend>(backend: B, config: DiscordConfig) -> Result<Running, DiscordError> {
    let rest = Rest::new(&config)?;
    let outbound_rx = backend.outbound();
    let adapter = Arc::new(Adapter::new(backend, rest, config.clone()));
    // The client's own REST call (GET /gateway) goes where the adapter's go.
    let mut client = ClientBuilder::new_with_http(rest::serenity_http(&config), intents())
        .event_handler(Handler(adapter.clone()))
        .raw_event_handler(lenient::Lenient(adapter.clone()))
        .await?;
    if config.proxy_base().is_some() {
        gateway_through_proxy(&adapter.rest, &client).await;
    }
    let shard_manager = client.shard_manager.clone();
    let in_flight = adapter.in_flight.clone();
    let outbound = tokio::spawn(forward_outbound(adapter, outbound_rx));
    let client = tokio::spawn(async move { client.start().await });
    Ok(Running {
        shard_manager,
        client,
        outbound,
        in_flight,
    })
}

/// serenity asks for the gateway address once and, if that fails, falls back to Discord's
/// own; behind a proxy that is never right, so a failed first ask is retried with the
/// adapter's policy (a 429 or 5xx from the proxy at start-up).
async fn gateway_through_proxy(rest: &Rest, client: &serenity::Client) {
    const DISCORD_GATEWAY: &str = "wss://gateway.discord.gg";
    if *client.ws_url.lock().await != DISCORD_GATEWAY {
        return;
    }
    #[derive(serde::Deserialize)]
    struct Gateway {
        url: String,
    }
    let request = serenity::http::Request::new(
        serenity::http::Route::Gateway,
        serenity::http::LightMethod::Get,
    );
    match rest
        .send_json::<Gateway>(rest::Call::new("get gateway", request, rest::Replay::Safe))
        .await
    {
        Ok(gateway) => *client.ws_url.lock().await = gateway.url,
        Err(e) => tracing::warn!(error = %e, "no gateway address from the proxy"),
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
