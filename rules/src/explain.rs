//! Why a move is refused, or why a legal move is what it is, in terms a player can check on
//! the board. Every refusal names its rule (the EXPLAIN list of RULES.md) and carries the
//! facts: the captures that exist, how many the maximum takes, where a capture can go on.

use std::collections::HashSet;
use std::fmt;

use crate::notation::{Typed, route_matches};
use crate::route::{
    CaptureRules, PrecedenceKey, Route, Stops, capture_routes, legal_capture_routes, precedence_key,
};
use crate::variant::CaptureChoice;
use crate::{Color, Piece, Position, Role, Square, Variant};

/// Why a move cannot be played. Squares and moves are written in the variant's notation.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("`{text}` is not a move. {}", move_forms(*variant))]
    NotAMove { text: String, variant: Variant },
    #[error("{square} is not a playable square in {variant} draughts. {}", square_forms(*variant))]
    SquareNotPlayable { square: String, variant: Variant },
    #[error("there is no piece on {square}")]
    NoPieceThere { square: String },
    #[error("the piece on {square} is {owner}'s, not yours")]
    NotYourPiece { square: String, owner: Color },
    #[error("{square} is occupied")]
    DestinationOccupied { square: String },
    #[error("men do not move backwards: {from} to {to} goes back")]
    MenDoNotMoveBackwards { from: String, to: String },
    #[error("men capture forwards only in this variant: {from} cannot take backwards")]
    MenCaptureForwardsOnly { from: String },
    #[error("kings move one square at a time in this variant: {from} to {to} is too far")]
    KingsMoveOneSquare { from: String, to: String },
    #[error("the path from {from} to {to} is blocked by the piece on {blocker}")]
    PathBlocked {
        from: String,
        to: String,
        blocker: String,
    },
    #[error(
        "a man takes by jumping over an adjacent piece to the square just beyond it: {from}x{to} goes too far"
    )]
    MenJumpShort { from: String, to: String },
    #[error("a {role} cannot go from {from} to {to}: {}", step_rule(*variant, *role))]
    NotAStep {
        from: String,
        to: String,
        role: RoleName,
        variant: Variant,
    },
    #[error("a capture is compulsory: {}", list(captures))]
    CaptureCompulsory { captures: Vec<String> },
    #[error(
        "the capture is not finished: it can go on from {at}: {}",
        list(continuations)
    )]
    CaptureNotFinished {
        at: String,
        continuations: Vec<String>,
    },
    #[error(
        "the maximum capture is {max} pieces and this takes {took}: {}",
        list(best)
    )]
    MaximumCapture {
        max: usize,
        took: usize,
        best: Vec<String>,
    },
    #[error("in Italian draughts men cannot take kings (the king on {king})")]
    MenCannotTakeKings { king: String },
    #[error(
        "Italian precedence: with equal captures, capture with the king: {}",
        list(best)
    )]
    CaptureWithKing { best: Vec<String> },
    #[error(
        "Italian precedence: with equal captures, take the most kings ({max_kings}, this takes {took_kings}): {}",
        list(best)
    )]
    ItalianTakeMoreKings {
        max_kings: usize,
        took_kings: usize,
        best: Vec<String>,
    },
    #[error(
        "Italian precedence: with equal captures and kings, take the king as early as possible: {}",
        list(best)
    )]
    TakeKingEarlier { best: Vec<String> },
    #[error(
        "Spanish rule: with equal captures, take the most kings ({max_kings}, this takes {took_kings}): {}",
        list(best)
    )]
    SpanishTakeMoreKings {
        max_kings: usize,
        took_kings: usize,
        best: Vec<String>,
    },
    #[error("a piece cannot be jumped twice: {square} would be taken twice")]
    CannotJumpTwice { square: String },
    #[error(
        "a jumped piece stays on the board until the move ends, and the piece on {square} blocks the way"
    )]
    JumpedPieceBlocks { square: String },
    #[error("promotion ends the move: the man is crowned on {square} and must stop there")]
    PromotionEndsMove { square: String },
    #[error(
        "passing the kings row does not crown: the man goes through {square} as a man and cannot capture as a king"
    )]
    PassingKingsRowDoesNotCrown { square: String },
    #[error("in Dameo a man is crowned only where its move ends: on {square} it is still a man")]
    CrowningOnlyAtEnd { square: String },
    #[error("in Dameo {role}s capture orthogonally only (along ranks and files), never diagonally")]
    CapturesAreOrthogonal { role: RoleName },
    #[error(
        "in Dameo a line moves forward along itself: {from} to {to} must pass over an unbroken line of your own men"
    )]
    LineMovesForward { from: String, to: String },
    #[error("in Dameo a king never moves in a line: it cannot pass over the piece on {square}")]
    KingNeverInLine { square: String },
    #[error("there is nothing to take between {from} and {to}")]
    NothingToTake { from: String, to: String },
    #[error("you cannot jump your own piece on {square}")]
    OwnPieceInTheWay { square: String },
    #[error(
        "{text} is not legal here; the piece on {from} can play: {}",
        list(options)
    )]
    NotLegal {
        text: String,
        from: String,
        options: Vec<String>,
    },
    #[error(
        "{text} is not legal here and the piece on {from} has no move; legal moves: {}",
        list(options)
    )]
    PieceCannotMove {
        text: String,
        from: String,
        options: Vec<String>,
    },
    #[error("`{text}` could mean several moves; write one in full: {}", alternatives.join(", "))]
    Ambiguous {
        text: String,
        alternatives: Vec<String>,
    },
    #[error("the game is over: {result}")]
    GameOver { result: String },
    #[error("it is not your turn: {to_move} is to move")]
    NotYourTurn { to_move: Color },
}

