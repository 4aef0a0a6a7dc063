//! Tests: databases of two and three pieces against an independent exhaustive solver.
//!
//! The solver knows nothing of distances, models or indexes: its states are a position with
//! the game's own [`DrawCounters`] (the rules decide every draw by count), its edges are the
//! legal moves, and it solves the whole graph reachable from every position by fixed point.

use std::collections::HashMap;
use std::sync::Arc;

use rules::{Color, DrawCounters, Game, GameOptions, Position, Variant, classify};

use crate::Material;
use crate::Value;
use crate::board::Board;
use crate::build::{Rules, build_pair};
use crate::index::Layout;
use crate::model::{self, Model};
use crate::probe::{Codes, probe};
use crate::value::Code;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Wdl {
    Win,
    Draw,
    Loss,
}

/// In-memory tables of every model.
#[derive(Default)]
pub(crate) struct Memory(pub(crate) HashMap<(Model, Material), Arc<[Code]>>);

impl Codes for Memory {
    fn code(&self, model: Model, material: Material, index: u64) -> Option<Code> {
        self.0.get(&(model, material)).map(|t| t[index as usize])
    }
}

/// Builds every table of up to `pieces` pieces.
pub(crate) fn build_all(variant: Variant, giveaway: bool, pieces: u32) -> Memory {
    let mut memory = Memory::default();
    for &model in Model::of(variant) {
        let mut done: HashMap<Material, Arc<[Code]>> = HashMap::new();
        for material in Material::build_order(pieces) {
            if done.contains_key(&material) {
                continue;
            }
            let rules = Rules {
                variant,
                giveaway,
                model,
            };
            let pair = build_pair(rules, material, &done).expect("built in order");
            done.insert(material, pair.values.into());
            if let Some(flipped) = pair.flipped {
                done.insert(material.flipped(), flipped.into());
            }
        }
        for (material, table) in done {
            memory.0.insert((model, material), table);
        }
    }
    memory
}

/// The exhaustive solver.
struct Solver {
    variant: Variant,
    giveaway: bool,
    ids: HashMap<(Position, DrawCounters), usize>,
    states: Vec<(Position, DrawCounters)>,
    /// Per state: its successors, or its final value.
    edges: Vec<Result<Vec<usize>, Wdl>>,
    explored: Vec<bool>,
}

impl Solver {
    fn new(variant: Variant, giveaway: bool) -> Solver {
        Solver {
            variant,
            giveaway,
            ids: HashMap::new(),
            states: Vec::new(),
            edges: Vec::new(),
            explored: Vec::new(),
        }
    }

    fn id(&mut self, state: (Position, DrawCounters)) -> usize {
        if let Some(&id) = self.ids.get(&state) {
            return id;
        }
        let id = self.states.len();
        self.ids.insert(state.clone(), id);
        self.states.push(state);
        self.edges.push(Ok(Vec::new()));
        self.explored.push(false);
        id
    }

    /// Explores every state reachable from `root`.
    fn explore(&mut self, root: usize) {
        let mut stack = vec![root];
        while let Some(id) = stack.pop() {
            if self.explored[id] {
                continue;
            }
            self.explored[id] = true;
            let (pos, counters) = self.states[id].clone();
            let stuck = if self.giveaway { Wdl::Win } else { Wdl::Loss };
            if pos.count_side(pos.turn()) == 0 {
                self.edges[id] = Err(stuck);
                continue;
            }
            let moves = pos.legal_moves();
            if moves.is_empty() {
                self.edges[id] = Err(stuck);
                continue;
            }
            // A count that ran out with the move that led here draws (a position where the
            // side to move is stuck ends the game first).
            if counters.completed(self.variant).is_some()
                || model::drawn_by_material(self.variant, &pos)
            {
                self.edges[id] = Err(Wdl::Draw);
                continue;
            }
            // Italian: the player to move may ask for the 40-move count first (asking before
            // the other's move comes to the same, the count being of the asker's moves).
            let mut asks = vec![counters.clone()];
            if self.variant == Variant::Italian && counters.requested.is_none() {
                let mut asked = counters.clone();
                asked.requested = Some(rules::RequestedCount {
                    by: pos.turn(),
                    moves: 0,
                });
                asks.push(asked);
            }
            let mut next = Vec::new();
            for (mv, counters) in moves
                .iter()
                .flat_map(|mv| asks.iter().map(move |c| (*mv, c)))
            {
                let after = pos.play(&mv);
                let mut c = counters.clone();
                c.after_move(self.variant, &pos, &mv, &after);
                let child = self.id((after, c));
                next.push(child);
                stack.push(child);
            }
            self.edges[id] = Ok(next);
        }
    }

