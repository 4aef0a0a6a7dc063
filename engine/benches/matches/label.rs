//! Scan's scores as training targets. Every position of a tuning data file (the `tune`
//! bench's format, `FEN<TAB>result<TAB>score`) is searched by Scan 2.0 for a fixed time, and
//! Scan's score, from White's side, takes the place of ours. The tuner then fits our
//! evaluation to a mix of the game's result and a deeper search's opinion than our own
//! (`tune --lambda`).
//!
//! Scan 2.0 never stops before depth 12 (`Search_Global::poll`), so even a time of a few
//! milliseconds gives a depth-12 score. A position Scan answers from its opening book has no
//! search behind it: its score is left empty, and the tuner uses the game's result alone.
//! With a depth instead (`--scan-depth N`), Scan searches every position to that depth with
//! its book off (its `depth` and `analyse` commands). Scan prints its score only from depth
//! 12 on (`Search::new_best_move`), so a depth below that needs a build of Scan that prints
//! it at every depth (see the README's "Learning the evaluation").

use std::io::{BufWriter, Write};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use rules::{Color, Position, Variant};

use super::HubEngine;

/// What `label` needs: where Scan is, the files, how much it searches, how many Scans at
/// once, and which lines (every `every`-th).
pub struct Labelling {
    pub scan_dir: String,
    pub input: String,
    pub output: String,
    pub effort: Effort,
    pub jobs: usize,
    pub every: usize,
}

/// How much Scan searches each position.
#[derive(Clone, Copy)]
pub enum Effort {
    /// A time a position (Scan still reaches depth 12 whatever the time).
    Time(Duration),
    /// A fixed depth, Scan's book off (`--scan-depth`).
    Depth(u32),
}

impl std::fmt::Display for Effort {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Effort::Time(time) => write!(f, "at {} ms", time.as_millis()),
            Effort::Depth(depth) => write!(f, "to depth {depth}"),
        }
    }
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
    fn scan_verdict(&mut self, pos: &Position, effort: Effort) -> Option<Verdict> {
        let letters = match effort {
            Effort::Depth(depth) => self.ask_scan_depth(pos, depth),
            Effort::Time(time) => self.ask_scan(pos, time),
        };
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
        "label: {} positions of {}, Scan 2.0 {}, {} at once",
        lines.len(),
        job.input,
        job.effort,
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
                    let score = match scan.scan_verdict(&pos, job.effort) {
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

/// Training data from recorded games against Scan (`matches scan --record`): every position
/// where Scan was to move and had no capture to play, with the game's result for White and
/// the score Scan's search gave its move there (turned to White's side; left empty where
/// Scan gave none, from its book). Positions of our own games scored by a stronger search
/// than ours; the tuner's `--lambda` mixes them with the results as for `label`'s. Record
/// the games on one opening set and measure on another (`--openings`), or the tuning learns
/// the very games the match replays. With `ours`, the positions where our side was to move
/// instead, without a score: for `label` to have Scan score them.
pub fn from_record(variant: Variant, paths: &str, output: &str, ours: bool) {
    let file = std::fs::File::create(output).unwrap_or_else(|e| panic!("{output}: {e}"));
    let mut out = BufWriter::new(file);
    let (mut games, mut positions, mut scored) = (0, 0, 0);
    for path in paths.split(',') {
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            let Some(game) = RecordedGame::read(variant, line) else {
                eprintln!("from-record: not a recorded game: {line:.60}");
                continue;
            };
            games += 1;
            let mut pos = game.start;
            for (text, score) in &game.moves {
                let Some(mv) = pos
                    .legal_moves()
                    .into_iter()
                    .find(|mv| super::hub_move(&pos, mv) == *text)
                else {
                    eprintln!(
                        "from-record: game {}: {text} is not legal here",
                        game.number
                    );
                    break;
                };
                let scans = pos.turn() != game.dama;
                if scans != ours && !pos.has_capture() {
                    let score = score.filter(|_| scans);
                    let white = score.map(|s| if pos.turn() == Color::White { s } else { -s });
                    let score = white.map_or(String::new(), |s| s.to_string());
                    writeln!(out, "{}\t{}\t{score}", pos.to_fen(), game.white_result)
                        .expect("write");
                    positions += 1;
                    scored += usize::from(white.is_some());
                }
                pos = pos.play(&mv);
            }
        }
    }
    out.flush().expect("flush");
    let whose = if ours { "ours" } else { "Scan's" };
    eprintln!(
        "from-record: {games} games, {positions} positions {whose} to move, {scored} with Scan's score → {output}"
    );
}

/// One line of a match's `--record` file.
struct RecordedGame {
    number: String,
    dama: Color,
    /// 1, 0.5 or 0.
    white_result: f64,
    start: Position,
    /// Each move as the Hub writes it, with its player's score (side to move, centi-men).
    moves: Vec<(String, Option<i32>)>,
}

impl RecordedGame {
    fn read(variant: Variant, line: &str) -> Option<RecordedGame> {
        let mut fields = line.split('\t');
        let number = fields.next()?.to_string();
        let dama = match fields.next()? {
            "White" => Color::White,
            "Black" => Color::Black,
            _ => return None,
        };
        let dama_points = match fields.next()? {
            "Win" => 1.0,
            "Draw" => 0.5,
            "Loss" => 0.0,
            _ => return None,
        };
        let white_result = if dama == Color::White {
            dama_points
        } else {
            1.0 - dama_points
        };
        let start = Position::from_fen(variant, fields.next()?).ok()?;
        let moves = fields
            .next()
            .unwrap_or("")
            .split_whitespace()
            .map(|m| {
                let (text, score) = m.rsplit_once(':').unwrap_or((m, "?"));
                (text.to_string(), score.parse().ok())
            })
            .collect();
        Some(RecordedGame {
            number,
            dama,
            white_result,
            start,
            moves,
        })
    }
}
