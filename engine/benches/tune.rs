//! The evaluation's learning bench: self-play games for training data, positions from PDN
//! collections, and the tuner that fits the weights to the games' results (logistic
//! regression, "Texel tuning"). Not part of `cargo test`; every step is seeded and
//! reproducible.
//!
//! ```text
//! cargo bench -p engine --bench tune -- selfplay --variant english --games 20000 --nodes 3000 --seed 1 --out data/english-1.txt [--jobs 2] [--weights FILE|classic]
//! cargo bench -p engine --bench tune -- pdn --variant english --pdn rules/tests/pdn/english/tinsley.pdn --out data/english-pdn.txt
//! cargo bench -p engine --bench tune -- tune --variant english --data data/english-1.txt,data/english-pdn.txt --out engine/data/eval/english.bin [--epochs 30] [--seed 1]
//! cargo bench -p engine --bench tune -- tune --variant international --data labelled.txt --start engine/data/eval/international.bin --anchor --lambda 0.2 --epochs 10 --out international.bin
//! cargo bench -p engine --bench tune -- tune --variant international --data from-record.txt --start engine/data/eval/international.bin --anchor --patterns-only --rate 0.5 --out refined.bin
//! ```
//!
//! A data file has one position a line: `FEN<TAB>result<TAB>score`, the result of the game
//! for White (1, 0.5, 0) and the searching side's score of the position for White in
//! centi-men (empty when unknown). Only positions where the side to move has no capture are
//! written: those are the ones the evaluation is asked about.

use std::io::{BufRead, BufReader, BufWriter, Write};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use engine::lab::{FeatureVector, Features};
use engine::{Limits, Searcher};
use rules::{Color, Game, Outcome, Position, Variant};

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    let Some(mode) = args.first().cloned() else {
        eprintln!("usage: tune selfplay|pdn|tune --variant V [options]");
        std::process::exit(2);
    };
    let opt = |name: &str| -> Option<String> {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1).cloned())
    };
    let number = |name: &str, default: f64| -> f64 {
        opt(name)
            .map(|v| {
                v.parse().unwrap_or_else(|_| {
                    eprintln!("{name}: a number");
                    std::process::exit(2)
                })
            })
            .unwrap_or(default)
    };
    let variant: Variant = opt("--variant")
        .unwrap_or_else(|| "international".into())
        .parse()
        .unwrap_or_else(|e| {
            eprintln!("{e}");
            std::process::exit(2)
        });
    let out = opt("--out");
    match mode.as_str() {
        "selfplay" => {
            // `--weights classic`: the hand-set evaluation, whatever the engine has built in.
            let weights = opt("--weights")
                .map(|path| (path != "classic").then(|| read_weights(variant, &path)));
            selfplay(&SelfPlay {
                variant,
                games: number("--games", 1000.0) as usize,
                nodes: number("--nodes", 3000.0) as u64,
                seed: number("--seed", 1.0) as u64,
                jobs: number("--jobs", 1.0) as usize,
                out: out.unwrap_or_else(|| format!("{variant}-selfplay.txt")),
                weights,
            })
        }
        "pdn" => {
            let pdn = opt("--pdn").unwrap_or_else(|| {
                eprintln!("pdn needs --pdn FILE");
                std::process::exit(2)
            });
            from_pdn(
                variant,
                &pdn,
                &out.unwrap_or_else(|| format!("{variant}-pdn.txt")),
            )
        }
        "tune" => {
            let data = opt("--data").unwrap_or_else(|| {
                eprintln!("tune needs --data FILE[,FILE…]");
                std::process::exit(2)
            });
            let start = opt("--start").map(|path| read_weights(variant, &path));
            tune(&Tuning {
                variant,
                data: data.split(',').map(String::from).collect(),
                out: out.unwrap_or_else(|| format!("{variant}.bin")),
                epochs: number("--epochs", 30.0) as usize,
                seed: number("--seed", 1.0) as u64,
                lambda: number("--lambda", 0.7),
                rate: number("--rate", 2.0),
                l2: number("--l2", 0.00002),
                anchored: args.iter().any(|a| a == "--anchor"),
                patterns_only: args.iter().any(|a| a == "--patterns-only"),
                start,
                limit: number("--limit", 0.0) as usize,
            })
        }
        other => {
            eprintln!("unknown mode {other}");
            std::process::exit(2)
        }
    }
}

fn read_weights(variant: Variant, path: &str) -> Vec<[i16; 2]> {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    engine::lab::decode_weights(variant, &bytes).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// splitmix64: the same numbers on every machine.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
}

