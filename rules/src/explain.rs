//! Why a move is refused, or why a legal move is what it is, in terms a player can check on
//! the board. Every refusal names its rule (the EXPLAIN list of RULES.md) and carries the
//! facts: the captures that exist, how many the maximum takes, where a capture can go on.

use std::collections::HashSet;
use std::fmt;

use crate::refusal::RoleName;
use crate::route::{
    CaptureRules, PrecedenceKey, Route, Stops, capture_routes, legal_capture_routes, precedence_key,
};
use crate::typed::{Typed, route_matches};
use crate::variant::CaptureChoice;
use crate::{Color, Piece, Position, Refusal, Role, Square, Variant};

/// What a legal move is and why the rules made it so.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Explanation {
    /// The move with its full route.
    pub text: String,
    pub captured: usize,
    pub crowns: bool,
    pub reason: Forced,
    /// International and Brazilian: the man crossed its kings row during the capture but
    /// ends elsewhere, so it is not crowned (the square where it crossed).
    pub passed_kings_row: Option<String>,
    /// Russian: the man reached its kings row during the capture, was crowned there and
    /// finished the capture as a king (the square where it was crowned).
    pub crowned_during_capture: Option<String>,
    /// How many legal moves there were.
    pub legal_moves: usize,
}

/// Why the move was among the allowed ones.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Forced {
    /// The only legal move.
    OnlyMove,
    /// No capture was available: any move was free.
    FreeChoice,
    /// Captures are compulsory and any (finished) capture may be chosen (English).
    CaptureCompulsory { captures: usize },
    /// It takes the maximum number of pieces.
    Maximum { pieces: usize, alternatives: usize },
    /// It wins on a precedence rule beyond the count (Italian rules 2–4, Spanish kings).
    Precedence {
        rule: &'static str,
        alternatives: usize,
    },
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} is legal", self.text)?;
        if self.captured > 0 {
            write!(f, ", taking {}", self.captured)?;
        }
        match &self.reason {
            Forced::OnlyMove => write!(f, "; it is the only legal move")?,
            Forced::FreeChoice => write!(
                f,
                "; no capture is available, so any move is allowed ({} legal)",
                self.legal_moves
            )?,
            Forced::CaptureCompulsory { captures } => write!(
                f,
                "; captures are compulsory and any of the {captures} may be chosen"
            )?,
            Forced::Maximum {
                pieces,
                alternatives,
            } => write!(
                f,
                "; it takes the maximum, {pieces} pieces ({alternatives} such captures)"
            )?,
            Forced::Precedence { rule, alternatives } => {
                write!(f, "; it is chosen by {rule} ({alternatives} such captures)")?
            }
        }
        if let Some(square) = &self.crowned_during_capture {
            write!(
                f,
                "; the man is crowned on reaching the kings row on {square} and finishes the capture as a king"
            )?;
        } else if self.crowns {
            write!(f, "; the man is crowned and the move ends")?;
        }
        if let Some(square) = &self.passed_kings_row {
            write!(
                f,
                "; the man passes the kings row on {square} but does not end there, so it stays a man"
            )?;
        }
        Ok(())
    }
}

