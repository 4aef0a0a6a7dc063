//! Retrograde analysis: the values of one material and its flip, from the finished tables of
//! the materials their captures and crownings lead to.
//!
//! The positions are cut into *slices*: all placements whose men stand on the same ranks
//! (their men on the same squares, but for Turkish men that step sideways along their rank).
//! A man's move forward or a crowning leaves the slice for one whose men stand further
//! forward, a capture for a smaller material: slices are built from the most advanced men
//! back, so that every move leaving a slice leads to a finished value. Inside a slice only
//! kings move (and Turkish men sideways), moves that can be taken back: there the values are
//! found by the classic retrograde sweep, in order of distance, from each resolved position
//! to its predecessors. The predecessors come from the rules' own move generator, run for the
//! side that has just moved (those moves are their own reverse), and a move counts only where
//! the predecessor could play it (no capture was compulsory there; Frisian: the king was not
//! barred); [`crate::verify`] checks every value against the forward moves afterwards.

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use rules::{Color, Move, Position, Variant};

use crate::Material;
use crate::board::Board;
use crate::index::{Layout, Placement, canonical};
use crate::model::{self, Model, Watch};
use crate::value::{Code, INVALID, Value};

/// Finished tables a build looks moves up in (from several threads at once).
pub trait Tables: Sync {
    /// The codes of one material, if that table is known.
    fn table(&self, material: Material) -> Option<Arc<[Code]>>;
}

impl Tables for HashMap<Material, Arc<[Code]>> {
    fn table(&self, material: Material) -> Option<Arc<[Code]>> {
        self.get(&material).cloned()
    }
}

/// What to build.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rules {
    pub variant: Variant,
    /// Giveaway: the side that cannot move wins.
    pub giveaway: bool,
    pub model: Model,
}

/// A needed table was not there.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the {material} table is needed first (its moves lead there)")]
pub struct Missing {
    pub material: Material,
}

/// The values of one material and of its flip (the same pieces, the other side to move).
pub struct Pair {
    pub material: Material,
    pub values: Vec<Code>,
    /// `None` when the material is its own flip.
    pub flipped: Option<Vec<Code>>,
}

/// Builds `material` and its flip. `done` must hold every table their moves can lead to:
/// every smaller material, and those with a man crowned.
pub fn build_pair(rules: Rules, material: Material, done: &dyn Tables) -> Result<Pair, Missing> {
    let board = Board::new(rules.variant);
    let mut builder = Builder::new(rules, &board, material, done);
    builder.run()?;
    let Builder { values, .. } = builder;
    let [a, b] = values;
    let flipped = if material.is_symmetric() {
        debug_assert!(a == b, "a symmetric material is its own flip");
        None
    } else {
        Some(b)
    };
    Ok(Pair {
        material,
        values: a,
        flipped,
    })
}

/// Where the value of a position reached by a move is read.
#[derive(Clone, Copy)]
enum Slot {
    /// Its side to move has no piece left.
    Stuck,
    /// The pair's other part, at this index.
    Pair(usize),
    /// A finished table (its place in the list of tables looked up), at this index.
    Table(usize, usize),
}

/// The moves and values around one position, as a slice's sweep needs them.
#[derive(Clone, Copy, Default)]
struct Node {
    /// Moves inside the slice not yet known to win for the opponent.
    open: u8,
    /// The side to move has a capture (so it has no move inside the slice).
    capture: bool,
    /// A move leads to a draw: the position cannot be lost.
    escape: bool,
    /// Its value reached its predecessors.
    told: bool,
    /// The nearest win a move leaving the slice gives (`u16::MAX`: none).
    exit_win: u16,
    /// The farthest loss the moves leaving the slice give.
    exit_loss: u16,
}

struct Builder<'a> {
    rules: Rules,
    board: &'a Board,
    done: &'a dyn Tables,
    /// The material and its flip.
    layouts: [Layout; 2],
    /// Their values: part 0 holds the positions of `material` with White to move, part 1 those
    /// with Black to move, turned (they are positions of the flip).
    values: [Vec<Code>; 2],
}

