//! The databases found under a data directory, probed through memory maps.

use std::collections::{HashMap, VecDeque};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use rules::{Color, DrawCounters, Game, Move, Position, Variant};

use crate::Material;
use crate::board::Board;
use crate::file::{self, BLOCK, FileError, Header, TableFile};
use crate::model::{self, Model};
use crate::probe::{self, Codes};
use crate::value::{Code, Value};

/// Decompressed blocks kept for probes, across every table (32 KiB each).
const CACHED_BLOCKS: usize = 2048;

/// One variant's tables (giveaway or not).
struct Set {
    board: Board,
    tables: HashMap<(Model, Material), usize>,
    /// Every material of up to this many pieces has its tables.
    complete: u32,
}

/// The databases of a data directory: every table file found, mapped, its blocks read as
/// probes need them.
///
/// ```
/// let dir = tempfile::tempdir().unwrap();
/// let report = egtb::build_set(dir.path(), rules::Variant::English, false, 2, &mut |_| {}).unwrap();
/// assert_eq!(report.tables.len(), 4);
/// let tables = egtb::Tablebase::open(dir.path());
/// let pos = rules::Position::from_fen(rules::Variant::English, "W:WK18:B14").unwrap();
/// let game = rules::Game::from_position(pos, Default::default()).unwrap();
/// // The white king takes the black man at once.
/// assert!(matches!(tables.probe(&pos, game.counters(), false), Some(egtb::Value::Win(1))));
/// ```
pub struct Tablebase {
    dir: PathBuf,
    files: Vec<TableFile>,
    sets: HashMap<(Variant, bool), Set>,
    cache: Mutex<Cache>,
    /// Files that could not be used (left out).
    problems: Vec<FileError>,
}

#[derive(Default)]
struct Cache {
    blocks: HashMap<(u32, u32), Arc<Vec<Code>>>,
    order: VecDeque<(u32, u32)>,
}

/// What `info` shows of one variant's tables.
#[derive(Debug, Clone)]
pub struct SetSummary {
    pub variant: Variant,
    pub giveaway: bool,
    /// Every material of up to this many pieces is there.
    pub complete: u32,
    pub tables: usize,
    pub positions: u64,
    pub bytes: u64,
    pub headers: Vec<Header>,
}

impl Tablebase {
    /// Maps every table under `dir` (reading only their headers: a start-up stays quick). A
    /// directory that does not exist holds no tables; a file that cannot be used is left out
    /// and named in [`Tablebase::problems`].
    pub fn open(dir: &Path) -> Tablebase {
        let mut tablebase = Tablebase {
            dir: dir.to_path_buf(),
            files: Vec::new(),
            sets: HashMap::new(),
            cache: Mutex::new(Cache::default()),
            problems: Vec::new(),
        };
        let mut paths = Vec::new();
        collect(dir, 0, &mut paths);
        paths.sort();
        for path in paths {
            let table = match TableFile::open(&path) {
                Ok(table) => table,
                Err(e) => {
                    tablebase.problems.push(e);
                    continue;
                }
            };
            let h = table.header;
            let set = tablebase
                .sets
                .entry((h.variant, h.giveaway))
                .or_insert_with(|| Set {
                    board: Board::new(h.variant),
                    tables: HashMap::new(),
                    complete: 0,
                });
            set.tables
                .insert((h.model, h.material), tablebase.files.len());
            tablebase.files.push(table);
        }
        for (&(variant, _), set) in tablebase.sets.iter_mut() {
            set.complete = (2..=12)
                .take_while(|&n| {
                    Material::all(n).iter().all(|&m| {
                        Model::of(variant)
                            .iter()
                            .all(|&model| set.tables.contains_key(&(model, m)))
                    })
                })
                .last()
                .unwrap_or(0);
        }
        tablebase
    }