impl Position {
    /// Explains a move text: why it is legal (and forced, crowned or not), or why not.
    ///
    /// ```
    /// use rules::{Position, Variant};
    /// let pos = Position::from_fen(Variant::English, "W:W22,23:B18").unwrap();
    /// let why = pos.explain("22-17").unwrap_err();
    /// assert_eq!(why.rule(), "capture-compulsory");
    /// assert!(why.to_string().contains("23x14"));
    /// ```
    pub fn explain(&self, text: &str) -> Result<Explanation, Refusal> {
        let mv = self.parse_move(text)?;
        let legal = self.legal_moves();
        let full = self.move_text(&mv);
        let mut passed = None;
        if self.variant.men_capture_backwards()
            && !self.kings().contains(mv.from)
            && !self.crowns(&mv)
        {
            let row = self.promotion_squares(self.turn);
            passed = self.route(&mv)[1..]
                .iter()
                .find(|sq| row.contains(**sq))
                .map(|&sq| self.variant.square_name(sq));
        }
        let reason = if !mv.is_capture() {
            if legal.len() == 1 {
                Forced::OnlyMove
            } else {
                Forced::FreeChoice
            }
        } else {
            // Every capture sequence the piece could end, before precedence and before the
            // rule that a flying king lands where it can go on.
            let free: HashSet<_> = capture_routes(self, loose(self.variant), Stops::Last)
                .iter()
                .map(|r| r.as_move())
                .collect();
            let most = free.iter().map(|m| m.capture_count()).max().unwrap_or(0);
            let with_most = free.iter().filter(|m| m.capture_count() == most).count();
            let choice = self.variant.capture_choice();
            if free.len() == 1 {
                Forced::OnlyMove
            } else if choice == CaptureChoice::Free || free.len() == legal.len() {
                Forced::CaptureCompulsory {
                    captures: legal.len(),
                }
            } else if choice == CaptureChoice::KingFirst {
                Forced::Precedence {
                    rule: "the Czech rule that a king which can capture must",
                    alternatives: legal.len(),
                }
            } else if choice == CaptureChoice::FrisianValue {
                Forced::Precedence {
                    rule: "the Frisian rule of the highest value (a king is worth more than one man and less than two; with equal value a king captures)",
                    alternatives: legal.len(),
                }
            } else if with_most > legal.len() {
                let rule = match self.variant.capture_choice() {
                    CaptureChoice::Italian => {
                        "the Italian precedence (with a king, most kings, kings first)"
                    }
                    _ => "the rule of the most kings",
                };
                Forced::Precedence {
                    rule,
                    alternatives: legal.len(),
                }
            } else {
                Forced::Maximum {
                    pieces: mv.capture_count(),
                    alternatives: legal.len(),
                }
            }
        };
        let row = self.promotion_squares(self.turn);
        let crowned_during_capture = (self.crowns(&mv) && !row.contains(mv.to))
            .then(|| {
                self.route(&mv)
                    .into_iter()
                    .find(|sq| row.contains(*sq))
                    .map(|sq| self.variant.square_name(sq))
            })
            .flatten();
        Ok(Explanation {
            text: full,
            captured: mv.capture_count(),
            crowns: self.crowns(&mv),
            reason,
            passed_kings_row: passed,
            crowned_during_capture,
            legal_moves: legal.len(),
        })
    }
}

fn name(pos: &Position, sq: Square) -> String {
    pos.variant.square_name(sq)
}

fn route_text(pos: &Position, route: &Route) -> String {
    route
        .squares
        .iter()
        .map(|&sq| name(pos, sq))
        .collect::<Vec<_>>()
        .join(&pos.variant.capture_separator().to_string())
}

/// Texts of the legal moves, deduplicated and sorted.
fn legal_texts(pos: &Position) -> Vec<String> {
    pos.legal_move_texts()
}