struct SelfPlay {
    variant: Variant,
    games: usize,
    nodes: u64,
    seed: u64,
    jobs: usize,
    out: String,
    /// The evaluation to play with instead of the built-in one (`None` inside: the hand-set).
    weights: Option<Option<Vec<[i16; 2]>>>,
}

/// Plies after which a game is scored a draw.
const PLY_CAP: usize = 300;
/// A side this far ahead (centi-men) for [`ADJUDICATE_PLIES`] plies in a row wins.
const ADJUDICATE_SCORE: i32 = 1200;
const ADJUDICATE_PLIES: usize = 6;

/// Games of the engine against itself at a fixed number of nodes a move, from openings of a
/// few random moves (2 to 9 plies; the seed and the game's number choose them). Two runs with
/// the same arguments and engine write the same file.
fn selfplay(job: &SelfPlay) {
    let file = std::fs::File::create(&job.out).unwrap_or_else(|e| panic!("{}: {e}", job.out));
    let writer = Mutex::new(BufWriter::new(file));
    let next = AtomicUsize::new(0);
    let started = Instant::now();
    let tally = Mutex::new(([0usize; 3], 0usize));
    // Each game's lines are written in the order of the games, whatever thread played it.
    let pending: Mutex<std::collections::BTreeMap<usize, Vec<String>>> = Mutex::default();
    let written = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..job.jobs.max(1) {
            scope.spawn(|| {
                let mut searcher = Searcher::new(16);
                if let Some(w) = &job.weights {
                    searcher.set_weights(job.variant, w.clone());
                }
                loop {
                    let index = next.fetch_add(1, Ordering::SeqCst);
                    if index >= job.games {
                        break;
                    }
                    let mut rng = Rng(job.seed.wrapping_mul(0x1000_0000_01B3) ^ index as u64);
                    searcher.clear();
                    let (lines, result) = play_one(job, &mut searcher, &mut rng);
                    {
                        let mut t = tally.lock().expect("tally");
                        t.0[match result {
                            r if r > 0.75 => 0,
                            r if r < 0.25 => 2,
                            _ => 1,
                        }] += 1;
                        t.1 += lines.len();
                    }
                    let mut pending = pending.lock().expect("pending");
                    pending.insert(index, lines);
                    let mut w = writer.lock().expect("writer");
                    loop {
                        let first = written.load(Ordering::SeqCst);
                        let Some(lines) = pending.remove(&first) else {
                            break;
                        };
                        for line in lines {
                            writeln!(w, "{line}").expect("write");
                        }
                        written.store(first + 1, Ordering::SeqCst);
                    }
                    let done = written.load(Ordering::SeqCst);
                    if done > 0 && done.is_multiple_of(500) {
                        let t = tally.lock().expect("tally");
                        eprintln!(
                            "{} games, {} positions, white {} draw {} black {}, {:.0} s",
                            done,
                            t.1,
                            t.0[0],
                            t.0[1],
                            t.0[2],
                            started.elapsed().as_secs_f64()
                        );
                    }
                }
            });
        }
    });
    writer.lock().expect("writer").flush().expect("flush");
    let t = tally.lock().expect("tally");
    eprintln!(
        "{}: {} games, {} positions (white {} draw {} black {}) in {:.0} s → {}",
        job.variant,
        job.games,
        t.1,
        t.0[0],
        t.0[1],
        t.0[2],
        started.elapsed().as_secs_f64(),
        job.out
    );
}

