//! The values commands carry beyond plain text: what an answer answers, a challenge's
//! terms, a colour asked for, a part of the rules.

use rules::Variant;

/// What `!accept` / `!decline` answer, when named.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answered {
    Challenge,
    Draw,
    Undo,
}

impl Answered {
    pub(crate) fn parse(word: &str) -> Option<Answered> {
        match word {
            "challenge" => Some(Answered::Challenge),
            "draw" => Some(Answered::Draw),
            "undo" => Some(Answered::Undo),
            _ => None,
        }
    }

    /// The word in commands (and in the store's `offer_kind`).
    pub const fn as_str(self) -> &'static str {
        match self {
            Answered::Challenge => "challenge",
            Answered::Draw => "draw",
            Answered::Undo => "undo",
        }
    }
}

/// The colour a challenger asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ColorChoice {
    White,
    Black,
    Random,
}

impl ColorChoice {
    pub const fn as_str(self) -> &'static str {
        match self {
            ColorChoice::White => "white",
            ColorChoice::Black => "black",
            ColorChoice::Random => "random",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ChallengeArgs {
    /// The `@name` as typed; the adapter resolves it into `Incoming::mentions`.
    pub opponent: Option<String>,
    pub variant: Option<Variant>,
    pub color: Option<ColorChoice>,
    /// The soffio house rule.
    pub soffio: bool,
    /// Correspondence clock: days per move (issue 8).
    pub days: Option<u32>,
    /// Correspondence clock: a time bank per player (issue 17), instead of days per move.
    pub bank: Option<crate::timing::TimeBank>,
    /// The bot's level, `level=N`, as typed (the service says when it is out of range).
    pub level: Option<i64>,
}

/// The parts of the rules `!rules` can show.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RulesTopic {
    Moves,
    Captures,
    Kings,
    Draws,
    Notation,
}

impl RulesTopic {
    pub const ALL: [RulesTopic; 5] = [
        RulesTopic::Moves,
        RulesTopic::Captures,
        RulesTopic::Kings,
        RulesTopic::Draws,
        RulesTopic::Notation,
    ];

    pub fn name(self) -> &'static str {
        match self {
            RulesTopic::Moves => "moves",
            RulesTopic::Captures => "captures",
            RulesTopic::Kings => "kings",
            RulesTopic::Draws => "draws",
            RulesTopic::Notation => "notation",
        }
    }

    pub(crate) fn parse(word: &str) -> Option<RulesTopic> {
        Some(match word {
            "moves" | "move" | "men" | "mosse" | "pedine" => RulesTopic::Moves,
            "captures" | "capture" | "capturing" | "takes" | "prese" | "presa" => {
                RulesTopic::Captures
            }
            "kings" | "king" | "dame" | "dama" => RulesTopic::Kings,
            "draws" | "draw" | "patta" | "patte" => RulesTopic::Draws,
            "notation" | "squares" | "numbers" | "notazione" | "caselle" => RulesTopic::Notation,
            _ => return None,
        })
    }
}