/// "man" or "king", for messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoleName(pub Role);

impl fmt::Display for RoleName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self.0 {
            Role::Man => "man",
            Role::King => "king",
        })
    }
}

fn list(moves: &[String]) -> String {
    const SHOWN: usize = 6;
    if moves.len() <= SHOWN {
        moves.join(", ")
    } else {
        format!(
            "{} and {} more",
            moves[..SHOWN].join(", "),
            moves.len() - SHOWN
        )
    }
}

/// How moves are written in a variant, for people who typed something else.
pub fn move_forms(variant: Variant) -> &'static str {
    match variant {
        Variant::English => {
            "Write a move as 11-15, a capture as 23x14 or with every landing square, 23x14x5."
        }
        Variant::Italian => {
            "Write a move as 21-17, a capture as 23x14 or with every landing square, 28x19x10."
        }
        Variant::Spanish => {
            "Write a move as 9-13, a capture as 10x19 or with every landing square, 8x12x20."
        }
        Variant::International => {
            "Write a move as 32-28, a capture as 28x19 or with every landing square, 28x19x10."
        }
        Variant::Brazilian => {
            "Write a move as c3-d4, a capture as c3xe5 or with every landing square, c3xe5xc7."
        }
        Variant::Dameo => {
            "Write a move as c3-c4 (a line move as the rear man's from-to, c1-c4), a capture as e2xe4xg4xg6."
        }
    }
}

fn square_forms(variant: Variant) -> &'static str {
    match variant {
        Variant::English | Variant::Italian | Variant::Spanish => "Squares are numbered 1 to 32.",
        Variant::International => "Squares are numbered 1 to 50.",
        Variant::Brazilian => "Squares are a1 to h8, on the dark squares only (a1 is dark).",
        Variant::Dameo => "Squares are a1 to h8.",
    }
}

fn step_rule(variant: Variant, role: RoleName) -> &'static str {
    match (variant, role.0) {
        (Variant::Dameo, Role::Man) => {
            "a man steps one square straight or diagonally forward, or advances a line of men"
        }
        (Variant::Dameo, Role::King) => "a king moves like a chess queen along a free line",
        (Variant::English | Variant::Italian, Role::King) => "a king moves one square diagonally",
        (_, Role::King) => "a king moves along a free diagonal",
        (_, Role::Man) => "a man moves one square diagonally forward",
    }
}

