//! Move generation: bitboards, one generator per board shape, specialised per variant at
//! compile time so that the rule switches cost nothing in the hot path.

mod dameo;
pub(crate) mod diagonal;
mod turkish;

pub(crate) use diagonal::FRISIAN_VALUE_UNIT;

use std::marker::PhantomData;

use crate::{Move, Position, Variant};

/// Whether capture routes that share start, end and captured set count once (the FMJD rule,
/// what the game uses) or once per route (the "keep" convention of some perft tables).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Routes {
    Distinct,
    All,
}

/// Whether the compulsory-capture and precedence rules apply.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Strictness {
    /// The rules of the variant.
    Legal,
    /// Soffio: any quiet move and any finished capture.
    Relaxed,
}

impl Position {
    /// Every legal move, by the variant's rules (captures compulsory, precedence applied, one
    /// move per start, end and captured set).
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::with_capacity(48);
        legal_moves(self, &mut moves, Routes::Distinct);
        moves
    }

    /// Legal moves into a reused buffer (cleared first).
    pub fn legal_moves_into(&self, moves: &mut Vec<Move>) {
        legal_moves(self, moves, Routes::Distinct);
    }

    /// Every move a piece could make if capturing were optional and any capture could stop
    /// only where it cannot go on: the moves of the soffio house rule.
    pub fn soffio_moves(&self) -> Vec<Move> {
        let mut moves = Vec::with_capacity(48);
        relaxed_moves(self, &mut moves);
        moves
    }

    /// Whether the side to move has a capture.
    pub fn has_capture(&self) -> bool {
        has_capture(self)
    }

    pub fn is_legal(&self, mv: &Move) -> bool {
        self.legal_moves().contains(mv)
    }
}

macro_rules! dispatch {
    ($pos:expr, $f:ident ( $($arg:expr),* )) => {
        match $pos.variant {
            Variant::English => diagonal::$f::<diagonal::English>($($arg),*),
            Variant::Italian => diagonal::$f::<diagonal::Italian>($($arg),*),
            Variant::Spanish => diagonal::$f::<diagonal::Spanish>($($arg),*),
            Variant::International => diagonal::$f::<diagonal::International>($($arg),*),
            Variant::Brazilian => diagonal::$f::<diagonal::Brazilian>($($arg),*),
            Variant::Russian => diagonal::$f::<diagonal::Russian>($($arg),*),
            Variant::Pool => diagonal::$f::<diagonal::Pool>($($arg),*),
            Variant::Czech => diagonal::$f::<diagonal::Czech>($($arg),*),
            Variant::Frisian => diagonal::$f::<diagonal::Frisian>($($arg),*),
            Variant::Canadian => diagonal::$f::<diagonal::Canadian>($($arg),*),
            Variant::Dameo => dameo::$f($($arg),*),
            Variant::Turkish => turkish::$f($($arg),*),
        }
    };
}

/// A variant's generators, chosen at compile time: perft's loop is compiled once per variant,
/// so that no call in it switches on the variant.
pub(crate) trait Generator {
    const VARIANT: Variant;
    fn generate(pos: &Position, out: &mut Vec<Move>, strictness: Strictness);
    /// Perft's last ply: the number of legal moves, or `None` where they must be generated.
    fn count(pos: &Position, buffer: &mut Vec<Move>, routes: Routes) -> Option<u64>;
}

/// The generators of a diagonal-board variant.
pub(crate) struct Diagonal<R>(PhantomData<R>);

impl<R: diagonal::Rules> Generator for Diagonal<R> {
    const VARIANT: Variant = R::VARIANT;
    #[inline(always)]
    fn generate(pos: &Position, out: &mut Vec<Move>, strictness: Strictness) {
        diagonal::generate::<R>(pos, out, strictness)
    }
    #[inline(always)]
    fn count(pos: &Position, buffer: &mut Vec<Move>, routes: Routes) -> Option<u64> {
        diagonal::count::<R>(pos, buffer, routes)
    }
}

pub(crate) struct Dameo;

impl Generator for Dameo {
    const VARIANT: Variant = Variant::Dameo;
    #[inline(always)]
    fn generate(pos: &Position, out: &mut Vec<Move>, strictness: Strictness) {
        dameo::generate(pos, out, strictness)
    }
    #[inline(always)]
    fn count(pos: &Position, buffer: &mut Vec<Move>, routes: Routes) -> Option<u64> {
        dameo::count(pos, buffer, routes)
    }
}

