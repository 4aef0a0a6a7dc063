//! Zobrist keys, made at compile time with splitmix64 so that hashes are the same on every run.

use crate::{Bits, Color, Position, Variant};

const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

/// Keys for white man, white king, black man, black king on each of 128 bits. The keys of
/// the first 64 bits are those the 8x8 and 10x10 boards have always had; the 12x12 board's
/// higher bits continue the same sequence.
const KEYS: [[u64; 128]; 4] = {
    let mut keys = [[0u64; 128]; 4];
    let mut state = 0x0DA4_A000_1234_5678u64;
    let mut half = 0;
    while half < 2 {
        let mut kind = 0;
        while kind < 4 {
            let mut bit = 0;
            while bit < 64 {
                let (next, value) = splitmix(state);
                state = next;
                keys[kind][half * 64 + bit] = value;
                bit += 1;
            }
            kind += 1;
        }
        half += 1;
    }
    keys
};

const BLACK_TO_MOVE: u64 = splitmix(0xB1AC_0000_0000_0001).1;

/// Frisian: keys for a side's counting king (by square) and for its count.
const RUN_SQUARE: [u64; 2] = [
    splitmix(0xF415_0000_0000_0001).1,
    splitmix(0xF415_0000_0000_0002).1,
];
const RUN_MOVES: [u64; 2] = [
    splitmix(0xF415_0000_0000_0003).1,
    splitmix(0xF415_0000_0000_0004).1,
];

pub(crate) fn hash(pos: &Position) -> u64 {
    pieces_and_turn(pos) ^ king_runs(pos)
}

/// The hash of `after` from that of `before`: only the pieces that changed are counted, so a
/// search pays for the two to twenty squares a move touches, not for the whole board.
#[inline]
pub(crate) fn update(before: &Position, before_hash: u64, after: &Position) -> u64 {
    let mut h = before_hash ^ king_runs(before) ^ king_runs(after);
    if before.turn != after.turn {
        h ^= BLACK_TO_MOVE;
    }
    // Every board but the 12x12 fits 64 bits, where the changes are found at half the cost.
    h ^ if before.variant() == Variant::Canadian {
        changed_keys::<u128>(before, after)
    } else {
        changed_keys::<u64>(before, after)
    }
}

/// The keys of the pieces that differ between two positions, over words of type `W`.
#[inline(always)]
fn changed_keys<W: Bits>(before: &Position, after: &Position) -> u64 {
    let kinds = |pos: &Position| {
        let (white, black, kings) = (
            W::narrow(pos.bits(Color::White)),
            W::narrow(pos.bits(Color::Black)),
            W::narrow(pos.king_bits()),
        );
        [white & !kings, white & kings, black & !kings, black & kings]
    };
    let (old, new) = (kinds(before), kinds(after));
    let mut h = 0;
    for kind in 0..4 {
        let mut bits = old[kind] ^ new[kind];
        while bits.any() {
            h ^= KEYS[kind][bits.index() as usize];
            bits = bits.without_lowest();
        }
    }
    h
}

fn pieces_and_turn(pos: &Position) -> u64 {
    let mut h = if pos.turn == Color::Black {
        BLACK_TO_MOVE
    } else {
        0
    };
    let (white, black, kings) = (
        pos.bits(Color::White),
        pos.bits(Color::Black),
        pos.king_bits(),
    );
    let sides = [
        (white & !kings, 0),
        (white & kings, 1),
        (black & !kings, 2),
        (black & kings, 3),
    ];
    for (mut bits, kind) in sides {
        while bits != 0 {
            let bit = bits.trailing_zeros() as usize;
            h ^= KEYS[kind][bit];
            bits &= bits - 1;
        }
    }
    h
}

/// A king's moves in a row change what may be played (Frisian), so they are part of the
/// position; elsewhere they are always zero and leave the hash as it was.
fn king_runs(pos: &Position) -> u64 {
    let mut h = 0;
    for (side, run) in Color::ALL.map(|c| pos.king_run(c)).iter().enumerate() {
        if run.square != 0 {
            h ^= RUN_SQUARE[side].rotate_left(run.square as u32)
                ^ RUN_MOVES[side].wrapping_mul(run.moves as u64 + 1);
        }
    }
    h
}

#[cfg(test)]
mod tests {
    use crate::{Position, Variant};

    /// Along seeded walks of every variant (Frisian's king runs included), the hash worked
    /// out from the move's squares is the hash of the whole position.
    #[test]
    fn the_updated_hash_is_the_hash() {
        let mut state = 7u64;
        for &variant in Variant::ALL {
            for _ in 0..40 {
                let mut pos = Position::start(variant);
                let mut hash = pos.hash();
                for _ in 0..120 {
                    let moves = pos.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    state = super::splitmix(state).1;
                    let after = pos.play(&moves[(state % moves.len() as u64) as usize]);
                    hash = after.hash_after(&pos, hash);
                    assert_eq!(hash, after.hash(), "{variant}: {}", after.to_fen());
                    pos = after;
                }
            }
        }
    }
}