impl Refusal {
    /// A stable name for the rule behind the refusal (for tests and translations).
    pub fn rule(&self) -> &'static str {
        match self {
            Refusal::NotAMove { .. } => "not-a-move",
            Refusal::SquareNotPlayable { .. } => "square-not-playable",
            Refusal::NoPieceThere { .. } => "no-piece",
            Refusal::NotYourPiece { .. } => "not-your-piece",
            Refusal::DestinationOccupied { .. } => "destination-occupied",
            Refusal::MenDoNotMoveBackwards { .. } => "men-not-backwards",
            Refusal::MenCaptureForwardsOnly { .. } => "men-capture-forwards",
            Refusal::KingsMoveOneSquare { .. } => "kings-one-square",
            Refusal::PathBlocked { .. } => "path-blocked",
            Refusal::MenJumpShort { .. } => "men-jump-short",
            Refusal::NotAStep { .. } => "not-a-step",
            Refusal::CaptureCompulsory { .. } => "capture-compulsory",
            Refusal::CaptureNotFinished { .. } => "capture-not-finished",
            Refusal::MaximumCapture { .. } => "maximum-capture",
            Refusal::MenCannotTakeKings { .. } => "italian-men-cannot-take-kings",
            Refusal::CaptureWithKing { .. } => "italian-capture-with-king",
            Refusal::ItalianTakeMoreKings { .. } => "italian-more-kings",
            Refusal::TakeKingEarlier { .. } => "italian-king-earlier",
            Refusal::SpanishTakeMoreKings { .. } => "spanish-more-kings",
            Refusal::CannotJumpTwice { .. } => "jumped-twice",
            Refusal::JumpedPieceBlocks { .. } => "jumped-piece-blocks",
            Refusal::PromotionEndsMove { .. } => "promotion-ends-move",
            Refusal::PassingKingsRowDoesNotCrown { .. } => "passing-does-not-crown",
            Refusal::CrowningOnlyAtEnd { .. } => "dameo-crowning-at-end",
            Refusal::CapturesAreOrthogonal { .. } => "dameo-orthogonal-captures",
            Refusal::LineMovesForward { .. } => "dameo-line-forward",
            Refusal::KingNeverInLine { .. } => "dameo-king-not-in-line",
            Refusal::NothingToTake { .. } => "nothing-to-take",
            Refusal::OwnPieceInTheWay { .. } => "own-piece",
            Refusal::NotLegal { .. } => "not-legal",
            Refusal::PieceCannotMove { .. } => "piece-cannot-move",
            Refusal::Ambiguous { .. } => "ambiguous",
            Refusal::GameOver { .. } => "game-over",
            Refusal::NotYourTurn { .. } => "not-your-turn",
        }
    }
}

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
        if self.crowns {
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
            let free: HashSet<_> =
                capture_routes(self, CaptureRules::of(self.variant), Stops::Last)
                    .iter()
                    .map(|r| r.as_move())
                    .collect();
            let most = free.iter().map(|m| m.capture_count()).max().unwrap_or(0);
            let with_most = free.iter().filter(|m| m.capture_count() == most).count();
            if free.len() == 1 {
                Forced::OnlyMove
            } else if self.variant.capture_choice() == CaptureChoice::Free
                || free.len() == legal.len()
            {
                Forced::CaptureCompulsory {
                    captures: legal.len(),
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
        Ok(Explanation {
            text: full,
            captured: mv.capture_count(),
            crowns: self.crowns(&mv),
            reason,
            passed_kings_row: passed,
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
        .join("x")
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
        .join(if typed.capture { "x" } else { "-" });
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
    Some(Refusal::CaptureNotFinished {
        at: name(pos, at),
        continuations: preferred,
    })
}

/// Tries the typed route under rules that differ from the variant's in one point; the first
/// that accepts it names the rule the route breaks.
fn broken_capture_rule(pos: &Position, piece: Piece, squares: &[Square]) -> Option<Refusal> {
    let variant = pos.variant;
    let own = CaptureRules::of(variant);
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
        return Some(match variant {
            Variant::Dameo => Refusal::CrowningOnlyAtEnd { square },
            Variant::International | Variant::Brazilian => {
                Refusal::PassingKingsRowDoesNotCrown { square }
            }
            _ => Refusal::PromotionEndsMove { square },
        });
    }
    if is_man
        && !own.men_backwards
        && matches(CaptureRules {
            men_backwards: true,
            ..own
        })
        .is_some()
    {
        return Some(Refusal::MenCaptureForwardsOnly {
            from: name(pos, squares[0]),
        });
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

#[cfg(test)]
mod finder {
    //! Searches random positions for a move text refused by each rule, to pick the examples of
    //! the explanation tests. Run with `cargo test -p rules --release find_refusal_examples -- --ignored --nocapture`.
    use super::*;
    use crate::{Piece, Role};
    use std::collections::BTreeMap;

    struct Rng(u64);
    impl Rng {
        fn below(&mut self, n: usize) -> usize {
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % n as u64) as usize
        }
    }

    fn candidates(pos: &Position) -> Vec<String> {
        let mut texts = Vec::new();
        let squares = pos.variant.squares();
        let own = CaptureRules::of(pos.variant);
        let relaxed = [
            CaptureRules {
                men_take_kings: true,
                ..own
            },
            CaptureRules {
                crown_midway: true,
                ..own
            },
            CaptureRules {
                men_backwards: true,
                ..own
            },
            CaptureRules {
                men_diagonal: true,
                kings_diagonal: true,
                ..own
            },
            CaptureRules {
                flying_kings: true,
                ..own
            },
            CaptureRules {
                immediate_removal: true,
                ..own
            },
            own,
        ];
        for rules in relaxed {
            for r in capture_routes(pos, rules, Stops::Last) {
                texts.push(route_text(pos, &r));
                if r.squares.len() > 2 {
                    texts.push(route_text(
                        pos,
                        &Route {
                            squares: r.squares[..2].to_vec(),
                            captured: r.captured[..1].to_vec(),
                        },
                    ));
                }
            }
        }
        for (sq, p) in pos.pieces() {
            if p.color != pos.turn {
                continue;
            }
            for &to in &squares {
                texts.push(format!("{}-{}", name(pos, sq), name(pos, to)));
                texts.push(format!("{}x{}", name(pos, sq), name(pos, to)));
            }
        }
        texts
    }

    #[test]
    #[ignore = "a search tool, not a test"]
    fn find_refusal_examples() {
        let mut rng = Rng(0x5EED_1234_ABCD_0001);
        let mut found: BTreeMap<(String, &'static str), (String, String, String)> = BTreeMap::new();
        let variants: Vec<Variant> = match std::env::var("FIND_VARIANT") {
            Ok(v) => vec![v.parse().unwrap()],
            Err(_) => Variant::ALL.to_vec(),
        };
        let rounds: usize = std::env::var("FIND_ROUNDS")
            .ok()
            .and_then(|r| r.parse().ok())
            .unwrap_or(4000);
        for &variant in &variants {
            for _ in 0..rounds {
                let turn = if rng.below(2) == 0 {
                    Color::White
                } else {
                    Color::Black
                };
                let mut pos = Position::empty(variant, turn);
                let density = 8 + rng.below(30);
                for sq in variant.squares() {
                    if rng.below(100) < density {
                        let color = if rng.below(2) == 0 {
                            Color::White
                        } else {
                            Color::Black
                        };
                        let role = if rng.below(3) == 0 {
                            Role::King
                        } else {
                            Role::Man
                        };
                        if role == Role::Man && pos.promotion_squares(color).contains(sq) {
                            continue;
                        }
                        pos.put(sq, Piece::new(color, role));
                    }
                }
                if pos.count_side(Color::White) + pos.count_side(Color::Black) > 12 {
                    continue;
                }
                for text in candidates(&pos) {
                    if let Err(refusal) = pos.parse_move(&text) {
                        let key = (variant.name().to_string(), refusal.rule());
                        let better = found
                            .get(&key)
                            .is_none_or(|(fen, _, _)| fen.len() > pos.to_fen().len());
                        if better {
                            found.insert(key, (pos.to_fen(), text, refusal.to_string()));
                        }
                    }
                }
            }
        }
        for ((variant, rule), (fen, text, message)) in found {
            println!("{variant:14} {rule:30} {fen:40} {text:16} {message}");
        }
    }
}