/// A position of the slice: its part and its offset in the part's array.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct At {
    part: usize,
    index: u64,
}

struct Slice {
    /// How far the men have come, both sides together: a move out of the slice that stays in
    /// the pair advances a man, so it leads to a slice of more progress.
    progress: u32,
    /// Per part: the men indices, in their order in the slice.
    men: [Vec<u64>; 2],
    /// Per part and place: the men, and the squares they leave free (where the kings are
    /// counted; left empty for a material without kings).
    sets: [Vec<([u128; 2], Vec<u8>)>; 2],
}

/// Per part, each men index's place in its slice's list (`u32::MAX`: a placement that is not
/// a position): one array for every slice, as a map per slice was hashed at every
/// predecessor.
struct Places([Vec<u32>; 2]);

impl Places {
    fn new(layouts: &[Layout; 2], slices: &[Slice]) -> Self {
        Places([0, 1].map(|part| {
            let mut places = vec![u32::MAX; layouts[part].men_count as usize];
            for slice in slices {
                for (place, &men) in slice.men[part].iter().enumerate() {
                    places[men as usize] = place as u32;
                }
            }
            places
        }))
    }
}

impl Slice {
    /// The place of a position in this slice, if it is one of the slice's: the position of
    /// part `part` at `offset` in the block of the men index `men`.
    fn local(
        &self,
        part: usize,
        men: u64,
        offset: u64,
        block: u64,
        places: &Places,
    ) -> Option<usize> {
        let place = places.0[part][men as usize];
        if self.men[part].get(place as usize) != Some(&men) {
            return None;
        }
        let base = if part == 0 {
            0
        } else {
            self.men[0].len() as u64 * block
        };
        Some((base + u64::from(place) * block + offset) as usize)
    }

    fn global(&self, local: usize, block: u64) -> At {
        let local = local as u64;
        let first = self.men[0].len() as u64 * block;
        let (part, rest) = if local < first {
            (0, local)
        } else {
            (1, local - first)
        };
        At {
            part,
            index: self.men[part][(rest / block) as usize] * block + rest % block,
        }
    }

    fn len(&self, block: u64) -> usize {
        ((self.men[0].len() + self.men[1].len()) as u64 * block) as usize
    }
}

impl<'a> Builder<'a> {
    fn new(rules: Rules, board: &'a Board, material: Material, done: &'a dyn Tables) -> Self {
        let layouts = [
            Layout::new(board, material),
            Layout::new(board, material.flipped()),
        ];
        let values = [
            vec![0; layouts[0].size as usize],
            vec![0; layouts[1].size as usize],
        ];
        Builder {
            rules,
            board,
            done,
            layouts,
            values,
        }
    }

    fn run(&mut self) -> Result<(), Missing> {
        let slices = self.slices();
        let places = Places::new(&self.layouts, &slices);
        let block = self.layouts[0].block;
        let mut first = 0;
        while first < slices.len() {
            let progress = slices[first].progress;
            let end = first
                + slices[first..]
                    .iter()
                    .take_while(|slice| slice.progress == progress)
                    .count();
            // Slices of one progress wait only on slices of more progress, solved already, not
            // on each other: the large ones are shared among the threads one at a time, the
            // small ones (a table of many men has millions, of a few positions each) are
            // solved side by side, each on one thread.
            let (large, small): (Vec<&Slice>, Vec<&Slice>) = slices[first..end]
                .iter()
                .partition(|slice| slice.len(block) >= PARALLEL_SLICE);
            for slice in large {
                let values = self.solve(slice, &places, threads())?;
                self.store(slice, &values);
            }
            for (slice, values) in self.solve_side_by_side(&small, &places)? {
                self.store(slice, &values);
            }
            first = end;
        }
        for part in 0..2 {
            let layout = &self.layouts[part];
            for men in 0..layout.men_count {
                if layout.men_of(self.board, men).is_none() {
                    let start = (men * layout.block) as usize;
                    self.values[part][start..start + layout.block as usize].fill(INVALID);
                }
            }
        }
        Ok(())
    }

