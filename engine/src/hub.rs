//! The Hub protocol, version 2: the text protocol of Scan that draughts GUIs and clients such as
//! pydraughts' `HubEngine` speak. This module is the protocol without the I/O: a [`Session`]
//! takes the GUI's lines one at a time and answers lines to write and [`Output`]s for the caller
//! that owns stdin, stdout and the search thread (`dama hub`).
//!
//! Positions are Hub's: the side to move (`W` or `B`) then one letter a square in the order of
//! the square numbers (`w`/`b` men, `W`/`B` kings, `e` empty). Squares are numbered as the
//! variant numbers them (1 at the top left for International and English); the variants
//! written with coordinates (Brazilian, Dameo) are numbered from the top left too, row by row.
//! Moves are `32-28`, and captures list the captured squares after the destination:
//! `28x19x23`. `pos` also takes a PDN FEN (`pos pos="W:W31-50:B1-20"`) and `pos=start`.
//!
//! ```
//! use engine::hub::{Output, Session};
//! let mut hub = Session::new("0.1.0");
//! let lines = |out: Vec<Output>| -> Vec<String> {
//!     out.into_iter().filter_map(|o| match o { Output::Line(l) => Some(l), _ => None }).collect()
//! };
//! assert_eq!(lines(hub.handle("hub")).last().unwrap(), "wait");
//! assert_eq!(lines(hub.handle("init")), ["ready"]);
//! assert!(lines(hub.handle("pos pos=Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww")).is_empty());
//! assert!(lines(hub.handle("level depth=3")).is_empty());
//! assert!(matches!(hub.handle("go think")[0], Output::Search(_)));
//! ```

use std::fmt;
use std::time::Duration;

use rules::{Color, Game, GameOptions, Move, Piece, Position, Role, Square, Variant};

use crate::limits::Limits;
use crate::score::hub_score;
use crate::search::{Info, SearchResult};

/// A line the engine could not act on, written back as `error message="…"`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HubError(pub String);

impl fmt::Display for HubError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for HubError {}

fn error(text: impl Into<String>) -> HubError {
    HubError(text.into())
}

/// The number of a square in Hub's order.
pub fn square_number(variant: Variant, sq: Square) -> u16 {
    match variant.number_of(sq) {
        Some(n) => n as u16,
        None => squares_in_order(variant)
            .iter()
            .position(|&s| s == sq)
            .map_or(0, |i| i as u16 + 1),
    }
}

/// The square of a Hub square number.
pub fn square_of_number(variant: Variant, number: u16) -> Option<Square> {
    squares_in_order(variant)
        .get((number as usize).checked_sub(1)?)
        .copied()
}

/// The playable squares in the order of their numbers: the variant's own numbering, or from
/// the top left, row by row, for the variants written with coordinates.
pub fn squares_in_order(variant: Variant) -> Vec<Square> {
    let mut squares: Vec<Square> = variant.playable().iter().collect();
    if squares.iter().all(|&s| variant.number_of(s).is_some()) {
        squares.sort_by_key(|&s| variant.number_of(s));
    } else {
        squares.sort_by_key(|&s| {
            let (file, rank) = variant.coords(s);
            (std::cmp::Reverse(rank), file)
        });
    }
    squares
}

/// Reads a Hub position: `W` or `B`, then a letter a square.
pub fn parse_position(variant: Variant, text: &str) -> Result<Position, HubError> {
    let squares = squares_in_order(variant);
    let mut chars = text.chars();
    let turn = match chars.next() {
        Some('W' | 'w') => Color::White,
        Some('B' | 'b') => Color::Black,
        _ => {
            return Err(error(format!(
                "pos: `{text}` must start with W or B, the side to move"
            )));
        }
    };
    let body: Vec<char> = chars.collect();
    if body.len() != squares.len() {
        return Err(error(format!(
            "pos: {variant} has {} squares, the position gives {}",
            squares.len(),
            body.len()
        )));
    }
    let mut pos = Position::empty(variant, turn);
    for (&sq, &c) in squares.iter().zip(&body) {
        let piece = match c {
            'w' => Piece::new(Color::White, Role::Man),
            'b' => Piece::new(Color::Black, Role::Man),
            'W' => Piece::new(Color::White, Role::King),
            'B' => Piece::new(Color::Black, Role::King),
            'e' | '.' | '-' => continue,
            other => return Err(error(format!("pos: `{other}` is not w, b, W, B or e"))),
        };
        pos.put(sq, piece);
    }
    Ok(pos)
}

