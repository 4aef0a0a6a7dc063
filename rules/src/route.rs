//! Capture routes, square by square, on a plain board.
//!
//! The bitboard generator knows only start, end and captured set. People type and read routes
//! (`23x14x5`), and explanations need to try a typed route under slightly different rules
//! ("would this be legal if men could take kings?"). This module enumerates routes on a
//! coordinate board with every rule as a switch. It is slow and simple on purpose: the tests
//! check that, with the variant's own rules, it finds exactly the moves of the fast generator.

use crate::geometry::Board;
use crate::variant::CaptureChoice;
use crate::{Color, Move, Position, Role, Square, Variant};

/// A capture route: the start, every landing square, and the pieces taken in order.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Route {
    /// Start square, then each landing square; the last one is where the piece stops.
    pub squares: Vec<Square>,
    /// The squares of the pieces taken, in the order they are jumped.
    pub captured: Vec<Square>,
}

impl Route {
    pub fn from(&self) -> Square {
        self.squares[0]
    }

    pub fn to(&self) -> Square {
        *self.squares.last().expect("a route has a start")
    }

    pub fn as_move(&self) -> Move {
        Move::new(
            self.from(),
            self.to(),
            self.captured.iter().copied().collect(),
        )
    }
}

/// The switches of the capture rules. [`CaptureRules::of`] gives a variant's own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct CaptureRules {
    pub men_backwards: bool,
    pub men_take_kings: bool,
    pub flying_kings: bool,
    /// Jumped pieces leave the board at once (they then neither block nor get in the way).
    pub immediate_removal: bool,
    /// With immediate removal, whether a capture may turn back the way it came (Turkish
    /// draughts forbids the 180° turn).
    pub turn_back: bool,
    /// A man that lands on its kings row during a capture is crowned there and goes on as a
    /// king (Russian draughts; elsewhere used to explain why a route is refused).
    pub crown_midway: bool,
    /// Men take diagonally, orthogonally (Dameo, Turkish), or both (Frisian).
    pub men_diagonal: bool,
    pub men_orthogonal: bool,
    /// Kings take along diagonals, along ranks and files, or both.
    pub kings_diagonal: bool,
    pub kings_orthogonal: bool,
    /// A flying king that takes a piece lands only where it can go on capturing, when it can
    /// somewhere (the rule of every flying variant; off only to explain a refusal).
    pub land_to_continue: bool,
}

impl CaptureRules {
    pub fn of(variant: Variant) -> CaptureRules {
        let diagonal = variant.diagonal_captures();
        let orthogonal = variant.orthogonal_captures();
        CaptureRules {
            men_backwards: variant.men_capture_backwards(),
            men_take_kings: variant.men_capture_kings(),
            flying_kings: variant.flying_kings(),
            immediate_removal: !variant.removal_at_end(),
            turn_back: variant != Variant::Turkish,
            crown_midway: variant.crowns_during_capture(),
            men_diagonal: diagonal,
            men_orthogonal: orthogonal,
            kings_diagonal: diagonal,
            kings_orthogonal: orthogonal,
            land_to_continue: true,
        }
    }
}

const DIAGONALS: [(i8, i8); 4] = [(-1, 1), (1, 1), (-1, -1), (1, -1)];
const ORTHOGONALS: [(i8, i8); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

/// Whether every landing square is listed as a separate route (for reading what people type,
/// who may stop a flying king anywhere before it goes on in the same direction) or only the
/// last one before the next piece (one route per way of capturing, for writing).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Stops {
    Every,
    Last,
}

struct Search<'a> {
    pos: &'a Position,
    rules: CaptureRules,
    stops: Stops,
    color: Color,
    from: Square,
    out: Vec<Route>,
}

