//! The strength bench: matches at equal time per move from a fixed file of openings, each
//! opening played twice with the colours swapped. Not part of `cargo test`.
//!
//! ```text
//! cargo bench -p engine --bench matches -- self  --variant italian [--time 0.1] [--games 100] [--first 1] [--priority]
//! cargo bench -p engine --bench matches -- peer  --variant international --peer "python peers.py dame"
//! cargo bench -p engine --bench matches -- scan  --variant international --scan /path/to/scan   # Scan 2.0, its own protocol
//! cargo bench -p engine --bench matches -- scan  --variant international --scan DIR --a-egtb data/egtb   # our side with its databases
//! cargo bench -p engine --bench matches -- scan  --variant international --scan DIR --a-time 0.2   # our side given another time
//! cargo bench -p engine --bench matches -- hub   --variant english --hub "/path/to/dama hub"     # any Hub engine
//! cargo bench -p engine --bench matches -- ab    --variant english --nodes 20000 --a "probcut=0" [--b-weights FILE|classic]
//! cargo bench -p engine --bench matches -- openings --variant dameo --seed 1   # makes a file
//! cargo bench -p engine --bench matches -- timing --variant international      # the 10% bound
//! cargo bench -p engine --bench matches -- analysis --variant international    # 60 moves
//! cargo bench -p engine --bench matches -- trust --variant english --step positions --pdn a.pdn,b.pdn --out f.txt
//! cargo bench -p engine --bench matches -- trust --variant international --step reference --positions f.txt --scan DIR --time 10 --out r.txt
//! cargo bench -p engine --bench matches -- trust --variant english --step reference --positions f.txt --time 30 --out r.txt
//! cargo bench -p engine --bench matches -- trust --variant english --step hint --reference r.txt [--time 2]
//! cargo bench -p engine --bench matches -- label --variant international --scan DIR --data d.txt --out l.txt --time 0.01 [--jobs 2] [--every 1]
//! cargo bench -p engine --bench matches -- from-record --variant international --record a.rec[,b.rec] --out l.txt [--ours]
//! ```
//! `--openings FILE` plays a match from another openings file than the variant's (`openings/international-seed2.txt`:
//! a second set, made with `--seed 2`, for weights learned from games of the first).
//! `--record FILE` writes every game, a line each: its number, our colour, the result, the opening's
//! FEN and the moves, each with the score its player gave it (`32-28:15`; `?` when it gave none).
//! `--priority` gives the match's processes the CPU first (see [`claim_cpu`]); every match
//! prints the CPU's conditions at its start and end, and its score with the 95% margin.
//!
//! `run_matches.py` beside this file sets up the peers (a virtual environment under
//! `target/`) and runs every match of the README's table.
//!
//! Adjudication: the game is played under `rules` (which ends it by its own draw rules:
//! repetition, the move counts, the special endings); a game still going after
//! [`MOVE_CAP`] plies is a draw.

use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use engine::{Limits, Searcher};
use rules::{Color, Game, GameOptions, Move, Outcome, Position, Variant};

