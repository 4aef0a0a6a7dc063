//! serenity's gateway client as Discord documents the gateway: the shards that are
//! connected, and the gateway address behind another API address.

use serenity::all::ShardManager;
use serenity::gateway::ConnectionStage;
use serenity::http::{LightMethod, Request, Route};

use super::rest::{Call, Replay, Rest};

/// How many of the process's shards are connected (their session up).
pub async fn connected_shards(shard_manager: &ShardManager) -> usize {
    shard_manager
        .runners
        .lock()
        .await
        .values()
        .filter(|runner| runner.stage == ConnectionStage::Connected)
        .count()
}

/// serenity asks for the gateway address once and, if that fails, falls back to Discord's
/// own; behind a proxy that is never right, so a failed first ask is retried with the REST
/// policy (a 429 or 5xx from the proxy at start-up).
pub async fn address_through_proxy(rest: &Rest, client: &serenity::Client) {
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
