use std::fmt;
use std::str::FromStr;

use crate::Color;
use crate::geometry::{Board, Numbering};

/// The variants the rules crate plays. `../shared/RULES.md` specifies the first six,
/// `rules/docs/VARIANTS.md` the others.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Variant {
    English,
    Italian,
    Spanish,
    International,
    Brazilian,
    Dameo,
    /// Russian draughts (shashki).
    Russian,
    /// Turkish draughts (dama).
    Turkish,
    /// American pool checkers.
    Pool,
    Czech,
    Frisian,
    /// Canadian draughts, 12x12.
    Canadian,
}

/// Which captures a player must choose among.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CaptureChoice {
    /// Any capture, finished (English).
    Free,
    /// The most pieces (a king counts one).
    MostPieces,
    /// The most pieces, then the most kings (Spanish).
    MostPiecesThenKings,
    /// Italian precedence: most pieces, with a king, most kings, kings earliest.
    Italian,
    /// Czech: a king that can capture must; otherwise (and among kings) any capture.
    KingFirst,
    /// Frisian: the highest value (a king worth a little less than two men), then with a king.
    FrisianValue,
}

impl Variant {
    pub const ALL: &'static [Variant] = &[
        Variant::English,
        Variant::Italian,
        Variant::Spanish,
        Variant::International,
        Variant::Brazilian,
        Variant::Dameo,
        Variant::Russian,
        Variant::Turkish,
        Variant::Pool,
        Variant::Czech,
        Variant::Frisian,
        Variant::Canadian,
    ];

    /// The lowercase name used in commands and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Variant::English => "english",
            Variant::Italian => "italian",
            Variant::Spanish => "spanish",
            Variant::International => "international",
            Variant::Brazilian => "brazilian",
            Variant::Dameo => "dameo",
            Variant::Russian => "russian",
            Variant::Turkish => "turkish",
            Variant::Pool => "pool",
            Variant::Czech => "czech",
            Variant::Frisian => "frisian",
            Variant::Canadian => "canadian",
        }
    }

    /// The name for people: "English draughts".
    pub fn title(self) -> &'static str {
        match self {
            Variant::English => "English draughts (checkers)",
            Variant::Italian => "Italian draughts (dama italiana)",
            Variant::Spanish => "Spanish draughts (damas)",
            Variant::International => "International draughts (10x10)",
            Variant::Brazilian => "Brazilian draughts",
            Variant::Dameo => "Dameo",
            Variant::Russian => "Russian draughts (shashki)",
            Variant::Turkish => "Turkish draughts (dama)",
            Variant::Pool => "Pool checkers (American pool)",
            Variant::Czech => "Czech draughts (česká dáma)",
            Variant::Frisian => "Frisian draughts",
            Variant::Canadian => "Canadian draughts (12x12)",
        }
    }

    /// One line on what sets the variant apart.
    pub fn summary(self) -> &'static str {
        match self {
            Variant::English => {
                "8x8, Black moves first; men forward only, short kings; capture compulsory, any sequence, finished."
            }
            Variant::Italian => {
                "8x8 mirrored, White first; men cannot take kings; short kings; most pieces, then king captures, most kings, kings first."
            }
            Variant::Spanish => {
                "8x8 mirrored, numbered from the bottom right; flying kings; most pieces, then most kings."
            }
            Variant::International => {
                "10x10, 20 men each; men capture backwards; flying kings; maximum capture; crown only when the move ends on the last row."
            }
            Variant::Brazilian => "International rules on an 8x8 board, algebraic squares (c3-d4).",
            Variant::Dameo => {
                "All 64 squares; men step straight or diagonally forward and advance in lines; orthogonal captures; kings move like queens."
            }
            Variant::Russian => {
                "8x8, algebraic squares; men capture backwards; flying kings; any capture may be chosen; a man crowned during a capture goes on as a king."
            }
            Variant::Turkish => {
                "All 64 squares, 16 men each; men step forward or sideways; kings fly along ranks and files; most pieces; captured pieces leave at once."
            }
            Variant::Pool => {
                "8x8 numbered as English, Black first; men capture backwards; flying kings; any capture may be chosen."
            }
            Variant::Czech => {
                "8x8, algebraic squares; men capture forwards only; flying kings; a king that can capture must, otherwise any capture."
            }
            Variant::Frisian => {
                "10x10; men and kings also capture along files and ranks; the capture of highest value; a king moves at most three times in a row."
            }
            Variant::Canadian => {
                "International rules on a 12x12 board, 30 men each, squares 1 to 72."
            }
        }
    }

    pub const fn board(self) -> Board {
        match self {
            Variant::International | Variant::Frisian => Board::Diagonal10,
            Variant::Canadian => Board::Diagonal12,
            Variant::Dameo | Variant::Turkish => Board::Full8,
            _ => Board::Diagonal8,
        }
    }

    pub fn numbering(self) -> Numbering {
        match self {
            Variant::English
            | Variant::International
            | Variant::Pool
            | Variant::Frisian
            | Variant::Canadian => Numbering::TopLeft,
            Variant::Italian => Numbering::ItalianTopLeft,
            Variant::Spanish => Numbering::SpanishBottomRight,
            Variant::Brazilian
            | Variant::Dameo
            | Variant::Russian
            | Variant::Czech
            | Variant::Turkish => Numbering::Algebraic,
        }
    }

    /// Whether squares are written as coordinates (`c3`) rather than numbers.
    pub fn is_algebraic(self) -> bool {
        self.numbering() == Numbering::Algebraic
    }

    /// The side that moves first.
    pub fn first_player(self) -> Color {
        match self {
            Variant::English | Variant::Pool => Color::Black,
            _ => Color::White,
        }
    }

    /// The PDN `GameType` number. Dameo has no official one; see [`Variant::from_game_type`].
    pub fn game_type(self) -> u32 {
        match self {
            Variant::International => 20,
            Variant::English => 21,
            Variant::Italian => 22,
            Variant::Spanish => 24,
            Variant::Pool => 23,
            Variant::Russian => 25,
            Variant::Brazilian => 26,
            Variant::Canadian => 27,
            Variant::Czech => 29,
            Variant::Turkish => 30,
            Variant::Frisian => 40,
            Variant::Dameo => DAMEO_GAME_TYPE,
        }
    }

    /// The variant of a PDN `GameType` tag value (its first field: `20`, `21,W,8,8,N2,0`, …).
    pub fn from_game_type(tag: &str) -> Option<Variant> {
        let number: u32 = tag.split(',').next()?.trim().parse().ok()?;
        Variant::ALL
            .iter()
            .copied()
            .find(|v| v.game_type() == number)
    }

    /// Whether men capture backwards (Turkish men capture sideways, but never backwards).
    pub fn men_capture_backwards(self) -> bool {
        matches!(
            self,
            Variant::International
                | Variant::Brazilian
                | Variant::Dameo
                | Variant::Russian
                | Variant::Pool
                | Variant::Frisian
                | Variant::Canadian
        )
    }

    pub fn men_capture_kings(self) -> bool {
        self != Variant::Italian
    }

    pub fn flying_kings(self) -> bool {
        !matches!(self, Variant::English | Variant::Italian)
    }

    /// Whether jumped pieces stay on the board until the move ends. With short-range pieces
    /// the removal time cannot change the legal moves, so only the flying variants say yes,
    /// but for Turkish draughts, whose pieces leave the board as they are jumped.
    pub fn removal_at_end(self) -> bool {
        self.flying_kings() && self != Variant::Turkish
    }

    /// Whether pieces capture along ranks and files (Dameo and Turkish: only so; Frisian: as
    /// well as along diagonals).
    pub fn orthogonal_captures(self) -> bool {
        matches!(self, Variant::Dameo | Variant::Turkish | Variant::Frisian)
    }

    /// Whether pieces capture along diagonals.
    pub fn diagonal_captures(self) -> bool {
        !matches!(self, Variant::Dameo | Variant::Turkish)
    }

    /// Whether a man that reaches the kings row during a capture is crowned there and goes on
    /// capturing as a king (Russian draughts). Elsewhere it goes on as a man, or the move ends.
    pub fn crowns_during_capture(self) -> bool {
        self == Variant::Russian
    }

    pub fn capture_choice(self) -> CaptureChoice {
        match self {
            Variant::English | Variant::Russian | Variant::Pool => CaptureChoice::Free,
            Variant::Italian => CaptureChoice::Italian,
            Variant::Spanish => CaptureChoice::MostPiecesThenKings,
            Variant::International
            | Variant::Brazilian
            | Variant::Dameo
            | Variant::Turkish
            | Variant::Canadian => CaptureChoice::MostPieces,
            Variant::Czech => CaptureChoice::KingFirst,
            Variant::Frisian => CaptureChoice::FrisianValue,
        }
    }

    /// Frisian: a king may make at most three non-capturing moves in a row while its side
    /// still has men.
    pub fn limits_king_moves(self) -> bool {
        self == Variant::Frisian
    }

    /// The character between the squares of a capture in this variant's own notation: `x`,
    /// or `:` where the federation writes so (Russian, Czech).
    pub fn capture_separator(self) -> char {
        match self {
            Variant::Russian | Variant::Czech => ':',
            _ => 'x',
        }
    }

    /// Whether the soffio (huffing) house rule may be switched on for this variant.
    pub fn allows_soffio(self) -> bool {
        matches!(self, Variant::Spanish | Variant::International)
    }
}

