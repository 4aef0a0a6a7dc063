//! Building and verifying a variant's whole set of tables in a data directory.

use std::collections::{HashMap, HashSet};
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rules::{Color, Move, Position, Variant};

use crate::Material;
use crate::board::Board;
use crate::build::{Missing, Rules, Tables, build_pair, threads, turn_set};
use crate::file::{self, FileError, Header, TableFile};
use crate::index::{Layout, Placement, canonical};
use crate::model::{self, Model};
use crate::value::{Code, INVALID, Value};

/// A build or verification that could not finish.
#[derive(Debug, thiserror::Error)]
pub enum SetError {
    #[error(transparent)]
    File(#[from] FileError),
    #[error(transparent)]
    Missing(#[from] Missing),
    #[error("{variant}: at most {most} pieces can be indexed")]
    TooManyPieces { variant: Variant, most: u32 },
}

/// One table written (or found already built).
#[derive(Debug, Clone)]
pub struct Built {
    pub header: Header,
    pub bytes: u64,
    /// The time its pair took (zero for a table found on disk).
    pub time: Duration,
}

/// What a build did.
#[derive(Debug, Clone, Default)]
pub struct BuildReport {
    pub tables: Vec<Built>,
    pub time: Duration,
}

impl BuildReport {
    pub fn positions(&self) -> u64 {
        self.tables
            .iter()
            .map(|t| t.header.positions - t.header.empty)
            .sum()
    }

    pub fn bytes(&self) -> u64 {
        self.tables.iter().map(|t| t.bytes).sum()
    }
}

/// Builds every table of `variant` with up to `pieces` pieces into `dir`, smallest first,
/// keeping tables already there (a build that was stopped goes on where it was). `log`
/// gets a line per table.
pub fn build_set(
    dir: &Path,
    variant: Variant,
    giveaway: bool,
    pieces: u32,
    log: &mut dyn FnMut(&str),
) -> Result<BuildReport, SetError> {
    if pieces > 8 {
        return Err(SetError::TooManyPieces { variant, most: 8 });
    }
    let started = Instant::now();
    let mut report = BuildReport::default();
    for &model in Model::of(variant) {
        let rules = Rules {
            variant,
            giveaway,
            model,
        };
        // Every table built is on disk before the next pair starts: a pair reads the few
        // its moves lead to from their files, and lets them go when it is done. Kept in
        // memory, the whole 5-piece Dameo set (two bytes a position) outgrew 23 GiB.
        let mut done: HashSet<Material> = HashSet::new();
        for material in Material::build_order(pieces) {
            if done.contains(&material) {
                continue;
            }
            let pair = [material, material.flipped()];
            let paths = pair.map(|m| file::path(dir, variant, giveaway, model, m));
            if paths.iter().all(|p| p.exists()) {
                for (m, path) in pair.iter().zip(&paths) {
                    if !done.insert(*m) {
                        continue;
                    }
                    let table = TableFile::open(path)?;
                    report.tables.push(Built {
                        header: table.header,
                        bytes: table.len(),
                        time: Duration::ZERO,
                    });
                }
                continue;
            }
            let t = Instant::now();
            let successors = FileTables::new(dir, variant, giveaway, model);
            let built = build_pair(rules, material, &successors).map_err(|missing| {
                successors
                    .take_failure()
                    .map_or(SetError::Missing(missing), SetError::File)
            })?;
            drop(successors);
            let time = t.elapsed();
            let mut tables = vec![(material, built.values)];
            if let Some(flipped) = built.flipped {
                tables.push((material.flipped(), flipped));
            }
            for (m, codes) in tables {
                let (header, bytes) = file::write(dir, variant, giveaway, model, m, &codes)?;
                log(&format!(
                    "{}{} {m}: {} positions ({} won, {} drawn, {} lost for the side to move), {} bytes, pair built in {:.1} s",
                    file::set_name(variant, giveaway),
                    if model == Model::Exact {
                        String::new()
                    } else {
                        format!(" ({})", model.name())
                    },
                    header.positions - header.empty,
                    header.wins,
                    header.draws,
                    header.losses,
                    bytes,
                    time.as_secs_f64()
                ));
                report.tables.push(Built {
                    header,
                    bytes,
                    time,
                });
                done.insert(m);
            }
        }
    }
    report.time = started.elapsed();
    Ok(report)
}

/// The tables of a set as a pair being built (or a table being checked) asks for them: read
/// from their files the first time, kept while the pair is built. A file that cannot be read
/// is kept as the failure to report (the pair then stops as if the table were missing).
struct FileTables<'a> {
    dir: &'a Path,
    variant: Variant,
    giveaway: bool,
    model: Model,
    loaded: Mutex<HashMap<Material, Arc<[Code]>>>,
    failure: Mutex<Option<FileError>>,
}

impl<'a> FileTables<'a> {
    fn new(dir: &'a Path, variant: Variant, giveaway: bool, model: Model) -> FileTables<'a> {
        FileTables {
            dir,
            variant,
            giveaway,
            model,
            loaded: Mutex::new(HashMap::new()),
            failure: Mutex::new(None),
        }
    }

    /// A table already read, for the moves that lead to it.
    fn keep(&self, material: Material, codes: Arc<[Code]>) {
        let mut loaded = self.loaded.lock().unwrap_or_else(|e| e.into_inner());
        loaded.insert(material, codes);
    }

    fn read(&self, material: Material) -> Result<Option<Arc<[Code]>>, FileError> {
        let path = file::path(self.dir, self.variant, self.giveaway, self.model, material);
        if !path.exists() {
            return Ok(None);
        }
        Ok(Some(TableFile::open(&path)?.codes()?.into()))
    }

    fn take_failure(&self) -> Option<FileError> {
        let mut failure = self.failure.lock().unwrap_or_else(|e| e.into_inner());
        failure.take()
    }
}

impl Tables for FileTables<'_> {
    fn table(&self, material: Material) -> Option<Arc<[Code]>> {
        let mut loaded = self.loaded.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(codes) = loaded.get(&material) {
            return Some(codes.clone());
        }
        match self.read(material) {
            Ok(codes) => {
                let codes = codes?;
                loaded.insert(material, codes.clone());
                Some(codes)
            }
            Err(error) => {
                *self.failure.lock().unwrap_or_else(|e| e.into_inner()) = Some(error);
                None
            }
        }
    }
}

/// What a verification found.
#[derive(Debug, Clone, Default)]
pub struct VerifyReport {
    pub tables: usize,
    pub positions: u64,
    /// One line per inconsistent position or damaged table (the first few of each table).
    pub errors: Vec<String>,
}

/// Verifies every table of `variant` with up to `pieces` pieces in `dir`: each file's
/// checksums and counts, and each position's value against its successors' (the value the
/// rules and the successors give must be the stored one, distance included).
pub fn verify_set(
    dir: &Path,
    variant: Variant,
    giveaway: bool,
    pieces: u32,
    log: &mut dyn FnMut(&str),
) -> Result<VerifyReport, SetError> {
    verify_tables(dir, variant, giveaway, pieces, None, log)
}

/// [`verify_set`] for some of the tables only (`only`: the materials to check; the others
/// are read all the same, as moves lead there): a set too large to check at one sitting is
/// checked a few tables at a time.
pub fn verify_tables(
    dir: &Path,
    variant: Variant,
    giveaway: bool,
    pieces: u32,
    only: Option<&[Material]>,
    log: &mut dyn FnMut(&str),
) -> Result<VerifyReport, SetError> {
    let board = Board::new(variant);
    let mut report = VerifyReport::default();
    for &model in Model::of(variant) {
        let rules = Rules {
            variant,
            giveaway,
            model,
        };
        let order: Vec<Material> = (2..=pieces).flat_map(Material::all).collect();
        for &material in &order {
            if only.is_some_and(|only| !only.contains(&material)) {
                continue;
            }
            // Each table is checked with the tables its moves lead to read from their files
            // and let go after it: the whole 5-piece Dameo set held in memory is some 11 GB.
            let tables = FileTables::new(dir, variant, giveaway, model);
            let path = file::path(dir, variant, giveaway, model, material);
            let codes: Arc<[Code]> = match TableFile::open(&path).and_then(|t| t.codes()) {
                Ok(codes) => codes.into(),
                Err(e) => {
                    report.errors.push(e.to_string());
                    continue;
                }
            };
            // A symmetric material's quiet moves lead back to its own table.
            tables.keep(material, codes.clone());
            let errors_before = report.errors.len();
            let checked =
                verify_table(&board, rules, material, &codes, &tables, &mut report.errors);
            // A table a move leads to that could not be read: its own error, beside the
            // positions that found no value there.
            if let Some(e) = tables.take_failure() {
                let line = e.to_string();
                if !report.errors.contains(&line) {
                    report.errors.push(line);
                }
            }
            report.tables += 1;
            report.positions += checked;
            log(&format!(
                "{} {material}{}: {checked} positions, {}",
                file::set_name(variant, giveaway),
                if model == Model::Exact {
                    String::new()
                } else {
                    format!(" ({})", model.name())
                },
                if report.errors.len() == errors_before {
                    "consistent".to_string()
                } else {
                    format!("{} errors", report.errors.len() - errors_before)
                }
            ));
        }
    }
    Ok(report)
}

/// Error lines kept per table; the others are counted.
const MOST_ERRORS: usize = 5;

/// Checks each position of one table against its successors; returns the positions checked.
/// The table's blocks are shared among threads (a position's check reads other tables only).
fn verify_table(
    board: &Board,
    rules: Rules,
    material: Material,
    codes: &[Code],
    tables: &dyn Tables,
    errors: &mut Vec<String>,
) -> u64 {
    let layout = Layout::new(board, material);
    if codes.len() as u64 != layout.size {
        errors.push(format!(
            "{material}: {} slots, the index has {}",
            codes.len(),
            layout.size
        ));
        return 0;
    }
    let per_thread = layout.men_count.div_ceil(threads() as u64).max(1);
    let parts: Vec<Checked> = std::thread::scope(|scope| {
        let layout = &layout;
        let checking: Vec<_> = (0..layout.men_count)
            .step_by(per_thread as usize)
            .map(|first| {
                let blocks = first..(first + per_thread).min(layout.men_count);
                scope.spawn(move || {
                    check_blocks(board, rules, material, codes, tables, layout, blocks)
                })
            })
            .collect();
        checking
            .into_iter()
            .map(|thread| thread.join().expect("a check does not panic"))
            .collect()
    });
    let mut checked = 0;
    let mut reported = 0;
    for part in parts {
        checked += part.checked;
        for line in part.errors {
            if reported < MOST_ERRORS {
                errors.push(line);
            }
            reported += 1;
        }
        reported += part.unkept;
    }
    if reported > MOST_ERRORS {
        errors.push(format!(
            "{material}: {} more errors",
            reported - MOST_ERRORS
        ));
    }
    checked
}

/// What a check of some blocks of a table found.
#[derive(Default)]
struct Checked {
    checked: u64,
    /// The first errors, up to [`MOST_ERRORS`] …
    errors: Vec<String>,
    /// … and how many more there were.
    unkept: usize,
}

/// Checks the positions of the blocks `blocks` (men placements) of a table, each block's
/// placements one after another (decoding every index alone cost as much as checking it).
fn check_blocks(
    board: &Board,
    rules: Rules,
    material: Material,
    codes: &[Code],
    tables: &dyn Tables,
    layout: &Layout,
    blocks: std::ops::Range<u64>,
) -> Checked {
    let mut found = Checked::default();
    let mut lookups = Lookups::default();
    let say = |found: &mut Checked, line: String| {
        if found.errors.len() < MOST_ERRORS {
            found.errors.push(line);
        } else {
            found.unkept += 1;
        }
    };
    for men_index in blocks {
        let start = men_index * layout.block;
        let Some(men) = layout.men_of(board, men_index) else {
            for index in start..start + layout.block {
                if codes[index as usize] != INVALID {
                    say(
                        &mut found,
                        format!("{material} slot {index}: an empty slot with a value"),
                    );
                }
            }
            continue;
        };
        let free = layout.free_squares(men);
        for (index, placement) in (start..).zip(layout.block_placements(men, &free)) {
            let stored = codes[index as usize];
            found.checked += 1;
            let pos = placement.position(board);
            let expected = expected_value(board, rules, &placement, &pos, tables, &mut lookups);
            match (Value::from_code(stored), expected) {
                (Some(v), Some(e)) if v == e => {}
                (got, want) => say(
                    &mut found,
                    format!(
                        "{} {material} {}: stored {}, its moves give {}",
                        rules.variant,
                        pos.to_fen(),
                        got.map_or("nothing".to_string(), |v| v.to_string()),
                        want.map_or(
                            "nothing (a successor's table is missing)".to_string(),
                            |v| v.to_string()
                        )
                    ),
                ),
            }
        }
    }
    found
}

/// What a check keeps from one position to the next: the tables it has looked up, with
/// their indexes (a table's successors reach a handful, so a short list: hashing the material
/// of every successor was a tenth of a check), and its buffers.
#[derive(Default)]
struct Lookups {
    known: Vec<(Material, Arc<[Code]>, Layout)>,
    moves: Vec<Move>,
    successors: Vec<Successor>,
}

/// A successor's value as the check will read it: where it is stored (`None`: its side to
/// move has no piece left) and, if the move restarts the draw count, the fresh count's
/// limits for a win and a loss.
struct Successor {
    slot: Option<(usize, usize)>,
    fresh: Option<(u16, u16)>,
}

impl Lookups {
    /// Where a placement's value is stored: the table's place in `known` and the index in
    /// it; `None` if the table is missing or the placement is not in it.
    fn slot(
        &mut self,
        board: &Board,
        tables: &dyn Tables,
        placement: &Placement,
        men: &mut Option<u64>,
    ) -> Option<(usize, usize)> {
        let material = placement.material();
        let at = match self.known.iter().position(|(m, _, _)| *m == material) {
            Some(at) => at,
            None => {
                let table = tables.table(material)?;
                self.known
                    .push((material, table, Layout::new(board, material)));
                self.known.len() - 1
            }
        };
        let (_, table, layout) = &self.known[at];
        let men = match men {
            Some(men) => *men,
            None => *men.insert(layout.men_index(board, placement.men)?),
        };
        let index = (men * layout.block + layout.offset(placement)) as usize;
        (index < table.len()).then_some((at, index))
    }
}

/// The value a position must have given its successors' stored values: `None` if a table
/// it needs is missing.
fn expected_value(
    board: &Board,
    rules: Rules,
    placement: &Placement,
    pos: &Position,
    tables: &dyn Tables,
    lookups: &mut Lookups,
) -> Option<Value> {
    let stuck = if rules.giveaway {
        Value::Win(0)
    } else {
        Value::Loss(0)
    };
    let mut moves = std::mem::take(&mut lookups.moves);
    pos.legal_moves_into(&mut moves);
    let mut successors = std::mem::take(&mut lookups.successors);
    successors.clear();
    let expected = if moves.is_empty() {
        Some(stuck)
    } else if model::drawn_by_material(rules.variant, pos) {
        Some(Value::Draw)
    } else {
        let watch = model::watch(rules.variant, rules.model, pos);
        // Every successor's place first, then every value: the reads are far apart in large
        // tables, and made together they wait on memory once rather than once a move.
        let mut found = true;
        // A king's step (no capture) leaves the men where they are, so its successor, turned
        // round, is this position turned round with one king moved, and the men's index is
        // worked out once. Frisian's king runs change with the move: they are read from
        // the successor.
        let turned = (board.variant != Variant::Frisian).then(|| Placement {
            men: [1, 0].map(|c| turn_set(board, placement.men[c])),
            kings: [1, 0].map(|c| turn_set(board, placement.kings[c])),
            runs: [0; 2],
        });
        let mut men_after_step = None;
        for mv in &moves {
            let child = pos.play(mv);
            let slot = if child.count_side(child.turn()) == 0 {
                None
            } else {
                let from = board.dense(mv.from());
                let slot = match turned {
                    Some(mut after)
                        if !mv.is_capture() && placement.kings[0] & (1u128 << from) != 0 =>
                    {
                        let to = board.dense(mv.to());
                        after.kings[1] ^=
                            (1u128 << board.turned(from)) | (1u128 << board.turned(to));
                        lookups.slot(board, tables, &after, &mut men_after_step)
                    }
                    // Read from the bits turned round, not from the position turned and read
                    // again: that was a fifth of a check.
                    _ => {
                        let after = if child.turn() == Color::White {
                            Placement::of(board, &child)
                        } else {
                            Placement::of_turned(board, &child)
                        };
                        lookups.slot(board, tables, &after, &mut None)
                    }
                };
                match slot {
                    Some(slot) => Some(slot),
                    None => {
                        found = false;
                        break;
                    }
                }
            };
            let child_watch = model::watch(rules.variant, rules.model, &child);
            let fresh =
                model::restarts(rules.model, pos, watch, mv, &child, child_watch).then(|| {
                    let stored = canonical(board, &child);
                    model::limits(
                        model::watch(rules.variant, rules.model, &stored),
                        rules.model,
                        &stored,
                    )
                });
            successors.push(Successor { slot, fresh });
        }
        found
            .then(|| fold_successors(&successors, &lookups.known, stuck))
            .flatten()
    };
    lookups.moves = moves;
    lookups.successors = successors;
    expected
}

/// The value a position's successors give it (`None` if one holds no value).
fn fold_successors(
    successors: &[Successor],
    known: &[(Material, Arc<[Code]>, Layout)],
    stuck: Value,
) -> Option<Value> {
    let mut win: Option<u16> = None;
    let mut loss = 0u16;
    let mut escape = false;
    for successor in successors {
        let reached = match successor.slot {
            None => stuck,
            Some((at, index)) => Value::from_code(known[at].1[index])?,
        };
        let reached = successor
            .fresh
            .map_or(reached, |limits| model::within_limits(reached, limits));
        let step = |d: u16| {
            if successor.fresh.is_some() {
                1
            } else {
                d.saturating_add(1)
            }
        };
        match reached {
            Value::Loss(d) => win = Some(win.map_or(step(d), |w| w.min(step(d)))),
            Value::Win(d) => loss = loss.max(step(d)),
            Value::Draw => escape = true,
        }
    }
    Some(match win {
        Some(d) => Value::Win(d),
        None if escape => Value::Draw,
        None => Value::Loss(loss),
    })
}

/// The positions of a variant with up to `pieces` pieces, counted as the checkers literature
/// counts them (every placement of men and kings of both colours, at least one piece, the
/// side to move not counted): for English draughts, Schaeffer et al. (Science, 2007) give
/// 120, 6,972, 261,224, 7,092,774 and 148,688,232 for 1 to 5 pieces.
pub fn placements(variant: Variant, pieces: u32) -> u64 {
    let board = Board::new(variant);
    let n = pieces as u8;
    let mut total = 0;
    for white in 0..=n {
        let black = n - white;
        for wm in 0..=white {
            for bm in 0..=black {
                let m = Material::new(wm, white - wm, bm, black - bm);
                let layout = Layout::new(&board, m);
                let valid = (0..layout.men_count)
                    .filter(|&i| layout.men_of(&board, i).is_some())
                    .count() as u64;
                total += valid * layout.block;
            }
        }
    }
    let _ = Color::White;
    total
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every table file under `dir`, by its path inside it, with its bytes.
    fn files(dir: &Path) -> Vec<(std::path::PathBuf, Vec<u8>)> {
        let mut paths = Vec::new();
        crate::tablebase::collect(dir, 0, &mut paths);
        let mut found: Vec<_> = paths
            .into_iter()
            .map(|path| {
                let name = path.strip_prefix(dir).expect("inside").to_path_buf();
                (name, std::fs::read(&path).expect("readable"))
            })
            .collect();
        found.sort();
        found
    }

    /// A build stopped after the 2-piece tables and started again (its pairs reading the
    /// tables before them from their files) writes the same files as a build in one go.
    #[test]
    fn a_resumed_build_writes_the_same_tables() {
        let whole = tempfile::tempdir().unwrap();
        let resumed = tempfile::tempdir().unwrap();
        build_set(whole.path(), Variant::English, false, 3, &mut |_| {}).unwrap();
        build_set(resumed.path(), Variant::English, false, 2, &mut |_| {}).unwrap();
        let report = build_set(resumed.path(), Variant::English, false, 3, &mut |_| {}).unwrap();
        assert!(
            report.tables.iter().any(|t| t.time.is_zero()),
            "2-piece tables found"
        );
        assert!(
            report.tables.iter().any(|t| !t.time.is_zero()),
            "3-piece tables built"
        );
        let (a, b) = (files(whole.path()), files(resumed.path()));
        assert!(a.len() > 10, "{} files", a.len());
        assert_eq!(a, b);
    }
}
