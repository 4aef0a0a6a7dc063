//! Iterative deepening principal variation search.
//!
//! Alpha-beta with a transposition table, move ordering by hash move, killers and history,
//! late move reductions, and a quiescence search that plays out every capture (captures are
//! compulsory in draughts, so a position with a capture is never "quiet"). The draw rules of
//! the variant are part of the tree: every move goes through `rules`' own draw counters, and a
//! position repeated since the last irreversible move scores as a draw.

use std::time::{Duration, Instant};

use rules::{Color, DrawCounters, Game, Move, Outcome, Position, Variant};

use crate::eval::{Weights, evaluate};
use crate::geometry::Geometry;
use crate::limits::Limits;
use crate::score::{INFINITY, WIN, WIN_BOUND, from_table, to_table};
use crate::table::{Bound, Table};
use crate::timing::Clock;

/// The deepest nominal depth an iteration goes to.
pub const MAX_DEPTH: u32 = 96;
const MAX_PLY: usize = 160;

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

/// Evaluation tables for one variant.
struct Knowledge {
    geometry: Geometry,
    weights: Weights,
}

impl Knowledge {
    fn new(variant: Variant) -> Knowledge {
        let geometry = Geometry::new(variant);
        let weights = Weights::of(variant, &geometry);
        Knowledge { geometry, weights }
    }
}

/// A search engine that keeps its transposition table and move-ordering statistics from one
/// search to the next (as a player does over a game). [`crate::search`] makes a fresh one per
/// call.
pub struct Searcher {
    table: Table,
    history: Vec<i32>,
    knowledge: Option<(Variant, Knowledge)>,
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

    pub fn new(table_megabytes: usize) -> Searcher {
        Searcher {
            table: Table::new(table_megabytes),
            history: Vec::new(),
            knowledge: None,
        }
    }

    /// Forgets everything learnt (a new game).
    pub fn clear(&mut self) {
        self.table.clear();
        self.history.iter_mut().for_each(|h| *h = 0);
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
        let variant = game.variant();
        if self.knowledge.as_ref().is_none_or(|(v, _)| *v != variant) {
            self.knowledge = Some((variant, Knowledge::new(variant)));
            self.history.clear();
        }
        let squares = 1 + variant
            .playable()
            .iter()
            .map(|s| s.index() as usize)
            .max()
            .unwrap_or(0);
        if self.history.len() != squares * squares {
            self.history = vec![0; squares * squares];
        } else {
            // Old counts still order, but new evidence should weigh more.
            self.history.iter_mut().for_each(|h| *h /= 8);
        }
        self.table.next_age();
        let Some((_, knowledge)) = self.knowledge.take() else {
            unreachable!("set above")
        };
        let result = {
            let mut run = Run::new(self, &knowledge, game, limits, start, squares);
            run.iterate(info)
        };
        self.knowledge = Some((variant, knowledge));
        result
    }

    /// The score of every legal move of the game's position, searched to `depth` (and at most
    /// [`Searcher::NODES_PER_MOVE`] nodes a move, for the wide boards) with a full window, best
    /// first (ties keep the order of the legal moves). Deterministic.
    pub fn score_moves(&mut self, game: &Game, depth: u32) -> Vec<(Move, i32)> {
        let mut scored = Vec::new();
        if game.is_over() {
            return scored;
        }
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
        scored.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
        scored
    }

    /// The evaluation of the position after quiescence (captures played out), for the side to
    /// move.
    pub fn static_score(&mut self, game: &Game) -> i32 {
        self.search(game, &Limits::depth(0)).score
    }
}

/// The state of one search.
struct Run<'a> {
    table: &'a mut Table,
    history: &'a mut Vec<i32>,
    knowledge: &'a Knowledge,
    squares: usize,
    limits: &'a Limits,
    start: Instant,
    variant: Variant,
    root: Game,
    nodes: u64,
    stopped: bool,
    /// Hashes of the game's positions and then of the path, one per ply.
    hashes: Vec<u64>,
    /// How many reversible moves (king moves without capture) led to each entry of `hashes`.
    reversible: Vec<u32>,
    counters: Vec<DrawCounters>,
    buffers: Vec<Vec<Move>>,
    killers: Vec<[Option<Move>; 2]>,
    pv: Vec<Vec<Move>>,
    leaf_depth_sum: u64,
    leaves: u64,
    clock: Clock,
    /// Giveaway: the side that cannot move wins.
    stuck_side_wins: bool,
}

