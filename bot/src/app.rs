//! The bot as a program: read the settings, connect the store, build the service, start the
//! scheduler, the puzzle finder and the metrics server (`METRICS_ADDR`), run the adapters
//! until the application's [`Stop`], then stop in order.

use std::time::Duration;

use anyhow::Context;

use crate::adapters::console::{self, ConsoleOptions};
use crate::adapters::{discord, telegram};
use crate::config::Config;
use crate::limits::Limits;
use crate::metrics::{self, Health, MetricsServer, Monitor};
use crate::scheduler::Scheduler;
use crate::service::{EngineOptions, FinderTask, Service, ServiceOptions};
use crate::stop::Stop;
use crate::store::Store;

/// How long the store may take to close once the adapters have stopped (the last
/// transactions finish and SQLite checkpoints its WAL).
const CLOSE_STORE_WITHIN: Duration = Duration::from_secs(1);

/// Runs the bot until `stop` is requested, or until its adapters stop on their own: the
/// console (when no platform token is set) at the end of its input, a platform adapter when
/// it fails for good (a refused token), which stops the others too.
///
/// The order of a stop: the adapters take no new updates and the metrics server no new
/// requests; the adapters answer the updates under way within the stop's grace period; then
/// the scheduler stops and the store closes.
pub async fn run(
    config: Config,
    console_options: ConsoleOptions,
    stop: Stop,
) -> anyhow::Result<()> {
    // Every setting is read before anything starts: a bad value is one line naming its
    // variable, and nothing half-started.
    let health = Health::default();
    let limits = Limits::from_vars(&config.limit_vars)?;
    let mut telegram = telegram::TelegramConfig::from_config(&config)?;
    let mut discord = match config.discord_token {
        Some(_) => Some(discord::DiscordConfig::from_config(&config)?),
        None => None,
    };
    let chores = crate::config::Chores::from_config(&config)?;
    let metrics_address = config
        .metrics_addr
        .as_deref()
        .map(MetricsServer::parse_address)
        .transpose()?;
    if let Some(telegram) = &mut telegram {
        telegram.health = health.probe("telegram");
        telegram.limits = limits;
    }
    if let Some(discord) = &mut discord {
        discord.health = health.probe("discord");
        discord.limits = limits;
    }
    // Installed before the first command, so that every one is counted.
    let prometheus = metrics_address.map(|_| metrics::prometheus());
    let metrics_listener = match metrics_address {
        Some(address) => Some(MetricsServer::bind(address).await?),
        None => None,
    };
    let Some(store) = stop
        .until_requested(Store::connect(&config.database_url))
        .await
    else {
        return Ok(());
    };
    let store = store.with_context(|| {
        format!(
            "opening the database {}",
            crate::store::redact(&config.database_url)
        )
    })?;
    // This process says it runs on the database, and beats while it does: the operator's
    // tools refuse to replace or fill a database a bot runs on.
    let process = store
        .process_started()
        .await
        .context("writing this process's line in the database")?;
    let heartbeat = tokio::spawn(beat(store.clone(), process.clone()));
    let service = Service::new(
        store.clone(),
        ServiceOptions {
            bot_name: config.bot_name.clone(),
            engine: EngineOptions {
                per_person: limits.engine_per_person,
                search_threads: config
                    .engine_threads
                    .unwrap_or_else(engine::default_threads),
                endgames: open_endgames(&config.egtb_dir),
                ..EngineOptions::default()
            },
            ..ServiceOptions::default()
        },
    );
    let metrics_server = metrics_listener
        .zip(prometheus)
        .map(|(listener, prometheus)| {
            let monitor = Monitor {
                store: service.store().clone(),
                health,
                prometheus,
                backlog: crate::scheduler::backlog(service.store().clone()),
            };
            let stop = stop.clone();
            MetricsServer::serve(listener, monitor, async move { stop.requested().await })
        });
    // The correspondence clock and the reminders. Their state is in the store, so a restart
    // picks up every deadline; a deadline passed while the bot was down ends its game as soon
    // as every adapter listens (each does from its start, before its platform answers).
    let adapters = if config.console_only() {
        1
    } else {
        usize::from(telegram.is_some()) + usize::from(discord.is_some())
    };
    let scheduler = Scheduler::new(service.clone())
        .listeners(adapters)
        .chores(chores)
        .spawn();
    // Puzzles from finished games, in the background at low priority.
    let finder = config
        .puzzle_finder
        .then(|| FinderTask::spawn(service.clone()));
    let result = if config.console_only() {
        tracing::info!(database = %crate::store::redact(&config.database_url), "console adapter");
        console::run(service.clone(), console_options, stop.clone())
            .await
            .context("console input/output")
    } else {
        run_platforms(&config, telegram, discord, &service, &stop).await
    };
    // The bot's searches and analyses under way stop; what it had not yet played it plays
    // after the restart.
    service.stop_background().await;
    if let Some(finder) = finder {
        finder.stop().await;
    }
    scheduler.stop().await;
    if let Some(server) = metrics_server {
        server.close().await;
    }
    heartbeat.abort();
    if let Err(error) = store.process_stopped(&process).await {
        tracing::warn!(%error, "this process's line stays in the database until it goes stale");
    }
    if tokio::time::timeout(CLOSE_STORE_WITHIN, store.close())
        .await
        .is_err()
    {
        tracing::warn!("the store did not close in time");
    }
    result
}