    /// The files found that could not be used.
    pub fn problems(&self) -> &[FileError] {
        &self.problems
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The most pieces for which every ending of the variant is there (0: none).
    pub fn pieces(&self, variant: Variant, giveaway: bool) -> u32 {
        self.sets
            .get(&(variant, giveaway))
            .map_or(0, |s| s.complete)
    }

    /// What the directory holds, by variant.
    pub fn summary(&self) -> Vec<SetSummary> {
        let mut out: Vec<SetSummary> = self
            .sets
            .iter()
            .map(|(&(variant, giveaway), set)| {
                let mut headers: Vec<Header> =
                    set.tables.values().map(|&i| self.files[i].header).collect();
                headers.sort_by_key(|h| (h.material.pieces(), h.material, h.model));
                SetSummary {
                    variant,
                    giveaway,
                    complete: set.complete,
                    tables: set.tables.len(),
                    positions: headers.iter().map(|h| h.positions - h.empty).sum(),
                    bytes: set.tables.values().map(|&i| self.files[i].len()).sum(),
                    headers,
                }
            })
            .collect();
        out.sort_by_key(|s| {
            (
                Variant::ALL.iter().position(|&v| v == s.variant),
                s.giveaway,
            )
        });
        out
    }

    /// The value of `pos` for its side to move, in a game whose draw counters are
    /// `counters`, if the databases decide it: see [`Value`]. `None` when the position has
    /// more pieces than the tables, when a table is missing or damaged, and (Russian) where
    /// the counts that overlap leave the result open.
    pub fn probe(&self, pos: &Position, counters: &DrawCounters, giveaway: bool) -> Option<Value> {
        let set = self.sets.get(&(pos.variant(), giveaway))?;
        if !probe::fits(pos, set.complete) {
            return None;
        }
        probe::probe(&set.board, &Reader { base: self, set }, pos, counters)
    }

    /// The database's move in a decided game: for a win, one that keeps the win and makes the
    /// soonest progress (so that the win is carried out, not only kept); for a loss, the
    /// longest resistance. `None` when the databases do not decide the game's position, or
    /// decide a draw (any move that keeps the draw will do: the caller's search picks one).
    pub fn best_move(&self, game: &Game) -> Option<(Move, Value)> {
        if game.is_over() {
            return None;
        }
        let giveaway = game.options().giveaway;
        let pos = *game.position();
        let set = self.sets.get(&(pos.variant(), giveaway))?;
        let root = self.probe(&pos, game.counters(), giveaway)?;
        if root == Value::Draw {
            return None;
        }
        let variant = pos.variant();
        let model = Model::of(variant)[0];
        let watch = model::watch(variant, model, &pos);
        let mut best: Option<(Move, (u8, u16))> = None;
        for mv in pos.legal_moves() {
            let after = pos.play(&mv);
            let mut counters = game.counters().clone();
            let drawn = counters.after_move(variant, &pos, &mv, &after).is_some()
                || model::drawn_by_material(variant, &after);
            let stuck = after.count_side(after.turn()) == 0 || after.legal_moves().is_empty();
            // The child's value for the mover, and how far its progress is.
            let (outcome, distance) = if stuck {
                (if giveaway { 0 } else { 2 }, 0)
            } else if drawn {
                (1, 0)
            } else {
                match self.probe(&after, &counters, giveaway) {
                    Some(Value::Loss(d)) => {
                        let restarts = model::restarts(
                            model,
                            &pos,
                            watch,
                            &mv,
                            &after,
                            model::watch(variant, model, &after),
                        );
                        (2, if restarts { 0 } else { d })
                    }
                    Some(Value::Draw) => (1, 0),
                    Some(Value::Win(d)) => (0, d),
                    None => continue,
                }
            };
            // A win: the nearest progress; a loss: the farthest.
            let key = match root {
                Value::Win(_) => (outcome, u16::MAX - distance),
                _ => (outcome, distance),
            };
            if best.is_none_or(|(_, k)| key > k) {
                best = Some((mv, key));
            }
        }
        let _ = set;
        best.map(|(mv, _)| (mv, root))
    }

    fn code(&self, set: &Set, model: Model, material: Material, index: u64) -> Option<Code> {
        let &table = set.tables.get(&(model, material))?;
        let block = (index / u64::from(BLOCK)) as u32;
        let key = (table as u32, block);
        let offset = (index % u64::from(BLOCK)) as usize;
        if let Some(codes) = self.cache.lock().ok()?.blocks.get(&key) {
            return codes.get(offset).copied();
        }
        let mut codes = Vec::with_capacity(BLOCK as usize);
        self.files[table].block(block, true, &mut codes)?;
        let code = codes.get(offset).copied();
        let mut cache = self.cache.lock().ok()?;
        if cache.order.len() >= CACHED_BLOCKS
            && let Some(old) = cache.order.pop_front()
        {
            cache.blocks.remove(&old);
        }
        cache.order.push_back(key);
        cache.blocks.insert(key, Arc::new(codes));
        code
    }
}

struct Reader<'a> {
    base: &'a Tablebase,
    set: &'a Set,
}

