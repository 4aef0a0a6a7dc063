use crate::movegen::{self, Routes};
use crate::{Move, Position};

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
    perft_with(pos, depth, routes, &mut buffers)
}

fn perft_with(pos: &Position, depth: u32, routes: Routes, buffers: &mut [Vec<Move>]) -> u64 {
    let (moves, deeper) = buffers.split_first_mut().expect("one buffer per ply");
    if depth == 1 {
        return movegen::count_moves(pos, moves, routes);
    }
    movegen::legal_moves(pos, moves, routes);
    let variant = pos.variant();
    let mut nodes = 0;
    for mv in moves.iter() {
        // Played in place on a copy: returning the new position would copy it once more, with
        // wide loads of words just written, which the processor cannot forward from its store
        // buffer.
        let mut next = *pos;
        next.play_as(variant, mv);
        nodes += perft_with(&next, depth - 1, routes, deeper);
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
