use std::process::ExitCode;

use std::path::PathBuf;

use anyhow::Context;

use bot::adapters::console::ConsoleOptions;
use bot::cli;
use bot::config::Config;
use bot::metrics::StoreLatency;
use bot::stop::Stop;
use clap::{Parser, Subcommand};
use tracing_subscriber::{Layer, layer::SubscriberExt, util::SubscriberInitExt};

/// dama: play draughts in Discord and Telegram channels, or on the console.
///
/// With no command it runs the bot: the Telegram adapter when TELEGRAM_TOKEN is set, the
/// Discord adapter when DISCORD_TOKEN is set (both when both are), otherwise the console.
#[derive(Debug, Parser)]
#[command(name = "dama", version)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    run: RunArgs,
}

/// Options of the bot itself (no command, or `run`).
#[derive(Debug, Clone, clap::Args)]
struct RunArgs {
    /// Console: the folder where board images are written.
    #[arg(long, value_name = "DIR", default_value = "images", global = true)]
    images: PathBuf,
    /// The database, overriding DATABASE_URL (e.g. sqlite://dama.db).
    #[arg(long, value_name = "URL", global = true)]
    database: Option<String>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Count move sequences (perft) from a position.
    Perft(cli::perft::PerftArgs),
    /// List the legal moves of a position.
    Moves(cli::moves::MovesArgs),
    /// Draw a board image (PNG), as the bot posts it.
    Render(cli::render::RenderArgs),
    /// Play as an engine over the Hub protocol (Scan's), on standard input and output.
    Hub(cli::hub::HubArgs),
    /// The operator's commands on the database: copy, check, backup, restore.
    Store(cli::store::StoreArgs),
    /// Endgame databases: build, verify, info.
    Egtb(cli::egtb::EgtbArgs),
    /// Make puzzles from the engine's own games, add one, or count them.
    Puzzles(cli::puzzles::PuzzlesArgs),
    /// Run the bot (the same as no command).
    Run,
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            use clap::error::ErrorKind;
            if matches!(
                e.kind(),
                ErrorKind::DisplayHelp
                    | ErrorKind::DisplayVersion
                    | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
            ) {
                let _ = e.print();
                return ExitCode::SUCCESS;
            }
            // One line, not clap's usage block: scripts and people both read it.
            let rendered = e.render().to_string();
            let line = rendered.lines().next().unwrap_or("invalid arguments");
            eprintln!("{line}");
            return ExitCode::from(2);
        }
    };
    let result = match cli.command {
        Some(Command::Perft(args)) => cli::perft::run(args),
        Some(Command::Moves(args)) => cli::moves::run(args),
        Some(Command::Render(args)) => cli::render::run(args),
        Some(Command::Hub(args)) => cli::hub::run(args),
        Some(Command::Store(args)) => run_store(args, cli.run),
        Some(Command::Egtb(args)) => cli::egtb::run(args),
        Some(Command::Puzzles(args)) => {
            let database = cli
                .run
                .database
                .unwrap_or_else(|| Config::from_env().database_url);
            cli::puzzles::run(args, &database)
        }
        Some(Command::Run) | None => run_bot(cli.run),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Runs a `dama store` command on the database `--database` or `DATABASE_URL` names, with
/// warnings and errors logged on standard error.
fn run_store(args: cli::store::StoreArgs, run: RunArgs) -> anyhow::Result<()> {
    let config = Config::from_env();
    let database = run.database.unwrap_or(config.database_url);
    let filter =
        tracing_subscriber::EnvFilter::try_new(config.rust_log.as_deref().unwrap_or("warn"))
            .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn"));
    tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_env_filter(filter)
        .init();
    cli::store::run(args, &database)
}

/// Runs the bot: the console when no platform token is set. SIGTERM or Ctrl-C stops it
/// gracefully (see [`bot::stop`]).
fn run_bot(args: RunArgs) -> anyhow::Result<()> {
    let mut config = Config::from_env();
    if let Some(database) = args.database {
        config.database_url = database;
    }
    // Logs go to stderr, so the console's stdout carries only the conversation. The console
    // is quiet by default; a server logs each command. serenity and teloxide log each attempt
    // to reach a platform that is down; the adapters say it themselves, at most every 30 s.
    let default_filter = if config.console_only() {
        "warn"
    } else {
        "info,serenity=error,teloxide=warn"
    };
    let filter = tracing_subscriber::EnvFilter::try_new(
        config.rust_log.as_deref().unwrap_or(default_filter),
    )
    .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(default_filter));
    // With METRICS_ADDR the store latency histogram is read from sqlx's statement events,
    // which the log filter leaves out of the logs.
    let store_latency = config
        .metrics_addr
        .is_some()
        .then(|| StoreLatency.with_filter(StoreLatency::filter()));
    tracing_subscriber::registry()
        .with(
            tracing_subscriber::fmt::layer()
                .with_writer(std::io::stderr)
                .with_filter(filter),
        )
        .with(store_latency)
        .init();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    let result = runtime.block_on(async {
        let stop = Stop::new();
        stop.on_signals()
            .context("listening for SIGTERM and SIGINT")?;
        bot::app::run(
            config,
            ConsoleOptions {
                images: args.images,
            },
            stop,
        )
        .await
    });
    // What outlived the stop (a DNS lookup on a blocking thread, serenity between two
    // connection attempts) must not hold up the exit.
    runtime.shutdown_background();
    result
}
