//! The transposition table, keyed by the Zobrist hash of `rules`.

use rules::Move;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Bound {
    Exact,
    /// The score is at least this (a cut).
    Lower,
    /// The score is at most this (no move reached alpha).
    Upper,
}

#[derive(Debug, Clone, Copy)]
pub(crate) struct Entry {
    pub key: u64,
    pub mv: Option<Move>,
    pub score: i32,
    pub depth: i16,
    pub bound: Bound,
    pub age: u8,
}

/// A table of buckets of two entries: one kept by depth, one always replaced.
pub(crate) struct Table {
    entries: Vec<Option<Entry>>,
    mask: usize,
    age: u8,
}

impl Table {
    pub fn new(megabytes: usize) -> Table {
        let bytes = megabytes.max(1) * 1024 * 1024;
        let slots = (bytes / std::mem::size_of::<Option<Entry>>()).next_power_of_two() / 2;
        let slots = slots.max(2);
        Table {
            entries: vec![None; slots],
            mask: slots / 2 - 1,
            age: 0,
        }
    }

    pub fn clear(&mut self) {
        self.entries.iter_mut().for_each(|e| *e = None);
        self.age = 0;
    }

    /// A new search: entries of older searches give way first.
    pub fn next_age(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    #[inline]
    fn bucket(&self, key: u64) -> usize {
        (key as usize & self.mask) * 2
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        let b = self.bucket(key);
        self.entries[b..b + 2]
            .iter()
            .flatten()
            .find(|e| e.key == key)
            .copied()
    }

    pub fn store(&mut self, key: u64, mv: Option<Move>, score: i32, depth: i32, bound: Bound) {
        let b = self.bucket(key);
        let age = self.age;
        let depth = depth.clamp(-1, i16::MAX as i32) as i16;
        let mut entry = Entry {
            key,
            mv,
            score,
            depth,
            bound,
            age,
        };
        // Keep the best move known when this visit found none (an all-node).
        let slots = &mut self.entries[b..b + 2];
        for slot in slots.iter_mut() {
            if let Some(old) = slot
                && old.key == key
            {
                if entry.mv.is_none() {
                    entry.mv = old.mv;
                }
                if depth >= old.depth || bound == Bound::Exact || old.age != age {
                    *slot = Some(entry);
                }
                return;
            }
        }
        let keep_first = matches!(slots[0], Some(old) if old.age == age && old.depth > depth);
        if keep_first {
            slots[1] = Some(entry);
        } else {
            slots[1] = slots[0];
            slots[0] = Some(entry);
        }
    }
}