/// Finds the rule that refuses typed squares which match no legal move.
pub(crate) fn diagnose(pos: &Position, typed: &Typed) -> Refusal {
    let squares = &typed.squares;
    let from = squares[0];
    let to = *squares.last().expect("at least two squares");
    let text = squares
        .iter()
        .map(|&sq| name(pos, sq))
        .collect::<Vec<_>>()
        .join(&if typed.capture {
            pos.variant.capture_separator().to_string()
        } else {
            "-".to_string()
        });
    let piece = match pos.piece_at(from) {
        None => {
            return Refusal::NoPieceThere {
                square: name(pos, from),
            };
        }
        Some(p) if p.color != pos.turn => {
            return Refusal::NotYourPiece {
                square: name(pos, from),
                owner: p.color,
            };
        }
        Some(p) => p,
    };
    let legal = pos.legal_moves();
    let captures_exist = legal.iter().any(|m| m.is_capture());
    let own_rules = CaptureRules::of(pos.variant);

    // A finished capture under the variant's own rules, refused by precedence.
    let free = capture_routes(pos, own_rules, Stops::Every);
    if let Some(route) = free.iter().find(|r| route_matches(&r.squares, squares)) {
        return precedence_refusal(pos, route);
    }
    // A capture whose king stopped where it could not go on, when it could elsewhere: a
    // smaller capture where precedence counts, else the landing rule.
    let stopped_early = capture_routes(pos, loose(pos.variant), Stops::Every);
    if let Some(route) = stopped_early
        .iter()
        .find(|r| route_matches(&r.squares, squares))
    {
        let top = legal_capture_routes(pos, Stops::Last)
            .first()
            .map(|r| precedence_key(pos, r));
        if top.is_some_and(|top| precedence_key(pos, route) < top) {
            return precedence_refusal(pos, route);
        }
        let mut options: Vec<String> = free
            .iter()
            .filter(|r| r.from() == from)
            .map(|r| route_text(pos, r))
            .collect();
        options.sort();
        options.dedup();
        return Refusal::MustLandToContinue {
            square: name(pos, route.to()),
            options,
        };
    }
    // An unfinished one.
    if let Some(refusal) = unfinished(pos, &free, squares) {
        return refusal;
    }
    // A capture that another rule set would allow: name the rule it breaks.
    if let Some(refusal) = broken_capture_rule(pos, piece, squares) {
        return refusal;
    }
    if let Some(square) = jumped_twice(pos, squares) {
        return Refusal::CannotJumpTwice {
            square: name(pos, square),
        };
    }
    // A quiet move the piece could make if no capture were due.
    let quiet = pos.soffio_moves();
    if squares.len() == 2
        && quiet
            .iter()
            .any(|m| !m.is_capture() && m.from == from && m.to == to)
        && captures_exist
    {
        return Refusal::CaptureCompulsory {
            captures: legal_texts(pos),
        };
    }
    if squares.len() == 2
        && let Some(refusal) = quiet_geometry(pos, piece, from, to, typed.capture)
    {
        return refusal;
    }
    if captures_exist && !legal.iter().any(|m| m.from == from) {
        return Refusal::CaptureCompulsory {
            captures: legal_texts(pos),
        };
    }
    if !captures_exist && squares.len() == 2 && pos.king_barred_from_moving() == Some(from) {
        return Refusal::FrisianKingMovedThreeTimes {
            square: name(pos, from),
        };
    }
    let options: Vec<String> = {
        let mut v: Vec<String> = legal
            .iter()
            .filter(|m| m.from == from)
            .map(|m| pos.move_text(m))
            .collect();
        v.sort();
        v
    };
    if options.is_empty() {
        Refusal::PieceCannotMove {
            text,
            from: name(pos, from),
            options: legal_texts(pos),
        }
    } else {
        Refusal::NotLegal {
            text,
            from: name(pos, from),
            options,
        }
    }
}

fn precedence_refusal(pos: &Position, route: &Route) -> Refusal {
    let legal_routes = legal_capture_routes(pos, Stops::Last);
    let mut best: Vec<String> = legal_routes.iter().map(|r| route_text(pos, r)).collect();
    best.sort();
    best.dedup();
    let Some(top) = legal_routes.first().map(|r| precedence_key(pos, r)) else {
        return Refusal::CaptureCompulsory { captures: best };
    };
    let mine = precedence_key(pos, route);
    let kings = pos.kings();
    let count_kings = |r: &Route| r.captured.iter().filter(|&&sq| kings.contains(sq)).count();
    if mine.pieces < top.pieces {
        return Refusal::MaximumCapture {
            max: top.pieces,
            took: mine.pieces,
            best,
        };
    }
    match pos.variant.capture_choice() {
        CaptureChoice::KingFirst => Refusal::KingMustCapture { best },
        CaptureChoice::FrisianValue => {
            if mine.value < top.value {
                Refusal::FrisianHigherValue { best }
            } else {
                Refusal::FrisianKingCapturesFirst { best }
            }
        }
        CaptureChoice::Italian => {
            if !mine.with_king && top.with_king {
                Refusal::CaptureWithKing { best }
            } else if mine.kings < top.kings {
                Refusal::ItalianTakeMoreKings {
                    max_kings: top.kings,
                    took_kings: count_kings(route),
                    best,
                }
            } else {
                Refusal::TakeKingEarlier { best }
            }
        }
        CaptureChoice::MostPiecesThenKings => Refusal::SpanishTakeMoreKings {
            max_kings: top.kings,
            took_kings: count_kings(route),
            best,
        },
        _ => {
            let _: PrecedenceKey = mine;
            Refusal::MaximumCapture {
                max: top.pieces,
                took: mine.pieces,
                best,
            }
        }
    }
}

