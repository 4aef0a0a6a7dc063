//! `dama egtb build|verify|info`: the endgame databases.

use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

use rules::Variant;

/// The data directory when neither `--dir` nor EGTB_DIR says.
pub const DEFAULT_DIR: &str = crate::config::DEFAULT_EGTB_DIR;

/// Build, check or list the endgame databases.
#[derive(Debug, clap::Args)]
pub struct EgtbArgs {
    #[command(subcommand)]
    pub command: EgtbCommand,
}

#[derive(Debug, clap::Subcommand)]
pub enum EgtbCommand {
    /// Build every ending of a variant up to a number of pieces (tables already built are
    /// kept: a stopped build goes on where it was).
    Build(SetArgs),
    /// Check a variant's tables: their checksums, and every position against its moves.
    Verify(VerifyArgs),
    /// List the tables found: variants, pieces, positions, sizes.
    Info(InfoArgs),
    /// What the tables say of a position (as the start of a game), and the move they play.
    Probe(ProbeArgs),
}

#[derive(Debug, clap::Args)]
pub struct ProbeArgs {
    /// The variant of the position.
    #[arg(long)]
    pub variant: String,
    /// The position, in PDN FEN (`W:WK22,K18:BK1`).
    #[arg(long)]
    pub fen: String,
    /// The giveaway game's tables.
    #[arg(long)]
    pub giveaway: bool,
    /// The data directory (default: EGTB_DIR, else data/egtb).
    #[arg(long, value_name = "DIR")]
    pub dir: Option<PathBuf>,
}

#[derive(Debug, clap::Args)]
pub struct SetArgs {
    /// english, italian, spanish, international, brazilian, dameo, russian, turkish, pool,
    /// czech, frisian or canadian.
    #[arg(long)]
    pub variant: String,
    /// The most pieces on the board (both sides together), 2 to 8.
    #[arg(long, value_parser = clap::value_parser!(u32).range(2..=8))]
    pub pieces: u32,
    /// The giveaway game's tables (the side that cannot move wins).
    #[arg(long)]
    pub giveaway: bool,
    /// The data directory (default: EGTB_DIR, else data/egtb).
    #[arg(long, value_name = "DIR")]
    pub dir: Option<PathBuf>,
}

#[derive(Debug, clap::Args)]
pub struct VerifyArgs {
    #[command(flatten)]
    pub set: SetArgs,
    /// Check only these tables (`--only KKvKKK,KKKvKK`), reading the others as moves lead
    /// there: a large set checked a few tables at a time.
    #[arg(long, value_delimiter = ',', value_name = "MATERIALS")]
    pub only: Vec<String>,
}

#[derive(Debug, clap::Args)]
pub struct InfoArgs {
    /// Show the tables of one material each (`MKvK …`), not only the totals.
    #[arg(long)]
    pub tables: bool,
    /// The data directory (default: EGTB_DIR, else data/egtb).
    #[arg(long, value_name = "DIR")]
    pub dir: Option<PathBuf>,
}

/// The data directory: the option, else EGTB_DIR, else [`DEFAULT_DIR`].
pub fn data_dir(option: Option<PathBuf>) -> PathBuf {
    option
        .or_else(|| std::env::var_os("EGTB_DIR").map(PathBuf::from))
        .unwrap_or_else(|| PathBuf::from(DEFAULT_DIR))
}

pub fn run(args: EgtbArgs) -> anyhow::Result<()> {
    match args.command {
        EgtbCommand::Build(set) => build(set),
        EgtbCommand::Verify(set) => verify(set),
        EgtbCommand::Info(info) => show(info),
        EgtbCommand::Probe(probe) => probe_position(probe),
    }
}

fn probe_position(args: ProbeArgs) -> anyhow::Result<()> {
    let position = super::position(&args.variant, Some(&args.fen))?;
    let options = rules::GameOptions {
        giveaway: args.giveaway,
        ..rules::GameOptions::default()
    };
    let game = rules::Game::from_position(position, options).map_err(|e| anyhow::anyhow!("{e}"))?;
    let tables = egtb::Tablebase::open(&data_dir(args.dir));
    match tables.probe(&position, game.counters(), args.giveaway) {
        None => println!("not decided by the tables"),
        Some(value) => {
            println!("{value} for {}", position.turn());
            if let Some((mv, _)) = tables.best_move(&game) {
                println!("move: {}", position.move_text(&mv));
            }
        }
    }
    Ok(())
}

