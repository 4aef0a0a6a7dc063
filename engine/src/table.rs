//! The transposition table, keyed by the Zobrist hash of `rules`.
//!
//! Entries are packed into plain words so that the table is allocated zeroed: the operating
//! system hands out zero pages lazily, so making (or clearing) a table of many megabytes costs
//! next to nothing before the first node, and a timed search does not pay for memory it never
//! touches.

use std::sync::atomic::{AtomicU8, AtomicU64, Ordering};

use rules::Move;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Bound {
    Exact,
    /// The score is at least this (a cut).
    Lower,
    /// The score is at most this (no move reached alpha).
    Upper,
}

/// A move as the table keeps it: its squares and a fingerprint of what it takes, enough to
/// find it again among the position's legal moves (two captures with the same ends but other
/// pieces taken differ by their fingerprint).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct MoveKey(u64);

impl MoveKey {
    const PRESENT: u64 = 1 << 63;

    pub fn of(mv: &Move) -> MoveKey {
        let taken = mv.captured().bits();
        let folded = (taken as u64) ^ ((taken >> 64) as u64).rotate_left(29);
        let fingerprint = folded.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 32;
        MoveKey(
            Self::PRESENT
                | (u64::from(mv.from().index()) << 40)
                | (u64::from(mv.to().index()) << 32)
                | fingerprint,
        )
    }

    pub fn matches(self, mv: &Move) -> bool {
        MoveKey::of(mv) == self
    }

    /// The legal move this key names, if one does (a key of another position that shares a
    /// bucket names none, or a harmless legal one).
    pub fn find(self, moves: &[Move]) -> Option<Move> {
        moves.iter().copied().find(|mv| self.matches(mv))
    }
}

#[derive(Debug, Clone, Copy)]
pub(crate) struct Entry {
    pub key: u64,
    pub mv: Option<MoveKey>,
    pub score: i32,
    pub depth: i16,
    pub bound: Bound,
    pub age: u8,
}

/// Words per slot: the key mixed with the other two, the move, and the
/// score/depth/bound/age. Threads read and write slots without locks: a slot torn by two
/// writers at once no longer matches its key (the first word is the key mixed with the other
/// two), so it reads as empty.
const WORDS: usize = 3;
const USED: u64 = 1 << 63;

impl Entry {
    fn pack(&self) -> [u64; WORDS] {
        let bound = match self.bound {
            Bound::Exact => 0u64,
            Bound::Lower => 1,
            Bound::Upper => 2,
        };
        let data = USED
            | (u64::from(self.age) << 50)
            | (bound << 48)
            | (u64::from(self.depth as u16) << 32)
            | u64::from(self.score as u32);
        let mv = self.mv.map_or(0, |m| m.0);
        [self.key ^ mv ^ data, mv, data]
    }

    fn unpack(words: [u64; WORDS]) -> Option<Entry> {
        let [check, mv, data] = words;
        if data & USED == 0 {
            return None;
        }
        Some(Entry {
            key: check ^ mv ^ data,
            mv: (mv & MoveKey::PRESENT != 0).then_some(MoveKey(mv)),
            score: data as u32 as i32,
            depth: (data >> 32) as u16 as i16,
            bound: match (data >> 48) & 3 {
                0 => Bound::Exact,
                1 => Bound::Lower,
                _ => Bound::Upper,
            },
            age: (data >> 50) as u8,
        })
    }
}

/// A table of buckets of two entries: one kept by depth, one always replaced. Shared by the
/// threads of a search.
pub(crate) struct Table {
    words: Box<[AtomicU64]>,
    mask: usize,
    age: AtomicU8,
}

/// `len` zeroed words, every page of them written once. Left to be touched by the search,
/// the pages are backed one fault at a time during the first search, and those faults took
/// some 50 ms of a 64 MiB table's first search here: half of a move at 0.1 s. Made now, they
/// cost the same before any clock runs.
fn zeroed_words(len: usize) -> Box<[AtomicU64]> {
    let words = allocate_zeroed(len);
    const WORDS_A_PAGE: usize = 4096 / std::mem::size_of::<AtomicU64>();
    for word in words.iter().step_by(WORDS_A_PAGE) {
        word.store(0, Ordering::Relaxed);
    }
    words
}

/// `len` zeroed words, allocated without being touched: the pages are the system's zero
/// pages until written.
fn allocate_zeroed(len: usize) -> Box<[AtomicU64]> {
    let layout = std::alloc::Layout::array::<AtomicU64>(len).expect("a table that fits");
    // SAFETY: the layout is of `len` atomics (non-zero: a table has a bucket at least); an
    // all-zero AtomicU64 is a valid value; the box takes ownership of the allocation with
    // the same layout it was made with.
    unsafe {
        let ptr = std::alloc::alloc_zeroed(layout) as *mut AtomicU64;
        if ptr.is_null() {
            std::alloc::handle_alloc_error(layout);
        }
        ask_for_huge_pages(ptr as *mut u8, layout.size());
        Box::from_raw(std::ptr::slice_from_raw_parts_mut(ptr, len))
    }
}

/// Asks Linux to back the whole 2 MiB pages inside an allocation with huge pages (it does
/// only when asked on most systems). A hint: nothing changes if it is refused.
#[cfg(target_os = "linux")]
fn ask_for_huge_pages(start: *mut u8, bytes: usize) {
    const HUGE: usize = 2 << 20;
    let first = (start as usize).next_multiple_of(HUGE);
    let end = (start as usize + bytes) & !(HUGE - 1);
    if end > first {
        // SAFETY: the range lies inside the allocation just made; MADV_HUGEPAGE changes how
        // it is backed, never its contents.
        unsafe {
            libc::madvise(first as *mut libc::c_void, end - first, libc::MADV_HUGEPAGE);
        }
    }
}

