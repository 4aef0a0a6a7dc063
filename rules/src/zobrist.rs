//! Zobrist keys, made at compile time with splitmix64 so that hashes are the same on every run.

use crate::{Color, Position};

const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

/// Keys for white man, white king, black man, black king on each of 64 bits.
const KEYS: [[u64; 64]; 4] = {
    let mut keys = [[0u64; 64]; 4];
    let mut state = 0x0DA4_A000_1234_5678u64;
    let mut kind = 0;
    while kind < 4 {
        let mut bit = 0;
        while bit < 64 {
            let (next, value) = splitmix(state);
            state = next;
            keys[kind][bit] = value;
            bit += 1;
        }
        kind += 1;
    }
    keys
};

const BLACK_TO_MOVE: u64 = splitmix(0xB1AC_0000_0000_0001).1;

pub(crate) fn hash(pos: &Position) -> u64 {
    let mut h = if pos.turn == Color::Black {
        BLACK_TO_MOVE
    } else {
        0
    };
    let sides = [
        (pos.white & !pos.kings, 0),
        (pos.white & pos.kings, 1),
        (pos.black & !pos.kings, 2),
        (pos.black & pos.kings, 3),
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