/// One game: its lines and its result for White.
fn play_one(job: &SelfPlay, searcher: &mut Searcher, rng: &mut Rng) -> (Vec<String>, f64) {
    let mut game;
    // A random opening that does not end the game.
    loop {
        game = Game::new(job.variant);
        let plies = 2 + rng.below(8);
        for _ in 0..plies {
            let moves = game.position().legal_moves();
            if moves.is_empty() || game.is_over() {
                break;
            }
            let mv = moves[rng.below(moves.len())];
            game.play(&mv).expect("legal");
        }
        if !game.is_over() {
            break;
        }
    }
    let mut recorded: Vec<(String, i32)> = Vec::new();
    let mut streak: (i32, usize) = (0, 0);
    let mut quiet_plies = 0;
    let limits = Limits::nodes(job.nodes);
    let result = loop {
        if let Some(outcome) = game.outcome() {
            break match outcome {
                Outcome::Win { winner, .. } => white_result(winner),
                _ => 0.5,
            };
        }
        if game.plies().count() >= PLY_CAP {
            break 0.5;
        }
        let found = searcher.search(&game, &limits);
        let Some(mv) = found.best else {
            break 0.5;
        };
        let white_score = if game.turn() == Color::White {
            found.score
        } else {
            -found.score
        };
        if !game.position().has_capture() {
            recorded.push((game.position().to_fen(), white_score));
        }
        // Adjudication: a side far ahead for a few plies wins; a long level ending is drawn.
        let sign = white_score.signum();
        if white_score.abs() >= ADJUDICATE_SCORE {
            streak = if streak.0 == sign {
                (sign, streak.1 + 1)
            } else {
                (sign, 1)
            };
            if streak.1 >= ADJUDICATE_PLIES {
                break if sign > 0 { 1.0 } else { 0.0 };
            }
        } else {
            streak = (0, 0);
        }
        if game.plies().count() > 150 && white_score.abs() < 30 {
            quiet_plies += 1;
            if quiet_plies >= 40 {
                break 0.5;
            }
        } else {
            quiet_plies = 0;
        }
        // A sliver of randomness past the opening: now and then the second-best line.
        let _ = rng.unit();
        game.play(&mv).expect("a legal move");
    };
    let lines = recorded
        .into_iter()
        .map(|(fen, score)| format!("{fen}\t{result}\t{score}"))
        .collect();
    (lines, result)
}

fn white_result(winner: Color) -> f64 {
    if winner == Color::White { 1.0 } else { 0.0 }
}

