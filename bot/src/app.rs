//! The bot as a program: connect the store, build the service, start the scheduler, run the
//! adapters until the application's [`Stop`], then stop in order.

use std::time::Duration;

use anyhow::Context;

use crate::adapters::console::{self, ConsoleOptions};
use crate::adapters::{discord, telegram};
use crate::config::Config;
use crate::scheduler::Scheduler;
use crate::service::{Service, ServiceOptions};
use crate::stop::Stop;
use crate::store::Store;

/// How long the store may take to close once the adapters have stopped (the last
/// transactions finish and SQLite checkpoints its WAL).
const CLOSE_STORE_WITHIN: Duration = Duration::from_secs(1);

/// Runs the bot until `stop` is requested, or until its adapters stop on their own: the
/// console (when no platform token is set) at the end of its input, a platform adapter when
/// it fails for good (a refused token), which stops the others too.
///
/// The order of a stop: the adapters take no new updates and answer those under way within
/// the stop's grace period; then the scheduler stops and the store closes.
pub async fn run(
    config: Config,
    console_options: ConsoleOptions,
    stop: Stop,
) -> anyhow::Result<()> {
    let Some(store) = stop
        .until_requested(Store::connect(&config.database_url))
        .await
    else {
        return Ok(());
    };
    let store = store.with_context(|| format!("opening the database {}", config.database_url))?;
    let service = Service::new(
        store.clone(),
        ServiceOptions {
            bot_name: config.bot_name.clone(),
            ..ServiceOptions::default()
        },
    );
    // The correspondence clock and the reminders. Their state is in the store, so a restart
    // picks up every deadline; a deadline passed while the bot was down ends its game as soon
    // as every adapter listens (each does from its start, before its platform answers).
    let adapters = if config.console_only() {
        1
    } else {
        usize::from(config.telegram_token.is_some()) + usize::from(config.discord_token.is_some())
    };
    let scheduler = Scheduler::new(service.clone()).listeners(adapters).spawn();
    let result = if config.console_only() {
        tracing::info!(database = %config.database_url, "console adapter");
        console::run(service.clone(), console_options, stop.clone())
            .await
            .context("console input/output")
    } else {
        run_platforms(&config, &service, &stop).await
    };
    // The bot's searches and analyses under way stop; what it had not yet played it plays
    // after the restart.
    service.stop_background().await;
    scheduler.stop().await;
    if tokio::time::timeout(CLOSE_STORE_WITHIN, store.close())
        .await
        .is_err()
    {
        tracing::warn!("the store did not close in time");
    }
    result
}

/// Telegram and Discord, each when its token is set, side by side on the one service (and
/// so the one store), until `stop`. An adapter that fails for good requests the stop, so the
/// other stops cleanly too; an unreachable platform does not fail: it is retried while the
/// other serves.
async fn run_platforms(config: &Config, service: &Service, stop: &Stop) -> anyhow::Result<()> {
    let telegram = async {
        let Some(settings) = telegram::TelegramConfig::from_config(config) else {
            return Ok(());
        };
        tracing::info!(database = %config.database_url, "Telegram adapter");
        let result = telegram::run(service.clone(), settings, stop.clone()).await;
        if result.is_err() {
            stop.request();
        }
        result.map_err(anyhow::Error::from)
    };
    let discord = async {
        if config.discord_token.is_none() {
            return Ok(());
        }
        tracing::info!(database = %config.database_url, "Discord adapter");
        let result = match discord::DiscordConfig::from_config(config) {
            Ok(settings) => discord::run(service.clone(), settings, stop.clone()).await,
            Err(e) => Err(e),
        };
        if result.is_err() {
            stop.request();
        }
        result.map_err(anyhow::Error::from)
    };
    match tokio::join!(telegram, discord) {
        (Ok(()), Ok(())) => Ok(()),
        (Err(e), Ok(())) | (Ok(()), Err(e)) => Err(e),
        // One line that names both.
        (Err(telegram), Err(discord)) => Err(anyhow::anyhow!("{telegram}; {discord}")),
    }
}