    /// Solves slices that do not wait on each other, each on one thread, the threads taking
    /// the next slice as they finish; the values come back in the slices' order.
    fn solve_side_by_side<'s>(
        &self,
        slices: &[&'s Slice],
        places: &Places,
    ) -> Result<Vec<(&'s Slice, Vec<Code>)>, Missing> {
        let side_by_side = threads().min(slices.len());
        if side_by_side <= 1 {
            return slices
                .iter()
                .map(|&slice| Ok((slice, self.solve(slice, places, threads())?)))
                .collect();
        }
        let next = AtomicUsize::new(0);
        type Solved = (usize, Result<Vec<Code>, Missing>);
        let solved: Vec<Vec<Solved>> = std::thread::scope(|scope| {
            let solving: Vec<_> = (0..side_by_side)
                .map(|_| {
                    scope.spawn(|| {
                        let mut done = Vec::new();
                        loop {
                            let i = next.fetch_add(1, Ordering::Relaxed);
                            let Some(&slice) = slices.get(i) else {
                                break;
                            };
                            done.push((i, self.solve(slice, places, 1)));
                        }
                        done
                    })
                })
                .collect();
            solving
                .into_iter()
                .map(|thread| thread.join().expect("a slice's solving does not panic"))
                .collect()
        });
        let mut values: Vec<Option<Result<Vec<Code>, Missing>>> =
            (0..slices.len()).map(|_| None).collect();
        for (i, result) in solved.into_iter().flatten() {
            values[i] = Some(result);
        }
        slices
            .iter()
            .zip(values)
            .map(|(&slice, result)| Ok((slice, result.expect("every slice solved")?)))
            .collect()
    }

    /// Writes a solved slice's values into the pair's tables.
    fn store(&mut self, slice: &Slice, values: &[Code]) {
        let block = self.layouts[0].block;
        for (local, &code) in values.iter().enumerate() {
            let at = slice.global(local, block);
            self.values[at.part][at.index as usize] = code;
        }
    }

    /// The slices, most advanced men first.
    fn slices(&self) -> Vec<Slice> {
        let board = self.board;
        let layout = &self.layouts[0];
        let turkish = board.variant == Variant::Turkish;
        // A slice's key, per colour: Turkish men also step sideways, so a slice holds every
        // placement with as many men on each rank (four bits a rank); elsewhere a man's every
        // move goes forward, so a slice is one placement of the men.
        let key_of = |sets: [u128; 2]| -> [u128; 2] {
            Color::ALL.map(|color| {
                let set = sets[color as usize];
                if !turkish {
                    return set;
                }
                let mut ranks = 0u128;
                let mut rest = set;
                while rest != 0 {
                    let d = rest.trailing_zeros() as u8;
                    rest &= rest - 1;
                    ranks += 1u128 << (4 * board.advance(color, d));
                }
                ranks
            })
        };
        let progress = |sets: [u128; 2]| -> u32 {
            Color::ALL
                .iter()
                .map(|&color| {
                    let mut sum = 0;
                    let mut rest = sets[color as usize];
                    while rest != 0 {
                        sum += u32::from(board.advance(color, rest.trailing_zeros() as u8));
                        rest &= rest - 1;
                    }
                    sum
                })
                .sum()
        };
        let mut groups: HashMap<[u128; 2], (u32, Vec<u64>)> = HashMap::new();
        for men in 0..layout.men_count {
            let Some(sets) = layout.men_of(board, men) else {
                continue;
            };
            groups
                .entry(key_of(sets))
                .or_insert_with(|| (progress(sets), Vec::new()))
                .1
                .push(men);
        }
        let mut ordered: Vec<(u32, Vec<u64>)> = groups.into_values().collect();
        // Men indexes ascend within a group, as they were pushed.
        ordered.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
        let kings = self.layouts[0].material.own_kings + self.layouts[0].material.opp_kings > 0;
        ordered
            .into_iter()
            .map(|(progress, men)| {
                let flipped: Vec<u64> = men
                    .iter()
                    .map(|&m| {
                        let sets = layout.men_of(board, m).expect("a placement");
                        let turned = [turn_set(board, sets[1]), turn_set(board, sets[0])];
                        self.layouts[1]
                            .men_index(board, turned)
                            .expect("turned men stay apart")
                    })
                    .collect();
                let sets = [(0, &men), (1, &flipped)].map(|(part, list)| {
                    list.iter()
                        .map(|&m| {
                            let sets = self.layouts[part].men_of(board, m).expect("a placement");
                            let free = if kings {
                                self.layouts[part].free_squares(sets)
                            } else {
                                Vec::new()
                            };
                            (sets, free)
                        })
                        .collect()
                });
                Slice {
                    progress,
                    men: [men, flipped],
                    sets,
                }
            })
            .collect()
    }