impl Search<'_> {
    fn step(&self, sq: Square, (df, dr): (i8, i8)) -> Option<Square> {
        let (file, rank) = self.pos.variant.coords(sq);
        let file = file as i8 + df;
        let rank = rank as i8 + dr;
        if file < 0 || rank < 0 {
            return None;
        }
        self.pos.variant.square_at(file as u8, rank as u8)
    }

    /// Whether a piece may pass or land here: empty, the mover's own start, or (with immediate
    /// removal) a piece already taken.
    fn is_free(&self, sq: Square, captured: &[Square]) -> bool {
        sq == self.from
            || match self.pos.piece_at(sq) {
                None => true,
                Some(_) => self.rules.immediate_removal && captured.contains(&sq),
            }
    }

    fn can_take(&self, sq: Square, king: bool, captured: &[Square]) -> bool {
        match self.pos.piece_at(sq) {
            Some(p) if p.color != self.color && !captured.contains(&sq) => {
                king || p.role == Role::Man || self.rules.men_take_kings
            }
            _ => false,
        }
    }

    fn directions(&self, king: bool) -> Vec<(i8, i8)> {
        let (diagonal, orthogonal) = if king {
            (self.rules.kings_diagonal, self.rules.kings_orthogonal)
        } else {
            (self.rules.men_diagonal, self.rules.men_orthogonal)
        };
        let backward: i8 = match self.color {
            Color::White => -1,
            Color::Black => 1,
        };
        // On a board of dark squares the next square along a file or rank is two away.
        let unit: i8 = if self.pos.variant.board() == Board::Full8 {
            1
        } else {
            2
        };
        let mut dirs = Vec::with_capacity(8);
        if diagonal {
            dirs.extend(DIAGONALS);
        }
        if orthogonal {
            dirs.extend(ORTHOGONALS.map(|(df, dr)| (df * unit, dr * unit)));
        }
        if !king && !self.rules.men_backwards {
            dirs.retain(|&(_, dr)| dr.signum() != backward);
        }
        dirs
    }

    /// Searches the captures from `at`; returns whether there was one. The routes that end
    /// here are written by the caller, which knows the other landing squares.
    fn search(
        &mut self,
        at: Square,
        king: bool,
        squares: &mut Vec<Square>,
        captured: &mut Vec<Square>,
        skip: &[(i8, i8)],
    ) -> bool {
        let mut extended = false;
        for dir in self.directions(king) {
            if !skip.contains(&dir) {
                extended |= self.jump(at, king, dir, squares, captured);
            }
        }
        extended
    }

    /// Every capture from `at` in one direction, each followed to its end. Returns whether
    /// there was one.
    fn jump(
        &mut self,
        at: Square,
        king: bool,
        dir: (i8, i8),
        squares: &mut Vec<Square>,
        captured: &mut Vec<Square>,
    ) -> bool {
        let flying = king && self.rules.flying_kings;
        let mut over = self.step(at, dir);
        if flying {
            while let Some(sq) = over.filter(|&sq| self.is_free(sq, captured)) {
                over = self.step(sq, dir);
            }
        }
        let Some(over) = over.filter(|&sq| self.can_take(sq, king, captured)) else {
            return false;
        };
        let mut landings = Vec::new();
        let mut land = self.step(over, dir);
        while let Some(sq) = land.filter(|&sq| self.is_free(sq, captured)) {
            landings.push(sq);
            if !flying {
                break;
            }
            land = self.step(sq, dir);
        }
        let count = landings.len();
        let mut goes_on = false;
        let mut ends = Vec::new();
        for (i, &landing) in landings.iter().enumerate() {
            let mut skip = Vec::with_capacity(2);
            if !self.rules.immediate_removal || !self.rules.turn_back {
                // The piece just taken still stands behind us, or turning back is forbidden.
                skip.push((-dir.0, -dir.1));
            }
            if flying && self.stops == Stops::Last && i + 1 < count {
                // Going on in this direction is the last landing square's business.
                skip.push(dir);
            }
            let crowned = !king
                && self.rules.crown_midway
                && self.pos.promotion_squares(self.color).contains(landing);
            squares.push(landing);
            captured.push(over);
            if self.search(landing, king || crowned, squares, captured, &skip) {
                goes_on = true;
            } else {
                ends.push(Route {
                    squares: squares.clone(),
                    captured: captured.clone(),
                });
            }
            squares.pop();
            captured.pop();
        }
        if !goes_on || !self.rules.land_to_continue {
            self.out.extend(ends);
        }
        count > 0
    }
}

