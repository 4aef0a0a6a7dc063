//! The strength bench: matches at equal time per move from a fixed file of openings, each
//! opening played twice with the colours swapped. Not part of `cargo test`.
//!
//! ```text
//! cargo bench -p engine --bench matches -- self  --variant italian [--time 0.1] [--games 100]
//! cargo bench -p engine --bench matches -- peer  --variant international --peer "python peers.py dame"
//! cargo bench -p engine --bench matches -- openings --variant dameo --seed 1   # makes a file
//! cargo bench -p engine --bench matches -- timing --variant international      # the 10% bound
//! cargo bench -p engine --bench matches -- analysis --variant international    # 60 moves
//! ```
//! `run_matches.py` beside this file sets up the peers (a virtual environment under
//! `target/`) and runs every match of the README's table.
//!
//! Adjudication: the game is played under `rules` (which ends it by its own draw rules:
//! repetition, the move counts, the special endings); a game still going after
//! [`MOVE_CAP`] plies is a draw.

use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use engine::{Limits, Searcher};
use rules::{Color, Game, GameOptions, Move, Outcome, Position, Variant};

/// Plies after which an unfinished game is scored a draw.
const MOVE_CAP: usize = 300;

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    let Some(mode) = args.first().cloned() else {
        eprintln!("usage: matches self|peer|openings|timing --variant V [options]");
        std::process::exit(2);
    };
    let opt = |name: &str| -> Option<String> {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1).cloned())
    };
    let variant: Variant = opt("--variant")
        .unwrap_or_else(|| "international".into())
        .parse()
        .unwrap_or_else(|e| {
            eprintln!("{e}");
            std::process::exit(2)
        });
    let time: f64 = opt("--time").and_then(|t| t.parse().ok()).unwrap_or(0.1);
    let games: usize = opt("--games").and_then(|t| t.parse().ok()).unwrap_or(100);
    let jobs: usize = opt("--jobs").and_then(|t| t.parse().ok()).unwrap_or(1);
    match mode.as_str() {
        "openings" => {
            let seed: u64 = opt("--seed").and_then(|t| t.parse().ok()).unwrap_or(1);
            make_openings(variant, seed)
        }
        "timing" => timing(variant),
        "analysis" => analysis(variant),
        "self" => {
            let openings = read_openings(variant);
            let strong = Player::Engine(Duration::from_secs_f64(time));
            let weak = Player::Engine(Duration::from_secs_f64(time / 4.0));
            let label = format!("{variant}: dama {time}s against dama {}s", time / 4.0);
            run_match(variant, &openings, games, jobs, &label, || {
                (strong.clone(), weak.clone())
            })
        }
        "peer" => {
            let openings = read_openings(variant);
            let command = opt("--peer").unwrap_or_else(|| {
                eprintln!("peer needs --peer \"command\"");
                std::process::exit(2)
            });
            let label = format!("{variant}: dama {time}s against `{command}` {time}s");
            run_match(variant, &openings, games, jobs, &label, || {
                (
                    Player::Engine(Duration::from_secs_f64(time)),
                    Player::Peer(command.clone(), Duration::from_secs_f64(time)),
                )
            })
        }
        other => {
            eprintln!("unknown mode {other}");
            std::process::exit(2)
        }
    }
}

#[derive(Clone)]
enum Player {
    Engine(Duration),
    /// A command speaking `peers.py`'s protocol, and the time per move it is given.
    Peer(String, Duration),
}

struct Peer {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Peer {
    fn start(command: &str) -> Peer {
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the peer starts");
        let input = child.stdin.take().expect("piped");
        let mut output = BufReader::new(child.stdout.take().expect("piped"));
        let mut line = String::new();
        output.read_line(&mut line).expect("the peer says ready");
        assert_eq!(line.trim(), "ready", "the peer's first line");
        Peer {
            child,
            input,
            output,
        }
    }

    fn play(&mut self, game: &Game, time: Duration) -> Answer {
        let variant = game.variant();
        let moves: Vec<String> = game
            .plies()
            .zip(game.positions())
            .map(|(p, before)| hub_move(&before, &p.mv))
            .collect();
        writeln!(
            self.input,
            "go {} {} {} {}",
            time.as_secs_f64(),
            game.position().to_fen(),
            game.start().to_fen(),
            moves.join(" ")
        )
        .expect("the peer reads");
        let mut line = String::new();
        let read = self.output.read_line(&mut line).expect("the peer answers");
        assert!(read > 0, "the peer died (see its error above)");
        if let Some(why) = line.strip_prefix("over") {
            return Answer::Over(why.trim().to_string());
        }
        let numbers: Vec<u8> = line
            .split_whitespace()
            .filter_map(|w| w.parse().ok())
            .collect();
        let square = |n: &u8| variant.square_numbered(*n);
        let (Some(from), Some(to)) = (
            numbers.first().and_then(square),
            numbers.get(1).and_then(square),
        ) else {
            return Answer::Move(None);
        };
        let captured: Vec<_> = numbers[2..].iter().filter_map(square).collect();
        Answer::Move(game.position().legal_moves().into_iter().find(|m| {
            m.from() == from
                && m.to() == to
                && m.capture_count() == captured.len()
                && captured.iter().all(|&c| m.captured().contains(c))
        }))
    }
}

impl Drop for Peer {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.child.wait();
    }
}

