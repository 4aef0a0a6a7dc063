//! Scan's scores as training targets. Every position of a tuning data file (the `tune`
//! bench's format, `FEN<TAB>result<TAB>score`) is searched by Scan 2.0 for a fixed time, and
//! Scan's score, from White's side, takes the place of ours. The tuner then fits our
//! evaluation to a mix of the game's result and a deeper search's opinion than our own
//! (`tune --lambda`).
//!
//! Scan 2.0 never stops before depth 12 (`Search_Global::poll`), so even a time of a few
//! milliseconds gives a depth-12 score. A position Scan answers from its opening book has no
//! search behind it: its score is left empty, and the tuner uses the game's result alone.

use std::io::{BufWriter, Write};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use rules::{Color, Position, Variant};

use super::HubEngine;

/// What `label` needs: where Scan is, the files, Scan's time, how many Scans at once, and
/// which lines (every `every`-th).
pub struct Labelling {
    pub scan_dir: String,
    pub input: String,
    pub output: String,
    pub time: Duration,
    pub jobs: usize,
    pub every: usize,
}

/// Scan's search of one position: its depth and its score for the side to move, in
/// centi-men; `None` when the answer came from its book (depth 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Verdict {
    depth: u32,
    score: i32,
}

impl HubEngine {
    /// Scan's verdict on a position: the last `info` line before its `move`; `None` from its
    /// book or for a position it refused.
    fn scan_verdict(&mut self, pos: &Position, time: Duration) -> Option<Verdict> {
        let letters = self.ask_scan(pos, time);
        let mut last = None;
        let mut refused = false;
        loop {
            let line = self.read_line();
            match line.split_whitespace().next() {
                Some("info") => last = parse_info(&line),
                // Scan still answers after refusing a position, from the one before.
                Some("error") => {
                    eprintln!("label: Scan: {line} ({letters})");
                    refused = true;
                }
                Some("move") | Some("done") => {
                    return last.filter(|v| v.depth > 0 && !refused);
                }
                _ => {}
            }
        }
    }
}

/// `info <depth> <mean depth> <score> <nodes> <time> <speed> <pv…>`, Scan 2.0's line.
fn parse_info(line: &str) -> Option<Verdict> {
    let mut words = line.split_whitespace().skip(1);
    let depth = words.next()?.parse().ok()?;
    let score = words.nth(1)?.parse().ok()?;
    Some(Verdict { depth, score })
}

pub fn label(variant: Variant, job: &Labelling) {
    if variant != Variant::International {
        eprintln!("label: Scan 2.0 plays International only");
        std::process::exit(2);
    }
    let text = std::fs::read_to_string(&job.input).unwrap_or_else(|e| panic!("{}: {e}", job.input));
    let lines: Vec<&str> = text
        .lines()
        .step_by(job.every.max(1))
        .filter(|l| !l.trim().is_empty())
        .collect();
    let file = std::fs::File::create(&job.output).unwrap_or_else(|e| panic!("{}: {e}", job.output));
    let writer = Mutex::new(BufWriter::new(file));
    let next = AtomicUsize::new(0);
    let (book, searched) = (AtomicUsize::new(0), AtomicUsize::new(0));
    let started = Instant::now();
    eprintln!(
        "label: {} positions of {}, Scan 2.0 at {} ms, {} at once",
        lines.len(),
        job.input,
        job.time.as_millis(),
        job.jobs
    );
    std::thread::scope(|scope| {
        for _ in 0..job.jobs.max(1) {
            scope.spawn(|| {
                let mut scan = HubEngine::start_scan(&job.scan_dir);
                loop {
                    let i = next.fetch_add(1, Ordering::SeqCst);
                    let Some(line) = lines.get(i) else {
                        break;
                    };
                    let mut fields = line.split('\t');
                    let (Some(fen), Some(result)) = (fields.next(), fields.next()) else {
                        continue;
                    };
                    let Ok(pos) = Position::from_fen(variant, fen) else {
                        eprintln!("label: not a position: {fen}");
                        continue;
                    };
                    let score = match scan.scan_verdict(&pos, job.time) {
                        Some(v) => {
                            searched.fetch_add(1, Ordering::Relaxed);
                            let white = if pos.turn() == Color::White {
                                v.score
                            } else {
                                -v.score
                            };
                            white.to_string()
                        }
                        None => {
                            book.fetch_add(1, Ordering::Relaxed);
                            String::new()
                        }
                    };
                    let mut w = writer.lock().expect("writer");
                    writeln!(w, "{fen}\t{result}\t{score}").expect("write");
                    if (i + 1).is_multiple_of(5000) {
                        w.flush().expect("flush");
                        eprintln!(
                            "{} positions, {:.0} s",
                            i + 1,
                            started.elapsed().as_secs_f64()
                        );
                    }
                }
            });
        }
    });
    writer.lock().expect("writer").flush().expect("flush");
    eprintln!(
        "label: {} searched by Scan, {} without a score (its book, or refused above), {:.0} s → {}",
        searched.load(Ordering::Relaxed),
        book.load(Ordering::Relaxed),
        started.elapsed().as_secs_f64(),
        job.output
    );
}