    /// The placement at a place of the slice.
    fn placement(&self, slice: &Slice, local: usize) -> Placement {
        let block = self.layouts[0].block as usize;
        let first = slice.men[0].len() * block;
        let (part, rest) = if local < first {
            (0, local)
        } else {
            (1, local - first)
        };
        let (men, free) = &slice.sets[part][rest / block];
        self.layouts[part].placement_among(*men, free, (rest % block) as u64)
    }

    /// Where the value of a position reached by a move from a position of part `part` is
    /// read (for its own side to move). Positions of this pair are in the other part, in a
    /// slice already solved.
    fn slot(
        &self,
        known: &mut Vec<(Material, Arc<[Code]>, Layout)>,
        child: &Position,
        part: usize,
    ) -> Result<Slot, Missing> {
        if child.count_side(child.turn()) == 0 {
            return Ok(Slot::Stuck);
        }
        let board = self.board;
        let placement = if child.turn() == Color::White {
            Placement::of(board, child)
        } else {
            Placement::of_turned(board, child)
        };
        let material = placement.material();
        let other = 1 - part;
        if self.layouts[other].material == material {
            let index = self.layouts[other]
                .index(board, &placement)
                .expect("a position indexes");
            return Ok(Slot::Pair(index as usize));
        }
        // The tables looked up so far, with their indexes: a pair reaches a handful, so a
        // list (hashing the material at every move was 6% of a build).
        let at = match known.iter().position(|(m, _, _)| *m == material) {
            Some(at) => at,
            None => {
                let table = self.done.table(material).ok_or(Missing { material })?;
                known.push((material, table, Layout::new(board, material)));
                known.len() - 1
            }
        };
        let index = known[at]
            .2
            .index(board, &placement)
            .expect("a position indexes");
        Ok(Slot::Table(at, index as usize))
    }

    /// The value at a slot.
    fn read(&self, known: &[(Material, Arc<[Code]>, Layout)], slot: Slot, part: usize) -> Value {
        let code = match slot {
            Slot::Stuck => return self.stuck(),
            Slot::Pair(index) => self.values[1 - part][index],
            Slot::Table(at, index) => known[at].1[index],
        };
        Value::from_code(code).unwrap_or(Value::Draw)
    }

    /// The value of a position whose side to move cannot move.
    fn stuck(&self) -> Value {
        if self.rules.giveaway {
            Value::Win(0)
        } else {
            Value::Loss(0)
        }
    }

    /// Whether a move stays in its slice: one that can be taken back ([`model::reversible`]).
    fn stays(&self, pos: &Position, mv: &Move) -> bool {
        model::reversible(pos, mv)
    }

    fn watch(&self, pos: &Position) -> Watch {
        model::watch(self.rules.variant, self.rules.model, pos)
    }