/// A move as the Hub protocol writes it: `32-28`, or `28x19x23` with the captured squares.
fn hub_move(before: &Position, mv: &Move) -> String {
    let v = before.variant();
    let n = |sq| v.square_numbered_name(sq);
    if mv.is_capture() {
        let mut parts = vec![n(mv.from()), n(mv.to())];
        parts.extend(mv.captured().iter().map(n));
        parts.join("x")
    } else {
        format!("{}-{}", n(mv.from()), n(mv.to()))
    }
}

trait NumberedName {
    fn square_numbered_name(self, sq: rules::Square) -> String;
}

impl NumberedName for Variant {
    /// The standard number of a square (the algebraic variants too: 1 is the top left).
    fn square_numbered_name(self, sq: rules::Square) -> String {
        engine::hub::square_number(self, sq).to_string()
    }
}

enum Answer {
    /// A legal move, or `None` for an answer that is not one.
    Move(Option<Move>),
    /// The peer's own rules say the game is over (a draw rule that `rules` counts otherwise).
    Over(String),
}

struct Seat {
    player: Player,
    searcher: Searcher,
    peer: Option<Peer>,
}

impl Seat {
    fn new(player: Player) -> Seat {
        let peer = match &player {
            Player::Peer(command, _) => Some(Peer::start(command)),
            Player::Engine(_) => None,
        };
        Seat {
            player,
            searcher: Searcher::new(32),
            peer,
        }
    }

    fn choose(&mut self, game: &Game) -> Answer {
        match &self.player {
            Player::Engine(time) => {
                Answer::Move(self.searcher.search(game, &Limits::time(*time)).best)
            }
            Player::Peer(_, time) => match self.peer.as_mut() {
                Some(peer) => peer.play(game, *time),
                None => Answer::Move(None),
            },
        }
    }
}

#[derive(Debug, Clone, Copy)]
enum GameResult {
    Win,
    Draw,
    Loss,
}

/// Plays one game; `dama_color` is the colour of the first player (ours).
fn play_game(
    start: &Game,
    dama: &mut Seat,
    other: &mut Seat,
    dama_color: Color,
) -> (GameResult, String, usize) {
    let mut game = start.clone();
    dama.searcher.clear();
    other.searcher.clear();
    while !game.is_over() {
        if game.plies().count() >= MOVE_CAP {
            return (
                GameResult::Draw,
                format!("move cap of {MOVE_CAP} plies"),
                game.plies().count(),
            );
        }
        let seat = if game.turn() == dama_color {
            &mut *dama
        } else {
            &mut *other
        };
        let mv = match seat.choose(&game) {
            Answer::Move(Some(mv)) => mv,
            Answer::Move(None) => {
                // A player that answers no legal move loses the game.
                let loser_is_dama = game.turn() == dama_color;
                let result = if loser_is_dama {
                    GameResult::Loss
                } else {
                    GameResult::Win
                };
                return (
                    result,
                    "no legal move answered".into(),
                    game.plies().count(),
                );
            }
            // The peer's rules ended the game by a draw rule ours have not reached yet: the
            // peer cannot move on, and a draw is the fair score.
            Answer::Over(why) => {
                return (
                    GameResult::Draw,
                    format!("the peer's rules: {why}"),
                    game.plies().count(),
                );
            }
        };
        game.play(&mv).expect("a legal move");
    }
    let plies = game.plies().count();
    match game.outcome() {
        Some(Outcome::Win { winner, .. }) if winner == dama_color => {
            (GameResult::Win, game.outcome().unwrap().to_string(), plies)
        }
        Some(Outcome::Win { .. }) => (GameResult::Loss, game.outcome().unwrap().to_string(), plies),
        Some(o) => (GameResult::Draw, o.to_string(), plies),
        None => unreachable!("the loop ends on an outcome"),
    }
}