#[cfg(not(target_os = "linux"))]
fn ask_for_huge_pages(_start: *mut u8, _bytes: usize) {}

impl Table {
    pub fn new(megabytes: usize) -> Table {
        let bytes = megabytes.max(1) * 1024 * 1024;
        let slot_bytes = WORDS * std::mem::size_of::<u64>();
        // A power of two of buckets of two slots, within the size asked for.
        let buckets = ((bytes / slot_bytes / 2).max(1) + 1).next_power_of_two() / 2;
        let buckets = buckets.max(1);
        Table {
            words: zeroed_words(buckets * 2 * WORDS),
            mask: buckets - 1,
            age: AtomicU8::new(0),
        }
    }

    /// Forgets every entry, in place: the pages stay backed (see [`zeroed_words`]).
    pub fn clear(&mut self) {
        for word in self.words.iter_mut() {
            *word.get_mut() = 0;
        }
        self.age.store(0, Ordering::Relaxed);
    }

    /// A new search: entries of older searches give way first.
    pub fn next_age(&self) {
        self.age.fetch_add(1, Ordering::Relaxed);
    }

    #[inline]
    fn start(&self, key: u64, which: usize) -> usize {
        ((key as usize & self.mask) * 2 + which) * WORDS
    }

    #[inline]
    fn get(&self, key: u64, which: usize) -> Option<Entry> {
        let at = self.start(key, which);
        let w = &self.words[at..at + WORDS];
        Entry::unpack([
            w[0].load(Ordering::Relaxed),
            w[1].load(Ordering::Relaxed),
            w[2].load(Ordering::Relaxed),
        ])
    }

    #[inline]
    fn put(&self, key: u64, which: usize, entry: Option<Entry>) {
        let at = self.start(key, which);
        let words = entry.map_or([0; WORDS], |e| e.pack());
        for (slot, word) in self.words[at..at + WORDS].iter().zip(words) {
            slot.store(word, Ordering::Relaxed);
        }
    }

    /// Prefetches the bucket of a key (a search asks for it a moment later).
    #[inline]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            let at = self.start(key, 0);
            // SAFETY: a hint about an address inside the table; it reads nothing.
            unsafe {
                std::arch::x86_64::_mm_prefetch(
                    self.words.as_ptr().add(at) as *const i8,
                    std::arch::x86_64::_MM_HINT_T0,
                );
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        (0..2)
            .filter_map(|which| self.get(key, which))
            .find(|e| e.key == key)
    }

    pub fn store(&self, key: u64, mv: Option<Move>, score: i32, depth: i32, bound: Bound) {
        let age = self.age.load(Ordering::Relaxed);
        let depth = depth.clamp(-1, i16::MAX as i32) as i16;
        let mut entry = Entry {
            key,
            mv: mv.as_ref().map(MoveKey::of),
            score,
            depth,
            bound,
            age,
        };
        // Keep the best move known when this visit found none (an all-node).
        for which in 0..2 {
            if let Some(old) = self.get(key, which)
                && old.key == key
            {
                if entry.mv.is_none() {
                    entry.mv = old.mv;
                }
                if depth >= old.depth || bound == Bound::Exact || old.age != age {
                    self.put(key, which, Some(entry));
                }
                return;
            }
        }
        let first = self.get(key, 0);
        let keep_first = matches!(first, Some(old) if old.age == age && old.depth > depth);
        if keep_first {
            self.put(key, 1, Some(entry));
        } else {
            self.put(key, 1, first);
            self.put(key, 0, Some(entry));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::{Game, Variant};

    #[test]
    fn an_entry_comes_back_as_stored() {
        let game = Game::new(Variant::International);
        let moves = game.position().legal_moves();
        let mut table = Table::new(1);
        table.next_age();
        let key = game.position().hash();
        assert!(table.probe(key).is_none());
        table.store(key, Some(moves[3]), -1234, 7, Bound::Lower);
        let entry = table.probe(key).expect("stored");
        assert_eq!(entry.key, key);
        assert_eq!(entry.mv.and_then(|m| m.find(&moves)), Some(moves[3]));
        assert_eq!(
            (entry.score, entry.depth, entry.bound),
            (-1234, 7, Bound::Lower)
        );
        // An all-node keeps the move known.
        table.store(key, None, 5, 8, Bound::Upper);
        let entry = table.probe(key).expect("stored");
        assert_eq!(entry.mv.and_then(|m| m.find(&moves)), Some(moves[3]));
        assert_eq!(
            (entry.score, entry.depth, entry.bound),
            (5, 8, Bound::Upper)
        );
        table.clear();
        assert!(table.probe(key).is_none());
    }

    #[test]
    fn every_legal_move_keys_to_itself_alone() {
        // A walk through an International game, captures (kings' among them) included.
        let mut game = Game::new(Variant::International);
        for ply in 0..200u64 {
            let moves = game.position().legal_moves();
            if game.is_over() || moves.is_empty() {
                break;
            }
            for mv in &moves {
                let twins = moves.iter().filter(|m| MoveKey::of(m) == MoveKey::of(mv));
                assert_eq!(twins.count(), 1, "{mv:?}");
            }
            let pick = (ply.wrapping_mul(0x9E37_79B9) >> 7) as usize % moves.len();
            game.play(&moves[pick]).expect("legal");
        }
    }
}