/// The positions of a PDN file's games that have a result, with it.
fn from_pdn(variant: Variant, path: &str, out: &str) {
    let text = std::fs::read(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let text = String::from_utf8_lossy(&text);
    let games = rules::read_pdn(&text, variant);
    let mut w = BufWriter::new(std::fs::File::create(out).unwrap_or_else(|e| panic!("{out}: {e}")));
    let (mut used, mut positions, mut skipped) = (0, 0, 0);
    for entry in games {
        let Ok(pdn) = entry else {
            skipped += 1;
            continue;
        };
        let Some(result) = pdn_result(&pdn) else {
            skipped += 1;
            continue;
        };
        let game = &pdn.game;
        used += 1;
        for pos in game.positions() {
            if !pos.has_capture() && !pos.legal_moves().is_empty() {
                writeln!(w, "{}\t{result}\t", pos.to_fen()).expect("write");
                positions += 1;
            }
        }
    }
    w.flush().expect("flush");
    eprintln!(
        "{path}: {used} games with a result, {positions} positions ({skipped} games skipped) → {out}"
    );
}

fn pdn_result(pdn: &rules::PdnGame) -> Option<f64> {
    let tag = pdn
        .result
        .clone()
        .or_else(|| pdn.tag("Result").map(String::from))?
        .trim()
        .to_string();
    match tag.as_str() {
        "1-0" | "2-0" => Some(1.0),
        "0-1" | "0-2" => Some(0.0),
        "1/2-1/2" | "1-1" | "½-½" => Some(0.5),
        _ => None,
    }
}

struct Tuning {
    variant: Variant,
    data: Vec<String>,
    out: String,
    epochs: usize,
    seed: u64,
    lambda: f64,
    rate: f64,
    l2: f64,
    start: Option<Vec<[i16; 2]>>,
    /// The patterns' decay pulls towards the start weights rather than towards zero: a
    /// small data set refines weights learned from a large one without forgetting what it
    /// does not show.
    anchored: bool,
    /// Only the patterns learn; material and every other term keep the start weights (a
    /// small data set scored by another engine refines the positional judgement without
    /// moving the value of a man).
    patterns_only: bool,
    limit: usize,
}

struct Sample {
    pos: Position,
    result: f32,
    score: Option<f32>,
}

/// The logistic scale: a score of `K` centi-men is a win probability of 1/(1+e^-1), 73%,
/// before the weights are rescaled so that a man is worth 100.
const K: f64 = 100.0;

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

fn load(variant: Variant, paths: &[String], limit: usize) -> Vec<Sample> {
    let mut samples = Vec::new();
    for path in paths {
        let file = std::fs::File::open(path).unwrap_or_else(|e| panic!("{path}: {e}"));
        for line in BufReader::new(file).lines() {
            let line = line.expect("read");
            let mut fields = line.split('\t');
            let (Some(fen), Some(result)) = (fields.next(), fields.next()) else {
                continue;
            };
            let Ok(pos) = Position::from_fen(variant, fen) else {
                continue;
            };
            let Ok(result) = result.parse::<f32>() else {
                continue;
            };
            let score = fields.next().and_then(|s| s.parse::<f32>().ok());
            samples.push(Sample { pos, result, score });
            if limit > 0 && samples.len() >= limit {
                return samples;
            }
        }
    }
    samples
}

/// Adam over the weights (middle game and endgame of each feature), minibatches of shuffled
/// positions, the target a mix of the game's result (`lambda`) and the search's score; a
/// twentieth of the positions (chosen by their hash) held out to watch for overfitting. At
/// the end the weights are scaled so that a man is worth 100 centi-men on average over the
/// two phases, and written.
fn tune(job: &Tuning) {
    let started = Instant::now();
    let samples = load(job.variant, &job.data, job.limit);
    let features = Features::new(job.variant);
    let n = features.len();
    let (train, held): (Vec<&Sample>, Vec<&Sample>) =
        samples.iter().partition(|s| s.pos.hash() % 20 != 0);
    eprintln!(
        "{}: {} positions ({} held out), {} weights, loaded in {:.0} s",
        job.variant,
        samples.len(),
        held.len(),
        n,
        started.elapsed().as_secs_f64()
    );
    let mut weights: Vec<[f64; 2]> = match &job.start {
        Some(w) => w
            .iter()
            .map(|p| p.map(|x| x as f64 / engine::lab::WEIGHT_UNITS_PER_CENTI_MAN as f64))
            .collect(),
        None => {
            let mut w = vec![[0.0; 2]; n];
            w[features.men_weight()] = [100.0, 100.0];
            w[features.kings_weight()] = if job.variant.flying_kings() {
                [300.0, 300.0]
            } else {
                [150.0, 150.0]
            };
            w
        }
    };
    if job.anchored && job.start.is_none() {
        eprintln!("--anchor needs --start FILE");
        std::process::exit(2);
    }
    let anchor = job.anchored.then(|| weights.clone());
    let is_pattern: Vec<bool> = {
        let mut p = vec![false; n];
        for (name, first, count) in features.groups() {
            if name.starts_with("window") {
                p[first..first + count].iter_mut().for_each(|x| *x = true);
            }
        }
        p
    };
    let mut m = vec![[0.0f64; 2]; n];
    let mut v = vec![[0.0f64; 2]; n];
    let mut grad = vec![[0.0f64; 2]; n];
    let mut touched = vec![false; n];
    let mut touched_list: Vec<usize> = Vec::new();
    let (beta1, beta2, eps): (f64, f64, f64) = (0.9, 0.999, 1e-8);
    let mut step = 0i32;
    let mut order: Vec<usize> = (0..train.len()).collect();
    let mut rng = Rng(job.seed);
    let batch = 4096;
    let mut fv = FeatureVector::default();
    let loss_of = |weights: &[[f64; 2]], set: &[&Sample], fv: &mut FeatureVector| -> f64 {
        let mut total = 0.0;
        for s in set {
            features.of(&s.pos, fv);
            let (e, _) = predict(weights, fv);
            let p = sigmoid(e / K);
            let t = target(s, job.lambda);
            total += -(t * p.max(1e-9).ln() + (1.0 - t) * (1.0 - p).max(1e-9).ln());
        }
        total / set.len().max(1) as f64
    };
    eprintln!(
        "start: held-out loss {:.5}",
        loss_of(&weights, &held, &mut fv)
    );
    for epoch in 0..job.epochs {
        // Fisher-Yates with the seeded generator.
        for i in (1..order.len()).rev() {
            let j = rng.below(i + 1);
            order.swap(i, j);
        }
        // The rate falls over the epochs to a tenth.
        let rate = job.rate * (1.0 - 0.9 * epoch as f64 / job.epochs.max(1) as f64);
        let mut train_loss = 0.0;
        for chunk in order.chunks(batch) {
            for &i in chunk {
                let s = train[i];
                features.of(&s.pos, &mut fv);
                let (e, scale) = predict(&weights, &fv);
                let p = sigmoid(e / K);
                let t = target(s, job.lambda);
                train_loss += -(t * p.max(1e-9).ln() + (1.0 - t) * (1.0 - p).max(1e-9).ln());
                let g = (p - t) / K * scale as f64;
                let phase = fv.phase as f64 / 256.0;
                for &(f, value) in &fv.entries {
                    let f = f as usize;
                    if job.patterns_only && !is_pattern[f] {
                        continue;
                    }
                    grad[f][0] += g * value as f64 * phase;
                    grad[f][1] += g * value as f64 * (1.0 - phase);
                    // Each sighting of a pattern pulls it a little towards zero (towards the
                    // start weights with `--anchor`): a pattern seen a few times is not given
                    // a value from those few games alone.
                    if is_pattern[f] {
                        let [mg, eg] = anchor.as_ref().map_or([0.0; 2], |a| a[f]);
                        grad[f][0] += job.l2 * (weights[f][0] - mg) * phase;
                        grad[f][1] += job.l2 * (weights[f][1] - eg) * (1.0 - phase);
                    }
                    if !touched[f] {
                        touched[f] = true;
                        touched_list.push(f);
                    }
                }
            }
            step += 1;
            let size = chunk.len() as f64;
            let correction1 = 1.0 - beta1.powi(step);
            let correction2 = 1.0 - beta2.powi(step);
            for &f in &touched_list {
                for phase in 0..2 {
                    let g = grad[f][phase] / size;
                    m[f][phase] = beta1 * m[f][phase] + (1.0 - beta1) * g;
                    v[f][phase] = beta2 * v[f][phase] + (1.0 - beta2) * g * g;
                    let mh = m[f][phase] / correction1;
                    let vh = v[f][phase] / correction2;
                    weights[f][phase] -= rate * mh / (vh.sqrt() + eps);
                    grad[f][phase] = 0.0;
                }
                touched[f] = false;
            }
            touched_list.clear();
        }
        let men = weights[features.men_weight()];
        let kings = weights[features.kings_weight()];
        eprintln!(
            "epoch {:2}: train loss {:.5}, held-out {:.5}; man {:.0}/{:.0}, king {:.0}/{:.0} ({:.0} s)",
            epoch + 1,
            train_loss / train.len().max(1) as f64,
            loss_of(&weights, &held, &mut fv),
            men[0],
            men[1],
            kings[0],
            kings[1],
            started.elapsed().as_secs_f64()
        );
    }
    // A man is worth 100.
    let men = weights[features.men_weight()];
    let factor = 200.0 / (men[0] + men[1]).max(1.0);
    let unit = engine::lab::WEIGHT_UNITS_PER_CENTI_MAN as f64;
    let quantised: Vec<[i16; 2]> = weights
        .iter()
        .map(|w| w.map(|x| (x * factor * unit).round().clamp(-32000.0, 32000.0) as i16))
        .collect();
    for (name, first, count) in features.groups() {
        if count > 8 {
            let range = &quantised[first..first + count];
            let used = range.iter().filter(|w| **w != [0, 0]).count();
            let largest = range
                .iter()
                .map(|w| w[0].unsigned_abs().max(w[1].unsigned_abs()))
                .max()
                .unwrap_or(0);
            eprintln!(
                "  {name}: {used} of {count} weights set, the largest {:.1}",
                largest as f64 / unit
            );
        }
        if count <= 8 {
            let values: Vec<String> = (first..first + count)
                .map(|i| format!("{}/{}", quantised[i][0] / 8, quantised[i][1] / 8))
                .collect();
            eprintln!("  {name}: {}", values.join(" "));
        }
    }
    let bytes = engine::lab::encode_weights(job.variant, &quantised);
    std::fs::write(&job.out, &bytes).unwrap_or_else(|e| panic!("{}: {e}", job.out));
    eprintln!(
        "{}: scale {:.3}, {} bytes → {} ({:.0} s)",
        job.variant,
        factor,
        bytes.len(),
        job.out,
        started.elapsed().as_secs_f64()
    );
}

/// The evaluation for White (centi-men) of a feature vector, and the ending rules' factor.
fn predict(weights: &[[f64; 2]], fv: &FeatureVector) -> (f64, f32) {
    let phase = fv.phase as f64 / 256.0;
    let mut e = 0.0;
    for &(f, value) in &fv.entries {
        let w = weights[f as usize];
        e += value as f64 * (w[0] * phase + w[1] * (1.0 - phase));
    }
    let scale = if e >= 0.0 { fv.scale[0] } else { fv.scale[1] };
    (e * scale as f64, scale)
}

fn target(s: &Sample, lambda: f64) -> f64 {
    match s.score {
        Some(score) => {
            lambda * s.result as f64
                + (1.0 - lambda) * sigmoid(score.clamp(-2000.0, 2000.0) as f64 / K)
        }
        None => s.result as f64,
    }
}