/// The typed squares stop at a landing square from which the capture goes on.
fn unfinished(pos: &Position, free: &[Route], squares: &[Square]) -> Option<Refusal> {
    let at = *squares.last()?;
    let mut continuations: Vec<String> = Vec::new();
    for route in free {
        for cut in 1..route.squares.len() - 1 {
            if route_matches(&route.squares[..=cut], squares) {
                continuations.push(route_text(pos, route));
            }
        }
    }
    if continuations.is_empty() {
        return None;
    }
    let legal: Vec<String> = legal_capture_routes(pos, Stops::Last)
        .iter()
        .map(|r| route_text(pos, r))
        .collect();
    let mut preferred: Vec<String> = continuations
        .iter()
        .filter(|t| legal.contains(t))
        .cloned()
        .collect();
    if preferred.is_empty() {
        preferred = legal;
    }
    preferred.sort();
    preferred.dedup();
    let man = !pos.kings().contains(squares[0]);
    if man && pos.promotion_squares(pos.turn).contains(at) {
        let square = name(pos, at);
        match pos.variant {
            Variant::Russian => {
                return Some(Refusal::RussianCrownedGoesOn {
                    square,
                    continuations: preferred,
                });
            }
            Variant::Pool => {
                return Some(Refusal::PoolPassingKingsRow {
                    square,
                    options: preferred,
                });
            }
            Variant::Turkish => {
                return Some(Refusal::TurkishCrownedAtEnd {
                    square,
                    options: preferred,
                });
            }
            _ => {}
        }
    }
    Some(Refusal::CaptureNotFinished {
        at: name(pos, at),
        continuations: preferred,
    })
}

/// Tries the typed route under rules that differ from the variant's in one point; the first
/// that accepts it names the rule the route breaks.
fn broken_capture_rule(pos: &Position, piece: Piece, squares: &[Square]) -> Option<Refusal> {
    let variant = pos.variant;
    let own = loose(variant);
    let matches = |rules: CaptureRules| -> Option<Route> {
        capture_routes(pos, rules, Stops::Every)
            .into_iter()
            .chain(prefix_routes(pos, rules))
            .find(|r| route_matches(&r.squares, squares))
    };
    let is_man = piece.role == Role::Man;
    if is_man
        && !own.men_take_kings
        && let Some(route) = matches(CaptureRules {
            men_take_kings: true,
            ..own
        })
    {
        let kings = pos.kings();
        if let Some(&king) = route.captured.iter().find(|&&sq| kings.contains(sq)) {
            return Some(Refusal::MenCannotTakeKings {
                king: name(pos, king),
            });
        }
    }
    if is_man
        && !own.crown_midway
        && let Some(route) = matches(CaptureRules {
            crown_midway: true,
            ..own
        })
    {
        let row = pos.promotion_squares(pos.turn);
        let square = route.squares[1..]
            .iter()
            .find(|sq| row.contains(**sq))
            .copied()
            .unwrap_or(route.to());
        let square = name(pos, square);
        let options = || piece_options(pos, squares[0]);
        return Some(match variant {
            Variant::Dameo => Refusal::CrowningOnlyAtEnd { square },
            Variant::Turkish => Refusal::TurkishCrownedAtEnd {
                square,
                options: options(),
            },
            Variant::Pool => Refusal::PoolPassingKingsRow {
                square,
                options: options(),
            },
            Variant::International | Variant::Brazilian | Variant::Frisian | Variant::Canadian => {
                Refusal::PassingKingsRowDoesNotCrown { square }
            }
            _ => Refusal::PromotionEndsMove { square },
        });
    }
    if is_man
        && !own.men_backwards
        && let Some(route) = matches(CaptureRules {
            men_backwards: true,
            ..own
        })
    {
        if variant == Variant::Turkish {
            return Some(Refusal::TurkishMenNotBackwards {
                from: name(pos, route.squares[0]),
                to: name(pos, route.squares[1]),
            });
        }
        return Some(Refusal::MenCaptureForwardsOnly {
            from: name(pos, squares[0]),
        });
    }
    if !own.turn_back
        && let Some(route) = matches(CaptureRules {
            turn_back: true,
            ..own
        })
        && let Some(square) = turning_point(pos, &route)
    {
        return Some(Refusal::TurkishNoTurningBack {
            square: name(pos, square),
        });
    }
    if variant == Variant::Turkish {
        let diagonal = CaptureRules {
            men_diagonal: true,
            kings_diagonal: true,
            ..own
        };
        if matches(diagonal).is_some() {
            return Some(Refusal::TurkishOrthogonal {
                role: RoleName(piece.role),
            });
        }
    }
    if variant == Variant::Dameo {
        let diagonal = if is_man {
            CaptureRules {
                men_diagonal: true,
                ..own
            }
        } else {
            CaptureRules {
                kings_diagonal: true,
                ..own
            }
        };
        if matches(diagonal).is_some() {
            return Some(Refusal::CapturesAreOrthogonal {
                role: RoleName(piece.role),
            });
        }
    }
    if !is_man
        && !own.flying_kings
        && matches(CaptureRules {
            flying_kings: true,
            ..own
        })
        .is_some()
    {
        return Some(Refusal::KingsMoveOneSquare {
            from: name(pos, squares[0]),
            to: name(pos, squares[squares.len() - 1]),
        });
    }
    if own.flying_kings
        && !is_man
        && let Some(route) = matches(CaptureRules {
            immediate_removal: true,
            ..own
        })
        && let Some(blocker) = blocking_dead_piece(pos, &route)
    {
        return Some(Refusal::JumpedPieceBlocks {
            square: name(pos, blocker),
        });
    }
    None
}