    /// The values of a slice's positions, in its order (`threads`: how many threads it may
    /// use).
    fn solve(&self, slice: &Slice, places: &Places, threads: usize) -> Result<Vec<Code>, Missing> {
        let block = self.layouts[0].block;
        let len = slice.len(block);
        let mut nodes = vec![Node::default(); len];
        let mut value: Vec<Code> = vec![0; len];
        // The first look at every position: its moves, and the values of those that leave
        // the slice. Positions do not depend on each other here, so the blocks are shared
        // among threads, each with its own lists of wins and losses to set, joined in order.
        let blocks: Vec<(usize, [u128; 2], &[u8])> = (0..2)
            .flat_map(|part| {
                slice.sets[part]
                    .iter()
                    .map(move |(men, free)| (part, *men, free.as_slice()))
            })
            .collect();
        let positions = block as usize;
        // A thread costs tens of microseconds: most slices of the diagonal boards (one
        // placement of the men each) are looked at faster than that.
        let threads = if len < PARALLEL_SLICE { 1 } else { threads };
        let lookers = threads.min(blocks.len()).max(1);
        let per_thread = blocks.len().div_ceil(lookers).max(1);
        let looks: Vec<Result<Buckets, Missing>> = if lookers == 1 {
            vec![self.first_look(&blocks, positions, 0, &mut nodes, &mut value)]
        } else {
            std::thread::scope(|scope| {
                let mut nodes_left = nodes.as_mut_slice();
                let mut values_left = value.as_mut_slice();
                let mut looking = Vec::new();
                for (t, chunk) in blocks.chunks(per_thread).enumerate() {
                    let (nodes_here, rest) =
                        std::mem::take(&mut nodes_left).split_at_mut(chunk.len() * positions);
                    nodes_left = rest;
                    let (values_here, rest) =
                        std::mem::take(&mut values_left).split_at_mut(chunk.len() * positions);
                    values_left = rest;
                    let first = t * per_thread * positions;
                    looking.push(scope.spawn(move || {
                        self.first_look(chunk, positions, first, nodes_here, values_here)
                    }));
                }
                looking
                    .into_iter()
                    .map(|thread| thread.join().expect("a first look does not panic"))
                    .collect()
            })
        };
        // Buckets of positions by distance: wins to set, losses to set, values to pass on.
        let mut wins: Vec<Vec<u32>> = Vec::new();
        let mut losses: Vec<Vec<u32>> = Vec::new();
        for look in looks {
            let found = look?;
            join_buckets(&mut wins, found.wins);
            join_buckets(&mut losses, found.losses);
        }
        // The sweep, nearest first. A bucket's positions are settled first: telling them
        // changes only later buckets (a loss makes wins one further, a win losses at least one
        // further), so their predecessors, the costly part, are found by several threads at
        // once and then applied in the order one thread would have.
        let mut rank = 0usize;
        let mut settled: Vec<u32> = Vec::new();
        while rank < wins.len().max(losses.len()) {
            for is_win in [false, true] {
                let bucket = if is_win { &mut wins } else { &mut losses };
                let Some(list) = bucket.get_mut(rank).map(std::mem::take) else {
                    continue;
                };
                let here = if is_win {
                    Value::Win(rank as u16)
                } else {
                    Value::Loss(rank as u16)
                };
                settled.clear();
                for local in list {
                    let at = local as usize;
                    if value[at] == 0 {
                        value[at] = here.code();
                    }
                    if value[at] != here.code() || nodes[at].told {
                        continue;
                    }
                    nodes[at].told = true;
                    settled.push(local);
                }
                for batch in settled.chunks(SWEEP_BATCH) {
                    for pred in self.predecessors(slice, places, batch, threads) {
                        let pred = pred as usize;
                        if value[pred] != 0 || nodes[pred].capture {
                            continue;
                        }
                        let node = &mut nodes[pred];
                        match here {
                            Value::Loss(d) => push_bucket(&mut wins, d + 1, pred),
                            Value::Win(d) => {
                                debug_assert!(node.open > 0, "a move found backwards only");
                                node.open = node.open.saturating_sub(1);
                                if node.open == 0 && !node.escape && node.exit_win == u16::MAX {
                                    push_bucket(&mut losses, (d + 1).max(node.exit_loss), pred);
                                }
                            }
                            Value::Draw => {}
                        }
                    }
                }
            }
            rank += 1;
        }

        Ok(value)
    }