/// Writes a position in Hub's form.
pub fn format_position(pos: &Position) -> String {
    let mut out = String::new();
    out.push(pos.turn().letter());
    for sq in squares_in_order(pos.variant()) {
        out.push(match pos.piece_at(sq) {
            None => 'e',
            Some(p) => match (p.color, p.role) {
                (Color::White, Role::Man) => 'w',
                (Color::Black, Role::Man) => 'b',
                (Color::White, Role::King) => 'W',
                (Color::Black, Role::King) => 'B',
            },
        });
    }
    out
}

/// Writes a move in Hub's form: `32-28`, or `28x19x23` (the captured squares in order of number).
pub fn format_move(variant: Variant, mv: &Move) -> String {
    let n = |sq| square_number(variant, sq).to_string();
    if mv.is_capture() {
        let mut captured: Vec<u16> = mv
            .captured()
            .iter()
            .map(|s| square_number(variant, s))
            .collect();
        captured.sort_unstable();
        let mut parts = vec![n(mv.from()), n(mv.to())];
        parts.extend(captured.iter().map(u16::to_string));
        parts.join("x")
    } else {
        format!("{}-{}", n(mv.from()), n(mv.to()))
    }
}

/// Reads a Hub move against the legal moves of `pos`. The captured squares may come in any
/// order, or be left out when the start and end alone name one move.
pub fn parse_move(pos: &Position, text: &str) -> Result<Move, HubError> {
    let variant = pos.variant();
    let numbers: Option<Vec<u16>> = text
        .split(['-', 'x', 'X', ':'])
        .map(|p| p.trim().parse().ok())
        .collect();
    let squares: Option<Vec<Square>> = numbers.filter(|n| n.len() >= 2).and_then(|n| {
        n.into_iter()
            .map(|n| square_of_number(variant, n))
            .collect()
    });
    let Some(squares) = squares else {
        return Err(error(format!(
            "`{text}` is not a move: write 32-28, or 28x19x23 with the captured squares"
        )));
    };
    let (from, to, captured) = (squares[0], squares[1], &squares[2..]);
    let found: Vec<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| m.from() == from && m.to() == to)
        .filter(|m| {
            captured.is_empty() && (!text.contains(['x', 'X', ':']) || m.is_capture())
                || m.capture_count() == captured.len()
                    && captured.iter().all(|&c| m.captured().contains(c))
        })
        .collect();
    match found.as_slice() {
        [mv] => Ok(*mv),
        [] => Err(error(format!("`{text}` is not a legal move here"))),
        _ => Err(error(format!(
            "`{text}` fits several moves: list the captured squares"
        ))),
    }
}

/// How the next search is bounded (`level`).
#[derive(Debug, Clone, PartialEq)]
pub enum Level {
    Depth(u32),
    Nodes(u64),
    MoveTime(Duration),
    /// `level [moves=M] time=T [inc=I]`: the time left on the clock.
    Clock {
        moves: Option<u32>,
        time: Duration,
        increment: Duration,
    },
    Infinite,
}

impl Level {
    /// What one search may spend.
    pub fn limits(&self) -> Limits {
        match *self {
            Level::Depth(d) => Limits::depth(d),
            Level::Nodes(n) => Limits::nodes(n),
            Level::MoveTime(t) => Limits::time(t),
            Level::Clock { .. } => {
                Limits::clock_share(self.move_time().unwrap_or(Duration::from_millis(100)))
            }
            Level::Infinite => Limits::infinite(),
        }
    }

