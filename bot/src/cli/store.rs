//! `dama store …`: the operator's commands on a database (see [`crate::operating`]).
//!
//! - `dama store copy --from URL --to URL`: every table into an empty database, verified;
//! - `dama store check`: the schema, the foreign keys, every game replayed;
//! - `dama store backup PATH`: a consistent snapshot of a running bot's database;
//! - `dama store restore PATH`: a backup put back, while no bot runs on the database.
//!
//! The database is `--database`, else `DATABASE_URL`, else `sqlite://dama.db`.

use std::path::PathBuf;
use std::sync::Mutex;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::operating::backup::{backup, restore};
use crate::operating::check::{CheckReport, check};
use crate::store::copy::{CopyOptions, CopyProgress, DEFAULT_BATCH, copy};
use crate::store::schema::SchemaVersion;
use crate::store::{OpenOptions, Store, redact};

#[derive(Debug, clap::Args)]
pub struct StoreArgs {
    #[command(subcommand)]
    pub command: StoreCommand,
}

#[derive(Debug, clap::Subcommand)]
pub enum StoreCommand {
    /// Copy every table into an empty database (SQLite to PostgreSQL, back, or SQLite to
    /// SQLite), verified by row counts and checksums read back from the target.
    Copy {
        /// The database to copy (e.g. sqlite://dama.db).
        #[arg(long, value_name = "URL")]
        from: String,
        /// The empty database to copy into (e.g. postgres://dama:…@host/dama); migrated first.
        #[arg(long, value_name = "URL")]
        to: String,
        /// Rows per transaction on the target.
        #[arg(long, value_name = "ROWS", default_value_t = DEFAULT_BATCH)]
        batch: usize,
        /// Throw away an unfinished copy in the target and copy everything anew.
        #[arg(long)]
        restart: bool,
        /// Copy from a database a bot is running on, as it is when the copy begins.
        #[arg(long)]
        live: bool,
    },
    /// Check a database: its schema version, its foreign keys, every game's moves replayed.
    Check,
    /// Write a consistent snapshot of the database (a running bot's too) to a new file.
    Backup {
        /// The new file.
        path: PathBuf,
    },
    /// Put a backup in place of the SQLite database (refused while a bot runs on it).
    Restore {
        /// The backup file.
        path: PathBuf,
    },
}

/// Runs a `dama store` command on `database` (the URL `--database` or `DATABASE_URL` names).
pub fn run(args: StoreArgs, database: &str) -> anyhow::Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async {
        match args.command {
            StoreCommand::Copy {
                from,
                to,
                batch,
                restart,
                live,
            } => copy_command(&from, &to, batch, restart, live).await,
            StoreCommand::Check => check_command(database).await,
            StoreCommand::Backup { path } => backup_command(database, &path).await,
            StoreCommand::Restore { path } => {
                let report = restore(&path, database, crate::store::wall_clock()).await?;
                println!("restored {} into {}", path.display(), redact(database));
                if let Some(kept) = report.kept {
                    println!("the database it replaced is kept as {}", kept.display());
                }
                print_check(&report.check);
                Ok(())
            }
        }
    })
}

async fn copy_command(
    from: &str,
    to: &str,
    batch: usize,
    restart: bool,
    live: bool,
) -> anyhow::Result<()> {
    let options = CopyOptions {
        batch,
        restart,
        live,
    };
    let bars = Bars::default();
    let report = copy(from, to, &options, &bars).await?;
    bars.clear();
    println!("copied {} into {}", redact(from), redact(to));
    if report.resumed {
        println!("(an interrupted copy, finished)");
    }
    if !report.source_migrated.is_empty() {
        println!(
            "the source's schema was brought up to this dama's first (migrations {:?}), as the \
             bot does when it starts",
            report.source_migrated
        );
    }
    let width = report
        .tables
        .iter()
        .map(|(name, _)| name.len())
        .max()
        .unwrap_or(5)
        .max(5);
    println!("{:width$}  {:>10}  checksum", "table", "rows");
    let mut total = 0;
    for (name, tally) in &report.tables {
        println!("{name:width$}  {:>10}  {}", tally.rows, tally.checksum());
        total += tally.rows;
    }
    println!("{:width$}  {total:>10}", "total");
    for (counter, last) in &report.counters {
        println!("next {counter} after {last}");
    }
    println!(
        "verified: every table's rows and checksum, read back from the target, match the source"
    );
    Ok(())
}

async fn check_command(database: &str) -> anyhow::Result<()> {
    let store = Store::open(database, OpenOptions::as_it_is()).await?;
    let report = check(&store).await;
    store.close().await;
    let report = report?;
    println!("{} ({:?})", redact(database), report.backend);
    print_check(&report);
    if report.is_sound() {
        Ok(())
    } else {
        anyhow::bail!("{} problems found", report.problems().len())
    }
}

async fn backup_command(database: &str, path: &std::path::Path) -> anyhow::Result<()> {
    let store = Store::open(database, OpenOptions::as_it_is()).await?;
    let report = backup(&store, database, path).await;
    store.close().await;
    let report = report?;
    println!(
        "backed up {} into {} ({} bytes)",
        redact(database),
        report.path.display(),
        report.bytes
    );
    print_check(&report.check);
    Ok(())
}

/// A check's findings, one line each.
fn print_check(report: &CheckReport) {
    match &report.schema {
        SchemaVersion::Current => println!("schema: current"),
        SchemaVersion::Older { missing } => println!(
            "schema: older than this dama's (migrations {missing:?} run when the bot starts)"
        ),
        _ => {}
    }
    let rows: i64 = report.tables.iter().map(|(_, n)| n).sum();
    println!("tables: {} ({rows} rows)", report.tables.len());
    println!(
        "games replayed: {} ({} wrong)",
        report.games,
        report.bad_games.len()
    );
    let problems = report.problems();
    if problems.is_empty() {
        println!("sound: no problem found");
    }
    for problem in problems {
        println!("problem: {problem}");
    }
}

/// A progress bar per table, on standard error when it is a terminal.
#[derive(Default)]
struct Bars {
    current: Mutex<Option<ProgressBar>>,
}

impl Bars {
    fn clear(&self) {
        if let Some(bar) = self.current.lock().expect("not poisoned").take() {
            bar.finish_and_clear();
        }
    }
}

impl CopyProgress for Bars {
    fn table_started(&self, table: &str, rows: u64, already: u64) {
        let bar = ProgressBar::with_draw_target(Some(rows), ProgressDrawTarget::stderr());
        bar.set_style(
            ProgressStyle::with_template("{prefix:>20} [{bar:30}] {pos}/{len} rows ({per_sec})")
                .expect("a valid template")
                .progress_chars("=> "),
        );
        bar.set_prefix(table.to_string());
        bar.set_position(already.min(rows));
        if let Some(previous) = self.current.lock().expect("not poisoned").replace(bar) {
            previous.finish();
        }
    }

    fn rows_copied(&self, rows: u64) {
        if let Some(bar) = &*self.current.lock().expect("not poisoned") {
            bar.inc(rows);
        }
    }

    fn table_done(&self, _table: &str) {
        if let Some(bar) = &*self.current.lock().expect("not poisoned") {
            let len = bar.length().unwrap_or(0);
            bar.set_position(len);
            bar.finish();
        }
    }

    fn verifying(&self) {
        self.clear();
        if console_is_terminal() {
            eprintln!("verifying: counting and summing every table on both sides…");
        }
    }
}

fn console_is_terminal() -> bool {
    use std::io::IsTerminal;
    std::io::stderr().is_terminal()
}