/// The `GameType` this project writes for Dameo, which has no official PDN number.
pub const DAMEO_GAME_TYPE: u32 = 60;

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The text named no variant.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown variant `{0}`: choose one of english, italian, spanish, international, brazilian, dameo, russian, turkish, pool, czech, frisian, canadian"
)]
pub struct UnknownVariant(pub String);

impl FromStr for Variant {
    type Err = UnknownVariant;

    /// Reads a variant name, case-insensitively, with the common aliases (`checkers`,
    /// `dama`, `10x10`, `fmjd`, …).
    fn from_str(text: &str) -> Result<Variant, UnknownVariant> {
        let key = text.trim().to_ascii_lowercase();
        let variant = match key.as_str() {
            "english" | "en" | "checkers" | "american" | "inglese" => Variant::English,
            "italian" | "it" | "italiana" | "dama" | "italiano" => Variant::Italian,
            "spanish" | "es" | "spagnola" | "damas" | "spanish-draughts" => Variant::Spanish,
            "international" | "int" | "intl" | "10x10" | "fmjd" | "internazionale" | "polish" => {
                Variant::International
            }
            "brazilian" | "br" | "brasiliana" | "brazil" => Variant::Brazilian,
            "dameo" => Variant::Dameo,
            "russian" | "ru" | "shashki" | "russa" | "russe" => Variant::Russian,
            "turkish" | "tr" | "turca" | "turkish-dama" | "dama-turca" => Variant::Turkish,
            "pool" | "pool-checkers" | "american-pool" | "apca" => Variant::Pool,
            "czech" | "cz" | "ceca" | "ceska" | "česká" => Variant::Czech,
            "frisian" | "fries" | "frisone" => Variant::Frisian,
            "canadian" | "ca" | "canadese" | "12x12" => Variant::Canadian,
            _ => return Err(UnknownVariant(text.trim().to_string())),
        };
        Ok(variant)
    }
}