    /// The time for one move, where the level is one of time.
    pub fn move_time(&self) -> Option<Duration> {
        match *self {
            Level::MoveTime(t) => Some(t),
            Level::Clock {
                moves,
                time,
                increment,
            } => {
                // The increment is added before the move; keep a reserve for the process.
                let available = time + increment;
                let share = match moves {
                    Some(m) if m > 0 => available / m.min(50),
                    _ => available / 30 + increment.mul_f64(0.8),
                };
                let cap = available
                    .mul_f64(0.5)
                    .saturating_sub(Duration::from_millis(20));
                Some(share.min(cap).max(Duration::from_millis(5)))
            }
            _ => None,
        }
    }
}

/// What kind of search `go` asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GoMode {
    Think,
    /// The opponent's expected move is on the board; the clock starts at `ponder-hit`.
    Ponder,
    Analyze,
}

/// A search for the caller to run (on a thread of its own), then to report with
/// [`Session::finished`].
#[derive(Debug, Clone)]
pub struct SearchRequest {
    pub game: Game,
    /// The limits, less the stop flag the caller adds.
    pub limits: Limits,
    pub mode: GoMode,
    /// The threads to search with (`set-param name=threads`).
    pub threads: usize,
}

/// What the caller must do after a line.
#[derive(Debug, Clone)]
pub enum Output {
    /// Write this line.
    Line(String),
    /// Start this search; write `info` lines with [`Session::info_line`] while it runs.
    Search(Box<SearchRequest>),
    /// Stop the running search (it then reports as usual, and `done` follows).
    Stop,
    /// `ponder-hit`: the search goes on as a normal one, stopping after this time if given.
    PonderHit(Option<Duration>),
    /// `new-game`: forget the transposition table.
    NewGame,
    Quit,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// Nothing yet: the GUI starts with `hub`.
    Start,
    /// After `hub`: parameters may be set, then `init`.
    Declared,
    Ready,
}

/// One engine's side of a Hub conversation.
#[derive(Debug, Clone)]
pub struct Session {
    version: String,
    phase: Phase,
    variant: Variant,
    game: Option<Game>,
    level: Level,
    searching: Option<GoMode>,
    threads: usize,
    book: bool,
    /// Picks among the book's equal moves; changes with every game.
    seed: u64,
}

impl Session {
    pub fn new(version: &str) -> Session {
        Session {
            version: version.to_string(),
            phase: Phase::Start,
            variant: Variant::International,
            game: None,
            level: Level::MoveTime(Duration::from_secs(1)),
            searching: None,
            threads: 1,
            book: true,
            seed: 0,
        }
    }