/// Beats for process `id` every [`crate::store::BEAT`] until aborted; a beat that fails
/// (the database out of reach) is tried again at the next.
async fn beat(store: Store, id: String) {
    let mut every = tokio::time::interval(crate::store::BEAT);
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        every.tick().await;
        if store.is_closed() {
            return;
        }
        if let Err(error) = store.process_beats(&id).await {
            tracing::warn!(%error, "heartbeat");
        }
    }
}

/// Telegram and Discord, each when its token is set, side by side on the one service (and
/// so the one store), until `stop`. An adapter that fails for good requests the stop, so the
/// other stops cleanly too; an unreachable platform does not fail: it is retried while the
/// other serves.
async fn run_platforms(
    config: &Config,
    telegram: Option<telegram::TelegramConfig>,
    discord: Option<discord::DiscordConfig>,
    service: &Service,
    stop: &Stop,
) -> anyhow::Result<()> {
    let telegram = async {
        let Some(settings) = telegram else {
            return Ok(());
        };
        tracing::info!(database = %crate::store::redact(&config.database_url), "Telegram adapter");
        let result = telegram::run(service.clone(), settings, stop.clone()).await;
        if result.is_err() {
            stop.request();
        }
        result.map_err(anyhow::Error::from)
    };
    let discord = async {
        let Some(settings) = discord else {
            return Ok(());
        };
        tracing::info!(database = %crate::store::redact(&config.database_url), "Discord adapter");
        let result = discord::run(service.clone(), settings, stop.clone()).await;
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

/// Maps the endgame databases under `dir` (headers only: the tables are read as the searches
/// probe them) and says what was found. `None` when there are none.
fn open_endgames(dir: &str) -> Option<std::sync::Arc<dyn engine::Tablebase>> {
    let tables = egtb::Tablebase::open(std::path::Path::new(dir));
    for problem in tables.problems() {
        tracing::warn!(%problem, "endgame table left out");
    }
    let summary = tables.summary();
    if summary.is_empty() {
        tracing::info!(
            dir,
            "no endgame databases (build them with `dama egtb build`)"
        );
        return None;
    }
    for set in &summary {
        tracing::info!(
            set = %egtb::set_name(set.variant, set.giveaway),
            pieces = set.complete,
            tables = set.tables,
            "endgame databases"
        );
    }
    Some(std::sync::Arc::new(tables))
}