fn build(args: SetArgs) -> anyhow::Result<()> {
    let variant: Variant = args.variant.parse()?;
    let dir = data_dir(args.dir);
    let stdout = std::io::stdout();
    let started = Instant::now();
    let report = egtb::build_set(&dir, variant, args.giveaway, args.pieces, &mut |line| {
        let mut out = stdout.lock();
        let _ = writeln!(out, "[{:>7.1} s] {line}", started.elapsed().as_secs_f64());
        let _ = out.flush();
    })?;
    println!(
        "{}: {} tables up to {} pieces, {} positions, {} in {}, built in {:.1} s",
        egtb::set_name(variant, args.giveaway),
        report.tables.len(),
        args.pieces,
        report.positions(),
        size(report.bytes()),
        dir.display(),
        report.time.as_secs_f64()
    );
    Ok(())
}

fn verify(VerifyArgs { set: args, only }: VerifyArgs) -> anyhow::Result<()> {
    let variant: Variant = args.variant.parse()?;
    let dir = data_dir(args.dir);
    let only = only
        .iter()
        .map(|name| name.parse::<egtb::Material>())
        .collect::<Result<Vec<_>, _>>()?;
    if let Some(material) = only.iter().find(|m| m.pieces() > args.pieces) {
        anyhow::bail!(
            "{material} has {} pieces: more than --pieces {}",
            material.pieces(),
            args.pieces
        );
    }
    let stdout = std::io::stdout();
    let report = egtb::verify_tables(
        &dir,
        variant,
        args.giveaway,
        args.pieces,
        (!only.is_empty()).then_some(only.as_slice()),
        &mut |line| {
            let mut out = stdout.lock();
            let _ = writeln!(out, "{line}");
            let _ = out.flush();
        },
    )?;
    for error in &report.errors {
        println!("error: {error}");
    }
    if report.errors.is_empty() {
        println!(
            "{}: {} tables, {} positions: every value agrees with its moves",
            egtb::set_name(variant, args.giveaway),
            report.tables,
            report.positions
        );
        Ok(())
    } else {
        anyhow::bail!(
            "{}: {} problems found in {} tables",
            egtb::set_name(variant, args.giveaway),
            report.errors.len(),
            report.tables
        )
    }
}

fn show(args: InfoArgs) -> anyhow::Result<()> {
    let dir = data_dir(args.dir);
    let tables = egtb::Tablebase::open(&dir);
    for problem in tables.problems() {
        println!("left out: {problem}");
    }
    let summary = tables.summary();
    if summary.is_empty() {
        println!(
            "no endgame tables in {}: build some with `dama egtb build --variant english --pieces 4`",
            dir.display()
        );
        return Ok(());
    }
    for set in summary {
        println!(
            "{}: complete up to {} pieces, {} tables, {} positions, {}",
            egtb::set_name(set.variant, set.giveaway),
            set.complete,
            set.tables,
            set.positions,
            size(set.bytes)
        );
        if args.tables {
            for h in &set.headers {
                println!(
                    "  {}{}: {} positions: {} won, {} drawn, {} lost (side to move), longest {} plies",
                    h.material,
                    if h.model == egtb::Model::Exact {
                        String::new()
                    } else {
                        format!(" ({})", h.model.name())
                    },
                    h.positions - h.empty,
                    h.wins,
                    h.draws,
                    h.losses,
                    h.longest
                );
            }
        }
    }
    Ok(())
}

/// Bytes for people: `812 KiB`, `37.5 MiB`.
fn size(bytes: u64) -> String {
    const KIB: f64 = 1024.0;
    let b = bytes as f64;
    if b < KIB * KIB {
        format!("{:.0} KiB", b / KIB)
    } else if b < KIB * KIB * KIB {
        format!("{:.1} MiB", b / KIB / KIB)
    } else {
        format!("{:.2} GiB", b / KIB / KIB / KIB)
    }
}