    /// The same session searching with `threads` threads unless `set-param name=threads`
    /// says otherwise, and picking book moves with `seed`.
    pub fn with_threads_and_seed(mut self, threads: usize, seed: u64) -> Session {
        self.threads = threads.clamp(1, crate::MAX_THREADS);
        self.seed = seed;
        self
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// Whether a search is under way (between [`Output::Search`] and [`Session::finished`]).
    pub fn is_searching(&self) -> bool {
        self.searching.is_some()
    }

    /// Takes one line from the GUI.
    pub fn handle(&mut self, line: &str) -> Vec<Output> {
        match self.dispatch(line) {
            Ok(out) => out,
            Err(e) => vec![Output::Line(error_line(&e.0))],
        }
    }

    fn dispatch(&mut self, line: &str) -> Result<Vec<Output>, HubError> {
        let Some((command, args)) = parse_line(line)? else {
            return Ok(Vec::new());
        };
        let arg = |name: &str| {
            args.iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.as_str())
        };
        if self.searching.is_some()
            && !matches!(command.as_str(), "ping" | "stop" | "ponder-hit" | "quit")
        {
            return Err(error(format!(
                "{command}: not while searching (send stop first)"
            )));
        }
        let need_ready = |phase: Phase| -> Result<(), HubError> {
            match phase {
                Phase::Ready => Ok(()),
                Phase::Start => Err(error(format!("{command}: send hub, then init, first"))),
                Phase::Declared => Err(error(format!("{command}: send init first"))),
            }
        };
        match command.as_str() {
            "hub" => {
                self.phase = Phase::Declared;
                let names: Vec<&str> = Variant::ALL.iter().map(|v| v.name()).collect();
                Ok(vec![
                    Output::Line(format!("id name=dama version={}", quote(&self.version))),
                    Output::Line(format!(
                        "param name=variant value={} type=enum values=\"{}\"",
                        self.variant.name(),
                        names.join(" ")
                    )),
                    Output::Line(format!(
                        "param name=threads value={} type=int min=1 max={}",
                        self.threads,
                        crate::MAX_THREADS
                    )),
                    Output::Line(format!("param name=book value={} type=bool", self.book)),
                    Output::Line("wait".into()),
                ])
            }
            "set-param" => {
                if self.phase == Phase::Start {
                    return Err(error("set-param: send hub first"));
                }
                let name = arg("name").ok_or_else(|| error("set-param: name=… is missing"))?;
                let value = arg("value").ok_or_else(|| error("set-param: value=… is missing"))?;
                match name {
                    "variant" => {
                        let variant = parse_variant(value)?;
                        if variant != self.variant {
                            self.variant = variant;
                            self.game = None;
                        }
                        Ok(Vec::new())
                    }
                    "threads" => {
                        let threads: usize = value
                            .parse()
                            .ok()
                            .filter(|t| (1..=crate::MAX_THREADS).contains(t))
                            .ok_or_else(|| {
                                error(format!(
                                    "set-param: threads is 1 to {}, not `{value}`",
                                    crate::MAX_THREADS
                                ))
                            })?;
                        self.threads = threads;
                        Ok(Vec::new())
                    }
                    "book" => {
                        self.book = match value {
                            "true" | "1" | "on" => true,
                            "false" | "0" | "off" => false,
                            _ => {
                                return Err(error(format!(
                                    "set-param: book is true or false, not `{value}`"
                                )));
                            }
                        };
                        Ok(Vec::new())
                    }
                    other => Err(error(format!(
                        "set-param: no parameter `{other}` (there is: variant, threads, book)"
                    ))),
                }
            }
            "init" => {
                if self.phase == Phase::Start {
                    return Err(error("init: send hub first"));
                }
                self.phase = Phase::Ready;
                Ok(vec![Output::Line("ready".into())])
            }
            "ping" => Ok(vec![Output::Line("pong".into())]),
            "new-game" => {
                need_ready(self.phase)?;
                self.game = None;
                self.seed = self.seed.wrapping_add(1);
                Ok(vec![Output::NewGame])
            }
            "pos" => {
                need_ready(self.phase)?;
                let game = self.read_position(arg("pos"), arg("moves"))?;
                self.game = Some(game);
                Ok(Vec::new())
            }
            "level" => {
                need_ready(self.phase)?;
                self.level = parse_level(&args)?;
                Ok(Vec::new())
            }
            "go" => {
                need_ready(self.phase)?;
                let mode = if arg("think").is_some() {
                    GoMode::Think
                } else if arg("ponder").is_some() {
                    GoMode::Ponder
                } else if arg("analyze").is_some() || arg("analyse").is_some() {
                    GoMode::Analyze
                } else {
                    return Err(error("go: say go think, go ponder or go analyze"));
                };
                let game = self
                    .game
                    .clone()
                    .ok_or_else(|| error("go: no position (send pos first)"))?;
                if game.is_over() {
                    return Err(error("go: the game is over in this position"));
                }
                // Playing on the clock, the book answers at once while it knows the position
                // (a search bounded by depth or nodes is a search asked for).
                let on_the_clock = matches!(self.level, Level::MoveTime(_) | Level::Clock { .. });
                if mode == GoMode::Think
                    && self.book
                    && on_the_clock
                    && let Some((mv, _)) = crate::level::book_move(&game, self.seed)
                {
                    return Ok(vec![Output::Line(format!(
                        "done move={}",
                        format_move(self.variant, &mv)
                    ))]);
                }
                let limits = match mode {
                    // The opponent's clock runs: think until ponder-hit or stop, within the
                    // depth or nodes asked for.
                    GoMode::Ponder => match self.level {
                        Level::Depth(_) | Level::Nodes(_) => self.level.limits(),
                        _ => Limits::infinite(),
                    },
                    _ => self.level.limits(),
                };
                self.searching = Some(mode);
                Ok(vec![Output::Search(Box::new(SearchRequest {
                    game,
                    limits,
                    mode,
                    threads: self.threads,
                }))])
            }
            "stop" => {
                if self.searching.is_none() {
                    return Err(error("stop: no search is running"));
                }
                Ok(vec![Output::Stop])
            }
            "ponder-hit" => {
                if self.searching != Some(GoMode::Ponder) {
                    return Err(error("ponder-hit: no ponder search is running"));
                }
                self.searching = Some(GoMode::Think);
                let time = match self.level {
                    Level::Infinite | Level::Depth(_) | Level::Nodes(_) => None,
                    _ => self.level.move_time(),
                };
                Ok(vec![Output::PonderHit(time)])
            }
            "quit" => Ok(vec![Output::Quit]),
            other => Err(error(format!("unknown command `{other}`"))),
        }
    }

