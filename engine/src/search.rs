//! Iterative deepening principal variation search, on one thread or several.
//!
//! Alpha-beta with a transposition table, move ordering by hash move, the largest captures,
//! killers and history, ProbCut (a shallower search that clears the bound by a margin cuts the
//! node), late move reductions, one ply more for a forced reply, and a quiescence search that
//! plays out every capture (captures are compulsory in draughts, so a position with a capture
//! is never "quiet") and, where kings fly, the crownings of the side to move, and, while no
//! king is on the board where men take backwards, its one-for-one trades. Endgame
//! databases, when given ([`Searcher::set_tablebase`]), end the search of the positions they
//! know. The draw rules of the variant are part of the tree: every move goes through `rules`'
//! own draw counters, and a position repeated since the last irreversible move scores as a
//! draw.
//!
//! With more than one thread ([`Searcher::set_threads`]) the threads search the same root
//! and share the transposition table (Lazy SMP): the helpers' results reach the main thread
//! through the table, and every other helper searches one ply deeper, so that they fill it
//! with what the main thread will want next. With one thread a search bounded by depth or
//! nodes is deterministic.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use rules::{Color, DrawCounters, Game, GameOptions, Move, Outcome, Position, Variant};

use crate::eval::{Evaluator, Patterns};
use crate::exchanges::{Exchanges, Offers};
use crate::limits::Limits;
use crate::score::{DATABASE_WIN, EVAL_BOUND, INFINITY, WIN, WIN_BOUND, from_table, to_table};
use crate::table::{Bound, Table};
use crate::tablebase::{Tablebase, Wdl};
use crate::timing::Clock;

/// The deepest nominal depth an iteration goes to.
pub const MAX_DEPTH: u32 = 96;
const MAX_PLY: usize = 160;

/// The most threads a search uses.
pub const MAX_THREADS: usize = 8;

/// The threads a search uses by default: the cores this process may run on, at most
/// [`MAX_THREADS`].
pub fn default_threads() -> usize {
    std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .clamp(1, MAX_THREADS)
}

/// The answer of a search.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play; `None` only when the game is over (or has no legal move).
    pub best: Option<Move>,
    /// Centi-men for the side to move; see [`crate::is_decisive`] for wins and losses.
    pub score: i32,
    /// The expected line, starting with `best`.
    pub pv: Vec<Move>,
    /// The last depth completed.
    pub depth: u32,
    /// Positions visited, by every thread.
    pub nodes: u64,
    pub time: Duration,
}

/// What the search reports after each completed depth (and the Hub turns into `info`).
#[derive(Debug, Clone, PartialEq)]
pub struct Info {
    pub depth: u32,
    /// The average depth of the positions evaluated at the leaves, captures included.
    pub mean_depth: f64,
    pub score: i32,
    pub nodes: u64,
    pub time: Duration,
    pub pv: Vec<Move>,
}

/// The knobs of the search, for matches between settings (the `matches` bench). The defaults
/// are what the engine plays with.
#[doc(hidden)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchParams {
    /// ProbCut: at depth 3 or more off the principal variation, a search of this share of the
    /// depth (percent) that beats beta by `probcut_margin` centi-men a ply cuts the node.
    pub probcut: bool,
    pub probcut_margin: i32,
    pub probcut_depth: i32,
    /// Late move reductions: quiet moves from this place in the order on (on the principal
    /// variation, from `lmr_pv_from`), one ply less; from `lmr_two_from`, two.
    pub lmr: bool,
    pub lmr_from: usize,
    pub lmr_pv_from: usize,
    pub lmr_two_from: usize,
    /// The first aspiration window, centi-men either side of the last score.
    pub aspiration: i32,
    /// The quiescence search plays out crownings too, not captures alone (where kings fly).
    pub qs_crowning: bool,
    /// The quiescence search plays out one-for-one trades while no king is on the board
    /// (where men take backwards, along diagonals only; see `exchanges`).
    pub qs_exchanges: bool,
    /// Those trades only where the man that takes back takes forwards (as Scan 2.0's).
    pub qs_exchanges_forward: bool,
    /// Those trades only where the evaluation is less than this many centi-men below alpha
    /// (0: wherever it is below beta).
    pub qs_trade_futility: i32,
}

impl Default for SearchParams {
    fn default() -> SearchParams {
        SearchParams {
            probcut: true,
            probcut_margin: 5,
            probcut_depth: 40,
            lmr: true,
            lmr_from: 1,
            lmr_pv_from: 3,
            lmr_two_from: 6,
            aspiration: 40,
            qs_crowning: true,
            qs_exchanges: true,
            qs_exchanges_forward: false,
            qs_trade_futility: 0,
        }
    }
}

