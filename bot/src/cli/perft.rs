use std::io::Write;

use rules::{Routes, perft};

/// Counts the legal move sequences from a position, one line per depth: `<depth> <nodes>`.
#[derive(Debug, clap::Args)]
pub struct PerftArgs {
    /// english, italian, spanish, international, brazilian, dameo, russian, turkish, pool,
    /// czech, frisian or canadian.
    #[arg(long)]
    pub variant: String,
    /// The position, in PDN FEN (`W:W21-32:B1-12`); the start position when omitted.
    #[arg(long)]
    pub fen: Option<String>,
    /// The deepest depth to count.
    #[arg(long)]
    pub depth: u32,
    /// Count capture routes that share start, end and captured pieces once (`distinct`, the
    /// FMJD rule) or once per route (`all`).
    #[arg(long, default_value = "distinct", value_parser = ["distinct", "all"])]
    pub routes: String,
}

pub fn run(args: PerftArgs) -> anyhow::Result<()> {
    let position = super::position(&args.variant, args.fen.as_deref())?;
    let routes = if args.routes == "all" {
        Routes::All
    } else {
        Routes::Distinct
    };
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for depth in 1..=args.depth {
        writeln!(out, "{depth} {}", perft(&position, depth, routes))?;
        out.flush()?;
    }
    Ok(())
}