/// The legal moves of the piece on a square, as text, sorted; all legal moves if it has none.
fn piece_options(pos: &Position, from: Square) -> Vec<String> {
    let mut options: Vec<String> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.from == from)
        .map(|m| pos.move_text(m))
        .collect();
    if options.is_empty() {
        return legal_texts(pos);
    }
    options.sort();
    options
}

/// The variant's capture rules without the rule that a flying king lands where it can go
/// on: every sequence a piece could end, for explanations.
fn loose(variant: Variant) -> CaptureRules {
    CaptureRules {
        land_to_continue: false,
        ..CaptureRules::of(variant)
    }
}

/// The landing square after which a route turns back the way it came, if it does.
fn turning_point(pos: &Position, route: &Route) -> Option<Square> {
    let direction = |a: Square, b: Square| {
        let (fa, ra) = pos.variant.coords(a);
        let (fb, rb) = pos.variant.coords(b);
        (
            (fb as i16 - fa as i16).signum(),
            (rb as i16 - ra as i16).signum(),
        )
    };
    route.squares.windows(3).find_map(|w| {
        let (df, dr) = direction(w[0], w[1]);
        (direction(w[1], w[2]) == (-df, -dr)).then_some(w[1])
    })
}

/// Routes cut at every landing square, so that an unfinished typed route can be matched too.
fn prefix_routes(pos: &Position, rules: CaptureRules) -> Vec<Route> {
    let mut out = Vec::new();
    for route in capture_routes(pos, rules, Stops::Every) {
        for cut in 1..route.squares.len() - 1 {
            out.push(Route {
                squares: route.squares[..=cut].to_vec(),
                captured: route.captured[..cut].to_vec(),
            });
        }
    }
    out
}

/// In a route found with immediate removal, the first taken piece that a later part of the
/// route passes over or lands on.
fn blocking_dead_piece(pos: &Position, route: &Route) -> Option<Square> {
    for (i, pair) in route.squares.windows(2).enumerate() {
        let taken_before = &route.captured[..i];
        for sq in between(pos.variant, pair[0], pair[1])
            .into_iter()
            .chain([pair[1]])
        {
            if taken_before.contains(&sq) {
                return Some(sq);
            }
        }
    }
    None
}

/// The squares strictly between two squares on one line (empty if they are not on a line).
pub(crate) fn between(variant: Variant, a: Square, b: Square) -> Vec<Square> {
    let (fa, ra) = variant.coords(a);
    let (fb, rb) = variant.coords(b);
    let df = fb as i16 - fa as i16;
    let dr = rb as i16 - ra as i16;
    if !(df == 0 || dr == 0 || df.abs() == dr.abs()) || (df == 0 && dr == 0) {
        return Vec::new();
    }
    let steps = df.abs().max(dr.abs());
    let (sf, sr) = (df.signum(), dr.signum());
    (1..steps)
        .filter_map(|i| variant.square_at((fa as i16 + sf * i) as u8, (ra as i16 + sr * i) as u8))
        .collect()
}

/// A typed route whose segments pass over the same opposing piece twice.
fn jumped_twice(pos: &Position, squares: &[Square]) -> Option<Square> {
    let mut jumped: Vec<Square> = Vec::new();
    for pair in squares.windows(2) {
        for sq in between(pos.variant, pair[0], pair[1]) {
            if let Some(p) = pos.piece_at(sq)
                && p.color != pos.turn
            {
                if jumped.contains(&sq) {
                    return Some(sq);
                }
                jumped.push(sq);
            }
        }
    }
    None
}