impl Codes for Reader<'_> {
    fn code(&self, model: Model, material: Material, index: u64) -> Option<Code> {
        self.base.code(self.set, model, material, index)
    }
}

/// The table files under `dir`, two levels down (`<variant>/<model>/<material>.egtb`).
pub(crate) fn collect(dir: &Path, depth: u32, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() && depth < 2 {
            collect(&path, depth + 1, out);
        } else if path.extension().is_some_and(|e| e == "egtb") {
            out.push(path);
        }
    }
}

/// Which colour a value is a win for, if any.
pub fn winner(pos: &Position, value: Value) -> Option<Color> {
    match value {
        Value::Win(_) => Some(pos.turn()),
        Value::Loss(_) => Some(!pos.turn()),
        Value::Draw => None,
    }
}

/// The path of a table (re-exported for the command line).
pub fn table_path(
    dir: &Path,
    variant: Variant,
    giveaway: bool,
    model: Model,
    material: Material,
) -> PathBuf {
    file::path(dir, variant, giveaway, model, material)
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::Limits;
    use rules::{GameOptions, Outcome};

    /// The engine, given the databases, wins a won ending against their best defence (a
    /// database of wins and losses alone could keep the win for ever without taking it).
    #[test]
    fn the_search_carries_a_won_ending_through() {
        let dir = tempfile::tempdir().unwrap();
        crate::build_set(dir.path(), Variant::English, false, 3, &mut |_| {}).unwrap();
        let base = Arc::new(Tablebase::open(dir.path()));
        let door: Arc<dyn engine::Tablebase> = base.clone();
        for fen in ["W:WK22,K18:BK1", "W:WK32,K31:BK5", "B:W22,K1:BK32"] {
            let pos = Position::from_fen(Variant::English, fen).unwrap();
            let mut game = Game::from_position(pos, GameOptions::default()).unwrap();
            let winner = winner(&pos, base.probe(&pos, game.counters(), false).unwrap());
            assert!(winner.is_some(), "{fen} is decided");
            for _ in 0..200 {
                if game.is_over() {
                    break;
                }
                let mv = if Some(game.turn()) == winner {
                    let limits = Limits::depth(1).with_tablebase(Some(door.clone()));
                    engine::search(&game, limits).best.unwrap()
                } else {
                    base.best_move(&game).map(|(mv, _)| mv).unwrap()
                };
                game.play(&mv).unwrap();
            }
            assert!(
                matches!(game.outcome(), Some(Outcome::Win { winner: w, .. }) if Some(w) == winner),
                "{fen}: {:?} after {} moves",
                game.outcome(),
                game.plies().count()
            );
        }
    }

    /// A variant's set up to 3 pieces, built in a temporary folder, that verification finds
    /// right.
    fn verified_set(variant: Variant) -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        crate::build_set(dir.path(), variant, false, 3, &mut |_| {}).unwrap();
        let report = crate::verify_set(dir.path(), variant, false, 3, &mut |_| {}).unwrap();
        assert!(report.errors.is_empty(), "{variant}: {:?}", report.errors);
        dir
    }

    #[test]
    fn a_damaged_file_is_left_out_and_verification_names_it() {
        let dir = verified_set(Variant::Italian);
        assert_eq!(
            Tablebase::open(dir.path()).pieces(Variant::Italian, false),
            3
        );

        // One byte changed in a block of a table.
        let path = table_path(
            dir.path(),
            Variant::Italian,
            false,
            Model::Exact,
            "KKvK".parse().unwrap(),
        );
        let mut bytes = std::fs::read(&path).unwrap();
        let last = bytes.len() - 5;
        bytes[last] ^= 0x40;
        std::fs::write(&path, &bytes).unwrap();
        let names_the_damage = |report: &crate::VerifyReport| {
            assert!(
                report
                    .errors
                    .iter()
                    .any(|e| e.contains("KKvK") && e.contains("damaged")),
                "{:?}",
                report.errors
            );
        };
        let report =
            crate::verify_set(dir.path(), Variant::Italian, false, 3, &mut |_| {}).unwrap();
        names_the_damage(&report);
        // Checked alone, a table whose moves lead there names it too (the damaged table is
        // read only as a successor).
        let crowning: Material = "MvKK".parse().unwrap();
        let report = crate::verify_tables(
            dir.path(),
            Variant::Italian,
            false,
            3,
            Some(&[crowning]),
            &mut |_| {},
        )
        .unwrap();
        assert_eq!(report.tables, 1);
        names_the_damage(&report);
        // A probe reads no value from it (its block's checksum fails).
        let tables = Tablebase::open(dir.path());
        let pos = Position::from_fen(Variant::Italian, "W:WK1,K2:BK30").unwrap();
        let game = Game::from_position(pos, GameOptions::default()).unwrap();
        assert_eq!(tables.probe(&pos, game.counters(), false), None);

        // A header changed: the table is left out at start.
        bytes[20] ^= 1;
        std::fs::write(&path, &bytes).unwrap();
        let tables = Tablebase::open(dir.path());
        assert_eq!(tables.problems().len(), 1);
        assert_eq!(tables.pieces(Variant::Italian, false), 2);
    }

    /// Turkish men step sideways, moves that can be taken back: the build counts them as no
    /// progress, and so must the check (and the choice of a move in a won ending), or every
    /// position whose distance passes through one disagrees with its moves.
    #[test]
    fn a_turkish_set_agrees_with_its_moves() {
        verified_set(Variant::Turkish);
    }

    /// A value that disagrees with its moves is found, even with every checksum right.
    #[test]
    fn verification_finds_a_wrong_value() {
        let dir = tempfile::tempdir().unwrap();
        crate::build_set(dir.path(), Variant::Spanish, false, 3, &mut |_| {}).unwrap();
        let material: Material = "MKvK".parse().unwrap();
        let path = table_path(dir.path(), Variant::Spanish, false, Model::Exact, material);
        let mut codes = TableFile::open(&path).unwrap().codes().unwrap();
        let slot = codes.iter().position(|&c| c == Value::Draw.code()).unwrap();
        codes[slot] = Value::Win(3).code();
        file::write(
            dir.path(),
            Variant::Spanish,
            false,
            Model::Exact,
            material,
            &codes,
        )
        .unwrap();
        let report =
            crate::verify_set(dir.path(), Variant::Spanish, false, 3, &mut |_| {}).unwrap();
        assert!(
            report
                .errors
                .iter()
                .any(|e| e.contains("stored win (3 plies")),
            "{:?}",
            report.errors
        );
        // Checked a few tables at a time, the damage is found where it is and only there.
        let only = |names: &[&str]| {
            let materials: Vec<Material> = names.iter().map(|n| n.parse().unwrap()).collect();
            crate::verify_tables(
                dir.path(),
                Variant::Spanish,
                false,
                3,
                Some(&materials),
                &mut |_| {},
            )
            .unwrap()
        };
        let elsewhere = only(&["KKvK", "KvKK"]);
        assert_eq!(elsewhere.tables, 2);
        assert!(elsewhere.errors.is_empty(), "{:?}", elsewhere.errors);
        let there = only(&["MKvK"]);
        assert_eq!(there.tables, 1);
        assert!(
            there
                .errors
                .iter()
                .any(|e| e.contains("stored win (3 plies")),
            "{:?}",
            there.errors
        );
    }
}