/// Every complete capture route of the side to move under `rules`, with no precedence applied.
pub(crate) fn capture_routes(pos: &Position, rules: CaptureRules, stops: Stops) -> Vec<Route> {
    let color = pos.turn;
    let mut all = Vec::new();
    for sq in pos.side(color) {
        let king = pos.kings().contains(sq);
        let mut search = Search {
            pos,
            rules,
            stops,
            color,
            from: sq,
            out: Vec::new(),
        };
        let mut squares = vec![sq];
        let mut captured = Vec::new();
        search.search(sq, king, &mut squares, &mut captured, &[]);
        all.extend(search.out);
    }
    all
}

/// What the precedence rules compare, largest first, field by field. Equal keys are a free
/// choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default)]
pub(crate) struct PrecedenceKey {
    /// Czech: the capture is made with a king.
    pub king_first: bool,
    /// Frisian: the value taken, a king worth a little less than two men.
    pub value: usize,
    pub pieces: usize,
    pub with_king: bool,
    pub kings: usize,
    /// Bit `15 - i` set when the i-th piece taken is a king (Italian rule 4).
    pub king_order: u32,
}

pub(crate) fn precedence_key(pos: &Position, route: &Route) -> PrecedenceKey {
    let kings = pos.kings();
    let pieces = route.captured.len();
    let kings_taken = route
        .captured
        .iter()
        .filter(|&&sq| kings.contains(sq))
        .count();
    let with_king = kings.contains(route.from());
    match pos.variant.capture_choice() {
        CaptureChoice::Free => PrecedenceKey::default(),
        CaptureChoice::MostPieces => PrecedenceKey {
            pieces,
            ..PrecedenceKey::default()
        },
        CaptureChoice::MostPiecesThenKings => PrecedenceKey {
            pieces,
            kings: kings_taken,
            ..PrecedenceKey::default()
        },
        CaptureChoice::Italian => {
            let mut king_order = 0;
            for (i, sq) in route.captured.iter().enumerate() {
                if kings.contains(*sq) && i < 16 {
                    king_order |= 1 << (15 - i);
                }
            }
            PrecedenceKey {
                pieces,
                with_king,
                kings: kings_taken,
                king_order,
                ..PrecedenceKey::default()
            }
        }
        CaptureChoice::KingFirst => PrecedenceKey {
            king_first: with_king,
            ..PrecedenceKey::default()
        },
        CaptureChoice::FrisianValue => PrecedenceKey {
            value: frisian_value(pieces, kings_taken),
            with_king,
            ..PrecedenceKey::default()
        },
    }
}

/// Frisian: the value of taking `pieces` pieces of which `kings` are kings.
pub(crate) fn frisian_value(pieces: usize, kings: usize) -> usize {
    let unit = crate::movegen::FRISIAN_VALUE_UNIT as usize;
    (pieces + kings) * unit - kings
}

/// The legal capture routes: the variant's own rules, the precedence applied.
pub(crate) fn legal_capture_routes(pos: &Position, stops: Stops) -> Vec<Route> {
    let routes = capture_routes(pos, CaptureRules::of(pos.variant), stops);
    let best = routes.iter().map(|r| precedence_key(pos, r)).max();
    match best {
        None => routes,
        Some(best) => routes
            .into_iter()
            .filter(|r| precedence_key(pos, r) == best)
            .collect(),
    }
}
