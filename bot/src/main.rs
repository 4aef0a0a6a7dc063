use std::process::ExitCode;

use bot::cli;
use clap::{Parser, Subcommand};

/// dama: play draughts in Discord and Telegram channels, or on the console.
///
/// With no command it runs the bot: the Telegram adapter when TELEGRAM_TOKEN is set, the
/// Discord adapter when DISCORD_TOKEN is set (both when both are), otherwise the console.
#[derive(Debug, Parser)]
#[command(name = "dama", version)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Count move sequences (perft) from a position.
    Perft(cli::perft::PerftArgs),
    /// List the legal moves of a position.
    Moves(cli::moves::MovesArgs),
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
        None => Err(anyhow::anyhow!("the bot service is not built yet")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