fn quiet_geometry(
    pos: &Position,
    piece: Piece,
    from: Square,
    to: Square,
    typed_capture: bool,
) -> Option<Refusal> {
    let variant = pos.variant;
    let (ff, fr) = variant.coords(from);
    let (tf, tr) = variant.coords(to);
    let df = tf as i16 - ff as i16;
    let dr = tr as i16 - fr as i16;
    let forward: i16 = match piece.color {
        Color::White => 1,
        Color::Black => -1,
    };
    let on_line = df == 0 || dr == 0 || df.abs() == dr.abs();
    let path = between(variant, from, to);
    let f = name(pos, from);
    let t = name(pos, to);
    let not_a_step = || Refusal::NotAStep {
        from: f.clone(),
        to: t.clone(),
        role: RoleName(piece.role),
        variant,
    };
    if from == to {
        return Some(not_a_step());
    }
    if typed_capture {
        if let Some(own) = path
            .iter()
            .find(|&&sq| pos.piece_at(sq).is_some_and(|p| p.color == pos.turn))
        {
            return Some(Refusal::OwnPieceInTheWay {
                square: name(pos, *own),
            });
        }
        if on_line && path.iter().all(|&sq| pos.piece_at(sq).is_none()) {
            return Some(Refusal::NothingToTake { from: f, to: t });
        }
        if on_line && piece.role == Role::Man && path.len() > 1 && pos.piece_at(to).is_none() {
            return Some(Refusal::MenJumpShort { from: f, to: t });
        }
    }
    if pos.piece_at(to).is_some() {
        return Some(Refusal::DestinationOccupied { square: t });
    }
    match (variant, piece.role) {
        (Variant::Turkish, Role::Man) => {
            if dr * forward < 0 {
                return Some(Refusal::TurkishMenNotBackwards { from: f, to: t });
            }
            if df != 0 && dr != 0 {
                return Some(Refusal::TurkishOrthogonal {
                    role: RoleName(piece.role),
                });
            }
            Some(not_a_step())
        }
        (Variant::Turkish, Role::King) => {
            if df != 0 && dr != 0 {
                return Some(Refusal::TurkishOrthogonal {
                    role: RoleName(piece.role),
                });
            }
            let blocker = path.iter().find(|&&sq| pos.piece_at(sq).is_some())?;
            Some(Refusal::PathBlocked {
                from: f,
                to: t,
                blocker: name(pos, *blocker),
            })
        }
        (Variant::Dameo, Role::Man) => {
            if dr * forward < 0 {
                return Some(Refusal::MenDoNotMoveBackwards { from: f, to: t });
            }
            if dr == 0 {
                return Some(not_a_step());
            }
            if !on_line {
                return Some(not_a_step());
            }
            if path
                .iter()
                .any(|&sq| pos.piece_at(sq) != Some(Piece::new(pos.turn, Role::Man)))
            {
                return Some(Refusal::LineMovesForward { from: f, to: t });
            }
            None
        }
        (Variant::Dameo, Role::King) => {
            if !on_line {
                return Some(not_a_step());
            }
            let blocker = path.iter().find(|&&sq| pos.piece_at(sq).is_some())?;
            if pos.piece_at(*blocker).is_some_and(|p| p.color == pos.turn) {
                Some(Refusal::KingNeverInLine {
                    square: name(pos, *blocker),
                })
            } else {
                Some(Refusal::PathBlocked {
                    from: f,
                    to: t,
                    blocker: name(pos, *blocker),
                })
            }
        }
        (_, Role::Man) => {
            if dr * forward < 0 {
                return Some(Refusal::MenDoNotMoveBackwards { from: f, to: t });
            }
            Some(not_a_step())
        }
        (_, Role::King) => {
            if df.abs() != dr.abs() {
                return Some(not_a_step());
            }
            if !variant.flying_kings() {
                return Some(Refusal::KingsMoveOneSquare { from: f, to: t });
            }
            let blocker = path.iter().find(|&&sq| pos.piece_at(sq).is_some())?;
            Some(Refusal::PathBlocked {
                from: f,
                to: t,
                blocker: name(pos, *blocker),
            })
        }
    }
}
