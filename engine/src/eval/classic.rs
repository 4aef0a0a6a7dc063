//! The static evaluation, in centi-men from the point of view of the side to move.
//!
//! One set of terms drives every variant: material (with the variant's worth of a king),
//! advancement, centre, balance of the wings, support, locked men, runaway men, the back rank,
//! king placement, and a bias towards trading when ahead. The weights come from the variant;
//! a variant this module does not name gets weights from its board (size, flying kings), so it
//! plays sensibly with no change here.

use rules::{Color, Position, Variant};

use crate::geometry::{Geometry, both, without};

/// The weights of the terms for one variant.
#[derive(Debug, Clone)]
pub(crate) struct Weights {
    pub man: i32,
    pub king: i32,
    /// Bonus per row advanced, indexed by rows from the man's own back row.
    pub advance: Vec<i32>,
    /// Per file step from the edge, for men.
    pub centre: i32,
    /// Per man on its own back row while the opponent has no king.
    pub back_rank: i32,
    /// Per man of difference between the wings.
    pub balance: i32,
    /// Per man with a friend right behind it (or on its back row).
    pub support: i32,
    /// Per man that cannot step forward.
    pub locked: i32,
    /// A man nothing can stop from crowning, less `runaway_step` per row still to go.
    pub runaway: i32,
    pub runaway_step: i32,
    /// Per diagonal square a king sees (flying kings), or per file step from the edge.
    pub king_reach: i32,
    pub king_centre: i32,
    /// When ahead, the share of the advantage added as pieces come off (in 1/256ths).
    pub trade: i32,
    /// Men on the central files in the middle ranks (10x10: the classic centre squares).
    pub centre_hold: i32,
    /// Kings fly: endings of a few pieces against a lone king are mostly drawn.
    pub flying: bool,
}

impl Weights {
    pub fn of(variant: Variant, g: &Geometry) -> Weights {
        let size = g.size as i32;
        let flying = variant.flying_kings();
        // Rows from the back row, 0 .. size-1; the last is the kings row, where a man becomes a
        // king and this table no longer applies.
        let advance_curve = |scale: i32| -> Vec<i32> {
            (0..size)
                .map(|r| {
                    let d = (size - 2).max(1);
                    scale * r * r / (d * d)
                })
                .collect()
        };
        let generic = Weights {
            man: 100,
            king: if flying { 10 * (20 + 2 * size) } else { 150 },
            advance: advance_curve(24),
            centre: 2,
            back_rank: 6,
            balance: 3,
            support: 3,
            locked: 4,
            runaway: if flying { 160 } else { 40 },
            runaway_step: 12,
            king_reach: if flying { 2 } else { 0 },
            king_centre: if flying { 0 } else { 4 },
            trade: 48,
            centre_hold: 0,
            flying,
        };
        // Variants added to `rules` after this was written take the generic weights.
        #[allow(unreachable_patterns)]
        match variant {
            Variant::English => Weights {
                king: 140,
                advance: vec![0, 2, 4, 7, 10, 14, 18, 0],
                back_rank: 12,
                balance: 2,
                runaway: 30,
                ..generic
            },
            Variant::Italian => Weights {
                // Men cannot take kings: a king is worth more than in English.
                king: 165,
                advance: vec![0, 2, 4, 7, 10, 14, 18, 0],
                back_rank: 12,
                balance: 2,
                runaway: 40,
                ..generic
            },
            Variant::Spanish | Variant::Brazilian => Weights {
                king: 260,
                advance: vec![0, 2, 5, 8, 12, 18, 26, 0],
                back_rank: 10,
                runaway: 120,
                ..generic
            },
            Variant::International => Weights {
                king: 320,
                advance: vec![0, 1, 2, 4, 6, 9, 13, 18, 26, 0],
                centre: 2,
                back_rank: 6,
                balance: 5,
                support: 4,
                locked: 5,
                runaway: 180,
                runaway_step: 14,
                centre_hold: 6,
                ..generic
            },
            Variant::Dameo => Weights {
                // Kings fly along ranks, files and diagonals.
                king: 360,
                advance: vec![0, 2, 4, 7, 11, 16, 24, 0],
                support: 6,
                locked: 2,
                balance: 2,
                runaway: 140,
                ..generic
            },
            _ => generic,
        }
    }
}