mod label;

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
    // `--first N` continues a match: its games are numbered from N (1 by default), each game
    // pair from the opening of its number.
    let first: usize = opt("--first").and_then(|t| t.parse().ok()).unwrap_or(1);
    let count: usize = opt("--games").and_then(|t| t.parse().ok()).unwrap_or(100);
    let games = first.max(1) - 1..first.max(1) - 1 + count;
    let jobs: usize = opt("--jobs").and_then(|t| t.parse().ok()).unwrap_or(1);
    // Every game's moves, each with the score its player gave it, a line a game.
    let record = opt("--record");
    // Read when a match starts: the modes that play no match need no openings file.
    let openings = opt("--openings");
    let schedule = || Schedule {
        variant,
        openings: read_openings(variant, openings.clone()),
        games: games.clone(),
        jobs,
        record: record.clone(),
    };
    if args.iter().any(|a| a == "--priority") {
        claim_cpu();
    }
    match mode.as_str() {
        "openings" => {
            let seed: u64 = opt("--seed").and_then(|t| t.parse().ok()).unwrap_or(1);
            make_openings(variant, seed)
        }
        "timing" => timing(variant),
        "analysis" => analysis(variant),
        "trust" => trust(variant, &opt, time),
        "label" => label::label(
            variant,
            &label::Labelling {
                scan_dir: opt("--scan").unwrap_or_else(|| {
                    eprintln!("label needs --scan DIR (where `scan`, scan.ini and data/ are)");
                    std::process::exit(2)
                }),
                input: opt("--data").unwrap_or_else(|| {
                    eprintln!("label needs --data FILE (the tune bench's format)");
                    std::process::exit(2)
                }),
                output: opt("--out").unwrap_or_else(|| "labelled.txt".into()),
                effort: match opt("--scan-depth") {
                    Some(d) => label::Effort::Depth(
                        d.parse().ok().filter(|&d| d > 0).unwrap_or_else(|| {
                            eprintln!("--scan-depth: a depth, 1 or more");
                            std::process::exit(2)
                        }),
                    ),
                    None => label::Effort::Time(Duration::from_secs_f64(time)),
                },
                jobs,
                every: opt("--every").and_then(|t| t.parse().ok()).unwrap_or(1),
            },
        ),
        "from-record" => label::from_record(
            variant,
            &opt("--record").unwrap_or_else(|| {
                eprintln!(
                    "from-record needs --record FILE[,FILE…] (written by a match's --record)"
                );
                std::process::exit(2)
            }),
            &opt("--out").unwrap_or_else(|| "labelled.txt".into()),
            args.iter().any(|a| a == "--ours"),
        ),
        "self" => {
            let strong = Player::engine(Duration::from_secs_f64(time));
            let weak = Player::engine(Duration::from_secs_f64(time / 4.0));
            let label = format!("{variant}: dama {time}s against dama {}s", time / 4.0);
            run_match(&schedule(), &label, || (strong.clone(), weak.clone()))
        }
        "scan" => {
            let dir = opt("--scan").unwrap_or_else(|| {
                eprintln!("scan needs --scan DIR (where `scan`, scan.ini and data/ are)");
                std::process::exit(2)
            });
            let ours = engine_player(&opt, "--a", time, variant);
            let label = format!(
                "{variant}: dama {} against Scan 2.0 ({dir}) {time}s",
                ours.describe()
            );
            run_match(&schedule(), &label, || {
                (
                    ours.clone(),
                    Player::Scan(dir.clone(), Duration::from_secs_f64(time)),
                )
            })
        }
        "hub" => {
            let command = opt("--hub").unwrap_or_else(|| {
                eprintln!("hub needs --hub \"command\"");
                std::process::exit(2)
            });
            let ours = engine_player(&opt, "--a", time, variant);
            let label = format!(
                "{variant}: dama {} against `{command}` {time}s",
                ours.describe()
            );
            run_match(&schedule(), &label, || {
                (
                    ours.clone(),
                    Player::Hub(command.clone(), Duration::from_secs_f64(time)),
                )
            })
        }
        "ab" => {
            let a = engine_player(&opt, "--a", time, variant);
            let b = engine_player(&opt, "--b", time, variant);
            let label = format!("{variant}: A {} against B {}", a.describe(), b.describe());
            run_match(&schedule(), &label, || (a.clone(), b.clone()))
        }
        "peer" => {
            let command = opt("--peer").unwrap_or_else(|| {
                eprintln!("peer needs --peer \"command\"");
                std::process::exit(2)
            });
            let label = format!("{variant}: dama {time}s against `{command}` {time}s");
            run_match(&schedule(), &label, || {
                (
                    Player::engine(Duration::from_secs_f64(time)),
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
    Engine(EngineSetup),
    /// A command speaking `peers.py`'s protocol, and the time per move it is given.
    Peer(String, Duration),
    /// A command speaking the Hub protocol (version 2, as `dama hub`), and its time a move.
    Hub(String, Duration),
    /// Scan 2.0 in its directory (the program, `scan.ini`, `data/`), driven through its own
    /// early Hub protocol, and its time a move.
    Scan(String, Duration),
}

/// Our engine as a player: its limits a move, its knobs and its weights.
#[derive(Clone)]
struct EngineSetup {
    limits: Limits,
    params: engine::SearchParams,
    /// Weights other than the built-in ones: `Some(None)` for the hand-set evaluation.
    weights: Option<Option<Vec<[i16; 2]>>>,
    threads: usize,
    /// Endgame databases, as the bot's levels 8 to 10 play with them (`--a-egtb DIR`).
    tablebase: Option<Arc<dyn engine::Tablebase>>,
    name: String,
}

impl Player {
    fn engine(time: Duration) -> Player {
        Player::Engine(EngineSetup {
            limits: Limits::time(time),
            params: engine::SearchParams::default(),
            weights: None,
            threads: 1,
            tablebase: None,
            name: format!("{}s", time.as_secs_f64()),
        })
    }

    fn describe(&self) -> String {
        match self {
            Player::Engine(setup) => setup.name.clone(),
            Player::Peer(c, t) | Player::Hub(c, t) | Player::Scan(c, t) => {
                format!("`{c}` {}s", t.as_secs_f64())
            }
        }
    }
}

/// The engine of `--a` or `--b`: `--time` or `--nodes` a move, `--a "knob=value,…"`,
/// `--a-weights FILE` (or `classic`), `--a-threads N`, `--a-egtb DIR` (endgame databases).
fn engine_player(
    opt: &dyn Fn(&str) -> Option<String>,
    side: &str,
    time: f64,
    variant: Variant,
) -> Player {
    let nodes: Option<u64> = opt("--nodes").and_then(|n| n.parse().ok());
    // `--a-time` gives one side another time than the match's: how much a faster engine
    // would gain, before making it faster.
    let time = opt(&format!("{side}-time"))
        .and_then(|t| t.parse().ok())
        .unwrap_or(time);
    let limits = match nodes {
        Some(n) => Limits::nodes(n),
        None => Limits::time(Duration::from_secs_f64(time)),
    };
    let knobs = opt(side).unwrap_or_default();
    let params = engine::SearchParams::parse(&knobs).unwrap_or_else(|e| {
        eprintln!("{side}: {e}");
        std::process::exit(2)
    });
    let weights = opt(&format!("{side}-weights")).map(|path| {
        if path == "classic" {
            return None;
        }
        let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        Some(engine::lab::decode_weights(variant, &bytes).unwrap_or_else(|e| panic!("{e}")))
    });
    let threads = opt(&format!("{side}-threads"))
        .and_then(|t| t.parse().ok())
        .unwrap_or(1);
    let egtb_dir = opt(&format!("{side}-egtb"));
    let tablebase = egtb_dir.as_ref().map(|dir| {
        let tables: Arc<dyn engine::Tablebase> =
            Arc::new(egtb::Tablebase::open(std::path::Path::new(dir)));
        if tables.max_pieces(variant) == 0 {
            eprintln!("{side}-egtb: no {variant} tables in {dir}");
            std::process::exit(2)
        }
        tables
    });
    let name = format!(
        "[{}{}{}{}{}]",
        match nodes {
            Some(n) => format!("{n} nodes"),
            None => format!("{time}s"),
        },
        if knobs.is_empty() {
            String::new()
        } else {
            format!(" {knobs}")
        },
        match &weights {
            None => String::new(),
            Some(None) => " classic".into(),
            Some(Some(_)) => format!(" {}", opt(&format!("{side}-weights")).unwrap_or_default()),
        },
        if threads > 1 {
            format!(" {threads} threads")
        } else {
            String::new()
        },
        match &tablebase {
            Some(tables) => format!(" databases to {} pieces", tables.max_pieces(variant)),
            None => String::new(),
        }
    );
    Player::Engine(EngineSetup {
        limits,
        params,
        weights,
        threads,
        tablebase,
        name,
    })
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
    hub: Option<HubEngine>,
    /// The score the player gave its last move, for the side that made it, when it says.
    last_score: Option<i32>,
}

impl Seat {
    fn new(player: Player, variant: Variant) -> Seat {
        let peer = match &player {
            Player::Peer(command, _) => Some(Peer::start(command)),
            _ => None,
        };
        let hub = match &player {
            Player::Hub(command, _) => Some(HubEngine::start_hub(command, variant)),
            Player::Scan(dir, _) => Some(HubEngine::start_scan(dir)),
            _ => None,
        };
        let mut searcher = Searcher::new(32);
        if let Player::Engine(setup) = &player {
            searcher.set_params(setup.params.clone());
            searcher.set_threads(setup.threads);
            if let Some(weights) = &setup.weights {
                searcher.set_weights(variant, weights.clone());
            }
            searcher.set_tablebase(setup.tablebase.clone());
        }
        Seat {
            player,
            searcher,
            peer,
            hub,
            last_score: None,
        }
    }

    fn choose(&mut self, game: &Game) -> Answer {
        self.last_score = None;
        match &self.player {
            Player::Engine(setup) => {
                let result = self.searcher.search(game, &setup.limits);
                self.last_score = Some(result.score);
                Answer::Move(result.best)
            }
            Player::Peer(_, time) => match self.peer.as_mut() {
                Some(peer) => peer.play(game, *time),
                None => Answer::Move(None),
            },
            Player::Hub(_, time) | Player::Scan(_, time) => match self.hub.as_mut() {
                Some(hub) => {
                    let answer = hub.play(game, *time);
                    self.last_score = hub.last_score;
                    answer
                }
                None => Answer::Move(None),
            },
        }
    }
}

/// An engine in a process of its own, spoken to in the Hub protocol: version 2 (`dama hub`,
/// as draughts GUIs speak it), or the early one of Scan 2.0 (`pos <51 letters>`, `time <ms>`
/// after each `pos`, `go`, answered `move <move> [<ponder>]`).
struct HubEngine {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
    scan: bool,
    /// The score of the last `info` line before the last move.
    last_score: Option<i32>,
}

impl HubEngine {
    fn spawn(command: &str, dir: Option<&str>) -> (Child, ChildStdin, BufReader<ChildStdout>) {
        let mut cmd = Command::new("sh");
        cmd.arg("-c")
            .arg(command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped());
        if let Some(dir) = dir {
            cmd.current_dir(dir);
        }
        let mut child = cmd.spawn().expect("the engine starts");
        let input = child.stdin.take().expect("piped");
        let output = BufReader::new(child.stdout.take().expect("piped"));
        (child, input, output)
    }

    fn start_hub(command: &str, variant: Variant) -> HubEngine {
        let (child, input, output) = HubEngine::spawn(command, None);
        let mut engine = HubEngine {
            child,
            input,
            output,
            scan: false,
            last_score: None,
        };
        engine.send("hub");
        engine.read_until("wait");
        engine.send(&format!("set-param name=variant value={variant}"));
        engine.send("init");
        engine.read_until("ready");
        engine
    }

    fn start_scan(dir: &str) -> HubEngine {
        let (child, input, output) = HubEngine::spawn("./scan hub", Some(dir));
        let mut engine = HubEngine {
            child,
            input,
            output,
            scan: true,
            last_score: None,
        };
        engine.send("hub");
        engine.read_until("wait");
        engine.send("init");
        engine.read_until("ready");
        engine
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").expect("the engine reads");
        self.input.flush().expect("the engine reads");
    }

    /// Reads lines until one whose first word is `word`; returns it.
    /// Reads up to the first line that starts with `word`, noting the score of the `info`
    /// lines on the way, in centi-men: Scan's third field, or version 2's `score=` (in men).
    fn read_until(&mut self, word: &str) -> String {
        self.last_score = None;
        loop {
            let line = self.read_line();
            let mut fields = line.split_whitespace();
            let first = fields.next();
            if first == Some(word) {
                return line;
            }
            if first == Some("info") {
                let mut fields = fields.peekable();
                let (score, unit) = if fields.peek().is_some_and(|f| f.contains('=')) {
                    (fields.find_map(|f| f.strip_prefix("score=")), 100.0)
                } else {
                    (fields.nth(2), 1.0)
                };
                if let Some(score) = score.and_then(|s| s.parse::<f64>().ok()) {
                    self.last_score = Some((score * unit).round() as i32);
                }
            }
        }
    }

    /// Scan's early Hub protocol: the position (the side to move in lower case), the time,
    /// `go`. Returns the position as sent.
    fn ask_scan(&mut self, pos: &Position, time: Duration) -> String {
        let letters = self.set_scan_position(pos);
        self.send(&format!("time {}", time.as_millis()));
        self.send("go");
        letters
    }

    /// Asks Scan to search the position to `depth`, its book off (`analyse`).
    fn ask_scan_depth(&mut self, pos: &Position, depth: u32) -> String {
        let letters = self.set_scan_position(pos);
        self.send(&format!("depth {depth}"));
        self.send("analyse");
        letters
    }

    /// Sends the position in Scan's letters (the side to move in lower case), and returns
    /// them.
    fn set_scan_position(&mut self, pos: &Position) -> String {
        let mut letters = engine::hub::format_position(pos);
        letters.replace_range(0..1, &letters[0..1].to_lowercase());
        self.send(&format!("pos {letters}"));
        letters
    }

    /// The engine's next line, trimmed.
    fn read_line(&mut self) -> String {
        let mut line = String::new();
        let read = self
            .output
            .read_line(&mut line)
            .expect("the engine answers");
        assert!(read > 0, "the engine died (see its error above)");
        line.trim().to_string()
    }

    fn play(&mut self, game: &Game, time: Duration) -> Answer {
        let pos = *game.position();
        let answer = if self.scan {
            self.ask_scan(&pos, time);
            let line = self.read_until("move");
            line.split_whitespace().nth(1).unwrap_or("").to_string()
        } else {
            // The opening's position and the moves since, so that repetitions are known.
            let moves: Vec<String> = game
                .plies()
                .zip(game.positions())
                .map(|(p, before)| engine::hub::format_move(before.variant(), &p.mv))
                .collect();
            self.send(&format!(
                "pos pos={} moves=\"{}\"",
                engine::hub::format_position(game.start()),
                moves.join(" ")
            ));
            self.send(&format!("level move-time={}", time.as_secs_f64()));
            self.send("go think");
            let line = self.read_until("done");
            line.split_whitespace()
                .find_map(|w| w.strip_prefix("move="))
                .unwrap_or("")
                .to_string()
        };
        Answer::Move(engine::hub::parse_move(&pos, &answer).ok())
    }
}

impl Drop for HubEngine {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.input.flush();
        let _ = self.child.wait();
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
) -> (GameResult, String, usize, Vec<String>) {
    let mut game = start.clone();
    let mut moves = Vec::new();
    dama.searcher.clear();
    other.searcher.clear();
    while !game.is_over() {
        if game.plies().count() >= MOVE_CAP {
            return (
                GameResult::Draw,
                format!("move cap of {MOVE_CAP} plies"),
                game.plies().count(),
                moves,
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
                    moves,
                );
            }
            // The peer's rules ended the game by a draw rule ours have not reached yet: the
            // peer cannot move on, and a draw is the fair score.
            Answer::Over(why) => {
                return (
                    GameResult::Draw,
                    format!("the peer's rules: {why}"),
                    game.plies().count(),
                    moves,
                );
            }
        };
        let score = seat.last_score.map_or("?".into(), |s| s.to_string());
        moves.push(format!("{}:{score}", hub_move(game.position(), &mv)));
        game.play(&mv).expect("a legal move");
    }
    let plies = game.plies().count();
    let (result, why) = match game.outcome() {
        Some(Outcome::Win { winner, .. }) if winner == dama_color => {
            (GameResult::Win, game.outcome().unwrap().to_string())
        }
        Some(Outcome::Win { .. }) => (GameResult::Loss, game.outcome().unwrap().to_string()),
        Some(o) => (GameResult::Draw, o.to_string()),
        None => unreachable!("the loop ends on an outcome"),
    };
    (result, why, plies, moves)
}

/// Which games a match plays, and where it writes them.
struct Schedule {
    variant: Variant,
    openings: Vec<Game>,
    /// The games' numbers, from 0: game `i` plays opening `i / 2`, ours the side to move when
    /// `i` is even.
    games: std::ops::Range<usize>,
    /// Games played at once.
    jobs: usize,
    /// The file every game is written to (`--record`).
    record: Option<String>,
}

fn run_match(schedule: &Schedule, label: &str, players: impl Fn() -> (Player, Player) + Sync) {
    let Schedule {
        variant,
        ref openings,
        ref games,
        jobs,
        ref record,
    } = *schedule;
    let record = record.as_ref().map(|path| {
        Mutex::new(std::fs::File::create(path).unwrap_or_else(|e| panic!("{path}: {e}")))
    });
    println!(
        "match {label}: {} games (from game {}), {} openings, {jobs} at a time",
        games.len(),
        games.start + 1,
        openings.len()
    );
    println!("cpu at the start: {}", cpu_conditions());
    let started = Instant::now();
    let next = AtomicUsize::new(games.start);
    let tally = Mutex::new([0u32; 3]);
    std::thread::scope(|scope| {
        for _ in 0..jobs.max(1) {
            scope.spawn(|| {
                let (a, b) = players();
                let mut dama = Seat::new(a, variant);
                let mut other = Seat::new(b, variant);
                loop {
                    let index = next.fetch_add(1, Ordering::SeqCst);
                    if index >= games.end {
                        break;
                    }
                    let opening = &openings[(index / 2) % openings.len()];
                    // Each opening twice: dama takes the side to move, then the other side.
                    let dama_color = if index.is_multiple_of(2) { opening.turn() } else { !opening.turn() };
                    let (result, why, plies, moves) =
                        play_game(opening, &mut dama, &mut other, dama_color);
                    if let Some(file) = &record {
                        let mut file = file.lock().expect("no panic holds it");
                        writeln!(
                            file,
                            "{}\t{}\t{:?}\t{}\t{}",
                            index + 1,
                            dama_color.name(),
                            result,
                            opening.position().to_fen(),
                            moves.join(" ")
                        )
                        .expect("the record is written");
                    }
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
    println!("cpu at the end: {}", cpu_conditions());
    println!(
        "score {variant}: dama {points}/{played} = {:.1}% ± {:.1}% (won {w}, drawn {d}, lost {l}) in {:.0} s",
        100.0 * points / played.max(1.0),
        100.0 * margin(w, d, l),
        started.elapsed().as_secs_f64()
    );
}

/// The half-width of the 95% confidence interval of a match's score (a fraction), from the
/// spread of the games' own results (1, ½, 0): 1.96 standard errors of their mean.
fn margin(won: u32, drawn: u32, lost: u32) -> f64 {
    let n = (won + drawn + lost) as f64;
    if n < 2.0 {
        return 1.0;
    }
    let mean = (won as f64 + drawn as f64 / 2.0) / n;
    let square = (won as f64 + drawn as f64 / 4.0) / n;
    let variance = (square - mean * mean).max(0.0) * n / (n - 1.0);
    1.96 * (variance / n).sqrt()
}

/// `--priority`: this process and the engines it starts get the CPU first. A session of its
/// own is a scheduling group of its own (Linux's autogroups share the CPU between sessions
/// before nice values count inside them), set to the highest priority, and the process's
/// own nice value too; the engines it starts inherit both. Other work on the machine then
/// waits while a game is played, so each side of a game, thinking in turn, has a core.
/// Raising a priority needs the rights to (root or CAP_SYS_NICE); what was obtained is
/// printed with [`cpu_conditions`].
fn claim_cpu() {
    // SAFETY: setsid and setpriority take no pointers; a failure is reported, not fatal.
    let session = unsafe { libc::setsid() };
    let group = std::fs::write("/proc/self/autogroup", "-20");
    let nice = unsafe { libc::setpriority(libc::PRIO_PROCESS, 0, -20) };
    if session < 0 || group.is_err() || nice != 0 {
        eprintln!(
            "--priority: a session of its own {}, its group at -20 {}, nice -20 {}",
            if session < 0 { "refused" } else { "made" },
            if group.is_err() { "refused" } else { "set" },
            if nice != 0 { "refused" } else { "set" },
        );
    }
}

/// How the CPU is shared as the bench runs: the cores, the load average, this process's
/// nice value and its scheduling group's (`/proc/self/autogroup`).
fn cpu_conditions() -> String {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    let load: Vec<&str> = load.split_whitespace().take(3).collect();
    // SAFETY: getpriority takes no pointers.
    let nice = unsafe { libc::getpriority(libc::PRIO_PROCESS, 0) };
    let group = std::fs::read_to_string("/proc/self/autogroup").unwrap_or_default();
    format!(
        "{cores} cores, load average {}, nice {nice}, scheduling group {}",
        load.join(" "),
        group.trim()
    )
}

fn openings_path(variant: Variant) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("benches/matches/openings")
        .join(format!("{variant}.txt"))
}

/// One opening a line: `FEN` then the moves that led there from the start (`#` lines are
/// comments naming the source); the variant's file, or the one `--openings` names (made by
/// `matches openings --seed N > FILE`).
fn read_openings(variant: Variant, file: Option<String>) -> Vec<Game> {
    let path = file.map_or_else(|| openings_path(variant), PathBuf::from);
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
    let openings = read_openings(variant, None);
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
    let mut game = read_openings(variant, None).swap_remove(0);
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

/// Analysis you can trust: `!hint` at level 10's time against the best move of a deep search,
/// on positions of real games.
///
/// - `--step positions`: 300 positions (`--count`) of the PDN files' games, spread evenly over
///   them (every game, from its 6th ply, positions with two legal moves or more), written
///   one FEN a line.
/// - `--step reference`: each position searched `--time` seconds by Scan 2.0 (`--scan DIR`)
///   or by the engine itself (one thread); written `FEN;best move`.
/// - `--step hint`: each position's hint (`engine::hint`, `--time` seconds, one thread)
///   compared with the reference's move; prints the share that agree.
fn trust(variant: Variant, opt: &dyn Fn(&str) -> Option<String>, time: f64) {
    let need = |name: &str| {
        opt(name).unwrap_or_else(|| {
            eprintln!("trust needs {name}");
            std::process::exit(2)
        })
    };
    match need("--step").as_str() {
        "positions" => {
            let count: usize = opt("--count").and_then(|c| c.parse().ok()).unwrap_or(300);
            let mut candidates = Vec::new();
            let paths = need("--pdn");
            for path in paths.split(',') {
                let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{path}: {e}"));
                let text = String::from_utf8_lossy(&bytes);
                for pdn in rules::read_pdn(&text, variant).into_iter().flatten() {
                    for pos in pdn.game.positions().iter().skip(6) {
                        if pos.legal_moves().len() >= 2 {
                            candidates.push(pos.to_fen());
                        }
                    }
                }
            }
            let step = (candidates.len() as f64 / count as f64).max(1.0);
            let picked: Vec<&String> = (0..count.min(candidates.len()))
                .map(|i| &candidates[(i as f64 * step) as usize])
                .collect();
            let mut text = format!(
                "# {variant}: {} positions of the games of {paths}, one every {step:.1} of the {} with two legal moves or more from the 6th ply.\n",
                picked.len(),
                candidates.len()
            );
            for fen in picked {
                text.push_str(fen);
                text.push('\n');
            }
            std::fs::write(need("--out"), text).expect("write");
        }
        "reference" => {
            let positions = read_lines(&need("--positions"));
            let scan = opt("--scan");
            let out = need("--out");
            let mut hub = scan.as_deref().map(HubEngine::start_scan);
            let mut searcher = Searcher::new(256);
            let who = match &scan {
                Some(_) => format!("Scan 2.0 at {time} s"),
                None => format!("dama at {time} s, one thread"),
            };
            let mut text = format!("# the best move of {who} for each position\n");
            for (i, fen) in positions.iter().enumerate() {
                let pos = Position::from_fen(variant, fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
                let game = Game::from_position(pos, GameOptions::default()).expect("options");
                let best = match hub.as_mut() {
                    Some(hub) => match hub.play(&game, Duration::from_secs_f64(time)) {
                        Answer::Move(mv) => mv,
                        Answer::Over(_) => None,
                    },
                    None => {
                        searcher.clear();
                        searcher
                            .search(&game, &Limits::time(Duration::from_secs_f64(time)))
                            .best
                    }
                };
                let Some(best) = best else {
                    eprintln!("{fen}: no move");
                    continue;
                };
                text.push_str(&format!("{fen};{}\n", pos.move_text(&best)));
                std::fs::write(&out, &text).expect("write");
                eprintln!(
                    "{}/{}: {fen} {}",
                    i + 1,
                    positions.len(),
                    pos.move_text(&best)
                );
            }
        }
        "hint" => {
            let lines = read_lines(&need("--reference"));
            let (mut agree, mut total) = (0, 0);
            for line in &lines {
                let Some((fen, best)) = line.split_once(';') else {
                    continue;
                };
                let pos = Position::from_fen(variant, fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
                let game = Game::from_position(pos, GameOptions::default()).expect("options");
                let reference = pos
                    .parse_move(best)
                    .unwrap_or_else(|e| panic!("{best}: {e:?}"));
                let hint = engine::hint(&game, Limits::time(Duration::from_secs_f64(time)))
                    .expect("a hint");
                total += 1;
                if hint.mv == reference {
                    agree += 1;
                }
                println!(
                    "{total:3} {fen}: hint {} reference {best} {}  [{agree}/{total}]",
                    hint.text,
                    if hint.mv == reference { "=" } else { "≠" }
                );
            }
            println!(
                "trust {variant}: the hint at {time} s agrees with the reference in {agree} of {total} positions ({:.1}%)",
                100.0 * agree as f64 / total.max(1) as f64
            );
        }
        other => {
            eprintln!("trust: no step `{other}` (positions, reference, hint)");
            std::process::exit(2)
        }
    }
}

fn read_lines(path: &str) -> Vec<String> {
    std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("{path}: {e}"))
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect()
}
