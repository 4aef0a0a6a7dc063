//! Zobrist keys, made at compile time with splitmix64 so that hashes are the same on every run.

use crate::{Color, Position};

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
    // A king's moves in a row change what may be played (Frisian), so they are part of the
    // position; elsewhere they are always zero and leave the hash as it was.
    for (side, run) in Color::ALL.map(|c| pos.king_run(c)).iter().enumerate() {
        if run.square != 0 {
            h ^= RUN_SQUARE[side].rotate_left(run.square as u32)
                ^ RUN_MOVES[side].wrapping_mul(run.moves as u64 + 1);
        }
    }
    h
}