impl SearchParams {
    /// `name=value` pairs separated by commas over the defaults: `probcut=0,lmr_from=2`.
    pub fn parse(text: &str) -> Result<SearchParams, String> {
        let mut params = SearchParams::default();
        for pair in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (name, value) = pair
                .split_once('=')
                .ok_or_else(|| format!("`{pair}`: name=value"))?;
            let number: i64 = value.parse().map_err(|_| format!("`{pair}`: a number"))?;
            match name {
                "probcut" => params.probcut = number != 0,
                "probcut_margin" => params.probcut_margin = number as i32,
                "probcut_depth" => params.probcut_depth = number as i32,
                "lmr" => params.lmr = number != 0,
                "lmr_from" => params.lmr_from = number as usize,
                "lmr_pv_from" => params.lmr_pv_from = number as usize,
                "lmr_two_from" => params.lmr_two_from = number as usize,
                "aspiration" => params.aspiration = number as i32,
                "qs_crowning" => params.qs_crowning = number != 0,
                "qs_exchanges" => params.qs_exchanges = number != 0,
                "qs_exchanges_forward" => params.qs_exchanges_forward = number != 0,
                "qs_trade_futility" => params.qs_trade_futility = number as i32,
                _ => return Err(format!("no knob `{name}`")),
            }
        }
        Ok(params)
    }
}

/// A search engine that keeps its transposition table and move-ordering statistics from one
/// search to the next (as a player does over a game). [`crate::search`] makes a fresh one per
/// call.
pub struct Searcher {
    table: Arc<Table>,
    threads: usize,
    /// Move-ordering statistics, one table a thread.
    histories: Vec<Vec<i32>>,
    evaluator: Option<(Variant, Arc<Evaluator>)>,
    tablebase: Option<Arc<dyn Tablebase>>,
    params: SearchParams,
}

impl Default for Searcher {
    fn default() -> Searcher {
        Searcher::new(Searcher::DEFAULT_MB)
    }
}

impl Searcher {
    /// Megabytes of transposition table of [`Searcher::default`].
    pub const DEFAULT_MB: usize = 16;
    /// The node budget of each move in [`Searcher::score_moves`].
    pub const NODES_PER_MOVE: u64 = 8_000;

    /// A searcher of one thread.
    pub fn new(table_megabytes: usize) -> Searcher {
        Searcher {
            table: Arc::new(Table::new(table_megabytes)),
            threads: 1,
            histories: Vec::new(),
            evaluator: None,
            tablebase: None,
            params: SearchParams::default(),
        }
    }

    /// The same searcher, searching with `threads` threads (1 to [`MAX_THREADS`]).
    pub fn with_threads(mut self, threads: usize) -> Searcher {
        self.set_threads(threads);
        self
    }

    pub fn set_threads(&mut self, threads: usize) {
        self.threads = threads.clamp(1, MAX_THREADS);
    }

    pub fn threads(&self) -> usize {
        self.threads
    }

    /// Endgame databases for the search to consult (`None`: none).
    pub fn set_tablebase(&mut self, tablebase: Option<Arc<dyn Tablebase>>) {
        self.tablebase = tablebase;
    }

    #[doc(hidden)]
    pub fn set_params(&mut self, params: SearchParams) {
        self.params = params;
    }

    /// Evaluates `variant` with these weights (`None`: the hand-set evaluation) rather than
    /// the built-in ones, for matches between weight files.
    #[doc(hidden)]
    pub fn set_weights(&mut self, variant: Variant, weights: Option<Vec<[i16; 2]>>) {
        self.evaluator = Some((variant, Arc::new(Evaluator::with_weights(variant, weights))));
        self.histories.clear();
    }

    /// Forgets everything learnt (a new game).
    pub fn clear(&mut self) {
        match Arc::get_mut(&mut self.table) {
            Some(table) => table.clear(),
            None => unreachable!("no search holds the table between searches"),
        }
        for history in &mut self.histories {
            history.iter_mut().for_each(|h| *h = 0);
        }
    }

    /// Searches the game's current position within the limits.
    pub fn search(&mut self, game: &Game, limits: &Limits) -> SearchResult {
        self.search_with_info(game, limits, &mut |_| {})
    }