fn run_match(
    variant: Variant,
    openings: &[Game],
    games: usize,
    jobs: usize,
    label: &str,
    players: impl Fn() -> (Player, Player) + Sync,
) {
    println!(
        "match {label}: {games} games, {} openings, {jobs} at a time",
        openings.len()
    );
    let started = Instant::now();
    let next = AtomicUsize::new(0);
    let tally = Mutex::new([0u32; 3]);
    std::thread::scope(|scope| {
        for _ in 0..jobs.max(1) {
            scope.spawn(|| {
                let (a, b) = players();
                let mut dama = Seat::new(a);
                let mut other = Seat::new(b);
                loop {
                    let index = next.fetch_add(1, Ordering::SeqCst);
                    if index >= games {
                        break;
                    }
                    let opening = &openings[(index / 2) % openings.len()];
                    // Each opening twice: dama takes the side to move, then the other side.
                    let dama_color = if index.is_multiple_of(2) { opening.turn() } else { !opening.turn() };
                    let (result, why, plies) = play_game(opening, &mut dama, &mut other, dama_color);
                    let mut t = tally.lock().expect("no panic holds it");
                    t[result as usize] += 1;
                    println!(
                        "game {:3} opening {:2} dama {:5}: {:?} in {plies} plies ({why})  [+{} ={} -{}]",
                        index + 1,
                        index / 2 + 1,
                        dama_color.name(),
                        result,
                        t[0],
                        t[1],
                        t[2]
                    );
                }
            });
        }
    });
    let [w, d, l] = *tally.lock().expect("threads done");
    let points = w as f64 + d as f64 / 2.0;
    let played = (w + d + l) as f64;
    println!(
        "score {variant}: dama {points}/{played} = {:.1}% (won {w}, drawn {d}, lost {l}) in {:.0} s",
        100.0 * points / played.max(1.0),
        started.elapsed().as_secs_f64()
    );
}

fn openings_path(variant: Variant) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("benches/matches/openings")
        .join(format!("{variant}.txt"))
}

/// One opening a line: `FEN` then the moves that led there from the start (`#` lines are
/// comments naming the source).
fn read_openings(variant: Variant) -> Vec<Game> {
    let path = openings_path(variant);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|line| {
            let fen = line.split(';').next().unwrap_or(line).trim();
            let pos = Position::from_fen(variant, fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
            Game::from_position(pos, GameOptions::default()).expect("default options")
        })
        .collect()
}

/// Writes 50 openings: seeded random walks of a few plies from the start, kept when the
/// engine's depth-8 search scores them within 0.4 men (no opening given away).
fn make_openings(variant: Variant, seed: u64) {
    let plies = 4;
    let mut state = seed;
    let mut rng = move || {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    let mut seen = std::collections::HashSet::new();
    let mut lines = Vec::new();
    let mut searcher = Searcher::new(16);
    let mut tries = 0;
    while lines.len() < 50 && tries < 5000 {
        tries += 1;
        let mut game = Game::new(variant);
        let mut texts = Vec::new();
        for _ in 0..plies {
            let moves = game.position().legal_moves();
            if moves.is_empty() || game.is_over() {
                break;
            }
            let mv = moves[(rng() % moves.len() as u64) as usize];
            texts.push(game.position().move_text(&mv));
            game.play(&mv).expect("legal");
        }
        if game.is_over() || !seen.insert(game.position().to_fen()) {
            continue;
        }
        let score = searcher.search(&game, &Limits::depth(8)).score;
        if score.abs() > 40 {
            continue;
        }
        lines.push(format!("{}; {}", game.position().to_fen(), texts.join(" ")));
    }
    println!(
        "# {variant}: 50 openings, random walks of {plies} plies from the start (seed {seed}) kept when the\n# engine scores them within 0.4 men at depth 8; made by `matches openings --variant {variant} --seed {seed}`."
    );
    for line in lines {
        println!("{line}");
    }
}

/// The time bound: searches of 0.1 s and 1 s from every opening's position, with the worst
/// overshoot against the 10% allowance.
fn timing(variant: Variant) {
    let openings = read_openings(variant);
    for budget in [Duration::from_millis(100), Duration::from_millis(1000)] {
        let mut searcher = Searcher::new(32);
        let mut worst = Duration::ZERO;
        let mut total = Duration::ZERO;
        for game in &openings {
            let started = Instant::now();
            searcher.search(game, &Limits::time(budget));
            let took = started.elapsed();
            worst = worst.max(took);
            total += took;
        }
        println!(
            "{variant} budget {:?}: worst {:?} ({:+.1}% of the budget), mean {:?} over {} searches",
            budget,
            worst,
            100.0 * (worst.as_secs_f64() / budget.as_secs_f64() - 1.0),
            total / openings.len() as u32,
            openings.len()
        );
    }
}

/// The analysis of a game of 60 moves each (120 plies, or fewer if it ends sooner) with the
/// default options: how long it takes, against the 20 s allowed.
fn analysis(variant: Variant) {
    let mut game = read_openings(variant).swap_remove(0);
    let mut searcher = Searcher::new(16);
    while !game.is_over() && game.plies().count() < 120 {
        let Some(mv) = searcher.search(&game, &Limits::depth(4)).best else {
            break;
        };
        game.play(&mv).expect("legal");
    }
    let started = Instant::now();
    let mut updates = 0;
    let analysis = engine::analyse(&game, &engine::AnalysisOptions::default(), &mut |_, _| {
        updates += 1
    });
    println!(
        "{variant}: analysed {} plies in {:.1} s ({} progress calls, {} mistakes)",
        game.plies().count(),
        started.elapsed().as_secs_f64(),
        updates,
        analysis.mistakes.len()
    );
}