pub(crate) struct Turkish;

impl Generator for Turkish {
    const VARIANT: Variant = Variant::Turkish;
    #[inline(always)]
    fn generate(pos: &Position, out: &mut Vec<Move>, strictness: Strictness) {
        turkish::generate(pos, out, strictness)
    }
    #[inline(always)]
    fn count(pos: &Position, buffer: &mut Vec<Move>, routes: Routes) -> Option<u64> {
        turkish::count(pos, buffer, routes)
    }
}

/// Calls `f::<G>(args)` with the [`Generator`] of `variant`.
macro_rules! with_generator {
    ($variant:expr, $f:ident ( $($arg:expr),* )) => {{
        use $crate::movegen::{Dameo, Diagonal, Turkish, diagonal};
        match $variant {
            Variant::English => $f::<Diagonal<diagonal::English>>($($arg),*),
            Variant::Italian => $f::<Diagonal<diagonal::Italian>>($($arg),*),
            Variant::Spanish => $f::<Diagonal<diagonal::Spanish>>($($arg),*),
            Variant::International => $f::<Diagonal<diagonal::International>>($($arg),*),
            Variant::Brazilian => $f::<Diagonal<diagonal::Brazilian>>($($arg),*),
            Variant::Russian => $f::<Diagonal<diagonal::Russian>>($($arg),*),
            Variant::Pool => $f::<Diagonal<diagonal::Pool>>($($arg),*),
            Variant::Czech => $f::<Diagonal<diagonal::Czech>>($($arg),*),
            Variant::Frisian => $f::<Diagonal<diagonal::Frisian>>($($arg),*),
            Variant::Canadian => $f::<Diagonal<diagonal::Canadian>>($($arg),*),
            Variant::Dameo => $f::<Dameo>($($arg),*),
            Variant::Turkish => $f::<Turkish>($($arg),*),
        }
    }};
}
pub(crate) use with_generator;

/// [`legal_moves`] for a variant known at compile time.
#[inline(always)]
pub(crate) fn legal_moves_of<G: Generator>(pos: &Position, out: &mut Vec<Move>, routes: Routes) {
    out.clear();
    G::generate(pos, out, Strictness::Legal);
    if routes == Routes::Distinct && out.len() > 1 && out[0].is_capture() {
        drop_duplicate_routes(G::VARIANT, out);
    }
}

/// [`count_moves`] for a variant known at compile time.
#[inline(always)]
pub(crate) fn count_moves_of<G: Generator>(
    pos: &Position,
    buffer: &mut Vec<Move>,
    routes: Routes,
) -> u64 {
    match G::count(pos, buffer, routes) {
        Some(count) => count,
        None => {
            legal_moves_of::<G>(pos, buffer, routes);
            buffer.len() as u64
        }
    }
}

#[inline]
pub(crate) fn legal_moves(pos: &Position, out: &mut Vec<Move>, routes: Routes) {
    with_generator!(pos.variant, legal_moves_of(pos, out, routes))
}

pub(crate) fn relaxed_moves(pos: &Position, out: &mut Vec<Move>) {
    out.clear();
    dispatch!(pos, generate(pos, out, Strictness::Relaxed));
    drop_duplicate_routes(pos.variant, out);
}

#[inline]
pub(crate) fn has_capture(pos: &Position) -> bool {
    dispatch!(pos, has_capture(pos))
}

/// Two routes can share start, end and captured set only when they take this many pieces or
/// more: three (a short-range cycle needs four; two flying captures in different orders need
/// four lines through the two pieces, which only Frisian's eight directions give), or two in
/// Frisian.
#[inline(always)]
fn duplicates_from(variant: Variant) -> u32 {
    if variant == Variant::Frisian { 2 } else { 3 }
}

/// Keeps the first of the routes that are the same move.
fn drop_duplicate_routes(variant: Variant, out: &mut Vec<Move>) {
    let least = duplicates_from(variant);
    if !out.iter().any(|m| m.takes_at_least(least)) {
        return;
    }
    let mut i = 1;
    while i < out.len() {
        if out[i].takes_at_least(least) && out[..i].contains(&out[i]) {
            out.remove(i);
        } else {
            i += 1;
        }
    }
}