    fn read_position(&self, pos: Option<&str>, moves: Option<&str>) -> Result<Game, HubError> {
        let text = pos.ok_or_else(|| error("pos: pos=… is missing"))?;
        let position = if text == "start" || text == "startpos" {
            Position::start(self.variant)
        } else if text.contains(':') {
            // A PDN FEN (`W:W31-50:B1-20`), as some clients send instead of Hub's letters.
            Position::from_fen(self.variant, text).map_err(|e| error(format!("pos: {e}")))?
        } else {
            parse_position(self.variant, text)?
        };
        let mut game = Game::from_position(position, GameOptions::default())
            .map_err(|e| error(format!("pos: {e}")))?;
        for text in moves.unwrap_or("").split_whitespace() {
            if game.is_over() {
                return Err(error(format!("pos: the game is over before `{text}`")));
            }
            let mv = parse_move(game.position(), text).map_err(|e| error(format!("pos: {e}")))?;
            game.play(&mv)
                .map_err(|e| error(format!("pos: `{text}`: {e}")))?;
        }
        Ok(game)
    }

    /// An `info` line for a completed depth of the running search.
    pub fn info_line(&self, info: &Info) -> String {
        let variant = self.variant;
        let time = info.time.as_secs_f64();
        let pv = pv_text(self.game.as_ref().map(|g| *g.position()), &info.pv, variant);
        format!(
            "info depth={} mean-depth={:.1} score={} nodes={} time={:.3} nps={:.2} pv=\"{}\"",
            info.depth,
            info.mean_depth,
            hub_score(info.score),
            info.nodes,
            time,
            info.nodes as f64 / time.max(1e-6) / 1e6,
            pv
        )
    }

    /// The search is over: the `done` line (with the expected reply when there is one).
    pub fn finished(&mut self, result: &SearchResult) -> String {
        self.searching = None;
        let variant = self.variant;
        match result.best {
            Some(best) => {
                let mut line = format!("done move={}", format_move(variant, &best));
                if let Some(reply) = result.pv.get(1)
                    && result.pv.first() == Some(&best)
                {
                    line.push_str(&format!(" ponder={}", format_move(variant, reply)));
                }
                line
            }
            None => error_line("the position has no legal move"),
        }
    }
}

fn pv_text(start: Option<Position>, pv: &[Move], variant: Variant) -> String {
    let Some(mut pos) = start else {
        return String::new();
    };
    let mut words = Vec::new();
    for mv in pv {
        if !pos.is_legal(mv) {
            break;
        }
        words.push(format_move(variant, mv));
        pos = pos.play(mv);
    }
    words.join(" ")
}

fn error_line(message: &str) -> String {
    format!("error message=\"{}\"", message.replace('"', "'"))
}

/// A value written bare when it can be, else in double quotes.
fn quote(value: &str) -> String {
    if !value.is_empty()
        && value
            .chars()
            .all(|c| !c.is_control() && !c.is_whitespace() && c != '=' && c != '"')
    {
        value.to_string()
    } else {
        format!("\"{}\"", value.replace('"', "'"))
    }
}

/// The variant names of `rules`, and those of Scan and pydraughts for the same games.
fn parse_variant(value: &str) -> Result<Variant, HubError> {
    match value.to_ascii_lowercase().as_str() {
        "normal" | "standard" => Ok(Variant::International),
        other => other
            .parse()
            .map_err(|e: rules::UnknownVariant| error(format!("set-param: {e}"))),
    }
}