    /// Solves the graph backwards from its final states: a loss makes its predecessors
    /// wins, a win takes a move from each predecessor, which is lost when none is left.
    fn solve(&self) -> Vec<Wdl> {
        let n = self.states.len();
        let mut parents: Vec<Vec<u32>> = vec![Vec::new(); n];
        let mut open: Vec<u32> = vec![0; n];
        let mut value: Vec<Option<Wdl>> = vec![None; n];
        let mut queue = Vec::new();
        for (id, edges) in self.edges.iter().enumerate() {
            match edges {
                Ok(next) => {
                    open[id] = next.len() as u32;
                    for &c in next {
                        parents[c].push(id as u32);
                    }
                }
                Err(v) => {
                    value[id] = Some(*v);
                    queue.push(id);
                }
            }
        }
        while let Some(id) = queue.pop() {
            let v = value[id].expect("queued with a value");
            for &p in &parents[id] {
                let p = p as usize;
                if value[p].is_some() {
                    continue;
                }
                match v {
                    Wdl::Loss => {
                        value[p] = Some(Wdl::Win);
                        queue.push(p);
                    }
                    Wdl::Win => {
                        open[p] -= 1;
                        if open[p] == 0 {
                            value[p] = Some(Wdl::Loss);
                            queue.push(p);
                        }
                    }
                    Wdl::Draw => {}
                }
            }
        }
        value.into_iter().map(|v| v.unwrap_or(Wdl::Draw)).collect()
    }
}

fn wdl(value: Value) -> Wdl {
    match value {
        Value::Win(_) => Wdl::Win,
        Value::Draw => Wdl::Draw,
        Value::Loss(_) => Wdl::Loss,
    }
}

/// Checks every position of the `roots` materials, and every state the game can reach from
/// them (smaller materials included), against the solver, with the databases of up to
/// `pieces` pieces. Returns the states compared and those the databases left open.
fn check(variant: Variant, giveaway: bool, pieces: u32, roots: &[Material]) -> (usize, usize) {
    let memory = build_all(variant, giveaway, pieces);
    let board = Board::new(variant);
    let mut solver = Solver::new(variant, giveaway);
    for &material in roots {
        let layout = Layout::new(&board, material);
        for index in 0..layout.size {
            let Some(p) = layout.placement(&board, index) else {
                continue;
            };
            let pos = p.position(&board);
            for start in [pos, crate::index::turned(&board, &pos)] {
                let game = Game::from_position(start, GameOptions::default()).unwrap();
                if game.is_over() && !start.legal_moves().is_empty() {
                    continue;
                }
                let counters = DrawCounters {
                    ending: classify(variant, &start),
                    ..DrawCounters::default()
                };
                let id = solver.id((start, counters));
                solver.explore(id);
            }
        }
    }
    let truth = solver.solve();
    let mut open = 0;
    for (id, (pos, counters)) in solver.states.iter().enumerate() {
        let empty_side = Color::ALL.iter().any(|&c| pos.count_side(c) == 0);
        if solver.edges[id] == Err(Wdl::Draw) || empty_side {
            continue;
        }
        match probe(&board, &memory, pos, counters) {
            Some(value) => assert_eq!(
                wdl(value),
                truth[id],
                "{variant}{} {} with {counters:?}: the database says {value}",
                if giveaway { " giveaway" } else { "" },
                pos.to_fen()
            ),
            None => {
                let asked = variant == Variant::Italian && counters.requested.is_some();
                assert!(
                    variant == Variant::Russian || asked,
                    "{} unknown",
                    pos.to_fen()
                );
                open += 1;
            }
        }
    }
    (solver.states.len(), open)
}

