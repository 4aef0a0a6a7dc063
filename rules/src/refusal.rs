//! Why a move cannot be played: the refusals of the EXPLAIN list of RULES.md and of
//! VARIANTS.md, each naming its rule and carrying the facts a player needs.

use std::fmt;

use crate::{Color, Role, Variant};

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
    #[error("Czech rule: a king can capture, so a king must: {}", list(best))]
    KingMustCapture { best: Vec<String> },
    #[error(
        "Frisian rule: the capture of the highest value is compulsory (a king is worth more than one man and less than two): {}",
        list(best)
    )]
    FrisianHigherValue { best: Vec<String> },
    #[error(
        "Frisian rule: with captures of equal value, a king must capture rather than a man: {}",
        list(best)
    )]
    FrisianKingCapturesFirst { best: Vec<String> },
    #[error(
        "Frisian rule: the king on {square} has made three moves in a row, and while you have men it may now only capture; move another piece"
    )]
    FrisianKingMovedThreeTimes { square: String },
    #[error(
        "in Turkish draughts men move and capture forwards or sideways, never backwards: {from} to {to} goes back"
    )]
    TurkishMenNotBackwards { from: String, to: String },
    #[error(
        "in Turkish draughts a capture may not turn back the way it came (a 180° turn) after landing on {square}"
    )]
    TurkishNoTurningBack { square: String },
    #[error("in Turkish draughts {role}s move and capture along ranks and files, never diagonally")]
    TurkishOrthogonal { role: RoleName },
    #[error(
        "in Turkish draughts a man that reaches the kings row during a capture goes on as a man and is crowned when the move ends: on {square} it is still a man; it can play: {}",
        list(options)
    )]
    TurkishCrownedAtEnd {
        square: String,
        options: Vec<String>,
    },
    #[error(
        "in Pool checkers a man that reaches the kings row by a jump and can jump on goes on as a man: it is not crowned on {square}; it can play: {}",
        list(options)
    )]
    PoolPassingKingsRow {
        square: String,
        options: Vec<String>,
    },
    #[error(
        "in Russian draughts a man crowned during a capture goes on capturing as a king: from {square} it can go on: {}",
        list(continuations)
    )]
    RussianCrownedGoesOn {
        square: String,
        continuations: Vec<String>,
    },
    #[error(
        "after taking a piece a king must land where it can go on capturing, and from {square} it cannot: {}",
        list(options)
    )]
    MustLandToContinue {
        square: String,
        options: Vec<String>,
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
        Variant::Russian => {
            "Write a move as c3-d4, a capture as c3:e5 or with every landing square, c3:e5:c7."
        }
        Variant::Turkish => {
            "Write a move as d3-d4, a capture as d4xd6 or with every landing square, d4xd6xf6."
        }
        Variant::Pool => {
            "Write a move as 11-15, a capture as 15x24 or with every landing square, 15x24x31."
        }
        Variant::Czech => {
            "Write a move as c3-d4, a capture as c3:e5 or with every landing square, c3:e5:g7."
        }
        Variant::Frisian => {
            "Write a move as 32-28, a capture as 28x17 or with every landing square, 28x17x8."
        }
        Variant::Canadian => {
            "Write a move as 45-39, a capture as 45x34 or with every landing square, 45x34x23."
        }
    }
}

fn square_forms(variant: Variant) -> &'static str {
    match variant {
        Variant::English | Variant::Italian | Variant::Spanish | Variant::Pool => {
            "Squares are numbered 1 to 32."
        }
        Variant::International | Variant::Frisian => "Squares are numbered 1 to 50.",
        Variant::Canadian => "Squares are numbered 1 to 72.",
        Variant::Brazilian | Variant::Russian | Variant::Czech => {
            "Squares are a1 to h8, on the dark squares only (a1 is dark)."
        }
        Variant::Dameo | Variant::Turkish => "Squares are a1 to h8.",
    }
}

fn step_rule(variant: Variant, role: RoleName) -> &'static str {
    match (variant, role.0) {
        (Variant::Dameo, Role::Man) => {
            "a man steps one square straight or diagonally forward, or advances a line of men"
        }
        (Variant::Dameo, Role::King) => "a king moves like a chess queen along a free line",
        (Variant::Turkish, Role::Man) => "a man steps one square forward or sideways",
        (Variant::Turkish, Role::King) => "a king moves along a free rank or file",
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
            Refusal::KingMustCapture { .. } => "czech-king-must-capture",
            Refusal::FrisianHigherValue { .. } => "frisian-value",
            Refusal::FrisianKingCapturesFirst { .. } => "frisian-king-first",
            Refusal::FrisianKingMovedThreeTimes { .. } => "frisian-three-king-moves",
            Refusal::TurkishMenNotBackwards { .. } => "turkish-men-not-backwards",
            Refusal::TurkishNoTurningBack { .. } => "turkish-no-turning-back",
            Refusal::TurkishOrthogonal { .. } => "turkish-orthogonal",
            Refusal::TurkishCrownedAtEnd { .. } => "turkish-crowned-at-end",
            Refusal::PoolPassingKingsRow { .. } => "pool-passing-does-not-crown",
            Refusal::RussianCrownedGoesOn { .. } => "russian-crowned-goes-on",
            Refusal::MustLandToContinue { .. } => "land-to-continue",
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
