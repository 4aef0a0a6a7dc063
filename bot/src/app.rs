//! The bot as a program: connect the store, build the service, run the adapters.

use anyhow::Context;

use crate::adapters::console::{self, ConsoleOptions};
use crate::adapters::{discord, telegram};
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
    } else {
        run_platforms(&config, &service).await
    };
    // Let the last transactions finish and checkpoint the WAL.
    store.close().await;
    result
}

/// Telegram and Discord, each when its token is set, side by side on the one service (and
/// so the one store). Runs until the Telegram adapter stops on Ctrl-C or SIGTERM (cleanly:
/// its fetched updates are answered), or until either adapter fails.
async fn run_platforms(config: &Config, service: &Service) -> anyhow::Result<()> {
    let telegram = async {
        match telegram::TelegramConfig::from_config(config) {
            Some(settings) => {
                tracing::info!(database = %config.database_url, "Telegram adapter");
                telegram::run(service.clone(), settings)
                    .await
                    .context("Telegram")
            }
            None => std::future::pending().await,
        }
    };
    let discord = async {
        if config.discord_token.is_none() {
            return std::future::pending().await;
        }
        let settings = discord::DiscordConfig::from_config(config)?;
        discord::run(service.clone(), settings)
            .await
            .context("Discord")
    };
    tokio::select! {
        result = telegram => result,
        result = discord => result,
    }
}