    /// [`Searcher::search`], calling `info` after each completed depth.
    pub fn search_with_info(
        &mut self,
        game: &Game,
        limits: &Limits,
        info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        let start = Instant::now();
        let tablebase = limits.tablebase.as_deref().or(self.tablebase.as_deref());
        if let Some(result) = tablebase.and_then(|t| decided_root(t, game, start)) {
            return result;
        }
        let variant = game.variant();
        if self.evaluator.as_ref().is_none_or(|(v, _)| *v != variant) {
            self.evaluator = Some((variant, Evaluator::built_in(variant)));
            self.histories.clear();
        }
        let evaluator = match &self.evaluator {
            Some((_, e)) => e.clone(),
            None => unreachable!("set above"),
        };
        let squares = 1 + variant
            .playable()
            .iter()
            .map(|s| s.index() as usize)
            .max()
            .unwrap_or(0);
        let threads = limits.threads.unwrap_or(self.threads).clamp(1, MAX_THREADS);
        if self.histories.len() < threads {
            self.histories.resize_with(threads, Vec::new);
        }
        for history in &mut self.histories {
            if history.len() != squares * squares {
                *history = vec![0; squares * squares];
            } else {
                // Old counts still order, but new evidence should weigh more.
                history.iter_mut().for_each(|h| *h /= 8);
            }
        }
        self.table.next_age();
        let giveaway = stuck_side_wins(game);
        let shared = Shared {
            table: &self.table,
            evaluator: &evaluator,
            tablebase,
            params: &self.params,
            limits,
            start,
            squares,
            stuck_side_wins: giveaway,
            qs_crowning: self.params.qs_crowning && game.variant().flying_kings() && !giveaway,
            exchanges: Exchanges::for_variant(game.variant())
                .filter(|_| self.params.qs_exchanges && !giveaway),
        };
        let (main, helpers) = self.histories[..threads]
            .split_first_mut()
            .expect("a history a thread");
        if helpers.is_empty() {
            return Run::new(&shared, main, game, None).iterate(info);
        }
        let halt = AtomicBool::new(false);
        let helper_nodes = AtomicU64::new(0);
        std::thread::scope(|scope| {
            for (k, history) in helpers.iter_mut().enumerate() {
                let (shared, halt, helper_nodes) = (&shared, &halt, &helper_nodes);
                scope.spawn(move || {
                    let helper = Helper {
                        id: k + 1,
                        halt,
                        nodes: helper_nodes,
                    };
                    Run::new(shared, history, game, Some(helper)).iterate(&mut |_| {});
                });
            }
            let mut run = Run::new(&shared, main, game, None);
            run.helper_nodes = Some(&helper_nodes);
            let mut result = run.iterate(info);
            halt.store(true, Ordering::Relaxed);
            result.nodes = run.nodes + helper_nodes.load(Ordering::Relaxed);
            result
        })
    }

    /// The score of every legal move of the game's position, searched to `depth` (and at most
    /// [`Searcher::NODES_PER_MOVE`] nodes a move, for the wide boards) with a full window, best
    /// first (ties keep the order of the legal moves). Deterministic.
    pub fn score_moves(&mut self, game: &Game, depth: u32) -> Vec<(Move, i32)> {
        let mut scored = Vec::new();
        if game.is_over() {
            return scored;
        }
        let threads = self.threads;
        self.threads = 1;
        for mv in game.position().legal_moves() {
            let mut after = game.clone();
            if after.play(&mv).is_err() {
                continue;
            }
            let score = match after.outcome() {
                Some(Outcome::Win { winner, .. }) if winner == game.turn() => WIN - 1,
                Some(Outcome::Win { .. }) => -(WIN - 1),
                Some(Outcome::Draw(_)) => 0,
                None if depth <= 1 => -self.static_score(&after),
                None => {
                    let limits = Limits::depth(depth - 1).with_nodes(Self::NODES_PER_MOVE);
                    -self.search(&after, &limits).score
                }
            };
            scored.push((mv, score));
        }
        self.threads = threads;
        scored.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
        scored
    }

    /// The evaluation of the position after quiescence (captures played out), for the side to
    /// move.
    pub fn static_score(&mut self, game: &Game) -> i32 {
        self.search(game, &Limits::depth(0)).score
    }
}

/// What every thread of a search shares.
struct Shared<'a> {
    table: &'a Table,
    evaluator: &'a Evaluator,
    tablebase: Option<&'a dyn Tablebase>,
    params: &'a SearchParams,
    limits: &'a Limits,
    start: Instant,
    squares: usize,
    /// Giveaway: the side that cannot move wins.
    stuck_side_wins: bool,
    /// The quiescence search plays out crownings: where kings fly (a new king there can
    /// take the game over at once, more than any pattern says) and the knob is on. Where
    /// they do not, it cost more than it found: English at 30,000 nodes a move scored
    /// 45.5% ± 5.6% with it (12–67–21, 100 games), International 54.5% ± 4.3%.
    qs_crowning: bool,
    /// The quiescence search plays out trades while no king is on the board, where the
    /// variant's rules fit them and the knob is on.
    exchanges: Option<&'static Exchanges>,
}

/// A helper thread: its number, the flag the main thread raises when it is done, and where
/// it adds up its nodes.
struct Helper<'a> {
    id: usize,
    halt: &'a AtomicBool,
    nodes: &'a AtomicU64,
}

/// The state of one thread's search.
struct Run<'a> {
    shared: &'a Shared<'a>,
    history: &'a mut Vec<i32>,
    helper: Option<Helper<'a>>,
    /// The main thread: where the helpers count their nodes.
    helper_nodes: Option<&'a AtomicU64>,
    tablebase_pieces: u32,
    /// The game's options, which the databases are asked under.
    options: GameOptions,
    root: Game,
    variant: Variant,
    nodes: u64,
    reported_nodes: u64,
    stopped: bool,
    /// Hashes of the game's positions and then of the path, one per ply.
    hashes: Vec<u64>,
    /// How many reversible moves (king moves without capture) led to each entry of `hashes`.
    reversible: Vec<u32>,
    counters: Vec<DrawCounters>,
    /// The evaluation's patterns at each ply of the path.
    patterns: Vec<Patterns>,
    buffers: Vec<Vec<Move>>,
    keys: Vec<Vec<(i64, Move)>>,
    killers: Vec<[Option<Move>; 2]>,
    pv: Vec<Vec<Move>>,
    leaf_depth_sum: u64,
    leaves: u64,
    clock: Clock,
}