impl<'a> Run<'a> {
    fn new(
        searcher: &'a mut Searcher,
        knowledge: &'a Knowledge,
        game: &Game,
        limits: &'a Limits,
        start: Instant,
        squares: usize,
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
        Run {
            table: &mut searcher.table,
            history: &mut searcher.history,
            knowledge,
            squares,
            limits,
            start,
            variant: game.variant(),
            root: game.clone(),
            nodes: 0,
            stopped: false,
            hashes,
            reversible,
            counters,
            buffers: (0..=MAX_PLY).map(|_| Vec::with_capacity(32)).collect(),
            killers: vec![[None; 2]; MAX_PLY + 1],
            pv: (0..=MAX_PLY).map(|_| Vec::with_capacity(16)).collect(),
            leaf_depth_sum: 0,
            leaves: 0,
            clock: Clock::new(start, limits),
            stuck_side_wins: stuck_side_wins(game),
        }
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
            result.score = if self.stuck_side_wins { WIN } else { -WIN };
            return result;
        }
        result.best = Some(moves[0]);
        result.pv = vec![moves[0]];

        let max_depth = self.limits.depth.unwrap_or(MAX_DEPTH).min(MAX_DEPTH);
        if max_depth == 0 {
            result.score = self.quiesce_root(&root);
            result.nodes = self.nodes;
            result.time = self.start.elapsed();
            return result;
        }
        let mut scores: Vec<i32> = vec![-INFINITY; moves.len()];
        let mut previous: i32 = 0;
        for depth in 1..=max_depth {
            self.clock.iteration_starts();
            // Aspiration: a window around the last score, widened on failure.
            let mut delta = 40;
            let (mut alpha, mut beta) = if depth >= 4 && previous.abs() < WIN_BOUND {
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
            result.nodes = self.nodes;
            result.time = self.start.elapsed();
            info(&Info {
                depth,
                mean_depth: if self.leaves == 0 {
                    depth as f64
                } else {
                    self.leaf_depth_sum as f64 / self.leaves as f64
                },
                score: result.score,
                nodes: self.nodes,
                time: result.time,
                pv: result.pv.clone(),
            });
            // A forced win or loss found at this depth will not change deeper.
            if result.score.abs() >= WIN_BOUND && depth as i32 > WIN - result.score.abs() + 1 {
                break;
            }
            if moves.len() == 1
                && depth >= 4
                && self.limits.depth.is_none()
                && self.limits.nodes.is_none()
            {
                break;
            }
            if !self.clock.next_iteration_fits() {
                break;
            }
        }
        result.nodes = self.nodes;
        result.time = self.start.elapsed();
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
        if depth == 1 {
            let ordered = self.order(root, moves.to_vec(), None, 0);
            moves.copy_from_slice(&ordered);
        }
        let mut best: Option<(Move, i32)> = None;
        let original_alpha = alpha;
        for i in 0..moves.len() {
            let mv = moves[i];
            let score = if i == 0 {
                -self.child(root, &mv, depth as i32 - 1, -beta, -alpha, 0, true)
            } else {
                let mut s = -self.child(root, &mv, depth as i32 - 1, -alpha - 1, -alpha, 0, false);
                if !self.stopped && s > alpha && s < beta {
                    s = -self.child(root, &mv, depth as i32 - 1, -beta, -alpha, 0, true);
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
            self.table.store(
                self.hashes[self.hashes.len() - 1],
                Some(mv),
                to_table(score, 0),
                depth as i32,
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
        let mut counters = self.counters[ply].clone();
        let drawn = counters.after_move(self.variant, pos, mv, &after).is_some();
        let run = if is_reversible(pos, mv) {
            self.reversible[self.reversible.len() - 1] + 1
        } else {
            0
        };
        self.hashes.push(after.hash());
        self.reversible.push(run);
        self.counters.push(counters);
        let score = self.node(&after, depth, alpha, beta, ply + 1, pv_node, drawn);
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
        if self.limits.stop_requested() || self.clock.out_of_time(self.nodes) {
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
    ) -> i32 {
        self.nodes += 1;
        if let Some(limit) = self.limits.nodes
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
        let mut moves = std::mem::take(&mut self.buffers[ply]);
        pos.legal_moves_into(&mut moves);
        if moves.is_empty() {
            self.buffers[ply] = moves;
            let end = WIN - ply as i32;
            return if self.stuck_side_wins { end } else { -end };
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
        if let Some(entry) = self.table.probe(key) {
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

        let ordered = self.order(pos, std::mem::take(&mut moves), hash_move, ply);
        let original_alpha = alpha;
        let mut best_score = -INFINITY;
        let mut best_move = None;
        for (i, mv) in ordered.iter().enumerate() {
            let quiet = !mv.is_capture();
            let mut score;
            if i == 0 {
                score = -self.child(pos, mv, depth - 1, -beta, -alpha, ply, pv_node);
            } else {
                // Late quiet moves are searched shallower first.
                let reduction = if depth >= 3 && quiet && i >= 3 && !self.is_killer(ply, mv) {
                    if i >= 8 && depth >= 5 { 2 } else { 1 }
                } else {
                    0
                };
                score = -self.child(
                    pos,
                    mv,
                    depth - 1 - reduction,
                    -alpha - 1,
                    -alpha,
                    ply,
                    false,
                );
                if !self.stopped && reduction > 0 && score > alpha {
                    score = -self.child(pos, mv, depth - 1, -alpha - 1, -alpha, ply, false);
                }
                if !self.stopped && pv_node && score > alpha && score < beta {
                    score = -self.child(pos, mv, depth - 1, -beta, -alpha, ply, true);
                }
            }
            if self.stopped {
                self.buffers[ply] = ordered;
                return 0;
            }
            if score > best_score {
                best_score = score;
                best_move = Some(*mv);
                if score > alpha {
                    alpha = score;
                    if pv_node {
                        self.update_pv(ply, *mv);
                    }
                    if score >= beta {
                        if quiet {
                            self.reward(ply, mv, depth);
                        }
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
        self.table.store(
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
        self.buffers[ply] = ordered;
        best_score
    }

    fn evaluate(&mut self, pos: &Position, ply: usize) -> i32 {
        self.leaves += 1;
        self.leaf_depth_sum += ply as u64;
        evaluate(
            pos,
            &self.knowledge.geometry,
            &self.knowledge.weights,
            self.stuck_side_wins,
        )
    }

    /// Depth 0 at the root: the captures played out, for [`Searcher::static_score`].
    fn quiesce_root(&mut self, root: &Position) -> i32 {
        self.node(root, 0, -INFINITY, INFINITY, 0, true, false)
    }

    fn is_killer(&self, ply: usize, mv: &Move) -> bool {
        self.killers[ply].contains(&Some(*mv))
    }

    fn reward(&mut self, ply: usize, mv: &Move, depth: i32) {
        let killers = &mut self.killers[ply];
        if killers[0] != Some(*mv) {
            killers[1] = killers[0];
            killers[0] = Some(*mv);
        }
        let slot = self.history_slot(mv);
        if let Some(h) = self.history.get_mut(slot) {
            *h = (*h + depth * depth).min(1 << 24);
        }
    }

    fn history_slot(&self, mv: &Move) -> usize {
        mv.from().index() as usize * self.squares + mv.to().index() as usize
    }

    /// Hash move, then the biggest captures, then killers, then by history.
    fn order(
        &self,
        pos: &Position,
        mut moves: Vec<Move>,
        hash_move: Option<Move>,
        ply: usize,
    ) -> Vec<Move> {
        let kings = pos.kings();
        let key = |mv: &Move| -> i64 {
            if Some(*mv) == hash_move {
                return i64::MAX;
            }
            if mv.is_capture() {
                let taken_kings =
                    mv.captured().iter().filter(|&s| kings.contains(s)).count() as i64;
                return (1 << 40)
                    + mv.capture_count() as i64 * 1000
                    + taken_kings * 100
                    + i64::from(pos.crowns(mv));
            }
            if self.killers[ply][0] == Some(*mv) {
                return 1 << 36;
            }
            if self.killers[ply][1] == Some(*mv) {
                return (1 << 36) - 1;
            }
            let history = self
                .history
                .get(self.history_slot(mv))
                .copied()
                .unwrap_or(0) as i64;
            history * 4 + i64::from(pos.crowns(mv)) * (1 << 30)
        };
        // Stable, so equal keys keep the generator's order: searches stay deterministic.
        moves.sort_by_key(|mv| std::cmp::Reverse(key(mv)));
        moves
    }
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
