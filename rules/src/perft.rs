use crate::movegen::{self, Generator, Routes};
use crate::{Color, Move, Position, Variant};

/// Counts the legal move sequences of `depth` plies from `pos` (bulk counting at the last ply).
///
/// ```
/// use rules::{perft, Position, Routes, Variant};
/// assert_eq!(perft(&Position::start(Variant::International), 3, Routes::Distinct), 658);
/// ```
pub fn perft(pos: &Position, depth: u32, routes: Routes) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut buffers: Vec<Vec<Move>> = (0..depth).map(|_| Vec::with_capacity(64)).collect();
    movegen::with_generator!(pos.variant(), perft_with(pos, depth, routes, &mut buffers))
}

/// Perft with the variant's generators chosen once, at the root.
fn perft_with<G: Generator>(
    pos: &Position,
    depth: u32,
    routes: Routes,
    buffers: &mut [Vec<Move>],
) -> u64 {
    let (moves, deeper) = buffers.split_first_mut().expect("one buffer per ply");
    if depth == 1 {
        return movegen::count_moves_of::<G>(pos, moves, routes);
    }
    movegen::legal_moves_of::<G>(pos, moves, routes);
    let mut nodes = 0;
    if depth == 2 {
        // The last ply counted here rather than in a call per move: most of perft's calls are
        // these, and each would cost more in entry and exit than the counting itself.
        let buffer = &mut deeper[0];
        // Compiled once per side to move, each with its side a constant: the moves played and
        // the counts after them then choose no word or direction by side.
        return match pos.turn {
            Color::White => last_ply::<G>(pos, Color::White, moves, buffer, routes),
            Color::Black => last_ply::<G>(pos, Color::Black, moves, buffer, routes),
        };
    }
    for mv in moves.iter() {
        // Played in place on a copy: returning the new position would copy it once more, with
        // wide loads of words just written, which the processor cannot forward from its store
        // buffer.
        let mut next = *pos;
        next.play_as(G::VARIANT, mv);
        nodes += perft_with::<G>(&next, depth - 1, routes, deeper);
    }
    nodes
}

/// The moves of `pos`, whose side to move is `turn`, each played and the replies counted.
#[inline(always)]
fn last_ply<G: Generator>(
    pos: &Position,
    turn: Color,
    moves: &[Move],
    buffer: &mut Vec<Move>,
    routes: Routes,
) -> u64 {
    let mut nodes = 0;
    for mv in moves {
        let mut next = *pos;
        next.turn = turn;
        next.play_as(G::VARIANT, mv);
        nodes += movegen::count_moves_of::<G>(&next, buffer, routes);
    }
    nodes
}

/// Perft per legal move at the root ("divide"), to find where two generators disagree.
pub fn divide(pos: &Position, depth: u32, routes: Routes) -> Vec<(Move, u64)> {
    let mut moves = Vec::new();
    movegen::legal_moves(pos, &mut moves, routes);
    moves
        .into_iter()
        .map(|mv| {
            let nodes = if depth <= 1 {
                1
            } else {
                perft(&pos.play(&mv), depth - 1, routes)
            };
            (mv, nodes)
        })
        .collect()
}