impl<'a> Run<'a> {
    fn new(
        shared: &'a Shared<'a>,
        history: &'a mut Vec<i32>,
        game: &Game,
        helper: Option<Helper<'a>>,
    ) -> Run<'a> {
        let positions = game.positions();
        let mut hashes = Vec::with_capacity(positions.len() + MAX_PLY);
        let mut reversible = Vec::with_capacity(positions.len() + MAX_PLY);
        let plies: Vec<&rules::Ply> = game.plies().collect();
        for (i, pos) in positions.iter().enumerate() {
            hashes.push(pos.hash());
            let run = if i == 0 {
                0
            } else {
                let before = &positions[i - 1];
                let mv = plies.get(i - 1).map(|p| p.mv);
                match mv {
                    Some(mv) if is_reversible(before, &mv) => reversible[i - 1] + 1,
                    _ => 0,
                }
            };
            reversible.push(run);
        }
        let mut counters = Vec::with_capacity(MAX_PLY + 1);
        counters.push(game.counters().clone());
        let root_patterns = shared.evaluator.patterns(game.position());
        // Helpers have no clock of their own: the main thread halts them.
        let unlimited = Limits::infinite();
        let clock = Clock::new(
            shared.start,
            if helper.is_some() {
                &unlimited
            } else {
                shared.limits
            },
        );
        let variant = game.variant();
        Run {
            shared,
            history,
            helper,
            helper_nodes: None,
            tablebase_pieces: shared
                .tablebase
                .map_or(0, |t| t.max_pieces_in(variant, game.options())),
            options: game.options(),
            root: game.clone(),
            variant,
            nodes: 0,
            reported_nodes: 0,
            stopped: false,
            hashes,
            reversible,
            counters,
            patterns: vec![root_patterns; MAX_PLY + 2],
            buffers: (0..=MAX_PLY).map(|_| Vec::with_capacity(32)).collect(),
            keys: (0..=MAX_PLY).map(|_| Vec::with_capacity(32)).collect(),
            killers: vec![[None; 2]; MAX_PLY + 1],
            pv: (0..=MAX_PLY).map(|_| Vec::with_capacity(16)).collect(),
            leaf_depth_sum: 0,
            leaves: 0,
            clock,
        }
    }

    /// All the nodes of the search so far, helpers' included (as far as they have told).
    fn total_nodes(&self) -> u64 {
        self.nodes + self.helper_nodes.map_or(0, |n| n.load(Ordering::Relaxed))
    }

    fn iterate(&mut self, info: &mut dyn FnMut(&Info)) -> SearchResult {
        let root = *self.root.position();
        let mut result = SearchResult {
            best: None,
            score: 0,
            pv: Vec::new(),
            depth: 0,
            nodes: 0,
            time: Duration::ZERO,
        };
        if self.root.is_over() {
            result.score = match self.root.outcome() {
                Some(Outcome::Win { winner, .. }) if winner == root.turn() => WIN,
                Some(Outcome::Win { .. }) => -WIN,
                _ => 0,
            };
            return result;
        }
        let mut moves = root.legal_moves();
        if moves.is_empty() {
            result.score = if self.shared.stuck_side_wins {
                WIN
            } else {
                -WIN
            };
            return result;
        }
        result.best = Some(moves[0]);
        result.pv = vec![moves[0]];

        let limits = self.shared.limits;
        let max_depth = limits.depth.unwrap_or(MAX_DEPTH).min(MAX_DEPTH);
        if max_depth == 0 {
            result.score = self.quiesce_root(&root);
            result.nodes = self.nodes;
            result.time = self.shared.start.elapsed();
            return result;
        }
        // Every other helper a ply ahead of the main thread.
        let offset = self.helper.as_ref().map_or(0, |h| (h.id % 2) as u32);
        let mut scores: Vec<i32> = vec![-INFINITY; moves.len()];
        let mut previous: i32 = 0;
        for iteration in 1..=max_depth {
            let depth = (iteration + offset).min(max_depth);
            self.clock.iteration_starts();
            // Aspiration: a window around the last score, widened on failure.
            let mut delta = self.shared.params.aspiration;
            let (mut alpha, mut beta) = if depth >= 4 && previous.abs() < DATABASE_WIN / 2 {
                (previous - delta, previous + delta)
            } else {
                (-INFINITY, INFINITY)
            };
            let outcome = loop {
                let outcome = self.root_search(&root, &mut moves, &mut scores, depth, alpha, beta);
                if self.stopped {
                    break outcome;
                }
                match outcome {
                    Some((_, score)) if score <= alpha && alpha > -INFINITY => {
                        alpha = (alpha - delta).max(-INFINITY);
                        delta *= 3;
                    }
                    Some((_, score)) if score >= beta && beta < INFINITY => {
                        beta = (beta + delta).min(INFINITY);
                        delta *= 3;
                    }
                    _ => break outcome,
                }
                if delta > 1000 {
                    alpha = -INFINITY;
                    beta = INFINITY;
                }
            };
            if let Some((best, score)) = outcome {
                // An iteration cut short still counts when its best move was searched fully.
                result.best = Some(best);
                result.score = score;
                result.pv = self.pv[0].clone();
                if result.pv.first() != Some(&best) {
                    result.pv = vec![best];
                }
                if !self.stopped {
                    result.depth = depth;
                }
                previous = score;
            }
            if self.stopped {
                break;
            }
            result.nodes = self.total_nodes();
            result.time = self.shared.start.elapsed();
            if self.helper.is_none() {
                info(&Info {
                    depth,
                    mean_depth: if self.leaves == 0 {
                        depth as f64
                    } else {
                        self.leaf_depth_sum as f64 / self.leaves as f64
                    },
                    score: result.score,
                    nodes: result.nodes,
                    time: result.time,
                    pv: result.pv.clone(),
                });
            }
            // A forced win or loss found at this depth will not change deeper.
            if result.score.abs() >= WIN_BOUND && depth as i32 > WIN - result.score.abs() + 1 {
                break;
            }
            if moves.len() == 1 && depth >= 4 && limits.depth.is_none() && limits.nodes.is_none() {
                break;
            }
            // A clock's share may be kept for later moves; a time a move is spent whole, as an
            // iteration cut short still counts once its first root move is searched.
            if depth >= max_depth || (limits.keeps_time && !self.clock.next_iteration_fits()) {
                break;
            }
        }
        if let Some(helper) = &self.helper {
            helper
                .nodes
                .fetch_add(self.nodes - self.reported_nodes, Ordering::Relaxed);
        }
        result.nodes = self.total_nodes();
        result.time = self.shared.start.elapsed();
        result
    }

    /// One iteration at the root: every move, best first. Returns the best move and score of
    /// the moves searched fully.
    fn root_search(
        &mut self,
        root: &Position,
        moves: &mut [Move],
        scores: &mut [i32],
        depth: u32,
        mut alpha: i32,
        beta: i32,
    ) -> Option<(Move, i32)> {
        // Order: last iteration's best first, then by last iteration's scores.
        let mut order: Vec<usize> = (0..moves.len()).collect();
        order.sort_by_key(|&i| std::cmp::Reverse(scores[i]));
        let ordered: Vec<Move> = order.iter().map(|&i| moves[i]).collect();
        let old_scores: Vec<i32> = order.iter().map(|&i| scores[i]).collect();
        moves.copy_from_slice(&ordered);
        scores.copy_from_slice(&old_scores);
        if depth == 1 || scores.iter().all(|&s| s == -INFINITY) {
            let keyed = self.order(root, moves, None, 0);
            for (slot, &(_, mv)) in moves.iter_mut().zip(&keyed) {
                *slot = mv;
            }
            self.keys[0] = keyed;
        }
        let mut best: Option<(Move, i32)> = None;
        let original_alpha = alpha;
        let depth = depth as i32;
        for i in 0..moves.len() {
            let mv = moves[i];
            let score = if i == 0 {
                -self.child(root, &mv, depth - 1, -beta, -alpha, 0, true)
            } else {
                let quiet = !mv.is_capture();
                let reduction = if self.shared.params.lmr
                    && depth >= 3
                    && quiet
                    && i >= self.shared.params.lmr_pv_from
                    && !root.crowns(&mv)
                {
                    1
                } else {
                    0
                };
                let mut s = -self.child(
                    root,
                    &mv,
                    depth - 1 - reduction,
                    -alpha - 1,
                    -alpha,
                    0,
                    false,
                );
                if !self.stopped && reduction > 0 && s > alpha {
                    s = -self.child(root, &mv, depth - 1, -alpha - 1, -alpha, 0, false);
                }
                if !self.stopped && s > alpha && s < beta {
                    s = -self.child(root, &mv, depth - 1, -beta, -alpha, 0, true);
                }
                s
            };
            if self.stopped {
                break;
            }
            scores[i] = score;
            if best.is_none_or(|(_, b)| score > b) {
                best = Some((mv, score));
            }
            if score > alpha {
                alpha = score;
                self.update_pv(0, mv);
                if score >= beta {
                    break;
                }
            } else if i > 0 {
                // Keep it behind the moves that scored.
                scores[i] = scores[i].min(original_alpha - 1 - i as i32);
            }
        }
        if let Some((mv, score)) = best
            && !self.stopped
        {
            let bound = if score >= beta {
                Bound::Lower
            } else if score > original_alpha {
                Bound::Exact
            } else {
                Bound::Upper
            };
            self.shared.table.store(
                self.hashes[self.hashes.len() - 1],
                Some(mv),
                to_table(score, 0),
                depth,
                bound,
            );
        }
        // Cut short, `best` holds only moves searched fully.
        best
    }

    fn update_pv(&mut self, ply: usize, mv: Move) {
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        let line = &mut head[ply];
        line.clear();
        line.push(mv);
        if let Some(child) = tail.first() {
            line.extend_from_slice(child);
        }
    }

    /// Plays `mv` from `pos` (at `ply`) and searches the position after it.
    #[allow(clippy::too_many_arguments)]
    fn child(
        &mut self,
        pos: &Position,
        mv: &Move,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        pv_node: bool,
    ) -> i32 {
        let after = pos.play(mv);
        let hash = after.hash_after(pos, self.hashes[self.hashes.len() - 1]);
        self.shared.table.prefetch(hash);
        let mut counters = self.counters[ply].clone();
        let drawn = counters.after_move(self.variant, pos, mv, &after).is_some();
        let run = if is_reversible(pos, mv) {
            self.reversible[self.reversible.len() - 1] + 1
        } else {
            0
        };
        self.hashes.push(hash);
        self.reversible.push(run);
        self.counters.push(counters);
        self.patterns[ply + 1] = self
            .shared
            .evaluator
            .update(&self.patterns[ply], pos, &after);
        let score = self.node(&after, depth, alpha, beta, ply + 1, pv_node, drawn, true);
        self.hashes.pop();
        self.reversible.pop();
        self.counters.pop();
        score
    }

    fn is_repetition(&self) -> bool {
        let n = self.hashes.len() - 1;
        let run = self.reversible[n] as usize;
        if run < 4 {
            return false;
        }
        let now = self.hashes[n];
        let mut i = n;
        while i >= 2 && n - (i - 2) <= run {
            i -= 2;
            if self.hashes[i] == now {
                return true;
            }
        }
        false
    }

    fn check_limits(&mut self) {
        if !self.clock.due(self.nodes) {
            return;
        }
        let halted = match &self.helper {
            Some(helper) => {
                helper
                    .nodes
                    .fetch_add(self.nodes - self.reported_nodes, Ordering::Relaxed);
                self.reported_nodes = self.nodes;
                helper.halt.load(Ordering::Relaxed)
            }
            None => false,
        };
        if halted || self.shared.limits.stop_requested() || self.clock.out_of_time(self.nodes) {
            self.stopped = true;
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn node(
        &mut self,
        pos: &Position,
        mut depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        pv_node: bool,
        drawn: bool,
        prune: bool,
    ) -> i32 {
        self.nodes += 1;
        if self.helper.is_none()
            && let Some(limit) = self.shared.limits.nodes
            && self.nodes >= limit
        {
            self.stopped = true;
        }
        self.check_limits();
        if self.stopped {
            return 0;
        }
        self.pv[ply].clear();
        if self.is_repetition() {
            return 0;
        }
        // A quiet position at the horizon: its value, without generating its moves (a side
        // left without a move there is seen an iteration later).
        if depth <= 0 && !drawn && ply > 0 && !pos.has_capture() {
            if pos.side(pos.turn()).is_empty() {
                let end = WIN - ply as i32;
                return if self.shared.stuck_side_wins {
                    end
                } else {
                    -end
                };
            }
            if let Some(score) = self.probe_tablebase(pos, ply) {
                return score;
            }
            let stand = self.evaluate(pos, ply);
            if stand < beta && ply < MAX_PLY - 1 {
                let crownings = self.shared.qs_crowning && self.shared.evaluator.may_crown(pos);
                // A trade changes no material: where the evaluation is too far below alpha
                // for the position after one to reach it, it is not played out.
                let futility = self.shared.params.qs_trade_futility;
                let trade_may_reach = futility == 0 || stand + futility > alpha;
                let trades = match self.shared.exchanges {
                    Some(exchanges) if pos.kings().is_empty() && trade_may_reach => {
                        Some(exchanges.offers(pos, self.shared.params.qs_exchanges_forward))
                    }
                    _ => None,
                }
                .filter(|offers| !offers.is_empty());
                if crownings || trades.is_some() {
                    return self.quiet_extensions(pos, stand, alpha, beta, ply, crownings, trades);
                }
            }
            return stand;
        }
        let mut moves = std::mem::take(&mut self.buffers[ply]);
        pos.legal_moves_into(&mut moves);
        if moves.is_empty() {
            self.buffers[ply] = moves;
            let end = WIN - ply as i32;
            return if self.shared.stuck_side_wins {
                end
            } else {
                -end
            };
        }
        if drawn {
            self.buffers[ply] = moves;
            return 0;
        }
        // A win needs at least one more ply: no window above it can be reached.
        let best_possible = WIN - ply as i32 - 1;
        if alpha >= best_possible {
            self.buffers[ply] = moves;
            return alpha;
        }
        let captures = moves[0].is_capture();
        if ply >= MAX_PLY - 1 {
            self.buffers[ply] = moves;
            return self.evaluate(pos, ply);
        }
        if ply > 0
            && let Some(score) = self.probe_tablebase(pos, ply)
        {
            self.buffers[ply] = moves;
            return score;
        }
        if depth <= 0 && !captures {
            self.buffers[ply] = moves;
            return self.evaluate(pos, ply);
        }
        // A forced reply costs the opponent nothing to see: look one ply further.
        if moves.len() == 1 && depth > 0 && ply < 2 * MAX_DEPTH as usize {
            depth += 1;
        }
        let depth = depth.max(0);

        let key = self.hashes[self.hashes.len() - 1];
        let mut hash_move = None;
        if let Some(entry) = self.shared.table.probe(key) {
            hash_move = entry.mv.and_then(|m| m.find(&moves));
            if !pv_node && entry.depth as i32 >= depth {
                let score = from_table(entry.score, ply);
                let cut = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if cut {
                    self.buffers[ply] = moves;
                    return score;
                }
            }
        }

        // ProbCut: a shallower search that clears beta by a margin says this node will not
        // be needed.
        let params = self.shared.params;
        if prune && params.probcut && !pv_node && depth >= 3 && beta.abs() < EVAL_BOUND {
            let margin = depth * params.probcut_margin;
            let raised = beta + margin;
            let shallow = (depth * params.probcut_depth / 100).max(1);
            self.buffers[ply] = moves;
            let score = self.node(pos, shallow, raised - 1, raised, ply, false, false, false);
            if self.stopped {
                return 0;
            }
            if score >= raised {
                return score - margin;
            }
            moves = std::mem::take(&mut self.buffers[ply]);
            if moves.is_empty() {
                pos.legal_moves_into(&mut moves);
            }
        }

        let ordered = self.order(pos, &moves, hash_move, ply);
        self.buffers[ply] = moves;
        let original_alpha = alpha;
        let mut best_score = -INFINITY;
        let mut best_move = None;
        let mut searched = 0;
        for (i, &(key_value, mv)) in ordered.iter().enumerate() {
            let quiet = !mv.is_capture();
            let mut score;
            if i == 0 {
                score = -self.child(pos, &mv, depth - 1, -beta, -alpha, ply, pv_node);
            } else {
                // Late quiet moves are searched shallower first (not a crowning: its key
                // says so).
                let crowning = quiet && key_value & CROWNS != 0;
                let reduction = if params.lmr && depth >= 3 && quiet && !crowning {
                    let from = if pv_node {
                        params.lmr_pv_from
                    } else {
                        params.lmr_from
                    };
                    if i < from {
                        0
                    } else if !pv_node && i >= params.lmr_two_from {
                        2
                    } else {
                        1
                    }
                } else {
                    0
                };
                score = -self.child(
                    pos,
                    &mv,
                    depth - 1 - reduction,
                    -alpha - 1,
                    -alpha,
                    ply,
                    false,
                );
                if !self.stopped && reduction > 0 && score > alpha {
                    score = -self.child(pos, &mv, depth - 1, -alpha - 1, -alpha, ply, false);
                }
                if !self.stopped && pv_node && score > alpha && score < beta {
                    score = -self.child(pos, &mv, depth - 1, -beta, -alpha, ply, true);
                }
            }
            if self.stopped {
                self.keys[ply] = ordered;
                return 0;
            }
            searched = i + 1;
            if score > best_score {
                best_score = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    if pv_node {
                        self.update_pv(ply, mv);
                    }
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        if bound != Bound::Upper
            && let Some(best) = best_move
            && !best.is_capture()
        {
            self.reward(ply, &best, depth, &ordered[..searched]);
        }
        self.shared.table.store(
            key,
            if bound == Bound::Upper {
                None
            } else {
                best_move
            },
            to_table(best_score, ply),
            depth,
            bound,
        );
        self.keys[ply] = ordered;
        best_score
    }

    /// A quiet position at the horizon where a man is a step from its kings row, or where
    /// no king is on the board: the evaluation, or better a crowning or a one-for-one trade
    /// (after Scan 2.0's quiescence; see `exchanges`), searched on to the next quiet
    /// position. A king about to be made is worth more than any pattern says, and a trade
    /// changes what the patterns see; the horizon must not hide either.
    #[allow(clippy::too_many_arguments)]
    fn quiet_extensions(
        &mut self,
        pos: &Position,
        stand: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        crownings: bool,
        trades: Option<Offers>,
    ) -> i32 {
        let mut moves = std::mem::take(&mut self.buffers[ply]);
        pos.legal_moves_into(&mut moves);
        let mut best = stand;
        alpha = alpha.max(stand);
        let extends = |mv: &&Move| {
            (crownings && pos.crowns(mv)) || trades.is_some_and(|offers| offers.contains(mv))
        };
        for mv in moves.iter().filter(extends) {
            let score = -self.child(pos, mv, -1, -beta, -alpha, ply, false);
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
                alpha = alpha.max(score);
                if score >= beta {
                    break;
                }
            }
        }
        self.buffers[ply] = moves;
        if self.stopped { 0 } else { best }
    }

    /// The databases' value of the position, when they know it.
    #[inline]
    fn probe_tablebase(&mut self, pos: &Position, ply: usize) -> Option<i32> {
        if self.tablebase_pieces == 0 || pos.occupied().len() as u32 > self.tablebase_pieces {
            return None;
        }
        let wdl = self
            .shared
            .tablebase?
            .probe_in(pos, &self.counters[ply], self.options)?;
        self.leaves += 1;
        self.leaf_depth_sum += ply as u64;
        Some(match wdl {
            Wdl::Win => DATABASE_WIN - ply as i32,
            Wdl::Loss => -(DATABASE_WIN - ply as i32),
            Wdl::Draw => 0,
        })
    }

    fn evaluate(&mut self, pos: &Position, ply: usize) -> i32 {
        self.leaves += 1;
        self.leaf_depth_sum += ply as u64;
        self.shared
            .evaluator
            .evaluate(pos, &self.patterns[ply], self.shared.stuck_side_wins)
            .clamp(-EVAL_BOUND, EVAL_BOUND)
    }

    /// Depth 0 at the root: the captures played out, for [`Searcher::static_score`].
    fn quiesce_root(&mut self, root: &Position) -> i32 {
        self.node(root, 0, -INFINITY, INFINITY, 0, true, false, false)
    }

    /// A quiet move that was best: a killer of its ply, and its history grows while that of
    /// the quiet moves searched before it shrinks.
    fn reward(&mut self, ply: usize, mv: &Move, depth: i32, searched: &[(i64, Move)]) {
        let killers = &mut self.killers[ply];
        if killers[0] != Some(*mv) {
            killers[1] = killers[0];
            killers[0] = Some(*mv);
        }
        let bonus = (depth * depth).min(400);
        let squares = self.shared.squares;
        let slot = |mv: &Move| mv.from().index() as usize * squares + mv.to().index() as usize;
        for (_, other) in searched {
            if other.is_capture() {
                continue;
            }
            let Some(h) = self.history.get_mut(slot(other)) else {
                continue;
            };
            // Towards ±HISTORY_MAX: the more it is known, the less one more result moves it.
            let change = if other == mv { bonus } else { -bonus };
            *h += 32 * change - *h * change.abs() / (HISTORY_MAX / 32);
        }
    }

    /// The moves with their ordering keys, best first: hash move, then the biggest captures,
    /// then crownings and killers, then by history. Stable, so equal keys keep the
    /// generator's order and searches stay deterministic.
    fn order(
        &mut self,
        pos: &Position,
        moves: &[Move],
        hash_move: Option<Move>,
        ply: usize,
    ) -> Vec<(i64, Move)> {
        let mut keyed = std::mem::take(&mut self.keys[ply]);
        keyed.clear();
        let kings = pos.kings().bits();
        let squares = self.shared.squares;
        for &mv in moves {
            let key = if Some(mv) == hash_move {
                i64::MAX
            } else if mv.is_capture() {
                let taken_kings = (mv.captured().bits() & kings).count_ones() as i64;
                (1 << 40) + mv.capture_count() as i64 * 1000 + taken_kings * 100
            } else {
                let crowns = if pos.crowns(&mv) { CROWNS } else { 0 };
                let killer = if self.killers[ply][0] == Some(mv) {
                    2 << 34
                } else if self.killers[ply][1] == Some(mv) {
                    1 << 34
                } else {
                    0
                };
                let history = self
                    .history
                    .get(mv.from().index() as usize * squares + mv.to().index() as usize)
                    .copied()
                    .unwrap_or(0) as i64;
                crowns + killer + history + HISTORY_MAX as i64
            };
            keyed.push((key, mv));
        }
        keyed.sort_by_key(|&(key, _)| std::cmp::Reverse(key));
        keyed
    }
}

/// History values stay within ±this.
const HISTORY_MAX: i32 = 1 << 20;
/// The bit of an ordering key that says a quiet move crowns.
const CROWNS: i64 = 1 << 38;

/// A game the databases decide (won or lost for the side to move) is played from them: the
/// move that carries the win through or resists the longest, and the line that follows.
/// Before any thread starts, so that every search of the position answers the same.
fn decided_root(tablebase: &dyn Tablebase, game: &Game, start: Instant) -> Option<SearchResult> {
    let pieces = game.position().occupied().len() as u32;
    if game.is_over() || pieces > tablebase.max_pieces_in(game.variant(), game.options()) {
        return None;
    }
    let (best, wdl) = tablebase.best_move(game)?;
    let score = match wdl {
        Wdl::Win => DATABASE_WIN,
        Wdl::Loss => -DATABASE_WIN,
        Wdl::Draw => return None,
    };
    let mut pv = vec![best];
    let mut line = game.clone();
    while pv.len() < 12 && line.play(pv.last().expect("a move")).is_ok() {
        match tablebase.best_move(&line) {
            Some((mv, _)) => pv.push(mv),
            None => break,
        }
    }
    Some(SearchResult {
        best: Some(best),
        score,
        pv,
        depth: 0,
        nodes: 0,
        time: start.elapsed(),
    })
}

/// Whether the game's rules (its options: giveaway) let the side that cannot move win. Asked
/// of `rules` itself with a board where the side to move has nothing, so that any option that
/// turns the game round is followed without the engine naming it.
fn stuck_side_wins(game: &Game) -> bool {
    let nothing = Position::empty(game.variant(), Color::White);
    Game::from_position(nothing, game.options())
        .ok()
        .and_then(|g| g.outcome())
        .is_some_and(|o| {
            matches!(
                o,
                Outcome::Win {
                    winner: Color::White,
                    ..
                }
            )
        })
}

/// A king move that takes nothing can be undone; anything else changes the game for good.
fn is_reversible(before: &Position, mv: &Move) -> bool {
    !mv.is_capture() && before.kings().contains(mv.from())
}