    /// The first look at the positions of `blocks`, whose first place in the slice is
    /// `first`: each one's moves inside the slice and the values its other moves reach,
    /// into `nodes` and `value` (from `first` on), and the positions whose value this
    /// already settles, by distance.
    fn first_look(
        &self,
        blocks: &[(usize, [u128; 2], &[u8])],
        block: usize,
        first: usize,
        nodes: &mut [Node],
        value: &mut [Code],
    ) -> Result<Buckets, Missing> {
        let board = self.board;
        let mut found = Buckets::default();
        let mut known = Vec::new();
        let mut moves = Vec::with_capacity(64);
        let mut exits: Vec<(Slot, Option<(u16, u16)>)> = Vec::with_capacity(64);
        let material_draw = self.rules.variant == Variant::Turkish;
        for (b, &(part, men, free)) in blocks.iter().enumerate() {
            let placements = self.layouts[part].block_placements(men, free);
            for (here, placement) in (b * block..).zip(placements) {
                let local = first + here;
                let pos = placement.position(board);
                pos.legal_moves_into(&mut moves);
                let node = &mut nodes[here];
                node.exit_win = u16::MAX;
                if moves.is_empty() {
                    let v = self.stuck();
                    value[here] = v.code();
                    let bucket = if matches!(v, Value::Win(_)) {
                        &mut found.wins
                    } else {
                        &mut found.losses
                    };
                    push_bucket(bucket, 0, local);
                    continue;
                }
                if material_draw && model::drawn_by_material(self.rules.variant, &pos) {
                    node.escape = true;
                    continue;
                }
                node.capture = moves[0].is_capture();
                let watch = self.watch(&pos);
                let mut open = 0u32;
                // Every exit's slot first, then every value: the reads are far apart in large
                // tables, and made together they wait on memory once rather than once a move.
                exits.clear();
                for mv in &moves {
                    if self.stays(&pos, mv) {
                        open += 1;
                        continue;
                    }
                    let child = pos.play(mv);
                    let slot = self.slot(&mut known, &child, part)?;
                    let child_watch = self.watch(&child);
                    // Limits are the same seen from either side (they follow the side to move).
                    let fresh =
                        model::restarts(self.rules.model, &pos, watch, mv, &child, child_watch)
                            .then(|| model::limits(child_watch, self.rules.model, &child));
                    exits.push((slot, fresh));
                }
                let mut exit_win = u16::MAX;
                let mut exit_loss = 0u16;
                let mut escape = false;
                for &(slot, fresh) in &exits {
                    let reached = self.read(&known, slot, part);
                    let reached =
                        fresh.map_or(reached, |limits| model::within_limits(reached, limits));
                    let step = |d: u16| {
                        if fresh.is_some() {
                            1
                        } else {
                            d.saturating_add(1)
                        }
                    };
                    match reached {
                        Value::Loss(d) => exit_win = exit_win.min(step(d)),
                        Value::Win(d) => exit_loss = exit_loss.max(step(d)),
                        Value::Draw => escape = true,
                    }
                }
                assert!(open < 256, "{open} moves inside a slice");
                let node = &mut nodes[here];
                node.open = open as u8;
                node.exit_win = exit_win;
                node.exit_loss = exit_loss;
                node.escape = escape;
                if exit_win != u16::MAX {
                    push_bucket(&mut found.wins, exit_win, local);
                } else if open == 0 && !escape {
                    push_bucket(&mut found.losses, exit_loss, local);
                }
            }
        }
        Ok(found)
    }