fn parse_level(args: &[(String, String)]) -> Result<Level, HubError> {
    let get = |name: &str| {
        args.iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    };
    let seconds = |name: &str, text: &str| -> Result<Duration, HubError> {
        text.parse::<f64>()
            .ok()
            .filter(|s| s.is_finite() && *s >= 0.0 && *s < 1e7)
            .map(Duration::from_secs_f64)
            .ok_or_else(|| error(format!("level: {name}={text} is not a number of seconds")))
    };
    if get("infinite").is_some() {
        return Ok(Level::Infinite);
    }
    if let Some(d) = get("depth") {
        return d
            .parse::<u32>()
            .ok()
            .filter(|&d| (1..=crate::MAX_DEPTH).contains(&d))
            .map(Level::Depth)
            .ok_or_else(|| {
                error(format!(
                    "level: depth={d} is not a depth from 1 to {}",
                    crate::MAX_DEPTH
                ))
            });
    }
    if let Some(n) = get("nodes") {
        return n
            .parse::<u64>()
            .ok()
            .filter(|&n| n > 0)
            .map(Level::Nodes)
            .ok_or_else(|| error(format!("level: nodes={n} is not a positive number")));
    }
    if let Some(t) = get("move-time") {
        return Ok(Level::MoveTime(seconds("move-time", t)?));
    }
    if let Some(t) = get("time") {
        let moves = match get("moves") {
            Some(m) => Some(
                m.parse::<u32>()
                    .map_err(|_| error(format!("level: moves={m} is not a count")))?,
            ),
            None => None,
        };
        let increment = match get("inc") {
            Some(i) => seconds("inc", i)?,
            None => Duration::ZERO,
        };
        return Ok(Level::Clock {
            moves,
            time: seconds("time", t)?,
            increment,
        });
    }
    Err(error(
        "level: give depth=, nodes=, move-time=, time= or infinite",
    ))
}

/// A command and its `name=value` pairs (a flag has an empty value).
pub type Line = (String, Vec<(String, String)>);

/// Splits `command name=value name="quoted value" flag` into the command and its pairs.
/// `Ok(None)` for a blank line.
pub fn parse_line(line: &str) -> Result<Option<Line>, HubError> {
    let chars: Vec<char> = line.trim().chars().collect();
    let mut i = 0;
    let is_id = |c: char| !c.is_control() && !c.is_whitespace() && c != '=' && c != '"';
    let skip_blank = |i: &mut usize| {
        while *i < chars.len() && chars[*i].is_whitespace() {
            *i += 1;
        }
    };
    let name = |i: &mut usize| -> String {
        let start = *i;
        while *i < chars.len() && is_id(chars[*i]) {
            *i += 1;
        }
        chars[start..*i].iter().collect()
    };
    skip_blank(&mut i);
    if i == chars.len() {
        return Ok(None);
    }
    let command = name(&mut i);
    if command.is_empty() {
        return Err(error(format!(
            "`{}` does not start with a command",
            line.trim()
        )));
    }
    let mut args = Vec::new();
    loop {
        skip_blank(&mut i);
        if i == chars.len() {
            break;
        }
        let key = name(&mut i);
        if key.is_empty() {
            return Err(error(format!(
                "{command}: `{}` is not name=value",
                chars[i..].iter().collect::<String>()
            )));
        }
        skip_blank(&mut i);
        let mut value = String::new();
        if i < chars.len() && chars[i] == '=' {
            i += 1;
            skip_blank(&mut i);
            if i < chars.len() && chars[i] == '"' {
                i += 1;
                let start = i;
                while i < chars.len() && chars[i] != '"' {
                    i += 1;
                }
                if i == chars.len() {
                    return Err(error(format!(
                        "{command}: the value of {key} has no closing quote"
                    )));
                }
                value = chars[start..i].iter().collect();
                i += 1;
            } else {
                value = name(&mut i);
                if value.is_empty() {
                    return Err(error(format!("{command}: {key}= has no value")));
                }
            }
        }
        args.push((key, value));
    }
    Ok(Some((command, args)))
}
