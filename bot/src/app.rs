//! The bot as a program: connect the store, build the service, start the scheduler, run the
//! adapters.

use anyhow::Context;

use crate::adapters::console::{self, ConsoleOptions};
use crate::adapters::{discord, telegram};
use crate::config::Config;
use crate::scheduler::Scheduler;
use crate::service::{Service, ServiceOptions};
use crate::store::Store;

/// Runs the bot until its adapters stop: the console (when no platform token is set) stops at
/// the end of its input.
pub async fn run(config: Config, console_options: ConsoleOptions) -> anyhow::Result<()> {
    let store = Store::connect(&config.database_url)
        .await
        .with_context(|| {
            format!(
                "opening the database {}",
                crate::store::redact(&config.database_url)
            )
        })?;
    let service = Service::new(
        store.clone(),
        ServiceOptions {
            bot_name: config.bot_name.clone(),
            ..ServiceOptions::default()
        },
    );
    // The correspondence clock and the reminders. Their state is in the store, so a restart
    // picks up every deadline; a deadline passed while the bot was down ends its game as soon
    // as every adapter listens (announced then, not lost to an adapter still connecting).
    let adapters = if config.console_only() {
        1
    } else {
        usize::from(config.telegram_token.is_some()) + usize::from(config.discord_token.is_some())
    };
    let scheduler = Scheduler::new(service.clone()).listeners(adapters).spawn();
    let result = if config.console_only() {
        tracing::info!(database = %crate::store::redact(&config.database_url), "console adapter");
        console::run(service, console_options)
            .await
            .context("console input/output")
    } else {
        run_platforms(&config, &service).await
    };
    // Let the last transactions finish and checkpoint the WAL.
    scheduler.stop().await;
    store.close().await;
    result
}

/// Telegram and Discord, each when its token is set, side by side on the one service (and
/// so the one store). Runs until Ctrl-C or SIGTERM stops both cleanly (Telegram answers the
/// updates it fetched, Discord closes its gateway), or until one adapter fails, which stops
/// the other too.
async fn run_platforms(config: &Config, service: &Service) -> anyhow::Result<()> {
    use futures::FutureExt;
    let (failed, mut on_failure) = tokio::sync::watch::channel(false);
    let stop = async move {
        tokio::select! {
            () = telegram::stop_signal() => {}
            _ = on_failure.wait_for(|failed| *failed) => {}
        }
    }
    .shared();
    let telegram = async {
        let Some(settings) = telegram::TelegramConfig::from_config(config) else {
            return Ok(());
        };
        tracing::info!(database = %crate::store::redact(&config.database_url), "Telegram adapter");
        let result = telegram::run_until(service.clone(), settings, stop.clone())
            .await
            .context("Telegram");
        if result.is_err() {
            failed.send_replace(true);
        }
        result
    };
    let discord = async {
        if config.discord_token.is_none() {
            return Ok(());
        }
        tracing::info!(database = %crate::store::redact(&config.database_url), "Discord adapter");
        let result = async {
            let settings = discord::DiscordConfig::from_config(config)?;
            discord::start(service.clone(), settings)
                .await?
                .until(stop.clone())
                .await
        }
        .await
        .context("Discord");
        if result.is_err() {
            failed.send_replace(true);
        }
        result
    };
    let (telegram_result, discord_result) = tokio::join!(telegram, discord);
    telegram_result.and(discord_result)
}