    /// The predecessors inside the slice of every position of `batch`, one after the other in
    /// the batch's order; a large batch is shared among threads and joined in order.
    fn predecessors(
        &self,
        slice: &Slice,
        places: &Places,
        batch: &[u32],
        threads: usize,
    ) -> Vec<u32> {
        let gather = |part: &[u32]| {
            let mut found = Vec::with_capacity(part.len() * 8);
            for &local in part {
                self.tell_predecessors(slice, places, local as usize, &mut |pred| {
                    found.push(pred as u32)
                });
            }
            found
        };
        let threads = if batch.len() < PARALLEL_SWEEP {
            1
        } else {
            threads
        };
        if threads == 1 {
            return gather(batch);
        }
        let parts: Vec<Vec<u32>> = std::thread::scope(|scope| {
            let looking: Vec<_> = batch
                .chunks(batch.len().div_ceil(threads))
                .map(|part| scope.spawn(move || gather(part)))
                .collect();
            looking
                .into_iter()
                .map(|thread| thread.join().expect("a predecessor search does not panic"))
                .collect()
        });
        parts.concat()
    }

    /// Calls `tell` with every predecessor inside the slice: the positions whose side to move
    /// reaches `local` by a move that stays in the slice (the caller skips those with a
    /// capture, where no such move is legal).
    fn tell_predecessors(
        &self,
        slice: &Slice,
        places: &Places,
        local: usize,
        tell: &mut dyn FnMut(usize),
    ) {
        let block = self.layouts[0].block;
        let at = slice.global(local, block);
        let placement = self.placement(slice, local);
        let now = placement.position(self.board);
        // The side that has just moved is Black here (positions are stored White to move);
        // its moves from `now` are the reverses of the moves that led to `now`.
        let mut mover = now;
        mover.set_turn(Color::Black);
        for color in Color::ALL {
            mover.set_king_moves_in_a_row(color, None);
        }
        let frisian = self.board.variant == Variant::Frisian;
        let part = 1 - at.part;
        // `now` turned round (Black, who has just moved, first): a predecessor's placement is
        // this one with the piece that moved put back, found from the bits rather than from
        // a position made and read again (that was a quarter of a Turkish build).
        let turned = Placement {
            men: [1, 0].map(|c| turn_set(self.board, placement.men[c])),
            kings: [1, 0].map(|c| turn_set(self.board, placement.kings[c])),
            runs: [0; 2],
        };
        // A king's move leaves the men where they are: their index is worked out once.
        let mut men_now = None;
        for back in mover.soffio_moves() {
            if !self.stays(&mover, &back) {
                continue;
            }
            if !frisian {
                let from = self.board.turned(self.board.dense(back.from()));
                let to = self.board.turned(self.board.dense(back.to()));
                let moved = (1u128 << from) | (1u128 << to);
                let mut before = turned;
                if before.kings[0] & (1u128 << from) == 0 {
                    before.men[0] ^= moved;
                    self.tell_placement(slice, places, part, &before, tell);
                    continue;
                }
                before.kings[0] ^= moved;
                let layout = &self.layouts[part];
                let men = *men_now.get_or_insert_with(|| {
                    layout
                        .men_index(self.board, turned.men)
                        .expect("the men of a position")
                });
                if let Some(local) = slice.local(part, men, layout.offset(&before), block, places) {
                    tell(local);
                }
                continue;
            }
            let mut before = now;
            before.set_turn(Color::Black);
            let piece = before.piece_at(back.from()).expect("the piece that moved");
            before.remove(back.from());
            before.put(back.to(), piece);
            before.set_king_moves_in_a_row(Color::White, now.king_moves_in_a_row(Color::White));
            for run in runs_before(&now, &before, back.to(), back.from()) {
                let mut before = before;
                before.set_king_moves_in_a_row(Color::Black, run);
                if plays(self.board, &before, back.to(), back.from(), &now) {
                    self.tell(slice, places, part, &before, tell);
                }
            }
        }
    }