/// The position's value for the side to move. In giveaway (the side that cannot move wins),
/// pieces are a burden: fewer is better, and kings, which cannot be made to run into the
/// opponent's men, most of all.
pub(crate) fn evaluate(pos: &Position, g: &Geometry, w: &Weights, giveaway: bool) -> i32 {
    let white = side_terms(pos, Color::White, g, w);
    let black = side_terms(pos, Color::Black, g, w);
    if giveaway {
        let score = black.material - white.material;
        return match pos.turn() {
            Color::White => score,
            Color::Black => -score,
        };
    }
    let mut score = white.positional - black.positional;
    let material = white.material - black.material;
    score += material;

    // Ahead in material: trade down. The bonus grows as pieces leave the board.
    let total = (white.pieces + black.pieces) as i32;
    let start_total = 2 * g.start_men as i32;
    let gone = (start_total - total).max(0);
    score += material.clamp(-300, 300) * gone * w.trade / (start_total * 256).max(1);

    // Kings only, as many on each side: nobody can win it.
    if white.men == 0 && black.men == 0 && white.kings == black.kings {
        return 0;
    }
    // Flying kings: a few pieces cannot force a lone king, whatever the material says.
    if w.flying {
        let (strong, weak) = if material >= 0 {
            (&white, &black)
        } else {
            (&black, &white)
        };
        if weak.kings > 0 && weak.pieces == 1 && strong.pieces <= 3 {
            score /= 8;
        } else if weak.kings > 0
            && strong.kings > 0
            && strong.pieces <= weak.pieces + 1
            && strong.men == 0
        {
            score /= 4;
        }
    }

    match pos.turn() {
        Color::White => score,
        Color::Black => -score,
    }
}

struct SideTerms {
    material: i32,
    positional: i32,
    pieces: u32,
    men: u32,
    kings: u32,
}

fn side_terms(pos: &Position, color: Color, g: &Geometry, w: &Weights) -> SideTerms {
    let c = color as usize;
    let own = pos.side(color);
    let enemy = pos.side(!color);
    let occupied = pos.occupied();
    let kings_all = pos.kings();
    let men = without(own, kings_all);
    let kings = both(own, kings_all);
    let enemy_kings = both(enemy, kings_all).len();
    let last = g.size as usize - 1;
    let mut positional = 0i32;
    let n_men = men.len() as u32;
    let n_kings = kings.len() as u32;

    for sq in men {
        let i = g.index(sq);
        let rows = g.advance[c][i] as usize;
        positional += w.advance.get(rows).copied().unwrap_or(0);
        let centre = g.centrality[i] as i32;
        positional += w.centre * centre;
        if w.centre_hold != 0 && centre >= 2 && (3..=6).contains(&rows) {
            positional += w.centre_hold;
        }
        let forward = &g.forward[c][i];
        if !forward.is_empty() && forward.iter().all(|&t| occupied.contains(t)) {
            positional -= w.locked;
        }
        if rows == 0 || g.behind[c][i].iter().any(|&t| own.contains(t)) {
            positional += w.support;
        }
        if both(g.cone[c][i], enemy).is_empty() {
            let to_go = (last - rows) as i32;
            let bonus = w.runaway - w.runaway_step * to_go;
            if bonus > 0 {
                positional += if enemy_kings > 0 { bonus / 4 } else { bonus };
            }
        }
    }
    if enemy_kings == 0 {
        let guards = both(men, g.back_row[c]).len() as i32;
        // Past a few guards the rest are men that should be playing.
        positional += w.back_rank * guards.min(if g.size > 8 { 3 } else { 2 });
    }
    let wings = both(men, g.left).len() as i32 - both(men, g.right).len() as i32;
    positional -= w.balance * wings.abs();

    for sq in kings {
        let i = g.index(sq);
        positional += w.king_reach * g.king_reach[i] as i32;
        positional += w.king_centre * g.centrality[i] as i32;
    }

    SideTerms {
        material: w.man * n_men as i32 + w.king * n_kings as i32,
        positional,
        pieces: n_men + n_kings,
        men: n_men,
        kings: n_kings,
    }
}
