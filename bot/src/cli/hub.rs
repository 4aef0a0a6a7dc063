//! `dama hub`: the engine behind the Hub protocol (version 2, Scan's), for draughts GUIs and
//! clients such as pydraughts' `HubEngine`. The protocol itself is `engine::hub`; this is the
//! standard input and output, and the thread that searches while commands keep coming.

use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Sender, channel};
use std::sync::{Arc, Mutex};
use std::thread;

use engine::hub::{Output, SearchRequest, Session};
use engine::{Info, SearchResult, Searcher};

/// Speaks the Hub protocol on standard input and output.
#[derive(Debug, clap::Args)]
pub struct HubArgs {
    /// Megabytes for the transposition table.
    #[arg(long, default_value_t = 64, value_parser = clap::value_parser!(u16).range(1..=4096))]
    pub hash: u16,
    /// Threads a search uses (the GUI may change it: `set-param name=threads`). Default:
    /// ENGINE_THREADS when set, else one, as engine matches expect.
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..=engine::MAX_THREADS as i64))]
    pub threads: Option<u16>,
}

enum Event {
    Line(String),
    /// Standard input is closed: the GUI is gone.
    Closed,
    Info(Info),
    Done(SearchResult),
}

pub fn run(args: HubArgs) -> anyhow::Result<()> {
    let (events, inbox) = channel();
    let reader = events.clone();
    thread::spawn(move || {
        let stdin = std::io::stdin();
        for line in stdin.lock().lines() {
            let Ok(line) = line else { break };
            if reader.send(Event::Line(line)).is_err() {
                return;
            }
        }
        let _ = reader.send(Event::Closed);
    });

    let mut searcher = Searcher::new(args.hash as usize);
    // The endgame databases of EGTB_DIR (else data/egtb), when some were built.
    let tables = egtb::Tablebase::open(&super::egtb::data_dir(None));
    if !tables.summary().is_empty() {
        searcher.set_tablebase(Some(Arc::new(tables)));
    }
    let searcher = Arc::new(Mutex::new(searcher));
    // The book's choices among equal moves differ from one run to the next.
    let seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    let mut session =
        Session::new(env!("CARGO_PKG_VERSION")).with_threads_and_seed(threads(&args), seed);
    let mut stop: Option<Arc<AtomicBool>> = None;
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for event in inbox {
        match event {
            Event::Line(line) => {
                for output in session.handle(&line) {
                    match output {
                        Output::Line(text) => writeln!(out, "{text}")?,
                        Output::Search(request) => {
                            let flag = Arc::new(AtomicBool::new(false));
                            stop = Some(flag.clone());
                            start_search(request, flag, searcher.clone(), events.clone());
                        }
                        Output::Stop => raise(&stop),
                        Output::PonderHit(Some(time)) => {
                            // From now on the clock runs: stop the search when its time is up.
                            if let Some(flag) = stop.clone() {
                                thread::spawn(move || {
                                    thread::sleep(time);
                                    flag.store(true, Ordering::Relaxed);
                                });
                            }
                        }
                        Output::PonderHit(None) => {}
                        Output::NewGame => {
                            if let Ok(mut searcher) = searcher.lock() {
                                searcher.clear();
                            }
                        }
                        Output::Quit => {
                            raise(&stop);
                            out.flush()?;
                            return Ok(());
                        }
                    }
                }
            }
            Event::Closed => {
                raise(&stop);
                out.flush()?;
                return Ok(());
            }
            Event::Info(info) => {
                if session.is_searching() {
                    writeln!(out, "{}", session.info_line(&info))?;
                }
            }
            Event::Done(result) => {
                stop = None;
                writeln!(out, "{}", session.finished(&result))?;
            }
        }
        out.flush()?;
    }
    Ok(())
}

/// `--threads`, else ENGINE_THREADS, else one.
fn threads(args: &HubArgs) -> usize {
    match args.threads {
        Some(threads) => threads as usize,
        None => crate::config::engine_threads_from_env().unwrap_or(1),
    }
}

fn raise(stop: &Option<Arc<AtomicBool>>) {
    if let Some(flag) = stop {
        flag.store(true, Ordering::Relaxed);
    }
}

fn start_search(
    request: Box<SearchRequest>,
    flag: Arc<AtomicBool>,
    searcher: Arc<Mutex<Searcher>>,
    events: Sender<Event>,
) {
    thread::spawn(move || {
        let limits = request.limits.with_stop(flag);
        let result = {
            let mut searcher = match searcher.lock() {
                Ok(guard) => guard,
                // A search that panicked left the table half written; it is still a table.
                Err(poisoned) => poisoned.into_inner(),
            };
            searcher.set_threads(request.threads);
            let info_events = events.clone();
            searcher.search_with_info(&request.game, &limits, &mut |info| {
                let _ = info_events.send(Event::Info(info.clone()));
            })
        };
        let _ = events.send(Event::Done(result));
    });
}
