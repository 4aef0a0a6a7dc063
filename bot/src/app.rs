//! The bot as a program: connect the store, build the service, run the adapters.

use anyhow::Context;

use crate::adapters::console::{self, ConsoleOptions};
use crate::config::Config;
use crate::service::{Service, ServiceOptions};
use crate::store::Store;

/// Runs the bot until its adapters stop: the console (when no platform token is set) stops at
/// the end of its input.
pub async fn run(config: Config, console_options: ConsoleOptions) -> anyhow::Result<()> {
    let store = Store::connect(&config.database_url)
        .await
        .with_context(|| format!("opening the database {}", config.database_url))?;
    let service = Service::new(
        store.clone(),
        ServiceOptions {
            bot_name: config.bot_name.clone(),
            ..ServiceOptions::default()
        },
    );
    let result = if config.console_only() {
        tracing::info!(database = %config.database_url, "console adapter");
        console::run(service, console_options)
            .await
            .context("console input/output")
    } else if let Some(telegram) = crate::adapters::telegram::TelegramConfig::from_config(&config) {
        crate::adapters::telegram::run(service, telegram)
            .await
            .context("Telegram")
    } else {
        // The Telegram and Discord adapters are wired in here as they land.
        Err(anyhow::anyhow!(
            "TELEGRAM_TOKEN or DISCORD_TOKEN is set, but this build has no platform adapter yet; unset them to use the console"
        ))
    };
    // Let the last transactions finish and checkpoint the WAL.
    store.close().await;
    result
}