#[test]
fn two_pieces_of_every_variant_agree_with_the_solver() {
    for &variant in Variant::ALL {
        let (states, open) = check(variant, false, 2, &Material::all(2));
        // Turkish: a piece against a piece is a draw by rule, the solver has nothing to do.
        assert!(
            states > 1000 || variant == Variant::Turkish,
            "{variant}: {states} states"
        );
        assert!(
            states == 0 || open * 2 < states,
            "{variant}: {open} of {states} open"
        );
    }
}

/// Three pieces where the rules differ most: flying kings taking most pieces then most kings
/// (Spanish), the five-move ending (Brazilian: International's rules on the small board),
/// Frisian kings' runs and orthogonal captures, Dameo's and Turkish men, the Russian counts'
/// two tables, the English count.
#[test]
#[ignore = "minutes on two cores: run with `cargo test -p egtb --release -- --ignored`"]
fn three_pieces_agree_with_the_solver() {
    let m = |text: &str| text.parse::<Material>().expect("a material");
    let cases: &[(Variant, &[&str])] = &[
        (Variant::Spanish, &["MKvK", "KKvK", "KvMM", "MMvK"]),
        (Variant::Brazilian, &["KKvK", "MKvK"]),
        (Variant::Frisian, &["MKvK", "KKvK", "KvMK"]),
        (Variant::Dameo, &["MMvK", "MvMK"]),
        (Variant::Turkish, &["MKvM"]),
        (Variant::Russian, &["MKvK", "MMvK"]),
        (Variant::English, &["MMvK", "MKvM", "MvMM"]),
        (Variant::Italian, &["KKvK", "MKvK"]),
    ];
    for (variant, roots) in cases {
        let roots: Vec<Material> = roots.iter().map(|r| m(r)).collect();
        let t = std::time::Instant::now();
        let (states, open) = check(*variant, false, 3, &roots);
        eprintln!("{variant}: {states} states, {open} open, {:?}", t.elapsed());
        assert!(open * 2 < states, "{variant}: {open} of {states} open");
    }
}

#[test]
fn giveaway_agrees_with_the_solver() {
    let roots: Vec<Material> = ["MKvK", "MMvK", "KvMM"]
        .iter()
        .map(|r| r.parse().unwrap())
        .collect();
    check(Variant::English, true, 3, &roots);
    check(Variant::International, true, 2, &Material::all(2));
}

#[test]
fn english_king_against_king_matches_the_published_count() {
    // Ed Trice's report of his checkers builder (damforum.nl, "2-piece database, 1 white king
    // vs. 1 red king"): 992 positions with White to move, 230 wins, 654 draws, 108 losses,
    // the longest win 11 plies.
    let memory = build_all(Variant::English, false, 2);
    let table = &memory.0[&(Model::Exact, Material::new(0, 1, 0, 1))];
    let values: Vec<Value> = table.iter().filter_map(|&c| Value::from_code(c)).collect();
    let count = |f: fn(&Value) -> bool| values.iter().filter(|v| f(v)).count();
    assert_eq!(values.len(), 992);
    assert_eq!(count(|v| matches!(v, Value::Win(_))), 230);
    assert_eq!(count(|v| *v == Value::Draw), 654);
    assert_eq!(count(|v| matches!(v, Value::Loss(_))), 108);
    let longest = values.iter().filter_map(|v| match v {
        Value::Win(d) => Some(*d),
        _ => None,
    });
    assert_eq!(longest.max(), Some(11));
}