    fn tell(
        &self,
        slice: &Slice,
        places: &Places,
        part: usize,
        before: &Position,
        tell: &mut dyn FnMut(usize),
    ) {
        let placement = Placement::of_turned(self.board, before);
        self.tell_placement(slice, places, part, &placement, tell);
    }

    /// Calls `tell` with the place of a placement of part `part`, if it is in the slice.
    fn tell_placement(
        &self,
        slice: &Slice,
        places: &Places,
        part: usize,
        placement: &Placement,
        tell: &mut dyn FnMut(usize),
    ) {
        let block = self.layouts[0].block;
        let layout = &self.layouts[part];
        if let Some(men) = layout.men_index(self.board, placement.men)
            && let Some(local) = slice.local(part, men, layout.offset(placement), block, places)
        {
            tell(local);
        }
    }
}

/// Positions by distance, as the sweep takes them.
#[derive(Default)]
struct Buckets {
    wins: Vec<Vec<u32>>,
    losses: Vec<Vec<u32>>,
}

fn push_bucket(buckets: &mut Vec<Vec<u32>>, rank: u16, local: usize) {
    let rank = rank as usize;
    if buckets.len() <= rank {
        buckets.resize_with(rank + 1, Vec::new);
    }
    buckets[rank].push(local as u32);
}

/// Appends a later part's buckets to the buckets so far, distance by distance.
fn join_buckets(into: &mut Vec<Vec<u32>>, later: Vec<Vec<u32>>) {
    if into.len() < later.len() {
        into.resize_with(later.len(), Vec::new);
    }
    for (bucket, more) in into.iter_mut().zip(later) {
        bucket.extend(more);
    }
}

/// Slices of fewer positions are looked at on one thread.
const PARALLEL_SLICE: usize = 1 << 16;

/// The sweep finds the predecessors of this many settled positions at a time (bounding the
/// list they make), and of fewer than `PARALLEL_SWEEP` on one thread.
const SWEEP_BATCH: usize = 1 << 16;
const PARALLEL_SWEEP: usize = 1 << 12;

/// Threads for a slice's first look and sweep and for a table's check: the machine's cores, up
/// to 8.
pub(crate) fn threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get().min(8))
}

/// Frisian: the runs Black could have had before its king moved from `from` to `to`, leaving
/// the run `now` has. (Runs count only while a side has men.)
fn runs_before(
    now: &Position,
    before: &Position,
    from: rules::Square,
    to: rules::Square,
) -> Vec<Option<(rules::Square, u8)>> {
    if now.count(Color::Black, rules::Role::Man) == 0 {
        return vec![None];
    }
    match now.king_moves_in_a_row(Color::Black) {
        Some((sq, 1)) if sq == to => {
            let mut runs = vec![None];
            for king in rules::SquareSet::from_bits(
                before.kings().bits() & before.side(Color::Black).bits(),
            )
            .iter()
            {
                if king != from {
                    runs.extend((1..=3).map(|moves| Some((king, moves))));
                }
            }
            runs
        }
        Some((sq, moves)) if sq == to => vec![Some((from, moves - 1))],
        _ => Vec::new(),
    }
}

/// Whether `before` has the move `from`–`to` among its legal moves, leading to `now` (runs
/// compared as the index keeps them).
fn plays(
    board: &Board,
    before: &Position,
    from: rules::Square,
    to: rules::Square,
    now: &Position,
) -> bool {
    let want = Placement::of(board, now);
    before.legal_moves().iter().any(|m| {
        m.from() == from
            && m.to() == to
            && !m.is_capture()
            && Placement::of(board, &canonical(board, &before.play(m))) == want
    })
}

/// A set of dense squares turned round.
pub(crate) fn turn_set(board: &Board, set: u128) -> u128 {
    let mut out = 0u128;
    let mut rest = set;
    while rest != 0 {
        let d = rest.trailing_zeros() as u8;
        rest &= rest - 1;
        out |= 1u128 << board.turned(d);
    }
    out
}
